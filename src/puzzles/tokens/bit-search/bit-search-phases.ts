// The phases of a level of the bit search, each cut into chunks of rows, and the control block
// (an Int32Array) through which whoever leads the search hands out the chunks: to itself alone, or
// to itself and a worker thread. One layout for both, so the answer is the same either way.
import { transposeBlockRows } from '../../../search/bit-matrix.js';
import { controlLayout } from '../../../threads/control.js';
import { PLANE0, PLANE1, rowWords, type BitLevels } from './bit-search-matrices.js';
import { blueMoves, combineLevel, expandRows, firstCommon } from './bit-search-kernels.js';

/**
 * The work of a phase is cut into chunks of this many block rows (32 rows of the matrices each):
 * 512 rows, or 16 words per row of a transposed block, a cache line. (Tests use 1.)
 */
export const CHUNK_BLOCKS = 16;

/**
 * The most block rows a chunk of a search over `cells` squares may hold: a chunk reports the states
 * it adds to a level as an Int32. Up to 46,340 squares the whole matrix (squares² bits) fits; past
 * that, as many block rows of 32 rows of `cells` bits as stay under 2^31.
 */
export function maxChunkBlocks(cells: number): number {
  if (cells * cells < 2 ** 31) return rowWords(cells);
  return Math.max(1, Math.floor((2 ** 31 - 1) / (32 * cells)));
}

/** The number of chunks of every phase of a search (`blocks` block rows each). */
export function chunkCount(levels: BitLevels, blocks: number): number {
  return Math.ceil(levels.words / blocks);
}

/**
 * The control block through which whoever leads the search hands out the work of each phase:
 * `phase` (the number of the phase under way; a helper thread waits on it), `finished` (its chunks
 * done; the leading thread waits on it), `operation` and its three `arguments`, `nextChunk` (the next
 * chunk to take, tagged with its phase: `(phase & 0x7fff) << 16 | chunk`), `ready` (1 once a helper
 * takes part), `everyOther` (1: thread t does the chunks c with c mod 2 = t, for tests; 0: first come
 * first served) and `blocks` (block rows per chunk, `CHUNK_BLOCKS` or the whole matrix); then
 * `RESULTS`.
 */
export const CONTROL = controlLayout({
  phase: 1,
  finished: 1,
  operation: 1,
  arguments: 3,
  nextChunk: 1,
  ready: 1,
  everyOther: 1,
  blocks: 1,
});
const { at } = CONTROL;

/**
 * Where chunk c's results start in the control block, at + 2c: the states it added to the new level,
 * and the index of the first word with a meeting (or -1).
 */
export const RESULTS = CONTROL.words;

/** The length of a search's control block: the named words, then two results per chunk of one block row. */
export function controlLength(levels: BitLevels): number {
  return RESULTS + 2 * levels.words;
}

/** Operation: red's moves from the frontier, in place (`expandRows`). */
export const EXPAND = 1;
/** Operation: blue's moves from the frontier's mirror image, ORed into the level (`blueMoves`). */
export const BLUE = 2;
/** Operation: make the new level and look for a state whose mirror is in the last one (`combineLevel`). */
export const COMBINE = 3;
/** Operation: transpose a matrix (`transposeBlockRows`). */
export const TRANSPOSE = 4;
/** Operation: look for a state in both the new level and its mirror image (`firstCommon`). */
export const COMMON = 5;
/** The operation that tells a helper thread to return. */
export const STOP = 6;

/** Writes an operation and its arguments into the control block (before the phase is announced). */
export function setOperation(control: Int32Array, operation: number, a = 0, b = 0, c = 0): void {
  control[at.operation] = operation;
  control[at.arguments] = a;
  control[at.arguments + 1] = b;
  control[at.arguments + 2] = c;
}

/**
 * Takes chunks of phase `phase` until none is left (or, with `everyOther`, does this thread's), does
 * them, and counts each in `finished` (waking the leading thread). Two threads may run this at once on
 * one search: a chunk is taken by compare-and-swap on `nextChunk`, which carries the phase number, so
 * a worker that wakes late takes nothing of a later phase by mistake. Returns how many it did.
 *
 * Cost: the chunks' share of one phase of `bitwiseMeet`.
 */
export function takeChunks(levels: BitLevels, control: Int32Array, phase: number, thread: number): number {
  const chunks = chunkCount(levels, control[at.blocks]);
  const tag = (phase & 0x7fff) << 16;
  let done = 0;
  if (control[at.everyOther]) {
    for (let chunk = thread; chunk < chunks; chunk += 2, done++) runChunk(levels, control, chunk, thread);
    return done;
  }
  for (;;) {
    const next = Atomics.load(control, at.nextChunk);
    if ((next & ~0xffff) !== tag || (next & 0xffff) >= chunks) return done;
    if (Atomics.compareExchange(control, at.nextChunk, next, next + 1) !== next) continue;
    runChunk(levels, control, next & 0xffff, thread);
    done++;
  }
}

/**
 * Does chunk `chunk` of the operation in the control block, writes its results there and counts it
 * in `finished`. No two chunks write the same word: the row phases write their own rows, and a
 * transpose writes the word columns of its own block rows (and the block flags alike). `thread`
 * (0 leads, 1 helps) picks the WebAssembly kernels' working row.
 */
function runChunk(levels: BitLevels, control: Int32Array, chunk: number, thread: number): void {
  const { words, cells, matrices: m } = levels;
  const first = chunk * control[at.blocks];
  const end = Math.min(words, first + control[at.blocks]);
  const lo = Math.min(cells, 32 * first);
  const hi = Math.min(cells, 32 * end);
  const a = control[at.arguments];
  const b = control[at.arguments + 1];
  const c = control[at.arguments + 2];
  const result = RESULTS + 2 * chunk;
  const { wasm } = levels;
  switch (control[at.operation]) {
    case EXPAND:
      // Red's moves, the frontier's rows in place. Rows past the last square stay zero: nothing
      // ever writes them in these two matrices.
      if (wasm)
        wasm.expandRows(a, lo, hi, thread); // clears the rows itself
      else expandRows(levels, m[a], lo, hi);
      break;
    case BLUE:
      if (wasm) wasm.blueMoves(a, b, first, end, thread);
      else blueMoves(levels, m[a], m[b], first, end);
      break;
    case TRANSPOSE:
      if (wasm) wasm.transposeBlockRows(a, b, first, end);
      else transposeBlockRows(m[a], m[b], words, first, end);
      break;
    case COMBINE:
      if (wasm) {
        control[result + 1] = wasm.combineLevel(a, b, c, lo, hi, thread);
        control[result] = wasm.combinedStates();
        break;
      }
      control[result] = combineLevel(
        m[a],
        m[PLANE0],
        m[PLANE1],
        m[b],
        levels.occupied,
        words,
        c,
        lo,
        hi,
        control,
        result + 1,
      );
      break;
    case COMMON:
      control[result + 1] = wasm
        ? wasm.firstCommon(a, b, lo, hi)
        : firstCommon(m[a], m[b], levels.occupied, words, lo, hi);
      break;
  }
  Atomics.add(control, at.finished, 1);
  Atomics.notify(control, at.finished);
}
