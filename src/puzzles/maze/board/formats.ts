import { BoardpathError } from '../../../errors.js';
import { checkParseCall } from '../../checks.js';
import { cellOf, gridOf, MAZE_FORMATS, type MazeFormat, type MazeGrid } from './board.js';
import { fastTextBytes } from './formats-text.js';
import { withLineFeedBytes, withLineFeeds } from '../../../line-ends.js';
import { gridFrom } from './grid-from.js';
import { aOrAn, grouped } from '../../../words.js';
import { nestingError, tooDeep } from '../../../json.js';
import { onlyExample, readExamples, type PastedExample } from '../../../paste/read-examples.js';
import { mazeAsWritten, mazeInPart } from './pasted.js';
import { openSchema } from '../options.js';
import type { OpenCell } from './board.js';

export { detectMazeFormat } from './pasted.js';

/** Options for `parseMaze`. */
export interface ParseMazeOptions {
  /** Force a format instead of detecting it from the first character. */
  readonly format?: MazeFormat;
  /** The file name to show in messages. */
  readonly file?: string;
  /**
   * The digit of an open cell in rows and JSON (default 1; 0 for grids where 0 is open and 1 a
   * wall, as LeetCode's "Shortest Path in Binary Matrix" writes them). Drawings are not affected.
   */
  readonly open?: OpenCell;
}

/**
 * Reads a maze in any of its notations (docs/rules.md), detected from the first character that is
 * not white space: `[` a JSON array of 0/1 rows (`{` an object
 * `{"grid": rows, "start": [r, c], "goal": [r, c]}`); `0` or `1` text rows of 0/1 digits (separated by
 * spaces, commas or nothing); `#`, `.`, `S` or `G` ASCII art (`#` blocked, `.` open, `S` start,
 * `G` goal); or as people paste it (docs/rules.md#notations). Blank lines are skipped. Every
 * problem is a `BoardpathError` with the line and column. A paste of several examples is refused:
 * `parseMazeExamples` reads each.
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
  options = checkMazeParse(given, options);
  return onlyExample(readMaze(given, options), options.file);
}

/**
 * Every example of a paste (LeetCode's `Example 1:` … `Example 2:`, GfG's `Input:` blocks, several
 * grids in code), each read as `parseMaze` reads one, with the answer the paste gives for it
 * (`Output: ["DDRDRR", "DRDDRR"]`) as written. A file that is one maze is one example.
 * Cost: O(text length), as `parseMaze`.
 */
export function parseMazeExamples(
  given: string | Uint8Array,
  options: ParseMazeOptions = {},
): PastedExample<MazeGrid>[] {
  options = checkMazeParse(given, options);
  return readMaze(given, options);
}

// The parser's input and options checked: those every parser takes, and `open`.
function checkMazeParse(given: unknown, options: unknown): ParseMazeOptions {
  return checkParseCall(given, MAZE_FORMATS, options, { open: openSchema.optional() });
}

function readMaze(given: string | Uint8Array, options: ParseMazeOptions): PastedExample<MazeGrid>[] {
  const { file, format } = options;
  const open = options.open ?? 1;
  const single = (grid: MazeGrid) => [{ example: 1, line: 1, board: grid, expected: null }];
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
    if ((format ?? 'text') === 'text' && (input[first] === 48 || input[first] === 49)) {
      const grid = fastTextBytes(input.subarray(bom));
      if (grid) return single(withOpen(grid, open, false));
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
  let asWritten: BoardpathError;
  try {
    const { board, drawn } = mazeAsWritten(text, format, file);
    return single(withOpen(board, open, drawn));
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    asWritten = error;
  }
  // Nested past any board: no paste reads it either, and each of their readers would build what
  // the brackets make (JSON.parse of `[` ten million deep takes a gigabyte).
  const deep = tooDeep(text);
  if (deep >= 0) throw nestingError(text, deep, file);
  // Not as written: perhaps a paste (examples, code, comments, another notation).
  try {
    const examples = readExamples(text, (part, alone) =>
      mazeInPart(part, alone, format, file, part === text ? asWritten : undefined).map((read) => ({
        ...read,
        board: withOpen(read.board, open, read.drawn),
      })),
    );
    return examples;
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}

/**
 * The grid with its cells read with `open` as the open digit: itself for 1 (or a drawing); for 0
 * every cell turned over, in place (the reader made the bytes). Cost: O(cells) for 0.
 */
function withOpen(grid: MazeGrid, open: OpenCell, drawn: boolean): MazeGrid {
  if (open === 1 || drawn) return grid;
  const cells = grid.open;
  for (let cell = 0; cell < cells.length; cell++) cells[cell] ^= 1;
  return gridOf(grid.rows, grid.columns, cells, {
    start: cellOf(grid, grid.start),
    goal: cellOf(grid, grid.goal),
  });
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
      `${aOrAn(checked.rows)} ${checked.rows}×${checked.columns} maze is too large to write as text (at most ${grouped(MAX_WRITTEN_CELLS)} cells)`,
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
