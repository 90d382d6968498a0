// The memory of the tokens' bit-parallel search: square bit matrices with a row per square and a bit
// per square, and the masks that keep a token's moves inside its row.
import type { TokensBoard } from '../board/board.js';
import type { Kernels, WasmMemory } from '../../../wasm.js';
import { wasmKernels, wasmMemory, type WasmKernels } from './bit-search-wasm.js';

const PAGE = 65536;

/**
 * Bytes `bitwiseMeet` allocates: four square bit matrices with a row per square and a bit per square
 * (the level, its mirror image, and the two bit planes of the levels modulo 3), about 4·squares²/8
 * bytes, plus a byte per row, two Int32 tables per square, a mask per distance (at most the grid's
 * longer side plus one, in pairs), a byte per 32×32 block of two of the matrices, and for each of
 * two threads two rows of words and a strip of `STRIP_BLOCKS` block rows with their flags.
 */
export function bitwiseTokensBytes(board: Pick<TokensBoard, 'rows' | 'columns'>): number {
  const cells = board.rows * board.columns;
  const words = rowWords(cells);
  // PAGE: the WebAssembly memory comes in pages of 64 KiB.
  return (
    MATRICES * matrixBytes(words) +
    FLAGGED * words * words +
    2 * STRIP_BLOCKS * (4 * 32 * words + words) +
    9 * cells +
    4 * words * (2 * Math.max(board.rows, board.columns) + 8) +
    PAGE
  );
}

/**
 * Words per row of a search's matrices: a bit per square, rounded up to a multiple of 16 words
 * (64 bytes, a cache line), so that every row starts on a cache line. The transpose writes 16
 * words of a row at a time: at 100×100 (313 words, rows 1,252 bytes apart) most of those writes
 * straddled two lines, and the transposes took twice as long. The words past the last square stay
 * zero.
 */
export function rowWords(cells: number): number {
  return Math.ceil(Math.ceil(cells / 32) / 16) * 16 || 16;
}

// Bytes of a square bit matrix of `words` words per row and 32 rows per word.
const matrixBytes = (words: number) => 4 * 32 * words * words;

/**
 * What a helper thread needs to work on the same matrices as the search that made them: the
 * SharedArrayBuffers under them, or the shared WebAssembly memory that holds them all.
 */
export type BitLevelsShare = { readonly buffers: ArrayBufferLike[] } | { readonly memory: WasmMemory };

/**
 * The memory of one bit-parallel search: four square bit matrices (`words` Int32 words per row)
 * and a flag per row of the new level, shared between threads when two share the work. In a
 * WebAssembly memory, with the tables its kernels read, when this engine runs them (`wasm`).
 */
export interface BitLevels {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  readonly words: number;
  /** The first word of a row that holds a bit past the last square (⌊squares / 32⌋): from it on, a row is masked with `inside`. */
  readonly edge: number;
  /** How far a token on each square sends the other (`moveTables`). */
  readonly push: Int32Array;
  /**
   * By index: 0 the level (the frontier, expanded in place into the next level), 1 its mirror
   * image (transpose), 2-3 the bit planes of the levels modulo 3.
   */
  readonly matrices: Int32Array[];
  /** Rows of the new level that hold a state. */
  readonly occupied: Uint8Array;
  /** The memory under `matrices` and `occupied`, to hand to a helper thread (when shared). */
  readonly share: BitLevelsShare;
  /** The bits of real squares in a row. */
  readonly inside: Int32Array;
  /** Per distance d: the squares whose column is at least d (a token there may move d left; all when d ≥ columns). */
  readonly leftOk: Int32Array[];
  /** Per distance d: the squares whose column is at most columns-1-d (may move d right). */
  readonly rightOk: Int32Array[];
  /**
   * With the WebAssembly kernels, a byte per 32×32 block of each of the matrices 0-1 (block row I,
   * word column J at I·words + J): 0 promises the block is zero, 1 says it may not be. Whoever
   * writes a bit into those matrices outside the kernels sets its block's flag.
   */
  readonly flags: Uint8Array[] | null;
  /**
   * The TypeScript kernels' strip of `STRIP_BLOCKS` block rows, this thread's, where blue's moves
   * are worked out before they are transposed into the level (empty with the WebAssembly kernels,
   * whose strips are in their memory).
   */
  readonly strip: Int32Array;
  /** The WebAssembly kernels over these matrices, or null: the TypeScript ones run. */
  readonly wasm: WasmKernels | null;
}

/** Index in `BitLevels.matrices`: the low bit plane of the levels modulo 3. */
export const PLANE0 = 2;
/** Index in `BitLevels.matrices`: the high bit plane of the levels modulo 3. */
export const PLANE1 = 3;
/** How many matrices a search has. */
const MATRICES = 4;
/** How many of them have block flags (`BitLevels.flags`): all but the planes. */
const FLAGGED = 2;
/**
 * Block rows of the mirror image whose red moves are worked out at a time before they are
 * transposed into the level: 16 (as the kernels' tiles), so that each row of the level they land
 * in is written a cache line at a time. 256 KB a strip at 64×64.
 */
export const STRIP_BLOCKS = 16;

/**
 * The matrices of a search, all zero: over new memory (`shared`: memory two threads can share), or
 * over another thread's (`BitLevels.share`). In a WebAssembly memory unless `kernels` is
 * `typescript` or the WebAssembly kernels cannot run here. Cost: `bitwiseTokensBytes` bytes, zeroed,
 * and a mask per distance (not written again over another thread's memory).
 */
export function bitLevels(
  rows: number,
  columns: number,
  push: Int32Array,
  shared: boolean | BitLevelsShare,
  kernels: Kernels = 'auto',
): BitLevels {
  const plan = layout(rows, columns, push);
  if (typeof shared === 'object')
    return 'memory' in shared
      ? inWasmMemory(plan, push, shared.memory, false, true)
      : inBuffers(plan, push, shared.buffers);
  const memory = kernels === 'auto' ? wasmMemory(plan.bytes, shared) : null;
  return memory ? inWasmMemory(plan, push, memory, true, shared) : inBuffers(plan, push, shared);
}

// Where everything of a search lies in one WebAssembly memory, by byte offset. Offset 0 is left
// unused (the kernels read a pointer 0 as none) and every table starts on 16 bytes.
function layout(rows: number, columns: number, push: Int32Array) {
  const cells = rows * columns;
  const words = rowWords(cells);
  const edge = cells >>> 5;
  const distances = [...new Set(push)].sort((a, b) => a - b);
  let at = 64;
  const take = (bytes: number) => {
    const start = at;
    at += Math.ceil(bytes / 16) * 16;
    return start;
  };
  const matrices = Array.from({ length: MATRICES }, () => take(matrixBytes(words)));
  const occupied = take(cells);
  const inside = take(4 * words);
  const all = take(4 * words);
  const pushAt = take(4 * cells);
  const masks = take(4 * cells);
  const maskRows = new Map(distances.filter((d) => d < columns).map((d) => [d, take(8 * words)]));
  // The WebAssembly kernels' block flags of the two matrices the levels pass through, and for each
  // of two threads two rows of words to work in and a strip with its flags.
  const flags = Array.from({ length: FLAGGED }, () => take(words * words));
  const any = [take(8 * words), take(8 * words)];
  const strips = [take(4 * 32 * STRIP_BLOCKS * words), take(4 * 32 * STRIP_BLOCKS * words)];
  const stripFlags = [take(STRIP_BLOCKS * words), take(STRIP_BLOCKS * words)];
  return {
    rows,
    columns,
    cells,
    words,
    edge,
    distances,
    matrices,
    planes: [matrices[PLANE0], matrices[PLANE1]],
    occupied,
    inside,
    all,
    push: pushAt,
    masks,
    maskRows,
    flags,
    any,
    strips,
    stripFlags,
    bytes: at,
  };
}

type Layout = ReturnType<typeof layout>;

// The grid's shape as `BitLevels` gives it.
const shapeOf = ({ rows, columns, cells, words, edge }: Layout) => ({ rows, columns, cells, words, edge });

// The bits of real squares, and for each distance the squares a token may leave by it leftwards and
// rightwards, written into the given rows: runs of bits a row of the grid at a time (the code runs
// once per search, before the engine has compiled it: a loop per square took 4 ms at 64×64).
function writeMasks(plan: Layout, inside: Int32Array, leftOk: Int32Array[], rightOk: Int32Array[]): void {
  const { cells, columns, rows } = plan;
  setBits(inside, 0, cells);
  for (const d of plan.distances) {
    if (d >= columns) continue;
    for (let row = 0, first = 0; row < rows; row++, first += columns) {
      setBits(leftOk[d], first + d, first + columns);
      setBits(rightOk[d], first, first + columns - d);
    }
  }
}

// Sets the bits from…to-1 of a bit row, a word at a time.
function setBits(bits: Int32Array, from: number, to: number): void {
  for (let bit = from; bit < to;) {
    const word = bit >>> 5;
    const end = Math.min(to, (word + 1) * 32);
    const span = end - bit;
    bits[word] |= (span === 32 ? -1 : (1 << span) - 1) << (bit & 31);
    bit = end;
  }
}

// Everything in one WebAssembly memory, laid out by `layout`; the tables written when `fresh`.
function inWasmMemory(
  plan: Layout,
  push: Int32Array,
  memory: WasmMemory,
  fresh: boolean,
  shared: boolean,
): BitLevels {
  const { buffer } = memory;
  const { cells, words } = plan;
  const view = (at: number, length: number) => new Int32Array(buffer, at, length);
  const all = view(plan.all, words);
  const leftOk: Int32Array[] = [];
  const rightOk: Int32Array[] = [];
  for (const d of plan.distances) {
    const at = plan.maskRows.get(d);
    leftOk[d] = at === undefined ? all : view(at, words);
    rightOk[d] = at === undefined ? all : view(at + 4 * words, words);
  }
  const inside = view(plan.inside, words);
  const matrices = plan.matrices.map((at) => view(at, matrixBytes(words) / 4));
  if (fresh) {
    all.fill(-1);
    writeMasks(plan, inside, leftOk, rightOk);
    view(plan.push, cells).set(push);
    const masks = view(plan.masks, cells);
    for (let square = 0; square < cells; square++) masks[square] = plan.maskRows.get(push[square]) ?? 0;
    matrices.forEach(writeEveryPage);
  }
  return {
    ...shapeOf(plan),
    push: view(plan.push, cells),
    matrices,
    occupied: new Uint8Array(buffer, plan.occupied, cells),
    share: { memory },
    inside,
    leftOk,
    rightOk,
    flags: plan.flags.map((at) => new Uint8Array(buffer, at, words * words)),
    strip: new Int32Array(0),
    wasm: wasmKernels(memory, shared, plan),
  };
}

// Writes a zero into every 4 KiB page of a new (zeroed) matrix, so that the system gives each page
// its memory at once. The kernels read many pages before they write them, and a page first read
// costs two faults, some 2 µs each (the shared page of zeros, then a page of its own at the first
// write): a 64×64 search took 5,300 faults, 3,100 once every page is written first, and 4 ms less.
function writeEveryPage(matrix: Int32Array): void {
  for (let i = 0; i < matrix.length; i += 1024) matrix[i] = 0;
}

// Each matrix in an ArrayBuffer of its own (SharedArrayBuffers when `shared`, or the given ones).
function inBuffers(plan: Layout, push: Int32Array, shared: boolean | ArrayBufferLike[]): BitLevels {
  const { cells, words } = plan;
  const bytes = [...Array<number>(MATRICES).fill(matrixBytes(words)), cells];
  const buffers = Array.isArray(shared)
    ? shared
    : bytes.map((size) => (shared ? new SharedArrayBuffer(size) : new ArrayBuffer(size)));
  const inside = new Int32Array(words);
  const all = new Int32Array(words).fill(-1);
  const leftOk: Int32Array[] = [];
  const rightOk: Int32Array[] = [];
  for (const d of plan.distances) {
    leftOk[d] = d < plan.columns ? new Int32Array(words) : all;
    rightOk[d] = d < plan.columns ? new Int32Array(words) : all;
  }
  writeMasks(plan, inside, leftOk, rightOk);
  const matrices = buffers.slice(0, MATRICES).map((buffer) => new Int32Array(buffer));
  if (!Array.isArray(shared)) matrices.forEach(writeEveryPage);
  return {
    ...shapeOf(plan),
    push,
    matrices,
    occupied: new Uint8Array(buffers[MATRICES]),
    share: { buffers },
    inside,
    leftOk,
    rightOk,
    flags: null,
    strip: new Int32Array(32 * STRIP_BLOCKS * words),
    wasm: null,
  };
}
