import { z } from 'zod';
import { BoardpathError, type Where } from '../../../errors.js';
import { withJsonForm } from '../../../json-form.js';
import {
  allowing,
  checkValue,
  oneOf,
  optionError,
  readArgument,
  showValue,
  wholeNumber,
} from '../../../options.js';
import { jumpStartingOn } from './find-jump.js';
import { jumpOn, startsInOrder, type JumpIndex } from './jump-index.js';
import { sortJumps } from './sort-jumps.js';

/** The ways a board can be written (rules: docs/rules.md): the board JSON, LeetCode's rows, moves. */
export const SNAKES_FORMATS = ['board', 'leetcode', 'moves'] as const;

/** One of `SNAKES_FORMATS`. */
export type SnakesFormat = (typeof SNAKES_FORMATS)[number];

/** The two kinds of jump: a ladder leads up, a snake down. */
export const JUMP_KINDS = ['ladder', 'snake'] as const;

/** One of `JUMP_KINDS`. */
export type JumpKind = (typeof JUMP_KINDS)[number];

/** One snake or ladder: the token landing on `from` ends its throw on `to`. */
export interface Jump {
  readonly from: number;
  readonly to: number;
}

/**
 * A validated, immutable Snakes and Ladders board. Squares are numbered as the input numbers them,
 * and the token's search state is simply its square number: `first … last` on the board, plus 0 for
 * "off the board" when the board format starts there.
 */
export interface SnakesBoard {
  readonly format: SnakesFormat;
  /** A built-in board's name, when it is one. */
  readonly name?: string;
  /** The lowest square number: 1, or 0 in the moves format. */
  readonly first: number;
  /** The last square: reaching it wins. */
  readonly last: number;
  /** Where the token stands before the first throw (0 = off the board in the board format). */
  readonly start: number;
  /** Die faces 1 … faces. */
  readonly faces: number;
  /** Squares where a ladder or snake starts, ascending. */
  readonly jumpFrom: Float64Array;
  /** Where each jump of `jumpFrom` ends (same index). A ladder goes up, a snake down. */
  readonly jumpTo: Float64Array;
  /**
   * Where the jumps start, one bit per square with running counts, and where they end, for the
   * level-by-level search: made by the sort on boards of under 2^25 squares with no more than
   * about 32 squares per jump (every board of under two million squares); absent on the others.
   * (`jumpFrom` and `jumpTo` of such a board are made from it the first time they are read.)
   */
  readonly jumpIndex?: JumpIndex;
  /** The drawing's shape, when the input gave it. */
  readonly rows?: number;
  readonly columns?: number;
}

/** What `makeSnakesBoard` needs; jumps in any order. */
export interface SnakesBoardSpec {
  readonly format: SnakesFormat;
  readonly name?: string;
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly faces?: number;
  readonly jumps: readonly Jump[] | { readonly from: ArrayLike<number>; readonly to: ArrayLike<number> };
  readonly rows?: number;
  readonly columns?: number;
  /** Where each jump was written, for messages (same index as the jumps). */
  readonly jumpWhere?: (index: number) => Where;
}

/** The most faces a die may have: each face is a move, and a million is already silly. */
export const MAX_FACES = 1_000_000;

// The drawing's rows and columns must fit the squares: a board of 12 squares in 300,000,000 rows
// would be drawn as that many lines (found by fuzzing: the engine died growing the array of lines).
function checkLayout(rows: number | undefined, columns: number | undefined, cells: number): void {
  for (const [name, value] of [
    ['rows', rows],
    ['columns', columns],
  ] as const) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 1 || value > cells)) {
      throw new BoardpathError(
        'E_BOARD',
        `${name} ${value} does not fit a board of ${cells} squares (from 1 to ${cells})`,
      );
    }
  }
  if (
    rows !== undefined &&
    columns !== undefined &&
    (rows * columns < cells || rows * columns >= cells + columns)
  ) {
    throw new BoardpathError(
      'E_BOARD',
      `${rows} rows × ${columns} columns do not fit ${cells} squares (every square drawn, no empty row)`,
    );
  }
}

/**
 * Checks the rules that every format shares (rules: docs/rules.md) and builds the board: squares
 * in range, at most one jump per square, no jump from the last square, the start on or before the
 * board. A jump whose end is its own start (the leetcode and moves formats allow it) does nothing,
 * so it is dropped. The jumps are put in start order by `sortJumps`. A spec that is not one (not an
 * object, a field missing or of the wrong type, `last` not a whole number from `first` to 2^53) is
 * refused at once, `E_USAGE` naming the field (`spec.last`); every field is read once. The board
 * made is frozen, and the library's functions take it without looking at its jumps again.
 *
 * Cost: O(J) time for J jumps on boards of up to 2^32 squares (a radix sort, or a bit per square
 * when there are more than a jump per 32 squares), O(J log J) on bigger ones; 16 bytes per jump,
 * and squares / 4 bytes for the jump index on boards of under 2^25 squares crowded with jumps.
 */
export function makeSnakesBoard(spec: SnakesBoardSpec): SnakesBoard {
  return readArgument('spec', () => buildBoard(readSpec(spec, 'spec')));
}

/**
 * `board` itself when `makeSnakesBoard` made it (O(1)); any other object (a copy, a board edited,
 * JSON read back) is built again by `makeSnakesBoard` from its fields and jumps, through all its
 * checks, a problem named after `name` (`board.last`). Cost: O(1), or that of `makeSnakesBoard`.
 */
export function boardFrom(board: unknown, name = 'board'): SnakesBoard {
  if (typeof board === 'object' && board !== null && madeBoards.has(board as SnakesBoard))
    return board as SnakesBoard;
  return readArgument(name, () => {
    if (typeof board !== 'object' || board === null || Array.isArray(board))
      throw optionError(name, BOARD, board);
    const { jumpFrom: from, jumpTo: to } = board as Record<string, unknown>;
    return buildBoard(readSpec({ ...board, jumps: { from, to } }, name));
  });
}

function buildBoard(spec: SnakesBoardSpec): SnakesBoard {
  const { first, last, start } = spec;
  const faces = spec.faces ?? 6;
  if (!Number.isSafeInteger(faces) || faces < 1 || faces > MAX_FACES) {
    throw new BoardpathError('E_BOARD', `a die needs 1 to ${MAX_FACES} faces, not ${faces}`);
  }
  if (!Number.isSafeInteger(start) || start < 0 || start > last || (start < first && start !== 0)) {
    throw new BoardpathError(
      'E_BOARD',
      `the start ${start} is not a square of this board (${first}…${last}, or 0 for off the board)`,
    );
  }
  checkLayout(spec.rows, spec.columns, last - first + 1);
  const { from, to } = spec.jumps as { readonly from: ArrayLike<number>; readonly to: ArrayLike<number> };

  const idle = checkJumps(from, to, spec);
  // Usually nothing is dropped and the sort reads the arrays as given; otherwise it reads copies
  // without the idle jumps, and `written` maps a copy's index back to where the jump was written.
  const kept =
    idle === 0
      ? null
      : Int32Array.from({ length: from.length }, (_, i) => i).filter((i) => from[i] !== to[i]);
  const written = (index: number) => (kept ? kept[index] : index);
  const starts = kept ? Float64Array.from(kept, (i) => from[i]) : from;
  const ends = kept ? Float64Array.from(kept, (i) => to[i]) : to;
  const twice = (index: number, other: number): BoardpathError =>
    new BoardpathError(
      'E_BOARD',
      `two jumps start on square ${starts[index]} (to ${ends[other]} and to ${ends[index]}); a square holds one snake or ladder`,
      {
        square: starts[index],
        ...spec.jumpWhere?.(written(index)),
      },
    );
  const sorted = sortJumps(starts, ends, last, twice);
  const { jumpIndex } = sorted;
  let { jumpFrom, jumpTo } = sorted;
  const board: SnakesBoard = {
    format: spec.format,
    ...(spec.name !== undefined && { name: spec.name }),
    first,
    last,
    start,
    faces,
    // A board whose sort made the jump index has its jumps there; their doubles are made the first
    // time they are asked for (the search by levels, and its game, never ask).
    get jumpFrom() {
      return (jumpFrom ??= startsInOrder(jumpIndex!));
    },
    get jumpTo() {
      return (jumpTo ??= Float64Array.from(jumpIndex!.ends));
    },
    ...(jumpIndex && { jumpIndex }),
    ...(spec.rows !== undefined && { rows: spec.rows }),
    ...(spec.columns !== undefined && { columns: spec.columns }),
  };
  // As JSON: its fields, the jumps as arrays, without the index the sort made (`boardFrom` reads it back).
  withJsonForm(board, ({ jumpIndex: _index, ...fields }) => fields);
  madeBoards.add(Object.freeze(board));
  return board;
}

// The boards `makeSnakesBoard` made: their jumps were checked and sorted then.
const madeBoards = new WeakSet<SnakesBoard>();

const FORMAT = oneOf(['board', 'leetcode', 'moves']);
const FIRST = allowing('0 or 1', z.union([z.literal(0), z.literal(1)]));
const LAST = wholeNumber(0);
const NAME = allowing('a name (a string)', z.string());
const SIZE = allowing('a whole number, or absent', z.number());
const JUMP_WHERE = allowing(
  'a function (index) => where',
  z.custom<(index: number) => Where>((v) => typeof v === 'function'),
);
const SPEC = '{ format, first, last, start, jumps } (and faces, name, rows, columns if wanted)';
const JUMPS = 'an array of { from, to } or { from: [...], to: [...] } of as many squares';

// The spec's every field read once, its types checked: a getter that answers differently each time,
// or a field of the wrong kind, cannot reach the rules' checks (which say what rule a value breaks).
function readSpec(spec: unknown, name: string): SnakesBoardSpec {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw optionError(name, SPEC, spec);
  const given = spec as Record<keyof SnakesBoardSpec, unknown>;
  const format = checkValue(`${name}.format`, FORMAT, given.format);
  const first = checkValue(`${name}.first`, FIRST, given.first);
  const last = checkValue(`${name}.last`, LAST, given.last);
  if (last < first) throw optionError(`${name}.last`, `a square from first (${first}) on`, last);
  const optional = <T extends z.ZodType>(field: keyof SnakesBoardSpec, schema: T) => {
    const value = given[field];
    return value === undefined ? undefined : (checkValue(`${name}.${field}`, schema, value) as z.output<T>);
  };
  const title = optional('name', NAME);
  const rows = optional('rows', SIZE);
  const columns = optional('columns', SIZE);
  const jumpWhere = optional('jumpWhere', JUMP_WHERE);
  return {
    format,
    first,
    last,
    start: checkValue(`${name}.start`, SIZE, given.start),
    faces: optional('faces', SIZE),
    jumps: jumpArrays(given.jumps, name),
    ...(title !== undefined && { name: title }),
    ...(rows !== undefined && { rows }),
    ...(columns !== undefined && { columns }),
    ...(jumpWhere !== undefined && { jumpWhere }),
  };
}

// The jumps as two arrays of squares, each jump read once: `[{ from, to }, …]` or `{ from, to }`.
function jumpArrays(jumps: unknown, name: string): { from: ArrayLike<number>; to: ArrayLike<number> } {
  if (Array.isArray(jumps)) {
    const from = new Array<number>(jumps.length);
    const to = new Array<number>(jumps.length);
    for (let i = 0; i < jumps.length; i++) {
      const jump: unknown = jumps[i];
      if (typeof jump !== 'object' || jump === null)
        throw optionError(`${name}.jumps[${i}]`, 'a jump { from, to }', jump);
      from[i] = (jump as Jump).from;
      to[i] = (jump as Jump).to;
    }
    return { from, to };
  }
  if (typeof jumps === 'object' && jumps !== null) {
    const { from, to } = jumps as { from: unknown; to: unknown };
    if (isSquares(from) && isSquares(to) && from.length === to.length) return { from, to };
  }
  throw optionError(`${name}.jumps`, JUMPS, jumps);
}

// An array or a typed array (of this realm or another) of squares.
function isSquares(value: unknown): value is ArrayLike<number> {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/** How many snakes and ladders the board has, without making its arrays. Cost: O(1). */
export function jumpCount(board: SnakesBoard): number {
  return board.jumpIndex ? board.jumpIndex.ends.length : board.jumpFrom.length;
}

/**
 * The index in start order of the jump starting on `square`, or -1: by the jump index when the
 * board has one, else by binary search. Cost: O(1) or O(log J).
 */
export function jumpIndexOn(board: SnakesBoard, square: number): number {
  return board.jumpIndex ? jumpOn(board.jumpIndex, square) : jumpStartingOn(board.jumpFrom, square);
}

/** Where jump `k` (in start order) ends. Cost: O(1). */
export function jumpEnd(board: SnakesBoard, k: number): number {
  return board.jumpIndex ? board.jumpIndex.ends[k] : board.jumpTo[k];
}

// Every jump's two squares on the board, a whole number each; no jump from the last square.
// Returns how many jumps end where they start. A loop of its own: the engine optimises a small
// function while its loop runs, a big one only later. The messages are made by functions of their
// own: written in the loop, they made its optimised code allocate at every jump (25 MB of garbage
// and four times the time on a million jumps).
function checkJumps(from: ArrayLike<number>, to: ArrayLike<number>, spec: SnakesBoardSpec): number {
  const { first, last } = spec;
  let idle = 0;
  for (let i = 0; i < from.length; i++) {
    const start = from[i];
    const end = to[i];
    // One comparison chain for the common case; the types first, as comparing an object may throw.
    if (!(
      Number.isSafeInteger(start) &&
      Number.isSafeInteger(end) &&
      start >= first &&
      start <= last &&
      end >= first &&
      end <= last
    ))
      throw offBoard(spec, i, start, end);
    if (start === end) idle++;
    else if (start === last) throw fromLast(spec, i, start, end);
  }
  return idle;
}

function offBoard(spec: SnakesBoardSpec, index: number, start: number, end: number): BoardpathError {
  const { first, last } = spec;
  const outside = Number.isSafeInteger(start) && start >= first && start <= last ? end : start;
  // A square a caller gave that is no number is shown as such, not converted (which may throw).
  const show = (square: unknown) => (typeof square === 'number' ? String(square) : showValue(square));
  return new BoardpathError(
    'E_BOARD',
    `jump ${show(start)}→${show(end)}: square ${show(outside)} is not on the board (${first}…${last})`,
    {
      square: typeof start === 'number' ? start : undefined,
      ...spec.jumpWhere?.(index),
    },
  );
}

function fromLast(spec: SnakesBoardSpec, index: number, start: number, end: number): BoardpathError {
  return new BoardpathError(
    'E_BOARD',
    `jump ${start}→${end} starts on the last square; reaching it must end the game`,
    {
      square: start,
      ...spec.jumpWhere?.(index),
    },
  );
}

/**
 * The board's jumps as objects, ascending by start square. Takes any board, as `boardFrom` does.
 * Cost: O(J) for J jumps.
 */
export function jumpsOf(board: SnakesBoard): Jump[] {
  const { jumpFrom, jumpTo } = boardFrom(board);
  return Array.from(jumpFrom, (from, i) => ({ from, to: jumpTo[i] }));
}

/**
 * The same board with another die (`faces` from 1 to 1,000,000, else `E_USAGE` naming `faces`).
 * Takes any board, as `boardFrom` does. Cost: that of `makeSnakesBoard` on the board's jumps.
 */
export function withFaces(board: SnakesBoard, faces: number): SnakesBoard {
  const made = boardFrom(board);
  checkValue('faces', FACES, faces);
  return makeSnakesBoard({ ...made, faces, jumps: { from: made.jumpFrom, to: made.jumpTo } });
}

const BOARD = 'a board made by parseSnakes or makeSnakesBoard';
const FACES = wholeNumber(1, MAX_FACES);
