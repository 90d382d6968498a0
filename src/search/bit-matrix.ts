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
  transposeBlockRows(source.bits, target.bits, source.words, 0, source.words);
}

/**
 * `transposeBits` for the block rows first…end-1 of `from` (rows 32·first to 32·end-1) only: they
 * become the word columns first…end-1 of `to`, which are overwritten whole (zero blocks included)
 * and nothing else is touched, so two threads can each transpose their own block rows of one matrix.
 *
 * Cost: O((end - first) × words × 32) reads and writes, plus about 200 operations per non-zero block.
 */
export function transposeBlockRows(
  from: Int32Array,
  to: Int32Array,
  words: number,
  first: number,
  end: number,
): void {
  // Clear the word columns first…end-1 of every row of `to` (the whole matrix in one fill when it is
  // all of it), then transpose the non-zero blocks a block row at a time: the 32 rows read stay in
  // cache while every block of them is done.
  if (first === 0 && end === words) to.fill(0);
  else for (let at = 0; at < to.length; at += words) for (let w = first; w < end; w++) to[at + w] = 0;
  for (let I = first; I < end; I++) {
    const rowBase = I * 32 * words;
    for (let J = 0; J < words; J++) {
      let any = 0;
      for (let k = 0, at = rowBase + J; k < 32; k++, at += words) any |= from[at];
      if (any !== 0) transposeBlock(from, rowBase + J, to, J * 32 * words + I, words);
    }
  }
}

/**
 * `transpose32` unrolled into 32 local variables (generated; see the loop version above for the
 * algorithm): reads the block whose word k is `from[fromAt + k·stride]` and writes its transpose
 * to `to[toAt + k·stride]`. Keeping the words out of memory between stages makes it about twice as fast.
 */
export function transposeBlock(
  from: Int32Array,
  fromAt: number,
  to: Int32Array,
  toAt: number,
  stride: number,
): void {
  let a0 = from[fromAt + 0 * stride];
  let a1 = from[fromAt + 1 * stride];
  let a2 = from[fromAt + 2 * stride];
  let a3 = from[fromAt + 3 * stride];
  let a4 = from[fromAt + 4 * stride];
  let a5 = from[fromAt + 5 * stride];
  let a6 = from[fromAt + 6 * stride];
  let a7 = from[fromAt + 7 * stride];
  let a8 = from[fromAt + 8 * stride];
  let a9 = from[fromAt + 9 * stride];
  let a10 = from[fromAt + 10 * stride];
  let a11 = from[fromAt + 11 * stride];
  let a12 = from[fromAt + 12 * stride];
  let a13 = from[fromAt + 13 * stride];
  let a14 = from[fromAt + 14 * stride];
  let a15 = from[fromAt + 15 * stride];
  let a16 = from[fromAt + 16 * stride];
  let a17 = from[fromAt + 17 * stride];
  let a18 = from[fromAt + 18 * stride];
  let a19 = from[fromAt + 19 * stride];
  let a20 = from[fromAt + 20 * stride];
  let a21 = from[fromAt + 21 * stride];
  let a22 = from[fromAt + 22 * stride];
  let a23 = from[fromAt + 23 * stride];
  let a24 = from[fromAt + 24 * stride];
  let a25 = from[fromAt + 25 * stride];
  let a26 = from[fromAt + 26 * stride];
  let a27 = from[fromAt + 27 * stride];
  let a28 = from[fromAt + 28 * stride];
  let a29 = from[fromAt + 29 * stride];
  let a30 = from[fromAt + 30 * stride];
  let a31 = from[fromAt + 31 * stride];
  let t = ((a0 >>> 16) ^ a16) & 0x0000ffff;
  a16 ^= t;
  a0 ^= t << 16;
  t = ((a1 >>> 16) ^ a17) & 0x0000ffff;
  a17 ^= t;
  a1 ^= t << 16;
  t = ((a2 >>> 16) ^ a18) & 0x0000ffff;
  a18 ^= t;
  a2 ^= t << 16;
  t = ((a3 >>> 16) ^ a19) & 0x0000ffff;
  a19 ^= t;
  a3 ^= t << 16;
  t = ((a4 >>> 16) ^ a20) & 0x0000ffff;
  a20 ^= t;
  a4 ^= t << 16;
  t = ((a5 >>> 16) ^ a21) & 0x0000ffff;
  a21 ^= t;
  a5 ^= t << 16;
  t = ((a6 >>> 16) ^ a22) & 0x0000ffff;
  a22 ^= t;
  a6 ^= t << 16;
  t = ((a7 >>> 16) ^ a23) & 0x0000ffff;
  a23 ^= t;
  a7 ^= t << 16;
  t = ((a8 >>> 16) ^ a24) & 0x0000ffff;
  a24 ^= t;
  a8 ^= t << 16;
  t = ((a9 >>> 16) ^ a25) & 0x0000ffff;
  a25 ^= t;
  a9 ^= t << 16;
  t = ((a10 >>> 16) ^ a26) & 0x0000ffff;
  a26 ^= t;
  a10 ^= t << 16;
  t = ((a11 >>> 16) ^ a27) & 0x0000ffff;
  a27 ^= t;
  a11 ^= t << 16;
  t = ((a12 >>> 16) ^ a28) & 0x0000ffff;
  a28 ^= t;
  a12 ^= t << 16;
  t = ((a13 >>> 16) ^ a29) & 0x0000ffff;
  a29 ^= t;
  a13 ^= t << 16;
  t = ((a14 >>> 16) ^ a30) & 0x0000ffff;
  a30 ^= t;
  a14 ^= t << 16;
  t = ((a15 >>> 16) ^ a31) & 0x0000ffff;
  a31 ^= t;
  a15 ^= t << 16;
  t = ((a0 >>> 8) ^ a8) & 0x00ff00ff;
  a8 ^= t;
  a0 ^= t << 8;
  t = ((a1 >>> 8) ^ a9) & 0x00ff00ff;
  a9 ^= t;
  a1 ^= t << 8;
  t = ((a2 >>> 8) ^ a10) & 0x00ff00ff;
  a10 ^= t;
  a2 ^= t << 8;
  t = ((a3 >>> 8) ^ a11) & 0x00ff00ff;
  a11 ^= t;
  a3 ^= t << 8;
  t = ((a4 >>> 8) ^ a12) & 0x00ff00ff;
  a12 ^= t;
  a4 ^= t << 8;
  t = ((a5 >>> 8) ^ a13) & 0x00ff00ff;
  a13 ^= t;
  a5 ^= t << 8;
  t = ((a6 >>> 8) ^ a14) & 0x00ff00ff;
  a14 ^= t;
  a6 ^= t << 8;
  t = ((a7 >>> 8) ^ a15) & 0x00ff00ff;
  a15 ^= t;
  a7 ^= t << 8;
  t = ((a16 >>> 8) ^ a24) & 0x00ff00ff;
  a24 ^= t;
  a16 ^= t << 8;
  t = ((a17 >>> 8) ^ a25) & 0x00ff00ff;
  a25 ^= t;
  a17 ^= t << 8;
  t = ((a18 >>> 8) ^ a26) & 0x00ff00ff;
  a26 ^= t;
  a18 ^= t << 8;
  t = ((a19 >>> 8) ^ a27) & 0x00ff00ff;
  a27 ^= t;
  a19 ^= t << 8;
  t = ((a20 >>> 8) ^ a28) & 0x00ff00ff;
  a28 ^= t;
  a20 ^= t << 8;
  t = ((a21 >>> 8) ^ a29) & 0x00ff00ff;
  a29 ^= t;
  a21 ^= t << 8;
  t = ((a22 >>> 8) ^ a30) & 0x00ff00ff;
  a30 ^= t;
  a22 ^= t << 8;
  t = ((a23 >>> 8) ^ a31) & 0x00ff00ff;
  a31 ^= t;
  a23 ^= t << 8;
  t = ((a0 >>> 4) ^ a4) & 0x0f0f0f0f;
  a4 ^= t;
  a0 ^= t << 4;
  t = ((a1 >>> 4) ^ a5) & 0x0f0f0f0f;
  a5 ^= t;
  a1 ^= t << 4;
  t = ((a2 >>> 4) ^ a6) & 0x0f0f0f0f;
  a6 ^= t;
  a2 ^= t << 4;
  t = ((a3 >>> 4) ^ a7) & 0x0f0f0f0f;
  a7 ^= t;
  a3 ^= t << 4;
  t = ((a8 >>> 4) ^ a12) & 0x0f0f0f0f;
  a12 ^= t;
  a8 ^= t << 4;
  t = ((a9 >>> 4) ^ a13) & 0x0f0f0f0f;
  a13 ^= t;
  a9 ^= t << 4;
  t = ((a10 >>> 4) ^ a14) & 0x0f0f0f0f;
  a14 ^= t;
  a10 ^= t << 4;
  t = ((a11 >>> 4) ^ a15) & 0x0f0f0f0f;
  a15 ^= t;
  a11 ^= t << 4;
  t = ((a16 >>> 4) ^ a20) & 0x0f0f0f0f;
  a20 ^= t;
  a16 ^= t << 4;
  t = ((a17 >>> 4) ^ a21) & 0x0f0f0f0f;
  a21 ^= t;
  a17 ^= t << 4;
  t = ((a18 >>> 4) ^ a22) & 0x0f0f0f0f;
  a22 ^= t;
  a18 ^= t << 4;
  t = ((a19 >>> 4) ^ a23) & 0x0f0f0f0f;
  a23 ^= t;
  a19 ^= t << 4;
  t = ((a24 >>> 4) ^ a28) & 0x0f0f0f0f;
  a28 ^= t;
  a24 ^= t << 4;
  t = ((a25 >>> 4) ^ a29) & 0x0f0f0f0f;
  a29 ^= t;
  a25 ^= t << 4;
  t = ((a26 >>> 4) ^ a30) & 0x0f0f0f0f;
  a30 ^= t;
  a26 ^= t << 4;
  t = ((a27 >>> 4) ^ a31) & 0x0f0f0f0f;
  a31 ^= t;
  a27 ^= t << 4;
  t = ((a0 >>> 2) ^ a2) & 0x33333333;
  a2 ^= t;
  a0 ^= t << 2;
  t = ((a1 >>> 2) ^ a3) & 0x33333333;
  a3 ^= t;
  a1 ^= t << 2;
  t = ((a4 >>> 2) ^ a6) & 0x33333333;
  a6 ^= t;
  a4 ^= t << 2;
  t = ((a5 >>> 2) ^ a7) & 0x33333333;
  a7 ^= t;
  a5 ^= t << 2;
  t = ((a8 >>> 2) ^ a10) & 0x33333333;
  a10 ^= t;
  a8 ^= t << 2;
  t = ((a9 >>> 2) ^ a11) & 0x33333333;
  a11 ^= t;
  a9 ^= t << 2;
  t = ((a12 >>> 2) ^ a14) & 0x33333333;
  a14 ^= t;
  a12 ^= t << 2;
  t = ((a13 >>> 2) ^ a15) & 0x33333333;
  a15 ^= t;
  a13 ^= t << 2;
  t = ((a16 >>> 2) ^ a18) & 0x33333333;
  a18 ^= t;
  a16 ^= t << 2;
  t = ((a17 >>> 2) ^ a19) & 0x33333333;
  a19 ^= t;
  a17 ^= t << 2;
  t = ((a20 >>> 2) ^ a22) & 0x33333333;
  a22 ^= t;
  a20 ^= t << 2;
  t = ((a21 >>> 2) ^ a23) & 0x33333333;
  a23 ^= t;
  a21 ^= t << 2;
  t = ((a24 >>> 2) ^ a26) & 0x33333333;
  a26 ^= t;
  a24 ^= t << 2;
  t = ((a25 >>> 2) ^ a27) & 0x33333333;
  a27 ^= t;
  a25 ^= t << 2;
  t = ((a28 >>> 2) ^ a30) & 0x33333333;
  a30 ^= t;
  a28 ^= t << 2;
  t = ((a29 >>> 2) ^ a31) & 0x33333333;
  a31 ^= t;
  a29 ^= t << 2;
  t = ((a0 >>> 1) ^ a1) & 0x55555555;
  a1 ^= t;
  a0 ^= t << 1;
  t = ((a2 >>> 1) ^ a3) & 0x55555555;
  a3 ^= t;
  a2 ^= t << 1;
  t = ((a4 >>> 1) ^ a5) & 0x55555555;
  a5 ^= t;
  a4 ^= t << 1;
  t = ((a6 >>> 1) ^ a7) & 0x55555555;
  a7 ^= t;
  a6 ^= t << 1;
  t = ((a8 >>> 1) ^ a9) & 0x55555555;
  a9 ^= t;
  a8 ^= t << 1;
  t = ((a10 >>> 1) ^ a11) & 0x55555555;
  a11 ^= t;
  a10 ^= t << 1;
  t = ((a12 >>> 1) ^ a13) & 0x55555555;
  a13 ^= t;
  a12 ^= t << 1;
  t = ((a14 >>> 1) ^ a15) & 0x55555555;
  a15 ^= t;
  a14 ^= t << 1;
  t = ((a16 >>> 1) ^ a17) & 0x55555555;
  a17 ^= t;
  a16 ^= t << 1;
  t = ((a18 >>> 1) ^ a19) & 0x55555555;
  a19 ^= t;
  a18 ^= t << 1;
  t = ((a20 >>> 1) ^ a21) & 0x55555555;
  a21 ^= t;
  a20 ^= t << 1;
  t = ((a22 >>> 1) ^ a23) & 0x55555555;
  a23 ^= t;
  a22 ^= t << 1;
  t = ((a24 >>> 1) ^ a25) & 0x55555555;
  a25 ^= t;
  a24 ^= t << 1;
  t = ((a26 >>> 1) ^ a27) & 0x55555555;
  a27 ^= t;
  a26 ^= t << 1;
  t = ((a28 >>> 1) ^ a29) & 0x55555555;
  a29 ^= t;
  a28 ^= t << 1;
  t = ((a30 >>> 1) ^ a31) & 0x55555555;
  a31 ^= t;
  a30 ^= t << 1;
  to[toAt + 0 * stride] = a0;
  to[toAt + 1 * stride] = a1;
  to[toAt + 2 * stride] = a2;
  to[toAt + 3 * stride] = a3;
  to[toAt + 4 * stride] = a4;
  to[toAt + 5 * stride] = a5;
  to[toAt + 6 * stride] = a6;
  to[toAt + 7 * stride] = a7;
  to[toAt + 8 * stride] = a8;
  to[toAt + 9 * stride] = a9;
  to[toAt + 10 * stride] = a10;
  to[toAt + 11 * stride] = a11;
  to[toAt + 12 * stride] = a12;
  to[toAt + 13 * stride] = a13;
  to[toAt + 14 * stride] = a14;
  to[toAt + 15 * stride] = a15;
  to[toAt + 16 * stride] = a16;
  to[toAt + 17 * stride] = a17;
  to[toAt + 18 * stride] = a18;
  to[toAt + 19 * stride] = a19;
  to[toAt + 20 * stride] = a20;
  to[toAt + 21 * stride] = a21;
  to[toAt + 22 * stride] = a22;
  to[toAt + 23 * stride] = a23;
  to[toAt + 24 * stride] = a24;
  to[toAt + 25 * stride] = a25;
  to[toAt + 26 * stride] = a26;
  to[toAt + 27 * stride] = a27;
  to[toAt + 28 * stride] = a28;
  to[toAt + 29 * stride] = a29;
  to[toAt + 30 * stride] = a30;
  to[toAt + 31 * stride] = a31;
}

/** The number of set bits in a 32-bit word. */
export function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
