// A lower bound of a maze's paths with 8 moves that needs no memory beyond a row: the paths that
// cross its rows (or its columns) in order, one run along each, are simple, and easy to count.
import type { MazeGrid } from '../board/board.js';

/**
 * How many paths with 8 moves lead from the start to the goal crossing the rows between them in
 * order, or the columns (the larger count): on each row (column) a path runs along open cells one
 * way, then steps to the next one straight or diagonally. None visits a cell twice, so this is a
 * lower bound of the simple paths with 8 moves; an open 12×12 maze has about 10^17 of them. A
 * double (Infinity past about 1.8·10^308); 0 when the start and the goal share a row and a column.
 *
 * Cost: O(cells) time, O(rows + columns) memory.
 */
export function rowPathCount(grid: Pick<MazeGrid, 'rows' | 'columns' | 'open' | 'start' | 'goal'>): number {
  const { rows, columns, open, start, goal } = grid;
  const [startRow, startColumn] = [Math.floor(start / columns), start % columns];
  const [goalRow, goalColumn] = [Math.floor(goal / columns), goal % columns];
  // The four ways to cross: down or up the rows, right or left along the columns.
  const ways = [
    orderedCount(rows, columns, (r, c) => open[r * columns + c], startRow, startColumn, goalRow, goalColumn),
    orderedCount(
      rows,
      columns,
      (r, c) => open[(rows - 1 - r) * columns + c],
      rows - 1 - startRow,
      startColumn,
      rows - 1 - goalRow,
      goalColumn,
    ),
    orderedCount(columns, rows, (r, c) => open[c * columns + r], startColumn, startRow, goalColumn, goalRow),
    orderedCount(
      columns,
      rows,
      (r, c) => open[c * columns + (columns - 1 - r)],
      columns - 1 - startColumn,
      startRow,
      columns - 1 - goalColumn,
      goalRow,
    ),
  ];
  return Math.max(...ways);
}

// The paths down the lines of a grid seen through `at` (lines × width), from (from, fromAt) to
// (to, toAt): a run along each line, then a step straight or diagonally down to the next.
function orderedCount(
  lines: number,
  width: number,
  at: (line: number, cell: number) => number,
  from: number,
  fromAt: number,
  to: number,
  toAt: number,
): number {
  if (to <= from || at(from, fromAt) !== 1 || at(to, toAt) !== 1) return 0;
  let entering = new Float64Array(width);
  let next = new Float64Array(width);
  const leaving = new Float64Array(width);
  entering[fromAt] = 1;
  for (let line = from; ; line++) {
    // A run reaches every cell of the stretch of open cells it enters: each leaves with their sum.
    for (let cell = 0; cell < width;) {
      if (at(line, cell) !== 1) {
        leaving[cell++] = 0;
        continue;
      }
      let end = cell;
      let sum = 0;
      while (end < width && at(line, end) === 1) sum += entering[end++];
      leaving.fill(sum, cell, end);
      cell = end;
    }
    if (line === to) return leaving[toAt];
    next.fill(0);
    for (let cell = 0; cell < width; cell++) {
      if (at(line + 1, cell) !== 1) continue;
      next[cell] =
        leaving[cell] + (cell > 0 ? leaving[cell - 1] : 0) + (cell + 1 < width ? leaving[cell + 1] : 0);
    }
    [entering, next] = [next, entering];
  }
}
