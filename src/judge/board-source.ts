// Where the judge's boards come from. The judge asks a source for the board of case N with that
// case's own random stream, and knows nothing of how it is made: the families here today, boards
// made to order tomorrow.
import type { SeededRandom } from '../random.js';
import type { CaseBoard } from './case-board.js';
import { randomMaze } from './families/maze.js';
import { randomSnakesBoard } from './families/snakes.js';
import { randomTokensGrid } from './families/tokens.js';
import type { Problem } from './problem.js';

/** Makes the board of each case. */
export interface BoardSource {
  /**
   * The board of case `index` (from 1), drawn from `random` alone (the case's own stream), so that
   * a seed and a case number make it again.
   */
  board(random: SeededRandom, index: number): CaseBoard;
}

/** The squares of GfG's snake and ladder board. */
export const GFG_SQUARES = 30;

/**
 * The families of boards that break solutions, for `problem`: sides drawn from its sizes, half the
 * time from the four smallest (small boards fail sooner and shrink faster).
 */
export function familySource(problem: Problem): BoardSource {
  const [least, most] = problem.sizes;
  const side = (random: SeededRandom) =>
    random.chance(0.5) ? random.int(least, Math.min(most, least + 3)) : random.int(least, most);
  return {
    board(random) {
      if (problem.puzzle === 'snakes') {
        if (problem.line) return randomSnakesBoard(random, GFG_SQUARES, 0);
        const n = side(random);
        return randomSnakesBoard(random, n * n, n);
      }
      const rows = side(random);
      let columns = problem.square ? rows : side(random);
      // Two tokens need two squares.
      if (problem.puzzle === 'tokens' && rows * columns < 2) columns = 2;
      if (problem.puzzle === 'maze')
        return randomMaze(
          random,
          rows,
          columns,
          problem.moves,
          problem.mode === 'all' || problem.mode === 'count',
        );
      return randomTokensGrid(random, rows, columns);
    },
  };
}
