import { BoardpathError } from '../../../errors.js';
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
 * Problems are `BoardpathError`s naming the row and column.
 */
export function makeTokensBoard(spec: TokensBoardSpec): TokensBoard {
  const { grid } = spec;
  const rows = grid.length;
  if (rows === 0) throw new BoardpathError('E_FORMAT', 'the grid is empty: expected rows of positive labels');
  const columns = grid[0].length;
  if (columns === 0)
    throw new BoardpathError('E_FORMAT', 'row 0 is empty: expected positive labels', { cell: [0, 0] });
  const labels: number[] = [];
  grid.forEach((row, r) => {
    if (row.length !== columns) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${counted(row.length, 'label')} but row 0 has ${columns}: every row must be as long`,
        { cell: [r, Math.min(row.length, columns)] },
      );
    }
    row.forEach((label, c) => {
      checkLabel(label, r, c);
      labels.push(label);
    });
  });
  if (rows * columns < 2)
    throw new BoardpathError(
      'E_BOARD',
      'a 1×1 grid has room for one token only: the two tokens cannot start apart',
    );
  const board: TokensBoard = {
    format: spec.format ?? 'json',
    rows,
    columns,
    labels,
    red: [0, 0],
    blue: [rows - 1, columns - 1],
  };
  madeBoards.add(board);
  return withStarts(board, spec.red, spec.blue);
}

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
      Math.abs(label as number) === Infinity
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
 * The same grid with the tokens starting elsewhere (the goal is still the swap). Each square must be
 * inside the grid and the two must differ.
 */
export function withStarts(board: TokensBoard, red: Cell = board.red, blue: Cell = board.blue): TokensBoard {
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
      );
    }
  }
  if (red[0] === blue[0] && red[1] === blue[1]) {
    throw new BoardpathError('E_USAGE', `the red and blue tokens cannot both start on (${red[0]},${red[1]})`);
  }
  const moved: TokensBoard = { ...board, red: [red[0], red[1]], blue: [blue[0], blue[1]] };
  if (madeBoards.has(board)) madeBoards.add(moved);
  return moved;
}

// The boards `makeTokensBoard` made (and `withStarts` made from them): their labels were checked then.
const madeBoards = new WeakSet<TokensBoard>();

/** Whether `makeTokensBoard` made this very board, or `withStarts` from one (a copy is not). Cost: O(1). */
export function isMadeTokensBoard(board: object): boolean {
  return madeBoards.has(board as TokensBoard);
}

/** The label under square (row, column). */
export function labelAt(board: TokensBoard, [row, column]: Cell): number {
  return board.labels[row * board.columns + column];
}

/** The start state `red square × squares + blue square` (squares numbered row × columns + column). */
export function tokensStart(board: TokensBoard): number {
  const square = ([r, c]: Cell) => r * board.columns + c;
  return square(board.red) * board.rows * board.columns + square(board.blue);
}
