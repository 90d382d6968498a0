// The WebAssembly modules the build embeds (scripts/build-wasm.mjs writes each, base64, into a
// source beside the code that runs it), compiled once per thread on first use. Where WebAssembly or
// its SIMD is missing, each caller keeps to its TypeScript twin, which computes the same.

/**
 * Which kernels a search may run: `auto` — in WebAssembly where the engine allows, else in
 * TypeScript; `typescript` — the TypeScript twins alone (they compute the same).
 */
export const KERNELS = ['auto', 'typescript'] as const;

/** One of `KERNELS`. */
export type Kernels = (typeof KERNELS)[number];

/** A WebAssembly memory (the part of its interface used here). */
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
const WASM_MAX_BYTES = 2 ** 32;
const PAGE = 65536;

const compiled = new Map<string, object | null>();

/**
 * The module written in `base64`, compiled the first time it is asked for; null when this engine
 * cannot compile it. Cost: the compile, once per thread.
 */
export function wasmModule(base64: string): object | null {
  if (!compiled.has(base64)) {
    let module: object | null = null;
    try {
      if (api) module = new api.Module(decoded(base64));
    } catch {
      // No SIMD (an old engine), a page whose policy forbids WebAssembly, or a browser's main
      // thread refusing a synchronous compile: the TypeScript twin runs instead.
    }
    compiled.set(base64, module);
  }
  return compiled.get(base64) ?? null;
}

/**
 * The exports of a new instance of `module` (from `wasmModule`) that imports `memory`.
 * Cost: the instance, a few microseconds.
 */
export function wasmExports(module: object, memory: WasmMemory): Record<string, unknown> {
  if (!api) throw new Error('WebAssembly cannot run here');
  return new api.Instance(module, { env: { memory } }).exports;
}

/**
 * A new zeroed WebAssembly memory of at least `bytes` bytes (shared between threads or not), or
 * null when there is no WebAssembly, `bytes` is over `WASM_MAX_BYTES`, or the memory is refused.
 * Cost: `bytes` rounded up to 64 KiB.
 */
export function newWasmMemory(bytes: number, shared: boolean): WasmMemory | null {
  if (bytes > WASM_MAX_BYTES || !api) return null;
  const pages = Math.max(1, Math.ceil(bytes / PAGE));
  try {
    return new api.Memory({ initial: pages, maximum: pages, shared });
  } catch {
    return null;
  }
}

/**
 * A new instance of the module written in `base64` (`wasmModule`) over a new zeroed memory of at
 * least `bytes` bytes that one thread owns: the memory and the instance's exports, or null where
 * the module cannot be compiled or the memory is refused. Cost: `newWasmMemory`'s, and the compile
 * the first time.
 */
export function wasmInstance(
  base64: string,
  bytes: number,
): { memory: WasmMemory; exports: Record<string, unknown> } | null {
  const module = wasmModule(base64);
  const memory = module && newWasmMemory(bytes, false);
  return module && memory ? { memory, exports: wasmExports(module, memory) } : null;
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
