import { BoardpathError, checkMemory } from '../../../errors.js';
import { CHECKED_BY_CALLER } from '../../../search/check-graph.js';
import { intSearchBytes, shortestIntPath } from '../../../search/int-bfs.js';
import type { Progress } from '../../../search/int-graph.js';
import type { SnakesBoard } from '../board/board.js';
import { landingTable } from '../board/landing.js';
import { throwGraph } from './moves.js';
import { appendFaces, gameSolution, noGame, type FaceRun, type SnakesSolution } from './solution.js';

/** Options for `solveSnakesBySquares`. */
export interface SolveSnakesBySquaresOptions {
  /** Die faces 1 … faces (default: the board's, usually 6). */
  readonly faces?: number;
  /** Follow a jump that ends on the start of another jump, and so on (default: one jump per throw). */
  readonly chain?: boolean;
  /** Refuse, before allocating, a search that would need more bytes than this. */
  readonly maxMemory?: number;
  readonly signal?: AbortSignal;
  readonly progress?: Progress;
  /** Games longer than this many throws come as `runs` (default 100,000). */
  readonly pathLimit?: number;
}

/** The largest board the square-by-square search takes: its state numbers are Int32. */
export const MAX_DENSE_SQUARES = 2 ** 31 - 2;

/**
 * Bytes the square-by-square search needs for a board: the landing table and the engine's arrays.
 * Cost: O(1).
 */
export function snakesSearchBytes(board: SnakesBoard): number {
  const size = board.last + 1;
  return 4 * size + intSearchBytes(size);
}

/**
 * The fewest throws by breadth-first search over squares with the integer engine (states are
 * square numbers), and one shortest game: the textbook method, kept for boards of ordinary size
 * and for the page's animation.
 *
 * Cost: O(squares × faces) time; about 8.5 bytes per square (refused first if over `maxMemory`).
 */
export function solveSnakesBySquares(
  board: SnakesBoard,
  options: SolveSnakesBySquaresOptions = {},
): SnakesSolution {
  const faces = options.faces ?? board.faces;
  const chain = options.chain ?? false;
  const needed = snakesSearchBytes(board);
  if (board.last > MAX_DENSE_SQUARES) {
    throw new BoardpathError(
      'E_MEMORY',
      `a board of ${board.last} squares is too large for the square-by-square search (at most ${MAX_DENSE_SQUARES})`,
    );
  }
  checkMemory('this board', needed, options.maxMemory);
  const landing = landingTable(board, chain);
  const result = shortestIntPath(throwGraph(board, landing, faces), board.start, board.last, {
    signal: options.signal,
    progress: options.progress,
    maxMemory: CHECKED_BY_CALLER,
  });
  if (!result.reachable) return noGame(result.explored);
  return gameSolution(board, faceRuns(landing, result.path, faces), result.explored, {
    chain,
    pathLimit: options.pathLimit,
    maxMemory: options.maxMemory,
  });
}

// The faces along a path as [face, count] pairs: each throw's smallest face that lands where the
// path goes next.
function faceRuns(landing: Int32Array, path: Int32Array, faces: number): FaceRun[] {
  const runs: FaceRun[] = [];
  for (let i = 1; i < path.length; i++) {
    let face = 1;
    while (face <= faces && landing[path[i - 1] + face] !== path[i]) face++;
    appendFaces(runs, face, 1);
  }
  return runs;
}
