// Each puzzle's board drawn as SVG for the printed worksheet: plain shapes, black on white, with
// the colours a printer shows as greys told apart by their shapes too (a ladder's rungs, a snake's
// curve, the tokens' letters).
import type { MazeGrid } from '../puzzles/maze/board/board.js';
import { jumpsOf, type SnakesBoard } from '../puzzles/snakes/board/board.js';
import { layoutOf } from '../puzzles/snakes/board/draw-board.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import type { TokensBoard } from '../puzzles/tokens/board/board.js';

/** The widest a board is drawn, in CSS pixels; its cells shrink to fit. */
const WIDTH = 320;

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${body}</svg>`;
}

const cellOf = (columns: number, rows: number) =>
  Math.max(6, Math.floor(Math.min(WIDTH / columns, WIDTH / rows)));

/**
 * A Snakes and Ladders board: squares numbered boustrophedon from the bottom-left, ladders as two
 * rails with rungs, snakes as curves with a head, the last square outlined. Cost: O(squares).
 */
export function snakesSvg(board: SnakesBoard): string {
  const { rows, columns, cell, centre } = snakesGeometry(board);
  const parts: string[] = [];
  const font = Math.max(6, Math.floor(cell / 3.4));
  for (let square = board.first; square <= board.last; square++) {
    const [x, y] = centre(square);
    const last = square === board.last;
    parts.push(
      `<rect x="${x - cell / 2}" y="${y - cell / 2}" width="${cell}" height="${cell}" fill="#fff" stroke="#000" stroke-width="${last ? 2.5 : 0.6}"/>`,
      `<text x="${x - cell / 2 + 2}" y="${y - cell / 2 + font}" font-size="${font}">${square}</text>`,
    );
  }
  for (const { from, to } of jumpsOf(board)) {
    const [x1, y1] = centre(from);
    const [x2, y2] = centre(to);
    if (to > from) parts.push(ladder(x1, y1, x2, y2, cell));
    else parts.push(snake(x1, y1, x2, y2, cell));
  }
  return svg(
    columns * cell,
    rows * cell,
    parts.join(''),
    `a board of ${board.last - board.first + 1} squares`,
  );
}

// Where a board's squares are drawn: its rows and columns, the side of a cell, a square's centre.
function snakesGeometry(board: SnakesBoard) {
  const { rows, columns } = layoutOf(board);
  const cell = cellOf(columns, rows);
  const centre = (square: number): [number, number] => {
    const index = square - board.first;
    const fromBottom = Math.floor(index / columns);
    const along = index % columns;
    const column = fromBottom % 2 === 0 ? along : columns - 1 - along;
    return [(column + 0.5) * cell, (rows - 1 - fromBottom + 0.5) * cell];
  };
  return { rows, columns, cell, centre };
}

// A ladder's rungs: one every half cell along it.
const rungsOf = (length: number, cell: number) => Math.max(1, Math.floor(length / (cell * 0.5)));

// Two rails a fifth of a cell apart and a rung every half cell, from the foot to the top.
function ladder(x1: number, y1: number, x2: number, y2: number, cell: number): string {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [nx, ny] = [((y1 - y2) / length) * cell * 0.12, ((x2 - x1) / length) * cell * 0.12];
  const rails = [1, -1]
    .map(
      (side) =>
        `<line x1="${x1 + side * nx}" y1="${y1 + side * ny}" x2="${x2 + side * nx}" y2="${y2 + side * ny}"/>`,
    )
    .join('');
  const rungs: string[] = [];
  const count = rungsOf(length, cell);
  for (let k = 1; k < count; k++) {
    const [x, y] = [x1 + ((x2 - x1) * k) / count, y1 + ((y2 - y1) * k) / count];
    rungs.push(`<line x1="${x + nx}" y1="${y + ny}" x2="${x - nx}" y2="${y - ny}"/>`);
  }
  return `<g stroke="#1a7f37" stroke-width="2" stroke-linecap="round">${rails}${rungs.join('')}</g>`;
}

// A curve bowed to one side, a round head where the snake starts (the square it is on), a thin tail.
function snake(x1: number, y1: number, x2: number, y2: number, cell: number): string {
  const [mx, my] = [(x1 + x2) / 2 + (y2 - y1) * 0.25, (y1 + y2) / 2 - (x2 - x1) * 0.25];
  return (
    `<path d="M${x1} ${y1} Q${mx} ${my} ${x2} ${y2}" fill="none" stroke="#c62828" stroke-width="3" stroke-dasharray="${cell / 5} ${cell / 10}"/>` +
    `<circle cx="${x1}" cy="${y1}" r="${cell / 7}" fill="#c62828"/>`
  );
}

/** A maze: blocked cells dark, open cells white, S and G on the start and the goal. Cost: O(cells). */
export function mazeSvg(grid: MazeGrid): string {
  const { rows, columns, open, start, goal } = grid;
  const cell = cellOf(columns, rows);
  const font = Math.floor(cell * 0.6);
  const parts: string[] = [
    `<rect width="${columns * cell}" height="${rows * cell}" fill="#fff" stroke="#000"/>`,
  ];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const at = r * columns + c;
      if (open[at] !== 1)
        parts.push(`<rect x="${c * cell}" y="${r * cell}" width="${cell}" height="${cell}" fill="#333"/>`);
      else if (at === start || at === goal)
        parts.push(
          `<text x="${(c + 0.5) * cell}" y="${(r + 0.5) * cell + font / 3}" font-size="${font}" text-anchor="middle" font-weight="bold">${at === start ? 'S' : 'G'}</text>`,
        );
    }
  for (let r = 1; r < rows; r++)
    parts.push(
      `<line x1="0" y1="${r * cell}" x2="${columns * cell}" y2="${r * cell}" stroke="#bbb" stroke-width="0.5"/>`,
    );
  for (let c = 1; c < columns; c++)
    parts.push(
      `<line x1="${c * cell}" y1="0" x2="${c * cell}" y2="${rows * cell}" stroke="#bbb" stroke-width="0.5"/>`,
    );
  return svg(columns * cell, rows * cell, parts.join(''), `a ${rows} by ${columns} maze`);
}

/**
 * A two-token grid: each label in its square, the red token (R) on the top-left and the blue (B)
 * on the bottom-right, as rings around the label so that it stays readable. Cost: O(squares).
 */
export function tokensSvg(board: TokensBoard): string {
  const { rows, columns, labels } = board;
  const cell = Math.min(56, cellOf(columns, rows));
  const font = Math.floor(cell * 0.42);
  const parts: string[] = [];
  const tokenAt = new Map([
    [board.red[0] * columns + board.red[1], ['#c62828', 'R']],
    [board.blue[0] * columns + board.blue[1], ['#1565c0', 'B']],
  ]);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const [x, y] = [c * cell, r * cell];
      parts.push(
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="#fff" stroke="#000"/>`,
        `<text x="${x + cell / 2}" y="${y + cell / 2 + font / 3}" font-size="${font}" text-anchor="middle">${labels[r * columns + c]}</text>`,
      );
      const token = tokenAt.get(r * columns + c);
      if (token)
        parts.push(
          `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.4}" fill="none" stroke="${token[0]}" stroke-width="3"/>`,
          `<text x="${x + 3}" y="${y + cell - 3}" font-size="${Math.floor(font * 0.6)}" fill="${token[0]}" font-weight="bold">${token[1]}</text>`,
        );
    }
  return svg(columns * cell, rows * cell, parts.join(''), `a ${rows} by ${columns} grid of labels`);
}

/**
 * What drawing a worksheet takes at its peak, per byte of its HTML: the pieces each picture is made
 * of, their joins and the bytes written. Measured: a 60,000-square board's 8 MB of HTML took some
 * 90 MB more than making the board alone; a 500×500 maze's 6 MB, 25 MB.
 */
export const SHEET_EXPANSION = 12;

/**
 * The bytes of the picture `snakesSvg`, `mazeSvg` or `tokensSvg` draws of `board` at the most,
 * counted without drawing it: a square's rectangle and number, a ladder's rails and rungs, a snake; a maze's cell, as if every one were a wall; a label's
 * square. Cost: O(jumps), or O(1).
 */
export function pictureBytes(puzzle: Puzzle, board: SnakesBoard | MazeGrid | TokensBoard): number {
  if (puzzle === 'maze') {
    const { rows, columns } = board as MazeGrid;
    return 400 + rows * columns * 75 + (rows + columns) * 90;
  }
  if (puzzle === 'tokens') {
    const { rows, columns } = board as TokensBoard;
    return 800 + rows * columns * 150;
  }
  const snakes = board as SnakesBoard;
  const { cell, centre } = snakesGeometry(snakes);
  let bytes = 400 + (snakes.last - snakes.first + 1) * 160;
  for (const { from, to } of jumpsOf(snakes)) {
    const [x1, y1] = centre(from);
    const [x2, y2] = centre(to);
    bytes += to > from ? 300 + rungsOf(Math.hypot(x2 - x1, y2 - y1) || 1, cell) * 80 : 300;
  }
  return bytes;
}
