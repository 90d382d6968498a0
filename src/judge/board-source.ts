// Where the judge's boards come from. The judge asks a source for the board of case N with that
// case's own random stream, and knows nothing of how it is made: the families here, or boards made
// to order by the generator (generated-source.ts).
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
 * The sides of a case's board, `[rows, columns]`, drawn from the problem's sizes: half the time from
 * the four smallest (small boards fail sooner and shrink faster); as many columns as rows where
 * the problem's boards are square; two squares at least for the two tokens. Cost: O(1).
 */
export function drawSides(problem: Problem, random: SeededRandom): [number, number] {
  const [least, most] = problem.sizes;
  const side = () =>
    random.chance(0.5) ? random.int(least, Math.min(most, least + 3)) : random.int(least, most);
  const rows = side();
  let columns = problem.square || problem.puzzle === 'snakes' ? rows : side();
  if (problem.puzzle === 'tokens' && rows * columns < 2) columns = 2;
  return [rows, columns];
}

/** The families of boards that break solutions, for `problem`, on sides from `drawSides`. */
export function familySource(problem: Problem): BoardSource {
  return {
    board(random) {
      if (problem.puzzle === 'snakes') {
        if (problem.line) return randomSnakesBoard(random, GFG_SQUARES, 0);
        const [n] = drawSides(problem, random);
        return randomSnakesBoard(random, n * n, n);
      }
      const [rows, columns] = drawSides(problem, random);
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
