// A Snakes and Ladders board on the printed worksheet of `boardpath generate --sheet`: its question,
// its picture (plain shapes, black on white; a ladder's rungs and a snake's curve tell them apart
// where a printer shows the colours as greys), and one shortest game in words.
import type { GenerateFlags } from '../../kit.js';
import { sheetCell, sheetSvg } from '../../generate.js';
import { jumpsOf, type SnakesBoard } from '../board/board.js';
import { layoutOf } from '../board/draw-board.js';
import type { SnakesSolution } from '../solve/solution.js';

/** One shortest game after its throws: the faces, then the squares, with the jumps taken. */
export function snakesSolutionWords(board: SnakesBoard, answer: SnakesSolution): string {
  const squares = (answer.steps ?? []).map((step) =>
    step.jumps.length === 0 ? `${step.to}` : `${step.landing} (${step.jumps[0].kind} to ${step.to})`,
  );
  return `, faces ${(answer.rolls ?? []).join(', ')}: ${[board.start, ...squares].join(' → ')}`;
}

/** The question under a board, in the game's rules. */
export function snakesQuestion(board: SnakesBoard, _flags?: GenerateFlags): string {
  const from =
    board.start < board.first ? 'from off the board (before square 1)' : `from square ${board.start}`;
  return `What is the fewest number of throws ${from} to square ${board.last}? You choose every face of the die (1 to ${board.faces}); a throw may not pass the last square; landing on a ladder's foot or a snake's head takes it, one jump per throw. How many shortest games are there?`;
}

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
  return sheetSvg(
    columns * cell,
    rows * cell,
    parts.join(''),
    `a board of ${board.last - board.first + 1} squares`,
  );
}

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

// Where a board's squares are drawn: its rows and columns, the side of a cell, a square's centre.
function snakesGeometry(board: SnakesBoard) {
  const { rows, columns } = layoutOf(board);
  const cell = sheetCell(columns, rows);
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

/**
 * The bytes of the picture `snakesSvg` draws of `board` at the most, counted without drawing it: a
 * square's rectangle and number, a ladder's rails and rungs, a snake. Cost: O(jumps).
 */
export function snakesSvgBytes(board: SnakesBoard): number {
  const { cell, centre } = snakesGeometry(board);
  let bytes = 400 + (board.last - board.first + 1) * 160;
  for (const { from, to } of jumpsOf(board)) {
    const [x1, y1] = centre(from);
    const [x2, y2] = centre(to);
    bytes += to > from ? 300 + rungsOf(Math.hypot(x2 - x1, y2 - y1) || 1, cell) * 80 : 300;
  }
  return bytes;
}
