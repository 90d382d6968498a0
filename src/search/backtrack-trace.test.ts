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

// Every simple path, walked: the same recursion, going on after each path found.
function referenceAll(edges: number[][], start: number, goal: number) {
  if (start === goal) return { events: [start], paths: [[start]] };
  const events: number[] = [];
  const paths: number[][] = [];
  const path: number[] = [];
  const visit = (state: number) => {
    events.push(state);
    if (state === goal) {
      paths.push([...path, state]);
      events.push(~state);
      return;
    }
    path.push(state);
    for (const next of edges[state]) if (!path.includes(next)) visit(next);
    path.pop();
    events.push(~state);
  };
  visit(start);
  return { events, paths };
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
        expect(trace.found).toBe(expected.path ? 1 : 0);
        const walked = traceBacktracking(graphOf(edges), start, goal, { all: true });
        const all = referenceAll(edges, start, goal);
        expect(Array.from(walked.events)).toEqual(all.events);
        expect(walked.found).toBe(all.paths.length);
        expect(walked.path && Array.from(walked.path)).toEqual(all.paths[0] ?? null);
        expect(walked.complete).toBe(true);
      }),
    );
  });

  it('walks every path with all: into the goal, back out, and on', () => {
    // 0 → 1, 2; 1 → 3; 2 → 3: two paths, 0 1 3 and 0 2 3.
    const trace = traceBacktracking(graphOf([[1, 2], [3], [3], []]), 0, 3, { all: true });
    expect(Array.from(trace.events)).toEqual([0, 1, 3, ~3, ~1, 2, 3, ~3, ~2, ~0]);
    expect(trace.found).toBe(2);
    expect(Array.from(trace.path!)).toEqual([0, 1, 3]);
    const cut = traceBacktracking(graphOf([[1, 2], [3], [3], []]), 0, 3, { all: true, maxEvents: 4 });
    expect(cut).toMatchObject({ found: 1, complete: false });
    expect(Array.from(cut.path!)).toEqual([0, 1, 3]);
  });
});

describe('traceBacktracking refuses what it cannot trace', () => {
  it('refuses wrong states, moves leaving the graph and graphs past the memory limit', () => {
    const line = asIntGraph([[1], []]);
    refusal(() => traceBacktracking(line, 2, 1), 'E_USAGE', 'start');
    refusal(() => traceBacktracking(line, 0, 1, { maxEvents: 0.5 }), 'E_USAGE', 'maxEvents');
    refusal(() => traceBacktracking(line, 0, 1, { all: 'yes' as never }), 'E_USAGE', 'all');
    const leaving = { size: 2, maxDegree: 1, moves: (_: number, out: Int32Array) => ((out[0] = -3), 1) };
    refusal(() => traceBacktracking(leaving, 0, 1), 'E_USAGE', 'graph');
    refusal(() => traceBacktracking(emptyGraph(2 ** 31 - 1), 0, 1), 'E_MEMORY', 'maxMemory');
  });
});
