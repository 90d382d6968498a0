// The simpler mazes of a failing one, simplest first: fewer walls; every smaller grid made by
// cutting a band of rows and a band of columns out (the cells left keep their places, so the walls
// around the ends stay around them); last, every tiny maze smaller than it (18 of 2×2 or less; when
// the program answers in microseconds, every 3×3 maze and the 4×4 mazes with few walls). Each
// candidate is strictly simpler, by (cells, walls), so shrinking ends.
import type { Problem } from '../../judge-hooks.js';
import { distinct, fewer, keptCells, linesLess, smallerShapes, tinyShapes } from '../../shrink-steps.js';
import { mazeKey, type MazeCase } from './case.js';

/** The simpler mazes of `board`, each distinct one once. Cost: O(cells) a maze. */
export function simplerMazes(board: MazeCase, problem: Problem, thorough: boolean): Generator<MazeCase> {
  return distinct(mazes(board, problem, thorough), mazeKey);
}

function* mazes(board: MazeCase, problem: Problem, thorough: boolean): Generator<MazeCase> {
  const walls: number[] = [];
  for (let cell = 0; cell < board.open.length; cell++) if (board.open[cell] === 0) walls.push(cell);
  for (const kept of fewer(walls)) {
    const open = new Uint8Array(board.open.length).fill(1);
    for (const cell of kept) open[cell] = 0;
    yield { ...board, open };
  }
  for (const shape of smallerShapes(board.rows, board.columns, problem.sizes[0], problem.square))
    yield {
      puzzle: board.puzzle,
      rows: shape.rows.length,
      columns: shape.columns.length,
      open: keptCells(board.open, board.columns, shape),
    };
  yield* tinyMazes(board, problem, thorough);
}

/**
 * Every maze of a tiny shape smaller than `board`, fewest walls first; when `thorough` and the
 * problem's mazes are square, also the 4×4 mazes with at most four walls. Cost: O(cells) a maze;
 * at most 2,517 mazes a shape.
 */
function* tinyMazes(board: MazeCase, problem: Problem, thorough: boolean): Generator<MazeCase> {
  const shapes = tinyShapes(board.rows, board.columns, problem.sizes[0], problem.square, thorough);
  if (thorough && problem.square && board.rows > 4 && problem.sizes[0] <= 4) shapes.push([4, 4]);
  for (const [rows, columns] of shapes) {
    const cells = rows * columns;
    // 4×4 mazes with at most four walls: 2,517 of them.
    const codes = cells > 9 ? fewBits(cells, 4) : Array.from({ length: 2 ** cells }, (_, code) => code);
    codes.sort((a, b) => ones(a) - ones(b) || a - b);
    for (const code of codes)
      yield {
        puzzle: board.puzzle,
        rows,
        columns,
        open: Uint8Array.from({ length: cells }, (_, i) => 1 - ((code >> i) & 1)),
      };
  }
}

/** The numbers of `bits` bits with at most `most` of them set, ascending. */
function fewBits(bits: number, most: number): number[] {
  const codes: number[] = [];
  const pick = (from: number, code: number, left: number) => {
    codes.push(code);
    if (left === 0) return;
    for (let bit = from; bit < bits; bit++) pick(bit + 1, code | (1 << bit), left - 1);
  };
  pick(0, 0, most);
  return codes;
}

/** The 1 bits of `code`. */
function ones(code: number): number {
  let count = 0;
  for (let rest = code; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/**
 * Every maze one simplification from `board`: a wall opened, or a row and a column less (a row
 * or a column less where the problem's boards are not square). Cost: O(cells) a maze; O(cells)
 * mazes.
 */
export function* singleMazes(board: MazeCase, problem: Problem): Generator<MazeCase> {
  for (let cell = 0; cell < board.open.length; cell++)
    if (board.open[cell] === 0) {
      const open = Uint8Array.from(board.open);
      open[cell] = 1;
      yield { ...board, open };
    }
  for (const shape of linesLess(board.rows, board.columns, problem.sizes[0], problem.square))
    yield {
      ...board,
      rows: shape.rows.length,
      columns: shape.columns.length,
      open: keptCells(board.open, board.columns, shape),
    };
}
