/**
 * Exact path counting on any graph by frontier-based dynamic programming with "mates" (Knuth's
 * SIMPATH): the edges are decided one by one, in and out, in an order given by the caller; between
 * two edges the frontier is the set of vertices with edges on both sides of the cut. A partial path
 * system is summarised by what each frontier vertex is to it (untouched, used up, or the end of a
 * piece whose other end is another frontier vertex or one of the two ends of the path), and
 * systems with the same summary extend in exactly the same ways, so each summary keeps only a
 * count of the systems it stands for. Unlike the planar count (count-paths.ts), pieces may cross,
 * so a piece's far end is named by its slot rather than by bracket nesting: this is what counts
 * paths with diagonal moves.
 *
 * A frontier vertex holds a slot from the moment its first edge is decided until its last one is;
 * a state's key is 4 bits per slot, in two 32-bit words, so the frontier may hold 13 vertices at
 * most (a code names any of the 13 slots, plus the three plain codes).
 */
import { BoardpathError, throwIfAborted } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import { outOfCountWork } from './count-paths.js';
import { addCount, countOf, widenIfNeeded } from './limbs.js';
import { frontierBytesPerState, StateSet } from './state-set.js';

/** The widest frontier the keys can hold: 13 vertices (4 bits each, codes 3 + slot ≤ 15). */
export const MAX_MATE_FRONTIER = 13;

/** The default work budget: frontier states handled, summed over the edges. */
const DEFAULT_MATE_WORK = 1e9;

/** No edge of the vertex chosen yet (for an end of the path: its one edge still to come). */
const UNTOUCHED = 0;
/** The vertex takes no more edges (an inner vertex with two, an end of the path with one). */
const DONE = 1;
/** The vertex ends a piece whose other end is the start or the goal. */
const SINGLE = 2;
/** `OPEN + slot`: the vertex ends a piece whose other end is the vertex in `slot`. */
const OPEN = 3;

/** Options of {@link countPathsByMates}. */
export interface MateCountOptions {
  /** Checked every 65,536 states; an aborted signal throws `E_ABORTED`. */
  readonly signal?: AbortSignal;
  /** The most bytes the frontier states may take (see `frontierBytesPerState`); past it, `E_MEMORY`. */
  readonly maxMemory?: number;
  /**
   * The work budget: the most frontier states handled, summed over the edges (default 10^9, some
   * tens of seconds); past it, `E_WORK`.
   */
  readonly maxWork?: number;
  /** Told after each edge: the edges decided so far, and the edges in all. */
  readonly progress?: Progress;
}

/** Where each edge's two vertices sit in the frontier, found once before the count. */
interface MatePlan {
  /** The slots of each edge's two ends. */
  readonly slotA: Int32Array;
  readonly slotB: Int32Array;
  /** Bit 0: the first end leaves the frontier after this edge; bit 1: the second does. */
  readonly leaves: Uint8Array;
  /** The most vertices in the frontier at once. */
  readonly width: number;
}

/**
 * The slots of every edge's ends when the edges (`edges[2i]`, `edges[2i + 1]`) are decided in
 * their order: a vertex takes the lowest free slot at its first edge and frees it after its last.
 * Cost: O(vertices + edges) time and memory.
 */
export function mateFrontier(vertices: number, edges: Int32Array): MatePlan {
  const count = edges.length >> 1;
  const last = new Int32Array(vertices).fill(-1);
  for (let e = 0; e < count; e++) {
    last[edges[2 * e]] = e;
    last[edges[2 * e + 1]] = e;
  }
  const slotOfVertex = new Int32Array(vertices).fill(-1);
  const free: number[] = [];
  let width = 0;
  const take = (vertex: number): number => {
    if (slotOfVertex[vertex] < 0) {
      free.sort((x, y) => y - x);
      slotOfVertex[vertex] = free.length > 0 ? (free.pop() as number) : width++;
    }
    return slotOfVertex[vertex];
  };
  const slotA = new Int32Array(count);
  const slotB = new Int32Array(count);
  const leaves = new Uint8Array(count);
  for (let e = 0; e < count; e++) {
    const a = edges[2 * e];
    const b = edges[2 * e + 1];
    slotA[e] = take(a);
    slotB[e] = take(b);
    if (last[a] === e) {
      leaves[e] |= 1;
      free.push(slotA[e]);
    }
    if (last[b] === e) {
      leaves[e] |= 2;
      free.push(slotB[e]);
    }
  }
  return { slotA, slotB, leaves, width };
}

/**
 * The exact number of simple paths from `start` to `goal` in the undirected graph on vertices
 * `0 … vertices-1` with the edges `edges[2i]`–`edges[2i + 1]` (no loops, no edge twice), the edges
 * decided in the order given: an order that keeps few vertices half-decided at once (for a grid,
 * cell by cell along its shorter side) keeps the count fast. `start === goal` gives 1n.
 *
 * Cost: time O(edges × states) and memory O(states × limbs) (`frontierBytesPerState` each, counts
 * in base-2^48 limbs), where the states at once grow exponentially with the frontier width (an open
 * 7-wide grid with diagonal moves: at most a few hundred thousand). Throws `E_MEMORY` past
 * `maxMemory` (default 1 GiB) or for a frontier wider than `MAX_MATE_FRONTIER` vertices,
 * `E_ABORTED` when the signal aborts.
 */
export function countPathsByMates(
  vertices: number,
  edges: Int32Array,
  start: number,
  goal: number,
  options: MateCountOptions = {},
): bigint {
  if (start === goal) return 1n;
  return countPlannedPaths(edges, start, goal, mateFrontier(vertices, edges), options);
}

/**
 * `countPathsByMates` with the frontier plan made already (`mateFrontier` of the same edges).
 * Cost: see `countPathsByMates`.
 */
export function countPlannedPaths(
  edges: Int32Array,
  start: number,
  goal: number,
  plan: MatePlan,
  options: MateCountOptions = {},
): bigint {
  if (start === goal) return 1n;
  if (plan.width > MAX_MATE_FRONTIER) {
    throw new BoardpathError(
      'E_MEMORY',
      `counting would keep ${plan.width} vertices half-decided at once, more than the ${MAX_MATE_FRONTIER} its states can name`,
    );
  }
  return sweepEdges(edges, start, goal, plan, options);
}

function sweepEdges(
  edges: Int32Array,
  start: number,
  goal: number,
  plan: MatePlan,
  options: MateCountOptions,
): bigint {
  const { slotA, slotB, leaves } = plan;
  const maxMemory = options.maxMemory ?? 2 ** 30;
  const maxWork = options.maxWork ?? DEFAULT_MATE_WORK;
  let current = new StateSet(1024, 1);
  let next = new StateSet(1024, 1);
  current.size = 1;
  current.counts[0] = 1;
  let limbs = 1;
  let total = 0n;
  let handled = 0;
  // The key of a state is two words, slots 0…7 in the first and 8…12 in the second; the hot loop
  // keeps them in locals and calls plain functions of them (closures over changing variables would
  // keep them in memory instead).
  for (let e = 0; e < slotA.length; e++) {
    throwIfAborted(options.signal);
    limbs = widenIfNeeded(current, limbs);
    const maxStates = Math.floor(maxMemory / frontierBytesPerState(limbs));
    next.reset(Math.min(2 * current.size, maxStates), limbs, current.size);
    const from = current.counts;
    const a = slotA[e];
    const b = slotB[e];
    const leave = leaves[e];
    const endA = edges[2 * e] === start || edges[2 * e] === goal;
    const endB = edges[2 * e + 1] === start || edges[2 * e + 1] === goal;
    // The whole paths this edge finishes, summed in limbs (one more than a state's: fewer than 2^31
    // counts are added) and turned into a bigint once per edge, not once per path.
    const finished = new Float64Array(limbs + 1);

    for (let source = 0; source < current.size; source++) {
      if ((source & 0xffff) === 0xffff) throwIfAborted(options.signal);
      const fromBase = source * limbs;
      const keyLow = current.low[source];
      const keyHigh = current.high[source];

      // The edge left out.
      if (mayLeave(keyLow, keyHigh, a, b, leave, endA, endB)) {
        const low = cleared(keyLow, a, b, leave, false);
        const high = cleared(keyHigh, a, b, leave, true);
        emit(next, low, high, from, fromBase, limbs, maxStates, maxMemory);
      }

      // The edge taken: each end gives up its piece's far end (-1: an end of the path).
      const codeA = codeAt(keyLow, keyHigh, a);
      const codeB = codeAt(keyLow, keyHigh, b);
      if (codeA === DONE || codeB === DONE || codeA === OPEN + b) continue;
      const farA =
        codeA === SINGLE || (codeA === UNTOUCHED && endA) ? -1 : codeA === UNTOUCHED ? a : codeA - OPEN;
      const farB =
        codeB === SINGLE || (codeB === UNTOUCHED && endB) ? -1 : codeB === UNTOUCHED ? b : codeB - OPEN;
      let low = withCode(withCode(keyLow, a, DONE, false), b, DONE, false);
      let high = withCode(withCode(keyHigh, a, DONE, true), b, DONE, true);
      if (farA < 0 && farB < 0) {
        // The start and the goal are joined: a whole path, if no other piece is open.
        if ((low & 0xeeeeeeee) === 0 && (high & 0xeeeeeeee) === 0)
          addCount(finished, 0, limbs + 1, from, fromBase, limbs);
        continue;
      }
      if (farA < 0) {
        low = withCode(low, farB, SINGLE, false);
        high = withCode(high, farB, SINGLE, true);
      } else if (farB < 0) {
        low = withCode(low, farA, SINGLE, false);
        high = withCode(high, farA, SINGLE, true);
      } else {
        low = withCode(withCode(low, farA, OPEN + farB, false), farB, OPEN + farA, false);
        high = withCode(withCode(high, farA, OPEN + farB, true), farB, OPEN + farA, true);
      }
      if (!mayLeave(low, high, a, b, leave, endA, endB)) continue;
      const leftLow = cleared(low, a, b, leave, false);
      const leftHigh = cleared(high, a, b, leave, true);
      emit(next, leftLow, leftHigh, from, fromBase, limbs, maxStates, maxMemory);
    }
    total += countOf(finished, 0, limbs + 1);
    handled += current.size;
    if (handled > maxWork) throw outOfCountWork(maxWork);
    const swap = current;
    current = next;
    next = swap;
    options.progress?.(e + 1, slotA.length);
  }
  return total;
}

/** The code of `slot` in the key `low`, `high`. */
function codeAt(low: number, high: number, slot: number): number {
  return ((slot < 8 ? low : high) >>> ((slot & 7) << 2)) & 15;
}

/** The key word (`high`: the second) with `slot` set to `code`; the other word's slots pass through. */
function withCode(word: number, slot: number, code: number, high: boolean): number {
  if (slot < 8 === high) return word;
  const shift = (slot & 7) << 2;
  return (word & ~(15 << shift)) | (code << shift);
}

/**
 * Whether the vertices leaving the frontier after this edge (`leave`: bit 0 for `a`, bit 1 for `b`)
 * may leave as the key has them: an end of the path must have its edge, and no vertex may leave
 * while it ends a piece.
 */
function mayLeave(
  low: number,
  high: number,
  a: number,
  b: number,
  leave: number,
  endA: boolean,
  endB: boolean,
): boolean {
  if (leave & 1) {
    const code = codeAt(low, high, a);
    if (code > DONE || (endA && code !== DONE)) return false;
  }
  if (leave & 2) {
    const code = codeAt(low, high, b);
    if (code > DONE || (endB && code !== DONE)) return false;
  }
  return true;
}

/** The key word (`high`: the second) with the slots of the vertices leaving cleared for reuse. */
function cleared(word: number, a: number, b: number, leave: number, high: boolean): number {
  if (leave & 1) word = withCode(word, a, UNTOUCHED, high);
  if (leave & 2) word = withCode(word, b, UNTOUCHED, high);
  return word;
}

/** Adds the count at `from[fromBase…]` to the state `low`, `high` of `set`, made if new. */
function emit(
  set: StateSet,
  low: number,
  high: number,
  from: Float64Array,
  fromBase: number,
  limbs: number,
  maxStates: number,
  maxMemory: number,
): void {
  const at = set.indexOf(low, high, maxStates);
  if (at < 0) throw refuse(maxStates, maxMemory);
  addCount(set.counts, at * limbs, limbs, from, fromBase, limbs);
}

function refuse(states: number, maxMemory: number): BoardpathError {
  const megabytes = Math.round(maxMemory / 2 ** 20);
  return new BoardpathError(
    'E_MEMORY',
    `counting needs more than ${states} frontier states at once (over ${megabytes} MB), more than the memory limit allows`,
  );
}
