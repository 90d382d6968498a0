// The word-level work of the tokens' bit search (src/puzzles/tokens/bit-search/bit-search-kernels.ts) in
// WebAssembly, four words at a time (128-bit SIMD). AssemblyScript: TypeScript's syntax with
// WebAssembly's types; `npm run build` compiles it (scripts/build-wasm.mjs) into the module that
// src/puzzles/tokens/bit-search/bit-search-wasm.ts loads. Each exported function does what the TypeScript
// kernel of the same name does, on the same matrices, and besides keeps the blocks' flags (below),
// which let it skip what is zero: the search keeps the matrices in this module's memory, and every
// pointer here is a byte offset into it. The tests run both and compare.

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

/** Word i of the row (or table) at byte offset `row`. */
function word(row: usize, i: i32): i32 {
  return load<i32>(row + ((<usize>i) << 2));
}

/** Words i…i+3 of the row at byte offset `row`, as one vector. */
function vector(row: usize, i: i32): v128 {
  return v128.load(row + ((<usize>i) << 2));
}

/**
 * Sets the `count` words at `at` to zero. (A row at a time: `memory.fill` is a call out of the
 * module, dearer than these stores for a few hundred bytes.)
 */
function clearWords(at: usize, count: i32): void {
  let i = 0;
  for (; i + 4 <= count; i += 4) v128.store(at + ((<usize>i) << 2), i32x4.splat(0));
  for (; i < count; i++) store<i32>(at + ((<usize>i) << 2), 0);
}

/** Copies the `count` words at `from` to `to` (a row: as `clearWords`, not `memory.copy`). */
function copyWords(to: usize, from: usize, count: i32): void {
  let i = 0;
  for (; i + 4 <= count; i += 4) v128.store(to + ((<usize>i) << 2), v128.load(from + ((<usize>i) << 2)));
  for (; i < count; i++) store<i32>(to + ((<usize>i) << 2), load<i32>(from + ((<usize>i) << 2)));
}

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
function redMoves(
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

// Block flags: a byte per 32×32 block of a matrix (block row I, word column J at I·words + J):
// 0 promises that the block is all zero, 1 that it may hold a bit. The kernels keep them for the
// three matrices the levels pass through, so that they can skip what is zero: most of a level's
// blocks are, until its last levels (at 100×100 the fifteenth level fills a fifth of them).
// Rows are padded to a multiple of 16 words, so flags go 16 at a time.

/** Whether any flag of block row I is set. */
function anyFlag(flags: usize, I: i32, words: i32): bool {
  const at = flags + <usize>I * <usize>words;
  for (let j = 0; j < words; j += 16) if (v128.any_true(v128.load(at + <usize>j))) return true;
  return false;
}

/**
 * Sets the flags of block row I from `any`, a row of words that ORs the block row's 32 rows (1
 * where a word is non-zero), and clears `any` for the next block row.
 */
function flagsFrom(any: usize, flags: usize, I: i32, words: i32): void {
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

/** ORs the row at `row` into the row at `any`. */
function orInto(any: usize, row: usize, words: i32): void {
  for (let j = 0; j < words; j += 4)
    v128.store(any + ((<usize>j) << 2), v128.or(vector(any, j), vector(row, j)));
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

// How `transpose4Blocks` writes its blocks, as a type argument: over the target's words, or ORed
// into them. (Types, so that each way is compiled on its own with no test in it: a runtime flag
// in that function cost the plain transpose a millisecond at 64×64.)
type Overwrite = u32;
type OrInto = u64;

/** Writes lane l of v at `at` + l·`apart` bytes, for each of the four lanes (`Mode`: how). */
function storeLanes<Mode>(at: usize, apart: usize, v: v128): void {
  if (sizeof<Mode>() == sizeof<OrInto>()) {
    store<i32>(at, load<i32>(at) | i32x4.extract_lane(v, 0));
    store<i32>(at + apart, load<i32>(at + apart) | i32x4.extract_lane(v, 1));
    store<i32>(at + 2 * apart, load<i32>(at + 2 * apart) | i32x4.extract_lane(v, 2));
    store<i32>(at + 3 * apart, load<i32>(at + 3 * apart) | i32x4.extract_lane(v, 3));
    return;
  }
  store<i32>(at, i32x4.extract_lane(v, 0));
  store<i32>(at + apart, i32x4.extract_lane(v, 1));
  store<i32>(at + 2 * apart, i32x4.extract_lane(v, 2));
  store<i32>(at + 3 * apart, i32x4.extract_lane(v, 3));
}

/**
 * The blocks (I, J…J+3) of `from` transposed into the blocks (J…J+3, I) of `to`: word
 * k of the four blocks is one 128-bit load, and the 80 masked swaps of the 32×32 transpose
 * (Hacker's Delight, 7-3; src/search/transpose-block.ts) run on all four lanes at once. Every
 * lane's block is written, zero or not, over the target's words or ORed into them (`Mode`).
 * Generated.
 */
function transpose4Blocks<Mode>(from: usize, to: usize, words: i32, I: i32, J: i32): void {
  const at = I * 32 * words + J;
  let a0 = v128.load(from + ((<usize>(at + 0 * words)) << 2));
  let a1 = v128.load(from + ((<usize>(at + 1 * words)) << 2));
  let a2 = v128.load(from + ((<usize>(at + 2 * words)) << 2));
  let a3 = v128.load(from + ((<usize>(at + 3 * words)) << 2));
  let a4 = v128.load(from + ((<usize>(at + 4 * words)) << 2));
  let a5 = v128.load(from + ((<usize>(at + 5 * words)) << 2));
  let a6 = v128.load(from + ((<usize>(at + 6 * words)) << 2));
  let a7 = v128.load(from + ((<usize>(at + 7 * words)) << 2));
  let a8 = v128.load(from + ((<usize>(at + 8 * words)) << 2));
  let a9 = v128.load(from + ((<usize>(at + 9 * words)) << 2));
  let a10 = v128.load(from + ((<usize>(at + 10 * words)) << 2));
  let a11 = v128.load(from + ((<usize>(at + 11 * words)) << 2));
  let a12 = v128.load(from + ((<usize>(at + 12 * words)) << 2));
  let a13 = v128.load(from + ((<usize>(at + 13 * words)) << 2));
  let a14 = v128.load(from + ((<usize>(at + 14 * words)) << 2));
  let a15 = v128.load(from + ((<usize>(at + 15 * words)) << 2));
  let a16 = v128.load(from + ((<usize>(at + 16 * words)) << 2));
  let a17 = v128.load(from + ((<usize>(at + 17 * words)) << 2));
  let a18 = v128.load(from + ((<usize>(at + 18 * words)) << 2));
  let a19 = v128.load(from + ((<usize>(at + 19 * words)) << 2));
  let a20 = v128.load(from + ((<usize>(at + 20 * words)) << 2));
  let a21 = v128.load(from + ((<usize>(at + 21 * words)) << 2));
  let a22 = v128.load(from + ((<usize>(at + 22 * words)) << 2));
  let a23 = v128.load(from + ((<usize>(at + 23 * words)) << 2));
  let a24 = v128.load(from + ((<usize>(at + 24 * words)) << 2));
  let a25 = v128.load(from + ((<usize>(at + 25 * words)) << 2));
  let a26 = v128.load(from + ((<usize>(at + 26 * words)) << 2));
  let a27 = v128.load(from + ((<usize>(at + 27 * words)) << 2));
  let a28 = v128.load(from + ((<usize>(at + 28 * words)) << 2));
  let a29 = v128.load(from + ((<usize>(at + 29 * words)) << 2));
  let a30 = v128.load(from + ((<usize>(at + 30 * words)) << 2));
  let a31 = v128.load(from + ((<usize>(at + 31 * words)) << 2));
  let m: v128;
  let t: v128;
  m = i32x4.splat(0x0000ffff);
  t = v128.and(v128.xor(i32x4.shr_u(a0, 16), a16), m);
  a16 = v128.xor(a16, t);
  a0 = v128.xor(a0, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a1, 16), a17), m);
  a17 = v128.xor(a17, t);
  a1 = v128.xor(a1, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a2, 16), a18), m);
  a18 = v128.xor(a18, t);
  a2 = v128.xor(a2, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a3, 16), a19), m);
  a19 = v128.xor(a19, t);
  a3 = v128.xor(a3, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a4, 16), a20), m);
  a20 = v128.xor(a20, t);
  a4 = v128.xor(a4, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a5, 16), a21), m);
  a21 = v128.xor(a21, t);
  a5 = v128.xor(a5, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a6, 16), a22), m);
  a22 = v128.xor(a22, t);
  a6 = v128.xor(a6, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a7, 16), a23), m);
  a23 = v128.xor(a23, t);
  a7 = v128.xor(a7, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a8, 16), a24), m);
  a24 = v128.xor(a24, t);
  a8 = v128.xor(a8, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a9, 16), a25), m);
  a25 = v128.xor(a25, t);
  a9 = v128.xor(a9, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a10, 16), a26), m);
  a26 = v128.xor(a26, t);
  a10 = v128.xor(a10, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a11, 16), a27), m);
  a27 = v128.xor(a27, t);
  a11 = v128.xor(a11, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a12, 16), a28), m);
  a28 = v128.xor(a28, t);
  a12 = v128.xor(a12, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a13, 16), a29), m);
  a29 = v128.xor(a29, t);
  a13 = v128.xor(a13, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a14, 16), a30), m);
  a30 = v128.xor(a30, t);
  a14 = v128.xor(a14, i32x4.shl(t, 16));
  t = v128.and(v128.xor(i32x4.shr_u(a15, 16), a31), m);
  a31 = v128.xor(a31, t);
  a15 = v128.xor(a15, i32x4.shl(t, 16));
  m = i32x4.splat(0x00ff00ff);
  t = v128.and(v128.xor(i32x4.shr_u(a0, 8), a8), m);
  a8 = v128.xor(a8, t);
  a0 = v128.xor(a0, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a1, 8), a9), m);
  a9 = v128.xor(a9, t);
  a1 = v128.xor(a1, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a2, 8), a10), m);
  a10 = v128.xor(a10, t);
  a2 = v128.xor(a2, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a3, 8), a11), m);
  a11 = v128.xor(a11, t);
  a3 = v128.xor(a3, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a4, 8), a12), m);
  a12 = v128.xor(a12, t);
  a4 = v128.xor(a4, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a5, 8), a13), m);
  a13 = v128.xor(a13, t);
  a5 = v128.xor(a5, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a6, 8), a14), m);
  a14 = v128.xor(a14, t);
  a6 = v128.xor(a6, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a7, 8), a15), m);
  a15 = v128.xor(a15, t);
  a7 = v128.xor(a7, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a16, 8), a24), m);
  a24 = v128.xor(a24, t);
  a16 = v128.xor(a16, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a17, 8), a25), m);
  a25 = v128.xor(a25, t);
  a17 = v128.xor(a17, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a18, 8), a26), m);
  a26 = v128.xor(a26, t);
  a18 = v128.xor(a18, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a19, 8), a27), m);
  a27 = v128.xor(a27, t);
  a19 = v128.xor(a19, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a20, 8), a28), m);
  a28 = v128.xor(a28, t);
  a20 = v128.xor(a20, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a21, 8), a29), m);
  a29 = v128.xor(a29, t);
  a21 = v128.xor(a21, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a22, 8), a30), m);
  a30 = v128.xor(a30, t);
  a22 = v128.xor(a22, i32x4.shl(t, 8));
  t = v128.and(v128.xor(i32x4.shr_u(a23, 8), a31), m);
  a31 = v128.xor(a31, t);
  a23 = v128.xor(a23, i32x4.shl(t, 8));
  m = i32x4.splat(0x0f0f0f0f);
  t = v128.and(v128.xor(i32x4.shr_u(a0, 4), a4), m);
  a4 = v128.xor(a4, t);
  a0 = v128.xor(a0, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a1, 4), a5), m);
  a5 = v128.xor(a5, t);
  a1 = v128.xor(a1, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a2, 4), a6), m);
  a6 = v128.xor(a6, t);
  a2 = v128.xor(a2, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a3, 4), a7), m);
  a7 = v128.xor(a7, t);
  a3 = v128.xor(a3, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a8, 4), a12), m);
  a12 = v128.xor(a12, t);
  a8 = v128.xor(a8, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a9, 4), a13), m);
  a13 = v128.xor(a13, t);
  a9 = v128.xor(a9, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a10, 4), a14), m);
  a14 = v128.xor(a14, t);
  a10 = v128.xor(a10, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a11, 4), a15), m);
  a15 = v128.xor(a15, t);
  a11 = v128.xor(a11, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a16, 4), a20), m);
  a20 = v128.xor(a20, t);
  a16 = v128.xor(a16, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a17, 4), a21), m);
  a21 = v128.xor(a21, t);
  a17 = v128.xor(a17, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a18, 4), a22), m);
  a22 = v128.xor(a22, t);
  a18 = v128.xor(a18, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a19, 4), a23), m);
  a23 = v128.xor(a23, t);
  a19 = v128.xor(a19, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a24, 4), a28), m);
  a28 = v128.xor(a28, t);
  a24 = v128.xor(a24, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a25, 4), a29), m);
  a29 = v128.xor(a29, t);
  a25 = v128.xor(a25, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a26, 4), a30), m);
  a30 = v128.xor(a30, t);
  a26 = v128.xor(a26, i32x4.shl(t, 4));
  t = v128.and(v128.xor(i32x4.shr_u(a27, 4), a31), m);
  a31 = v128.xor(a31, t);
  a27 = v128.xor(a27, i32x4.shl(t, 4));
  m = i32x4.splat(0x33333333);
  t = v128.and(v128.xor(i32x4.shr_u(a0, 2), a2), m);
  a2 = v128.xor(a2, t);
  a0 = v128.xor(a0, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a1, 2), a3), m);
  a3 = v128.xor(a3, t);
  a1 = v128.xor(a1, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a4, 2), a6), m);
  a6 = v128.xor(a6, t);
  a4 = v128.xor(a4, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a5, 2), a7), m);
  a7 = v128.xor(a7, t);
  a5 = v128.xor(a5, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a8, 2), a10), m);
  a10 = v128.xor(a10, t);
  a8 = v128.xor(a8, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a9, 2), a11), m);
  a11 = v128.xor(a11, t);
  a9 = v128.xor(a9, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a12, 2), a14), m);
  a14 = v128.xor(a14, t);
  a12 = v128.xor(a12, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a13, 2), a15), m);
  a15 = v128.xor(a15, t);
  a13 = v128.xor(a13, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a16, 2), a18), m);
  a18 = v128.xor(a18, t);
  a16 = v128.xor(a16, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a17, 2), a19), m);
  a19 = v128.xor(a19, t);
  a17 = v128.xor(a17, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a20, 2), a22), m);
  a22 = v128.xor(a22, t);
  a20 = v128.xor(a20, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a21, 2), a23), m);
  a23 = v128.xor(a23, t);
  a21 = v128.xor(a21, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a24, 2), a26), m);
  a26 = v128.xor(a26, t);
  a24 = v128.xor(a24, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a25, 2), a27), m);
  a27 = v128.xor(a27, t);
  a25 = v128.xor(a25, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a28, 2), a30), m);
  a30 = v128.xor(a30, t);
  a28 = v128.xor(a28, i32x4.shl(t, 2));
  t = v128.and(v128.xor(i32x4.shr_u(a29, 2), a31), m);
  a31 = v128.xor(a31, t);
  a29 = v128.xor(a29, i32x4.shl(t, 2));
  m = i32x4.splat(0x55555555);
  t = v128.and(v128.xor(i32x4.shr_u(a0, 1), a1), m);
  a1 = v128.xor(a1, t);
  a0 = v128.xor(a0, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a2, 1), a3), m);
  a3 = v128.xor(a3, t);
  a2 = v128.xor(a2, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a4, 1), a5), m);
  a5 = v128.xor(a5, t);
  a4 = v128.xor(a4, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a6, 1), a7), m);
  a7 = v128.xor(a7, t);
  a6 = v128.xor(a6, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a8, 1), a9), m);
  a9 = v128.xor(a9, t);
  a8 = v128.xor(a8, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a10, 1), a11), m);
  a11 = v128.xor(a11, t);
  a10 = v128.xor(a10, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a12, 1), a13), m);
  a13 = v128.xor(a13, t);
  a12 = v128.xor(a12, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a14, 1), a15), m);
  a15 = v128.xor(a15, t);
  a14 = v128.xor(a14, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a16, 1), a17), m);
  a17 = v128.xor(a17, t);
  a16 = v128.xor(a16, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a18, 1), a19), m);
  a19 = v128.xor(a19, t);
  a18 = v128.xor(a18, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a20, 1), a21), m);
  a21 = v128.xor(a21, t);
  a20 = v128.xor(a20, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a22, 1), a23), m);
  a23 = v128.xor(a23, t);
  a22 = v128.xor(a22, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a24, 1), a25), m);
  a25 = v128.xor(a25, t);
  a24 = v128.xor(a24, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a26, 1), a27), m);
  a27 = v128.xor(a27, t);
  a26 = v128.xor(a26, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a28, 1), a29), m);
  a29 = v128.xor(a29, t);
  a28 = v128.xor(a28, i32x4.shl(t, 1));
  t = v128.and(v128.xor(i32x4.shr_u(a30, 1), a31), m);
  a31 = v128.xor(a31, t);
  a30 = v128.xor(a30, i32x4.shl(t, 1));
  const rowBytes = (<usize>words) << 2;
  const apart = rowBytes << 5;
  const out = to + <usize>J * apart + ((<usize>I) << 2);
  storeLanes<Mode>(out + 0 * rowBytes, apart, a0);
  storeLanes<Mode>(out + 1 * rowBytes, apart, a1);
  storeLanes<Mode>(out + 2 * rowBytes, apart, a2);
  storeLanes<Mode>(out + 3 * rowBytes, apart, a3);
  storeLanes<Mode>(out + 4 * rowBytes, apart, a4);
  storeLanes<Mode>(out + 5 * rowBytes, apart, a5);
  storeLanes<Mode>(out + 6 * rowBytes, apart, a6);
  storeLanes<Mode>(out + 7 * rowBytes, apart, a7);
  storeLanes<Mode>(out + 8 * rowBytes, apart, a8);
  storeLanes<Mode>(out + 9 * rowBytes, apart, a9);
  storeLanes<Mode>(out + 10 * rowBytes, apart, a10);
  storeLanes<Mode>(out + 11 * rowBytes, apart, a11);
  storeLanes<Mode>(out + 12 * rowBytes, apart, a12);
  storeLanes<Mode>(out + 13 * rowBytes, apart, a13);
  storeLanes<Mode>(out + 14 * rowBytes, apart, a14);
  storeLanes<Mode>(out + 15 * rowBytes, apart, a15);
  storeLanes<Mode>(out + 16 * rowBytes, apart, a16);
  storeLanes<Mode>(out + 17 * rowBytes, apart, a17);
  storeLanes<Mode>(out + 18 * rowBytes, apart, a18);
  storeLanes<Mode>(out + 19 * rowBytes, apart, a19);
  storeLanes<Mode>(out + 20 * rowBytes, apart, a20);
  storeLanes<Mode>(out + 21 * rowBytes, apart, a21);
  storeLanes<Mode>(out + 22 * rowBytes, apart, a22);
  storeLanes<Mode>(out + 23 * rowBytes, apart, a23);
  storeLanes<Mode>(out + 24 * rowBytes, apart, a24);
  storeLanes<Mode>(out + 25 * rowBytes, apart, a25);
  storeLanes<Mode>(out + 26 * rowBytes, apart, a26);
  storeLanes<Mode>(out + 27 * rowBytes, apart, a27);
  storeLanes<Mode>(out + 28 * rowBytes, apart, a28);
  storeLanes<Mode>(out + 29 * rowBytes, apart, a29);
  storeLanes<Mode>(out + 30 * rowBytes, apart, a30);
  storeLanes<Mode>(out + 31 * rowBytes, apart, a31);
}
