import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IntGraph } from './int-graph.js';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';
import { traceBacktracking } from './backtrack-trace.js';

function graphOf(edges: number[][]): IntGraph {
  return {
    size: edges.length,
    maxDegree: Math.max(1, ...edges.map((list) => list.length)),
    moves(state, out) {
      edges[state].forEach((next, i) => (out[i] = next));
      return edges[state].length;
    },
  };
}

// The textbook recursion, written the obvious way: the referee.
function reference(edges: number[][], start: number, goal: number) {
  const events: number[] = [];
  const onPath = new Set<number>();
  const path: number[] = [];
  const visit = (state: number): boolean => {
    events.push(state);
    path.push(state);
    if (state === goal) return true;
    onPath.add(state);
    for (const next of edges[state]) if (!onPath.has(next) && visit(next)) return true;
    onPath.delete(state);
    path.pop();
    events.push(~state);
    return false;
  };
  const found = visit(start);
  return { events, path: found ? path : null };
}

describe('traceBacktracking', () => {
  it('walks into a dead end, backs out, and finds the path', () => {
    // 0 → 1 (dead end) then 0 → 2 → 3.
    const trace = traceBacktracking(graphOf([[1, 2], [], [3], []]), 0, 3);
    expect(Array.from(trace.events)).toEqual([0, 1, ~1, 2, 3]);
    expect(Array.from(trace.path!)).toEqual([0, 2, 3]);
    expect(trace.complete).toBe(true);
  });

  it('reports no path after backing out of everything', () => {
    const trace = traceBacktracking(graphOf([[1], [0], []]), 0, 2);
    expect(Array.from(trace.events)).toEqual([0, 1, ~1, ~0]);
    expect(trace.path).toBeNull();
    expect(trace.complete).toBe(true);
  });

  it('stops recording at maxEvents', () => {
    const trace = traceBacktracking(graphOf([[1, 2], [], [3], []]), 0, 3, { maxEvents: 3 });
    expect(Array.from(trace.events)).toEqual([0, 1, ~1]);
    expect(trace.complete).toBe(false);
    expect(trace.path).toBeNull();
  });

  it('matches the textbook recursion step by step on random graphs', () => {
    const graphs = fc.integer({ min: 1, max: 7 }).chain((size) =>
      fc.record({
        edges: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }), {
          minLength: size,
          maxLength: size,
        }),
        start: fc.integer({ min: 0, max: size - 1 }),
        goal: fc.integer({ min: 0, max: size - 1 }),
      }),
    );
    fc.assert(
      fc.property(graphs, ({ edges, start, goal }) => {
        const trace = traceBacktracking(graphOf(edges), start, goal);
        const expected = reference(edges, start, goal);
        expect(Array.from(trace.events)).toEqual(expected.events);
        expect(trace.path && Array.from(trace.path)).toEqual(expected.path);
      }),
    );
  });
});

describe('traceBacktracking refuses what it cannot trace', () => {
  it('refuses wrong states, moves leaving the graph and graphs past the memory limit', () => {
    const line = asIntGraph([[1], []]);
    refusal(() => traceBacktracking(line, 2, 1), 'E_USAGE', 'start');
    refusal(() => traceBacktracking(line, 0, 1, { maxEvents: 0.5 }), 'E_USAGE', 'maxEvents');
    const leaving = { size: 2, maxDegree: 1, moves: (_: number, out: Int32Array) => ((out[0] = -3), 1) };
    refusal(() => traceBacktracking(leaving, 0, 1), 'E_USAGE', 'graph');
    refusal(() => traceBacktracking(emptyGraph(2 ** 31 - 1), 0, 1), 'E_MEMORY', 'maxMemory');
  });
});
