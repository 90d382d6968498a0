/**
 * Square bit matrices for level-synchronous searches: row i is a bit set of `32 × words` bits in
 * `words` Int32 words (bit j of row i is bit j mod 32 of word i·words + ⌊j/32⌋), and the matrix has
 * `32 × words` rows so that it splits into 32×32 blocks.
 */
export interface BitMatrix {
  readonly words: number;
  readonly bits: Int32Array;
}

/** An all-zero matrix with room for `side` rows and columns (rounded up to a multiple of 32). */
export function bitMatrix(side: number): BitMatrix {
  const words = Math.max(1, Math.ceil(side / 32));
  return { words, bits: new Int32Array(32 * words * words) };
}

/** Bytes `bitMatrix(side)` allocates. */
export function bitMatrixBytes(side: number): number {
  const words = Math.max(1, Math.ceil(side / 32));
  return 4 * 32 * words * words;
}

// Stage masks of the 32×32 transpose: the low j bits of every 2j-bit group.
const MASKS = [0x0000ffff, 0x00ff00ff, 0x0f0f0f0f, 0x33333333, 0x55555555];

/**
 * Transposes the 32 words of `block` in place: afterwards bit j of word i is what bit i of word j
 * was. Five stages of masked swaps (Hacker's Delight, 7-3), bits counted from the least significant.
 */
export function transpose32(block: Int32Array): void {
  for (let stage = 0, j = 16; stage < 5; stage++, j >>>= 1) {
    const mask = MASKS[stage];
    for (let k = 0; k < 32; k = ((k | j) + 1) & ~j) {
      const t = ((block[k] >>> j) ^ block[k | j]) & mask;
      block[k | j] ^= t;
      block[k] ^= t << j;
    }
  }
}

/**
 * Writes the transpose of `source` into `target` (same shape): bit j of row i becomes bit i of row
 * j. All-zero 32×32 blocks are skipped, so a sparse matrix costs little more than reading it.
 *
 * Cost: O(words² × 32) reads, plus about 200 operations per non-zero block.
 */
export function transposeBits(source: BitMatrix, target: BitMatrix): void {
  const { words } = source;
  const from = source.bits;
  const to = target.bits;
  to.fill(0);
  const block = new Int32Array(32);
  for (let I = 0; I < words; I++) {
    const rowBase = I * 32 * words;
    for (let J = 0; J < words; J++) {
      let any = 0;
      for (let k = 0, at = rowBase + J; k < 32; k++, at += words) {
        const word = from[at];
        block[k] = word;
        any |= word;
      }
      if (any === 0) continue;
      transpose32(block);
      for (let k = 0, at = J * 32 * words + I; k < 32; k++, at += words) to[at] = block[k];
    }
  }
}

/** The number of set bits in a 32-bit word. */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}
