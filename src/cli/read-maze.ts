import {
  borderedAt,
  borderedBytes,
  MAX_MAZE_CELLS,
  mazeFromBordered,
  evenRowsShape,
  printedRowsReader,
} from '../internal.js';
import { parseMazeExamples, type MazeFormat, type MazeGrid, type PastedExample } from '../index.js';
import { readInputBytes } from './io.js';
import { READING_COSTS } from './reading-cost.js';
import { readRegularFile } from './read-pieces.js';
import type { CliIO, OpenFile } from './types.js';

// A piece of the file read at a time: lines enough for about a megabyte, which stays in the
// processor's cache while its cells are written.
const PIECE_BYTES = 2 ** 20;

/**
 * A maze file of digit rows as programs print them (every line the same length, one separator after
 * each digit or the digits side by side, a newline after the last: see `evenRowsInto`), read a
 * piece of whole lines at a time straight into the bytes the shortest-path search works on,
 * bordered (`mazeFromBordered`), so that the search needs no copy of the grid; in WebAssembly where
 * it runs (`printedRowsReader`). The file is never all in memory: a 4000×4000 maze is 32 MB of text
 * (16 MB side by side) for 16 MB of grid, and memory a process takes for the first time costs time
 * as well (about 13 ms for 32 MB). Nor is it counted before it is read (`checkReadingMemory`): a
 * byte of it is a cell at most.
 *
 * Null when the file is anything else (another shape, another notation, a mistake, a file that
 * changed while it was read, one the memory limit refuses, standard input): the caller then reads
 * it whole, and the parser reads it or says what is wrong. Cost: O(bytes); one byte per cell and
 * a megabyte of text.
 */
export function readPrintedRows(io: CliIO, path: string, maxMemory?: number): MazeGrid | null {
  return readRegularFile(io, path, maxMemory, (file) => {
    const { size } = file;
    // The first piece tells the shape, and is then the first piece read into the grid.
    const piece = new Uint8Array(Math.min(size, PIECE_BYTES));
    if (!readAll(file, piece, 0)) return null;
    const shape = evenRowsShape(piece);
    if (!shape || size % shape.line !== 0) return null;
    const rows = size / shape.line;
    // Refusals are the whole read's to word, the same for every notation.
    if (rows * shape.columns > MAX_MAZE_CELLS) return null;
    // The first line ended within the piece, so it holds one whole line at least.
    const linesPerPiece = Math.floor(piece.length / shape.line);
    const { columns } = shape;
    const reader = printedRowsReader(shape, piece, piece.length, borderedBytes(rows, columns));
    for (let row = 0; row < rows;) {
      const lines = Math.min(linesPerPiece, rows - row);
      if (row > 0 && !readAll(file, reader.piece.subarray(0, lines * shape.line), row * shape.line))
        return null;
      if (!reader.rowsInto(lines, borderedAt(columns, row * columns), columns + 2)) return null;
      row += lines;
    }
    // A file grown since it was opened is no longer the one measured.
    if (file.read(new Uint8Array(1), size) !== 0) return null;
    return mazeFromBordered(rows, columns, reader.levels);
  });
}

// Fills `into` from byte `position` of the file; false when the file ends first.
function readAll(file: OpenFile, into: Uint8Array, position: number): boolean {
  for (let done = 0; done < into.length;) {
    const read = file.read(into.subarray(done), position + done);
    if (read === 0) return false;
    done += read;
  }
  return true;
}

/**
 * The mazes in FILE (or standard input, `-`): digit rows as programs print them a piece at a time
 * (`readPrintedRows`), any other file whole (its bytes let go once parsed); and whether the file is
 * a drawing. Errors as `readInputBytes` and `parseMazeExamples` throw them. Cost: O(bytes).
 */
export async function readMazes(
  io: CliIO,
  source: string,
  options: { readonly format?: MazeFormat; readonly open?: string },
  maxMemory: number,
): Promise<{ examples: PastedExample<MazeGrid>[]; drawn: boolean }> {
  const open = options.open === '0' ? 0 : 1;
  const printed =
    (options.format ?? 'text') === 'text' && open === 1 ? readPrintedRows(io, source, maxMemory) : null;
  if (printed) return { examples: [{ example: 1, line: 1, board: printed, expected: null }], drawn: false };
  const input = await readInputBytes(io, source, maxMemory, undefined, READING_COSTS.maze);
  const examples = parseMazeExamples(input.bytes, { format: options.format, file: input.file, open });
  return { examples, drawn: options.format === 'art' || DRAWN.test(firstText(input.bytes)) };
}

// A drawing starts with one of its characters.
const DRAWN = /^\s*[#.SG]/;

function firstText(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes.subarray(0, 64)).replace(/^\uFEFF/, '');
}
