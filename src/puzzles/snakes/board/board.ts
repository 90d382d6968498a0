import { BoardpathError, type Where } from '../../../errors.js';
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
 * so it is dropped. The jumps are put in start order by `sortJumps`.
 *
 * Cost: O(J) time for J jumps on boards of up to 2^32 squares (a radix sort, or a bit per square
 * when there are more than a jump per 32 squares), O(J log J) on bigger ones; 16 bytes per jump,
 * and squares / 4 bytes for the jump index on boards of under 2^25 squares crowded with jumps.
 */
export function makeSnakesBoard(spec: SnakesBoardSpec): SnakesBoard {
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
  const from = 'from' in spec.jumps ? spec.jumps.from : spec.jumps.map((jump) => jump.from);
  const to = 'to' in spec.jumps ? spec.jumps.to : (spec.jumps as readonly Jump[]).map((jump) => jump.to);

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
  madeBoards.add(board);
  return board;
}

// The boards `makeSnakesBoard` made: their jumps were checked and sorted then.
const madeBoards = new WeakSet<SnakesBoard>();

/** Whether `makeSnakesBoard` made this very board (a copy of one is not). Cost: O(1). */
export function isMadeBoard(board: object): boolean {
  return madeBoards.has(board as SnakesBoard);
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
    // One comparison chain for the common case.
    if (!(
      start >= first &&
      start <= last &&
      end >= first &&
      end <= last &&
      Number.isSafeInteger(start) &&
      Number.isSafeInteger(end)
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
  return new BoardpathError(
    'E_BOARD',
    `jump ${start}→${end}: square ${outside} is not on the board (${first}…${last})`,
    {
      square: start,
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

/** The board's jumps as objects, ascending by start square. Cost: O(J) for J jumps. */
export function jumpsOf(board: SnakesBoard): Jump[] {
  return Array.from(board.jumpFrom, (from, i) => ({ from, to: board.jumpTo[i] }));
}

/** The same board with another die. Cost: that of `makeSnakesBoard` on the board's jumps. */
export function withFaces(board: SnakesBoard, faces: number): SnakesBoard {
  return makeSnakesBoard({ ...board, faces, jumps: { from: board.jumpFrom, to: board.jumpTo } });
}
