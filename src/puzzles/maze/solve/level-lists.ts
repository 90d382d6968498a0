// The shortest-path search shown level by level: the cells the rat can stand on after 0, 1, 2, …
// steps, for a programmer to hold against a search of their own.
import type { Cell } from '../../../cell.js';
import { optionsSchema } from '../../../options.js';
import {
  levelsAs,
  levelsShape,
  stateLevels,
  type LevelsOptions,
  type SearchLevels,
} from '../../../search/level-lists.js';
import { cellOf, type MazeGrid, type MazeMoves } from '../board/board.js';
import { checkMazeCall, movesSchema } from '../options.js';
import { cellGraph } from './moves.js';

/** Options for `mazeLevels`. */
export interface MazeLevelsOptions extends LevelsOptions {
  /** 2 (down, right), 4 (the four sides, the default) or 8 (also diagonally). */
  readonly moves?: MazeMoves;
}

const mazeLevelsSchema = optionsSchema({ ...levelsShape, moves: movesSchema.optional() });

/**
 * The cells the search reaches, level by level: `levels[s]` the cells `[row, column]` first reached
 * after `s` steps, until the step that reaches the goal, or every cell reachable when none does; at
 * most `maxStates` cells (default 10,000), the last level cut short there (`complete` false). A
 * blocked start lists nothing but the start.
 *
 * Cost: O(cells listed × moves) time; about 48 bytes per cell listed, checked against `maxMemory`.
 */
export function mazeLevels(grid: MazeGrid, options: MazeLevelsOptions = {}): SearchLevels<Cell> {
  const [checked, { moves = 4, ...limits }] = checkMazeCall(grid, mazeLevelsSchema, options);
  const cells = cellGraph(checked, moves);
  const scratch = new Int32Array(cells.maxDegree);
  const blocked = checked.open[checked.start] !== 1;
  const graph = {
    maxDegree: cells.maxDegree,
    moves(cell: number, out: Float64Array) {
      if (blocked) return 0;
      const count = cells.moves(cell, scratch);
      for (let i = 0; i < count; i++) out[i] = scratch[i];
      return count;
    },
  };
  const goal = checked.open[checked.goal] === 1 ? checked.goal : -1;
  return levelsAs(
    stateLevels(graph, checked.start, (cell) => cell === goal, limits),
    (cell) => cellOf(checked, cell),
  );
}
