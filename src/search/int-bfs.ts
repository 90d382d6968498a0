import { checkValue, wholeNumber } from '../options.js';
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
  const { size, maxDegree, moves } = checkGraph(graph);
  checkState('start', start, size);
  if (typeof goal !== 'function') checkState('goal', goal, size);
  const checked = checkEngineOptions(intSearchOptionsSchema, options);
  new MemoryBudget(checked.maxMemory).reserve(intSearchBytes(size) + 4 * maxDegree);
  const isGoal = typeof goal === 'number' ? (state: number) => state === goal : goal;
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
