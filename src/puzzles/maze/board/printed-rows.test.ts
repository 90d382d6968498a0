import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wasmModule } from '../../../wasm.js';
import { borderedAt, borderedBytes } from './board.js';
import { evenRowsInto, evenRowsShape } from './formats-text.js';
import { PLAIN } from './maze-kernels.wasm.js';
import { printedRowsReader } from './printed-rows.js';
import { printedRows } from './printed-rows.test-util.js';

const bytesOf = (text: string) => new TextEncoder().encode(text);

// `text` read `linesPerPiece` lines at a time, as the maze file reader does: the cells, or null
// when a piece is refused. `read` is the reader under test or the TypeScript loop.
function readPieces(text: Uint8Array, linesPerPiece: number, read: 'kernel' | 'loop'): Uint8Array | null {
  const shape = evenRowsShape(text)!;
  const rows = text.length / shape.line;
  const pieceBytes = Math.min(text.length, linesPerPiece * shape.line);
  const stride = shape.columns + 2;
  const levelsBytes = borderedBytes(rows, shape.columns);
  const reader =
    read === 'kernel' ? printedRowsReader(shape, text.slice(0, pieceBytes), pieceBytes, levelsBytes) : null;
  const levels = reader?.levels ?? new Uint8Array(levelsBytes + 1).subarray(1);
  for (let row = 0; row < rows; row += linesPerPiece) {
    const lines = Math.min(linesPerPiece, rows - row);
    const piece = text.slice(row * shape.line, (row + lines) * shape.line);
    const first = borderedAt(shape.columns, row * shape.columns);
    if (reader) {
      reader.piece.set(piece);
      if (!reader.rowsInto(lines, first, stride)) return null;
    } else if (!evenRowsInto(piece, shape, levels, first, stride)) return null;
  }
  return levels.slice();
}

describe('printedRowsReader', () => {
  it('runs its WebAssembly kernel here', () => {
    expect(wasmModule(PLAIN)).not.toBeNull();
  });

  it('reads the cells the TypeScript loop reads, and refuses the texts it refuses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom(' ', ',', ''),
        fc.infiniteStream(fc.boolean()),
        fc.integer({ min: 1, max: 4 }),
        fc.option(
          fc.record({ at: fc.nat(), byte: fc.constantFrom(48, 49, 50, 32, 44, 10, 13, 9, 0x31 | 0x80) }),
        ),
        (rows, columns, separator, bits, linesPerPiece, mistake) => {
          const grid = Array.from({ length: rows }, () =>
            Array.from({ length: columns }, () => +bits.next().value),
          );
          const text = bytesOf(printedRows(grid, separator));
          // A wrong byte anywhere but the first line (which tells the shape, and is checked apart).
          if (mistake)
            text[columns * 2 + (mistake.at % Math.max(1, text.length - columns * 2))] = mistake.byte;
          fc.pre(text.length > columns * 2 || !mistake);
          const kernel = readPieces(text, linesPerPiece, 'kernel');
          expect(kernel).toEqual(readPieces(text, linesPerPiece, 'loop'));
          if (!mistake) expect(kernel).not.toBeNull();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses lines past its piece and cells past its grid, writing nothing', () => {
    const text = bytesOf(printedRows([[1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1]], ' '));
    const shape = evenRowsShape(text)!;
    const reader = printedRowsReader(shape, text, text.length, borderedBytes(1, 11));
    expect(reader.rowsInto(2, borderedAt(11, 0), 13)).toBe(false);
    expect(reader.rowsInto(1, borderedBytes(1, 11) - 5, 13)).toBe(false);
    expect(reader.rowsInto(1, -1, 13)).toBe(false);
    expect(reader.levels.every((cell) => cell === 0)).toBe(true);
    expect(reader.rowsInto(1, borderedAt(11, 0), 13)).toBe(true);
    expect([...reader.levels.subarray(borderedAt(11, 0), borderedAt(11, 0) + 11)]).toEqual([
      1, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1,
    ]);
  });
});
