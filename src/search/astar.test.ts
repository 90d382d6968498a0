import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aStarPath } from './astar.js';
import { shortestIntPath } from './int-bfs.js';
import { arbitraryGrid, gridDistance, gridGraph } from './grids.test-util.js';

const moveCounts = fc.constantFrom(2 as const, 4 as const, 8 as const);

describe('aStarPath', () => {
  it('finds a path as short as breadth-first search, made of real moves, on random grids', () => {
    fc.assert(
      fc.property(arbitraryGrid(), moveCounts, (grid, moves) => {
        const graph = gridGraph(grid, moves);
        const result = aStarPath(graph, grid.start, grid.goal, gridDistance(grid, moves));
        const plain = shortestIntPath(graph, grid.start, grid.goal);
        expect(result.moves).toBe(plain.moves);
        expect(result.expanded.length).toBe(result.explored);
        if (result.path) {
          expect(result.path[0]).toBe(grid.start);
          expect(result.path[result.path.length - 1]).toBe(grid.goal);
          const out = new Int32Array(8);
          for (let i = 1; i < result.path.length; i++) {
            const count = graph.moves(result.path[i - 1], out);
            expect(Array.from(out.subarray(0, count))).toContain(result.path[i]);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('expands no more states than breadth-first search on open grids', () => {
    fc.assert(
      fc.property(arbitraryGrid(0), moveCounts, (grid, moves) => {
        const graph = gridGraph(grid, moves);
        const result = aStarPath(graph, grid.start, grid.goal, gridDistance(grid, moves));
        const plain = shortestIntPath(graph, grid.start, grid.goal);
        expect(result.explored).toBeLessThanOrEqual(plain.explored);
      }),
      { numRuns: 500 },
    );
  });

  it('runs straight at the goal across an open grid', () => {
    const grid = { rows: 20, columns: 20, open: new Array(400).fill(1), start: 0, goal: 399 };
    const result = aStarPath(gridGraph(grid, 4), 0, 399, gridDistance(grid, 4));
    expect(result.moves).toBe(38);
    expect(result.explored).toBe(38);
  });

  it('expands every reachable state before saying there is no path', () => {
    const grid = { rows: 1, columns: 4, open: [1, 1, 0, 1], start: 0, goal: 3 };
    const result = aStarPath(gridGraph(grid, 4), 0, 3, gridDistance(grid, 4));
    expect(result).toMatchObject({ reachable: false, moves: null, path: null, explored: 2 });
  });
});
