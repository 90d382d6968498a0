import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASTAR_EVENTS, traceAStar } from './astar-trace.js';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';

const graphs = fc.integer({ min: 1, max: 25 }).chain((size) =>
  fc.record({
    adjacency: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 4 }), {
      minLength: size,
      maxLength: size,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
    kind: fc.constantFrom('zero', 'exact', 'half'),
  }),
);

// Moves left to `goal` from every state, by a plain breadth-first search over the moves backwards.
function distancesTo(adjacency: number[][], goal: number): number[] {
  const back: number[][] = adjacency.map(() => []);
  adjacency.forEach((list, from) => list.forEach((to) => back[to].push(from)));
  const left = adjacency.map(() => -1);
  left[goal] = 0;
  for (const queue = [goal]; queue.length > 0;) {
    const state = queue.shift()!;
    for (const next of back[state])
      if (left[next] < 0) {
        left[next] = left[state] + 1;
        queue.push(next);
      }
  }
  return left;
}

// The textbook A*, written the obvious way: the open list a plain array searched for its first
// entry by (cost + estimate, larger cost, first put in), a shorter path replacing a state's entry.
function reference(adjacency: number[][], start: number, goal: number, h: (state: number) => number) {
  const open: Array<{ state: number; g: number; order: number }> = [{ state: start, g: 0, order: 0 }];
  const parent = new Map([[start, start]]);
  const closed = new Set<number>();
  const expanded: number[] = [];
  let order = 1;
  while (open.length > 0) {
    let best = 0;
    for (let i = 1; i < open.length; i++) {
      const [a, b] = [open[i], open[best]];
      const [fa, fb] = [a.g + h(a.state), b.g + h(b.state)];
      if (fa < fb || (fa === fb && (a.g > b.g || (a.g === b.g && a.order < b.order)))) best = i;
    }
    const { state, g } = open.splice(best, 1)[0];
    if (state === goal) {
      const path = [goal];
      while (path[0] !== start) path.unshift(parent.get(path[0])!);
      return { expanded, path };
    }
    closed.add(state);
    expanded.push(state);
    for (const next of adjacency[state]) {
      if (closed.has(next)) continue;
      const entry = open.find((each) => each.state === next);
      if (entry && entry.g <= g + 1) continue;
      if (entry) open.splice(open.indexOf(entry), 1);
      open.push({ state: next, g: g + 1, order: order++ });
      parent.set(next, state);
    }
  }
  return { expanded, path: null };
}

const named = (trace: ReturnType<typeof traceAStar>) =>
  Array.from(trace.events.kind, (kind, i) => [ASTAR_EVENTS[kind], trace.events.state[i]]);

describe('traceAStar', () => {
  it('records the open list at work: pushes, a shorter path found, skips, the goal and the path', () => {
    // 0 → 1, 2; 1 → 3; 2 → 1, 3; 3 → 4. Estimates: 0:3, 1:2, 2:1, 3:1, 4:0 (consistent).
    const estimates = [3, 2, 1, 1, 0];
    const trace = traceAStar(asIntGraph([[1, 2], [3], [1, 3], [4], []]), 0, 4, (s) => estimates[s]);
    expect(named(trace)).toEqual([
      ['start', 0],
      ['expand', 0],
      ['push', 1],
      ['push', 2],
      // 2 comes first: 1 + 1 against 1 + 2.
      ['expand', 2],
      ['worse', 1],
      ['push', 3],
      ['expand', 3],
      ['push', 4],
      ['goal', 4],
      ['path', 4],
      ['path', 3],
      ['path', 2],
      ['path', 0],
    ]);
    expect(Array.from(trace.path!)).toEqual([0, 2, 3, 4]);
    expect(trace.explored).toBe(3);
    expect(Array.from(trace.expanded)).toEqual([0, 2, 3]);
    expect(Array.from(trace.events.estimate.slice(2, 4))).toEqual([2, 1]);
    expect(Array.from(trace.events.cost.slice(2, 4))).toEqual([1, 1]);
  });

  it('says when a state in the open list is reached by a shorter path, or is closed', () => {
    // 0 → 1, 3; 1 → 2; 2 → 4; 3 → 4; 4 → 5. Square 2 (cost 2) ties square 3 (cost 1) at f = 2 and
    // goes first, so 4 is put in the open list by the long way before the short one is seen.
    const estimates = [0, 0, 0, 1, 0, 0];
    const trace = traceAStar(asIntGraph([[1, 3], [2], [4], [4], [5], []]), 0, 5, (s) => estimates[s]);
    expect(named(trace).slice(0, 13)).toEqual([
      ['start', 0],
      ['expand', 0],
      ['push', 1],
      ['push', 3],
      ['expand', 1],
      ['push', 2],
      ['expand', 2],
      ['push', 4],
      ['expand', 3],
      ['better', 4],
      ['expand', 4],
      ['push', 5],
      ['goal', 5],
    ]);
    expect(trace.events.cost[9]).toBe(2);
    expect(Array.from(trace.path!)).toEqual([0, 3, 4, 5]);
    const back = traceAStar(asIntGraph([[1], [0, 2], []]), 0, 2, () => 0);
    expect(named(back)).toContainEqual(['closed', 0]);
  });

  it('says the open list ran dry when the goal cannot be reached', () => {
    const trace = traceAStar(asIntGraph([[1], [0], []]), 0, 2, () => 0);
    expect(named(trace).at(-1)).toEqual(['exhausted', -1]);
    expect(trace).toMatchObject({ reachable: false, moves: null, path: null, explored: 2 });
  });

  it('stops recording at maxEvents but still gives the whole answer', () => {
    const trace = traceAStar(asIntGraph([[1], [2], [3], []]), 0, 3, () => 0, { maxEvents: 3 });
    expect(trace.events.kind.length).toBe(3);
    expect(trace.complete).toBe(false);
    expect(Array.from(trace.path!)).toEqual([0, 1, 2, 3]);
  });

  it('expands what the textbook A* expands, in its order, and finds a shortest path', () => {
    fc.assert(
      fc.property(graphs, ({ adjacency, start, goal, kind }) => {
        const left = distancesTo(adjacency, goal).map((d) => (d < 0 ? adjacency.length : d));
        const h =
          kind === 'zero' ? () => 0 : kind === 'exact' ? (s: number) => left[s] : (s: number) => left[s] >> 1;
        const trace = traceAStar(asIntGraph(adjacency), start, goal, h);
        const plain = reference(adjacency, start, goal, h);
        expect(Array.from(trace.expanded)).toEqual(plain.expanded);
        expect(trace.path && Array.from(trace.path)).toEqual(plain.path);
        const distance = distancesTo(adjacency, goal)[start];
        expect(trace.moves).toBe(distance < 0 ? null : distance);
        // The events replay into the same counts: one expand per state expanded.
        const kinds = Array.from(trace.events.kind, (each) => ASTAR_EVENTS[each]);
        expect(kinds.filter((each) => each === 'expand').length).toBe(trace.explored);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('traceAStar refuses what it cannot trace', () => {
  it('refuses wrong states, heuristics, counts of events and graphs past the memory limit', () => {
    const line = asIntGraph([[1], []]);
    refusal(() => traceAStar(line, 0, 2, () => 0), 'E_USAGE', 'goal');
    refusal(() => traceAStar(line, 0, 1, 'near' as never), 'E_USAGE', 'heuristic');
    refusal(() => traceAStar(line, 0, 1, () => -1), 'E_USAGE', 'heuristic');
    refusal(() => traceAStar(line, 0, 1, () => 0, { maxEvents: -1 }), 'E_USAGE', 'maxEvents');
    refusal(() => traceAStar(line, 0, 1, () => 0, { maxEvents: 2 ** 30 }), 'E_MEMORY', 'maxMemory');
    refusal(() => traceAStar(emptyGraph(2 ** 31 - 1), 0, 1, () => 0), 'E_MEMORY', 'maxMemory');
    expect(Object.isFrozen(ASTAR_EVENTS)).toBe(true);
  });
});
