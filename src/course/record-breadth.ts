/**
 * A breadth-first search recorded step by step: the engine's own search (`shortestIntPath`) run
 * with a sink that writes each step into typed arrays. Practice exercises are graded from it, and
 * the page's learn view replays it frame by frame (web/src/learn/breadth.ts).
 */
import { shortestIntPath, type BreadthSink, type IntGraph } from '../engine.js';
import { StepLog } from './step-log.js';

/**
 * A recorded step of breadth-first search: the search's own (see `BreadthSink`), and the two the
 * page adds after it: `path`, one state of the path rebuilt from the goal back through the parents,
 * and `exhausted`, the queue empty with the goal never seen.
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

/** The name of a recorded step of breadth-first search: see `BREADTH_EVENTS`. */
export type BreadthEvent = (typeof BREADTH_EVENTS)[number];

/** One breadth-first search, its result and (up to a budget) every step it took. */
export interface BreadthTrace {
  readonly reachable: boolean;
  readonly moves: number | null;
  /** The states from the start to the goal, or null when the goal cannot be reached. */
  readonly path: Int32Array | null;
  /** States taken from the queue and expanded. */
  readonly explored: number;
  /**
   * Every state the search saw, in the order it saw them (the start first): the queue itself,
   * `order[0 … explored-1]` taken out and expanded, the rest still waiting when the search stopped.
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
    /** The state the step is about (for a move: the state it leads to). */
    readonly state: Int32Array;
    /** For a move: the state being expanded; for `path`: the state's parent; else -1. */
    readonly from: Int32Array;
    /** For a move: its index among the expanded state's moves (a die's face - 1); else -1. */
    readonly move: Int32Array;
  };
  /** False when `maxEvents` ran out before the last step: the result is still the whole search's. */
  readonly complete: boolean;
}

// Each step's number is its place in the list.
const [START, DEQUEUE, SEEN, ENQUEUE, GOAL, PATH, EXHAUSTED] = BREADTH_EVENTS.keys();

/**
 * `shortestIntPath` from `start` to `goal`, recorded: its steps (at most `maxEvents`), and for every
 * state it saw the order, level and parent its steps gave. Cost: the search's, and O(1) a step;
 * 12 bytes per state and 13 per step recorded.
 */
export function recordBreadthFirst(
  graph: IntGraph,
  start: number,
  goal: number,
  maxEvents: number,
): BreadthTrace {
  const level = new Int32Array(graph.size).fill(-1);
  const parent = new Int32Array(graph.size).fill(-1);
  const order = new Int32Array(graph.size);
  let seen = 0;
  // A state seen: from `from`, or (from -1) the start.
  const reach = (state: number, from: number) => {
    level[state] = from < 0 ? 0 : level[from] + 1;
    parent[state] = from < 0 ? state : from;
    order[seen++] = state;
  };
  const log = new StepLog(maxEvents, 3);
  const sink: BreadthSink = {
    start(state) {
      reach(state, -1);
      log.add(START, state, -1, -1);
    },
    enqueue(next, from, move) {
      reach(next, from);
      log.add(ENQUEUE, next, from, move);
    },
    goal(next, from, move) {
      if (from >= 0) reach(next, from);
      log.add(GOAL, next, from, move);
    },
  };
  // Steps that change nothing but the recording are heard only when there is room to record them.
  if (maxEvents > 0) {
    sink.dequeue = (state) => log.add(DEQUEUE, state, -1, -1);
    sink.seen = (next, from, move) => log.add(SEEN, next, from, move);
  }
  const found = shortestIntPath(graph, start, goal, { sink });
  if (found.path === null) log.add(EXHAUSTED, -1, -1, -1);
  else
    for (let i = found.path.length - 1; i >= 0; i--)
      log.add(PATH, found.path[i], i > 0 ? found.path[i - 1] : -1, -1);
  const [state, from, move] = log.columns();
  return {
    reachable: found.reachable,
    moves: found.moves,
    path: found.path,
    explored: found.explored,
    order: order.slice(0, seen),
    level,
    parent,
    events: { kind: log.kinds(), state, from, move },
    complete: log.complete,
  };
}
