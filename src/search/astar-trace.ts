import { throwIfAborted } from '../errors.js';
import { optionsSchema } from '../options.js';
import { checkedHeuristic, type ExpansionResult } from './astar.js';
import { maxEventsSchema } from './backtrack-trace.js';
import {
  MAX_GRAPH_STATES,
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  movesCount,
  searchOptionShape,
} from './check-graph.js';
import { doubled, type IntGraph, type SearchLimits } from './int-graph.js';

/**
 * What one step of a traced A* search did, in the order the search does it:
 * - `start`: the start goes into the open list with cost 0;
 * - `expand`: the state first in the open list is taken out to be expanded (it is closed from then);
 * - `closed`: one of its moves leads to a state already expanded: skip it;
 * - `worse`: a move leads to a state in the open list by a path no shorter: skip it;
 * - `push`: a move leads to a new state: its parent and cost are set, it joins the open list;
 * - `better`: a move leads to a state in the open list by a shorter path: its parent, cost and place
 *   in the open list change;
 * - `goal`: the goal is first in the open list: the search stops;
 * - `path`: one step of rebuilding the path, from the goal back through the parents to the start;
 * - `exhausted`: the open list is empty and the goal was never taken from it: there is no path.
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

/** The name of a traced A* step: see `ASTAR_EVENTS`. */
export type AStarEvent = (typeof ASTAR_EVENTS)[number];

const START = 0;
const EXPAND = 1;
const CLOSED = 2;
const WORSE = 3;
const PUSH = 4;
const BETTER = 5;
const GOAL = 6;
const PATH = 7;
const EXHAUSTED = 8;

/** Options for `traceAStar`. */
export interface AStarTraceOptions extends SearchLimits {
  /**
   * Record at most this many steps (default 100,000, at most 2^31 - 1); the search itself always
   * runs to its end.
   */
  readonly maxEvents?: number;
}

const aStarTraceOptionsSchema = optionsSchema({
  ...searchOptionShape,
  maxEvents: maxEventsSchema.optional(),
});

/** One A* search, its result and (up to a budget) every step it took. */
export interface AStarTrace extends ExpansionResult {
  /** The fewest moves found from the start to each state reached (-1 for states never reached). */
  readonly cost: Int32Array;
  /** The state each reached state was last reached from by a shorter path (the start its own; -1). */
  readonly parent: Int32Array;
  /** The recorded steps, one entry per step in each of the arrays below. */
  readonly events: {
    /** Index into `ASTAR_EVENTS`. */
    readonly kind: Uint8Array;
    /** The state the step is about (for a move: the state it leads to). */
    readonly state: Int32Array;
    /** For a move: the state being expanded; for `path`: the state's parent; else -1. */
    readonly from: Int32Array;
    /** The moves from the start to `state` by this step's path (for `path`: its cost; else -1). */
    readonly cost: Int32Array;
    /** `heuristic(state)`, the moves at least left from `state` to the goal (-1 when not asked). */
    readonly estimate: Int32Array;
  };
  /** False when `maxEvents` ran out before the last step: the result is still the whole search's. */
  readonly complete: boolean;
}

/**
 * A* search from `start` to `goal` over a graph whose every move costs 1, as a textbook writes it
 * with an open list ordered by priority, every step recorded for a page to replay. The open list
 * is ordered by `f = cost + heuristic` (smallest first), ties going to the larger cost (the state
 * further along), then to the state that entered the open list, or last got a shorter path, first:
 * so a page that keeps the open list as the events say, sorted by those three keys, always shows
 * first the state the search takes next. A state is expanded at most once; the goal is reached when
 * it is first in the open list, and is not counted as expanded.
 *
 *     open ← [start]; cost[start] ← 0
 *     while open is not empty:
 *       state ← take the first of open (smallest cost + heuristic)
 *       if state = goal: rebuild the path from goal through parent, stop
 *       for each next in moves(state):
 *         if next is closed, or in open by a path no longer: skip it
 *         cost[next] ← cost[state] + 1; parent[next] ← state; put next in open by its priority
 *     no path
 *
 * `heuristic` must be consistent (0 at the goal, never dropping by more than 1 along a move: on a
 * grid, Manhattan distance for 2 and 4 moves, Chebyshev for 8) for the path to be a shortest one.
 * The arguments are checked first (`E_USAGE` naming the one at fault, an estimate that is not a
 * number from 0 to 2^31 - 1 included; a fraction is dropped), the memory before anything is
 * allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default, the open list counted as it
 * grows); a state `moves` writes outside the graph or a count past `maxDegree` stops it (`E_USAGE`).
 * An error thrown by `moves` or `heuristic` passes through unchanged.
 *
 * Cost: O((V + E) log E) time for the V states and E moves reached; 17 bytes per state of the
 * graph (cost, parent, the closed marks, the expanded states growing by doubling), 20 per open-list
 * entry (at most one per move reached, growing by doubling), and 34 per recorded step (the record
 * and its copy), at most `maxEvents` of them.
 */
export function traceAStar(
  graph: IntGraph,
  start: number,
  goal: number,
  heuristic: (state: number) => number,
  options: AStarTraceOptions = {},
): AStarTrace {
  const { size, maxDegree, moves: movesOf } = checkGraph(graph);
  checkState('start', start, size);
  checkState('goal', goal, size);
  const estimate = checkedHeuristic(heuristic);
  const checked = checkEngineOptions(aStarTraceOptionsSchema, options);
  const maxEvents = checked.maxEvents ?? 100_000;
  const budget = new MemoryBudget(checked.maxMemory);
  budget.reserve(17 * size + 34 * maxEvents + 4 * maxDegree);
  const kind = new Uint8Array(maxEvents);
  const stateOf = new Int32Array(maxEvents);
  const fromOf = new Int32Array(maxEvents);
  const costOf = new Int32Array(maxEvents);
  const estimateOf = new Int32Array(maxEvents);
  let count = 0;
  let complete = true;
  const record = (what: number, state: number, from: number, g: number, h: number) => {
    if (count === maxEvents) {
      complete = false;
      return;
    }
    kind[count] = what;
    stateOf[count] = state;
    fromOf[count] = from;
    costOf[count] = g;
    estimateOf[count] = h;
    count++;
  };

  const cost = new Int32Array(size).fill(-1);
  const parent = new Int32Array(size).fill(-1);
  const closed = new Uint8Array(size);
  const out = new Int32Array(maxDegree);
  const open = new OpenList(budget);
  let expanded: Int32Array = new Int32Array(256);
  let explored = 0;
  cost[start] = 0;
  parent[start] = start;
  const first = estimate(start);
  open.push(start, Math.min(first, MAX_GRAPH_STATES), 0);
  record(START, start, -1, 0, first);
  let reached = -1;
  while (open.length > 0) {
    const state = open.pop();
    // An entry left behind when its state got a shorter path: the state is already gone from the open list.
    if (closed[state]) continue;
    if (state === goal) {
      record(GOAL, state, -1, cost[state], -1);
      reached = state;
      break;
    }
    closed[state] = 1;
    if ((explored & 0xffff) === 0) throwIfAborted(checked.signal);
    if (explored === expanded.length) {
      budget.reserve(4 * explored);
      expanded = doubled(expanded);
    }
    expanded[explored++] = state;
    record(EXPAND, state, -1, cost[state], -1);
    const moves = movesCount(state, movesOf(state, out), maxDegree);
    const g = cost[state] + 1;
    for (let i = 0; i < moves; i++) {
      const next = out[i];
      if (next < 0 || next >= size) throw badMove(state, next, size);
      if (closed[next]) {
        record(CLOSED, next, state, g, -1);
        continue;
      }
      if (cost[next] >= 0 && cost[next] <= g) {
        record(WORSE, next, state, g, -1);
        continue;
      }
      const better = cost[next] >= 0;
      cost[next] = g;
      parent[next] = state;
      const h = estimate(next);
      // Kept within an Int32 key: a state estimated that far is never taken before a nearer one.
      open.push(next, Math.min(g + h, MAX_GRAPH_STATES), g);
      record(better ? BETTER : PUSH, next, state, g, h);
    }
  }

  let path: Int32Array | null = null;
  if (reached < 0) record(EXHAUSTED, -1, -1, -1, -1);
  else {
    path = new Int32Array(cost[reached] + 1);
    for (let state = reached, i = path.length - 1; i >= 0; state = parent[state], i--) {
      path[i] = state;
      record(PATH, state, i === 0 ? -1 : parent[state], i, -1);
    }
  }
  return {
    reachable: path !== null,
    moves: path === null ? null : path.length - 1,
    path,
    explored,
    expanded: expanded.slice(0, explored),
    cost,
    parent,
    events: {
      kind: kind.slice(0, count),
      state: stateOf.slice(0, count),
      from: fromOf.slice(0, count),
      cost: costOf.slice(0, count),
      estimate: estimateOf.slice(0, count),
    },
    complete,
  };
}

// The open list as a binary heap keyed by (f, -g, order put in): smallest f first, then the larger
// g, then first come. Its growth is counted against the search's memory budget.
class OpenList {
  private states: Int32Array = new Int32Array(256);
  private f: Int32Array = new Int32Array(256);
  private g: Int32Array = new Int32Array(256);
  private order: Float64Array = new Float64Array(256);
  private pushed = 0;
  length = 0;

  constructor(private readonly budget: MemoryBudget) {}

  push(state: number, f: number, g: number): void {
    if (this.length === this.states.length) {
      this.budget.reserve(20 * 2 * this.length);
      this.budget.release(20 * this.length);
      this.states = doubled(this.states);
      this.f = doubled(this.f);
      this.g = doubled(this.g);
      const order = new Float64Array(this.order.length * 2);
      order.set(this.order);
      this.order = order;
    }
    const order = this.pushed++;
    let i = this.length++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(f, g, order, up)) break;
      this.move(up, i);
      i = up;
    }
    this.set(i, state, f, g, order);
  }

  pop(): number {
    const top = this.states[0];
    const last = --this.length;
    const [state, f, g, order] = [this.states[last], this.f[last], this.g[last], this.order[last]];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.before(this.f[child + 1], this.g[child + 1], this.order[child + 1], child))
        child++;
      if (!this.before(this.f[child], this.g[child], this.order[child], -1, f, g, order)) break;
      this.move(child, i);
      i = child;
    }
    this.set(i, state, f, g, order);
    return top;
  }

  // Whether (f, g, order) comes before entry `at`, or before (f2, g2, order2) when `at` is -1.
  private before(f: number, g: number, order: number, at: number, f2 = 0, g2 = 0, order2 = 0): boolean {
    if (at >= 0) [f2, g2, order2] = [this.f[at], this.g[at], this.order[at]];
    return f < f2 || (f === f2 && (g > g2 || (g === g2 && order < order2)));
  }

  private set(i: number, state: number, f: number, g: number, order: number): void {
    this.states[i] = state;
    this.f[i] = f;
    this.g[i] = g;
    this.order[i] = order;
  }

  private move(from: number, to: number): void {
    this.set(to, this.states[from], this.f[from], this.g[from], this.order[from]);
  }
}
