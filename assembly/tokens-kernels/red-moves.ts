// Red's moves from one row of a bit matrix: shifts by whole words and bits, four words at a time.
import { vector, word } from './words';

/**
 * For every j in the row: to[j] |= (src[j + q] >>> s) | (src[j + q + 1] << (32 - s)), where src =
 * from & mask and words past the row's end count as zero. The row's non-zero words of `from` are
 * lo…hi: only the targets they reach are visited. Red's moves up and left.
 */
function pullFromHigher(
  to: usize,
  from: usize,
  mask: usize,
  words: i32,
  q: i32,
  s: i32,
  lo: i32,
  hi: i32,
): void {
  const last = min(words - 1, hi - q);
  let j = max(0, s === 0 ? lo - q : lo - q - 1);
  if (s === 0) {
    for (; j + 3 <= last; j += 4)
      v128.store(
        to + ((<usize>j) << 2),
        v128.or(vector(to, j), v128.and(vector(from, j + q), vector(mask, j + q))),
      );
    for (; j <= last; j++)
      store<i32>(to + ((<usize>j) << 2), word(to, j) | (word(from, j + q) & word(mask, j + q)));
    return;
  }
  // Four targets at a time while the four words after them are inside the row.
  for (; j + 3 <= last && j + q + 4 < words; j += 4) {
    const x = v128.and(vector(from, j + q), vector(mask, j + q));
    const y = v128.and(vector(from, j + q + 1), vector(mask, j + q + 1));
    v128.store(
      to + ((<usize>j) << 2),
      v128.or(vector(to, j), v128.or(i32x4.shr_u(x, s), i32x4.shl(y, 32 - s))),
    );
  }
  for (; j <= last; j++) {
    const x = word(from, j + q) & word(mask, j + q);
    const y = j + q + 1 < words ? word(from, j + q + 1) & word(mask, j + q + 1) : 0;
    store<i32>(to + ((<usize>j) << 2), word(to, j) | (x >>> s) | (y << (32 - s)));
  }
}

/**
 * For every j in the row: to[j] |= (src[j - q] << s) | (src[j - q - 1] >>> (32 - s)), where src =
 * from & mask and words before the row's start count as zero. Red's moves down and right.
 */
function pullFromLower(
  to: usize,
  from: usize,
  mask: usize,
  words: i32,
  q: i32,
  s: i32,
  lo: i32,
  hi: i32,
): void {
  const last = min(words - 1, s === 0 ? hi + q : hi + q + 1);
  let j = lo + q;
  if (s === 0) {
    for (; j + 3 <= last; j += 4)
      v128.store(
        to + ((<usize>j) << 2),
        v128.or(vector(to, j), v128.and(vector(from, j - q), vector(mask, j - q))),
      );
    for (; j <= last; j++)
      store<i32>(to + ((<usize>j) << 2), word(to, j) | (word(from, j - q) & word(mask, j - q)));
    return;
  }
  // The first target has no word before its source: alone.
  if (j === q && j <= last) {
    store<i32>(to + ((<usize>j) << 2), word(to, j) | ((word(from, 0) & word(mask, 0)) << s));
    j++;
  }
  for (; j + 3 <= last; j += 4) {
    const x = v128.and(vector(from, j - q), vector(mask, j - q));
    const y = v128.and(vector(from, j - q - 1), vector(mask, j - q - 1));
    v128.store(
      to + ((<usize>j) << 2),
      v128.or(vector(to, j), v128.or(i32x4.shl(x, s), i32x4.shr_u(y, 32 - s))),
    );
  }
  for (; j <= last; j++) {
    const x = word(from, j - q) & word(mask, j - q);
    const y = word(from, j - q - 1) & word(mask, j - q - 1);
    store<i32>(to + ((<usize>j) << 2), word(to, j) | (x << s) | (y >>> (32 - s)));
  }
}

/**
 * Red's moves from one row of `from` (blue on a square whose label is d) ORed into the same row of
 * `to`: d·columns bits lower and higher (up, down) when d < rows, and d bits lower and higher masked
 * by `left` / `right` (left, right) when d < columns. `all` is a row of ones.
 */
export function redMoves(
  from: usize,
  to: usize,
  words: i32,
  d: i32,
  rows: i32,
  columns: i32,
  left: usize,
  all: usize,
): void {
  let lo = 0;
  while (lo + 4 <= words && !v128.any_true(vector(from, lo))) lo += 4;
  while (lo < words && word(from, lo) === 0) lo++;
  if (lo === words) return;
  let hi = words - 1;
  while (word(from, hi) === 0) hi--;
  if (d < rows) {
    const k = d * columns;
    pullFromHigher(to, from, all, words, k >>> 5, k & 31, lo, hi);
    pullFromLower(to, from, all, words, k >>> 5, k & 31, lo, hi);
  }
  if (d < columns) {
    pullFromHigher(to, from, left, words, d >>> 5, d & 31, lo, hi);
    pullFromLower(to, from, left + ((<usize>words) << 2), words, d >>> 5, d & 31, lo, hi);
  }
}
