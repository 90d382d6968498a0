import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aStarPath } from './astar.js';
import { shortestIntPath } from './int-bfs.js';
import { arbitraryGrid, gridDistance, gridGraph } from './grids.test-util.js';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';
import { propertyRuns } from '../property-runs.test-util.js';

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
      { numRuns: propertyRuns(1000) },
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

describe('aStarPath refuses what it cannot search', () => {
  const line = asIntGraph([[1], [2], []]);
  it('refuses a start, goal or heuristic that is wrong', () => {
    refusal(() => aStarPath(line, 0, 3, () => 0), 'E_USAGE', 'goal');
    refusal(() => aStarPath(line, -1, 2, () => 0), 'E_USAGE', 'start');
    refusal(() => aStarPath(line, 0, 2, 0 as never), 'E_USAGE', 'heuristic');
    for (const estimate of [NaN, -1, Infinity, '1', undefined])
      expect(
        refusal(() => aStarPath(line, 0, 2, () => estimate as never), 'E_USAGE', 'heuristic').message,
      ).toMatch(/heuristic\(0\) gave/);
  });

  it('refuses, before allocating, a graph past the memory limit', () => {
    refusal(() => aStarPath(emptyGraph(2 ** 31), 0, 1, () => 0), 'E_USAGE', 'graph');
    refusal(() => aStarPath(emptyGraph(2 ** 31 - 1), 0, 1, () => 0), 'E_MEMORY', 'maxMemory');
    refusal(() => aStarPath(line, 0, 2, () => 0, { maxMemory: 10 }), 'E_MEMORY');
  });

  it('drops the fraction of a heuristic, and still finds a shortest path', () => {
    expect(aStarPath(line, 0, 2, (state) => (2 - state) * 0.9).moves).toBe(2);
  });
});
