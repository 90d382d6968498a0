import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MazeGrid } from '../board/board.js';
import { allMazePaths } from './paths.js';
import { arbitraryMaze, openGrid } from './grids.test-util.js';
import { shortestPathCount } from './shortest-count.js';

const binomial = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

describe('shortestPathCount', () => {
  it('counts the lattice paths of an open grid, in four directions and in two', () => {
    for (const [rows, columns] of [
      [1, 1],
      [1, 7],
      [5, 5],
      [13, 13],
      [30, 20],
    ]) {
      const grid = { ...openGrid(rows, columns), start: 0, goal: rows * columns - 1 } as MazeGrid;
      expect(shortestPathCount(grid, 4)).toBe(binomial(rows + columns - 2, rows - 1));
      expect(shortestPathCount(grid, 2)).toBe(binomial(rows + columns - 2, rows - 1));
    }
    const huge = { ...openGrid(600, 600), start: 0, goal: 600 * 600 - 1 } as MazeGrid;
    expect(shortestPathCount(huge, 4)).toBe(Infinity);
    expect(shortestPathCount(huge, 4, 1e6)).toBeUndefined(); // 16 bytes a cell
  });

  it('equals the number of the shortest among all simple paths on random mazes', () => {
    fc.assert(
      fc.property(arbitraryMaze(5, 5, 0.4, 0.9), ({ grid, start, goal }) => {
        const maze = { ...grid, start, goal } as MazeGrid;
        for (const moves of [2, 4] as const) {
          const all = [...allMazePaths(maze, { moves })];
          const fewest = Math.min(...all.map((path) => path.length));
          expect(shortestPathCount(maze, moves)).toBe(all.filter((path) => path.length === fewest).length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
