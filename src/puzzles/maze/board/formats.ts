import { BoardpathError } from '../../../errors.js';
import { lineColumn } from '../../../json.js';
import { checkParseCall } from '../../checks.js';
import {
  convertedError,
  copiedNumbers,
  NOTATIONS,
  withNotations,
  withoutSizeRow,
} from '../../../notation.js';
import { cellOf, type MazeGrid } from './board.js';
import { fromJson } from './formats-json.js';
import { fastTextBytes, fromRows } from './formats-text.js';
import { withLineFeedBytes, withLineFeeds } from '../../../line-ends.js';
import { gridFrom } from './grid-from.js';
import { grouped } from '../../../words.js';

/** The ways a maze can be written (docs/rules.md): JSON rows, rows of 0/1 digits, ASCII art. */
export const MAZE_FORMATS = ['json', 'text', 'art'] as const;

/** One of `MAZE_FORMATS`. */
export type MazeFormat = (typeof MAZE_FORMATS)[number];

/** Options for `parseMaze`. */
export interface ParseMazeOptions {
  /** Force a format instead of detecting it from the first character. */
  readonly format?: MazeFormat;
  /** The file name to show in messages. */
  readonly file?: string;
}

/**
 * Reads a maze in any of its notations (docs/rules.md), detected from the first character that is
 * not white space: `[` a JSON array of 0/1 rows (`{` an object
 * `{"grid": rows, "start": [r, c], "goal": [r, c]}`); `0` or `1` text rows of 0/1 digits (separated by
 * spaces, commas or nothing); `#`, `.`, `S` or `G` ASCII art (`#` blocked, `.` open, `S` start,
 * `G` goal). Blank lines are skipped. Every problem is a `BoardpathError` with the line and column.
 *
 * Lines may end in LF, CRLF or CR alone, mixed too: all are read alike, and lines and columns in
 * messages count them as an editor does.
 *
 * `given` may be the file's bytes (UTF-8): rows of digits are then scanned without building a
 * string, which is faster for big mazes.
 *
 * Cost: O(text length); the text formats are scanned character by character straight into the
 * grid's `Uint8Array` (one byte per cell, nothing per cell on the heap).
 */
export function parseMaze(given: string | Uint8Array, options: ParseMazeOptions = {}): MazeGrid {
  options = checkParseCall(given, MAZE_FORMATS, options);
  const { file } = options;
  // Lines may end in LF, CRLF or CR alone: a lone CR is read as the LF it stands for.
  const input = typeof given === 'string' ? withLineFeeds(given) : withLineFeedBytes(given);
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
    } catch {
      // Past the longest string the engine can build (about 512 MB): say so, not a RangeError.
      // (A RangeError, or a plain Error on some inputs between 512 MB and 2 GB: either way, too large.)
      throw new BoardpathError(
        'E_FORMAT',
        `the input (${input.length} bytes) is too large to read as text: only rows of 0/1 digits are read from bytes`,
        { file },
      );
    }
  }
  try {
    const format = options.format ?? detectMazeFormat(text, file);
    return format === 'json' ? fromJson(text, file) : fromRows(text, format, file);
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    // Not as written: perhaps the rows as copied from a problem page (a C array, a Python list, or
    // rows under a line of sizes), also when the format is said to be JSON (rows of numbers).
    const copied = options.format === undefined || options.format === 'json' ? copiedNumbers(text) : null;
    const rows = copied ? (JSON.parse(copied.json) as unknown[]) : [];
    const sized = rows.every(Array.isArray) && withoutSizeRow(rows as number[][]) !== rows;
    if (!copied || copied.notation === 'JSON' || (copied.notation === 'rows of numbers' && !sized))
      throw withNotations(error, text, MAZE_NOTATIONS).at({ file });
    try {
      return fromJson(
        JSON.stringify(rows.every(Array.isArray) ? withoutSizeRow(rows as number[][]) : rows),
        file,
      );
    } catch (second) {
      if (!(second instanceof BoardpathError)) throw second;
      throw convertedError(second, copied.notation, file);
    }
  }
}

/** What a message adds when a maze cannot be read: every way one can be written. */
const MAZE_NOTATIONS = `a maze is 0/1 rows, ASCII art (# . S G), a JSON object {"grid": …}, or its rows written as ${NOTATIONS}`;

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

/**
 * The most cells a maze written as text may have: its ASCII art is a character a cell, its rows of
 * digits two, and a string holds at most about 2^29 characters.
 */
const MAX_WRITTEN_CELLS = 2 ** 27;

// A grid of any kind checked (`gridFrom`), and refused before anything is built if its text would
// pass `MAX_WRITTEN_CELLS`.
function writableGrid(grid: unknown): MazeGrid {
  const checked = gridFrom(grid);
  if (checked.rows * checked.columns > MAX_WRITTEN_CELLS)
    throw new BoardpathError(
      'E_USAGE',
      `a ${checked.rows}×${checked.columns} maze is too large to write as text (at most ${grouped(MAX_WRITTEN_CELLS)} cells)`,
      { option: 'grid' },
    );
  return checked;
}

/**
 * The grid written back as ASCII art (`#` blocked, `.` open, `S` start, `G` goal), one row a line.
 * Takes any grid, as `gridFrom` does, of up to `MAX_WRITTEN_CELLS` cells. Cost: O(cells).
 */
export function mazeToArt(grid: MazeGrid): string {
  grid = writableGrid(grid);
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

/**
 * The grid written as text rows of 0/1 digits separated by spaces, the start and goal not marked.
 * Takes any grid, as `gridFrom` does, of up to `MAX_WRITTEN_CELLS` cells. Cost: O(cells).
 */
export function mazeToText(grid: MazeGrid): string {
  const { rows, columns, open } = writableGrid(grid);
  const lines: string[] = [];
  for (let r = 0; r < rows; r++)
    lines.push(Array.from(open.subarray(r * columns, (r + 1) * columns)).join(' '));
  return lines.join('\n') + '\n';
}

/** `[row, column]` of the start and goal, as JSON output shows them. Takes any grid, as `gridFrom` does. */
export function endsOf(grid: MazeGrid): { start: [number, number]; goal: [number, number] } {
  grid = gridFrom(grid);
  return { start: cellOf(grid, grid.start), goal: cellOf(grid, grid.goal) };
}
