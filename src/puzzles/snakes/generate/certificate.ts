// The proof that goes with a generated board: the fewest throws and one shortest game from the
// puzzle's own solver, and how many shortest games there are, counted by the engine on the board's
// graph. Nothing of it comes from the generator.
import { BoardpathError } from '../../../errors.js';
import { countShortestPaths } from '../../../search/count-shortest.js';
import { certified, type Certified } from '../../generate.js';
import type { SnakesBoard } from '../board/board.js';
import { snakesGraph } from '../solve/moves.js';
import type { SnakesSolution } from '../solve/solution.js';
import { solveSnakes } from '../solve/solve.js';

/**
 * The certificate of `board`: `solveSnakes`'s answer and `solutions`, the number of shortest games
 * (sequences of squares: two faces that end on one square are one game), from `countShortestPaths`
 * on `snakesGraph`. Cost: O(squares × faces), about 40 bytes a square, each search within `maxMemory`.
 */
export function snakesCertificate(
  board: SnakesBoard,
  limits: { readonly maxMemory?: number; readonly signal?: AbortSignal },
): Certified<SnakesSolution> {
  const solution = solveSnakes(board, limits);
  const counted = countShortestPaths(
    snakesGraph(board, { maxMemory: limits.maxMemory }),
    board.start,
    board.last,
    limits,
  );
  if (counted.moves !== solution.moves)
    throw new BoardpathError(
      'E_BOARD',
      `two searches disagree on the fewest throws (${solution.moves} and ${counted.moves}): this is a bug in boardpath`,
    );
  return certified(solution, counted.count);
}
