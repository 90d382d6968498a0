import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidirectionalPath } from './bidirectional.js';
import { shortestIntPath } from './int-bfs.js';
import { asIntGraph } from './graphs.test-util.js';
import { arbitraryGrid, gridGraph } from './grids.test-util.js';

describe('bidirectionalPath', () => {
  it('finds a path as short as breadth-first search on random grids, backwards moves given for 2', () => {
    fc.assert(
      fc.property(arbitraryGrid(), fc.constantFrom(2 as const, 4 as const, 8 as const), (grid, moves) => {
        const graph = gridGraph(grid, moves);
        const reverse = moves === 2 ? gridGraph(grid, 2, true) : undefined;
        const result = bidirectionalPath(graph, grid.start, grid.goal, { reverse });
        expect(result.moves).toBe(shortestIntPath(graph, grid.start, grid.goal).moves);
        expect(result.side.length).toBe(result.explored);
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

  it('searches from both ends and meets in the middle of a line', () => {
    const line = asIntGraph([[1], [0, 2], [1, 3], [2, 4], [3]]);
    const result = bidirectionalPath(line, 0, 4);
    expect(Array.from(result.path!)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(result.side)).toEqual(new Set([0, 1]));
  });

  it('answers zero moves when the start is the goal, and no path when the ends are apart', () => {
    expect(bidirectionalPath(asIntGraph([[0]]), 0, 0)).toMatchObject({ moves: 0, explored: 0 });
    expect(bidirectionalPath(asIntGraph([[], []]), 0, 1)).toMatchObject({ reachable: false, path: null });
  });
});
