import { transpose32, transposeBlock } from './transpose-block.js';

/**
 * Square bit matrices for level-synchronous searches: row i is a bit set of `32 × words` bits in
 * `words` Int32 words (bit j of row i is bit j mod 32 of word i·words + ⌊j/32⌋), and the matrix has
 * `32 × words` rows so that it splits into 32×32 blocks.
 */
export interface BitMatrix {
  readonly words: number;
  readonly bits: Int32Array;
}

/**
 * An all-zero matrix with room for `side` rows and columns (rounded up to a multiple of 32).
 * Cost: 128 × ⌈side / 32⌉² bytes, about side²/8.
 */
export function bitMatrix(side: number): BitMatrix {
  const words = Math.max(1, Math.ceil(side / 32));
  return { words, bits: new Int32Array(32 * words * words) };
}

/**
 * Writes the transpose of `source` into `target` (same shape): bit j of row i becomes bit i of row
 * j. All-zero 32×32 blocks are skipped, so a sparse matrix costs little more than reading it.
 *
 * Cost: O(words² × 32) reads, plus about 200 operations per non-zero block.
 */
export function transposeBits(source: BitMatrix, target: BitMatrix): void {
  transposeBlockRows(source.bits, target.bits, source.words, 0, source.words);
}

/**
 * `transposeBits` for the block rows first…end-1 of `from` (rows 32·first to 32·end-1) only: they
 * become the word columns first…end-1 of `to`, which are overwritten whole (zero blocks included),
 * or with `or` ORed into them, and nothing else is touched, so two threads can each transpose their
 * own block rows of one matrix. `from` may hold only those block rows, from block row `fromFirst`
 * on (a strip of a matrix).
 *
 * Cost: O((end - first) × words × 32) reads and writes, plus about 200 operations per non-zero block.
 */
export function transposeBlockRows(
  from: Int32Array,
  to: Int32Array,
  words: number,
  first: number,
  end: number,
  or = false,
  fromFirst = 0,
): void {
  // Unless ORing, clear the word columns first…end-1 of every row of `to` (the whole matrix in one
  // fill when it is all of it), then transpose the non-zero blocks a block row at a time: the 32
  // rows read stay in cache while every block of them is done. ORed, each block is turned over in
  // a copy of its own.
  if (!or) {
    if (first === 0 && end === words) to.fill(0);
    else for (let at = 0; at < to.length; at += words) for (let w = first; w < end; w++) to[at + w] = 0;
  }
  const block = new Int32Array(32);
  for (let I = first; I < end; I++) {
    const rowBase = (I - fromFirst) * 32 * words;
    for (let J = 0; J < words; J++) {
      let any = 0;
      for (let k = 0, at = rowBase + J; k < 32; k++, at += words) any |= from[at];
      if (any === 0) continue;
      const target = J * 32 * words + I;
      if (!or) {
        transposeBlock(from, rowBase + J, to, target, words);
        continue;
      }
      for (let k = 0, at = rowBase + J; k < 32; k++, at += words) block[k] = from[at];
      transpose32(block);
      for (let k = 0, at = target; k < 32; k++, at += words) to[at] |= block[k];
    }
  }
}

/** The index (0–31) of the lowest set bit of a non-zero 32-bit word. Cost: O(1). */
export function lowestSetBit(word: number): number {
  return 31 - Math.clz32(word & -word);
}

/** The number of set bits in a 32-bit word. Cost: O(1), a dozen operations. */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
