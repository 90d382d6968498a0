// A direction string walked from the start: the referee of every path found.
import { z } from 'zod';
import { allowing, checkValue } from '../../../options.js';
import { movesSchema } from '../options.js';
import { cellOf, MOVE_LETTERS, stepsFor, type MazeGrid, type MazeMoves, type MazeStep } from './board.js';
import { gridFrom } from './grid-from.js';

const DIRECTIONS = allowing('a string of step letters such as "DDRR"', z.string());

/**
 * Replays a direction string from the start: the cells it visits, or the reason it is not a legal
 * path (leaves the grid, enters a blocked cell, visits a cell twice, uses a step not allowed, or
 * does not end on the goal). The tests' referee, and a user's way to check an answer.
 *
 * Takes any grid, as `gridFrom` does; `directions` a string, `moves` 2, 4 or 8.
 *
 * Cost: O(length + cells).
 */
export function replayDirections(
  grid: MazeGrid,
  directions: string,
  moves: MazeMoves,
): { ok: true; path: number[] } | { ok: false; problem: string } {
  grid = gridFrom(grid);
  checkValue('directions', DIRECTIONS, directions);
  checkValue('moves', movesSchema, moves);
  const allowed = stepsFor(moves);
  const visited = new Uint8Array(grid.rows * grid.columns);
  let [row, column] = cellOf(grid, grid.start);
  if (grid.open[grid.start] !== 1) return { ok: false, problem: 'the start is blocked' };
  visited[grid.start] = 1;
  const path = [grid.start];
  for (let i = 0; i < directions.length; i++) {
    const letter = directions[i] as MazeStep;
    if (!allowed.includes(letter))
      return {
        ok: false,
        problem: `step ${i + 1}: ${JSON.stringify(directions[i])} is not one of ${allowed.join(' ')}`,
      };
    row += MOVE_LETTERS[letter][0];
    column += MOVE_LETTERS[letter][1];
    if (row < 0 || row >= grid.rows || column < 0 || column >= grid.columns)
      return { ok: false, problem: `step ${i + 1} leaves the grid` };
    const cell = row * grid.columns + column;
    if (grid.open[cell] !== 1)
      return { ok: false, problem: `step ${i + 1} enters the blocked cell ${row},${column}` };
    if (visited[cell] === 1) return { ok: false, problem: `step ${i + 1} comes back to ${row},${column}` };
    if (cell === grid.goal && i < directions.length - 1)
      return { ok: false, problem: `step ${i + 1} reaches the goal but the path goes on` };
    visited[cell] = 1;
    path.push(cell);
  }
  if (path[path.length - 1] !== grid.goal) return { ok: false, problem: 'the path does not end on the goal' };
  return { ok: true, path };
}
