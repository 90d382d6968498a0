// Block flags: a byte per 32×32 block of a matrix (block row I, word column J at I·words + J):
// 0 promises that the block is all zero, 1 that it may hold a bit. The kernels keep them for the
// three matrices the levels pass through, so that they can skip what is zero: most of a level's
// blocks are, until its last levels (at 100×100 the fifteenth level fills a fifth of them).
// Rows are padded to a multiple of 16 words, so flags go 16 at a time.
import { clearWords, vector } from './words';

/** Whether any flag of block row I is set. */
export function anyFlag(flags: usize, I: i32, words: i32): bool {
  const at = flags + <usize>I * <usize>words;
  for (let j = 0; j < words; j += 16) if (v128.any_true(v128.load(at + <usize>j))) return true;
  return false;
}

/**
 * Sets the flags of block row I from `any`, a row of words that ORs the block row's 32 rows (1
 * where a word is non-zero), and clears `any` for the next block row.
 */
export function flagsFrom(any: usize, flags: usize, I: i32, words: i32): void {
  const at = flags + <usize>I * <usize>words;
  const zero = i32x4.splat(0);
  const one = i8x16.splat(1);
  for (let j = 0; j < words; j += 16) {
    const a = i32x4.ne(vector(any, j), zero);
    const b = i32x4.ne(vector(any, j + 4), zero);
    const c = i32x4.ne(vector(any, j + 8), zero);
    const d = i32x4.ne(vector(any, j + 12), zero);
    const bytes = i8x16.narrow_i16x8_s(i16x8.narrow_i32x4_s(a, b), i16x8.narrow_i32x4_s(c, d));
    v128.store(at + <usize>j, v128.and(bytes, one));
  }
  clearWords(any, words);
}
