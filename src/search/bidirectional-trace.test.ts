import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidirectionalPath } from './bidirectional.js';
import { BIDIRECTIONAL_EVENTS, traceBidirectional } from './bidirectional-trace.js';
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

// Fewest moves from start to goal by a plain breadth-first search, or -1.
function distance(adjacency: number[][], start: number, goal: number): number {
  const level = adjacency.map(() => -1);
  level[start] = 0;
  for (const queue = [start]; queue.length > 0;) {
    const state = queue.shift()!;
    for (const next of adjacency[state])
      if (level[next] < 0) {
        level[next] = level[state] + 1;
        queue.push(next);
      }
  }
  return level[goal];
}

const named = (trace: ReturnType<typeof traceBidirectional>) =>
  Array.from(trace.events.kind, (kind, i) => [
    BIDIRECTIONAL_EVENTS[kind],
    trace.events.side[i],
    trace.events.state[i],
  ]);

describe('traceBidirectional', () => {
  it('records both frontiers: a level on each side in turn, until they meet', () => {
    // A line 0 – 1 – 2 – 3 – 4, moves both ways.
    const line = asIntGraph([[1], [0, 2], [1, 3], [2, 4], [3]]);
    const trace = traceBidirectional(line, 0, 4);
    expect(named(trace)).toEqual([
      ['start', 0, 0],
      ['start', 1, 4],
      ['level', 0, 1],
      ['dequeue', 0, 0],
      ['enqueue', 0, 1],
      ['level', 1, 1],
      ['dequeue', 1, 4],
      ['enqueue', 1, 3],
      ['level', 0, 2],
      ['dequeue', 0, 1],
      ['seen', 0, 0],
      ['enqueue', 0, 2],
      ['level', 1, 2],
      ['dequeue', 1, 3],
      ['meet', 1, 2],
      ['path', 0, 0],
      ['path', 0, 1],
      ['path', 0, 2],
      ['path', 0, 3],
      ['path', 0, 4],
    ]);
    expect(Array.from(trace.fromStart)).toEqual([0, 1, 2, -1, -1]);
    expect(Array.from(trace.toGoal)).toEqual([-1, -1, 2, 1, 0]);
  });

  it('says a side ran dry when the ends are apart, and stops at once when they are one', () => {
    const apart = traceBidirectional(asIntGraph([[1], [0], []]), 0, 2);
    expect(named(apart).at(-1)).toEqual(['exhausted', 0, -1]);
    expect(apart.path).toBeNull();
    const same = traceBidirectional(asIntGraph([[0]]), 0, 0);
    expect(named(same)).toEqual([
      ['start', 0, 0],
      ['start', 1, 0],
      ['meet', 0, 0],
      ['path', 0, 0],
    ]);
  });

  it('is bidirectionalPath step by step: the same expansions, sides and path, a shortest one', () => {
    fc.assert(
      fc.property(graphs, ({ adjacency, start, goal }) => {
        const graph = asIntGraph(adjacency);
        const trace = traceBidirectional(graph, start, goal);
        const plain = bidirectionalPath(graph, start, goal);
        expect(Array.from(trace.expanded)).toEqual(Array.from(plain.expanded));
        expect(Array.from(trace.side)).toEqual(Array.from(plain.side));
        expect(trace.path && Array.from(trace.path)).toEqual(plain.path && Array.from(plain.path));
        const fewest = distance(adjacency, start, goal);
        expect(trace.moves).toBe(fewest < 0 ? null : fewest);
        const kinds = Array.from(trace.events.kind, (kind) => BIDIRECTIONAL_EVENTS[kind]);
        expect(kinds.filter((kind) => kind === 'dequeue').length).toBe(trace.explored);
        expect(kinds.filter((kind) => kind === 'path').length).toBe(trace.path?.length ?? 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('stops recording at maxEvents but still gives the whole answer', () => {
    const trace = traceBidirectional(asIntGraph([[1], [0, 2], [1]]), 0, 2, { maxEvents: 2 });
    expect(trace.events.kind.length).toBe(2);
    expect(trace.complete).toBe(false);
    expect(Array.from(trace.path!)).toEqual([0, 1, 2]);
  });
});

describe('traceBidirectional refuses what it cannot trace', () => {
  it('refuses wrong states, reverse graphs, counts of events and graphs past the memory limit', () => {
    const line = asIntGraph([[1], []]);
    refusal(() => traceBidirectional(line, 0, 2), 'E_USAGE', 'goal');
    refusal(() => traceBidirectional(line, 0, 1, { reverse: asIntGraph([[]]) }), 'E_USAGE', 'reverse');
    refusal(() => traceBidirectional(line, 0, 1, { maxEvents: 1.5 }), 'E_USAGE', 'maxEvents');
    refusal(() => traceBidirectional(line, 0, 1, { maxEvents: 2 ** 30 }), 'E_MEMORY', 'maxMemory');
    refusal(() => traceBidirectional(emptyGraph(2 ** 31 - 1), 0, 1), 'E_MEMORY', 'maxMemory');
    expect(Object.isFrozen(BIDIRECTIONAL_EVENTS)).toBe(true);
  });
});
