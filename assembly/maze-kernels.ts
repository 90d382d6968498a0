// The maze reader's word work (src/puzzles/maze/board/formats-text.ts, `evenRowsInto`) in WebAssembly,
// sixteen bytes of text, eight cells (sixteen when the digits stand side by side), at a time
// (128-bit SIMD). AssemblyScript: TypeScript's syntax
// with WebAssembly's types; `npm run build` compiles it (scripts/build-wasm.mjs) into the module
// that src/puzzles/maze/board/printed-rows.ts loads. Every pointer is a byte offset into the memory that
// module makes: nothing here allocates, and the module has no data of its own. The tests run both
// readers on the same text and compare.

/** A digit then a separator, read as one little-endian 16-bit lane: the digit's bit left out. */
const DIGIT_MASK: i16 = <i16>0xfffe;
const ZERO: i32 = 0x30;
const NEWLINE: i32 = 10;

/**
 * Reads `lines` lines of digit rows as programs print them from `text` (each line `line` bytes: a
 * digit 0 or 1 then one separator per cell, `separator` after every cell but the last and the
 * newline after it) into cells from `cells` on, a byte each, 0 or 1, each line's first cell
 * `stride` bytes after the one before. Returns 1 when every byte was what that pattern wants, else
 * 0 (and what was written is not to be used). Writes only the row's own cells, never past them:
 * the bordered grid's border bytes stay as they are.
 *
 * Every cell but the last of a line is a digit and the separator, so eight cells are checked and
 * packed per 16-byte vector; the last cell (its newline) and any left over go one by one.
 * Cost: O(lines × line), a vector operation per 16 bytes.
 */
export function evenRowsInto(
  text: usize,
  lines: i32,
  line: i32,
  cells: usize,
  stride: i32,
  separator: i32,
): i32 {
  const columns = line >> 1;
  // Whole vectors of eight cells before the line's last cell.
  const vectors = (columns - 1) >> 3;
  const mask = i16x8.splat(DIGIT_MASK);
  const pattern = i16x8.splat(<i16>(ZERO | (separator << 8)));
  const one = i16x8.splat(1);
  let wrong = i32x4.splat(0);
  let wrongOne: i32 = 0;
  for (let row = 0; row < lines; row++) {
    const from = text + <usize>row * <usize>line;
    const to = cells + <usize>row * <usize>stride;
    for (let k = 0; k < vectors; k++) {
      const pairs = v128.load(from + ((<usize>k) << 4));
      wrong = v128.or(wrong, v128.xor(v128.and(pairs, mask), pattern));
      // Each lane's low byte is its digit: its low bit is the cell, and narrowing packs them.
      const digits = v128.and(pairs, one);
      v128.store64_lane(to + ((<usize>k) << 3), i8x16.narrow_i16x8_u(digits, digits), 0);
    }
    for (let cell = vectors << 3; cell < columns; cell++) {
      const pair = <i32>load<u16>(from + ((<usize>cell) << 1));
      const want = ZERO | ((cell === columns - 1 ? NEWLINE : separator) << 8);
      wrongOne |= (pair & 0xfffe) ^ want;
      store<u8>(to + <usize>cell, pair & 1);
    }
  }
  return v128.any_true(wrong) || wrongOne !== 0 ? 0 : 1;
}

/**
 * `evenRowsInto` for digits side by side: each line `line` bytes, a digit 0 or 1 per cell and the
 * newline. Sixteen cells are checked and written per vector, the rest of a line one by one.
 * Returns 1 when every byte was what that pattern wants, else 0. Writes only the row's own cells.
 * Cost: O(lines × line), a vector operation per 16 bytes.
 */
export function packedRowsInto(text: usize, lines: i32, line: i32, cells: usize, stride: i32): i32 {
  const columns = line - 1;
  const vectors = columns >> 4;
  const mask = i8x16.splat(<i8>0xfe);
  const zero = i8x16.splat(<i8>ZERO);
  const one = i8x16.splat(1);
  let wrong = i32x4.splat(0);
  let wrongOne: i32 = 0;
  for (let row = 0; row < lines; row++) {
    const from = text + <usize>row * <usize>line;
    const to = cells + <usize>row * <usize>stride;
    for (let k = 0; k < vectors; k++) {
      const digits = v128.load(from + ((<usize>k) << 4));
      wrong = v128.or(wrong, v128.xor(v128.and(digits, mask), zero));
      v128.store(to + ((<usize>k) << 4), v128.and(digits, one));
    }
    for (let cell = vectors << 4; cell < columns; cell++) {
      const digit = <i32>load<u8>(from + <usize>cell);
      wrongOne |= (digit & 0xfe) ^ ZERO;
      store<u8>(to + <usize>cell, digit & 1);
    }
    wrongOne |= (<i32>load<u8>(from + <usize>columns)) ^ NEWLINE;
  }
  return v128.any_true(wrong) || wrongOne !== 0 ? 0 : 1;
}

// The path count's sweep over sorted frontier states (src/puzzles/maze/paths/sorted-sweep.ts).
export {
  frontierBegin,
  frontierOutCount,
  frontierPartnerCount,
  frontierRun,
  frontierRunCount,
  frontierSetUp,
} from './maze-kernels/frontier';
export {
  frontierMerge,
  frontierScatter,
  frontierSortPartners,
  frontierTopBits,
  frontierWiden,
  frontierWidenStates,
} from './maze-kernels/frontier-states';
