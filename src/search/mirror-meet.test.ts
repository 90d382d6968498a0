import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intLevels } from './int-bfs.js';
import type { IntGraph } from './int-graph.js';
import { emptyGraph, refusal } from './graphs.test-util.js';
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

describe('mirrorMeetPath refuses what it cannot search', () => {
  // 0 - 1 - 2 - 3, mirrored end to end.
  const line: IntGraph = {
    size: 4,
    maxDegree: 2,
    moves(state, out) {
      let count = 0;
      if (state > 0) out[count++] = state - 1;
      if (state < 3) out[count++] = state + 1;
      return count;
    },
  };
  it('refuses a mirror that is no function or gives no state', () => {
    expect(mirrorMeetPath(line, 0, (s) => 3 - s).moves).toBe(3);
    refusal(() => mirrorMeetPath(line, 0, 3 as never), 'E_USAGE', 'mirror');
    for (const image of [4, -1, NaN, 1.5, '3'])
      refusal(() => mirrorMeetPath(line, 0, () => image as never), 'E_USAGE', 'mirror');
    refusal(() => mirrorMeetPath(line, 4, (s) => 3 - s), 'E_USAGE', 'start');
  });

  it('refuses a path that is none: a mirror that is no symmetry, or a graph that is not undirected', () => {
    const result = (() => {
      try {
        return mirrorMeetPath(line, 0, (s) => (s + 2) % 4);
      } catch (error) {
        return error;
      }
    })();
    // s ↦ s + 2 is no symmetry of the line: any path it gives still runs along the line's moves.
    if (!(result instanceof Error) && (result as { path: Int32Array | null }).path !== null) {
      const path = Array.from((result as { path: Int32Array }).path);
      expect(path[path.length - 1]).toBe(2);
      path.slice(1).forEach((state, i) => expect(Math.abs(state - path[i])).toBe(1));
    } else if (result instanceof Error) expect((result as { code?: string }).code).toBe('E_USAGE');
    const oneWay = {
      size: 4,
      maxDegree: 1,
      moves: (s: number, out: Int32Array) => (s < 3 ? ((out[0] = s + 1), 1) : 0),
    };
    refusal(() => mirrorMeetPath(oneWay, 0, (s) => 3 - s), 'E_USAGE');
  });

  it('refuses, before allocating, a graph past the memory limit', () => {
    refusal(() => mirrorMeetPath(emptyGraph(2 ** 31 - 1), 0, (s) => s ^ 1), 'E_MEMORY', 'maxMemory');
  });
});
