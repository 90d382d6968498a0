import { throwIfAborted } from '../errors.js';

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

/** Bytes `shortestIntPath` allocates for a graph of `size` states: the parents, three bit sets and two level lists. */
export function intSearchBytes(size: number): number {
  return 4 * size + 3 * Math.ceil(size / 8) + 2 * Math.max(1024, Math.ceil(size / 64));
}

// How often (in expanded states) a search looks at its AbortSignal: rare enough to cost nothing.
const ABORT_CHECK_MASK = 0xffff;

/** The periodic check of every search loop: cancelled? and tell progress. */
export function checkpoint(options: IntSearchOptions, explored: number, depth: number): void {
  throwIfAborted(options.signal);
  options.progress?.(explored, depth);
}

/**
 * Breadth-first search from `start` to the first state that is `goal` (or satisfies it), over
 * integer states, one level at a time. Visited marks are a bit set; parents an `Int32Array`
 * written once per state. A level is kept both as a bit set and, while it is small, as a list:
 * small levels are expanded from the list, big ones by scanning the bit set in increasing state
 * order, so that the reads of the moves and the writes of the parents sweep memory forwards
 * instead of jumping about (on a ten-million-square board most of the time is cache misses).
 * The goal test runs when a state is first seen, so the search stops one level early.
 *
 * Cost: O(V + E) time for the V states and E moves reached, plus size/32 word reads for each level
 * expanded from its bit set (only levels holding more than 1/8 as many states as there are
 * words); about 4.5 bytes per state (`intSearchBytes`). `explored` counts the states expanded.
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

  const words = (size + 31) >>> 5;
  const seen = new Int32Array(words);
  const parent = new Int32Array(size);
  const out = new Int32Array(graph.maxDegree);
  // The level being expanded and the next one, as bit sets and (while small) as lists.
  let levelBits = new Int32Array(words);
  let nextBits = new Int32Array(words);
  const listCapacity = Math.max(256, words >>> 3);
  let level = new Int32Array(listCapacity);
  let next = new Int32Array(listCapacity);
  let levelLength = 1;
  let levelListed = true;
  level[0] = start;
  seen[start >>> 5] |= 1 << (start & 31);
  parent[start] = start;
  let explored = 0;
  let depth = 0;

  for (;;) {
    let nextLength = 0;
    let nextListed = true;
    let nextCount = 0;
    let reached = -1;
    // Expands one state; returns the goal if a move reaches it, else -1.
    const expand = (state: number): number => {
      if ((explored & ABORT_CHECK_MASK) === 0) checkpoint(options, explored, depth);
      explored++;
      const count = graph.moves(state, out);
      for (let i = 0; i < count; i++) {
        const to = out[i];
        const word = to >>> 5;
        const bit = 1 << (to & 31);
        if (seen[word] & bit) continue;
        seen[word] |= bit;
        parent[to] = state;
        if (isGoal(to)) return to;
        nextBits[word] |= bit;
        nextCount++;
        if (nextLength < listCapacity) next[nextLength++] = to;
        else nextListed = false;
      }
      return -1;
    };
    if (levelListed) {
      for (let i = 0; i < levelLength && reached < 0; i++) {
        const state = level[i];
        levelBits[state >>> 5] &= ~(1 << (state & 31));
        reached = expand(state);
      }
    } else {
      for (let word = 0; word < words && reached < 0; word++) {
        let bits = levelBits[word];
        if (bits === 0) continue;
        levelBits[word] = 0;
        while (bits !== 0 && reached < 0) {
          const low = bits & -bits;
          bits ^= low;
          reached = expand((word << 5) | (31 - Math.clz32(low)));
        }
      }
    }
    if (reached >= 0) return found(parent, start, reached, explored);
    if (nextCount === 0) return { reachable: false, moves: null, path: null, explored };
    [level, next] = [next, level];
    [levelBits, nextBits] = [nextBits, levelBits];
    levelLength = nextLength;
    levelListed = nextListed;
    depth++;
  }
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

/**
 * A copy of `array` in an Int32Array twice as long (the rest zero), for lists that grow by
 * doubling. Cost: O(length) time, 8 bytes per element of `array`.
 */
export function doubled(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
