// The word-level work of the bit search's phases, on rows lo…hi-1 of its matrices: each a function
// of its own, so that the engine compiles it alone.
import { lowestSetBit, popcount32, transposeBlockRows } from '../../../search/bit-matrix.js';
import { STRIP_BLOCKS, type BitLevels } from './bit-search-matrices.js';

/**
 * Red's moves from the rows lo…hi-1 of the frontier, in place: they become its moves. No bit lands
 * past the last square. Cost: O((hi - lo) × words).
 */
export function expandRows(levels: BitLevels, frontier: Int32Array, lo: number, hi: number): void {
  const { rows, columns, push, leftOk, rightOk, inside, words, edge } = levels;
  const row = new Int32Array(words);
  for (let b = lo; b < hi; b++) {
    const d = push[b];
    const base = b * words;
    row.set(frontier.subarray(base, base + words));
    frontier.fill(0, base, base + words);
    redMoves(row, 0, frontier, base, d, rows, columns, leftOk[d], rightOk[d]);
    for (let w = edge, at = base + edge; w < words; w++, at++) frontier[at] &= inside[w];
  }
}

/**
 * Blue's moves from the block rows first…end-1 of the mirror image (rows 32·first to 32·end-1),
 * ORed into the word columns first…end-1 of the level `to`: red's moves from those rows, worked out
 * `STRIP_BLOCKS` block rows at a time in this thread's strip, then transposed into `to`. (Blue's
 * moves are red's moves in the mirror image, and the mirror image of a bit matrix is its transpose.)
 * No bit lands past the last square: transposed, such bits would be rows past the last square,
 * which stay zero. Cost: O((end - first) × words × 32) for the moves, plus the transpose's.
 */
export function blueMoves(
  levels: BitLevels,
  mirror: Int32Array,
  to: Int32Array,
  first: number,
  end: number,
): void {
  const { rows, columns, cells, push, leftOk, rightOk, inside, words, edge, strip } = levels;
  for (let I0 = first; I0 < end; I0 += STRIP_BLOCKS) {
    const I1 = Math.min(end, I0 + STRIP_BLOCKS);
    strip.fill(0);
    for (let b = 32 * I0, hi = Math.min(cells, 32 * I1); b < hi; b++) {
      const d = push[b];
      const base = (b - 32 * I0) * words;
      redMoves(mirror, b * words, strip, base, d, rows, columns, leftOk[d], rightOk[d]);
      for (let w = edge, at = base + edge; w < words; w++, at++) strip[at] &= inside[w];
    }
    transposeBlockRows(strip, to, words, I0, I1, true, I0);
  }
}

/**
 * Red's moves from the row of `from` at `fromBase` (blue on square b, d = the label under it) ORed
 * into the row of `to` at `base`, in one pass over the row's non-zero words: each word lands in two
 * words k = d·columns bits lower and higher (up and down) and, masked by `left` / `right` so that
 * no token wraps into the next row, d bits lower and higher (left and right).
 */
function redMoves(
  from: Int32Array,
  fromBase: number,
  to: Int32Array,
  base: number,
  d: number,
  rows: number,
  columns: number,
  left: Int32Array,
  right: Int32Array,
): void {
  const words = left.length;
  let lo = 0;
  while (lo < words && from[fromBase + lo] === 0) lo++;
  if (lo === words) return;
  let hi = words - 1;
  while (from[fromBase + hi] === 0) hi--;
  const vertical = d < rows;
  const horizontal = d < columns;
  const k = d * columns;
  const qv = k >>> 5;
  const sv = k & 31;
  const qh = d >>> 5;
  const sh = d & 31;
  for (let j = lo; j <= hi; j++) {
    const v = from[fromBase + j];
    if (v === 0) continue;
    if (vertical) {
      if (j >= qv) {
        to[base + j - qv] |= v >>> sv;
        if (sv !== 0 && j > qv) to[base + j - qv - 1] |= v << (32 - sv);
      }
      if (j + qv < words) {
        to[base + j + qv] |= v << sv;
        if (sv !== 0 && j + qv + 1 < words) to[base + j + qv + 1] |= v >>> (32 - sv);
      }
    }
    if (horizontal) {
      const l = v & left[j];
      if (l !== 0 && j >= qh) {
        to[base + j - qh] |= l >>> sh;
        if (sh !== 0 && j > qh) to[base + j - qh - 1] |= l << (32 - sh);
      }
      const r = v & right[j];
      if (r !== 0 && j + qh < words) {
        to[base + j + qh] |= r << sh;
        if (sh !== 0 && j + qh + 1 < words) to[base + j + qh + 1] |= r >>> (32 - sh);
      }
    }
  }
}

/**
 * Makes rows lo…hi-1 of `to` the new level: the moves in `to` (red's and blue's) minus the visited
 * states (the union of the two planes), minus both tokens on one square (it holds no bit past the
 * last square: `expandRows` masks them, and the transpose keeps them so); marks it in
 * the planes with `code`, marks its non-empty rows in `occupied`, and puts in found[slot] the index
 * of the first word of the new level that meets `mirror` (or -1; `stateAt` names the state).
 * Returns how many states the rows of the new level hold. A function of its own so that the engine
 * compiles it alone.
 */
export function combineLevel(
  to: Int32Array,
  plane0: Int32Array,
  plane1: Int32Array,
  mirror: Int32Array,
  occupied: Uint8Array,
  words: number,
  code: number,
  lo: number,
  hi: number,
  found: Int32Array,
  slot: number,
): number {
  let added = 0;
  let odd = -1;
  for (let b = lo; b < hi; b++) {
    const base = b * words;
    // No state has both tokens on one square.
    const diagonal = base + (b >>> 5);
    to[diagonal] &= ~(1 << (b & 31));
    let row = 0;
    for (let i = base, end = base + words; i < end; i++) {
      // Most words are empty: the visited planes are read only under a move.
      const moved = to[i];
      if (moved === 0) continue;
      const v = moved & ~(plane0[i] | plane1[i]);
      to[i] = v;
      if (v === 0) continue;
      row |= v;
      added += popcount32(v);
      if (code !== 2) plane0[i] |= v;
      if (code !== 1) plane1[i] |= v;
      if (odd < 0 && (v & mirror[i]) !== 0) odd = i;
    }
    occupied[b] = row !== 0 ? 1 : 0;
  }
  found[slot] = odd;
  return added;
}

/**
 * The state (red × cells + blue) of the lowest bit of `bits`, found in word i of a matrix (a
 * double: past 46,340 squares the states outgrow Int32, the word indexes do not). Cost: O(1).
 */
export function stateAt(i: number, bits: number, cells: number, words: number): number {
  const blue = (i / words) | 0;
  const red = (i - blue * words) * 32 + lowestSetBit(bits);
  return red * cells + blue;
}

/**
 * The index of the first word the two matrices share a bit in, among the rows lo…hi-1 marked in
 * `occupied`; -1 if none.
 * Cost: O(words) per marked row.
 */
export function firstCommon(
  a: Int32Array,
  b: Int32Array,
  occupied: Uint8Array,
  words: number,
  lo: number,
  hi: number,
): number {
  for (let row = lo; row < hi; row++) {
    if (occupied[row] === 0) continue;
    for (let i = row * words, end = i + words; i < end; i++) if ((a[i] & b[i]) !== 0) return i;
  }
  return -1;
}
