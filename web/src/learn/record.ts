/**
 * The learn view's recordings: the engine's own searches (`shortestIntPath`, `aStarPath`,
 * `bidirectionalPath`, the backtracking of `simplePaths`) run with a sink that writes each step
 * they tell it into typed arrays, which cross from the worker to the page and are replayed there
 * frame by frame (breadth.ts, astar.ts, bidirectional.ts, backtrack.ts). Nothing here searches: a
 * recording is what the search did, step by step, up to `maxEvents` steps; the search itself
 * always runs to its end (the backtracking, whose steps can grow exponentially, stops there).
 */
import {
  aStarPath,
  bidirectionalPath,
  simplePaths,
  type BidirectionalResult,
  type ExpansionResult,
  type IntGraph,
} from 'boardpath/engine';
import { StepLog } from '../../../src/course/step-log.js';

// Breadth-first search is recorded in the library, where practice exercises are graded from it.
export {
  BREADTH_EVENTS,
  recordBreadthFirst,
  type BreadthEvent,
  type BreadthTrace,
} from '../../../src/course/record-breadth.js';

/** The textbook backtracking, step by step. */
export interface BacktrackTrace {
  /**
   * The steps in order: `state` (≥ 0) when the walk steps into a state, `~state` (< 0) when it
   * backs out of it.
   */
  readonly events: Int32Array;
  /** The first path it found (start … goal), or null if there is none or the recording stopped first. */
  readonly path: Int32Array | null;
  /** Paths found within the recorded steps: each is a step into the goal (at most 1 without `all`). */
  readonly found: number;
  /** False when `maxEvents` ran out before the walk ended. */
  readonly complete: boolean;
}

// Thrown by the backtracking's sink when its recording is full: the walk stops there.
const FULL = Symbol('the recording is full');

/**
 * The textbook backtracking (`simplePaths` with `prune: false`: dead ends and all) from `start` to
 * `goal`, recorded step by step up to `maxEvents` steps, where the walk stops; with `all` it walks
 * on after each path to the end. Cost: the walk's, O(1) a step; 4 bytes per step recorded.
 */
export function recordBacktracking(
  graph: IntGraph,
  start: number,
  goal: number,
  maxEvents: number,
  all = false,
): BacktrackTrace {
  const log = new StepLog(maxEvents, 1);
  const step = (event: number) => {
    if (!log.add(0, event)) throw FULL;
  };
  let first: Int32Array | null = null;
  let found = 0;
  try {
    const paths = simplePaths(graph, start, goal, {
      prune: false,
      sink: { step, back: (state) => step(~state) },
    });
    for (const path of paths) {
      found++;
      first ??= path;
      if (!all) break;
    }
  } catch (error) {
    if (error !== FULL) throw error;
  }
  return { events: log.columns()[0], path: first, found, complete: log.complete };
}

/**
 * A recorded step of A*: the search's own (see `AStarSink`), and the page's `path` (one state of
 * the path rebuilt from the goal back through the parents) and `exhausted` (the open list empty).
 */
export const ASTAR_EVENTS = Object.freeze([
  'start',
  'expand',
  'closed',
  'worse',
  'push',
  'better',
  'goal',
  'path',
  'exhausted',
] as const);

/** The name of a recorded step of A*: see `ASTAR_EVENTS`. */
export type AStarEvent = (typeof ASTAR_EVENTS)[number];

/** One A* search, its result and (up to a budget) every step it took. */
export interface AStarTrace extends ExpansionResult {
  /** The recorded steps, one entry per step in each of the arrays below. */
  readonly events: {
    /** Index into `ASTAR_EVENTS`. */
    readonly kind: Uint8Array;
    /** The state the step is about (for a move: the state it leads to). */
    readonly state: Int32Array;
    /** For a move: the state being expanded; for `path`: the state's parent; else -1. */
    readonly from: Int32Array;
    /** For a move: its index among the expanded state's moves; else -1. */
    readonly move: Int32Array;
    /** The moves from the start to `state` by this step's path (for `path`: its place; else -1). */
    readonly cost: Int32Array;
    /** The moves at least left from `state` to the goal, when the step asked the heuristic (else -1). */
    readonly estimate: Int32Array;
  };
  /** False when `maxEvents` ran out before the last step: the result is still the whole search's. */
  readonly complete: boolean;
}

// Each step's number is its place in the list.
const [A_START, A_EXPAND, A_CLOSED, A_WORSE, A_PUSH, A_BETTER, A_GOAL, A_PATH, A_EXHAUSTED] =
  ASTAR_EVENTS.keys();

/**
 * `aStarPath` from `start` to `goal` with `heuristic`, recorded: its steps, at most `maxEvents`.
 * Cost: the search's, and O(1) a step; 21 bytes per step recorded.
 */
export function recordAStar(
  graph: IntGraph,
  start: number,
  goal: number,
  heuristic: (state: number) => number,
  maxEvents: number,
): AStarTrace {
  const log = new StepLog(maxEvents, 5);
  const found = aStarPath(graph, start, goal, heuristic, {
    sink: {
      start: (state, estimate) => log.add(A_START, state, -1, -1, 0, estimate),
      expand: (state, cost) => log.add(A_EXPAND, state, -1, -1, cost),
      closed: (next, from, move) => log.add(A_CLOSED, next, from, move),
      worse: (next, from, move, cost) => log.add(A_WORSE, next, from, move, cost),
      push: (next, from, move, cost, estimate) => log.add(A_PUSH, next, from, move, cost, estimate),
      better: (next, from, move, cost, estimate) => log.add(A_BETTER, next, from, move, cost, estimate),
      goal: (state, cost) => log.add(A_GOAL, state, -1, -1, cost),
    },
  });
  if (found.path === null) log.add(A_EXHAUSTED, -1);
  else
    for (let i = found.path.length - 1; i >= 0; i--)
      log.add(A_PATH, found.path[i], i > 0 ? found.path[i - 1] : -1, -1, i);
  const [state, from, move, cost, estimate] = log.columns();
  return {
    ...found,
    events: { kind: log.kinds(), state, from, move, cost, estimate },
    complete: log.complete,
  };
}

/**
 * A recorded step of the search from both ends: the search's own (see `BidirectionalSink`), and the
 * page's `path` (one state of the path, from the start to the goal) and `exhausted` (a queue empty).
 */
export const BIDIRECTIONAL_EVENTS = Object.freeze([
  'start',
  'level',
  'dequeue',
  'seen',
  'enqueue',
  'meet',
  'path',
  'exhausted',
] as const);

/** The name of a recorded step of the search from both ends: see `BIDIRECTIONAL_EVENTS`. */
export type BidirectionalEvent = (typeof BIDIRECTIONAL_EVENTS)[number];

/** One search from both ends, its result and (up to a budget) every step it took. */
export interface BidirectionalTrace extends BidirectionalResult {
  /** The recorded steps, one entry per step in each of the arrays below. */
  readonly events: {
    /** Index into `BIDIRECTIONAL_EVENTS`. */
    readonly kind: Uint8Array;
    /** 0 for a step of the start's side, 1 of the goal's. */
    readonly side: Uint8Array;
    /** The state the step is about (for a move: the state it leads to; for `level`: the level). */
    readonly state: Int32Array;
    /** For a move: the state being expanded; else -1. */
    readonly from: Int32Array;
    /** For a move: its index among the expanded state's moves (backwards, on the goal's side); else -1. */
    readonly move: Int32Array;
  };
  /** False when `maxEvents` ran out before the last step: the result is still the whole search's. */
  readonly complete: boolean;
}

// Each step's number is its place in the list.
const [B_START, B_LEVEL, B_DEQUEUE, B_SEEN, B_ENQUEUE, B_MEET, B_PATH, B_EXHAUSTED] =
  BIDIRECTIONAL_EVENTS.keys();

/**
 * `bidirectionalPath` from `start` to `goal` (with the moves backwards `reverse`, when given),
 * recorded: its steps, at most `maxEvents`. Cost: the search's, and O(1) a step; 17 bytes per step
 * recorded.
 */
export function recordBidirectional(
  graph: IntGraph,
  start: number,
  goal: number,
  maxEvents: number,
  reverse?: IntGraph,
): BidirectionalTrace {
  const log = new StepLog(maxEvents, 4);
  const found = bidirectionalPath(graph, start, goal, {
    ...(reverse && { reverse }),
    sink: {
      start: (state, side) => log.add(B_START, side, state),
      level: (depth, side) => log.add(B_LEVEL, side, depth),
      dequeue: (state, side) => log.add(B_DEQUEUE, side, state),
      seen: (next, from, move, side) => log.add(B_SEEN, side, next, from, move),
      enqueue: (next, from, move, side) => log.add(B_ENQUEUE, side, next, from, move),
      meet: (next, from, move, side) => log.add(B_MEET, side, next, from, move),
    },
  });
  if (found.path === null) log.add(B_EXHAUSTED, 0);
  else for (const state of found.path) log.add(B_PATH, 0, state);
  const [side, state, from, move] = log.columns();
  return {
    ...found,
    events: { kind: log.kinds(), side: Uint8Array.from(side), state, from, move },
    complete: log.complete,
  };
}
