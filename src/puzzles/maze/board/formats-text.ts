// The maze's two text notations, rows of 0/1 digits and ASCII art, scanned character by character
// straight into the grid's bytes.
import { BoardpathError } from '../../../errors.js';
import { lineColumn } from '../../../json.js';
import { gridOf, type MazeGrid } from './board.js';
import type { Cell } from '../../../cell.js';

// Character codes the text formats know.
const NEWLINE = 10;
const SEPARATORS_TEXT = new Set([32, 9, 13, 44]); // space, tab, carriage return, comma
const SEPARATORS_ART = new Set([32, 9, 13]);

/**
 * The fast path for text rows of 0/1 digits, the format of big mazes: one tight loop of character
 * codes that writes every cell in turn. Gives up (null) at the first thing
 * it does not expect, and the careful scanner of `fromRows` then finds and reports it.
 */
function fastTextRows(text: string): MazeGrid | null {
  const length = text.length;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  let columns = 0;
  for (let i = 0; i < length && (columns === 0 || text.charCodeAt(i) !== 10); i++) {
    const code = text.charCodeAt(i);
    if (code === 48 || code === 49) columns++;
  }
  if (columns === 0) return null;
  // Every cell is a character of the text: a row per line would be lines × columns bytes, which a
  // long row over many blank lines makes huge (a 140 KB file asked for 4.9 GB).
  const open = new Uint8Array(Math.min(lines * columns, length));
  let cell = 0; // the next cell to write, row after row
  let rowStart = 0;
  let rows = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 49 && code >= 48) open[cell++] = code - 48;
    else if (code === 32 || code === 44) continue;
    else if (code === 10) {
      if (cell === rowStart) continue;
      if (cell - rowStart !== columns) return null;
      rows++;
      rowStart = cell;
    } else if (code !== 13 && code !== 9) return null;
  }
  if (cell !== rowStart) {
    if (cell - rowStart !== columns) return null;
    rows++;
  }
  return gridOf(rows, columns, open.subarray(0, rows * columns));
}

// Whether a Uint16Array reads the bytes [a, b] as a + 256·b, as `evenRows` expects.
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The shape of digit rows as programs print them, as told by their first line (`evenRowsShape`). */
export interface EvenRowsShape {
  /**
   * The length of every line in bytes, its newline included: two per cell, or one per cell and the
   * newline when the digits stand side by side (`separator` 0).
   */
  readonly line: number;
  readonly columns: number;
  /** The byte after every digit but the last of a line: a space, a comma, or 0 for none. */
  readonly separator: number;
}

/**
 * The shape of the rows whose first line `bytes` begins with, if they may be digit rows as
 * programs print them (see `evenRows`): a digit then a space or a comma after each cell, or the
 * digits side by side when the second byte is a digit. Null when the first line already says they
 * are not, or it does not end within `bytes`. Cost: O(first line).
 */
export function evenRowsShape(bytes: Uint8Array): EvenRowsShape | null {
  const line = bytes.indexOf(NEWLINE) + 1;
  if (!LITTLE_ENDIAN || line < 2) return null;
  const second = line > 2 ? bytes[1] : 32;
  if (second === 48 || second === 49) return { line, columns: line - 1, separator: 0 };
  if (line % 2 !== 0 || (second !== 32 && second !== 44)) return null;
  return { line, columns: line / 2, separator: second };
}

/**
 * The fastest path, for digit rows as programs print them: every line `columns` digits, each
 * followed by one separator (all spaces or all commas) and the last by the newline, or the digits
 * side by side and the newline, no carriage return, the file ending in a newline. Then every pair
 * of bytes is a digit and what follows it (or every byte a digit), and the text is read a word at a
 * time (`evenRowsInto`). About three times as fast as the byte-by-byte loop on a 4000×4000 maze.
 * Cost: O(bytes) in bytes/4 word reads, one byte per cell allocated.
 */
function evenRows(bytes: Uint8Array): MazeGrid | null {
  const shape = evenRowsShape(bytes);
  if (!shape || bytes.length % shape.line !== 0) return null;
  const rows = bytes.length / shape.line;
  const open = new Uint8Array(rows * shape.columns);
  return evenRowsInto(bytes, shape, open, 0) ? gridOf(rows, shape.columns, open) : null;
}

/**
 * Reads whole lines of digit rows of `shape` (`bytes`, a whole number of lines) into `open`, from
 * its cell `first` on, each line `stride` cells after the one before (the columns, or more to leave
 * cells between rows): two cells per 32-bit read when the columns are even, one per 16-bit read
 * otherwise, and a byte at a time when the digits stand side by side. Each word is checked against
 * the pattern by a mask, the differences ORed together, and a single difference anywhere gives
 * false at the end (as does `bytes` not aligned for its words, or a row of `open` not aligned for
 * its cells): the text is then for the byte-by-byte loop. Cost: O(bytes) in bytes/4 word reads.
 */
export function evenRowsInto(
  bytes: Uint8Array,
  shape: EvenRowsShape,
  open: Uint8Array,
  first: number,
  stride = shape.columns,
): boolean {
  const { line, columns, separator } = shape;
  const length = bytes.length;
  if (separator === 0) return packedRowsInto(bytes, shape, open, first, stride);
  const wide = columns % 2 === 0; // two cells in each 32-bit word
  const size = wide ? 4 : 2;
  if (
    bytes.byteOffset % size !== 0 ||
    (wide && ((open.byteOffset + first) % 2 !== 0 || stride % 2 !== 0)) ||
    length % line !== 0 ||
    !rowsFit(shape, length / line, first, stride, open.length)
  )
    return false;
  // The cells skipped after each row, in the units written.
  const skip = (stride - columns) / (wide ? 2 : 1);
  // A digit d then a separator s reads as 0x30 + d + 256·s: the digit's bit is 1, the rest the pattern.
  const pair = 0x30 | (separator << 8);
  const lastPair = 0x30 | (NEWLINE << 8);
  const perLine = line / size;
  let wrong = 0;
  if (wide) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, length / 4);
    const cells = new Uint16Array(open.buffer, open.byteOffset + first, (open.length - first) >>> 1);
    const middle = (pair | (pair << 16)) >>> 0;
    const end = (pair | (lastPair << 16)) >>> 0;
    for (let w = 0, last = perLine - 1, to = 0; w < words.length; last += perLine, to += skip) {
      for (; w < last; w++) {
        const v = words[w];
        wrong |= ((v & 0xfffefffe) ^ middle) >>> 0;
        cells[w + to] = (v & 1) | ((v >>> 8) & 0x100);
      }
      const v = words[w];
      wrong |= ((v & 0xfffefffe) ^ end) >>> 0;
      cells[w + to] = (v & 1) | ((v >>> 8) & 0x100);
      w++;
    }
  } else {
    const words = new Uint16Array(bytes.buffer, bytes.byteOffset, length / 2);
    for (let w = 0, last = perLine - 1, to = first; w < words.length; last += perLine, to += skip) {
      for (; w < last; w++) {
        wrong |= (words[w] & 0xfffe) ^ pair;
        open[w + to] = words[w] & 1;
      }
      wrong |= (words[w] & 0xfffe) ^ lastPair;
      open[w + to] = words[w++]! & 1;
    }
  }
  return wrong === 0;
}

// `evenRowsInto` for digits side by side: each byte a digit, the line's last the newline.
function packedRowsInto(
  bytes: Uint8Array,
  shape: EvenRowsShape,
  open: Uint8Array,
  first: number,
  stride: number,
): boolean {
  const { line, columns } = shape;
  if (bytes.length % line !== 0 || !rowsFit(shape, bytes.length / line, first, stride, open.length))
    return false;
  let wrong = 0;
  for (let from = 0, to = first; from < bytes.length; from += line, to += stride) {
    for (let cell = 0; cell < columns; cell++) {
      const digit = bytes[from + cell];
      wrong |= (digit & 0xfe) ^ 0x30;
      open[to + cell] = digit & 1;
    }
    wrong |= bytes[from + columns] ^ NEWLINE;
  }
  return wrong === 0;
}

/**
 * Whether `lines` rows of `shape`, the first row's first cell at `first` and each next row `stride`
 * cells on, fit in a grid of `cells` cells without overlapping. Cost: O(1).
 */
export function rowsFit(
  shape: EvenRowsShape,
  lines: number,
  first: number,
  stride: number,
  cells: number,
): boolean {
  return stride >= shape.columns && first + (lines - 1) * stride + shape.columns <= cells;
}

/**
 * The same loop over bytes (the CLI's input), kept apart so that each loop sees one type; rows as
 * programs print them take `evenRows`, faster still. Cost: O(bytes), one byte per cell allocated.
 */
export function fastTextBytes(bytes: Uint8Array): MazeGrid | null {
  const even = evenRows(bytes);
  if (even) return even;
  const length = bytes.length;
  let lines = 1;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  let columns = 0;
  for (let i = 0; i < length && (columns === 0 || bytes[i] !== 10); i++) {
    const code = bytes[i];
    if (code === 48 || code === 49) columns++;
  }
  if (columns === 0) return null;
  const open = new Uint8Array(Math.min(lines * columns, length));
  let cell = 0;
  let rowStart = 0;
  let rows = 0;
  for (let i = 0; i < length; i++) {
    const code = bytes[i];
    if (code <= 49 && code >= 48) open[cell++] = code - 48;
    else if (code === 32 || code === 44) continue;
    else if (code === 10) {
      if (cell === rowStart) continue;
      if (cell - rowStart !== columns) return null;
      rows++;
      rowStart = cell;
    } else if (code !== 13 && code !== 9) return null;
  }
  if (cell !== rowStart) {
    if (cell - rowStart !== columns) return null;
    rows++;
  }
  return gridOf(rows, columns, open.subarray(0, rows * columns));
}

/**
 * Reads rows of 0/1 digits (`format` text) or ASCII art (`art`), trying the fast scanner first for
 * digits; every problem is a `BoardpathError` with its line and column. Cost: O(text length), one
 * byte per cell.
 */
export function fromRows(text: string, format: 'text' | 'art', file: string | undefined): MazeGrid {
  if (format === 'text') {
    const grid = fastTextRows(text);
    if (grid) return grid;
  }
  const length = text.length;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  // Bytes of the class of each ASCII code: 0 blocked, 1 open, 2 separator, 3 start, 4 goal, 255 not allowed.
  const kind = new Uint8Array(128).fill(255);
  if (format === 'text') {
    kind[48] = 0;
    kind[49] = 1;
    for (const code of SEPARATORS_TEXT) kind[code] = 2;
  } else {
    kind[35] = 0; // #
    kind[46] = 1; // .
    kind[83] = 3; // S
    kind[71] = 4; // G
    for (const code of SEPARATORS_ART) kind[code] = 2;
  }
  const where = (offset: number) => ({ file, ...lineColumn(text, offset) });

  let columns = 0; // known once the first row ends
  let firstRow = new Uint8Array(256);
  let open = new Uint8Array(0);
  let rows = 0;
  let cells = 0; // cells so far on the current line
  let lineStart = 0;
  let start = -1;
  let startOffset = -1;
  let goal = -1;
  let goalOffset = -1;
  for (let i = 0; i <= length; i++) {
    const code = i < length ? text.charCodeAt(i) : NEWLINE;
    if (code === NEWLINE) {
      if (cells > 0) {
        if (rows === 0) {
          columns = cells;
          open = new Uint8Array(Math.min(lines * columns, length));
          open.set(firstRow.subarray(0, columns));
        } else if (cells < columns) {
          throw new BoardpathError(
            'E_FORMAT',
            `row ${rows} has ${cells} ${cells === 1 ? 'cell' : 'cells'} but row 0 has ${columns}: a maze is rectangular`,
            { file, ...lineColumn(text, lineStart), column: i - lineStart + 1 },
          );
        }
        rows++;
      }
      cells = 0;
      lineStart = i + 1;
      continue;
    }
    const cellKind = code < 128 ? kind[code] : 255;
    if (cellKind === 2) continue;
    if (cellKind === 255) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      const allowed =
        format === 'text'
          ? 'a maze of digits has only 0 (blocked), 1 (open), spaces and commas'
          : 'an ASCII-art maze has only # (blocked), . (open), S (start), G (goal) and spaces';
      throw new BoardpathError('E_FORMAT', `unexpected ${JSON.stringify(char)}: ${allowed}`, where(i));
    }
    const value = cellKind === 0 ? 0 : 1;
    if (rows === 0) {
      if (cells === firstRow.length) {
        const bigger = new Uint8Array(firstRow.length * 2);
        bigger.set(firstRow);
        firstRow = bigger;
      }
      firstRow[cells] = value;
    } else {
      if (cells === columns) {
        throw new BoardpathError(
          'E_FORMAT',
          `row ${rows} has more than the ${columns} cells of row 0: a maze is rectangular`,
          where(i),
        );
      }
      open[rows * columns + cells] = value;
    }
    if (cellKind === 3 || cellKind === 4) {
      const name = cellKind === 3 ? 'S' : 'G';
      const earlier = cellKind === 3 ? startOffset : goalOffset;
      if (earlier !== -1) {
        const first = lineColumn(text, earlier);
        throw new BoardpathError(
          'E_FORMAT',
          `a second ${name} (the first is at line ${first.line}, column ${first.column}): a maze has one ${cellKind === 3 ? 'start' : 'goal'}`,
          where(i),
        );
      }
      // The cell number needs `columns`, unknown on the first row: keep row and column apart.
      const cell = rows * 0x10000 + cells;
      if (cellKind === 3) {
        start = cell;
        startOffset = i;
      } else {
        goal = cell;
        goalOffset = i;
      }
    }
    cells++;
  }
  if (rows === 0) throw new BoardpathError('E_FORMAT', 'the input is empty: expected a maze', { file });
  const toCell = (packed: number): Cell | undefined =>
    packed === -1 ? undefined : [Math.floor(packed / 0x10000), packed % 0x10000];
  if (columns > 0xffff && (start !== -1 || goal !== -1)) {
    throw new BoardpathError('E_FORMAT', `ASCII art with S or G is limited to ${0xffff} columns`, { file });
  }
  return gridOf(rows, columns, open.subarray(0, rows * columns), {
    start: toCell(start),
    goal: toCell(goal),
  });
}
