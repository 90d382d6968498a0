// The last resort of shrinking: every tiny board smaller than the failing one, tried one after
// another. The rules that carry a board onto a smaller one keep what the bug hung on; a bug may
// also show on a tiny board of another make (a chain whose ends differ, a ladder where there was an
// empty stretch), which only trying them all finds. Few enough to try every one: 25 boards of 2×2,
// 64 of 3×3 with one jump, 18 mazes of 2×2 or less, the two tokens' small grids with few labels
// above 1; when the program answers in microseconds (a solution file through its driver), also the
// 3×3 boards with two jumps, the 4×4 boards with one, every 3×3 maze, the 4×4 mazes with few
// walls and the 3×3 grids with up to four labels above 1.
import { snakesCase, type MazeCase, type SnakesCase, type TokensCase } from './case-board.js';
import type { Problem } from './problem.js';

/**
 * Every LeetCode board of 2×2 and 3×3 smaller than `board` (and of at least `least` a side), and
 * of 4×4 when `thorough`: no jump, then one, then two (on 2×2; on 3×3 when `thorough`), each jump
 * from a square other than the first and the last to any square. Cost: O(squares) a board; at
 * most 2,015 boards.
 */
export function* tinySnakes(board: SnakesCase, least: number, thorough: boolean): Generator<SnakesCase> {
  if (board.side === 0) return;
  const top = thorough ? 4 : 3;
  for (let side = Math.max(2, least); side <= Math.min(top, board.side - 1); side++) {
    const squares = side * side;
    const most = side === 2 || (side === 3 && thorough) ? 2 : 1;
    const starts = Array.from({ length: squares - 2 }, (_, i) => i + 2);
    yield snakesCase(squares, side, []);
    for (let a = 0; a < starts.length; a++)
      for (let to = 1; to <= squares; to++) yield snakesCase(squares, side, [[starts[a], to]]);
    if (most < 2) continue;
    for (let a = 0; a < starts.length; a++)
      for (let b = a + 1; b < starts.length; b++)
        for (let to = 1; to <= squares; to++)
          for (let other = 1; other <= squares; other++)
            yield snakesCase(squares, side, [
              [starts[a], to],
              [starts[b], other],
            ]);
  }
}

/**
 * The tiny shapes smaller than `rows` × `columns`: square ones from the problem's least side to 2
 * (3 when `thorough`), or every rectangle of at most 2×2 (3×3), fewest cells first.
 */
function tinyShapes(
  rows: number,
  columns: number,
  problem: Problem,
  thorough: boolean,
): Array<[number, number]> {
  const top = thorough ? 3 : 2;
  const least = Math.max(1, problem.sizes[0]);
  const shapes: Array<[number, number]> = [];
  for (let r = least; r <= top; r++)
    for (let c = least; c <= top; c++) {
      if (problem.square && r !== c) continue;
      if (r > rows || c > columns || (r === rows && c === columns)) continue;
      shapes.push([r, c]);
    }
  return shapes.sort((a, b) => a[0] * a[1] - b[0] * b[1] || a[0] - b[0]);
}

/**
 * Every maze of a tiny shape smaller than `board`, fewest walls first; when `thorough` and the
 * problem's mazes are square, also the 4×4 mazes with at most four walls. Cost: O(cells) a maze;
 * at most 2,517 mazes a shape.
 */
export function* tinyMazes(board: MazeCase, problem: Problem, thorough: boolean): Generator<MazeCase> {
  const shapes = tinyShapes(board.rows, board.columns, problem, thorough);
  if (thorough && problem.square && board.rows > 4 && problem.sizes[0] <= 4) shapes.push([4, 4]);
  for (const [rows, columns] of shapes) {
    const cells = rows * columns;
    // 4×4 mazes with at most four walls: 2,517 of them.
    const codes = cells > 9 ? fewBits(cells, 4) : Array.from({ length: 2 ** cells }, (_, code) => code);
    codes.sort((a, b) => ones(a) - ones(b) || a - b);
    for (const code of codes)
      yield {
        puzzle: 'maze',
        rows,
        columns,
        open: Uint8Array.from({ length: cells }, (_, i) => 1 - ((code >> i) & 1)),
      };
  }
}

/**
 * Every two-token grid of a tiny shape smaller than `board` (two squares at least), its labels from
 * 1 to the longer side (any longer label moves no token, as that one), at most two of them other
 * than 1 (four when `thorough`), smallest labels first. Cost: O(squares) a grid; at most 2,851
 * grids a shape.
 */
export function* tinyGrids(board: TokensCase, problem: Problem, thorough: boolean): Generator<TokensCase> {
  for (const [rows, columns] of tinyShapes(board.rows, board.columns, problem, thorough)) {
    const cells = rows * columns;
    if (cells < 2) continue;
    const top = Math.max(rows, columns);
    const grids: Int32Array[] = [];
    const fill = (labels: Int32Array, from: number, left: number) => {
      grids.push(Int32Array.from(labels));
      if (left === 0) return;
      for (let cell = from; cell < cells; cell++)
        for (let label = 2; label <= top; label++) {
          labels[cell] = label;
          fill(labels, cell + 1, left - 1);
          labels[cell] = 1;
        }
    };
    fill(new Int32Array(cells).fill(1), 0, thorough ? 4 : 2);
    const sum = (labels: Int32Array) => labels.reduce((total, label) => total + label, 0);
    grids.sort((a, b) => sum(a) - sum(b));
    for (const labels of grids) yield { puzzle: 'tokens', rows, columns, labels };
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
