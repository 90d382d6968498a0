import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';

/** A board-format board: squares 1…squares, start off the board. */
export function board(squares: number, faces: number, jumps: Record<number, number> = {}): SnakesBoard {
  return makeSnakesBoard({
    format: 'board',
    first: 1,
    last: squares,
    start: 0,
    faces,
    jumps: Object.entries(jumps).map(([from, to]) => ({ from: Number(from), to })),
  });
}
