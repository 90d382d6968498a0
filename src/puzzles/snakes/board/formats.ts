import { z } from 'zod';
import { counted, grouped, listedNames } from '../../../words.js';
import { BoardpathError } from '../../../errors.js';
import {
  convertedError,
  copiedNumbers,
  NOTATIONS,
  withNotations,
  withoutSizeRow,
  type CopiedNumbers,
} from '../../../notation.js';
import { checkParseCall } from '../../checks.js';
import { parseJson, showJsonValue } from '../../../json.js';
import { elementAt } from '../../../json-keys.js';
import { byteLineColumn } from '../../../json.js';
import {
  MAX_FACES,
  makeSnakesBoard,
  SNAKES_FORMATS,
  type JumpKind,
  type SnakesBoard,
  type SnakesFormat,
  type SnakesBoardSpec,
} from './board.js';
import { withLineFeedBytes, withLineFeeds } from '../../../line-ends.js';
import { scanBoardJson, scanBoardWindows, type ByteWindow, type ScannedBoard } from './scan-json.js';

/** Options for `parseSnakes`. */
export interface ParseSnakesOptions {
  /** Force a format instead of detecting it from the JSON's shape. */
  readonly format?: SnakesFormat;
  /** The file name to show in messages. */
  readonly file?: string;
}

/**
 * Reads a board in any of the three formats (rules: docs/rules.md), detecting which from the
 * JSON's shape: an object is the board format, an array of rows the leetcode format, an array of
 * numbers the moves format. Takes the text, or its UTF-8 bytes (a file as read: big boards are scanned without
 * building a string), its lines ending in LF, CRLF or CR alone. Every problem is a `BoardpathError` that says what is wrong and where.
 *
 * Cost: O(input length + J) for J snakes and ladders on boards of up to 2^32 squares.
 */
export function parseSnakes(given: string | Uint8Array, options: ParseSnakesOptions = {}): SnakesBoard {
  options = checkParseCall(given, SNAKES_FORMATS, options);
  const { file } = options;
  // Lines may end in LF, CRLF or CR alone: a lone CR is read as the LF it stands for, so that the
  // copied notations split the same rows and messages count the same lines.
  const input = typeof given === 'string' ? withLineFeeds(given) : withLineFeedBytes(given);
  if (options.format === undefined || options.format === 'board') {
    const fast = fastBoard(typeof input === 'string' ? new TextEncoder().encode(input) : input, file);
    if (fast) return fast;
  }
  const text = typeof input === 'string' ? input : decodeUtf8(input, file);
  if (text.trim() === '')
    throw new BoardpathError('E_FORMAT', 'the input is empty: expected a board', { file });
  // JSON first; else the numbers as copied from a problem page (a Python list, a C array, rows).
  let json: unknown;
  let copied: CopiedNumbers | null = null;
  try {
    json = parseJson(text, file);
  } catch (error) {
    copied = options.format === 'board' ? null : copiedNumbers(text);
    if (!copied) throw error instanceof BoardpathError ? withNotations(error, text, SNAKES_NOTATIONS) : error;
    json = JSON.parse(copied.json) as unknown;
    const pairs = gfgPairs(copied, json);
    if (pairs) return pairs;
    if (Array.isArray(json) && json.every(Array.isArray)) json = withoutSizeRow(json as number[][]);
  }
  const format = options.format ?? detectFormat(json, file, copied ? undefined : text);
  try {
    if (format === 'board') return fromBoardJson(json);
    if (format === 'leetcode') return fromLeetcode(json);
    return fromMoves(json);
  } catch (error) {
    if (!(error instanceof BoardpathError)) throw error;
    throw copied ? convertedError(error, copied.notation, file) : error.at({ file });
  }
}

/** What a message adds when a board cannot be read at all: every way one can be written. */
const SNAKES_NOTATIONS = `a board is a JSON object {"squares": …}, or its numbers (an n×n leetcode grid, a moves list, GfG's N = k and 2k squares) written as ${NOTATIONS}`;

/**
 * GfG's "Snake and Ladder Problem": `N = 8, arr[] = {3, 22, 5, 8, …}`, N snakes and ladders as 2N
 * squares (from, to) on its board of 30 squares, the token starting on square 1. Null when the
 * numbers are not that.
 */
function gfgPairs(copied: CopiedNumbers, json: unknown): SnakesBoard | null {
  const n = copied.named.get('N') ?? copied.named.get('n');
  if (
    n === undefined ||
    !Array.isArray(json) ||
    json.length !== 2 * n ||
    !json.every((v) => typeof v === 'number')
  )
    return null;
  const squares = json as number[];
  const jumps = Array.from({ length: n }, (_, k) => ({ from: squares[2 * k], to: squares[2 * k + 1] }));
  return makeSnakesBoard({
    format: 'board',
    name: `GfG board, N = ${n}`,
    first: 1,
    last: 30,
    start: 1,
    jumps,
  });
}

// UTF-8 bytes as text, without the byte-order mark some editors write first. Past about 512 MB the
// engine cannot make a string, which the user hears as such.
function decodeUtf8(bytes: Uint8Array, file: string | undefined): string {
  let text: string;
  try {
    text = new TextDecoder().decode(bytes);
  } catch {
    throw new BoardpathError(
      'E_FILE',
      `the input is ${bytes.length} bytes: too large to read as text, and not a plain board the fast reader takes`,
      { file },
    );
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Which format a parsed JSON value is written in; anything else is a `BoardpathError`. */
function detectFormat(json: unknown, file?: string, text?: string): SnakesFormat {
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) return 'board';
  if (Array.isArray(json) && json.length > 0) {
    if (json.every(Array.isArray)) return 'leetcode';
    if (json.every((entry) => typeof entry === 'number')) return 'moves';
    // Mostly numbers: a moves array with one entry wrong, said where.
    const wrong = json.findIndex((entry) => typeof entry !== 'number');
    if (typeof json[0] === 'number' || wrong > 0)
      throw new BoardpathError(
        'E_FORMAT',
        `move[${wrong}] is ${showJsonValue(json[wrong])}: a moves array holds -1 or a square number`,
        { file, ...(text !== undefined && elementAt(text, wrong)) },
      );
  }
  throw new BoardpathError(
    'E_FORMAT',
    Array.isArray(json) && json.length === 0
      ? 'the board is empty (an empty array)'
      : 'not a Snakes and Ladders board: expected an object {"squares": …}, an n×n array of rows (leetcode) or an array of jump targets (moves)',
    { file },
  );
}

const count = (what: string) =>
  z
    .number({
      error: (issue) =>
        issue.code !== 'invalid_type'
          ? undefined
          : issue.input === undefined
            ? `${what} is missing`
            : issue.input === Infinity || issue.input === -Infinity
              ? `${what} is too large a number`
              : `${what} must be a number, not ${showJsonValue(issue.input)}`,
    })
    .int(`${what} must be a whole number`);

// A jump table is checked by hand below (a million entries, each with its own message), so zod
// only checks that it is an object.
const jumpTable = z.record(z.string(), z.unknown(), { error: 'must be an object such as {"4": 14}' });

const BoardJson = z.strictObject(
  {
    squares: count('squares').min(1, 'squares must be at least 1').max(Number.MAX_SAFE_INTEGER),
    ladders: jumpTable.optional(),
    snakes: jumpTable.optional(),
    chutes: jumpTable.optional(),
    start: count('start').min(0, 'start must be 0 (off the board) or a square').optional(),
    faces: count('faces')
      .min(1, 'a die needs at least 1 face')
      .max(MAX_FACES, `a die has at most ${grouped(MAX_FACES)} faces`)
      .optional(),
    rows: count('rows').min(1).optional(),
    columns: count('columns').min(1).optional(),
    name: z.string().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.length === 1 ? 'unknown key' : `${counted(issue.keys.length, 'unknown key')}:`} ${listedNames(issue.keys)} (known: squares, ladders, snakes, start, faces, rows, columns, name)`
        : undefined,
  },
);

function zodProblem(error: z.ZodError): BoardpathError {
  const issue = error.issues[0];
  const path = issue.path.join('.');
  return new BoardpathError(
    'E_FORMAT',
    path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message,
  );
}

// The board format read by the scanner; null sends the text down the general path.
function fastBoard(bytes: Uint8Array, file: string | undefined): SnakesBoard | null {
  const scanned = scanBoardJson(bytes, file);
  return (
    scanned &&
    boardFromScan(scanned, file, (index) => ({ file, ...byteLineColumn(bytes, scanned.keyAt(index)) }))
  );
}

/**
 * A board-format input read a piece at a time through `window` (`scanBoardWindows`; about `size`
 * bytes): the board, or null when it is not in the scanner's plain shape (then `parseSnakes` of the
 * whole input reads it). Errors as `parseSnakes`'s, but without a line and column.
 *
 * Cost: O(bytes + J) for J jumps; 16 bytes per jump besides the board's own.
 */
export function parseBoardWindows(window: ByteWindow, size: number, file?: string): SnakesBoard | null {
  const scanned = scanBoardWindows(window, size);
  return scanned && boardFromScan(scanned, file);
}

// The board from the scanner's fields and jumps.
function boardFromScan(
  scanned: Omit<ScannedBoard, 'keyAt'>,
  file: string | undefined,
  jumpWhere?: SnakesBoardSpec['jumpWhere'],
): SnakesBoard {
  const scalars = Object.fromEntries(
    Object.entries(scanned.fields).filter(
      ([key]) => key !== 'ladders' && key !== 'snakes' && key !== 'chutes',
    ),
  );
  const parsed = BoardJson.safeParse(scalars);
  if (!parsed.success) throw zodProblem(parsed.error).at({ file });
  try {
    return boardFromFields(parsed.data, scanned.from, scanned.to, jumpWhere);
  } catch (error) {
    throw error instanceof BoardpathError ? error.at({ file }) : error;
  }
}

function boardFromFields(
  spec: z.infer<typeof BoardJson>,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  jumpWhere?: SnakesBoardSpec['jumpWhere'],
): SnakesBoard {
  if (spec.start !== undefined && spec.start > spec.squares) {
    throw new BoardpathError('E_BOARD', `start ${spec.start} is past the last square ${spec.squares}`);
  }
  return makeSnakesBoard({
    format: 'board',
    ...(spec.name !== undefined && { name: spec.name }),
    first: 1,
    last: spec.squares,
    start: spec.start ?? 0,
    faces: spec.faces,
    jumps: { from, to },
    rows: spec.rows,
    columns: spec.columns,
    jumpWhere,
  });
}

function fromBoardJson(json: unknown): SnakesBoard {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new BoardpathError(
      'E_FORMAT',
      'the board format is a JSON object such as {"squares": 100, "ladders": {"1": 38}}',
    );
  }
  const parsed = BoardJson.safeParse(json);
  if (!parsed.success) throw zodProblem(parsed.error);
  const spec = parsed.data;
  // The tables are read from the JSON itself: zod's copy would turn a "__proto__" key into a prototype.
  const raw = json as Record<string, Record<string, unknown> | undefined>;
  const from: number[] = [];
  const to: number[] = [];
  const readTable = (table: Record<string, unknown> | undefined, kind: JumpKind) => {
    if (!table) return;
    for (const key of Object.keys(table)) {
      const value = table[key];
      if (!/^\d+$/.test(key))
        throw new BoardpathError('E_FORMAT', `${kind}s: ${JSON.stringify(key)} is not a square number`);
      const square = Number(key);
      // Past 2^53 a key would be read as another number (99999999999999999999 as 10^20).
      if (!Number.isSafeInteger(square))
        throw new BoardpathError('E_FORMAT', `${kind}s: ${showJsonValue(key)} is too large a square number`);
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw new BoardpathError(
          'E_FORMAT',
          `${kind} from square ${square}: the end must be a whole square number, not ${showJsonValue(value)}`,
          { square },
        );
      }
      if (kind === 'ladder' ? value <= square : value >= square) {
        throw new BoardpathError(
          'E_BOARD',
          `${kind} ${square}→${value} goes ${kind === 'ladder' ? 'down' : 'up'}: a ladder must go up and a snake down`,
          { square },
        );
      }
      from.push(square);
      to.push(value);
    }
  };
  readTable(raw.ladders, 'ladder');
  readTable(raw.snakes, 'snake');
  readTable(raw.chutes, 'snake');
  return boardFromFields(spec, from, to);
}

function fromLeetcode(json: unknown): SnakesBoard {
  if (!Array.isArray(json) || json.length === 0)
    throw new BoardpathError(
      'E_FORMAT',
      'the leetcode format is a non-empty n×n array of rows such as [[-1,-1],[-1,3]]',
    );
  const n = json.length;
  const cells = n * n;
  const from: number[] = [];
  const to: number[] = [];
  json.forEach((row: unknown, r) => {
    if (!Array.isArray(row)) throw new BoardpathError('E_FORMAT', `row ${r} is not an array of cells`);
    if (row.length !== n) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${counted(row.length, 'cell')} but there ${n === 1 ? 'is' : 'are'} ${counted(n, 'row')}: a leetcode board is n×n`,
      );
    }
    row.forEach((value: unknown, c) => {
      const square = leetcodeSquare(n, r, c);
      const where = { cell: [r, c] as const, square };
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw new BoardpathError(
          'E_FORMAT',
          `row ${r}, column ${c} (square ${square}): expected -1 or a square number, not ${showJsonValue(value)}`,
          where,
        );
      }
      if (value === -1) return;
      if (value < 1 || value > cells) {
        throw new BoardpathError(
          'E_BOARD',
          `row ${r}, column ${c} (square ${square}): ${value} is not a square (1…${cells}) nor -1`,
          where,
        );
      }
      from.push(square);
      to.push(value);
    });
  });
  return makeSnakesBoard({
    format: 'leetcode',
    first: 1,
    last: cells,
    start: 1,
    jumps: { from, to },
    rows: n,
    columns: n,
  });
}

/** The square number of grid cell (row, column) of an n×n leetcode board: boustrophedon from the bottom-left. */
export function leetcodeSquare(n: number, row: number, column: number): number {
  const fromBottom = n - 1 - row;
  const along = fromBottom % 2 === 0 ? column : n - 1 - column;
  return fromBottom * n + along + 1;
}

function fromMoves(json: unknown): SnakesBoard {
  if (!Array.isArray(json) || json.length === 0)
    throw new BoardpathError(
      'E_FORMAT',
      'the moves format is a non-empty array of -1 or square indexes such as [-1, 3, -1, -1]',
    );
  const size = json.length;
  const from: number[] = [];
  const to: number[] = [];
  for (let square = 0; square < size; square++) {
    const value: unknown = json[square];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < -1 || value >= size) {
      throw new BoardpathError(
        'E_FORMAT',
        `move[${square}] is ${showJsonValue(value)}: expected -1 or a square from 0 to ${size - 1}`,
        { square },
      );
    }
    if (value === -1) continue;
    from.push(square);
    to.push(value);
  }
  return makeSnakesBoard({ format: 'moves', first: 0, last: size - 1, start: 0, jumps: { from, to } });
}
