// A Snakes and Ladders board as the judge keeps it: squares in a line and where each one's jump
// leads, easy to change a jump at a time; made into the library's checked board when it is solved
// or drawn, and written as LeetCode's rows or GfG's pairs for the program.
import { aOrAn } from '../../../words.js';
import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';
import { leetcodeSquare } from '../board/formats.js';

/**
 * A Snakes and Ladders board: squares 1…`squares`, the token starting on square 1, one die of six
 * faces. `side` is n for LeetCode's n×n board (squares = n²), 0 for GfG's board of squares in a
 * line. `target[s]` is where a snake or ladder from square s leads (s itself for one that leads
 * nowhere), or -1; `target[0]` is unused.
 */
export interface SnakesCase {
  readonly puzzle: 'snakes';
  readonly squares: number;
  readonly side: number;
  readonly target: Int32Array;
}

/** The squares of GfG's snake and ladder board. */
export const GFG_SQUARES = 30;

/** The snakes and ladders of a board as `[from, to]` pairs, in the order of their squares. Cost: O(squares). */
export function jumpPairs(board: SnakesCase): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let square = 1; square <= board.squares; square++)
    if (board.target[square] !== -1) pairs.push([square, board.target[square]]);
  return pairs;
}

/** A board of `squares` squares with the given jumps. Cost: O(squares). */
export function snakesCase(
  squares: number,
  side: number,
  jumps: Iterable<readonly [number, number]>,
): SnakesCase {
  const target = new Int32Array(squares + 1).fill(-1);
  for (const [from, to] of jumps) target[from] = to;
  return { puzzle: 'snakes', squares, side, target };
}

/**
 * The library's board for a case: LeetCode's n×n board (its own numbering), or GfG's line of
 * squares starting on square 1. A jump to its own square does nothing and is left out, as the
 * library's readers leave it out. Cost: O(squares).
 */
export function snakesBoardOf(board: SnakesCase): SnakesBoard {
  const jumps = jumpPairs(board)
    .filter(([from, to]) => from !== to)
    .map(([from, to]) => ({ from, to }));
  return makeSnakesBoard({
    format: board.side > 0 ? 'leetcode' : 'board',
    first: 1,
    last: board.squares,
    start: 1,
    jumps,
    ...(board.side > 0 && { rows: board.side, columns: board.side }),
  });
}

/** A text naming the board exactly: two boards are the same when their keys are. Cost: O(squares). */
export function snakesKey(board: SnakesCase): string {
  return `${board.squares}/${board.side}:${jumpPairs(board).join(' ')}`;
}

/** How big a board is: `a 3×3 board`, `a board of 30 squares`. */
export function snakesSize(board: SnakesCase): string {
  return board.side > 0
    ? `${aOrAn(board.side)} ${board.side}×${board.side} board`
    : `a board of ${board.squares} squares`;
}

/** LeetCode's n×n rows: from the top row down, each cell -1 or where its jump leads. Cost: O(squares). */
export function leetcodeRows(board: SnakesCase): number[][] {
  const n = board.side;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => board.target[leetcodeSquare(n, r, c)]),
  );
}
