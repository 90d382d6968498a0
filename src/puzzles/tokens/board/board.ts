import { z } from 'zod';
import { BoardpathError } from '../../../errors.js';
import { allowing, checkValue, oneOf, optionError, readArgument } from '../../../options.js';
import { readCells } from '../../checks.js';
import { counted } from '../../../words.js';
import { showJsonValue } from '../../../json.js';
import type { Cell } from '../../../cell.js';

/** The ways a grid can be written (docs/rules.md): the course format with its first line n, plain rows, JSON. */
export const TOKENS_FORMATS = ['course', 'rows', 'json'] as const;

/** One of `TOKENS_FORMATS`. */
export type TokensFormat = (typeof TOKENS_FORMATS)[number];

/**
 * A validated, immutable two-token grid: `rows × columns` positive labels in row-major order and the
 * squares where the red and the blue token start (by default top-left and bottom-right). The goal is
 * always the swap: red where blue started, blue where red started.
 */
export interface TokensBoard {
  readonly format: TokensFormat;
  readonly rows: number;
  readonly columns: number;
  /** The label of square (r, c) is `labels[r × columns + c]`, a positive integer. */
  readonly labels: readonly number[];
  readonly red: Cell;
  readonly blue: Cell;
}

/** What `makeTokensBoard` needs: the rows of labels, and optionally other starting squares. */
export interface TokensBoardSpec {
  readonly format?: TokensFormat;
  readonly grid: ReadonlyArray<ReadonlyArray<number>>;
  readonly red?: Cell;
  readonly blue?: Cell;
}

/**
 * Checks the rules every format shares and builds the board: rows of equal length, every label a
 * positive whole number, at least two squares, starting squares inside the grid and apart.
 * Problems are `BoardpathError`s naming the row and column; a spec that is not one (not an object,
 * `grid` not an array of arrays, a start not a `[row, column]` pair, an unknown format) is refused
 * with `E_USAGE` naming the field. Every field is read once; the board made is frozen, and the
 * library's functions take it as it is. Cost: O(squares).
 */
export function makeTokensBoard(spec: TokensBoardSpec): TokensBoard {
  return readArgument('spec', () => buildTokensBoard(spec));
}

function buildTokensBoard(spec: TokensBoardSpec): TokensBoard {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec))
    throw optionError('spec', '{ grid, format?, red?, blue? }', spec);
  const given = spec as Record<keyof TokensBoardSpec, unknown>;
  const format = given.format === undefined ? 'json' : checkValue('spec.format', FORMAT, given.format);
  const grid = given.grid;
  const GRID = 'rows of positive labels, such as [[1, 2], [2, 1]]';
  if (!Array.isArray(grid)) throw optionError('spec.grid', GRID, grid);
  const starts = readStarts({ red: given.red, blue: given.blue }, 'spec');
  const rows = grid.length;
  if (rows === 0) throw new BoardpathError('E_FORMAT', 'the grid is empty: expected rows of positive labels');
  const labels: number[] = [];
  let columns = 0;
  // Loops, not forEach: a sparse array's holes are read too (as undefined), not skipped.
  for (let r = 0; r < rows; r++) {
    const row: unknown = grid[r];
    if (!Array.isArray(row)) throw optionError(`spec.grid[${r}]`, 'a row of positive labels', row);
    if (r === 0) columns = row.length;
    if (columns === 0)
      throw new BoardpathError('E_FORMAT', 'row 0 is empty: expected positive labels', { cell: [0, 0] });
    if (row.length !== columns) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${counted(row.length, 'label')} but row 0 has ${columns}: every row must be as long`,
        { cell: [r, Math.min(row.length, columns)] },
      );
    }
    for (let c = 0; c < columns; c++) {
      const label: unknown = row[c];
      checkLabel(label, r, c);
      labels.push(label as number);
    }
  }
  if (rows * columns < 2)
    throw new BoardpathError(
      'E_BOARD',
      'a 1×1 grid has room for one token only: the two tokens cannot start apart',
    );
  Object.freeze(labels);
  return startsOn({ format, rows, columns, labels, red: [0, 0], blue: [rows - 1, columns - 1] }, starts);
}

const FORMAT = oneOf(['course', 'rows', 'json']);

/**
 * A label must be a positive whole number; the message says which rule it breaks. A label larger
 * than the grid is fine (the other token then cannot move) even past 2^53, where it is not exact.
 */
export function checkLabel(label: unknown, row: number, column: number): void {
  // The common case first, with nothing made: a board's every label passes here.
  if (typeof label === 'number' && Number.isInteger(label) && label > 0) return;
  const where = { cell: [row, column] as const };
  const at = `row ${row}, column ${column}`;
  if (typeof label !== 'number' || !Number.isFinite(label)) {
    const what =
      typeof label === 'number' && Math.abs(label) === Infinity
        ? 'the label is too large a number'
        : `${showJsonValue(label)} is not a number`;
    throw new BoardpathError('E_FORMAT', `${at}: ${what}: labels are positive whole numbers`, where);
  }
  if (!Number.isInteger(label))
    throw new BoardpathError(
      'E_BOARD',
      `${at}: ${label} is not a whole number: labels are positive whole numbers`,
      where,
    );
  throw new BoardpathError(
    'E_BOARD',
    `${at}: the label ${label} is not positive: labels are 1 or more (a token must move)`,
    where,
  );
}

/**
 * The same grid with the tokens starting elsewhere (the goal is still the swap): `starts` as
 * `{ red?, blue? }`, `[row, column]` pairs from 0, as `withEnds` takes a maze's. Each square must be
 * inside the grid and the two must differ. Takes any board, as `tokensBoardFrom` does.
 * Cost: O(1) for a board the library made.
 */
export function withStarts(board: TokensBoard, starts: { red?: Cell; blue?: Cell }): TokensBoard {
  return startsOn(tokensBoardFrom(board), readStarts(starts, 'starts'));
}

// `starts` read once, each a pair of numbers (not yet checked against a grid).
function readStarts(starts: unknown, name: string): { red?: Cell; blue?: Cell } {
  return readCells(starts, ['red', 'blue'], name, 'a square');
}

// The board (whose labels were checked) with the tokens on `starts`, made and registered.
function startsOn(board: TokensBoard, starts: { red?: Cell; blue?: Cell }): TokensBoard {
  const { red = board.red, blue = board.blue } = starts;
  for (const [token, cell] of [
    ['red', red],
    ['blue', blue],
  ] as const) {
    const [r, c] = cell;
    if (
      !Number.isInteger(r) ||
      !Number.isInteger(c) ||
      r < 0 ||
      c < 0 ||
      r >= board.rows ||
      c >= board.columns
    ) {
      throw new BoardpathError(
        'E_USAGE',
        `the ${token} token's square (${r},${c}) is outside the ${board.rows}×${board.columns} grid (rows 0…${board.rows - 1}, columns 0…${board.columns - 1})`,
        { option: token },
      );
    }
  }
  if (red[0] === blue[0] && red[1] === blue[1]) {
    throw new BoardpathError(
      'E_USAGE',
      `the red and blue tokens cannot both start on (${red[0]},${red[1]})`,
      {
        option: 'blue',
      },
    );
  }
  const moved: TokensBoard = Object.freeze({
    ...board,
    red: Object.freeze([red[0], red[1]] as const),
    blue: Object.freeze([blue[0], blue[1]] as const),
  });
  madeBoards.add(moved);
  return moved;
}

// The boards `makeTokensBoard` made (and `withStarts` made from them): their labels were checked then.
const madeBoards = new WeakSet<TokensBoard>();

const BOARD = 'a board made by parseTokens or makeTokensBoard';
const boardSchema = allowing(
  BOARD,
  z.object({
    rows: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31),
    columns: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31),
    labels: z.custom<readonly unknown[]>((value) => Array.isArray(value)),
  }),
);

/**
 * `board` as a two-token board: one the library made (`parseTokens`, `makeTokensBoard`,
 * `withStarts`) as it is, in O(1); any other object (a copy, one edited, JSON read back) read once
 * and made again by `makeTokensBoard` from its rows of labels and its starts, through all its
 * checks, in O(squares). Anything else is an `E_USAGE` error naming `name`.
 */
export function tokensBoardFrom(board: unknown, name = 'board'): TokensBoard {
  if (typeof board === 'object' && board !== null && madeBoards.has(board as TokensBoard))
    return board as TokensBoard;
  const { rows, columns, labels } = checkValue(name, boardSchema, board);
  if (labels.length !== rows * columns) throw optionError(name, BOARD, board);
  const { format, red, blue } = board as Record<string, unknown>;
  const grid = Array.from({ length: rows }, (_, r) => labels.slice(r * columns, (r + 1) * columns));
  return makeTokensBoard({ format, grid, red, blue } as TokensBoardSpec);
}

/** The start state `red square × squares + blue square` (squares numbered row × columns + column). */
export function tokensStart(board: TokensBoard): number {
  const square = ([r, c]: Cell) => r * board.columns + c;
  return square(board.red) * board.rows * board.columns + square(board.blue);
}
