import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aStarPath } from './astar.js';
import { firstSimplePath, simplePaths } from './backtrack.js';
import { bidirectionalPath } from './bidirectional.js';
import { asIntGraph, refusal } from './graphs.test-util.js';
import { shortestIntPath } from './int-bfs.js';
import type { IntGraph } from './int-graph.js';
import {
  distancesTo,
  randomGraphs,
  reversed,
  smallGraphs,
  textbookAStar,
  textbookBacktracking,
  textbookBidirectional,
  textbookBreadthFirst,
  type Adjacency,
  type Step,
} from './textbook.test-util.js';
import { propertyRuns } from '../property-runs.test-util.js';

// A sink that writes down every step it is told, as the references write theirs.
function notebook<const N extends string>(names: readonly N[]) {
  const steps: Step[] = [];
  const sink: Record<string, (...args: number[]) => void> = {};
  for (const name of names) sink[name] = (...args) => void steps.push([name, ...args]);
  return { steps, sink: sink as Record<N, (...args: number[]) => void> };
}

const BREADTH = ['start', 'dequeue', 'seen', 'enqueue', 'goal'] as const;
const ASTAR = ['start', 'expand', 'closed', 'worse', 'push', 'better', 'goal'] as const;
const BOTH = ['start', 'level', 'dequeue', 'seen', 'enqueue', 'meet'] as const;

// Heuristics consistent on `adjacency` towards `goal`: none, the true distance left, half of it.
function heuristics(adjacency: Adjacency, goal: number): Array<(state: number) => number> {
  const left = distancesTo(adjacency, goal).map((d) => (d < 0 ? adjacency.length : d));
  return [() => 0, (state) => left[state], (state) => left[state] >> 1];
}

describe('each search, watched through its sink, takes the textbook’s steps', () => {
  it('shortestIntPath: the queue, step by step, and the same answer as unwatched', () => {
    fc.assert(
      fc.property(randomGraphs, ({ adjacency, start, goal }) => {
        const graph = asIntGraph(adjacency);
        const { steps, sink } = notebook(BREADTH);
        const watched = shortestIntPath(graph, start, goal, { sink });
        const textbook = textbookBreadthFirst(adjacency, start, goal);
        expect(steps).toEqual(textbook.steps);
        expect(watched.path && Array.from(watched.path)).toEqual(textbook.path);
        expect(watched.explored).toBe(textbook.expanded.length);
        // Levels this small always fit their lists: watched or not, one search.
        expect(watched).toEqual(shortestIntPath(graph, start, goal));
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('shortestIntPath: a level bigger than its list still leaves the queue in the order it joined', () => {
    // The start, then 2,000 states one move away, each one move from the goal.
    const size = 2002;
    const graph: IntGraph = {
      size,
      maxDegree: size,
      moves(state, out) {
        if (state === 0) for (let i = 1; i <= 2000; i++) out[2000 - i] = i;
        else out[0] = 2001;
        return state === 0 ? 2000 : state === 2001 ? 0 : 1;
      },
    };
    const { steps, sink } = notebook(BREADTH);
    const watched = shortestIntPath(graph, 0, 2001, { sink });
    const joined = steps.filter(([name]) => name === 'enqueue').map(([, state]) => state);
    const left = steps.filter(([name]) => name === 'dequeue').map(([, state]) => state);
    expect(left).toEqual([0, joined[0]]);
    expect(Array.from(watched.path!)).toEqual([0, 2000, 2001]);
    // Unwatched, the level is swept in the order of its states: the same moves, another parent.
    expect(Array.from(shortestIntPath(graph, 0, 2001).path!)).toEqual([0, 1, 2001]);
  });

  it('aStarPath: the open list, step by step, the least cost + estimate first, ties to the larger cost', () => {
    fc.assert(
      fc.property(randomGraphs, fc.nat(2), ({ adjacency, start, goal }, which) => {
        const h = heuristics(adjacency, goal)[which];
        const graph = asIntGraph(adjacency);
        const { steps, sink } = notebook(ASTAR);
        const watched = aStarPath(graph, start, goal, h, { sink });
        // The rest of a tie is the heap's: the textbook follows it where it is a tie, and only there.
        const textbook = textbookAStar(adjacency, start, goal, h, [...watched.expanded, goal]);
        expect(steps).toEqual(textbook.steps);
        expect(Array.from(watched.expanded)).toEqual(textbook.expanded);
        expect(watched.path && Array.from(watched.path)).toEqual(textbook.path);
        expect(aStarPath(graph, start, goal, h)).toEqual(watched);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('bidirectionalPath: both queues, step by step, with the moves backwards given or found', () => {
    fc.assert(
      fc.property(randomGraphs, fc.boolean(), ({ adjacency, start, goal }, undirected) => {
        // Undirected: every move can be undone, and the search walks the graph's own moves backwards.
        const lists = undirected
          ? reversed(adjacency).map((into, s) => [...adjacency[s], ...into])
          : adjacency;
        const backwards = undirected ? lists : reversed(lists);
        const graph = asIntGraph(lists);
        const options = undirected ? {} : { reverse: asIntGraph(backwards) };
        const { steps, sink } = notebook(BOTH);
        const watched = bidirectionalPath(graph, start, goal, { ...options, sink });
        const textbook = textbookBidirectional(lists, backwards, start, goal);
        expect(steps).toEqual(textbook.steps);
        expect(Array.from(watched.expanded)).toEqual(textbook.expanded);
        expect(Array.from(watched.side)).toEqual(textbook.sides);
        expect(watched.path && Array.from(watched.path)).toEqual(textbook.path);
        expect(bidirectionalPath(graph, start, goal, options)).toEqual(watched);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('the backtracking without pruning: every step in and back out of the recursion', () => {
    const small = smallGraphs();
    fc.assert(
      fc.property(small, ({ adjacency, start, goal }) => {
        const graph = asIntGraph(adjacency);
        const events: number[] = [];
        const sink = {
          step: (state: number) => events.push(state),
          back: (state: number) => events.push(~state),
        };
        const first = firstSimplePath(graph, start, goal, { prune: false, sink });
        const textbook = textbookBacktracking(adjacency, start, goal);
        expect(events).toEqual(textbook.events);
        expect(first && Array.from(first)).toEqual(textbook.paths[0] ?? null);
        events.length = 0;
        const paths = [...simplePaths(graph, start, goal, { prune: false, sink })].map((path) =>
          Array.from(path),
        );
        const walked = textbookBacktracking(adjacency, start, goal, true);
        expect(events).toEqual(walked.events);
        expect(paths).toEqual(walked.paths);
        // Pruned, the walk steps only into states on a path, and finds the same paths.
        events.length = 0;
        expect([...simplePaths(graph, start, goal, { sink })].map((path) => Array.from(path))).toEqual(paths);
        const onPaths = new Set(paths.flat());
        expect(events.every((event) => onPaths.has(event >= 0 ? event : ~event))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a sink is read once and checked', () => {
  const line = asIntGraph([[1], [2], []]);

  it('refuses a sink that is not an object, has none of the search’s functions, or a method that is not one', () => {
    refusal(() => shortestIntPath(line, 0, 2, { sink: 5 as never }), 'E_USAGE', 'sink');
    expect(refusal(() => shortestIntPath(line, 0, 2, { sink: {} }), 'E_USAGE', 'sink').message).toBe(
      'sink must have one or more of the functions start, dequeue, seen, enqueue, goal',
    );
    // A sink meant for another search is a mistake, not an observer that hears nothing.
    refusal(
      () => aStarPath(line, 0, 2, () => 0, { sink: { dequeue: () => {} } as never }),
      'E_USAGE',
      'sink',
    );
    expect(
      refusal(() => bidirectionalPath(line, 0, 2, { sink: { meet: 1 as never } }), 'E_USAGE').message,
    ).toBe('sink.meet must be a function, not 1');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    refusal(() => firstSimplePath(line, 0, 2, { sink: proxy }), 'E_USAGE', 'sink');
  });

  it('reads each method once, calls it on the sink, and lets what it throws through', () => {
    let reads = 0;
    const heard: number[] = [];
    const sink = {
      get dequeue() {
        reads++;
        return function (this: unknown, state: number) {
          expect(this).toBe(sink);
          heard.push(state);
        };
      },
    };
    shortestIntPath(line, 0, 2, { sink });
    expect([reads, heard]).toEqual([1, [0, 1]]);
    const stop = new Error('enough');
    expect(() =>
      aStarPath(line, 0, 2, () => 0, {
        sink: {
          expand() {
            throw stop;
          },
        },
      }),
    ).toThrow(stop);
  });
});
