import { BoardpathError } from '../../../errors.js';
import { optionError, showValue } from '../../../options.js';
import { withJsonForm } from '../../../json-form.js';
import { isTypedArray, readCells } from '../../checks.js';
import { showJsonValue } from '../../../json.js';
import type { Cell } from '../../../cell.js';
import { aOrAn } from '../../../words.js';

/**
 * A Rat in a Maze grid (docs/rules.md): `rows × columns` cells, open or blocked, and where the rat starts
 * and must arrive. A cell's number — its search state — is `row × columns + column`.
 */
export interface MazeGrid {
  readonly rows: number;
  readonly columns: number;
  /** 1 = open, 0 = blocked; row-major, cell = row × columns + column. */
  readonly open: Uint8Array;
  /** The start cell's number (top-left unless the input or the caller says otherwise). */
  readonly start: number;
  /** The goal cell's number (bottom-right unless the input or the caller says otherwise). */
  readonly goal: number;
}

/** The ways a maze can be written (docs/rules.md): JSON rows, rows of 0/1 digits, ASCII art. */
export const MAZE_FORMATS = ['json', 'text', 'art'] as const;

/** One of `MAZE_FORMATS`. */
export type MazeFormat = (typeof MAZE_FORMATS)[number];

/** The two ends of the rat's way, each a cell a maze may name. */
export const MAZE_ENDS = ['start', 'goal'] as const;

/** One of `MAZE_ENDS`. */
type MazeEnd = (typeof MAZE_ENDS)[number];

/** How the rat may move: down and right only (the textbook version), the four sides, or also diagonally. */
export const MAZE_MOVES = [2, 4, 8] as const;

/** One of `MAZE_MOVES`. */
export type MazeMoves = (typeof MAZE_MOVES)[number];

/**
 * The digit of an open cell in rows of digits and JSON: 1 (the textbook's, GfG's), or 0 (LeetCode's
 * "Shortest Path in Binary Matrix", where 1 is a wall).
 */
export const OPEN_CELLS = [1, 0] as const;

/** One of `OPEN_CELLS`. */
export type OpenCell = (typeof OPEN_CELLS)[number];

/**
 * The letter of each step, in the order backtracking tries them — which is also their dictionary
 * order, so the paths it finds come out sorted. The four sides are D, L, R, U; the diagonals take the
 * lowercase "vi keys" of roguelike games (b down-left, n down-right, u up-right, y up-left), which
 * sort after U.
 */
export const MOVE_LETTERS = {
  D: [1, 0],
  L: [0, -1],
  R: [0, 1],
  U: [-1, 0],
  b: [1, -1],
  n: [1, 1],
  u: [-1, 1],
  y: [-1, -1],
} as const;

/** One step: its letter and the change of row and column. */
export type MazeStep = keyof typeof MOVE_LETTERS;

/** The steps allowed with 2, 4 or 8 moves, in try order (= dictionary order). */
export function stepsFor(moves: MazeMoves): readonly MazeStep[] {
  if (moves === 2) return ['D', 'R'];
  if (moves === 4) return ['D', 'L', 'R', 'U'];
  return ['D', 'L', 'R', 'U', 'b', 'n', 'u', 'y'];
}

/** The largest maze the typed arrays can index: cell numbers are Int32. */
export const MAX_MAZE_CELLS = 2 ** 31 - 1;

/**
 * The `[row, column]` of a cell number (its search state). It checks nothing: a number outside
 * `0…cells-1` gives a cell outside the grid. Cost: O(1).
 */
export function cellOf(grid: Pick<MazeGrid, 'columns'>, cell: number): [number, number] {
  const row = Math.floor(cell / grid.columns);
  return [row, cell - row * grid.columns];
}

/**
 * Builds a grid from rows of open (1 / true) and blocked (0 / false) cells — the easy way to make
 * one in code. Start and goal default to the top-left and bottom-right cells.
 *
 * Cost: O(cells).
 */
export function mazeFromRows(
  rows: ReadonlyArray<ReadonlyArray<number | boolean>>,
  ends: { start?: Cell; goal?: Cell } = {},
): MazeGrid {
  if (rows.length === 0 || rows[0].length === 0)
    throw new BoardpathError('E_FORMAT', 'the maze is empty: it needs at least one row of one cell');
  const columns = rows[0].length;
  const open = new Uint8Array(rows.length * columns);
  rows.forEach((row, r) => {
    if (row.length !== columns) {
      throw new BoardpathError(
        'E_FORMAT',
        `row ${r} has ${row.length} ${row.length === 1 ? 'cell' : 'cells'} but row 0 has ${columns}: a maze is rectangular`,
      );
    }
    row.forEach((value, c) => {
      if (value !== 0 && value !== 1 && value !== true && value !== false) {
        throw new BoardpathError(
          'E_FORMAT',
          `row ${r}, column ${c}: expected 0 (blocked) or 1 (open), not ${showJsonValue(value)}`,
          { cell: [r, c] },
        );
      }
      open[r * columns + c] = value === 1 || value === true ? 1 : 0;
    });
  });
  return makeMaze(rows.length, columns, open, ends);
}

/**
 * Checks a grid's shape and sets its start and goal: `[row, column]` pairs from 0, defaulting to
 * the top-left and bottom-right cells. A start or goal outside the grid is a `BoardpathError`
 * (E_BOARD); a blocked one is not — the maze then simply has no path. An argument of the wrong
 * kind (`open` not a Uint8Array of 0 and 1, an end not a `[row, column]` pair) is refused with
 * `E_USAGE`, naming it. The grid made is frozen, and the library's functions take it as it is.
 *
 * Cost: O(cells) to check the bytes of `open`, which is kept, not copied.
 */
export function makeMaze(
  rows: number,
  columns: number,
  open: Uint8Array,
  ends: { start?: Cell; goal?: Cell } = {},
): MazeGrid {
  for (const [name, side] of [
    ['rows', rows],
    ['columns', columns],
  ] as const)
    if (typeof side !== 'number') throw optionError(name, 'a whole number from 1', side);
  if (!isTypedArray(open, 'Uint8Array')) throw optionError('open', CELLS, open);
  checkShape(rows, columns);
  const bad = firstNotBit(open);
  if (bad >= 0) throw optionError(`open[${bad}]`, '0 (blocked) or 1 (open)', open[bad]);
  return gridOf(rows, columns, open, readEnds(ends, 'ends'));
}

/**
 * The index of the first byte of `bytes` that is neither 0 nor 1, or -1. The bytes are read four at
 * a time where they are aligned (a million cells in about a millisecond, a tenth of `findIndex`'s
 * time). Cost: O(bytes).
 */
export function firstNotBit(bytes: Uint8Array): number {
  const head = Math.min(bytes.length, (4 - (bytes.byteOffset % 4)) % 4);
  const words =
    bytes.length - head >= 4
      ? new Uint32Array(bytes.buffer, bytes.byteOffset + head, (bytes.length - head) >> 2)
      : new Uint32Array(0);
  let from = head + words.length * 4;
  for (let word = 0; word < words.length; word++)
    if (words[word] & 0xfefefefe) {
      from = head + word * 4;
      break;
    }
  for (let at = 0; at < head; at++) if (bytes[at] > 1) return at;
  for (let at = from; at < bytes.length; at++) if (bytes[at] > 1) return at;
  return -1;
}

const CELLS = 'the cells, a Uint8Array of 0 (blocked) and 1 (open), row after row';

/**
 * `ends` read once and checked as `{ start?, goal? }` of `[row, column]` pairs (not yet against a
 * grid), a problem named `name.start`. Cost: O(1).
 */
export function readEnds(ends: unknown, name: string): { start?: Cell; goal?: Cell } {
  return ends === undefined ? {} : readCells(ends, MAZE_ENDS, name, 'a cell');
}

/**
 * `makeMaze` for the library's readers, whose bytes are 0 and 1 already and whose ends are pairs of
 * numbers: the shape and ends checked, the grid made and frozen. Cost: O(1).
 */
export function gridOf(
  rows: number,
  columns: number,
  open: Uint8Array,
  ends: { start?: Cell; goal?: Cell } = {},
): MazeGrid {
  checkShape(rows, columns);
  if (open.length !== rows * columns)
    throw new BoardpathError(
      'E_FORMAT',
      `${rows}×${columns} cells need ${rows * columns} open/blocked entries, not ${open.length}`,
    );
  const grid = { rows, columns };
  const start = cellNumber(grid, ends.start ?? [0, 0], 'start');
  const goal = cellNumber(grid, ends.goal ?? [rows - 1, columns - 1], 'goal');
  return made({ rows, columns, open, start, goal });
}

// The grids the library made (`gridOf`, `mazeFromBordered`, `withEnds`): their cells and ends were
// checked then, and they are frozen.
const madeGrids = new WeakSet<MazeGrid>();

function made(grid: MazeGrid): MazeGrid {
  // As JSON: its fields, `open` as an array of 0 and 1 (`gridFrom` reads it back).
  madeGrids.add(Object.freeze(withJsonForm(grid)));
  return grid;
}

/** Whether the library made this very grid (a copy of one is not). Cost: O(1). */
export function isMadeGrid(grid: unknown): boolean {
  return typeof grid === 'object' && grid !== null && madeGrids.has(grid as MazeGrid);
}

// A grid of at least one cell, and no more than the typed arrays can number.
function checkShape(rows: number, columns: number): void {
  if (!Number.isSafeInteger(rows) || !Number.isSafeInteger(columns) || rows < 1 || columns < 1) {
    throw new BoardpathError('E_FORMAT', 'the maze is empty: it needs at least one row of one cell');
  }
  // A limit of the numbering, not of memory: no memory limit would lift it.
  if (rows * columns > MAX_MAZE_CELLS)
    throw new BoardpathError(
      'E_BOARD',
      `${aOrAn(rows)} ${rows}×${columns} maze has more cells than boardpath can number (${MAX_MAZE_CELLS})`,
    );
}

/**
 * The same grid, made by the library, with another start and/or goal (`[row, column]` from 0,
 * already read by `readEnds`), checked like `makeMaze`. Cost: O(1).
 */
export function withEndsOf(grid: MazeGrid, ends: { start?: Cell; goal?: Cell }): MazeGrid {
  const start = ends.start ? cellNumber(grid, ends.start, 'start') : grid.start;
  const goal = ends.goal ? cellNumber(grid, ends.goal, 'goal') : grid.goal;
  const levels = borderedOf.get(grid);
  if (!levels) return made({ ...grid, start, goal });
  // The copy shares the bytes (and whether a search has taken them), and reads the same cells.
  const copy: MazeGrid = {
    rows: grid.rows,
    columns: grid.columns,
    get open() {
      return grid.open;
    },
    start,
    goal,
  };
  borderedOf.set(copy, levels);
  return made(copy);
}

/**
 * The layout of the bytes a shortest-path search works on: each row `columns + 2` bytes wide, a
 * row of blocked cells above and below and a blocked cell at each end of a row, so that a step is
 * one addition and one byte test, with no bounds checks. Cell `cell` is at `borderedAt(columns,
 * cell)`; the bytes are `borderedBytes(rows, columns)`.
 */
export function borderedAt(columns: number, cell: number): number {
  return cell + columns + 3 + 2 * Math.floor(cell / columns);
}

/** The cell at index `at` of the bordered layout (`borderedAt` undone). */
export function cellAtBordered(columns: number, at: number): number {
  const width = columns + 2;
  return at - width - 1 - 2 * (Math.floor(at / width) - 1);
}

/** How many bytes the bordered layout of a `rows × columns` grid takes (`borderedAt`). */
export function borderedBytes(rows: number, columns: number): number {
  return (rows + 2) * (columns + 2);
}

/**
 * A grid made from its cells already in the bordered layout (`borderedAt`): `levels` holds 1 for
 * an open cell and 0 for a blocked one or the border. A reader that writes the cells there spares
 * the first shortest-path search its copy of the grid: the search takes these bytes as its own
 * (`takeBordered`) and writes its marks into them, always non-zero on an open cell. The grid's
 * `open` is made from them (a non-zero byte is an open cell) the first time it is read.
 *
 * Cost: O(1); `levels` is kept, not copied.
 */
export function mazeFromBordered(rows: number, columns: number, levels: Uint8Array): MazeGrid {
  checkShape(rows, columns);
  if (levels.length !== borderedBytes(rows, columns))
    throw new BoardpathError(
      'E_FORMAT',
      `${aOrAn(rows)} ${rows}×${columns} maze with its border takes ${borderedBytes(rows, columns)} bytes, not ${levels.length}`,
    );
  let open: Uint8Array | undefined;
  const grid: MazeGrid = {
    rows,
    columns,
    get open() {
      return (open ??= cellsOf(levels, rows, columns));
    },
    start: 0,
    goal: rows * columns - 1,
  };
  borderedOf.set(grid, { levels });
  return made(grid);
}

// The grids made by `mazeFromBordered` (and their copies with other ends): their bordered bytes,
// until a search takes them.
const borderedOf = new WeakMap<MazeGrid, { levels: Uint8Array | null }>();

/**
 * The bordered bytes of a grid made by `mazeFromBordered`, taken for a search to write its marks
 * into: a grid gives them once (null after, and for any other grid). Cost: O(1).
 */
export function takeBordered(grid: MazeGrid): Uint8Array | null {
  const held = borderedOf.get(grid);
  if (!held?.levels) return null;
  const { levels } = held;
  held.levels = null;
  return levels;
}

// The cells of bordered bytes, 1 where a byte is not 0 (open, marked or not by a search).
function cellsOf(levels: Uint8Array, rows: number, columns: number): Uint8Array {
  const open = new Uint8Array(rows * columns);
  for (let r = 0; r < rows; r++) {
    const from = borderedAt(columns, r * columns);
    for (let c = 0; c < columns; c++) open[r * columns + c] = levels[from + c] !== 0 ? 1 : 0;
  }
  return open;
}

/**
 * The number of the cell `[row, column]` (from 0) in a grid of this shape, `row × columns +
 * column`; a cell outside it is a `BoardpathError` (E_BOARD). Cost: O(1).
 */
export function stateOfCell(grid: Pick<MazeGrid, 'rows' | 'columns'>, cell: Cell): number {
  if (!Array.isArray(cell))
    throw new BoardpathError('E_USAGE', `a cell is [row, column], not ${showJsonValue(cell)}`, {
      option: 'cell',
    });
  return cellNumber(grid, cell, 'cell');
}

function cellNumber(
  grid: { rows: number; columns: number },
  [row, column]: Cell,
  name: MazeEnd | 'cell',
): number {
  if (
    !Number.isSafeInteger(row) ||
    !Number.isSafeInteger(column) ||
    row < 0 ||
    column < 0 ||
    row >= grid.rows ||
    column >= grid.columns
  ) {
    throw new BoardpathError(
      'E_BOARD',
      `the ${name} ${showValue(row)},${showValue(column)} is outside the ${grid.rows}×${grid.columns} maze (rows 0…${grid.rows - 1}, columns 0…${grid.columns - 1})`,
    );
  }
  return row * grid.columns + column;
}
