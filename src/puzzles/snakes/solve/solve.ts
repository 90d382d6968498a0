import { checkMemory } from '../../../errors.js';
import { jumpCount, type SnakesBoard } from '../board/board.js';
import { checkSnakesCall, solveSnakesSchema, type SnakesMethod } from '../options.js';
import { levelSearchBytes, solveSnakesByLevels } from './levels.js';
import { solveSnakesRuns } from './runs.js';
import type { SnakesSolution } from './solution.js';
import {
  MAX_DENSE_SQUARES,
  snakesSearchBytes,
  solveSnakesBySquares,
  type SolveSnakesBySquaresOptions,
} from './squares.js';

/** Options for `solveSnakes`: those of every search, and which search to use. */
export interface SolveSnakesOptions extends SolveSnakesBySquaresOptions {
  /**
   * `squares`: breadth-first search square by square (the textbook method; its `explored` counts
   * squares); `levels`: breadth-first search a whole level at a time on bit sets (square by square
   * with `chain`, or if the levels turn out spread thin); `runs`: the run-based search, whose cost grows with
   * the snakes and ladders, not the squares; `auto` (default): squares for small or crowded
   * boards, runs for the rest.
   */
  readonly method?: SnakesMethod;
}

/**
 * The fewest throws from the board's start to its last square when the player chooses every face
 * (rules: docs/rules.md), and one shortest game. A throw may not pass the last square; one jump
 * per throw unless `chain`. Boards of up to 65,536 squares are searched square by square (`solveSnakesBySquares`);
 * bigger ones with a snake or ladder on at least every 16th square a whole level at a time on bit
 * sets (`solveSnakesByLevels`, square by square if that search turns out deep); bigger, sparser
 * boards (up to 2^53 squares) by runs of plain squares (`solveSnakesRuns`). `method` forces one.
 *
 * Cost: the smaller of O(squares × faces) time with about 8.5 bytes per square, and O(J log J)
 * for J snakes and ladders.
 *
 * @example
 * solveSnakes(BUILT_IN_BOARDS.classic()).moves // 7
 */
export function solveSnakes(board: SnakesBoard, options: SolveSnakesOptions = {}): SnakesSolution {
  [board, options] = checkSnakesCall(board, solveSnakesSchema, options);
  const method = options.method ?? 'auto';
  const squares = board.last + 1;
  const bySquares =
    method === 'squares' ||
    method === 'levels' ||
    (method === 'auto' &&
      squares <= Math.max(2 ** 16, 16 * (jumpCount(board) + 1)) &&
      squares <= MAX_DENSE_SQUARES &&
      (options.maxMemory === undefined || snakesSearchBytes(board) <= options.maxMemory));
  if (bySquares) {
    // Big crowded boards: whole levels as bit sets first (much less waiting for memory), square by
    // square if the levels turn out too thin to pay.
    const levelBytes = levelSearchBytes(board);
    const tryLevels =
      (method === 'levels' || (method === 'auto' && squares > 2 ** 16)) &&
      !options.chain &&
      (options.faces ?? board.faces) <= 32;
    if (tryLevels && (options.maxMemory === undefined || levelBytes <= options.maxMemory)) {
      const byLevels = solveSnakesByLevels(board, options);
      if (byLevels) return { ...byLevels, method: 'levels' };
    }
    return { ...solveSnakesBySquares(board, options), method: 'squares' };
  }
  const needed = RUNS_BYTES_PER_JUMP * (jumpCount(board) + 1);
  checkMemory('this board', needed, options.maxMemory);
  return { ...solveSnakesRuns(board, options), method: 'runs' };
}

// What the run-based search keeps per snake or ladder (its doc comment's 56 bytes; 65 measured on a
// board of 10^6 ladders, its arrays grown by doubling), and what the game it answers takes: at most
// two runs of faces between one jump taken and the next (a run of the largest face, then one throw
// onto the jump), each run a [face, count] array (68 bytes measured).
const RUNS_BYTES_PER_JUMP = 72 + 2 * 72;
