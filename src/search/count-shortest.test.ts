import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countShortestPaths } from './count-shortest.js';
import { asIntGraph, refusal } from './graphs.test-util.js';
import type { IntGraph } from './int-graph.js';
import { propertyRuns } from '../property-runs.test-util.js';

/** A random directed graph as adjacency lists, duplicate moves and self-loops included on purpose. */
const arbitraryGraph = fc.integer({ min: 1, max: 9 }).chain((size) =>
  fc.record({
    adjacency: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 4 }), {
      minLength: size,
      maxLength: size,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
  }),
);

/**
 * The reference, by linear algebra rather than by levels: with A the 0/1 matrix of the moves
 * (duplicates merged), entry (start, goal) of A^k counts the walks of k moves; the first k where it
 * is not zero is the fewest moves, and those walks are the shortest paths, each a distinct sequence
 * of states. Exact in BigInt, and its cost does not depend on how many walks there are.
 */
function referenceCount(adjacency: number[][], start: number, goal: number): [number | null, bigint] {
  const size = adjacency.length;
  const edge = adjacency.map((moves) =>
    Array.from({ length: size }, (_, to): bigint => (moves.includes(to) ? 1n : 0n)),
  );
  let walks = Array.from({ length: size }, (_, to): bigint => (to === start ? 1n : 0n));
  for (let moves = 0; moves < size; moves++) {
    if (walks[goal] > 0n) return [moves, walks[goal]];
    walks = Array.from({ length: size }, (_, to) =>
      walks.reduce((sum, count, from) => sum + count * edge[from][to], 0n),
    );
  }
  return [null, 0n];
}

// A chain of `diamonds` diamonds, each two ways from one corner to the next: 2^diamonds shortest paths.
function diamonds(count: number): IntGraph {
  return {
    size: 3 * count + 1,
    maxDegree: 2,
    moves(state, out) {
      if (state === 3 * count) return 0;
      const corner = state - (state % 3);
      if (state === corner) {
        out[0] = corner + 1;
        out[1] = corner + 2;
        return 2;
      }
      out[0] = corner + 3;
      return 1;
    },
  };
}

describe('countShortestPaths', () => {
  it('counts the shortest sequences of states as the reference does', () => {
    fc.assert(
      fc.property(arbitraryGraph, ({ adjacency, start, goal }) => {
        const [moves, count] = referenceCount(adjacency, start, goal);
        const result = countShortestPaths(asIntGraph(adjacency), start, goal);
        expect(result.moves).toBe(moves);
        expect(result.count).toBe(count);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('counts two moves to the same state once', () => {
    const graph = asIntGraph([[1, 1, 2], [3, 3], [3], []]);
    expect(countShortestPaths(graph, 0, 3)).toEqual({ moves: 2, count: 2n, explored: 3 });
  });

  it('counts exactly past 2^53, in BigInt', () => {
    expect(countShortestPaths(diamonds(60), 0, 180).count).toBe(2n ** 60n);
    expect(countShortestPaths(diamonds(53), 0, 159).count).toBe(2n ** 53n);
    expect(countShortestPaths(diamonds(1100), 0, 3300)).toMatchObject({ moves: 2200, count: 2n ** 1100n });
  });

  it('answers zero paths when the goal cannot be reached, one when it is the start', () => {
    expect(countShortestPaths(asIntGraph([[0], []]), 0, 1)).toMatchObject({ moves: null, count: 0n });
    expect(countShortestPaths(asIntGraph([[1], [0]]), 1, 1)).toMatchObject({ moves: 0, count: 1n });
  });

  it('refuses a graph too big for its memory limit before allocating', () => {
    const huge = { size: 2 ** 31 - 1, maxDegree: 1, moves: () => 0 };
    expect(refusal(() => countShortestPaths(huge, 0, 1), 'E_MEMORY').message).toMatch(/needs about 40960 MB/);
  });

  it('refuses a move outside the graph and a state outside it', () => {
    refusal(() => countShortestPaths(asIntGraph([[5], []]), 0, 1), 'E_USAGE', 'graph');
    refusal(() => countShortestPaths(asIntGraph([[1], []]), 0, 2), 'E_USAGE', 'goal');
  });
});
