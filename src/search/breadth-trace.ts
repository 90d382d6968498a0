import { throwIfAborted } from '../errors.js';
import { optionsSchema } from '../options.js';
import { maxEventsSchema } from './backtrack-trace.js';
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  movesCount,
  searchOptionShape,
} from './check-graph.js';
import type { IntGraph, SearchLimits } from './int-graph.js';

/**
 * What one step of a traced breadth-first search did, in the order the search does it:
 * - `start`: the start is put in the queue and marked seen;
 * - `dequeue`: the state at the front of the queue is taken out to be expanded;
 * - `seen`: one of its moves leads to a state already seen: it is skipped;
 * - `enqueue`: a move leads to a new state: it is marked seen, its parent recorded, and it joins the
 *   back of the queue;
 * - `goal`: a move leads to the goal (or the start is the goal): the search stops;
 * - `path`: one step of rebuilding the path, from the goal back through the parents to the start;
 * - `exhausted`: the queue is empty and the goal was never seen: there is no path.
 */
export const BREADTH_EVENTS = Object.freeze([
  'start',
  'dequeue',
  'seen',
  'enqueue',
  'goal',
  'path',
  'exhausted',
] as const);

/** The name of a traced step: see `BREADTH_EVENTS`. */
export type BreadthEvent = (typeof BREADTH_EVENTS)[number];

const START = 0;
const DEQUEUE = 1;
const SEEN = 2;
const ENQUEUE = 3;
const GOAL = 4;
const PATH = 5;
const EXHAUSTED = 6;

/** Options for `traceBreadthFirst`. */
export interface BreadthTraceOptions extends SearchLimits {
  /**
   * Record at most this many steps (default 100,000, at most 2^31 - 1); the search itself always
   * runs to its end.
   */
  readonly maxEvents?: number;
}

const breadthTraceOptionsSchema = optionsSchema({
  ...searchOptionShape,
  maxEvents: maxEventsSchema.optional(),
});

/** One breadth-first search, its result and (up to a budget) every step it took. */
export interface BreadthTrace {
  /** Whether the goal was reached; `moves` and `path` are null when it was not. */
  readonly reachable: boolean;
  readonly moves: number | null;
  /** The states from the start to the goal, rebuilt through the parents. */
  readonly path: Int32Array | null;
  /** States taken from the queue and expanded: the same count as `shortestIntPath`'s `explored`. */
  readonly explored: number;
  /**
   * Every state the search saw, in the order it saw them (the start first). This is the queue
   * itself: `order[0 … explored-1]` were taken out and expanded, `order[explored …]` were still
   * waiting in it when the search stopped.
   */
  readonly order: Int32Array;
  /** Moves from the start to each state seen (-1 for states never seen). */
  readonly level: Int32Array;
  /** The state each seen state was first reached from (the start is its own parent; -1 unseen). */
  readonly parent: Int32Array;
  /** The recorded steps, one entry per step in each of the arrays below. */
  readonly events: {
    /** Index into `BREADTH_EVENTS`. */
    readonly kind: Uint8Array;
    /** The state the step is about (for `seen`, `enqueue`, `goal`: the state the move leads to). */
    readonly state: Int32Array;
    /** For a move: the state being expanded; for `path`: the state's parent; else -1. */
    readonly from: Int32Array;
    /** For a move: its index among the expanded state's moves (a die's face - 1, a step's number); else -1. */
    readonly move: Int32Array;
  };
  /** False when `maxEvents` ran out before the last step: the result is still the whole search's. */
  readonly complete: boolean;
}

/**
 * Breadth-first search from `start` to `goal` as a textbook writes it, with every step recorded
 * for a page to replay: the queue is a plain array with a head index, a state is marked seen and
 * given its parent when it is first reached, and the goal test runs at that moment (as in
 * `shortestIntPath`, so `explored` and `moves` agree with it). When the goal is found the path is
 * rebuilt from the goal back through the parents, one recorded step per state.
 *
 *     queue ← [start]; mark start seen
 *     while queue is not empty:
 *       state ← take the front of queue
 *       for each next in moves(state):
 *         if next is seen: skip it
 *         mark next seen; parent[next] ← state
 *         if next = goal: rebuild the path from goal through parent, stop
 *         put next at the back of queue
 *     no path
 *
 * The arguments are checked first (`E_USAGE` naming the one at fault), the memory before anything
 * is allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default); a state `moves` writes
 * outside the graph or a count past `maxDegree` stops it (`E_USAGE`). An error thrown by `moves`
 * passes through unchanged.
 *
 * Cost: O(V + E) time for the V states and E moves reached; 16 bytes per state of the graph
 * (`level`, `parent`, the queue and its copy `order`) plus 26 bytes per recorded step (the record
 * and its copy), at most `maxEvents` of them.
 */
export function traceBreadthFirst(
  graph: IntGraph,
  start: number,
  goal: number,
  options: BreadthTraceOptions = {},
): BreadthTrace {
  const { size, maxDegree, moves: movesOf } = checkGraph(graph);
  checkState('start', start, size);
  checkState('goal', goal, size);
  const checked = checkEngineOptions(breadthTraceOptionsSchema, options);
  const maxEvents = checked.maxEvents ?? 100_000;
  new MemoryBudget(checked.maxMemory).reserve(16 * size + 26 * maxEvents + 4 * maxDegree);
  const kind = new Uint8Array(maxEvents);
  const stateOf = new Int32Array(maxEvents);
  const fromOf = new Int32Array(maxEvents);
  const moveOf = new Int32Array(maxEvents);
  let count = 0;
  let complete = true;
  const record = (what: number, state: number, from: number, move: number) => {
    if (count === maxEvents) {
      complete = false;
      return;
    }
    kind[count] = what;
    stateOf[count] = state;
    fromOf[count] = from;
    moveOf[count] = move;
    count++;
  };

  const level = new Int32Array(size).fill(-1);
  const parent = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  const out = new Int32Array(maxDegree);
  queue[0] = start;
  level[start] = 0;
  parent[start] = start;
  let head = 0;
  let tail = 1;
  record(START, start, -1, -1);
  let reached = start === goal ? start : -1;
  if (reached >= 0) record(GOAL, start, -1, -1);
  while (reached < 0 && head < tail) {
    if ((head & 0xffff) === 0) throwIfAborted(checked.signal);
    const state = queue[head++];
    record(DEQUEUE, state, -1, -1);
    const moves = movesCount(state, movesOf(state, out), maxDegree);
    for (let i = 0; i < moves; i++) {
      const next = out[i];
      if (next < 0 || next >= size) throw badMove(state, next, size);
      if (level[next] >= 0) {
        record(SEEN, next, state, i);
        continue;
      }
      level[next] = level[state] + 1;
      parent[next] = state;
      queue[tail++] = next;
      if (next === goal) {
        record(GOAL, next, state, i);
        reached = next;
        break;
      }
      record(ENQUEUE, next, state, i);
    }
  }

  let path: Int32Array | null = null;
  if (reached < 0) record(EXHAUSTED, -1, -1, -1);
  else {
    path = new Int32Array(level[reached] + 1);
    for (let state = reached, i = path.length - 1; i >= 0; state = parent[state], i--) {
      path[i] = state;
      record(PATH, state, i === 0 ? -1 : parent[state], -1);
    }
  }
  return {
    reachable: path !== null,
    moves: path === null ? null : path.length - 1,
    path,
    explored: head,
    order: queue.slice(0, tail),
    level,
    parent,
    events: {
      kind: kind.slice(0, count),
      state: stateOf.slice(0, count),
      from: fromOf.slice(0, count),
      move: moveOf.slice(0, count),
    },
    complete,
  };
}
