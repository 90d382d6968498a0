// The fewest-throws search shown level by level: the squares a token can stand on after 0, 1, 2, …
// throws, for a programmer to hold against a search of their own.
import { optionsSchema, switchSchema } from '../../../options.js';
import {
  levelsAs,
  levelsShape,
  stateLevels,
  type LevelsOptions,
  type SearchLevels,
} from '../../../search/level-lists.js';
import { jumpStartingOn } from '../board/find-jump.js';
import { jumpEnds } from '../board/landing.js';
import type { SnakesBoard } from '../board/board.js';
import { checkSnakesCall } from '../options.js';

/** Options for `snakesLevels`. */
export interface SnakesLevelsOptions extends LevelsOptions {
  /** Follow a jump that ends on another jump (as `solveSnakes`'s `chain`). */
  readonly chain?: boolean;
}

const snakesLevelsSchema = optionsSchema({ ...levelsShape, chain: switchSchema.optional() });

/**
 * The squares the search reaches, level by level: `levels[t]` the squares first reached after `t`
 * throws (jumps taken, one per throw or chained), until the throw that reaches the last square, or
 * every square reachable when none does; at most `maxStates` squares (default 10,000), the last
 * level cut short there (`complete` false). Squares are numbered as the board numbers them.
 *
 * Cost: O(squares listed × faces × log J) time; about 48 bytes per square listed and 8 per face,
 * checked against `maxMemory` (1 GiB by default), whatever the board's size.
 */
export function snakesLevels(board: SnakesBoard, options: SnakesLevelsOptions = {}): SearchLevels<number> {
  const [checked, { chain, ...limits }] = checkSnakesCall(board, snakesLevelsSchema, options);
  const { last, faces, jumpFrom } = checked;
  const ends = jumpEnds(checked, Boolean(chain));
  const graph = {
    maxDegree: Math.min(faces, Math.max(1, last)),
    moves(square: number, out: Float64Array) {
      const top = Math.min(square + faces, last);
      let count = 0;
      for (let reach = square + 1; reach <= top; reach++) {
        const jump = jumpStartingOn(jumpFrom, reach);
        out[count++] = jump < 0 ? reach : ends[jump];
      }
      return count;
    },
  };
  return levelsAs(
    stateLevels(graph, checked.start, (square) => square === last, limits),
    (square) => square,
  );
}
