import { BoardpathError } from '../../errors.js';
import { lineColumn, parseJson, showJsonValue } from '../../json.js';
import { cellOf, makeMaze, type MazeGrid } from './board.js';
import type { Cell } from '../../cell.js';

/** The three ways a maze can be written (SPEC 2). */
export type MazeFormat = 'json' | 'text' | 'art';

/** Options for `parseMaze`. */
export interface ParseMazeOptions {
  /** Force a format instead of detecting it from the first character. */
  readonly format?: MazeFormat;
  /** The file name to show in messages. */
  readonly file?: string;
}

/**
 * Reads a maze in any of the formats of SPEC 2, detected from the first character that is not
 * white space: `[` a JSON array of 0/1 rows (`{` an object `{"grid": rows, "start": [r, c], "goal": [r, c]}`); `0` or `1` text rows of 0/1 digits (separated by
 * spaces, commas or nothing); `#`, `.`, `S` or `G` ASCII art (`#` blocked, `.` open, `S` start,
 * `G` goal). Blank lines are skipped. Every problem is a `BoardpathError` with the line and column.
 *
 * `input` may be the file's bytes (UTF-8): rows of digits are then scanned without building a
 * string, which is faster for big mazes.
 *
 * Cost: O(text length); the text formats are scanned character by character straight into the
 * grid's `Uint8Array` (one byte per cell, nothing per cell on the heap).
 */
export function parseMaze(input: string | Uint8Array, options: ParseMazeOptions = {}): MazeGrid {
  const { file } = options;
  let text: string;
  if (typeof input === 'string') text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  else {
    // Bytes: digit rows are scanned as they are (no string is built); anything else is decoded.
    const bom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf ? 3 : 0;
    let first = bom;
    while (
      first < input.length &&
      (input[first] === 32 || input[first] === 10 || input[first] === 13 || input[first] === 9)
    )
      first++;
    if ((options.format ?? 'text') === 'text' && (input[first] === 48 || input[first] === 49)) {
      const grid = fastTextBytes(input.subarray(bom));
      if (grid) return grid;
    }
    try {
      text = new TextDecoder().decode(input.subarray(bom));
    } catch (error) {
      // Past the longest string the engine can build (about 512 MB): say so, not a RangeError.
      if (error instanceof RangeError)
        throw new BoardpathError(
          'E_FORMAT',
          `the input (${input.length} bytes) is too large to read as text: only rows of 0/1 digits are read from bytes`,
          { file },
        );
      throw error;
    }
  }
  const format = options.format ?? detectMazeFormat(text, file);
  try {
    return format === 'json' ? fromJson(text, file) : fromRows(text, format, file);
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}

/** Which format a maze's text is written in, from its first character that is not white space. */
export function detectMazeFormat(text: string, file?: string): MazeFormat {
  const at = text.search(/\S/);
  if (at === -1) throw new BoardpathError('E_FORMAT', 'the input is empty: expected a maze', { file });
  const first = text[at];
  if (first === '[' || first === '{') return 'json';
  if (first === '0' || first === '1') return 'text';
  if (first === '#' || first === '.' || first === 'S' || first === 'G') return 'art';
  throw new BoardpathError(
    'E_FORMAT',
    `not a maze: unexpected ${JSON.stringify(String.fromCodePoint(text.codePointAt(at)!))} (expected a JSON array of 0/1 rows, rows of 0/1 digits, or ASCII art of # . S G)`,
    { file, ...lineColumn(text, at) },
  );
}

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
  const open = new Uint8Array(lines * columns);
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
  return makeMaze(rows, columns, open.subarray(0, rows * columns));
}

// The same loop over bytes (the CLI's input), kept apart so that each loop sees one type.
function fastTextBytes(bytes: Uint8Array): MazeGrid | null {
  const length = bytes.length;
  let lines = 1;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  let columns = 0;
  for (let i = 0; i < length && (columns === 0 || bytes[i] !== 10); i++) {
    const code = bytes[i];
    if (code === 48 || code === 49) columns++;
  }
  if (columns === 0) return null;
  const open = new Uint8Array(lines * columns);
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
  return makeMaze(rows, columns, open.subarray(0, rows * columns));
}

function fromRows(text: string, format: 'text' | 'art', file: string | undefined): MazeGrid {
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
          open = new Uint8Array(lines * columns);
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
  return makeMaze(rows, columns, open.subarray(0, rows * columns), {
    start: toCell(start),
    goal: toCell(goal),
  });
}

function fromJson(text: string, file: string | undefined): MazeGrid {
  const json: unknown = parseJson(text, file);
  if (typeof json === 'object' && json !== null && !Array.isArray(json))
    return fromJsonObject(json as Record<string, unknown>, text, file);
  return fromJsonRows(json, text, 0, file);
}

// `{"grid": [[…]], "start": [r, c], "goal": [r, c]}` — the shape of the shared fixtures; other keys
// (a name, the expected answers) are ignored.
function fromJsonObject(json: Record<string, unknown>, text: string, file: string | undefined): MazeGrid {
  const top = { file, ...lineColumn(text, Math.max(0, text.search(/\S/))) };
  if (!('grid' in json))
    throw new BoardpathError(
      'E_FORMAT',
      'a JSON maze object needs a "grid": an array of rows of 0 (blocked) and 1 (open)',
      top,
    );
  const key = /"grid"\s*:\s*/.exec(text);
  const grid = fromJsonRows(json.grid, text, key ? key.index + key[0].length : 0, file);
  const ends: { start?: Cell; goal?: Cell } = {};
  for (const name of ['start', 'goal'] as const) {
    const value = json[name];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.length !== 2 || !value.every((x) => Number.isSafeInteger(x))) {
      throw new BoardpathError(
        'E_FORMAT',
        `"${name}" must be [row, column], counted from 0, not ${showJsonValue(value)}`,
        top,
      );
    }
    ends[name] = [value[0], value[1]];
  }
  try {
    return makeMaze(grid.rows, grid.columns, grid.open, ends);
  } catch (error) {
    throw error instanceof BoardpathError ? error.at(top) : error;
  }
}

function fromJsonRows(json: unknown, text: string, offset: number, file: string | undefined): MazeGrid {
  const at = (...path: number[]) => ({
    file,
    ...lineColumn(text, offset + elementOffset(text.slice(offset), path)),
  });
  if (!Array.isArray(json))
    throw new BoardpathError('E_FORMAT', 'a JSON maze is an array of rows of 0 (blocked) and 1 (open)', at());
  if (json.length === 0)
    throw new BoardpathError(
      'E_FORMAT',
      'the maze is empty (an empty array): expected rows of 0 and 1',
      at(),
    );
  const first: unknown = json[0];
  if (!Array.isArray(first)) throw new BoardpathError('E_FORMAT', 'row 0 is not an array of 0 and 1', at(0));
  const columns = first.length;
  if (columns === 0) throw new BoardpathError('E_FORMAT', 'the maze is empty: row 0 has no cells', at(0));
  const open = new Uint8Array(json.length * columns);
  for (let r = 0; r < json.length; r++) {
    const row: unknown = json[r];
    if (!Array.isArray(row))
      throw new BoardpathError('E_FORMAT', `row ${r} is not an array of 0 and 1`, at(r));
    if (row.length !== columns) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'} but row 0 has ${columns}: a maze is rectangular`,
        at(r),
      );
    }
    for (let c = 0; c < columns; c++) {
      const value: unknown = row[c];
      if (value !== 0 && value !== 1) {
        throw new BoardpathError(
          'E_FORMAT',
          `row ${r}, column ${c}: expected 0 (blocked) or 1 (open), not ${showJsonValue(value)}`,
          at(r, c),
        );
      }
      open[r * columns + c] = value;
    }
  }
  return makeMaze(json.length, columns, open);
}

/**
 * Where in (valid) JSON text the element at `path` of nested arrays starts — `[]` is the top-level
 * value, `[2]` its third element, `[2, 5]` that one's sixth — so a message can name a line and
 * column. Falls back to the start of the text.
 */
function elementOffset(text: string, path: readonly number[]): number {
  const top = text.search(/\S/);
  if (path.length === 0) return Math.max(0, top);
  const index: number[] = []; // element index at each open container (NaN for objects)
  let awaiting = false; // the next non-space character starts an array element
  for (let i = top; i < text.length; i++) {
    const char = text[i];
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t') continue;
    if (awaiting && char !== ']') {
      awaiting = false;
      if (index.length === path.length && index.every((value, k) => value === path[k])) return i;
    }
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (char === '[') {
      index.push(0);
      awaiting = true;
    } else if (char === '{') {
      index.push(NaN);
    } else if (char === ']' || char === '}') {
      index.pop();
    } else if (char === ',') {
      index[index.length - 1]++;
      awaiting = !Number.isNaN(index[index.length - 1]);
    }
  }
  return Math.max(0, top);
}

/** The grid written back as ASCII art (`#` blocked, `.` open, `S` start, `G` goal), one row a line. */
export function mazeToArt(grid: MazeGrid): string {
  const lines: string[] = [];
  for (let r = 0; r < grid.rows; r++) {
    let line = '';
    for (let c = 0; c < grid.columns; c++) {
      const cell = r * grid.columns + c;
      line += cell === grid.start ? 'S' : cell === grid.goal ? 'G' : grid.open[cell] === 1 ? '.' : '#';
    }
    lines.push(line);
  }
  return lines.join('\n') + '\n';
}

/** The grid written as text rows of 0/1 digits separated by spaces, the start and goal not marked. */
export function mazeToText(grid: Pick<MazeGrid, 'rows' | 'columns' | 'open'>): string {
  const lines: string[] = [];
  for (let r = 0; r < grid.rows; r++)
    lines.push(Array.from(grid.open.subarray(r * grid.columns, (r + 1) * grid.columns)).join(' '));
  return lines.join('\n') + '\n';
}

/** `[row, column]` of the start and goal, as JSON output shows them. */
export function endsOf(grid: MazeGrid): { start: [number, number]; goal: [number, number] } {
  return { start: cellOf(grid, grid.start), goal: cellOf(grid, grid.goal) };
}
