// The WebAssembly kernels of the tokens' bit search (assembly/tokens-kernels.ts, four words per
// operation): compiled once per thread from the module the build embeds, run on matrices that live
// in a WebAssembly memory. Where WebAssembly or its SIMD is missing, the search keeps to the
// TypeScript kernels (bit-search-kernels.ts), which compute the same bits.
import { PLAIN, SHARED } from './tokens-kernels.wasm.js';

/** A WebAssembly memory (the part of its interface the search uses). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer | SharedArrayBuffer;
}

// The part of the WebAssembly API used here, declared locally: Node's types do not declare it, and
// the page's (the DOM's) do, so a global declaration would clash there.
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
  Memory: new (limits: { initial: number; maximum: number; shared: boolean }) => WasmMemory;
}
const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

/** The most bytes a WebAssembly memory holds (65,536 pages of 64 KiB). */
export const WASM_MAX_BYTES = 2 ** 32;
const PAGE = 65536;

const compiled = new Map<boolean, object | null>();

// The module for shared memory or not, compiled on first use; null when this engine cannot.
function kernelsModule(shared: boolean): object | null {
  if (!compiled.has(shared)) {
    let module: object | null = null;
    try {
      if (api) module = new api.Module(decoded(shared ? SHARED : PLAIN));
    } catch {
      // No SIMD (an old engine), a page whose policy forbids WebAssembly, or a browser's main
      // thread refusing a synchronous compile: the TypeScript kernels run instead.
    }
    compiled.set(shared, module);
  }
  return compiled.get(shared) ?? null;
}

// Node's Buffer, where there is one: it decodes the module's base64 natively, in a tenth of a
// millisecond; atob and a copy take half a millisecond (and Uint8Array.from over the string, two).
const nodeBuffer = (globalThis as { Buffer?: { from(text: string, encoding: 'base64'): Uint8Array } }).Buffer;

// The bytes of a module written in base64.
function decoded(base64: string): Uint8Array {
  if (nodeBuffer) return nodeBuffer.from(base64, 'base64');
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
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
  if (bytes > WASM_MAX_BYTES || !api || !kernelsModule(shared)) return null;
  const pages = Math.ceil(bytes / PAGE);
  try {
    return new api.Memory({ initial: pages, maximum: pages, shared });
  } catch {
    return null;
  }
}

/** What the kernels keep fixed for a search: its shape and the byte offsets of its memory. */
export interface WasmTables {
  readonly rows: number;
  readonly columns: number;
  readonly words: number;
  /** The first word of a row that holds a bit past the last square. */
  readonly edge: number;
  /** The matrices, by index (`BitLevels.matrices`). */
  readonly matrices: readonly number[];
  /** The two bit planes of the levels modulo 3. */
  readonly planes: readonly number[];
  /** The block flags of the matrices 0-3 (`BitLevels.flags`). */
  readonly flags: readonly number[];
  /** A row of words for each of two threads to work in. */
  readonly any: readonly number[];
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
 * Matrices are named by their index in `BitLevels.matrices` (0-3 flagged, 4-5 the planes);
 * `thread` (0 or 1) picks the row each thread works in. Unlike their TypeScript twins,
 * `combineLevel` and `firstCommon` return the index of the first word with a meeting (-1 if
 * none), which `stateAt` turns into a state. Row ranges start on a multiple of 32 rows.
 */
export interface WasmKernels {
  expandRows(
    from: number,
    fromMirror: number,
    to: number,
    toMirror: number,
    lo: number,
    hi: number,
    thread: number,
  ): void;
  transposeBlockRows(from: number, to: number, first: number, end: number): void;
  /** Returns the word index of a meeting with `mirror`, or -1; `combinedRows` then tells the rows used. */
  combineLevel(
    to: number,
    blue: number,
    mirror: number,
    code: number,
    lo: number,
    hi: number,
    thread: number,
  ): number;
  combinedRows(): number;
  firstCommon(a: number, b: number, lo: number, hi: number): number;
  countBits(a: Int32Array, b?: Int32Array): number;
}

type Exports = {
  setUp: (...args: number[]) => void;
  expandRows: (...args: number[]) => void;
  transposeBlockRows: (...args: number[]) => void;
  combineLevel: (...args: number[]) => number;
  combinedRows: () => number;
  firstCommon: (...args: number[]) => number;
  countBits: (a: number, b: number, length: number) => number;
};

/**
 * The kernels for one thread over `memory` (made by `wasmMemory`, with `shared` alike), the tables
 * at `tables`. Cost: an instance of the compiled module, no copy of the memory.
 */
export function wasmKernels(memory: WasmMemory, shared: boolean, tables: WasmTables): WasmKernels {
  const module = kernelsModule(shared);
  if (!api || !module) throw new Error('the WebAssembly kernels cannot run here');
  const k = new api.Instance(module, { env: { memory } }).exports as Exports;
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
    expandRows: (from, fromMirror, to, toMirror, lo, hi, thread) =>
      k.expandRows(
        m[from],
        m[fromMirror],
        m[to],
        m[toMirror],
        f[from],
        f[fromMirror],
        f[to],
        f[toMirror],
        any[thread],
        lo,
        hi,
      ),
    transposeBlockRows: (from, to, first, end) =>
      k.transposeBlockRows(m[from], m[to], f[from], f[to], first, end),
    combineLevel: (to, blue, mirror, code, lo, hi, thread) =>
      k.combineLevel(m[to], m[blue], plane0, plane1, m[mirror], f[to], f[blue], any[thread], code, lo, hi),
    combinedRows: () => k.combinedRows(),
    firstCommon: (a, b, lo, hi) => k.firstCommon(m[a], m[b], lo, hi),
    countBits: (a, b) => k.countBits(a.byteOffset, b ? b.byteOffset : 0, a.length),
  };
}
