// The word-level work of the tokens' bit search (src/puzzles/tokens/bit-search/bit-search-kernels.ts) in
// WebAssembly, four words at a time (128-bit SIMD). AssemblyScript: TypeScript's syntax with
// WebAssembly's types; `npm run build` compiles it (scripts/build-wasm.mjs) into the module that
// src/puzzles/tokens/bit-search/bit-search-wasm.ts loads. Each exported function does what the TypeScript
// kernel of the same name does, on the same matrices, and besides keeps the blocks' flags
// (tokens-kernels/flags.ts), which let it skip what is zero: the search keeps the matrices in this
// module's memory, and every pointer here is a byte offset into it. The tests run both and compare.
// This file is the module's entry: what it exports, the module exports. Its parts sit in the folder
// of the same name, tokens-kernels/: the optimizer orders functions by their names, which start
// with their file's path, and names under tokens-kernels/ sort among this file's as they did when
// it held everything, so splitting it left the module the same, byte for byte.

import { anyFlag, flagsFrom } from './tokens-kernels/flags';
import { OrInto, Overwrite } from './tokens-kernels/lanes';
import { redMoves } from './tokens-kernels/red-moves';
import { transpose4Blocks } from './tokens-kernels/transpose.generated';
import { clearWords, copyWords, orInto, vector, word } from './tokens-kernels/words';

// The search's shape and the byte offsets of its tables, set once by `setUp`: an instance of this
// module serves one search on one thread. Globals of the instance, not memory: all the memory is
// the search's (nothing here allocates, and the module has no data of its own).
/** Words per row of every matrix. */
let gridWords: i32 = 0;
let gridRows: i32 = 0;
let gridColumns: i32 = 0;
/** The first word of a row that holds a bit past the last square. */
let gridEdge: i32 = 0;
/** Each square's label (Int32). */
let gridPush: usize = 0;
/** Each square's pointer to its label's left mask, the right mask after it (0: d ≥ columns). */
let gridMasks: usize = 0;
/** A row of ones. */
let gridAll: usize = 0;
/** The bits of real squares in a row. */
let gridInside: usize = 0;
/** A byte per row of the new level: 1 if it holds a state. */
let gridOccupied: usize = 0;

/** Sets the search's shape and the offsets of its tables (the `grid…` globals), before any other call. */
export function setUp(
  words: i32,
  rows: i32,
  columns: i32,
  edge: i32,
  push: usize,
  masks: usize,
  all: usize,
  inside: usize,
  occupied: usize,
): void {
  gridWords = words;
  gridRows = rows;
  gridColumns = columns;
  gridEdge = edge;
  gridPush = push;
  gridMasks = masks;
  gridAll = all;
  gridInside = inside;
  gridOccupied = occupied;
}

/**
 * Red's moves from the rows lo…hi-1 of one matrix into another, whose rows they overwrite, or into
 * the same one (`from` = `to`: each row is worked out in the row after `any`, then copied back).
 * The flags of both say which block rows can be skipped: nothing to read and nothing to clear. No
 * bit lands past the last square (the words from `edge` on are masked with `inside`). The target's
 * flags are set anew. The rows are whole block rows, lo a multiple of 32 and hi too, or the last
 * square's row, past which every row is zero.
 */
function expandMatrix(
  from: usize,
  to: usize,
  fromFlags: usize,
  toFlags: usize,
  any: usize,
  lo: i32,
  hi: i32,
): void {
  const words = gridWords;
  const edge = gridEdge;
  const inside = gridInside;
  const rowBytes = (<usize>words) << 2;
  const inPlace = from === to;
  const work = any + rowBytes;
  for (let top = lo; top < hi; top += 32) {
    const I = top >>> 5;
    const source = anyFlag(fromFlags, I, words);
    if (!source && !anyFlag(toFlags, I, words)) continue; // zero, and stays zero
    for (let b = top, end = min(hi, top + 32); b < end; b++) {
      const at = <usize>b * rowBytes;
      const row = inPlace ? work : to + at;
      clearWords(row, words);
      if (source) {
        const d = word(gridPush, b);
        redMoves(from + at, row, words, d, gridRows, gridColumns, <usize>word(gridMasks, b), gridAll);
        for (let w = edge; w < words; w++) {
          const i = row + ((<usize>w) << 2);
          store<i32>(i, load<i32>(i) & word(inside, w));
        }
        orInto(any, row, words);
      }
      if (inPlace) copyWords(to + at, work, words);
    }
    flagsFrom(any, toFlags, I, words);
  }
}

/**
 * `expandRows`: red's moves from the rows lo…hi-1 of the frontier, in place (`expandMatrix`, with
 * its flags; `any` is two rows of words to work in).
 */
export function expandRows(frontier: usize, flags: usize, any: usize, lo: i32, hi: i32): void {
  expandMatrix(frontier, frontier, flags, flags, any, lo, hi);
}

/**
 * `blueMoves`: blue's moves from the block rows first…end-1 of the mirror image, ORed into the
 * level `to`: red's moves from those rows (`expandMatrix`), worked out `TILE` block rows at a time
 * in `strip` (a thread's 32·`TILE` rows of words, its block flags at `stripFlags`), then
 * transposed and ORed into the word columns first…end-1 of `to` (`transposeBlockRows`), flags too.
 * Rows past the last square are cleared in the strip, as they stay zero in a matrix.
 */
export function blueMoves(
  mirror: usize,
  to: usize,
  mirrorFlags: usize,
  toFlags: usize,
  strip: usize,
  stripFlags: usize,
  any: usize,
  first: i32,
  end: i32,
): void {
  const words = gridWords;
  const rowBytes = (<usize>words) << 2;
  const cells = gridRows * gridColumns;
  for (let I0 = first; I0 < end; I0 += TILE) {
    const I1 = min(end, I0 + TILE);
    // The strip as the block rows I0…I1-1 of a matrix (an offset below it wraps, as the memory's
    // offsets do, and comes back in range for those rows).
    const rows = strip - <usize>I0 * 32 * rowBytes;
    const flags = stripFlags - <usize>I0 * <usize>words;
    const hi = min(cells, 32 * I1);
    expandMatrix(mirror, rows, mirrorFlags, flags, any, 32 * I0, hi);
    for (let b = max(hi, 32 * I0); b < 32 * I1; b++) clearWords(rows + <usize>b * rowBytes, words);
    for (let I = max(I0, (hi + 31) >>> 5); I < I1; I++)
      memory.fill(flags + <usize>I * <usize>words, 0, <usize>words);
    transposeBlockRows(rows, to, flags, toFlags, I0, I1, 1);
  }
}

/** How many states `combineLevel` last added to the new level. */
let statesAdded: i32 = 0;

/** `statesAdded` of the last `combineLevel` (a global of this instance: one per thread). */
export function combinedStates(): i32 {
  return statesAdded;
}

/**
 * `combineLevel` on rows lo…hi-1 (whole block rows, as `expandMatrix` takes them): makes them the
 * new level (the moves in `to` minus the visited planes and both tokens on one square; it holds
 * no bit past the last square, which red's moves mask and the transpose keeps so), marks it in the
 * planes with `code`, marks its non-empty rows in `occupied` (a byte per row), and sets the flags
 * of `to` anew (block rows flagged zero are skipped; `any` is a row of words to work in).
 * Returns the index of the first word of the new level that meets `mirror` (-1 if none);
 * `combinedStates` then tells how many states the rows hold (the caller keeps that under 2^31).
 */
export function combineLevel(
  to: usize,
  plane0: usize,
  plane1: usize,
  mirror: usize,
  toFlags: usize,
  any: usize,
  code: i32,
  lo: i32,
  hi: i32,
): i32 {
  const words = gridWords;
  const occupied = gridOccupied;
  // Each lane counts the new states of its words: at most 32 a vector, and the lanes' sum fits.
  let counts = i32x4.splat(0);
  let found = -1;
  for (let top = lo; top < hi; top += 32) {
    const I = top >>> 5;
    const end = min(hi, top + 32);
    if (!anyFlag(toFlags, I, words)) {
      for (let b = top; b < end; b++) store<u8>(occupied + <usize>b, 0);
      continue;
    }
    for (let b = top; b < end; b++) {
      const base = b * words;
      const diagonal = base + (b >>> 5);
      const off = ~(1 << (b & 31));
      store<i32>(to + ((<usize>diagonal) << 2), word(to, diagonal) & off);
      let row = i32x4.splat(0);
      for (let i = base, j = 0; j < words; i += 4, j += 4) {
        const moved = vector(to, i);
        if (!v128.any_true(moved)) continue;
        const seen = v128.or(vector(plane0, i), vector(plane1, i));
        const v = v128.andnot(moved, seen);
        v128.store(to + ((<usize>i) << 2), v);
        if (!v128.any_true(v)) continue;
        const bits = i16x8.extadd_pairwise_i8x16_u(i8x16.popcnt(v));
        counts = i32x4.add(counts, i32x4.extadd_pairwise_i16x8_u(bits));
        row = v128.or(row, v);
        v128.store(any + ((<usize>j) << 2), v128.or(vector(any, j), v));
        if (code !== 2) v128.store(plane0 + ((<usize>i) << 2), v128.or(vector(plane0, i), v));
        if (code !== 1) v128.store(plane1 + ((<usize>i) << 2), v128.or(vector(plane1, i), v));
        if (found < 0 && v128.any_true(v128.and(v, vector(mirror, i))))
          for (let k = i; found < 0; k++) if ((word(to, k) & word(mirror, k)) !== 0) found = k;
      }
      store<u8>(occupied + <usize>b, v128.any_true(row) ? 1 : 0);
    }
    flagsFrom(any, toFlags, I, words);
  }
  statesAdded =
    i32x4.extract_lane(counts, 0) +
    i32x4.extract_lane(counts, 1) +
    i32x4.extract_lane(counts, 2) +
    i32x4.extract_lane(counts, 3);
  return found;
}

/**
 * `firstCommon`: the index of the first word, in the rows lo…hi-1 marked in `occupied`, where `a`
 * and `b` share a bit; -1 if none.
 */
export function firstCommon(a: usize, b: usize, lo: i32, hi: i32): i32 {
  const words = gridWords;
  const occupied = gridOccupied;
  for (let row = lo; row < hi; row++) {
    if (load<u8>(occupied + <usize>row) === 0) continue;
    let i = row * words;
    const end = i + words;
    for (; i + 4 <= end; i += 4) if (v128.any_true(v128.and(vector(a, i), vector(b, i)))) break;
    for (; i < end; i++) if ((word(a, i) & word(b, i)) !== 0) return i;
  }
  return -1;
}

/** Blocks per side of the tiles `transposeBlockRows` works in: 16 words, a cache line, per row. */
const TILE = 16;

/**
 * `transposeBlockRows`: the block rows first…end-1 of `from` (rows 32·first to 32·end-1) become the
 * word columns first…end-1 of `to`, whose flags become the transpose of `from`'s, or (`or` ≠ 0) are
 * ORed into them, flags too; nothing else of `to` is touched. Blocks are turned over four side by side, one in each lane (rows are whole
 * multiples of 16 words, so blocks come in fours); four flagged zero are skipped, and their targets
 * cleared only where flagged. It goes tile by tile, 16×16 blocks: the tile's 512 rows are read,
 * and the 512 rows of its transpose written, a cache line each, while they are in cache (block by
 * block across the whole matrix, every word written would land in a line of its own).
 */
export function transposeBlockRows(
  from: usize,
  to: usize,
  fromFlags: usize,
  toFlags: usize,
  first: i32,
  end: i32,
  or: i32,
): void {
  const words = gridWords;
  const rowBytes = (<usize>words) << 2;
  const keep = or !== 0;
  for (let I0 = first; I0 < end; I0 += TILE) {
    const I1 = min(end, I0 + TILE);
    for (let J0 = 0; J0 < words; J0 += TILE) {
      const J1 = min(words, J0 + TILE);
      for (let I = I0; I < I1; I++)
        for (let J = J0; J < J1; J += 4) {
          const flags = fromFlags + <usize>I * <usize>words + <usize>J;
          const source = load<u32>(flags) !== 0; // the four blocks' flags
          if (source && keep) transpose4Blocks<OrInto>(from, to, words, I, J);
          else if (source) transpose4Blocks<Overwrite>(from, to, words, I, J);
          for (let l = 0; l < 4; l++) {
            const target = toFlags + <usize>(J + l) * <usize>words + <usize>I;
            if (keep) {
              store<u8>(target, load<u8>(target) | load<u8>(flags + <usize>l));
              continue;
            }
            if (!source && load<u8>(target) !== 0)
              for (let k = 0; k < 32; k++)
                store<i32>(to + <usize>((J + l) * 32 + k) * rowBytes + ((<usize>I) << 2), 0);
            store<u8>(target, load<u8>(flags + <usize>l));
          }
        }
    }
  }
}
