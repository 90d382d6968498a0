// The learn view's recordings of the engine's searches, step by step, against the searches as a
// textbook writes them (plain arrays, no engine code): every step the page replays is one the
// textbook takes, in the same order, and the answer is the textbook's.
import type { IntGraph } from 'boardpath/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distancesTo,
  randomGraphs,
  smallGraphs,
  reversed,
  textbookAStar,
  textbookBacktracking,
  textbookBidirectional,
  textbookBreadthFirst,
  type Adjacency,
  type Step,
} from '../../../src/search/textbook.test-util.js';
import {
  ASTAR_EVENTS,
  BIDIRECTIONAL_EVENTS,
  BREADTH_EVENTS,
  recordAStar,
  recordBacktracking,
  recordBidirectional,
  recordBreadthFirst,
} from './record.js';

function graphOf(adjacency: Adjacency): IntGraph {
  return {
    size: adjacency.length,
    maxDegree: Math.max(1, ...adjacency.map((list) => list.length)),
    moves(state, out) {
      adjacency[state].forEach((next, i) => (out[i] = next));
      return adjacency[state].length;
    },
  };
}

// The search's own steps of a recording, as the references write them (the page's `path` and
// `exhausted` after them are checked against the answer instead).
const ownSteps = (steps: Step[]) => steps.filter(([name]) => name !== 'path' && name !== 'exhausted');

describe('the learn view’s recordings take the textbook’s steps', () => {
  it('breadth-first search: each step, the queue’s order, the levels, the parents and the path', () => {
    fc.assert(
      fc.property(randomGraphs, ({ adjacency, start, goal }) => {
        const run = recordBreadthFirst(graphOf(adjacency), start, goal, 100_000);
        const textbook = textbookBreadthFirst(adjacency, start, goal);
        const { kind, state, from, move } = run.events;
        const steps = Array.from(kind, (k, i): Step => {
          const name = BREADTH_EVENTS[k];
          return name === 'start' || name === 'dequeue'
            ? [name, state[i]]
            : [name, state[i], from[i], move[i]];
        });
        expect(ownSteps(steps)).toEqual(textbook.steps);
        expect(run.path && Array.from(run.path)).toEqual(textbook.path);
        expect(run.explored).toBe(textbook.expanded.length);
        expect(steps.filter(([name]) => name === 'path').map(([, s]) => s)).toEqual(
          textbook.path ? [...textbook.path].reverse() : [],
        );
        expect(steps.at(-1)![0]).toBe(textbook.path ? 'path' : 'exhausted');
        // The queue is the order seen: what was taken out first, then what still waits.
        expect(Array.from(run.order.subarray(0, run.explored))).toEqual(textbook.expanded);
        for (const s of run.order) if (s !== start) expect(run.level[s]).toBe(run.level[run.parent[s]] + 1);
      }),
      { numRuns: 500 },
    );
  });

  it('A*: each step, the expansions and the path', () => {
    fc.assert(
      fc.property(randomGraphs, fc.nat(2), ({ adjacency, start, goal }, which) => {
        const left = distancesTo(adjacency, goal).map((d) => (d < 0 ? adjacency.length : d));
        const h = [() => 0, (s: number) => left[s], (s: number) => left[s] >> 1][which];
        const run = recordAStar(graphOf(adjacency), start, goal, h, 100_000);
        const textbook = textbookAStar(adjacency, start, goal, h, [...run.expanded, goal]);
        const { kind, state, from, move, cost, estimate } = run.events;
        const steps = Array.from(kind, (k, i): Step => {
          const name = ASTAR_EVENTS[k];
          const at = state[i];
          if (name === 'start') return [name, at, estimate[i]];
          if (name === 'expand' || name === 'goal') return [name, at, cost[i]];
          if (name === 'closed') return [name, at, from[i], move[i]];
          if (name === 'worse') return [name, at, from[i], move[i], cost[i]];
          if (name === 'push' || name === 'better') return [name, at, from[i], move[i], cost[i], estimate[i]];
          return [name, at, from[i], cost[i]];
        });
        expect(ownSteps(steps)).toEqual(textbook.steps);
        expect(steps.filter(([name]) => name === 'path').map(([, s]) => s)).toEqual(
          textbook.path ? [...textbook.path].reverse() : [],
        );
        expect(Array.from(run.expanded)).toEqual(textbook.expanded);
        expect(run.path && Array.from(run.path)).toEqual(textbook.path);
      }),
      { numRuns: 500 },
    );
  });

  it('the search from both ends: each step on each side, and the path through the meeting state', () => {
    fc.assert(
      fc.property(randomGraphs, ({ adjacency, start, goal }) => {
        const backwards = reversed(adjacency);
        const run = recordBidirectional(graphOf(adjacency), start, goal, 100_000, graphOf(backwards));
        const textbook = textbookBidirectional(adjacency, backwards, start, goal);
        const { kind, side, state, from, move } = run.events;
        const steps = Array.from(kind, (k, i): Step => {
          const name = BIDIRECTIONAL_EVENTS[k];
          if (name === 'start' || name === 'level' || name === 'dequeue') return [name, state[i], side[i]];
          return [name, state[i], from[i], move[i], side[i]];
        });
        expect(ownSteps(steps)).toEqual(textbook.steps);
        expect(run.path && Array.from(run.path)).toEqual(textbook.path);
        expect(steps.filter(([name]) => name === 'path').map(([, s]) => s)).toEqual(textbook.path ?? []);
        expect(Array.from(run.side)).toEqual(textbook.sides);
      }),
      { numRuns: 500 },
    );
  });

  it('backtracking: every step in and back out, for the first path and for all', () => {
    const small = smallGraphs({ unique: true });
    fc.assert(
      fc.property(small, ({ adjacency, start, goal }) => {
        const first = recordBacktracking(graphOf(adjacency), start, goal, 100_000);
        const textbook = textbookBacktracking(adjacency, start, goal);
        expect(Array.from(first.events)).toEqual(textbook.events);
        expect(first.path && Array.from(first.path)).toEqual(textbook.paths[0] ?? null);
        expect([first.found, first.complete]).toEqual([textbook.paths.length, true]);
        const all = recordBacktracking(graphOf(adjacency), start, goal, 100_000, true);
        const walked = textbookBacktracking(adjacency, start, goal, true);
        expect(Array.from(all.events)).toEqual(walked.events);
        expect([all.found, all.complete]).toEqual([walked.paths.length, true]);
        expect(all.path && Array.from(all.path)).toEqual(walked.paths[0] ?? null);
      }),
    );
  });
});

describe('a recording stops at its budget', () => {
  const line = graphOf([[1], [2], [3], []]);

  it('keeps the first steps of a search, and its whole answer', () => {
    for (const run of [
      recordBreadthFirst(line, 0, 3, 3),
      recordAStar(line, 0, 3, () => 0, 3),
      recordBidirectional(line, 0, 3, 3, graphOf(reversed([[1], [2], [3], []]))),
    ]) {
      expect(run.events.kind.length).toBe(3);
      expect(run.complete).toBe(false);
      expect(Array.from(run.path!)).toEqual([0, 1, 2, 3]);
    }
  });

  it('with no room for steps, still gives each state’s place in the queue, level and parent', () => {
    fc.assert(
      fc.property(randomGraphs, ({ adjacency, start, goal }) => {
        const whole = recordBreadthFirst(graphOf(adjacency), start, goal, 100_000);
        const none = recordBreadthFirst(graphOf(adjacency), start, goal, 0);
        expect([none.events.kind.length, none.complete]).toEqual([0, false]);
        const { order, level, parent, path, explored } = whole;
        expect(none).toMatchObject({ order, level, parent, path, explored });
      }),
    );
  });

  it('stops the backtracking there: its steps can grow exponentially', () => {
    // 0 → 1 (a dead end), then 0 → 2 → 3.
    const fork = graphOf([[1, 2], [], [3], []]);
    expect(recordBacktracking(fork, 0, 3, 3)).toEqual({
      events: Int32Array.of(0, 1, ~1),
      path: null,
      found: 0,
      complete: false,
    });
    const two = graphOf([[1, 2], [3], [3], []]);
    const cut = recordBacktracking(two, 0, 3, 4, true);
    expect(cut).toMatchObject({ found: 1, complete: false });
    expect(Array.from(cut.path!)).toEqual([0, 1, 3]);
    expect(recordBacktracking(two, 0, 3, 0)).toMatchObject({ found: 0, complete: false });
  });
});
