import { popcount32 } from '../../../search/bit-matrix.js';

/**
 * Where the jumps start, one bit per square (`starts`), and `rank[w]`: how many jumps start below
 * word w. Jump k in start order starts on square s exactly when bit s is set and k = rank[s >>> 5]
 * + the set bits below s in its word: the searches over bit sets find a square's jump without a
 * search.
 */
export interface JumpIndex {
  readonly starts: Int32Array;
  readonly rank: Int32Array;
}

/**
 * The jump index of the jumps starting on `jumpFrom` (ascending) on a board whose last square is
 * `last`, under 2^31. Boards crowded with jumps get theirs from their sort (`SnakesBoard.jumpIndex`);
 * this makes one for the others.
 *
 * Cost: O(J + squares / 32) time for J jumps; squares / 4 bytes.
 */
export function makeJumpIndex(jumpFrom: Float64Array, last: number): JumpIndex {
  const starts = new Int32Array((last >>> 5) + 1);
  for (const square of jumpFrom) starts[square >>> 5] |= 1 << (square & 31);
  return { starts, rank: rankOf(starts) };
}

/** rank[w]: the bits set in the words of `starts` below w. Cost: O(starts.length). */
export function rankOf(starts: Int32Array): Int32Array {
  const rank = new Int32Array(starts.length + 1);
  for (let w = 0; w < starts.length; w++) rank[w + 1] = rank[w] + popcount32(starts[w]);
  return rank;
}
