// The phases of a level of the bit search, each cut into chunks of rows, and the control block
// (an Int32Array) through which whoever leads the search hands out the chunks: to itself alone, or
// to itself and a worker thread. One layout for both, so the answer is the same either way.
import { transposeBlockRows } from '../../search/bit-matrix.js';
import { BLUE_MOVES, PLANE0, PLANE1, type BitLevels } from './bit-search-matrices.js';
import { combineLevel, expandRows, firstCommon } from './bit-search-kernels.js';

/**
 * The work of a phase is cut into chunks of this many block rows (32 rows of the matrices each):
 * 512 rows, or 16 words per row of a transposed block, a cache line. (Tests use 1.)
 */
export const CHUNK_BLOCKS = 16;

/** The number of chunks of every phase of a search (`blocks` block rows each). */
export function chunkCount(levels: BitLevels, blocks: number): number {
  return Math.ceil(levels.words / blocks);
}

/** Index in the control block: the number of the phase under way (the worker waits on it). */
export const PHASE = 0;
/** Index in the control block: the chunks of the phase finished (the leading thread waits on it). */
export const FINISHED = 1;
/** Index in the control block: set to 1 when the worker threw. */
export const FAILED = 2;
/** Index in the control block: the operation of the phase (`STOP` ends the worker). */
export const OPERATION = 3;
/** Index in the control block: the four arguments of the operation. */
const ARGUMENTS = 4;
/** Index in the control block: the next chunk to take, tagged with its phase (`(phase & 0x7fff) << 16 | chunk`). */
export const NEXT_CHUNK = 8;
/** Index in the control block: set to 1 by the worker once it takes part. */
export const READY = 9;
/** Index in the control block: 1 = thread t does the chunks c with c mod 2 = t (for tests), 0 = first come first served. */
export const EVERY_OTHER = 10;
/** Index in the control block: block rows per chunk (`CHUNK_BLOCKS`, set by the leading thread). */
export const BLOCKS = 11;
/** Index in the control block: per chunk, the rows of the new level used and a state found (or -1). */
export const RESULTS = 12;

/**
 * The length of the control block (an Int32Array) through which the thread that leads a search
 * hands out the work of each phase: the phase number, the operation and its arguments, the next
 * chunk to take, the chunks finished, and each chunk's results (room for chunks of one block row).
 */
export function controlLength(levels: BitLevels): number {
  return RESULTS + 2 * levels.words;
}

/** Operation: red's moves from the frontier and from its mirror image (`expandRows`). */
export const EXPAND = 1;
/** Operation: transpose a matrix (`transposeBlockRows`). */
export const TRANSPOSE = 2;
/** Operation: make the new level and look for a state whose mirror is in the last one (`combineLevel`). */
export const COMBINE = 3;
/** Operation: look for a state in both the new level and its mirror image (`firstCommon`). */
export const COMMON = 4;
/** The operation that tells the worker thread to return. */
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
 * a worker that wakes late takes nothing of a later phase by mistake. Returns how many it did.
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
