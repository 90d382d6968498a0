// Shrinking a failing board, as property-based testing shrinks a counterexample (fast-check's
// runner: try the simpler values of the failing one in order, move to the first that still fails,
// and start again from there, until none does). The simpler boards of each puzzle are made in
// shrink-snakes.ts and shrink-grids.ts; every candidate is strictly simpler, so shrinking ends.
import type { CaseBoard } from './case-board.js';
import type { Problem } from './problem.js';
import { simplerGrids, simplerMazes } from './shrink-grids.js';
import { simplerSnakes } from './shrink-snakes.js';

/**
 * The boards one step simpler than `board`, simplest first, made lazily, each distinct one once.
 * Each keeps what the problem asks of its boards (n×n where the problem's boards are square;
 * LeetCode's board keeps its first and last squares free of jumps; sides of at least the
 * problem's least size). `thorough` (a program that answers in microseconds): more tiny boards
 * are tried at the end (shrink-tiny.ts). Cost: O(squares) a board.
 */
export function simplerBoards(problem: Problem, board: CaseBoard, thorough = false): Generator<CaseBoard> {
  if (board.puzzle === 'snakes') return simplerSnakes(board, problem.sizes[0], thorough);
  if (board.puzzle === 'maze') return simplerMazes(board, problem, thorough);
  return simplerGrids(board, problem, thorough);
}
