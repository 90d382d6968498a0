import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intLevels } from './int-bfs.js';
import type { IntGraph } from './int-graph.js';
import { LevelCodes, levelCode, mirrorMeetPath, walkDown } from './mirror-meet.js';

/** An undirected graph on `2·pairs` states from a list of edges, closed under mirror(s) = s xor 1. */
function mirroredGraph(pairs: number, edges: ReadonlyArray<readonly [number, number]>): IntGraph {
  const size = 2 * pairs;
  const neighbours: number[][] = Array.from({ length: size }, () => []);
  const add = (a: number, b: number) => {
    if (a === b || neighbours[a].includes(b)) return;
    neighbours[a].push(b);
    neighbours[b].push(a);
  };
  for (const [a, b] of edges) {
    add(a % size, b % size);
    add((a % size) ^ 1, (b % size) ^ 1);
  }
  const maxDegree = Math.max(1, ...neighbours.map((list) => list.length));
  return {
    size,
    maxDegree,
    moves(state, out) {
      neighbours[state].forEach((next, i) => (out[i] = next));
      return neighbours[state].length;
    },
  };
}

const mirror = (state: number) => state ^ 1;

function isNeighbour(graph: IntGraph, a: number, b: number): boolean {
  const out = new Int32Array(graph.maxDegree);
  const count = graph.moves(a, out);
  return Array.from(out.subarray(0, count)).includes(b);
}

describe('LevelCodes', () => {
  it('keeps four states per byte, two bits each', () => {
    const codes = new LevelCodes(9);
    expect(codes.bits.length).toBe(3);
    codes.set(5, levelCode(4));
    codes.set(6, levelCode(2));
    expect([codes.get(4), codes.get(5), codes.get(6), codes.get(7)]).toEqual([0, 2, 3, 0]);
  });
});

describe('mirrorMeetPath', () => {
  it('finds a path of odd and of even length on a line', () => {
    // 0 - 2 - 4 - 5 - 3 - 1 : mirror pairs (0,1), (2,3), (4,5); five moves from 0 to 1.
    const odd = mirroredGraph(3, [
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
    const found = mirrorMeetPath(odd, 0, mirror);
    expect(found.moves).toBe(5);
    expect(Array.from(found.path!)).toEqual([0, 2, 4, 5, 3, 1]);
    // Edges 0-2, 2-4, 4-3 and their mirrors 1-3, 3-5, 5-2: 0 → 2 → 4 → 3 → 1, four moves, meeting at level 2.
    const even = mirroredGraph(3, [
      [0, 2],
      [2, 4],
      [4, 3],
    ]);
    const evenPath = mirrorMeetPath(even, 0, mirror);
    expect(evenPath.moves).toBe(4);
    expect(evenPath.path).toHaveLength(5);
  });

  it('reports an unreachable mirror image', () => {
    const apart = mirroredGraph(2, [[0, 2]]);
    expect(mirrorMeetPath(apart, 0, mirror)).toMatchObject({ reachable: false, moves: null, path: null });
  });

  it('equals a one-sided search on random mirrored graphs, and its path walks the graph', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { maxLength: 40 }),
        fc.nat(40),
        (pairs, edges, startSeed) => {
          const graph = mirroredGraph(pairs, edges);
          const start = startSeed % graph.size;
          const expected = intLevels(graph, start)[mirror(start)];
          const found = mirrorMeetPath(graph, start, mirror);
          if (expected < 0) return found.reachable === false;
          expect(found.moves).toBe(expected);
          const path = Array.from(found.path!);
          expect(path).toHaveLength(expected + 1);
          expect(path[0]).toBe(start);
          expect(path[path.length - 1]).toBe(mirror(start));
          for (let i = 1; i < path.length; i++) expect(isNeighbour(graph, path[i - 1], path[i])).toBe(true);
          return true;
        },
      ),
      { numRuns: 500 },
    );
  });

  it('stops when its signal fires', () => {
    const graph = mirroredGraph(2, [
      [0, 2],
      [2, 3],
    ]);
    const controller = new AbortController();
    controller.abort();
    expect(() => mirrorMeetPath(graph, 0, mirror, { signal: controller.signal })).toThrow(/cancelled/);
  });
});

describe('walkDown', () => {
  it('steps down the levels to the start', () => {
    const graph = mirroredGraph(3, [
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
    const levels = new LevelCodes(graph.size);
    const distance = intLevels(graph, 0);
    distance.forEach((level, state) => level >= 0 && levels.set(state, levelCode(level)));
    expect(Array.from(walkDown(graph, levels, 1, distance[1]))).toEqual([0, 2, 4, 5, 3, 1]);
  });
});
