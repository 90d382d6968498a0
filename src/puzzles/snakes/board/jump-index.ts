import { lowestSetBit, popcount32 } from '../../../search/bit-matrix.js';

/**
 * Where the jumps start, one bit per square (`starts`), `rank[w]`: how many jumps start below word
 * w, and `ends`: where each jump ends, in start order. Jump k in start order starts on square s
 * exactly when bit s is set and k = rank[s >>> 5] + the set bits below s in its word: the searches
 * over bit sets find a square's jump without a search.
 */
export interface JumpIndex {
  readonly starts: Int32Array;
  readonly rank: Int32Array;
  /** 32 bits are enough: an index is made for boards of under 2^31 squares. */
  readonly ends: Int32Array;
}

/**
 * The jump index of the jumps `jumpFrom` (ascending) → `jumpTo` on a board whose last square is
 * `last`, under 2^31. Boards crowded with jumps get theirs from their sort (`SnakesBoard.jumpIndex`);
 * this makes one for the others.
 *
 * Cost: O(J + squares / 32) time for J jumps; squares / 4 bytes and 4 per jump.
 */
export function makeJumpIndex(jumpFrom: Float64Array, jumpTo: Float64Array, last: number): JumpIndex {
  const starts = new Int32Array((last >>> 5) + 1);
  for (const square of jumpFrom) starts[square >>> 5] |= 1 << (square & 31);
  return { starts, rank: rankOf(starts), ends: Int32Array.from(jumpTo) };
}

/** rank[w]: the bits set in the words of `starts` below w. Cost: O(starts.length). */
export function rankOf(starts: Int32Array): Int32Array {
  const rank = new Int32Array(starts.length + 1);
  for (let w = 0; w < starts.length; w++) rank[w + 1] = rank[w] + popcount32(starts[w]);
  return rank;
}

/** The index in start order of the jump starting on `square`, or -1. Cost: O(1). */
export function jumpOn(index: JumpIndex, square: number): number {
  if (!(square >= 0 && square < 32 * index.starts.length)) return -1;
  const word = index.starts[square >>> 5];
  const bit = 1 << (square & 31);
  return word & bit ? index.rank[square >>> 5] + popcount32(word & (bit - 1)) : -1;
}

/** The square where jump `k` (in start order) starts. Cost: O(log squares). */
export function startOfJump(index: JumpIndex, k: number): number {
  const { rank, starts } = index;
  // The word w with rank[w] <= k < rank[w + 1], then the bit of it that is k - rank[w] in.
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (rank[middle] <= k) low = middle;
    else high = middle - 1;
  }
  let bits = starts[low];
  for (let skip = k - rank[low]; skip > 0; skip--) bits &= bits - 1;
  return (low << 5) | lowestSetBit(bits);
}

/**
 * The squares where the jumps start, ascending, as a board's `jumpFrom`. Cost: O(J + squares / 32)
 * time; 8 bytes per jump.
 */
export function startsInOrder(index: JumpIndex): Float64Array {
  const { starts } = index;
  const jumpFrom = new Float64Array(index.ends.length);
  let at = 0;
  for (let w = 0; w < starts.length; w++) {
    for (let bits = starts[w]; bits !== 0; bits &= bits - 1) jumpFrom[at++] = (w << 5) | lowestSetBit(bits);
  }
  return jumpFrom;
}
