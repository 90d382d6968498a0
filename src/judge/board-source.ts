// Where the judge's boards come from. The judge asks a source for the board of case N with that
// case's own random stream, and knows nothing of how it is made: the puzzle's families of boards
// that break solutions, or boards made to order by its generator (generated-source.ts).
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { SeededRandom } from '../random.js';

/** Makes the board of each case. */
export interface BoardSource {
  /**
   * The board of case `index` (from 1), drawn from `random` alone (the case's own stream), so that
   * a seed and a case number make it again.
   */
  board(random: SeededRandom, index: number): CaseBoard;
}

/** The families of boards that break solutions, for `problem`. */
export function familySource(problem: Problem): BoardSource {
  const hooks = kitOf(problem.puzzle).judge;
  return { board: (random) => hooks.board(problem, random) };
}
