// Digit rows as programs print them, read a piece of text at a time into a bordered grid: in
// WebAssembly where it runs (assembly/maze-kernels.ts, eight cells per operation, sixteen when the
// digits stand side by side, some five times the speed of the TypeScript loop), else with
// `evenRowsInto`, which reads the same cells.
import { wasmInstance } from '../../../wasm.js';
import { evenRowsInto, rowsFit, type EvenRowsShape } from './formats-text.js';
import { PLAIN } from './maze-kernels.wasm.js';

/** Where the text of digit rows is put, a piece at a time, and the grid it is read into. */
interface PrintedRowsReader {
  /** The text of whole lines to read next goes here, from its start. */
  readonly piece: Uint8Array;
  /** The bordered grid (`borderedBytes`). */
  readonly levels: Uint8Array;
  /**
   * Reads the piece's first `lines` lines into `levels`, the first line's first cell at byte
   * `first`, each next line `stride` bytes on. False when any byte is not the shape's pattern.
   */
  rowsInto(lines: number, first: number, stride: number): boolean;
}

type Exports = {
  evenRowsInto: (...args: number[]) => number;
  packedRowsInto: (...args: number[]) => number;
};

/**
 * A reader of rows of `shape` with room for `pieceBytes` of text and a grid of `levelsBytes`, its
 * piece holding `text` (the first piece, read to learn the shape, at least `pieceBytes` long): both
 * in one WebAssembly memory where WebAssembly and its SIMD run, else `text` itself and a new array.
 * Cost: `pieceBytes` + `levelsBytes` bytes (rounded up to 64 KiB) and a copy of `pieceBytes`.
 */
export function printedRowsReader(
  shape: EvenRowsShape,
  text: Uint8Array,
  pieceBytes: number,
  levelsBytes: number,
): PrintedRowsReader {
  // The grid after the piece (the kernel reads and writes at any byte, aligned or not).
  const instance = wasmInstance(PLAIN, pieceBytes + levelsBytes);
  if (!instance) {
    // One byte in front, so that each row of an even number of cells starts on an even byte:
    // `evenRowsInto` then writes two cells at a time.
    const levels = new Uint8Array(levelsBytes + 1).subarray(1);
    return {
      piece: text,
      levels,
      rowsInto: (lines, first, stride) =>
        evenRowsInto(text.subarray(0, lines * shape.line), shape, levels, first, stride),
    };
  }
  const { buffer } = instance.memory;
  const piece = new Uint8Array(buffer, 0, pieceBytes);
  piece.set(text.subarray(0, pieceBytes));
  const levels = new Uint8Array(buffer, pieceBytes, levelsBytes);
  const kernels = instance.exports as Exports;
  return {
    piece,
    levels,
    // The kernel checks no bounds: lines past the piece or cells past the grid are refused here.
    rowsInto: (lines, first, stride) =>
      lines * shape.line <= pieceBytes &&
      first >= 0 &&
      rowsFit(shape, lines, first, stride, levelsBytes) &&
      (shape.separator === 0
        ? kernels.packedRowsInto(0, lines, shape.line, pieceBytes + first, stride)
        : kernels.evenRowsInto(0, lines, shape.line, pieceBytes + first, stride, shape.separator)) === 1,
  };
}
