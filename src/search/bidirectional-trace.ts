import { throwIfAborted } from '../errors.js';
import { optionsSchema } from '../options.js';
import { maxEventsSchema } from './backtrack-trace.js';
import { checkedPath, joined, type BidirectionalOptions, type BidirectionalResult } from './bidirectional.js';
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  movesCount,
  reverseSchema,
  searchOptionShape,
} from './check-graph.js';
import { doubled, type IntGraph } from './int-graph.js';
import { checkReverse, movesBackwards } from './paths-call.js';

/**
 * What one step of a traced search from both ends did, in the order the search does it (each step
 * on one side: 0 the start's, 1 the goal's):
 * - `start`: the side's end goes into its queue (the start's side first);
 * - `level`: the side with fewer states waiting starts on its next level;
 * - `dequeue`: the state at the front of the side's queue is taken out to be expanded;
 * - `seen`: one of its moves (backwards, on the goal's side) leads to a state this side has seen;
 * - `enqueue`: a move leads to a state new to this side: its parent is recorded, it joins the queue;
 * - `meet`: a move leads to a state the other side has seen: the searches meet, and stop;
 * - `path`: one state of the path, from the start through the meeting state to the goal;
 * - `exhausted`: one side's queue is empty and the sides never met: there is no path.
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

/** The name of a traced step of a search from both ends: see `BIDIRECTIONAL_EVENTS`. */
export type BidirectionalEvent = (typeof BIDIRECTIONAL_EVENTS)[number];

const START = 0;
const LEVEL = 1;
const DEQUEUE = 2;
const SEEN = 3;
const ENQUEUE = 4;
const MEET = 5;
const PATH = 6;
const EXHAUSTED = 7;

/** Options for `traceBidirectional`: those of `bidirectionalPath`, and how many steps to record. */
export interface BidirectionalTraceOptions extends BidirectionalOptions {
  /**
   * Record at most this many steps (default 100,000, at most 2^31 - 1); the search itself always
   * runs to its end.
   */
  readonly maxEvents?: number;
}

const traceOptionsSchema = optionsSchema({
  ...searchOptionShape,
  reverse: reverseSchema.optional(),
  maxEvents: maxEventsSchema.optional(),
});

/** One search from both ends, its result and (up to a budget) every step it took. */
export interface BidirectionalTrace extends BidirectionalResult {
  /** Moves from the start to each state the start's side saw (-1 for the others). */
  readonly fromStart: Int32Array;
  /** Moves from each state the goal's side saw to the goal (-1 for the others). */
  readonly toGoal: Int32Array;
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
  };
  /** False when `maxEvents` ran out before the last step: the result is still the whole search's. */
  readonly complete: boolean;
}

/**
 * `bidirectionalPath` as a textbook writes it, every step recorded for a page to replay: the same
 * search (the same states expanded in the same order, the same path), with its two queues — the
 * two frontiers — in the events. The side with fewer states waiting expands its whole next level
 * (on a tie, the side less deep), from the start along the moves and from the goal along `reverse`
 * (absent: found out, as `bidirectionalPath` does), until a move reaches a state the other side
 * has seen.
 *
 *     queue[start side] ← [start]; queue[goal side] ← [goal]
 *     while neither queue is empty:
 *       side ← the side with fewer states waiting
 *       for each state of its next level, taken from the front of its queue:
 *         for each next in its moves (backwards, on the goal's side):
 *           if next is seen by this side: skip it
 *           mark next seen by this side; parent[side][next] ← state
 *           if next is seen by the other side: the path is start … next … goal, stop
 *           put next at the back of its queue
 *     no path
 *
 * The arguments are checked first (`E_USAGE` naming the one at fault), the memory before anything
 * is allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default); a state `moves` writes
 * outside the graph or a count past `maxDegree` stops it (`E_USAGE`). An error thrown by `moves`
 * passes through unchanged.
 *
 * Cost: O(V + E) time for the V states and E moves reached from both sides, after O(E × maxDegree)
 * once to check the moves backwards; 24 bytes per state of the graph plus 15 per expanded state,
 * 4·(size + E) when the moves backwards are built, and 26 per recorded step (the record and its
 * copy), at most `maxEvents` of them.
 */
export function traceBidirectional(
  graph: IntGraph,
  start: number,
  goal: number,
  options: BidirectionalTraceOptions = {},
): BidirectionalTrace {
  const forward = checkGraph(graph);
  const { size, maxDegree } = forward;
  checkState('start', start, size);
  checkState('goal', goal, size);
  const checked = checkEngineOptions(traceOptionsSchema, options);
  const given = checked.reverse === undefined ? undefined : checkReverse(checked.reverse, size);
  const maxEvents = checked.maxEvents ?? 100_000;
  const budget = new MemoryBudget(checked.maxMemory);
  budget.reserve(54 * size + 26 * maxEvents + 4 * Math.max(maxDegree, given?.maxDegree ?? 0));
  const { reverse } = movesBackwards(forward, [start, goal], given, budget, checked.signal);
  const kind = new Uint8Array(maxEvents);
  const sideOf = new Uint8Array(maxEvents);
  const stateOf = new Int32Array(maxEvents);
  const fromOf = new Int32Array(maxEvents);
  let count = 0;
  let complete = true;
  const record = (what: number, s: number, state: number, from: number) => {
    if (count === maxEvents) {
      complete = false;
      return;
    }
    kind[count] = what;
    sideOf[count] = s;
    stateOf[count] = state;
    fromOf[count] = from;
    count++;
  };

  const sides = [forward, reverse].map((moves) => ({
    moves,
    level: new Int32Array(size).fill(-1),
    toward: new Int32Array(size),
    queue: new Int32Array(size),
  }));
  const heads = [0, 0];
  const tails = [1, 1];
  const depth = [0, 0];
  sides[0].queue[0] = start;
  sides[0].level[start] = 0;
  sides[1].queue[0] = goal;
  sides[1].level[goal] = 0;
  record(START, 0, start, -1);
  record(START, 1, goal, -1);
  let expanded: Int32Array = new Int32Array(256);
  let side = new Uint8Array(256);
  let explored = 0;
  const out = new Int32Array(Math.max(maxDegree, reverse.maxDegree));
  const finish = (path: Int32Array | null): BidirectionalTrace => {
    if (path === null) record(EXHAUSTED, 0, -1, -1);
    else for (const state of path) record(PATH, 0, state, -1);
    return {
      reachable: path !== null,
      moves: path === null ? null : path.length - 1,
      path,
      explored,
      expanded: expanded.slice(0, explored),
      side: side.slice(0, explored),
      fromStart: sides[0].level,
      toGoal: sides[1].level,
      events: {
        kind: kind.slice(0, count),
        side: sideOf.slice(0, count),
        state: stateOf.slice(0, count),
        from: fromOf.slice(0, count),
      },
      complete,
    };
  };
  if (start === goal) {
    record(MEET, 0, start, -1);
    return finish(Int32Array.of(start));
  }

  for (;;) {
    const waiting = [tails[0] - heads[0], tails[1] - heads[1]];
    if (waiting[0] === 0 || waiting[1] === 0) return finish(null);
    const s = waiting[0] < waiting[1] || (waiting[0] === waiting[1] && depth[0] <= depth[1]) ? 0 : 1;
    depth[s]++;
    record(LEVEL, s, depth[s], -1);
    const { moves, level, toward, queue } = sides[s];
    const other = sides[1 - s];
    const end = tails[s];
    while (heads[s] < end) {
      const state = queue[heads[s]++];
      if ((explored & 0xffff) === 0) throwIfAborted(checked.signal);
      if (explored === expanded.length) {
        expanded = doubled(expanded);
        const bigger = new Uint8Array(side.length * 2);
        bigger.set(side);
        side = bigger;
      }
      side[explored] = s;
      expanded[explored++] = state;
      record(DEQUEUE, s, state, -1);
      const name = s === 0 ? 'graph' : 'reverse';
      const count = movesCount(state, moves.moves(state, out), moves.maxDegree, name);
      for (let i = 0; i < count; i++) {
        const next = out[i];
        if (next < 0 || next >= size) throw badMove(state, next, size, name);
        if (level[next] >= 0) {
          record(SEEN, s, next, state);
          continue;
        }
        level[next] = level[state] + 1;
        toward[next] = state;
        queue[tails[s]++] = next;
        if (other.level[next] >= 0) {
          record(MEET, s, next, state);
          return finish(checkedPath(forward, joined(sides, start, goal, next)));
        }
        record(ENQUEUE, s, next, state);
      }
    }
  }
}
