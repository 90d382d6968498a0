// Mazes as people paste them (docs/rules.md#notations): rows and drawings with comments, a size line
// `n = 4`, JSON with comments and trailing commas, the grid in code among statements (with its ends
// when the code names them, `source = {0, 0}`), and the rows in every copied notation.
import { BoardpathError } from '../../../errors.js';
import { lineColumn } from '../../../json.js';
import {
  convertedError,
  copiedError,
  copiedNumbers,
  NOTATIONS,
  withNotations,
  withoutSizeRow,
} from '../../../notation.js';
import { blankComments, drawnWithWalls } from '../../../paste/comments.js';
import { copiedCode, literalJson } from '../../../paste/copied-code.js';
import type { NumbersLiteral } from '../../../paste/literals.js';
import type { FoundBoard } from '../../../paste/read-examples.js';
import { relaxedJson } from '../../../paste/relaxed-json.js';
import { withSizeLine } from '../../../paste/size-line.js';
import type { Cell } from '../../../cell.js';
import { withEndsOf, type MazeFormat, type MazeGrid } from './board.js';
import { fromJson } from './formats-json.js';
import { fromRows } from './formats-text.js';

/** What a message adds when a maze cannot be read: every way one can be written. */
const MAZE_NOTATIONS = `a maze is 0/1 rows, ASCII art (# . S G), a JSON object {"grid": …}, or its rows written as ${NOTATIONS}`;

/** A maze read, and whether it was drawn (`#` and `.`), where 0 and 1 mean nothing. */
export interface ReadMaze extends FoundBoard<MazeGrid> {
  readonly drawn: boolean;
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

/** The maze `text` is in its format as written (`format`, or the one its first character says). */
export function mazeAsWritten(
  text: string,
  format: MazeFormat | undefined,
  file: string | undefined,
): ReadMaze {
  const shape = format ?? detectMazeFormat(text, file);
  const grid = shape === 'json' ? fromJson(text, file) : fromRows(text, shape, file);
  return { board: grid, line: 1, drawn: shape === 'art' };
}

/**
 * The mazes in one part of a paste (`readExamples`): as written, then with its comments and a size
 * line, then in the notations. `asWritten` is the problem the part as written has, when known. With
 * `alone` (the part is the whole paste) a text that fits none is refused; otherwise a part with no
 * numbers gives []. Cost: O(length of the part).
 */
export function mazeInPart(
  part: string,
  alone: boolean,
  format: MazeFormat | undefined,
  file: string | undefined,
  asWritten?: BoardpathError,
): ReadMaze[] {
  // A part with neither a number nor a drawn row (the end of a program) holds no maze.
  if (!alone && !/\d/.test(blankComments(part)) && !drawnWithWalls(part)) return [];
  if (!asWritten) {
    try {
      return [mazeAsWritten(part, format, file)];
    } catch (error) {
      if (!(error instanceof BoardpathError)) throw error;
      asWritten = error;
    }
  }
  // JSON as written has said what is wrong with it.
  if (isJson(part)) throw withNotations(asWritten, part, MAZE_NOTATIONS).at({ file });
  const walls = format === 'art' || (format === undefined && drawnWithWalls(part));
  const prepared = withSizeLine(blankComments(part, walls ? 'wall' : 'comment'));
  if (prepared !== part) {
    try {
      return [mazeAsWritten(prepared, format, file)];
    } catch {
      // Not a maze as written once the comments are gone: on to the notations.
    }
  }
  const copies = format === undefined || format === 'json';
  const found = copies
    ? (mazeObject(part, file) ?? inCode(part, file) ?? copiedRows(prepared, part, asWritten, file))
    : null;
  if (found) return found;
  if (!alone) return [];
  throw withNotations(asWritten, part, MAZE_NOTATIONS).at({ file });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

// The maze object `{"grid": …}` written with comments, trailing commas, keys without quotes.
function mazeObject(part: string, file: string | undefined): ReadMaze[] | null {
  const json = relaxedJson(part);
  if (json === null || !/"grid"\s*:/.test(json)) return null;
  try {
    return [{ board: fromJson(json, file), line: 1, drawn: false }];
  } catch (error) {
    // (The JSON is rewritten: its lines and columns are not the paste's.)
    if (!(error instanceof BoardpathError)) throw error;
    if (error.code === 'E_JSON') return null;
    throw convertedError(error, 'an object written as code', file);
  }
}

// The grids in code, each with the ends the code names (`start = {0, 0}`, `destination = {2, 3}`).
function inCode(part: string, file: string | undefined): ReadMaze[] | null {
  const code = copiedCode(part);
  if (!code || code.boards.length === 0) return null;
  const ends = { start: endOf(code.literals, 'start'), goal: endOf(code.literals, 'goal') };
  return code.boards.map((copied) => {
    try {
      const grid = fromJson(copied.json, file);
      return {
        board: ends.start || ends.goal ? withEndsOf(grid, ends) : grid,
        line: copied.line ?? 1,
        drawn: false,
      };
    } catch (error) {
      if (!(error instanceof BoardpathError)) throw error;
      throw copiedError(error, copied, file, code.boards.length > 1);
    }
  });
}

// The cell a literal named for an end gives (`source = {0, 1}`), if there is one.
function endOf(literals: readonly NumbersLiteral[], role: 'start' | 'goal'): Cell | undefined {
  for (const literal of literals) {
    if (literal.role !== role) continue;
    const cell = JSON.parse(literalJson(literal) ?? '[]') as unknown;
    if (Array.isArray(cell) && cell.length === 2 && cell.every((n) => Number.isSafeInteger(n)))
      return [cell[0] as number, cell[1] as number];
  }
  return undefined;
}

// The rows as copied in another notation (a C array, a Python list, rows under a line of sizes).
function copiedRows(
  prepared: string,
  part: string,
  asWritten: BoardpathError,
  file: string | undefined,
): ReadMaze[] | null {
  const copied = copiedNumbers(prepared);
  if (!copied) return null;
  const rows = JSON.parse(copied.json) as unknown[];
  const sized = rows.every(Array.isArray) && withoutSizeRow(rows as number[][]) !== rows;
  if (copied.notation === 'JSON' || (copied.notation === 'rows of numbers' && !sized))
    throw withNotations(asWritten, part, MAZE_NOTATIONS).at({ file });
  try {
    const json = JSON.stringify(rows.every(Array.isArray) ? withoutSizeRow(rows as number[][]) : rows);
    return [{ board: fromJson(json, file), line: 1, drawn: false }];
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    throw convertedError(error, copied.notation, file);
  }
}
