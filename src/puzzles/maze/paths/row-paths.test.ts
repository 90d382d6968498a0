import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryMaze, openGrid } from './grids.test-util.js';
import { rowPathCount } from './row-paths.js';
import type { CountGrid } from './sweep.js';

// Every simple path with 8 moves, by depth-first search; `keep` says which of them to count.
function simplePaths(
  { rows, columns, open }: CountGrid,
  start: number,
  goal: number,
  keep: (path: number[]) => boolean,
): number {
  if (open[start] !== 1 || open[goal] !== 1) return 0;
  const seen = new Uint8Array(rows * columns);
  const path = [start];
  let count = 0;
  const walk = (cell: number): void => {
    if (cell === goal) {
      if (keep(path)) count++;
      return;
    }
    seen[cell] = 1;
    const [row, column] = [Math.floor(cell / columns), cell % columns];
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const [r, c] = [row + dr, column + dc];
        const other = r * columns + c;
        if ((dr || dc) && r >= 0 && r < rows && c >= 0 && c < columns && open[other] && !seen[other]) {
          path.push(other);
          walk(other);
          path.pop();
        }
      }
    seen[cell] = 0;
  };
  walk(start);
  return count;
}

// Whether a path crosses lines (rows, or columns with `byColumns`) in one order, one way along each.
function crossesInOrder(columns: number, byColumns: boolean) {
  return (path: number[]): boolean => {
    const line = (cell: number) => (byColumns ? cell % columns : Math.floor(cell / columns));
    const along = (cell: number) => (byColumns ? Math.floor(cell / columns) : cell % columns);
    const step = Math.sign(line(path[path.length - 1]) - line(path[0]));
    if (step === 0) return false;
    let way = 0;
    for (let i = 1; i < path.length; i++) {
      const across = line(path[i]) - line(path[i - 1]);
      if (across === -step) return false;
      if (across === step) way = 0;
      else {
        const now = Math.sign(along(path[i]) - along(path[i - 1]));
        if (way !== 0 && now !== way) return false;
        way = now;
      }
    }
    return true;
  };
}

describe('rowPathCount', () => {
  it('counts 49 paths across an open 3×3 maze, corner to corner, each way', () => {
    expect(rowPathCount({ ...openGrid(3, 3), start: 0, goal: 8 })).toBe(49);
    expect(simplePaths(openGrid(3, 3), 0, 8, crossesInOrder(3, false))).toBe(49);
  });

  it('counts the paths that cross the rows or the columns in order, fewer than all simple paths', () => {
    fc.assert(
      fc.property(arbitraryMaze(4, 4, 0.5, 1), ({ grid, start, goal }) => {
        const byRows = simplePaths(grid, start, goal, crossesInOrder(grid.columns, false));
        const byColumns = simplePaths(grid, start, goal, crossesInOrder(grid.columns, true));
        const count = rowPathCount({ ...grid, start, goal });
        expect(count).toBe(Math.max(byRows, byColumns));
        expect(count).toBeLessThanOrEqual(simplePaths(grid, start, goal, () => true));
      }),
      { numRuns: 150 },
    );
  });
});
