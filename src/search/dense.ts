import { BoardpathError } from '../errors.js';

/**
 * A graph whose states are the integers `0 … size-1`. Every puzzle encodes its states this way
 * (snakes: square; maze: row × columns + column; tokens: red × cells + blue), so the engine needs no
 * objects, strings, `Map` or `Set`, and its memory is a few typed arrays of `size` entries.
 */
export interface IntGraph {
  /** The number of states; states are `0 … size-1`. */
  readonly size: number;
  /** The most moves out of any one state: the engine's scratch buffer holds this many. */
  readonly maxDegree: number;
  /** Writes the states one move from `state` into `out`, from index 0, and returns how many. */
  moves(state: number, out: Int32Array): number;
}

/** What the integer engine found: the path (start and goal included) or that the goal is unreachable. */
export type IntPath =
  | { readonly reachable: true; readonly moves: number; readonly path: Int32Array; readonly explored: number }
  | { readonly reachable: false; readonly moves: null; readonly path: null; readonly explored: number };

/** Told now and then how far a long search has got: states explored and the current depth. */
export type Progress = (explored: number, depth: number) => void;

/** Options shared by the engine's searches. */
export interface IntSearchOptions {
  /** Stop the search (with a `BoardpathError` of code `E_ABORTED`) when this signal fires. */
  readonly signal?: AbortSignal;
  /** Called every 65,536 states explored (the CLI shows it on a terminal's stderr). */
  readonly progress?: Progress;
}

/** Bytes `shortestIntPath` allocates for a graph of `size` states: two Int32Arrays and a bit set. */
export function intSearchBytes(size: number): number {
  return 8 * size + Math.ceil(size / 8);
}

// How often (in expanded states) a search looks at its AbortSignal: rare enough to cost nothing.
const ABORT_CHECK_MASK = 0xffff;

function checkAbort(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new BoardpathError('E_ABORTED', 'search cancelled');
}

/** The periodic check of every search loop: cancelled? and tell progress. */
export function checkpoint(options: IntSearchOptions, explored: number, depth: number): void {
  checkAbort(options.signal);
  options.progress?.(explored, depth);
}

/**
 * Breadth-first search from `start` to the first state that is `goal` (or satisfies it), over
 * integer states. Visited marks are a bit set (size/8 bytes, small enough to stay in cache, which is
 * where most of the time goes on big graphs), parents an `Int32Array` written once per state, the
 * queue an `Int32Array` with a head index; the goal test runs when a state is first seen, so the
 * search stops one level early.
 *
 * Cost: O(V + E) time for the V states and E moves reached; 8.125 bytes per state
 * (`intSearchBytes`). `explored` counts the states taken off the queue.
 */
export function shortestIntPath(
  graph: IntGraph,
  start: number,
  goal: number | ((state: number) => boolean),
  options: IntSearchOptions = {},
): IntPath {
  const { size } = graph;
  if (!Number.isInteger(start) || start < 0 || start >= size) {
    throw new RangeError(`start state ${start} is outside 0…${size - 1}`);
  }
  const isGoal = typeof goal === 'number' ? (state: number) => state === goal : goal;
  if (isGoal(start)) return { reachable: true, moves: 0, path: Int32Array.of(start), explored: 0 };

  const seen = new Int32Array((size + 31) >>> 5);
  const parent = new Int32Array(size);
  const queue = new Int32Array(size);
  const out = new Int32Array(graph.maxDegree);
  seen[start >>> 5] |= 1 << (start & 31);
  parent[start] = start;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  let depth = 0;
  let levelEnd = 1; // the queue index where the next level starts
  while (head < tail) {
    if (head === levelEnd) {
      depth++;
      levelEnd = tail;
    }
    if ((head & ABORT_CHECK_MASK) === 0) checkpoint(options, head, depth);
    const state = queue[head++];
    const count = graph.moves(state, out);
    for (let i = 0; i < count; i++) {
      const next = out[i];
      const word = next >>> 5;
      const bit = 1 << (next & 31);
      if (seen[word] & bit) continue;
      seen[word] |= bit;
      parent[next] = state;
      if (isGoal(next)) return found(parent, start, next, head);
      queue[tail++] = next;
    }
  }
  return { reachable: false, moves: null, path: null, explored: head };
}

function found(parent: Int32Array, start: number, goal: number, explored: number): IntPath {
  let moves = 0;
  for (let state = goal; state !== start; state = parent[state]) moves++;
  const path = new Int32Array(moves + 1);
  for (let state = goal, i = moves; i >= 0; state = parent[state], i--) path[i] = state;
  return { reachable: true, moves, path, explored };
}

/**
 * The number of moves from `start` to every state (-1 where unreachable): the search's levels, as
 * the page animates them and as tests compare them.
 *
 * Cost: O(V + E) time for the states and moves reached; 8·size bytes.
 */
export function intLevels(graph: IntGraph, start: number, options: IntSearchOptions = {}): Int32Array {
  const level = new Int32Array(graph.size).fill(-1);
  const queue = new Int32Array(graph.size);
  const out = new Int32Array(graph.maxDegree);
  level[start] = 0;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    if ((head & ABORT_CHECK_MASK) === 0) checkpoint(options, head, level[queue[head]]);
    const state = queue[head++];
    const count = graph.moves(state, out);
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (level[next] !== -1) continue;
      level[next] = level[state] + 1;
      queue[tail++] = next;
    }
  }
  return level;
}
