// The proof that goes with a generated grid: the fewest moves and one shortest solution from the
// puzzle's own solver, and how many shortest solutions there are, counted by the engine on the
// puzzle's graph. Nothing of it comes from the generator.
import { BoardpathError } from '../../../errors.js';
import { countShortestPaths } from '../../../search/count-shortest.js';
import { certified, type Certified } from '../../generate.js';
import { tokensStart, type TokensBoard } from '../board/board.js';
import { tokensGraph } from '../solve/moves.js';
import { solveTokens, type TokensSolution } from '../solve/solve.js';

/**
 * The certificate of `board`: `solveTokens`'s answer and `solutions`, the number of shortest
 * solutions (sequences of positions), from `countShortestPaths` on `tokensGraph`. Cost: O(cells² ×
 * 8) time, about 25 bytes a position, each search within `maxMemory`.
 */
export function tokensCertificate(
  board: TokensBoard,
  limits: { readonly maxMemory?: number; readonly signal?: AbortSignal },
): Certified<TokensSolution> {
  const solution = solveTokens(board, limits);
  const cells = board.rows * board.columns;
  const start = tokensStart(board);
  const goal = (start % cells) * cells + Math.floor(start / cells);
  const counted = countShortestPaths(tokensGraph(board), start, goal, limits);
  if (counted.moves !== solution.moves)
    throw new BoardpathError(
      'E_BOARD',
      `two searches disagree on the fewest moves (${solution.moves} and ${counted.moves}): this is a bug in boardpath`,
    );
  return certified(solution, counted.count);
}
