import { throwIfAborted } from '../errors.js';
import { optionsSchema, switchSchema, wholeNumber } from '../options.js';
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
import type { IntGraph, SearchLimits } from './int-graph.js';

/** Options for `traceBacktracking`. */
export interface TraceOptions extends SearchLimits {
  /**
   * Stop recording after this many steps (default 100 000, at most 2^31 - 1): enough to watch,
   * bounded in memory.
   */
  readonly maxEvents?: number;
  /**
   * Walk on after each path found (stepping back out of the goal) until every simple path has been
   * walked, in the order `simplePaths` gives them; default false: stop at the first.
   */
  readonly all?: boolean;
}

/** `maxEvents` of the traces: a whole number of steps an Int32Array can hold. */
export const maxEventsSchema = wholeNumber(0, MAX_GRAPH_STATES);

const traceOptionsSchema = optionsSchema({
  ...searchOptionShape,
  maxEvents: maxEventsSchema.optional(),
  all: switchSchema.optional(),
});

/** The textbook backtracking, step by step. */
export interface BacktrackTrace {
  /**
   * The steps in order: `state` (≥ 0) when the search steps onto a state, `~state` (< 0) when it
   * backs out of it.
   */
  readonly events: Int32Array;
  /** The (first) path it found (start … goal), or null if there is none or the recording stopped first. */
  readonly path: Int32Array | null;
  /** Paths found within the recorded steps: each is a step onto the goal (at most 1 without `all`). */
  readonly found: number;
  /** False when `maxEvents` ran out before the search ended. */
  readonly complete: boolean;
}

/**
 * Plain depth-first backtracking from `start` to `goal` as the textbook writes it — try each
 * state's moves in the order `graph.moves` writes them, never step onto a state already on the
 * path, back out of a state when its moves are used up — recorded step by step so a page can show
 * every step in and every step back. Unlike `firstSimplePath` it does not prune, so the dead ends
 * it walks into are the ones a student sees; it finds the same first path. With `all` it walks on
 * after each path found (a step onto the goal, then a step back out of it) to the end, through
 * every simple path in the order `simplePaths` gives them.
 *
 * The arguments are checked first (`E_USAGE` naming the one at fault), the memory before anything
 * is allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default); a state `moves` writes
 * outside the graph or a count past `maxDegree` stops it (`E_USAGE`). An error thrown by `moves`
 * passes through unchanged.
 *
 * Cost: O(events × maxDegree) time (each step recomputes the moves of the state on top); 9 bytes
 * per state plus 8 per recorded event (the record and its copy). Without pruning the number of
 * steps can grow exponentially with the grid: `maxEvents` bounds it.
 */
export function traceBacktracking(
  graph: IntGraph,
  start: number,
  goal: number,
  options: TraceOptions = {},
): BacktrackTrace {
  const { size, maxDegree, moves: movesOf } = checkGraph(graph);
  checkState('start', start, size);
  checkState('goal', goal, size);
  const checked = checkEngineOptions(traceOptionsSchema, options);
  const maxEvents = checked.maxEvents ?? 100_000;
  new MemoryBudget(checked.maxMemory).reserve(9 * size + 8 * maxEvents + 4 * maxDegree);
  const events = new Int32Array(maxEvents);
  let count = 0;
  const onPath = new Uint8Array(size);
  const stack = new Int32Array(size); // the path, start at 0
  const tried = new Int32Array(size); // how many moves of stack[d] have been tried
  const out = new Int32Array(maxDegree);
  let found = 0;
  let first: Int32Array | null = null;
  const result = (complete: boolean, path: Int32Array | null): BacktrackTrace => ({
    events: events.slice(0, count),
    path,
    found,
    complete,
  });

  if (maxEvents === 0) return result(false, null);
  events[count++] = start;
  if (start === goal) {
    found = 1;
    return result(true, Int32Array.of(start));
  }
  onPath[start] = 1;
  stack[0] = start;
  let depth = 0;
  while (depth >= 0) {
    if ((count & 0xfff) === 0) throwIfAborted(checked.signal);
    if (count === maxEvents) return result(false, first);
    const state = stack[depth];
    const moves = movesCount(state, movesOf(state, out), maxDegree);
    let next = -1;
    while (tried[depth] < moves) {
      const candidate = out[tried[depth]++];
      if (candidate < 0 || candidate >= size) throw badMove(state, candidate, size);
      if (!onPath[candidate]) {
        next = candidate;
        break;
      }
    }
    if (next < 0) {
      events[count++] = ~state;
      onPath[state] = 0;
      tried[depth] = 0;
      depth--;
      continue;
    }
    events[count++] = next;
    if (next === goal) {
      found++;
      first ??= stack.slice(0, depth + 2).fill(next, depth + 1);
      if (!checked.all) return result(true, first);
      // On to the next path: back out of the goal at once (when there is room to record it).
      if (count === maxEvents) return result(false, first);
      events[count++] = ~next;
      continue;
    }
    onPath[next] = 1;
    stack[++depth] = next;
  }
  return result(true, first);
}
