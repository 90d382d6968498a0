// The maze as an edge list for the count by mates (mate-count.ts): open cells joined by their moves,
// cells that no path can use left out, and the edges ordered cell by cell along the shorter side so
// that the frontier stays one line of cells (plus two) wide.
import { countPlannedPaths, MAX_MATE_FRONTIER, mateFrontier, type MateCountOptions } from './mate-count.js';
import type { CountGrid } from './sweep.js';

/** The row and column steps of each move set, towards the cells before a cell in reading order. */
const EARLIER: Record<4 | 8, readonly (readonly [number, number])[]> = {
  4: [
    [-1, 0],
    [0, -1],
  ],
  8: [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, -1],
  ],
};

/** Bytes per cell of the usable cells' edges and the frontier plan: the marks, the edges and their slots. */
export const MATE_BYTES_PER_CELL = 96;

/** The usable cells of a maze and the rows and columns they span. */
interface UsableBox {
  readonly usable: Uint8Array;
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The usable cells and their bounding box; `undefined` when there are none. Cost: O(cells × moves). */
function usableBox(grid: CountGrid, start: number, goal: number, moves: 4 | 8): UsableBox | undefined {
  const { columns } = grid;
  const usable = usableCells(grid, start, goal, moves);
  let top = grid.rows;
  let bottom = -1;
  let left = columns;
  let right = -1;
  for (let cell = 0; cell < usable.length; cell++) {
    if (!usable[cell]) continue;
    const row = Math.floor(cell / columns);
    const column = cell - row * columns;
    top = Math.min(top, row);
    bottom = Math.max(bottom, row);
    left = Math.min(left, column);
    right = Math.max(right, column);
  }
  return bottom < 0 ? undefined : { usable, top, bottom, left, right };
}

/**
 * Whether the sweep's frontier fits the keys: a line of cells along the box's shorter side, plus
 * the cells a step reaches back (two with diagonal moves, one without).
 */
function boxFits({ top, bottom, left, right }: UsableBox, moves: 4 | 8): boolean {
  const shorter = Math.min(bottom - top, right - left) + 1;
  return shorter + (moves === 8 ? 2 : 1) <= MAX_MATE_FRONTIER;
}

/**
 * Whether `countGridPathsByMates` counts this maze (its usable cells' shorter side is at most 11
 * cells with diagonal moves, 12 without), rather than leave it to the enumeration.
 * Cost: O(cells × moves) time, 5 bytes per cell.
 */
export function countsByMates(grid: CountGrid, start: number, goal: number, moves: 4 | 8): boolean {
  if (grid.open[start] !== 1 || grid.open[goal] !== 1 || start === goal) return true;
  const box = usableBox(grid, start, goal, moves);
  return box === undefined || boxFits(box, moves);
}

/** The edges between the usable cells of `box`, in the sweep's order. Cost: O(cells × moves). */
function edgesInBox(grid: CountGrid, box: UsableBox, moves: 4 | 8): Int32Array {
  const { columns } = grid;
  const { usable, top, bottom, left, right } = box;
  const across = right - left > bottom - top; // sweep down the columns: the frontier spans the rows
  const lines = across ? right - left + 1 : bottom - top + 1;
  const length = across ? bottom - top + 1 : right - left + 1;
  const cellAt = (line: number, position: number): number =>
    across ? (top + position) * columns + left + line : (top + line) * columns + left + position;
  const steps = EARLIER[moves];
  const edges = new Int32Array(2 * steps.length * lines * length);
  let size = 0;
  for (let line = 0; line < lines; line++) {
    for (let position = 0; position < length; position++) {
      const cell = cellAt(line, position);
      if (!usable[cell]) continue;
      // Both move sets are symmetric, so in sweep coordinates the earlier neighbours are the same steps.
      for (const [dLine, dPosition] of steps) {
        const l = line + dLine;
        const p = position + dPosition;
        if (l < 0 || p < 0 || p >= length) continue;
        const other = cellAt(l, p);
        if (usable[other]) {
          edges[size++] = other;
          edges[size++] = cell;
        }
      }
    }
  }
  return edges.subarray(0, size);
}

/**
 * The number of simple paths from `start` to `goal` through the open cells of `grid` with `moves`
 * moves, by mates; `undefined` when the frontier would be too wide for the method (over
 * `MAX_MATE_FRONTIER` cells: the usable cells' shorter side over 11 with 8 moves, over 12 with 4).
 * Cost: that of `countPathsByMates`, and O(cells × moves) time, at most `MATE_BYTES_PER_CELL` bytes
 * per cell, for the edges and the plan.
 */
export function countGridPathsByMates(
  grid: CountGrid,
  start: number,
  goal: number,
  moves: 4 | 8,
  options: MateCountOptions = {},
): bigint | undefined {
  if (grid.open[start] !== 1 || grid.open[goal] !== 1) return 0n;
  if (start === goal) return 1n;
  const box = usableBox(grid, start, goal, moves);
  if (box === undefined) return 0n;
  if (!boxFits(box, moves)) return undefined;
  const edges = edgesInBox(grid, box, moves);
  return countPlannedPaths(edges, start, goal, mateFrontier(grid.rows * grid.columns, edges), options);
}

/**
 * 1 for the open cells a path from `start` to `goal` might visit: those joined to the start, less
 * the dead ends (a cell with one usable neighbour, not the start or the goal), repeatedly.
 * Cost: O(cells × moves).
 */
function usableCells(grid: CountGrid, start: number, goal: number, moves: 4 | 8): Uint8Array {
  const { rows, columns, open } = grid;
  const usable = new Uint8Array(rows * columns);
  const queue = new Int32Array(rows * columns);
  const neighbours = (cell: number, visit: (next: number) => void): void => {
    const row = Math.floor(cell / columns);
    const column = cell - row * columns;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if ((dr === 0 && dc === 0) || (moves === 4 && dr !== 0 && dc !== 0)) continue;
        const r = row + dr;
        const c = column + dc;
        if (r >= 0 && r < rows && c >= 0 && c < columns && open[r * columns + c] === 1)
          visit(r * columns + c);
      }
    }
  };
  let tail = 0;
  usable[start] = 1;
  queue[tail++] = start;
  for (let head = 0; head < tail; head++) {
    neighbours(queue[head], (next) => {
      if (usable[next] === 0) {
        usable[next] = 1;
        queue[tail++] = next;
      }
    });
  }
  if (usable[goal] === 0) return new Uint8Array(rows * columns);
  // Dead ends, peeled from the outside in.
  const degree = new Uint8Array(rows * columns);
  let dead = 0;
  for (let i = 0; i < tail; i++) {
    const cell = queue[i];
    neighbours(cell, (next) => {
      if (usable[next]) degree[cell]++;
    });
    if (degree[cell] <= 1 && cell !== start && cell !== goal) queue[dead++] = cell;
  }
  for (let i = 0; i < dead; i++) {
    const cell = queue[i];
    if (usable[cell] === 0) continue;
    usable[cell] = 0;
    neighbours(cell, (next) => {
      if (usable[next] && --degree[next] === 1 && next !== start && next !== goal) queue[dead++] = next;
    });
  }
  return usable;
}
