import type { BoardpathError } from '../../../errors.js';
import { popcount32 } from '../../../search/bit-matrix.js';
import { rankOf, type JumpIndex } from './jump-index.js';

// The jumps of a board in start order, by one of three sorts chosen by the board's size and how
// crowded it is with jumps. Each long loop is a function of its own: the engine optimises a
// function while its loop runs, and code optimised during one loop knows nothing of the loops after
// it (it would be thrown away on reaching them).

/**
 * The jumps in start order: as the board's arrays, or, when the sort made the jump index on the
 * way, as that index alone (the arrays can be made from it when asked for).
 */
type SortedJumps =
  | { readonly jumpFrom: Float64Array; readonly jumpTo: Float64Array; readonly jumpIndex?: undefined }
  | { readonly jumpIndex: JumpIndex; readonly jumpFrom?: undefined; readonly jumpTo?: undefined };

// Boards below this many squares are sorted through a bit per square of the whole board (4 MB at
// most, in the processor's cache), and keep those bits as their jump index.
const DIRECT_INDEX_SQUARES = 2 ** 25;

/**
 * The jumps `from[k]` → `to[k]` ordered by start square; two jumps on one square are refused with
 * the error `twice` makes. A bit per square pays when the board is not much bigger than 32
 * squares per jump: under 2^25 squares the bits of the whole board (`sortByStartBits`, which keeps
 * them as the jump index, with the ends in 32 bits), under 2^31 the bits of one stretch of the
 * board at a time (`sortBySquareBits`); else a radix sort, or a comparator sort past 2^32 squares
 * (`sortByStart`).
 *
 * Cost: O(J) time for J jumps on boards of up to 2^32 squares, O(J log J) on bigger ones; 16 bytes
 * per jump, or under 2^25 squares 4 bytes per jump and squares / 4 bytes for the jump index.
 */
export function sortJumps(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): SortedJumps {
  const crowded = last < 32 * (4 * from.length + 65_536);
  if (crowded && last < DIRECT_INDEX_SQUARES) return { jumpIndex: sortByStartBits(from, to, last, twice) };
  const [jumpFrom, jumpTo] =
    crowded && last < 2 ** 31 ? sortBySquareBits(from, to, last, twice) : sortByStart(from, to, last, twice);
  return { jumpFrom, jumpTo };
}

/** Builds the error for the jump `index` starting where the earlier jump `other` starts. */
type Twice = (index: number, other: number) => BoardpathError;

/**
 * The jump index of the jumps, on a board of under 2^25 squares and not much more than 32 squares
 * per jump: a bit per square marks the starts (a bit already set is a square with two jumps), and
 * a running count of the bits gives each jump its place, where its end is written. The bits fit in
 * the processor's cache, and so do the ends while there are up to 2^21 jumps: each end then goes
 * straight to its place. With more jumps, placing each would wait for memory, so they are first
 * dealt, in order, into a few stretches of the board, each of whose places then fit in the cache.
 * Linear time. The starts as doubles are not made here: the search by levels never needs them, and
 * on a million jumps they took 8 MB and 8 ms.
 */
function sortByStartBits(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): JumpIndex {
  const count = from.length;
  const starts = markStarts(from, last, twice);
  const rank = rankOf(starts);
  const ends = new Int32Array(count);
  if (count <= CACHED_ENDS) {
    placeEnds(from, to, starts, rank, ends);
    return { starts, rank, ends };
  }
  // Stretches of 2^shift squares holding some 65,536 jumps each (a megabyte of places).
  const shift = Math.max(5, 32 - Math.clz32(Math.floor(last / Math.max(1, count >>> 16))));
  const stretches = (last >>> shift) + 1;
  let dealtFrom: ArrayLike<number> = from;
  let dealtTo: ArrayLike<number> = to;
  if (stretches > 1) [dealtFrom, dealtTo] = dealByStretch(from, to, shift, stretches);
  placeEnds(dealtFrom, dealtTo, starts, rank, ends);
  return { starts, rank, ends };
}

// Up to this many jumps, their ends (4 bytes each) stay in the processor's cache while they are
// placed: on 10^6 jumps, placing them straight took 5 ms less than dealing them first.
const CACHED_ENDS = 2 ** 21;

// Each jump's end to its place in start order.
function placeEnds(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  starts: Int32Array,
  rank: Int32Array,
  ends: Int32Array,
): void {
  for (let k = 0; k < from.length; k++) {
    const square = from[k];
    ends[rank[square >>> 5] + popcount32(starts[square >>> 5] & ((1 << (square & 31)) - 1))] = to[k];
  }
}

// The jumps grouped by stretch of 2^shift squares, in stretch order (a counting pass, then each
// jump written to its stretch's next place), and where each stretch's jumps end (stretch b's are
// [ends[b - 1], ends[b]), from 0 for the first). Squares and ends below 2^31.
function dealByStretch(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  shift: number,
  stretches: number,
): [Int32Array, Int32Array, Int32Array] {
  const next = countByStretch(from, shift, stretches);
  for (let b = 1; b <= stretches; b++) next[b] += next[b - 1];
  const dealtFrom = new Int32Array(from.length);
  const dealtTo = new Int32Array(from.length);
  // Each stretch's next place ends where the next stretch's jumps begin.
  dealInto(from, to, shift, next, dealtFrom, dealtTo);
  return [dealtFrom, dealtTo, next];
}

// next[b + 1]: how many jumps start in stretch b.
function countByStretch(from: ArrayLike<number>, shift: number, stretches: number): Int32Array {
  const next = new Int32Array(stretches + 1);
  for (let k = 0; k < from.length; k++) next[(from[k] >>> shift) + 1]++;
  return next;
}

function dealInto(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  shift: number,
  next: Int32Array,
  dealtFrom: Int32Array,
  dealtTo: Int32Array,
): void {
  for (let k = 0; k < from.length; k++) {
    const at = next[from[k] >>> shift]++;
    dealtFrom[at] = from[k];
    dealtTo[at] = to[k];
  }
}

// One bit per square where a jump starts; two jumps on one square are refused, naming both.
function markStarts(from: ArrayLike<number>, last: number, twice: Twice): Int32Array {
  const starts = new Int32Array((last >>> 5) + 1);
  for (let k = 0; k < from.length; k++) {
    const square = from[k];
    const bit = 1 << (square & 31);
    if (starts[square >>> 5] & bit) throw doubledSquare(from, square, twice);
    starts[square >>> 5] |= bit;
  }
  return starts;
}

// The error for two jumps on `square`: which two they were, in the order written, is looked up
// only now.
function doubledSquare(from: ArrayLike<number>, square: number, twice: Twice): BoardpathError {
  const both = [];
  for (let k = 0; both.length < 2; k++) if (from[k] === square) both.push(k);
  return twice(both[1], both[0]);
}

/**
 * The jumps ordered by start square, as [jumpFrom, jumpTo], on a board not much bigger than 32
 * squares per jump. The jumps are first dealt into stretches of the board (one counting pass, as a
 * radix sort's first digit); within a stretch, one bit per square marks the starts (a bit already
 * set is a square with two jumps) and a running count of the bits gives each jump its place. A
 * stretch's bits fit in the processor's cache, so no step waits for memory. Linear time.
 */
function sortBySquareBits(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): [Float64Array, Float64Array] {
  const count = from.length;
  // Stretches of 2^shift squares: at most about 1,024 of them, each at least 1,024 squares.
  const shift = Math.max(10, 32 - Math.clz32(last >>> 10));
  const stretches = (last >>> shift) + 1;
  // The jumps dealt into their stretches, start and end side by side, read in order below.
  const [dealtFrom, dealtTo, ends] = dealByStretch(from, to, shift, stretches);
  const bits = new Int32Array(1 << (shift - 5));
  const below = new Int32Array(bits.length);
  const jumpFrom = new Float64Array(count);
  const jumpTo = new Float64Array(count);
  for (let b = 0; b < stretches; b++) {
    const low = b === 0 ? 0 : ends[b - 1];
    const high = ends[b];
    if (low === high) continue;
    const base = b << shift;
    for (let i = low; i < high; i++) {
      const square = dealtFrom[i] - base;
      const bit = 1 << (square & 31);
      if (bits[square >>> 5] & bit) throw doubledSquare(from, dealtFrom[i], twice);
      bits[square >>> 5] |= bit;
    }
    for (let w = 0, running = low; w < bits.length; w++) {
      below[w] = running;
      running += popcount32(bits[w]);
    }
    for (let i = low; i < high; i++) {
      const square = dealtFrom[i] - base;
      const at = below[square >>> 5] + popcount32(bits[square >>> 5] & ((1 << (square & 31)) - 1));
      jumpFrom[at] = dealtFrom[i];
      jumpTo[at] = dealtTo[i];
    }
    for (let i = low; i < high; i++) bits[(dealtFrom[i] - base) >>> 5] = 0;
  }
  return [jumpFrom, jumpTo];
}

/**
 * The jumps ordered by start square, as [jumpFrom, jumpTo], on any board. Up to 2^32 squares a
 * radix sort on the squares (two passes of 16 bits, stable, so of two jumps on one square the
 * first written is named first): linear time, ten times faster than a comparator sort on a million
 * jumps. Bigger boards sort with a comparator.
 */
function sortByStart(
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  last: number,
  twice: Twice,
): [Float64Array, Float64Array] {
  const order =
    last >= 2 ** 32
      ? Int32Array.from(
          Array.from({ length: from.length }, (_, k) => k).sort((a, b) => from[a] - from[b] || a - b),
        )
      : radixByStart(from);
  const count = order.length;
  const jumpFrom = new Float64Array(count);
  const jumpTo = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const index = order[k];
    jumpFrom[k] = from[index];
    jumpTo[k] = to[index];
    if (k > 0 && jumpFrom[k - 1] === jumpFrom[k]) throw twice(index, order[k - 1]);
  }
  return [jumpFrom, jumpTo];
}

// The jumps' indexes ordered by start square, ties by index: two stable passes of 16 bits.
function radixByStart(from: ArrayLike<number>): Int32Array {
  const count = from.length;
  const keys = Uint32Array.from(from);
  let order = Int32Array.from({ length: count }, (_, k) => k);
  let orderKeys = keys;
  let spare = new Int32Array(count);
  let spareKeys = new Uint32Array(count);
  const buckets = new Int32Array(65_537);
  for (const shift of [0, 16]) {
    buckets.fill(0);
    for (let k = 0; k < count; k++) buckets[((orderKeys[k] >>> shift) & 0xffff) + 1]++;
    for (let b = 1; b <= 65_536; b++) buckets[b] += buckets[b - 1];
    for (let k = 0; k < count; k++) {
      const at = buckets[(orderKeys[k] >>> shift) & 0xffff]++;
      spare[at] = order[k];
      spareKeys[at] = orderKeys[k];
    }
    [order, spare] = [spare, order];
    [orderKeys, spareKeys] = [spareKeys, orderKeys];
  }
  return order;
}
