// The board formats written as JSON (docs/rules.md): the board object, LeetCode's rows, the moves
// array; a parsed JSON value checked and made into a board, every problem said where.
import { z } from 'zod';
import { counted, grouped, listedNames } from '../../../words.js';
import { BoardpathError } from '../../../errors.js';
import { showJsonValue } from '../../../json.js';
import { elementAt } from '../../../json-keys.js';
import {
  MAX_FACES,
  makeSnakesBoard,
  type JumpKind,
  type SnakesBoard,
  type SnakesFormat,
  type SnakesBoardSpec,
} from './board.js';

/**
 * The board a parsed JSON value describes in `format` (or the format its shape says); `text`, the
 * JSON as written, lets a message say where. Cost: O(size of the value).
 */
export function snakesFromJson(
  json: unknown,
  format?: SnakesFormat,
  file?: string,
  text?: string,
): SnakesBoard {
  const shape = format ?? detectFormat(json, file, text);
  if (shape === 'board') return fromBoardJson(json);
  if (shape === 'leetcode') return fromLeetcode(json);
  return fromMoves(json);
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
// only checks that it is an object, or a list of pairs as HackerRank and many textbooks write it.
const jumpTable = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], {
  error: 'must be an object such as {"4": 14}, or a list of pairs such as [[4, 14]]',
});

/** The board object's keys and what each holds. @internal */
export const BoardJson = z.strictObject(
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

/** The first problem zod found, as a `BoardpathError` naming the key. @internal */
export function zodProblem(error: z.ZodError): BoardpathError {
  const issue = error.issues[0];
  const path = issue.path.join('.');
  return new BoardpathError(
    'E_FORMAT',
    path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message,
  );
}

/** The board from its checked fields and its jumps. @internal */
export function boardFromFields(
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

/** The board object as parsed JSON, checked key by key. */
export function fromBoardJson(json: unknown): SnakesBoard {
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
  const raw = json as Record<string, Record<string, unknown> | unknown[] | undefined>;
  const from: number[] = [];
  const to: number[] = [];
  const readTable = (table: Record<string, unknown> | unknown[] | undefined, kind: JumpKind) => {
    if (!table) return;
    if (Array.isArray(table)) {
      table.forEach((pair, index) => readPair(pair, index, kind));
      return;
    }
    for (const key of Object.keys(table)) {
      const value = table[key];
      if (!/^\d+$/.test(key))
        throw new BoardpathError('E_FORMAT', `${kind}s: ${JSON.stringify(key)} is not a square number`);
      const square = Number(key);
      // Past 2^53 a key would be read as another number (99999999999999999999 as 10^20).
      if (!Number.isSafeInteger(square))
        throw new BoardpathError('E_FORMAT', `${kind}s: ${showJsonValue(key)} is too large a square number`);
      addJump(square, value, kind);
    }
  };
  // A pair [from, to] of a list of pairs.
  const readPair = (pair: unknown, index: number, kind: JumpKind) => {
    if (!Array.isArray(pair) || pair.length !== 2 || !Number.isSafeInteger(pair[0]) || pair[0] < 0)
      throw new BoardpathError(
        'E_FORMAT',
        `${kind}s[${index}] is ${showJsonValue(pair)}: a list of ${kind}s holds pairs [from, to] of square numbers`,
      );
    addJump(pair[0] as number, pair[1], kind);
  };
  const addJump = (square: number, value: unknown, kind: JumpKind) => {
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
  };
  readTable(raw.ladders, 'ladder');
  readTable(raw.snakes, 'snake');
  readTable(raw.chutes, 'snake');
  return boardFromFields(spec, from, to);
}

/** LeetCode's n×n rows as parsed JSON, checked cell by cell. */
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

/** The moves array as parsed JSON, checked entry by entry. */
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
