// A board as the judged program reads it: the text on a command's standard input in the chosen
// notation (the puzzle's own `judge.text`), or the arguments of a solution's function (as one line
// of JSON for its driver), shaped as the function is called.
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import { SOLUTION_FUNCTIONS } from './problem.js';

/**
 * The arguments of a solution's function for this board: `[grid]`, `[grid, n]` for a function
 * that takes the grid and its side (GfG's `findPath`; drivers pass a function that takes one
 * argument the first only), `[N, arr]` for one that takes pairs (GfG's `minThrow`). Cost: O(squares).
 */
export function callArguments(problem: Problem, board: CaseBoard): unknown[] {
  const value = kitOf(problem.puzzle).judge.value(problem, board);
  const shape = problem.call === undefined ? 'grid' : SOLUTION_FUNCTIONS[problem.call].shape;
  if (shape === 'pairs') return [(value as number[]).length / 2, value];
  if (shape === 'grid-and-side') return [value, (value as unknown[]).length];
  return [value];
}

/**
 * Exactly what the program is given: for a command, the board in the problem's notation on its
 * standard input, ending with a newline; for a solution's function, its arguments as one line of
 * JSON. Cost: O(squares).
 */
export function programInput(problem: Problem, board: CaseBoard): string {
  if (problem.call !== undefined) return `${JSON.stringify(callArguments(problem, board))}\n`;
  return kitOf(problem.puzzle).judge.text(problem, board);
}
