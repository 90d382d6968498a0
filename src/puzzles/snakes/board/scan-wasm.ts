// The board file's window in a WebAssembly memory, and the scan of a jump table's plain pairs over
// it (assembly/snakes-kernels.ts, `scanPairs`): the pairs `scanTable` would read, the bounds of
// the bytes held kept by a 0 byte after them rather than checked byte by byte (the 20 MB of a
// million jumps: 8–12 ms sooner, whole command). Where WebAssembly is missing, `scanTable` reads
// them all.
import { wasmInstance } from '../../../wasm.js';
import { PLAIN } from '../snakes-kernels.wasm.js';

/** A window's room in a WebAssembly memory, and the scan of plain pairs over the bytes it holds. */
export interface PairScanner {
  /** The window's room: the reader fills it from the start, and `held` says how far. */
  readonly room: Uint8Array;
  /** After the reader has filled the first `count` bytes of `room`: the scan stops there. */
  held(count: number): void;
  /**
   * Scans plain pairs of a table going `direction` (1 up, -1 down) from `at`, a batch of up to
   * `BATCH` into `from` and `to`: where it stopped (after the last pair taken), how many, and
   * whether the table's `}` was passed. It stops before a pair past `pauseAfter`, and before one
   * not in the plain shape, which `scanTable` then reads.
   */
  scan(at: number, pauseAfter: number, direction: number): { at: number; pairs: number; ended: boolean };
  /** The squares and ends of the last batch, in their first `pairs` places. */
  readonly from: Int32Array;
  readonly to: Int32Array;
}

/** The most pairs a batch holds. */
export const BATCH = 2 ** 14;

type Exports = {
  scanPairs: (...args: number[]) => number;
  scannedPairs: () => number;
  scannedTableEnd: () => number;
};

/**
 * A scanner over a window of `size` bytes (and the 0 byte after them) in a new WebAssembly memory,
 * or null where WebAssembly cannot run or the memory is refused. Cost: `size` and 128 KiB, rounded
 * up to 64 KiB.
 */
export function pairScanner(size: number): PairScanner | null {
  const text = 16;
  const batchAt = text + Math.ceil((size + 1) / 16) * 16;
  const instance = wasmInstance(PLAIN, batchAt + 8 * BATCH);
  if (!instance) return null;
  const { buffer } = instance.memory;
  const k = instance.exports as Exports;
  const bytes = new Uint8Array(buffer, text, size + 1);
  const [fromAt, toAt] = [batchAt, batchAt + 4 * BATCH];
  return {
    room: bytes.subarray(0, size),
    held(count) {
      bytes[count] = 0;
    },
    scan(at, pauseAfter, direction) {
      const stopped = k.scanPairs(text, at, pauseAfter, direction, fromAt, toAt, BATCH);
      return { at: stopped, pairs: k.scannedPairs(), ended: k.scannedTableEnd() === 1 };
    },
    from: new Int32Array(buffer, fromAt, BATCH),
    to: new Int32Array(buffer, toAt, BATCH),
  };
}
