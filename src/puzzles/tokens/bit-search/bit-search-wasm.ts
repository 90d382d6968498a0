// The WebAssembly kernels of the tokens' bit search (assembly/tokens-kernels.ts, four words per
// operation): compiled once per thread from the module the build embeds, run on matrices that live
// in a WebAssembly memory. Where WebAssembly or its SIMD is missing, the search keeps to the
// TypeScript kernels (bit-search-kernels.ts), which compute the same bits.
import { newWasmMemory, wasmExports, wasmModule, type WasmMemory } from '../../../wasm.js';
import { PLAIN, SHARED } from './tokens-kernels.wasm.js';

// The module for shared memory or not, compiled on first use; null when this engine cannot.
function kernelsModule(shared: boolean): object | null {
  return wasmModule(shared ? SHARED : PLAIN);
}

/** Whether the WebAssembly kernels run in this engine (compiling them the first time). */
export function wasmKernelsRun(): boolean {
  return kernelsModule(false) !== null;
}

/**
 * A new zeroed WebAssembly memory of at least `bytes` bytes (shared between threads or not), or
 * null when the kernels cannot run here: no WebAssembly or SIMD, more than `WASM_MAX_BYTES`, or
 * memory refused. Cost: `bytes` rounded up to 64 KiB.
 */
export function wasmMemory(bytes: number, shared: boolean): WasmMemory | null {
  return kernelsModule(shared) ? newWasmMemory(bytes, shared) : null;
}

/** What the kernels keep fixed for a search: its shape and the byte offsets of its memory. */
interface WasmTables {
  readonly rows: number;
  readonly columns: number;
  readonly words: number;
  /** The first word of a row that holds a bit past the last square. */
  readonly edge: number;
  /** The matrices, by index (`BitLevels.matrices`). */
  readonly matrices: readonly number[];
  /** The two bit planes of the levels modulo 3. */
  readonly planes: readonly number[];
  /** The block flags of the matrices 0-1 (`BitLevels.flags`). */
  readonly flags: readonly number[];
  /** Two rows of words for each of two threads to work in. */
  readonly any: readonly number[];
  /** For each of two threads, `STRIP_BLOCKS` block rows of words to work out blue's moves in. */
  readonly strips: readonly number[];
  /** Their block flags. */
  readonly stripFlags: readonly number[];
  /** Each square's label (Int32). */
  readonly push: number;
  /** Each square's pointer to its label's left mask, the right mask after it (Int32). */
  readonly masks: number;
  /** A row of ones. */
  readonly all: number;
  /** A byte per row of the new level: 1 if it holds a state. */
  readonly occupied: number;
  /** The bits of real squares in a row. */
  readonly inside: number;
}

/**
 * The kernels of `bit-search-kernels.ts` over matrices in a WebAssembly memory: the same work on
 * the same bits, four words per operation, skipping the 32×32 blocks their flags say are zero.
 * Matrices are named by their index in `BitLevels.matrices` (0-1 flagged, 2-3 the planes);
 * `thread` (0 or 1) picks the row each thread works in. Unlike their TypeScript twins,
 * `combineLevel` and `firstCommon` return the index of the first word with a meeting (-1 if
 * none), which `stateAt` turns into a state. Row ranges start on a multiple of 32 rows.
 */
export interface WasmKernels {
  /** Red's moves from the frontier's rows lo…hi-1, in place. */
  expandRows(frontier: number, lo: number, hi: number, thread: number): void;
  /** Blue's moves from the mirror image's block rows first…end-1, ORed into the level `to`. */
  blueMoves(mirror: number, to: number, first: number, end: number, thread: number): void;
  transposeBlockRows(from: number, to: number, first: number, end: number): void;
  /** Returns the word index of a meeting with `mirror`, or -1; `combinedStates` then tells the states added. */
  combineLevel(to: number, mirror: number, code: number, lo: number, hi: number, thread: number): number;
  combinedStates(): number;
  firstCommon(a: number, b: number, lo: number, hi: number): number;
}

type Exports = {
  setUp: (...args: number[]) => void;
  expandRows: (...args: number[]) => void;
  blueMoves: (...args: number[]) => void;
  transposeBlockRows: (...args: number[]) => void;
  combineLevel: (...args: number[]) => number;
  combinedStates: () => number;
  firstCommon: (...args: number[]) => number;
};

/**
 * The kernels for one thread over `memory` (made by `wasmMemory`, with `shared` alike), the tables
 * at `tables`. Cost: an instance of the compiled module, no copy of the memory.
 */
export function wasmKernels(memory: WasmMemory, shared: boolean, tables: WasmTables): WasmKernels {
  const module = kernelsModule(shared);
  if (!module) throw new Error('the WebAssembly kernels cannot run here');
  const k = wasmExports(module, memory) as Exports;
  const { words, matrices: m, flags: f, any } = tables;
  const [plane0, plane1] = tables.planes;
  k.setUp(
    words,
    tables.rows,
    tables.columns,
    tables.edge,
    tables.push,
    tables.masks,
    tables.all,
    tables.inside,
    tables.occupied,
  );
  return {
    expandRows: (frontier, lo, hi, thread) => k.expandRows(m[frontier], f[frontier], any[thread], lo, hi),
    blueMoves: (mirror, to, first, end, thread) =>
      k.blueMoves(
        m[mirror],
        m[to],
        f[mirror],
        f[to],
        tables.strips[thread],
        tables.stripFlags[thread],
        any[thread],
        first,
        end,
      ),
    transposeBlockRows: (from, to, first, end) =>
      k.transposeBlockRows(m[from], m[to], f[from], f[to], first, end, 0),
    combineLevel: (to, mirror, code, lo, hi, thread) =>
      k.combineLevel(m[to], plane0, plane1, m[mirror], f[to], any[thread], code, lo, hi),
    combinedStates: () => k.combinedStates(),
    firstCommon: (a, b, lo, hi) => k.firstCommon(m[a], m[b], lo, hi),
  };
}
