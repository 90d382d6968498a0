import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { stateLevels, type LevelGraph } from './level-lists.js';

// A random directed graph on states 0…size-1, with its moves as lists.
const graphs = fc.integer({ min: 1, max: 30 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    edges: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 4 }), {
      minLength: size,
      maxLength: size,
    }),
    goal: fc.integer({ min: -1, max: size - 1 }),
  }),
);

function levelGraph(edges: number[][]): LevelGraph {
  return {
    maxDegree: 4,
    moves(state, out) {
      edges[state].forEach((to, i) => (out[i] = to));
      return edges[state].length;
    },
  };
}

// The distances of a plain breadth-first search from 0, each state reached once.
function distances(edges: number[][]): Map<number, number> {
  const seen = new Map([[0, 0]]);
  for (const queue = [0]; queue.length > 0;) {
    const state = queue.shift()!;
    for (const to of edges[state])
      if (!seen.has(to)) {
        seen.set(to, seen.get(state)! + 1);
        queue.push(to);
      }
  }
  return seen;
}

describe('stateLevels', () => {
  it("lists each state at its distance, as a plain search finds it, up to the goal's level", () => {
    fc.assert(
      fc.property(graphs, ({ edges, goal }) => {
        const listed = stateLevels(levelGraph(edges), 0, (state) => state === goal);
        const far = distances(edges);
        const last = far.has(goal) ? far.get(goal)! : Math.max(...far.values());
        const expected = Array.from({ length: last + 1 }, (_, d) =>
          [...far]
            .filter(([, at]) => at === d)
            .map(([state]) => state)
            .sort((a, b) => a - b),
        );
        expect(listed.levels.map((level) => [...level].sort((a, b) => a - b))).toEqual(expected);
        expect(listed.reached).toBe(far.has(goal));
        expect(listed.complete).toBe(true);
      }),
    );
  });

  it('stops at its bound, the last level cut short, and says so', () => {
    const line = {
      maxDegree: 2,
      moves: (state: number, out: Float64Array) => ((out[0] = state + 1), (out[1] = state + 2), 2),
    };
    const listed = stateLevels(line, 0, () => false, { maxStates: 5 });
    expect(listed.levels.flat()).toEqual([0, 1, 2, 3, 4]);
    expect(listed.complete).toBe(false);
    // States past 2^32 are told apart: a board of 10^12 squares is listed as far as the bound.
    const far = stateLevels(line, 1e12, (state) => state === 1e12 + 4);
    expect(far.levels).toEqual([[1e12], [1e12 + 1, 1e12 + 2], [1e12 + 3, 1e12 + 4]]);
  });

  it('refuses a bound past the memory limit before it searches, and a bad bound', () => {
    const none = { maxDegree: 1, moves: () => 0 };
    expect(() => stateLevels(none, 0, () => false, { maxStates: 1e7, maxMemory: 2 ** 20 })).toThrow(
      /a listing of 10,000,000 states needs about 458 MB but the limit is 1 MB/,
    );
    expect(() => stateLevels(none, 0, () => false, { maxStates: 0 })).toThrow(BoardpathError);
  });
});
