import { checkValue, optionsSchema, wholeNumber } from '../options.js';
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  intSearchOptionsSchema,
  movesCount,
} from './check-graph.js';
import { checkpoint, type IntGraph, type IntPath, type IntSearchOptions } from './int-graph.js';
import { readSink, sinkSchema } from './sink.js';

// How often (in expanded states) a search looks at its AbortSignal: rare enough to cost nothing.
const ABORT_CHECK_MASK = 0xffff;

// Any whole number of states: a puzzle asks for a size past MAX_GRAPH_STATES to say how far past.
const sizeSchema = wholeNumber(0);

/**
 * Bytes `shortestIntPath` allocates for a graph of `size` states (a whole number from 0, else
 * `E_USAGE`): the parents, three bit sets and two level lists, about 4.5 per state (and 4 per
 * move of `maxDegree` for its buffer, not counted here). Cost: O(1).
 */
export function intSearchBytes(size: number): number {
  checkValue('size', sizeSchema, size);
  return 4 * size + 3 * Math.ceil(size / 8) + 2 * Math.max(1024, Math.ceil(size / 64));
}

/**
 * What `shortestIntPath` tells its `sink` of each step, in the order it takes them (every method is
 * optional). A move is `from`'s `move`-th, counted from 0 in the order `graph.moves` wrote them.
 */
export interface BreadthSink {
  /** The start is seen and goes into the queue. */
  start?(state: number): void;
  /** `state` is taken from the front of the queue to be expanded. */
  dequeue?(state: number): void;
  /** A move from `from` leads to `next`, seen already: it is skipped. */
  seen?(next: number, from: number, move: number): void;
  /** A move leads to `next`, new: it is seen, its parent is `from`, and it joins the back of the queue. */
  enqueue?(next: number, from: number, move: number): void;
  /**
   * A move leads to `next`, new, and a goal: its parent is `from`, and the search stops (`from`
   * and `move` are -1 when the start is a goal).
   */
  goal?(next: number, from: number, move: number): void;
}

const BREADTH_SINK = ['start', 'dequeue', 'seen', 'enqueue', 'goal'] as const;

/** The options of `shortestIntPath`: those of every breadth-first search, and an observer. */
export interface ShortestPathOptions extends IntSearchOptions {
  /** Told each step of the search (see `BreadthSink`); an error it throws passes through. */
  readonly sink?: BreadthSink;
}

const shortestPathOptionsSchema = optionsSchema({
  ...intSearchOptionsSchema.shape,
  sink: sinkSchema.optional(),
});

/**
 * Breadth-first search from `start` to the first state that is `goal` (or satisfies it), over
 * integer states, one level at a time. Visited marks are a bit set; parents an `Int32Array`
 * written once per state. A level is kept both as a bit set and, while it is small, as a list:
 * small levels are expanded from the list, big ones by scanning the bit set in increasing state
 * order, so that the reads of the moves and the writes of the parents sweep memory forwards
 * instead of jumping about (on a ten-million-square board most of the time is cache misses).
 * The goal test runs when a state is first seen, so the search stops one level early.
 *
 * Every argument is checked first (`E_USAGE` naming it), and the memory before anything is
 * allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default); a state `graph.moves` writes
 * outside the graph, or a count that is not a whole number up to `maxDegree`, stops the search with
 * `E_USAGE`. An error thrown by `graph.moves`, `goal` or `progress` passes through unchanged.
 *
 * With `options.sink` the search tells it each step (`BreadthSink`), and keeps every level
 * whole in one queue, so it takes the states in the order it saw them, as the textbook's queue
 * does: the same levels and the same number of moves as unwatched, but where a level outgrows its
 * list (over max(256, size/256) states) another of the shortest paths may come first. Whether
 * there is a sink is asked once, at the entry: a search without one runs a loop that never looks.
 *
 * Cost: O(V + E) time for the V states and E moves reached, plus size/32 word reads for each level
 * expanded from its bit set (only levels holding more than 1/8 as many states as there are
 * words); about 4.5 bytes per state (`intSearchBytes`), 4 more with a sink. `explored` counts the
 * states expanded.
 */
export function shortestIntPath(
  graph: IntGraph,
  start: number,
  goal: number | ((state: number) => boolean),
  options: ShortestPathOptions = {},
): IntPath {
  const { size, maxDegree, moves } = checkGraph(graph);
  checkState('start', start, size);
  if (typeof goal !== 'function') checkState('goal', goal, size);
  const checked = checkEngineOptions(shortestPathOptionsSchema, options);
  const isGoal = typeof goal === 'number' ? (state: number) => state === goal : goal;
  // Told to a sink, each step is a call: that search is a loop of its own, chosen here, once, so
  // the loop below has no sink to look for.
  if (checked.sink !== undefined) {
    const sink = readSink<BreadthSink>(checked.sink, BREADTH_SINK);
    return watchedSearch({ size, maxDegree, moves }, start, isGoal, checked, sink);
  }
  new MemoryBudget(checked.maxMemory).reserve(intSearchBytes(size) + 4 * maxDegree);
  if (isGoal(start)) return { reachable: true, moves: 0, path: Int32Array.of(start), explored: 0 };

  const words = (size + 31) >>> 5;
  const seen = new Int32Array(words);
  const parent = new Int32Array(size);
  const out = new Int32Array(maxDegree);
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
      if ((explored & ABORT_CHECK_MASK) === 0) checkpoint(checked, explored, depth);
      explored++;
      const count = movesCount(state, moves(state, out), maxDegree);
      for (let i = 0; i < count; i++) {
        const to = out[i];
        const word = to >>> 5;
        const bit = 1 << (to & 31);
        if (seen[word] & bit) continue;
        // Each state of the graph passes here once: a state outside it would come back for ever.
        if (to < 0 || to >= size) throw badMove(state, to, size);
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

/**
 * `shortestIntPath` told to `sink`: the same search with every level kept whole in one queue, the
 * levels one after another (the textbook's queue), each step told as it is taken. Cost: that of
 * the search, 4.5 bytes per state and 4 more for the queue, and a call per step.
 */
function watchedSearch(
  graph: IntGraph,
  start: number,
  isGoal: (state: number) => boolean,
  checked: ShortestPathOptions,
  sink: Required<BreadthSink>,
): IntPath {
  const { size, maxDegree, moves } = graph;
  new MemoryBudget(checked.maxMemory).reserve(intSearchBytes(size) + 4 * size + 4 * maxDegree);
  sink.start(start);
  if (isGoal(start)) {
    sink.goal(start, -1, -1);
    return { reachable: true, moves: 0, path: Int32Array.of(start), explored: 0 };
  }
  const seen = new Int32Array((size + 31) >>> 5);
  const parent = new Int32Array(size);
  const queue = new Int32Array(size);
  const out = new Int32Array(maxDegree);
  seen[start >>> 5] |= 1 << (start & 31);
  parent[start] = start;
  queue[0] = start;
  let tail = 1;
  let depth = 0;
  let levelEnd = 1; // where the level being expanded ends in the queue
  for (let head = 0; head < tail; head++) {
    if (head === levelEnd) {
      depth++;
      levelEnd = tail;
    }
    if ((head & ABORT_CHECK_MASK) === 0) checkpoint(checked, head, depth);
    const state = queue[head];
    sink.dequeue(state);
    const count = movesCount(state, moves(state, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const to = out[i];
      const word = to >>> 5;
      const bit = 1 << (to & 31);
      if (seen[word] & bit) {
        sink.seen(to, state, i);
        continue;
      }
      if (to < 0 || to >= size) throw badMove(state, to, size);
      seen[word] |= bit;
      parent[to] = state;
      if (isGoal(to)) {
        sink.goal(to, state, i);
        return found(parent, start, to, head + 1);
      }
      queue[tail++] = to;
      sink.enqueue(to, state, i);
    }
  }
  return { reachable: false, moves: null, path: null, explored: tail };
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
 * Checked as `shortestIntPath` is.
 *
 * Cost: O(V + E) time for the states and moves reached; 8·size bytes (and 4 per `maxDegree`).
 */
export function intLevels(graph: IntGraph, start: number, options: IntSearchOptions = {}): Int32Array {
  const { size, maxDegree, moves } = checkGraph(graph);
  checkState('start', start, size);
  const checked = checkEngineOptions(intSearchOptionsSchema, options);
  new MemoryBudget(checked.maxMemory).reserve(8 * size + 4 * maxDegree);
  const level = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  const out = new Int32Array(maxDegree);
  level[start] = 0;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    if ((head & ABORT_CHECK_MASK) === 0) checkpoint(checked, head, level[queue[head]]);
    const state = queue[head++];
    const count = movesCount(state, moves(state, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (level[next] !== -1) {
        if (next < 0 || next >= size) throw badMove(state, next, size);
        continue;
      }
      level[next] = level[state] + 1;
      queue[tail++] = next;
    }
  }
  return level;
}
