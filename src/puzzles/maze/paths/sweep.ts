// The grid the path count sweeps: checked, stripped of the cells no path can use, cropped and
// turned so that the sweep runs along its shorter side.
import { BoardpathError, throwIfAborted } from '../../../errors.js';

/** The widest sweep the frontier's two-word keys hold: 31 cells, 32 plugs. */
const MAX_WIDTH = 31;

/** A maze as the counter needs it: `open[row * columns + column]` is 1 for an open cell. */
export interface CountGrid {
  readonly rows: number;
  readonly columns: number;
  readonly open: Uint8Array;
}

/**
 * The sweep of `countPathsFrontier` for a checked grid (dead ends peeled, cropped, turned), or
 * the answer itself when no sweep is needed; throws as `countPathsFrontier` does before the
 * sweep. Cost: time and memory O(cells). Internal to the counters.
 */
export function prepareSweep(
  grid: CountGrid,
  start: number,
  goal: number,
  signal: AbortSignal | undefined,
): Sweep | bigint {
  const { rows, columns, open } = grid;
  if (
    !Number.isInteger(rows) ||
    !Number.isInteger(columns) ||
    rows < 1 ||
    columns < 1 ||
    open.length !== rows * columns
  ) {
    throw new BoardpathError(
      'E_USAGE',
      `a grid of ${rows}×${columns} cells needs ${rows * columns} cells in open, not ${open.length}`,
    );
  }
  for (const [name, cell] of [
    ['start', start],
    ['goal', goal],
  ] as const) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= open.length) {
      throw new BoardpathError('E_USAGE', `the ${name} cell ${cell} is outside the ${rows}×${columns} grid`);
    }
  }
  throwIfAborted(signal);
  if (!open[start] || !open[goal]) return 0n;
  if (start === goal) return 1n;
  const usable = usefulCells(rows, columns, open, start, goal);
  if (!usable[goal]) return 0n;
  const sweep = orient(rows, columns, usable, start, goal);
  if (sweep.width > MAX_WIDTH) {
    throw new BoardpathError(
      'E_MEMORY',
      `the maze is ${sweep.width} cells wide both ways: exact counting handles up to ${MAX_WIDTH}`,
    );
  }
  return sweep;
}

/**
 * How many cells wide the sweep of `countPathsFrontier` runs (the frontier has one more plug),
 * after dead ends are peeled and the grid is cropped and turned; 0 when there is nothing to sweep.
 * Cost: time and memory O(cells). For tests and diagnostics.
 */
export function frontierWidth(grid: CountGrid, start: number, goal: number): number {
  const { rows, columns, open } = grid;
  if (!open[start] || !open[goal] || start === goal) return 0;
  const usable = usefulCells(rows, columns, open, start, goal);
  return usable[goal] ? orient(rows, columns, usable, start, goal).width : 0;
}

/**
 * The open cells that can still lie on a path: those connected to the start, minus dead ends (a cell
 * other than start and goal with at most one usable neighbour can never be passed through), peeled
 * repeatedly. Fewer cells mean fewer frontier states.
 */
function usefulCells(
  rows: number,
  columns: number,
  open: Uint8Array,
  start: number,
  goal: number,
): Uint8Array {
  const size = rows * columns;
  const usable = new Uint8Array(size);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  usable[start] = 1;
  queue[tail++] = start;
  const neighbours = new Int32Array(4);
  const around = (cell: number): number => {
    const row = (cell / columns) | 0;
    const column = cell - row * columns;
    let count = 0;
    if (row > 0) neighbours[count++] = cell - columns;
    if (row + 1 < rows) neighbours[count++] = cell + columns;
    if (column > 0) neighbours[count++] = cell - 1;
    if (column + 1 < columns) neighbours[count++] = cell + 1;
    return count;
  };
  while (head < tail) {
    const cell = queue[head++];
    const count = around(cell);
    for (let k = 0; k < count; k++) {
      const next = neighbours[k];
      if (open[next] && !usable[next]) {
        usable[next] = 1;
        queue[tail++] = next;
      }
    }
  }
  // Peel dead ends: a queue of cells whose usable degree may have dropped to one or less.
  const degree = new Uint8Array(size);
  head = 0;
  tail = 0;
  for (let cell = 0; cell < size; cell++) {
    if (!usable[cell]) continue;
    const count = around(cell);
    for (let k = 0; k < count; k++) degree[cell] += usable[neighbours[k]];
    if (degree[cell] <= 1 && cell !== start && cell !== goal) queue[tail++] = cell;
  }
  while (head < tail) {
    const cell = queue[head++];
    if (!usable[cell]) continue;
    usable[cell] = 0;
    const count = around(cell);
    for (let k = 0; k < count; k++) {
      const next = neighbours[k];
      if (!usable[next]) continue;
      degree[next]--;
      if (degree[next] === 1 && next !== start && next !== goal) queue[tail++] = next;
    }
  }
  return usable;
}

/** The cropped grid the sweep runs over, `width` no more than its number of rows. */
export interface Sweep {
  readonly height: number;
  readonly width: number;
  readonly usable: Uint8Array;
  readonly start: number;
  readonly goal: number;
}

/** Crops to the usable cells' bounding box and transposes when that makes the frontier narrower. */
function orient(rows: number, columns: number, usable: Uint8Array, start: number, goal: number): Sweep {
  let top = rows;
  let bottom = -1;
  let left = columns;
  let right = -1;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (!usable[row * columns + column]) continue;
      if (row < top) top = row;
      if (row > bottom) bottom = row;
      if (column < left) left = column;
      if (column > right) right = column;
    }
  }
  const tall = bottom - top + 1;
  const wide = right - left + 1;
  const transpose = wide > tall;
  const height = transpose ? wide : tall;
  const width = transpose ? tall : wide;
  const cropped = new Uint8Array(height * width);
  const place = (cell: number): number => {
    const row = ((cell / columns) | 0) - top;
    const column = (cell % columns) - left;
    return transpose ? column * width + row : row * width + column;
  };
  for (let row = top; row <= bottom; row++) {
    for (let column = left; column <= right; column++) {
      const cell = row * columns + column;
      if (usable[cell]) cropped[place(cell)] = 1;
    }
  }
  return { height, width, usable: cropped, start: place(start), goal: place(goal) };
}

/** How many cells the sweep decides (blocked ones leave every state as it is). Cost O(cells). */
export function usableCount(sweep: Sweep): number {
  const { usable } = sweep;
  let count = 0;
  for (let cell = 0; cell < usable.length; cell++) count += usable[cell];
  return count;
}

/** The indices of the cells the sweep decides, in order. Cost O(cells). */
export function usableCells(sweep: Sweep): Int32Array {
  const { usable } = sweep;
  const cells = new Int32Array(usableCount(sweep));
  for (let cell = 0, at = 0; cell < usable.length; cell++) if (usable[cell]) cells[at++] = cell;
  return cells;
}
