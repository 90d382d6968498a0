import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREADTH_EVENTS, traceBreadthFirst } from './breadth-trace.js';
import { shortestIntPath } from './int-bfs.js';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';

const graphs = fc.integer({ min: 1, max: 25 }).chain((size) =>
  fc.record({
    adjacency: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 4 }), {
      minLength: size,
      maxLength: size,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
  }),
);

const named = (trace: ReturnType<typeof traceBreadthFirst>) =>
  Array.from(trace.events.kind, (kind, i) => [BREADTH_EVENTS[kind], trace.events.state[i]]);

describe('traceBreadthFirst', () => {
  it('records the textbook steps: queue, seen, parent, goal, and the path rebuilt', () => {
    // 0 → 1, 2; 1 → 0, 3; 2 → 3; 3 → 4.
    const trace = traceBreadthFirst(asIntGraph([[1, 2], [0, 3], [3], [4], []]), 0, 4);
    expect(named(trace)).toEqual([
      ['start', 0],
      ['dequeue', 0],
      ['enqueue', 1],
      ['enqueue', 2],
      ['dequeue', 1],
      ['seen', 0],
      ['enqueue', 3],
      ['dequeue', 2],
      ['seen', 3],
      ['dequeue', 3],
      ['goal', 4],
      ['path', 4],
      ['path', 3],
      ['path', 1],
      ['path', 0],
    ]);
    expect(Array.from(trace.path!)).toEqual([0, 1, 3, 4]);
    expect(trace.explored).toBe(4);
    expect(Array.from(trace.order)).toEqual([0, 1, 2, 3, 4]);
    expect(Array.from(trace.parent)).toEqual([0, 0, 0, 1, 3]);
    expect(Array.from(trace.events.move.slice(1, 4))).toEqual([-1, 0, 1]);
  });

  it('says the queue ran dry when the goal cannot be reached', () => {
    const trace = traceBreadthFirst(asIntGraph([[1], [0], []]), 0, 2);
    expect(named(trace).at(-1)).toEqual(['exhausted', -1]);
    expect(trace).toMatchObject({ reachable: false, moves: null, path: null, explored: 2 });
    expect(Array.from(trace.level)).toEqual([0, 1, -1]);
  });

  it('stops recording at maxEvents but still gives the whole answer', () => {
    const trace = traceBreadthFirst(asIntGraph([[1], [2], [3], []]), 0, 3, { maxEvents: 3 });
    expect(trace.events.kind.length).toBe(3);
    expect(trace.complete).toBe(false);
    expect(Array.from(trace.path!)).toEqual([0, 1, 2, 3]);
  });

  it('agrees with shortestIntPath on random graphs: moves, explored, and a path of real moves', () => {
    fc.assert(
      fc.property(graphs, ({ adjacency, start, goal }) => {
        const graph = asIntGraph(adjacency);
        const trace = traceBreadthFirst(graph, start, goal);
        const plain = shortestIntPath(graph, start, goal);
        expect(trace.moves).toBe(plain.moves);
        expect(trace.explored).toBe(plain.explored);
        if (trace.path) {
          expect(trace.path[0]).toBe(start);
          expect(trace.path[trace.path.length - 1]).toBe(goal);
          for (let i = 1; i < trace.path.length; i++)
            expect(adjacency[trace.path[i - 1]]).toContain(trace.path[i]);
        }
        // The trace replays into the same counts: one dequeue per state explored, one start or
        // enqueue or goal per state seen, and levels that grow by one along each parent.
        const kinds = Array.from(trace.events.kind, (kind) => BREADTH_EVENTS[kind]);
        expect(kinds.filter((kind) => kind === 'dequeue').length).toBe(trace.explored);
        expect(kinds.filter((kind) => kind === 'start' || kind === 'enqueue' || kind === 'goal').length).toBe(
          trace.order.length + (start === goal ? 1 : 0),
        );
        for (const state of trace.order)
          if (state !== start) expect(trace.level[state]).toBe(trace.level[trace.parent[state]] + 1);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('traceBreadthFirst refuses what it cannot trace', () => {
  it('refuses wrong states, counts of events and graphs past the memory limit', () => {
    const line = asIntGraph([[1], []]);
    refusal(() => traceBreadthFirst(line, 0, 2), 'E_USAGE', 'goal');
    refusal(() => traceBreadthFirst(line, 0, 1, { maxEvents: -1 }), 'E_USAGE', 'maxEvents');
    refusal(() => traceBreadthFirst(line, 0, 1, { maxEvents: 2 ** 40 }), 'E_USAGE', 'maxEvents');
    refusal(() => traceBreadthFirst(line, 0, 1, { maxEvents: 2 ** 30 }), 'E_MEMORY', 'maxMemory');
    refusal(() => traceBreadthFirst(emptyGraph(2 ** 31), 0, 1), 'E_USAGE', 'graph');
    refusal(() => traceBreadthFirst(emptyGraph(2 ** 31 - 1), 0, 1), 'E_MEMORY', 'maxMemory');
    expect(Object.isFrozen(BREADTH_EVENTS)).toBe(true);
  });
});
