// A grid as the library's functions take it: one the library made, as it is, or any other object
// (a copy, a grid edited, one that crossed to a worker) checked in full and made again.
import { z } from 'zod';
import type { Cell } from '../../../cell.js';
import { allowing, checkValue, optionError, readArgument } from '../../../options.js';
import { isTypedArray, ownFields, whole } from '../../checks.js';
import {
  cellOf,
  firstNotBit,
  gridOf,
  isMadeGrid,
  MAX_MAZE_CELLS,
  readEnds,
  withEndsOf,
  type MazeGrid,
} from './board.js';

const GRID = 'a maze made by parseMaze or makeMaze';

const gridSchema = allowing(
  GRID,
  z.object({
    rows: whole(1, MAX_MAZE_CELLS),
    columns: whole(1, MAX_MAZE_CELLS),
    start: whole(0, MAX_MAZE_CELLS),
    goal: whole(0, MAX_MAZE_CELLS),
  }),
);

/**
 * `grid` as a maze: one the library made (`parseMaze`, `makeMaze`, `withEnds`) as it is, in O(1);
 * any other object read once and checked as `makeMaze` checks its arguments (its shape, `open` a
 * Uint8Array, or an array as its JSON form has it, of as many 0 and 1 as cells, the start and goal
 * cells on the grid), then made
 * again, in O(cells). Anything else is an `E_USAGE` error naming `name`.
 */
export function gridFrom(grid: unknown, name = 'grid'): MazeGrid {
  if (isMadeGrid(grid)) return grid as MazeGrid;
  return readArgument(name, () => gridRebuilt(ownFields(grid), name));
}

// A grid made elsewhere, its fields read once (`ownFields`), checked in full and made again.
function gridRebuilt(grid: unknown, name: string): MazeGrid {
  const { rows, columns, start, goal } = checkValue(name, gridSchema, grid);
  const given: unknown = (grid as { open?: unknown }).open;
  const cells = rows * columns;
  // A grid's JSON form (`JSON.stringify(grid)`) holds its cells as an array of numbers.
  const open = Array.isArray(given) && given.length === cells ? cellBytes(given, name) : given;
  if (
    cells > MAX_MAZE_CELLS ||
    start >= cells ||
    goal >= cells ||
    !isTypedArray(open, 'Uint8Array') ||
    (open as Uint8Array).length !== cells
  )
    throw optionError(name, GRID, grid);
  const bytes = open as Uint8Array;
  const bad = firstNotBit(bytes);
  if (bad >= 0) throw optionError(`${name}.open[${bad}]`, '0 (blocked) or 1 (open)', bytes[bad]);
  return gridOf(rows, columns, bytes, {
    start: cellOf(grid as MazeGrid, start),
    goal: cellOf(grid as MazeGrid, goal),
  });
}

// An array of cells as bytes, each 0 or 1 (else an `E_USAGE` error naming the first that is not).
function cellBytes(cells: readonly unknown[], name: string): Uint8Array {
  const bad = cells.findIndex((cell) => cell !== 0 && cell !== 1);
  if (bad >= 0) throw optionError(`${name}.open[${bad}]`, '0 (blocked) or 1 (open)', cells[bad]);
  return Uint8Array.from(cells as number[]);
}

/**
 * The same grid with another start and/or goal (`[row, column]` from 0), checked like `makeMaze`.
 * Takes any grid, as `gridFrom` does. Cost: O(1) for a grid the library made.
 */
export function withEnds(grid: MazeGrid, ends: { start?: Cell; goal?: Cell }): MazeGrid {
  return withEndsOf(gridFrom(grid), readEnds(ends, 'ends'));
}
