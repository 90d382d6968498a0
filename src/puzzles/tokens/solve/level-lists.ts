// The two tokens' search shown level by level: the positions reached after 0, 1, 2, … moves, for a
// programmer to hold against a search of their own.
import { optionsSchema, switchSchema } from '../../../options.js';
import {
  levelsAs,
  levelsShape,
  stateLevels,
  type LevelsOptions,
  type SearchLevels,
} from '../../../search/level-lists.js';
import type { TokensBoard } from '../board/board.js';
import { checkTokensCall } from '../options.js';
import { alternateTokensGraph, tokensGraph } from './moves.js';
import { positionOf, type TokensPosition } from './solve.js';

/** Options for `tokensLevels`. */
export interface TokensLevelsOptions extends LevelsOptions {
  /** The classroom variant: red and blue take turns, red first (as `solveTokens`'s `alternate`). */
  readonly alternate?: boolean;
}

const tokensLevelsSchema = optionsSchema({ ...levelsShape, alternate: switchSchema.optional() });

/**
 * The positions the search reaches, level by level: `levels[m]` the positions (`red` and `blue`
 * cells) first reached after `m` moves, until the move that swaps the tokens, or every position
 * reachable when none does; at most `maxStates` positions (default 10,000), the last level cut
 * short there (`complete` false). With `alternate` a position is told apart by whose turn it is,
 * which the level says (red moves from even levels).
 *
 * Cost: O(positions listed × 8) time; O(squares) for the move tables and about 48 bytes per position
 * listed, checked against `maxMemory`.
 */
export function tokensLevels(
  board: TokensBoard,
  options: TokensLevelsOptions = {},
): SearchLevels<TokensPosition> {
  const [checked, { alternate, ...limits }] = checkTokensCall(board, tokensLevelsSchema, options);
  const squares = checked.rows * checked.columns;
  const pairs = squares * squares;
  const positions = alternate ? alternateTokensGraph(checked) : tokensGraph(checked);
  const scratch = new Int32Array(positions.maxDegree);
  const graph = {
    maxDegree: positions.maxDegree,
    moves(state: number, out: Float64Array) {
      const count = positions.moves(state, scratch);
      for (let i = 0; i < count; i++) out[i] = scratch[i];
      return count;
    },
  };
  const red = checked.red[0] * checked.columns + checked.red[1];
  const blue = checked.blue[0] * checked.columns + checked.blue[1];
  const start = red * squares + blue;
  const swapped = blue * squares + red;
  // With turns, the swap is reached whoever is to move.
  const levels = stateLevels(graph, start, (state) => state % pairs === swapped, limits);
  return levelsAs(levels, (state) => positionOf(checked, state % pairs));
}
