import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidirectionalPath } from './bidirectional.js';
import { shortestIntPath } from './int-bfs.js';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';
import { arbitraryGrid, gridGraph } from './grids.test-util.js';
import { propertyRuns } from '../property-runs.test-util.js';

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
      { numRuns: propertyRuns(1000) },
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

describe('bidirectionalPath on directed graphs and wrong arguments', () => {
  it('finds a shortest path on a directed graph without its moves backwards', () => {
    // 0 → 1 → 2 → 3 and 3 → 0: from 0 to 3 is three moves, not the one move back.
    const ring = asIntGraph([[1], [2], [3], [0]]);
    const found = bidirectionalPath(ring, 0, 3);
    expect(Array.from(found.path!)).toEqual([0, 1, 2, 3]);
  });

  it('equals breadth-first search on random directed graphs, with or without reverse', () => {
    const lists = fc
      .integer({ min: 1, max: 8 })
      .chain((size) =>
        fc.array(fc.uniqueArray(fc.nat(size - 1), { maxLength: 3 }), { minLength: size, maxLength: size }),
      );
    fc.assert(
      fc.property(lists, fc.boolean(), fc.nat(), fc.nat(), (adjacency, given, a, b) => {
        const [start, goal] = [a % adjacency.length, b % adjacency.length];
        const reverse: number[][] = adjacency.map(() => []);
        adjacency.forEach((list, from) => list.forEach((to) => reverse[to].push(from)));
        const graph = asIntGraph(adjacency);
        const found = bidirectionalPath(graph, start, goal, given ? { reverse: asIntGraph(reverse) } : {});
        expect(found.moves).toBe(shortestIntPath(graph, start, goal).moves);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses moves backwards of another size, lacking a move, or holding one the graph lacks', () => {
    const line = asIntGraph([[1], [2], []]);
    refusal(() => bidirectionalPath(line, 0, 2, { reverse: asIntGraph([[], [0]]) }), 'E_USAGE', 'reverse');
    refusal(
      () => bidirectionalPath(line, 0, 2, { reverse: asIntGraph([[], [0], []]) }),
      'E_USAGE',
      'reverse',
    );
    // 0 → 3 is no move of the graph: the path through it is refused, not returned.
    const longer = asIntGraph([[1], [2], [3], []]);
    const extra = asIntGraph([[], [0], [1], [2, 0]]);
    expect(
      refusal(() => bidirectionalPath(longer, 0, 3, { reverse: extra }), 'E_USAGE', 'reverse').message,
    ).toMatch(/reverse\.moves\(3\) gives 0 and graph\.moves\(0\) does not give 3/);
    refusal(() => bidirectionalPath(line, 0, 5), 'E_USAGE', 'goal');
    refusal(() => bidirectionalPath(emptyGraph(2 ** 31 - 1), 0, 1), 'E_MEMORY', 'maxMemory');
  });
});
