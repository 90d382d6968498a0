/** How the learn view names a maze's cells and steps. */
import type { MazeGrid } from 'boardpath';
import { mazeCellOf } from 'boardpath/engine';
import type { LearnWords } from '../learn/lesson.js';
import { adoptGrid } from './model.js';

const LETTERS: Record<string, string> = { '1,0': 'down', '0,-1': 'left', '0,1': 'right', '-1,0': 'up' };

/** The learn view's words for a maze: a cell as "(row, column)", a step as "down" or "up-left". */
export function mazeWords(given: MazeGrid): LearnWords {
  // The words are asked for on every frame: a grid from the worker is made again once, here.
  const grid = adoptGrid(given);
  const state = (cell: number) => `(${mazeCellOf(grid, cell).join(', ')})`;
  return {
    state,
    move: (from, to) => {
      const [[r0, c0], [r1, c1]] = [mazeCellOf(grid, from), mazeCellOf(grid, to)];
      const [dr, dc] = [r1 - r0, c1 - c0];
      return LETTERS[`${dr},${dc}`] ?? `${dr > 0 ? 'down' : 'up'}-${dc > 0 ? 'right' : 'left'}`;
    },
    unreachable: (cell) =>
      grid.open[cell] === 1 ? null : `${state(cell)} is a wall: the rat never stands on it`,
    plural: 'cells',
    unit: 'steps',
  };
}
