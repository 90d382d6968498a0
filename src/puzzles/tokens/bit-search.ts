import { throwIfAborted } from '../../errors.js';
import { bitMatrixBytes, popcount32, transposeBlockRows } from '../../search/bit-matrix.js';
import type { IntPath } from '../../search/int-graph.js';
import type { TokensBoard } from './board.js';
import { meetAt, moveTables } from './moves.js';

/**
 * Bytes `bitwiseMeet` allocates: seven square bit matrices with a row per square and a bit per square
 * (frontier, its mirror image, the next level, two scratch, and the two bit planes of the levels
 * modulo 3), about 7·squares²/8 bytes, plus a mask per distance.
 */
export function bitwiseTokensBytes(board: TokensBoard): number {
  const cells = board.rows * board.columns;
  const words = Math.max(1, Math.ceil(cells / 32));
  return 7 * bitMatrixBytes(cells) + 4 * words * (2 * Math.max(board.rows, board.columns) + 2);
}

/**
 * The colour-swap meet of `mirrorMeetPath`, level-synchronous over bit sets, 32 states per word
 * operation. A level is a square bit matrix: row b holds the set of red squares r such that (red r,
 * blue b) is in the level. For a fixed blue square every red move is a shift of that row by ±d rows
 * (±d·columns bits) or ±d columns (with a mask so no token wraps to the next row), d = the label under
 * blue. Blue's moves are red's moves in the mirror image: swapping the colours transposes the matrix,
 * so blue moves = transpose(red moves(transpose(level))). The levels modulo 3 live in two bit planes
 * (their union is the visited set), and the moves are walked back from them, as `walkDown` does.
 *
 * Stops after the first level k that meets its mirror image one level lower (2k-1 moves) or at the
 * same level (2k moves). Exact for the same reasons as `mirrorMeetPath`.
 *
 * Cost per level: O(squares² / 32) word operations (about 10 per word for the shifts and 2 transposes),
 * for about half the answer's number of levels (all levels of the start's component when there is no
 * solution); memory `bitwiseTokensBytes`. `bitwiseMeetParallel` splits each level over two threads.
 */
export function bitwiseMeet(board: TokensBoard, start: number, signal?: AbortSignal): IntPath {
  const { rows, columns, push } = moveTables(board);
  const levels = bitLevels(rows, columns, push, false);
  const control = new Int32Array(controlLength(levels));
  // Alone, a phase is one chunk: the whole matrix in one pass (a transpose clears its target in
  // one fill, and reads each block row once), a tenth faster than chunk after chunk.
  control[BLOCKS] = levels.words;
  let phase = 0;
  const step = levelSteps(board, start, levels, control, () => {
    control[NEXT_CHUNK] = (++phase & 0x7fff) << 16;
    takeChunks(levels, control, phase, 0);
  });
  for (;;) {
    throwIfAborted(signal);
    const found = step();
    if (found) return found;
  }
}

/**
 * The memory of one bit-parallel search: seven square bit matrices (`words` Int32 words per row)
 * and a flag per row of the new level, over SharedArrayBuffers when two threads share the work.
 */
export interface BitLevels {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  readonly words: number;
  /** How far a token on each square sends the other (`moveTables`). */
  readonly push: Int32Array;
  /**
   * By index: 0-3 the frontier, its mirror image (transpose), the next level and a scratch matrix
   * (the pairs 0/2 and 1/3 swap roles each level), 4 blue's moves, 5-6 the bit planes of the levels
   * modulo 3.
   */
  readonly matrices: Int32Array[];
  /** Rows of the new level that hold a state. */
  readonly occupied: Uint8Array;
  /** The buffers under `matrices` and `occupied`, to hand to a worker. */
  readonly buffers: ArrayBufferLike[];
  /** The bits of real squares in a row. */
  readonly inside: Int32Array;
  /** Per distance d: the squares whose column is at least d (a token there may move d left; all when d ≥ columns). */
  readonly leftOk: Int32Array[];
  /** Per distance d: the squares whose column is at most columns-1-d (may move d right). */
  readonly rightOk: Int32Array[];
}

const BLUE_MOVES = 4;
const PLANE0 = 5;
const PLANE1 = 6;

/**
 * The matrices of a search, all zero (`shared`: over new SharedArrayBuffers), or over the `buffers`
 * of another thread's `BitLevels`. Cost: `bitwiseTokensBytes` bytes, zeroed, and a mask per distance.
 */
export function bitLevels(
  rows: number,
  columns: number,
  push: Int32Array,
  shared: boolean | ArrayBufferLike[],
): BitLevels {
  const cells = rows * columns;
  const words = Math.max(1, Math.ceil(cells / 32));
  const bytes = [...Array<number>(7).fill(bitMatrixBytes(cells)), cells];
  const buffers = Array.isArray(shared)
    ? shared
    : bytes.map((size) => (shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size)));
  const inside = new Int32Array(words);
  for (let square = 0; square < cells; square++) inside[square >>> 5] |= 1 << (square & 31);
  const all = new Int32Array(words).fill(-1);
  const leftOk: Int32Array[] = [];
  const rightOk: Int32Array[] = [];
  for (const d of new Set(push)) {
    leftOk[d] = d < columns ? new Int32Array(words) : all;
    rightOk[d] = d < columns ? new Int32Array(words) : all;
    if (d >= columns) continue;
    for (let square = 0; square < cells; square++) {
      const column = square % columns;
      if (column >= d) leftOk[d][square >>> 5] |= 1 << (square & 31);
      if (column + d < columns) rightOk[d][square >>> 5] |= 1 << (square & 31);
    }
  }
  return {
    rows,
    columns,
    cells,
    words,
    push,
    matrices: buffers.slice(0, 7).map((buffer) => new Int32Array(buffer)),
    occupied: new Uint8Array(buffers[7]),
    buffers,
    inside,
    leftOk,
    rightOk,
  };
}

/**
 * The work of a phase is cut into chunks of this many block rows (32 rows of the matrices each):
 * 512 rows, or 16 words per row of a transposed block, a cache line. (Tests use 1.)
 */
export const CHUNK_BLOCKS = 16;

/** The number of chunks of every phase of a search (`blocks` block rows each). */
export function chunkCount(levels: BitLevels, blocks: number): number {
  return Math.ceil(levels.words / blocks);
}

/** Index in the control block: the number of the phase under way (a helper waits on it). */
export const PHASE = 0;
/** Index in the control block: the chunks of the phase finished (the leading thread waits on it). */
export const FINISHED = 1;
/** Index in the control block: set to 1 when a helper threw. */
export const FAILED = 2;
/** Index in the control block: the operation of the phase (`STOP` ends a helper). */
export const OPERATION = 3;
const ARGUMENTS = 4;
/** Index in the control block: the next chunk to take, tagged with its phase (`(phase & 0x7fff) << 16 | chunk`). */
export const NEXT_CHUNK = 8;
/** Index in the control block: set to 1 by a helper once it takes part. */
export const READY = 9;
/** Index in the control block: 1 = thread t does the chunks c with c mod 2 = t (for tests), 0 = first come first served. */
export const EVERY_OTHER = 10;
/** Index in the control block: block rows per chunk (`CHUNK_BLOCKS`, set by the leading thread). */
export const BLOCKS = 11;
const RESULTS = 12; // per chunk: rows used, a state found (or -1)

/**
 * The length of the control block (an Int32Array) through which the thread that leads a search
 * hands out the work of each phase: the phase number, the operation and its arguments, the next
 * chunk to take, the chunks finished, and each chunk's results (room for chunks of one block row).
 */
export function controlLength(levels: BitLevels): number {
  return RESULTS + 2 * levels.words;
}

const EXPAND = 1;
const TRANSPOSE = 2;
const COMBINE = 3;
const COMMON = 4;
/** The operation that tells a helper thread to return. */
export const STOP = 5;

/** Writes an operation and its arguments into the control block (before the phase is announced). */
export function setOperation(control: Int32Array, operation: number, a = 0, b = 0, c = 0, d = 0): void {
  control[OPERATION] = operation;
  control[ARGUMENTS] = a;
  control[ARGUMENTS + 1] = b;
  control[ARGUMENTS + 2] = c;
  control[ARGUMENTS + 3] = d;
}

/**
 * Takes chunks of phase `phase` until none is left (or, with EVERY_OTHER, does this thread's), does
 * them, and counts each in FINISHED (waking the leading thread). Two threads may run this at once on
 * one search: a chunk is taken by compare-and-swap on NEXT_CHUNK, which carries the phase number, so
 * a helper that wakes late takes nothing of a later phase by mistake. Returns how many it did.
 *
 * Cost: the chunks' share of one phase of `bitwiseMeet`.
 */
export function takeChunks(levels: BitLevels, control: Int32Array, phase: number, thread: number): number {
  const chunks = chunkCount(levels, control[BLOCKS]);
  const tag = (phase & 0x7fff) << 16;
  let done = 0;
  if (control[EVERY_OTHER]) {
    for (let chunk = thread; chunk < chunks; chunk += 2, done++) runChunk(levels, control, chunk);
    return done;
  }
  for (;;) {
    const next = Atomics.load(control, NEXT_CHUNK);
    if ((next & ~0xffff) !== tag || (next & 0xffff) >= chunks) return done;
    if (Atomics.compareExchange(control, NEXT_CHUNK, next, next + 1) !== next) continue;
    runChunk(levels, control, next & 0xffff);
    done++;
  }
}

/**
 * Does chunk `chunk` of the operation in the control block, writes its results there and counts it
 * in FINISHED. No two chunks write the same word: the row phases write their own rows, and a
 * transpose writes the word columns of its own block rows.
 */
function runChunk(levels: BitLevels, control: Int32Array, chunk: number): void {
  const { words, cells, matrices: m } = levels;
  const first = chunk * control[BLOCKS];
  const end = Math.min(words, first + control[BLOCKS]);
  const lo = Math.min(cells, 32 * first);
  const hi = Math.min(cells, 32 * end);
  const a = control[ARGUMENTS];
  const b = control[ARGUMENTS + 1];
  const c = control[ARGUMENTS + 2];
  const d = control[ARGUMENTS + 3];
  const result = RESULTS + 2 * chunk;
  switch (control[OPERATION]) {
    case EXPAND:
      // Rows past the last square stay zero: nothing ever writes them in these four matrices.
      m[c].fill(0, lo * words, hi * words);
      m[d].fill(0, lo * words, hi * words);
      expandRows(levels, m[a], m[b], m[c], m[d], lo, hi);
      break;
    case TRANSPOSE:
      transposeBlockRows(m[a], m[b], words, first, end);
      break;
    case COMBINE:
      control[result] = combineLevel(
        m[a],
        m[BLUE_MOVES],
        m[PLANE0],
        m[PLANE1],
        m[b],
        levels.occupied,
        levels.inside,
        c,
        lo,
        hi,
        control,
        result + 1,
      );
      break;
    case COMMON:
      control[result + 1] = firstCommon(m[a], m[b], levels.occupied, words, lo, hi);
      break;
  }
  Atomics.add(control, FINISHED, 1);
  Atomics.notify(control, FINISHED);
}

/**
 * The level loop of `bitwiseMeet`, one level per call of the function it returns (which returns the
 * answer once the search is over, undefined before). `run` performs the operation written in
 * `control` (all its chunks, on one thread or two); the chunks' results are merged here in chunk
 * order, so that the answer is the same whoever did which chunk: the state found is the lowest row's.
 */
export function levelSteps(
  board: TokensBoard,
  start: number,
  levels: BitLevels,
  control: Int32Array,
  run: () => void,
): () => IntPath | undefined {
  const { cells, words, matrices: m } = levels;
  const plane0 = m[PLANE0];
  const plane1 = m[PLANE1];
  const startRed = (start / cells) | 0;
  const startBlue = start - startRed * cells;
  const set = (matrix: Int32Array, row: number, column: number) =>
    (matrix[row * words + (column >>> 5)] |= 1 << (column & 31));
  let [frontier, mirrored, next, scratch] = [0, 1, 2, 3];
  set(m[frontier], startBlue, startRed);
  set(m[mirrored], startRed, startBlue);
  set(plane0, startBlue, startRed); // level 0: code 1
  const lookup = {
    get(state: number) {
      const red = (state / cells) | 0;
      const at = (state - red * cells) * words + (red >>> 5);
      const shift = red & 31;
      return ((plane0[at] >>> shift) & 1) | (((plane1[at] >>> shift) & 1) << 1);
    },
  };
  const chunks = chunkCount(levels, control[BLOCKS]);
  const firstFound = () => {
    for (let chunk = 0; chunk < chunks; chunk++)
      if (control[RESULTS + 2 * chunk + 1] >= 0) return control[RESULTS + 2 * chunk + 1];
    return -1;
  };
  const phase = (operation: number, a = 0, b = 0, c = 0, d = 0) => {
    setOperation(control, operation, a, b, c, d);
    for (let chunk = 0; chunk < chunks; chunk++) control.set([0, -1], RESULTS + 2 * chunk);
    run();
  };
  let level = 0;
  return () => {
    level++;
    phase(EXPAND, frontier, mirrored, next, scratch);
    phase(TRANSPOSE, scratch, BLUE_MOVES);
    phase(COMBINE, next, mirrored, (level % 3) + 1);
    let rowsUsed = 0;
    for (let chunk = 0; chunk < chunks; chunk++) rowsUsed += control[RESULTS + 2 * chunk];
    const odd = firstFound(); // a state of the new level whose mirror is in the last one: 2·level - 1 moves
    // The states expanded: every level but the new one (counted once here, not level by level).
    const explored = () => countBits(plane0, plane1) - countBits(m[next]);
    if (odd >= 0) return meetAt(board, lookup, odd, level, level - 1, explored());
    if (rowsUsed === 0) return { reachable: false, moves: null, path: null, explored: explored() };
    phase(TRANSPOSE, next, scratch); // the new level's mirror image
    phase(COMMON, next, scratch);
    const even = firstFound();
    if (even >= 0) return meetAt(board, lookup, even, level, level, explored());
    [frontier, next] = [next, frontier];
    [mirrored, scratch] = [scratch, mirrored];
    return undefined;
  };
}

/**
 * Red's moves from the rows lo…hi-1 of the frontier into the new level, and from the same rows of
 * the frontier's mirror image into `toMirror` (which, transposed, gives blue's moves).
 */
function expandRows(
  levels: BitLevels,
  from: Int32Array,
  fromMirror: Int32Array,
  to: Int32Array,
  toMirror: Int32Array,
  lo: number,
  hi: number,
): void {
  const { rows, columns, push, leftOk, rightOk } = levels;
  for (let b = lo; b < hi; b++) {
    const d = push[b];
    redMoves(from, to, b, d, rows, columns, leftOk[d], rightOk[d]);
    redMoves(fromMirror, toMirror, b, d, rows, columns, leftOk[d], rightOk[d]);
  }
}

/**
 * Red's moves from row b of `from` (blue on square b, d = the label under it) ORed into row b of `to`,
 * in one pass over the row's non-zero words: each word lands in two words k = d·columns bits lower and
 * higher (up and down) and, masked by `left` / `right` so that no token wraps into the next row, d bits
 * lower and higher (left and right).
 */
function redMoves(
  from: Int32Array,
  to: Int32Array,
  b: number,
  d: number,
  rows: number,
  columns: number,
  left: Int32Array,
  right: Int32Array,
): void {
  const words = left.length;
  const base = b * words;
  let lo = 0;
  while (lo < words && from[base + lo] === 0) lo++;
  if (lo === words) return;
  let hi = words - 1;
  while (from[base + hi] === 0) hi--;
  const vertical = d < rows;
  const horizontal = d < columns;
  const k = d * columns;
  const qv = k >>> 5;
  const sv = k & 31;
  const qh = d >>> 5;
  const sh = d & 31;
  for (let j = lo; j <= hi; j++) {
    const v = from[base + j];
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
 * Makes rows lo…hi-1 of `to` the new level: red's moves (in `to`) and blue's (in `blue`) minus the visited states
 * (the union of the two planes), minus both tokens on one square; marks it in the planes with `code`,
 * marks its non-empty rows in `occupied`, and puts in found[slot] a state whose mirror is in
 * `mirror` (or -1). Returns how many rows of the new level hold a state. A function of its own so that the
 * engine compiles it alone.
 */
function combineLevel(
  to: Int32Array,
  blue: Int32Array,
  plane0: Int32Array,
  plane1: Int32Array,
  mirror: Int32Array,
  occupied: Uint8Array,
  inside: Int32Array,
  code: number,
  lo: number,
  hi: number,
  found: Int32Array,
  slot: number,
): number {
  const cells = occupied.length;
  const words = inside.length;
  const last = words - 1;
  let rowsUsed = 0;
  let odd = -1;
  for (let b = lo; b < hi; b++) {
    const base = b * words;
    // No state has both tokens on one square, nor a token past the last square.
    const diagonal = base + (b >>> 5);
    to[diagonal] &= ~(1 << (b & 31));
    blue[diagonal] &= ~(1 << (b & 31));
    to[base + last] &= inside[last];
    blue[base + last] &= inside[last];
    let row = 0;
    for (let i = base, end = base + words; i < end; i++) {
      // Most words are empty: the visited planes are read only under a move.
      const moved = to[i] | blue[i];
      if (moved === 0) continue;
      const v = moved & ~(plane0[i] | plane1[i]);
      to[i] = v;
      if (v === 0) continue;
      row |= v;
      if (code !== 2) plane0[i] |= v;
      if (code !== 1) plane1[i] |= v;
      if (odd < 0 && (v & mirror[i]) !== 0) odd = stateAt(i, v & mirror[i], cells, words);
    }
    occupied[b] = row !== 0 ? 1 : 0;
    if (row !== 0) rowsUsed++;
  }
  found[slot] = odd;
  return rowsUsed;
}

// The number of set bits in the union of `a` and `b` (or in `a` alone).
function countBits(a: Int32Array, b?: Int32Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const v = b ? a[i] | b[i] : a[i];
    if (v !== 0) count += popcount32(v);
  }
  return count;
}

// The state (red × cells + blue) of the lowest bit of `bits`, found in word i of a matrix.
function stateAt(i: number, bits: number, cells: number, words: number): number {
  const blue = (i / words) | 0;
  const red = (i - blue * words) * 32 + (31 - Math.clz32(bits & -bits));
  return red * cells + blue;
}

// The first state in both matrices among the rows lo…hi-1 marked in `occupied`; -1 if none.
function firstCommon(
  a: Int32Array,
  b: Int32Array,
  occupied: Uint8Array,
  words: number,
  lo: number,
  hi: number,
): number {
  const cells = occupied.length;
  for (let row = lo; row < hi; row++) {
    if (occupied[row] === 0) continue;
    for (let i = row * words, end = i + words; i < end; i++) {
      const both = a[i] & b[i];
      if (both !== 0) return stateAt(i, both, cells, words);
    }
  }
  return -1;
}
