// A generated maze as text in each notation the maze command reads back.
import { CODE_NOTATIONS, isCodeNotation, rowsAsCode, rowsAsJson } from '../../code-notation.js';
import { checkValue, oneOf } from '../../../options.js';
import { MAZE_FORMATS, type MazeGrid } from '../board/board.js';
import { gridFrom } from '../board/grid-from.js';

/** The notations a generated maze is written in: the puzzle's formats, and as code. */
export const MAZE_NOTATIONS = [...MAZE_FORMATS, ...CODE_NOTATIONS] as const;

/** One of `MAZE_NOTATIONS`. */
export type MazeNotation = (typeof MAZE_NOTATIONS)[number];

const NOTATION = oneOf(MAZE_NOTATIONS);

/**
 * `grid` written in `notation`: JSON rows of 1 (open) and 0 (blocked), text rows of digits, art
 * (`#` blocked, `.` open, `S` and `G` on the corners when open: a blocked corner is a `#`, which
 * read back is still the start or goal, blocked), or the rows as a Python, C or Java declaration.
 * `notation` is JSON unless given; any grid is taken, as `solveMaze` takes it. What `parseMaze`
 * reads back as the same cells. Cost: O(cells).
 */
export function writeMaze(grid: MazeGrid, notation: MazeNotation = 'json'): string {
  const { rows, columns, open, start, goal } = gridFrom(grid);
  checkValue('notation', NOTATION, notation);
  const cells = Array.from({ length: rows }, (_, row) =>
    Array.from(open.subarray(row * columns, (row + 1) * columns)),
  );
  if (notation === 'json') return rowsAsJson(cells);
  if (isCodeNotation(notation)) return rowsAsCode(cells, 'maze', notation);
  if (notation === 'text') return cells.map((row) => row.join(' ')).join('\n') + '\n';
  const mark = (cell: number) => (open[cell] !== 1 ? '#' : cell === start ? 'S' : cell === goal ? 'G' : '.');
  return cells.map((row, r) => row.map((_, c) => mark(r * columns + c)).join('')).join('\n') + '\n';
}
