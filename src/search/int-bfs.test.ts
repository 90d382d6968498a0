import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';
import { bfs } from './bfs.js';
import { intLevels, intSearchBytes, shortestIntPath } from './int-bfs.js';
import type { IntGraph } from './int-graph.js';
import { propertyRuns } from '../property-runs.test-util.js';

/** A random directed graph as adjacency lists (duplicate edges and self-loops included on purpose). */
const arbitraryGraph = fc.integer({ min: 1, max: 30 }).chain((size) =>
  fc.record({
    adjacency: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 4 }), {
      minLength: size,
      maxLength: size,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
  }),
);

/** The reference: Bellman–Ford style relaxation, too slow for real use and too simple to be wrong. */
function referenceDistances(adjacency: number[][], start: number): number[] {
  const distance = adjacency.map(() => Infinity);
  distance[start] = 0;
  for (let round = 0; round < adjacency.length; round++) {
    adjacency.forEach((list, from) => {
      for (const to of list) distance[to] = Math.min(distance[to], distance[from] + 1);
    });
  }
  return distance;
}

describe('shortestIntPath', () => {
  it('finds a path of the reference length, made of real moves, or none when unreachable', () => {
    fc.assert(
      fc.property(arbitraryGraph, ({ adjacency, start, goal }) => {
        const expected = referenceDistances(adjacency, start)[goal];
        const result = shortestIntPath(asIntGraph(adjacency), start, goal);
        if (expected === Infinity) {
          expect(result.reachable).toBe(false);
          expect(result.path).toBeNull();
          return;
        }
        expect(result.reachable).toBe(true);
        expect(result.moves).toBe(expected);
        const path = Array.from(result.path!);
        expect(path.length).toBe(expected + 1);
        expect(path[0]).toBe(start);
        expect(path[path.length - 1]).toBe(goal);
        for (let i = 1; i < path.length; i++) expect(adjacency[path[i - 1]]).toContain(path[i]);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('accepts a goal predicate and stops at the nearest matching state', () => {
    const line = asIntGraph([[1], [2], [3], []]);
    const result = shortestIntPath(line, 0, (state) => state >= 2);
    expect(Array.from(result.path!)).toEqual([0, 1, 2]);
  });

  it('answers zero moves when the start is the goal', () => {
    const result = shortestIntPath(asIntGraph([[0]]), 0, 0);
    expect(result).toMatchObject({ reachable: true, moves: 0 });
    expect(Array.from(result.path!)).toEqual([0]);
  });

  it('stops when its AbortSignal has fired', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => shortestIntPath(asIntGraph([[1], [0]]), 0, 1, { signal: controller.signal })).toThrow(
      /cancelled/,
    );
  });
});

describe('progress', () => {
  it('tells a long search how far it has got, in order', () => {
    const size = 300_000;
    const line: IntGraph = {
      size,
      maxDegree: 1,
      moves: (state, out) => ((out[0] = Math.min(state + 1, size - 1)), 1),
    };
    const reports: Array<[number, number]> = [];
    shortestIntPath(line, 0, size - 1, { progress: (explored, depth) => reports.push([explored, depth]) });
    expect(reports.length).toBe(Math.ceil((size - 1) / 65_536));
    expect(reports[1]).toEqual([65_536, 65_536]);
  });
});

describe('intLevels', () => {
  it('equals the reference distances on every state', () => {
    fc.assert(
      fc.property(arbitraryGraph, ({ adjacency, start }) => {
        const levels = Array.from(intLevels(asIntGraph(adjacency), start));
        const expected = referenceDistances(adjacency, start).map((d) => (d === Infinity ? -1 : d));
        expect(levels).toEqual(expected);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});

describe('bfs (object states)', () => {
  it('agrees with the integer engine on the number of moves', () => {
    fc.assert(
      fc.property(arbitraryGraph, ({ adjacency, start, goal }) => {
        // Object states with a string key, as a teaching example would write them.
        const found = bfs({
          start: { at: start },
          next: (state) => adjacency[state.at].map((at) => ({ at })),
          isGoal: (state) => state.at === goal,
          key: (state) => `node ${state.at}`,
        });
        const fast = shortestIntPath(asIntGraph(adjacency), start, goal);
        expect(found?.moves ?? null).toBe(fast.moves);
        if (found) {
          for (let i = 1; i < found.path.length; i++) {
            expect(adjacency[found.path[i - 1].at]).toContain(found.path[i].at);
          }
        }
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('solves the doc comment example', () => {
    expect(bfs({ start: 1, next: (n) => [n + 1, n * 2], isGoal: (n) => n === 10 })?.path).toEqual([
      1, 2, 4, 5, 10,
    ]);
  });
});

describe('the integer searches refuse what they cannot search', () => {
  it('refuses, before allocating, a graph past the memory limit: as quick at a tiny limit as at a big one', () => {
    const huge = emptyGraph(2 ** 31 - 1, 8);
    expect(refusal(() => intLevels(huge, 0), 'E_MEMORY', 'maxMemory').message).toMatch(
      /this graph needs about 1638\d MB to search but the limit is 1024 MB/,
    );
    refusal(() => intLevels(huge, 0, { maxMemory: 2 ** 33 }), 'E_MEMORY');
    refusal(() => shortestIntPath(huge, 0, 1, { maxMemory: 0 }), 'E_MEMORY');
    refusal(() => shortestIntPath(emptyGraph(4, 2 ** 31 - 1), 0, 1), 'E_MEMORY');
    refusal(() => shortestIntPath(emptyGraph(2 ** 31), 0, 1), 'E_USAGE', 'graph');
    refusal(() => intLevels(emptyGraph(2 ** 40), 0), 'E_USAGE', 'graph');
    expect(shortestIntPath(asIntGraph([[1], []]), 0, 1, { maxMemory: 2 ** 20 }).moves).toBe(1);
  });

  it('reads its options once', () => {
    let reads = 0;
    const options = {
      get maxMemory() {
        return reads++ === 0 ? 2 ** 20 : -1;
      },
    };
    expect(Array.from(intLevels(asIntGraph([[1], [0]]), 0, options))).toEqual([0, 1]);
    expect(reads).toBe(1);
  });

  it('refuses a count of moves that is not a whole number up to maxDegree', () => {
    for (const count of [NaN, -1, 0.5, 2, '1', 1n])
      refusal(() => intLevels({ size: 2, maxDegree: 1, moves: () => count } as never, 0), 'E_USAGE', 'graph');
  });

  it('tells the bytes of a search for a whole number of states, and refuses anything else', () => {
    expect(intSearchBytes(0)).toBeGreaterThanOrEqual(0);
    expect(intSearchBytes(1e6)).toBeGreaterThanOrEqual(4e6);
    expect(intSearchBytes(2 ** 40)).toBeGreaterThanOrEqual(2 ** 42);
    for (const size of [-1, 0.5, NaN, 2 ** 60, '5', null])
      refusal(() => intSearchBytes(size as never), 'E_USAGE', 'size');
  });
});
