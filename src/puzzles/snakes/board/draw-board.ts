// The board drawn as text, as it is printed on cardboard, and the words that describe it: shared by
// the drawing of a shortest game and of the real game's analysis.
import { boardFrom, type SnakesBoard } from './board.js';

/** Colour functions (picocolors' shape); pass identity functions for plain text. */
export interface Paint {
  bold(text: string): string;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
}

/** Plain text: every colour is the identity. */
export const NO_PAINT: Paint = {
  bold: (t) => t,
  green: (t) => t,
  red: (t) => t,
  yellow: (t) => t,
  dim: (t) => t,
};

/** Boards with more squares than this are described, not drawn. */
export const MAX_DRAWN_SQUARES = 2500;

/**
 * The drawing's shape: what the board says, else n×n for a square number of squares, else the
 * divisor nearest the square root (10 columns for 100 squares, 6 for 30), else a ragged top row.
 * Takes any board, as `boardFrom` does. Cost: O(√squares) at most.
 */
export function layoutOf(board: SnakesBoard): { rows: number; columns: number } {
  board = boardFrom(board);
  const cells = board.last - board.first + 1;
  if (board.columns) return { columns: board.columns, rows: board.rows ?? Math.ceil(cells / board.columns) };
  if (board.rows) return { rows: board.rows, columns: Math.ceil(cells / board.rows) };
  const root = Math.sqrt(cells);
  for (let columns = Math.ceil(root); columns <= Math.ceil(root * 1.6); columns++) {
    if (cells % columns === 0) return { columns, rows: cells / columns };
  }
  const columns = Math.ceil(root);
  return { columns, rows: Math.ceil(cells / columns) };
}

/**
 * The board drawn as it is printed on cardboard: square `first` at the bottom-left, rows running
 * left-to-right and right-to-left in turn (boustrophedon). `↑` marks the foot of a ladder, `↓` the
 * head of a snake, and `[ ]` the squares where the shortest game stops.
 */
export function drawBoard(
  board: SnakesBoard,
  path: readonly number[] | null,
  paint: Paint = NO_PAINT,
): string {
  const { rows, columns } = layoutOf(board);
  const width = String(board.last).length;
  const jumpEnd = new Map<number, number>();
  board.jumpFrom.forEach((from, i) => jumpEnd.set(from, board.jumpTo[i]));
  const onPath = new Set(path ?? []);
  const lines: string[] = [];
  for (let top = 0; top < rows; top++) {
    const fromBottom = rows - 1 - top;
    const cells: string[] = [];
    for (let c = 0; c < columns; c++) {
      const along = fromBottom % 2 === 0 ? c : columns - 1 - c;
      const square = board.first + fromBottom * columns + along;
      if (square > board.last) {
        cells.push(' '.repeat(width + 3));
        continue;
      }
      const end = jumpEnd.get(square);
      const arrow = end === undefined ? ' ' : end > square ? '↑' : '↓';
      let label = String(square).padStart(width) + arrow;
      if (end !== undefined) label = end > square ? paint.green(label) : paint.red(label);
      cells.push(onPath.has(square) ? paint.bold(paint.yellow(`[${label}]`)) : ` ${label} `);
    }
    lines.push(cells.join('').trimEnd());
  }
  return lines.join('\n');
}

/** A drawing's heading when neither the caller nor the board names it: the game's name. */
export const SNAKES_TITLE = 'Snakes and Ladders';

/** Where the token stands before the first throw, in words. Cost: O(1). */
export function describeStart(board: SnakesBoard): string {
  return board.start === 0 && board.first > 0
    ? 'start off the board (square 0)'
    : `start on square ${board.start}`;
}
