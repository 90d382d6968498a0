// How many shortest paths lead from one state to another: breadth-first search that adds up, for
// each state, the ways into it from the level before. A path is a sequence of states, so two moves
// from one state to the same state (two faces of a die that end on one square) are one way.
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  intSearchOptionsSchema,
  movesCount,
} from './check-graph.js';
import { checkpoint, type IntGraph, type IntSearchOptions } from './int-graph.js';

// How often (in expanded states) the count looks at its AbortSignal.
const ABORT_CHECK_MASK = 0xffff;

/** Bytes a state `countShortestPaths` takes in its first pass: distance, queue, ways (a double), a mark. */
const BYTES_PER_STATE = 20;

/** The fewest moves from the start to the goal and how many shortest paths there are. */
export interface ShortestCount {
  /** The fewest moves, or null when the goal cannot be reached. */
  readonly moves: number | null;
  /** How many shortest paths (sequences of states) lead from the start to the goal: 0n when none. */
  readonly count: bigint;
  /** States expanded. */
  readonly explored: number;
}

/**
 * Bytes `countShortestPaths` takes before any count passes 2^53, for a graph of `size` states:
 * 20 a state. Cost: O(1).
 */
function countShortestBytes(size: number): number {
  return BYTES_PER_STATE * size;
}

/**
 * The fewest moves from `start` to `goal` and the exact number of shortest paths between them: the
 * paths of the search's level graph, where a move counts when it goes from one level to the next.
 * The ways into each state are added up level by level as doubles; a count past 2^53 (where
 * doubles stop being exact) is counted again with BigInt, on the states of the level graph that
 * lead on to the goal only (whose counts are all at most the goal's). A path is a sequence of
 * states: moves from one state that reach the same state twice count once.
 *
 * Checked as `shortestIntPath` is: the graph, the states, the options; the memory before it is
 * allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default), the BigInt pass's as well
 * before it starts (its numbers are at most as long as the goal's count).
 *
 * Cost: O(V + E) time for the V states and E moves up to the goal's level, 20 bytes a state
 * (`countShortestBytes`); when the count passes 2^53, once more O(V + E) additions of numbers of
 * b bits (b the bits of the count, O(E·b/64) word operations), 5 bytes a state and about 24 + b/8
 * bytes a state of the level graph.
 */
export function countShortestPaths(
  graph: IntGraph,
  start: number,
  goal: number,
  options: IntSearchOptions = {},
): ShortestCount {
  const { size, maxDegree, moves } = checkGraph(graph);
  checkState('start', start, size);
  checkState('goal', goal, size);
  const checked = checkEngineOptions(intSearchOptionsSchema, options);
  const budget = new MemoryBudget(checked.maxMemory);
  budget.reserve(countShortestBytes(size) + 4 * maxDegree);
  if (start === goal) return { moves: 0, count: 1n, explored: 0 };

  const distance = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  const ways = new Float64Array(size);
  // mark[v] = u + 1 while u is expanded and has already counted a move to v.
  const mark = new Int32Array(size);
  const out = new Int32Array(maxDegree);
  distance[start] = 0;
  ways[start] = 1;
  queue[0] = start;
  let tail = 1;
  let head = 0;
  for (; head < tail; head++) {
    const state = queue[head];
    const level = distance[state];
    // Every state of the goal's level has been reached: nothing after them adds to its ways.
    if (distance[goal] !== -1 && level >= distance[goal]) break;
    if ((head & ABORT_CHECK_MASK) === 0) checkpoint(checked, head, level);
    const count = movesCount(state, moves(state, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (!(next >= 0 && next < size)) throw badMove(state, next, size);
      if (mark[next] === state + 1) continue;
      mark[next] = state + 1;
      if (distance[next] === -1) {
        distance[next] = level + 1;
        queue[tail++] = next;
      }
      if (distance[next] === level + 1) ways[next] += ways[state];
    }
  }
  const explored = head;
  if (distance[goal] === -1) return { moves: null, count: 0n, explored };
  const fewest = distance[goal];
  // Every way into the goal is at most the goal's count: below 2^53 each sum was exact.
  if (ways[goal] <= Number.MAX_SAFE_INTEGER) return { moves: fewest, count: BigInt(ways[goal]), explored };
  const count = bigCount(moves, maxDegree, out, distance, queue, tail, mark, goal, budget, checked);
  return { moves: fewest, count, explored };
}

// The count again with BigInt, on the states of the level graph that lead on to the goal: first
// marked from the goal backwards (in the queue's order reversed), then counted forwards.
function bigCount(
  moves: IntGraph['moves'],
  maxDegree: number,
  out: Int32Array,
  distance: Int32Array,
  queue: Int32Array,
  tail: number,
  mark: Int32Array,
  goal: number,
  budget: MemoryBudget,
  options: IntSearchOptions,
): bigint {
  const fewest = distance[goal];
  const size = distance.length;
  budget.reserve(size);
  const leads = new Uint8Array(size);
  leads[goal] = 1;
  let states = 1;
  for (let at = tail - 1; at >= 0; at--) {
    const state = queue[at];
    if (distance[state] >= fewest) continue;
    const count = movesCount(state, moves(state, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (!(next >= 0 && next < size)) throw badMove(state, next, size);
      if (distance[next] === distance[state] + 1 && leads[next] === 1) {
        leads[state] = 1;
        states++;
        break;
      }
    }
  }
  // No count on the level graph is longer than the goal's: at most `fewest` moves of `maxDegree`.
  const bits = Math.ceil(fewest * Math.log2(Math.max(2, maxDegree))) + 1;
  budget.reserve(4 * size + states * (8 + 24 + 8 * Math.ceil(bits / 64)));
  const slot = new Int32Array(size).fill(-1);
  const ways: bigint[] = [];
  mark.fill(0);
  for (let at = 0; at < tail; at++) {
    const state = queue[at];
    if (leads[state] !== 1) continue;
    slot[state] = ways.length;
    ways.push(at === 0 ? 1n : 0n);
  }
  for (let at = 0; at < tail; at++) {
    const state = queue[at];
    if (leads[state] !== 1 || state === goal) continue;
    if ((at & ABORT_CHECK_MASK) === 0) checkpoint(options, at, distance[state]);
    const from = ways[slot[state]];
    const count = movesCount(state, moves(state, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (!(next >= 0 && next < size)) throw badMove(state, next, size);
      if (mark[next] === state + 1 || leads[next] !== 1 || distance[next] !== distance[state] + 1) continue;
      mark[next] = state + 1;
      ways[slot[next]] += from;
    }
  }
  return ways[slot[goal]];
}
