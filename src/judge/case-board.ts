// The boards the judge makes, shrinks and hands to programs: small, plain and easy to change one
// jump, wall or label at a time; each made into the library's checked board when it is solved or drawn.
import { makeMaze, type MazeGrid } from '../puzzles/maze/board/board.js';
import { makeSnakesBoard, type SnakesBoard } from '../puzzles/snakes/board/board.js';
import { makeTokensBoard, type TokensBoard } from '../puzzles/tokens/board/board.js';
import { aOrAn } from '../words.js';

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

/** A Rat in a Maze grid: 1 open, 0 blocked, row after row; from the top-left to the bottom-right cell. */
export interface MazeCase {
  readonly puzzle: 'maze';
  readonly rows: number;
  readonly columns: number;
  readonly open: Uint8Array;
}

/** A two-token grid of positive labels, row after row; red top-left, blue bottom-right. */
export interface TokensCase {
  readonly puzzle: 'tokens';
  readonly rows: number;
  readonly columns: number;
  readonly labels: Int32Array;
}

/** A board of any puzzle, as the judge keeps it. */
export type CaseBoard = SnakesCase | MazeCase | TokensCase;

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

/** The library's grid for a maze case. Cost: O(cells). */
export function mazeGridOf(board: MazeCase): MazeGrid {
  return makeMaze(board.rows, board.columns, Uint8Array.from(board.open));
}

/** The library's board for a two-token case. Cost: O(squares). */
export function tokensBoardOf(board: TokensCase): TokensBoard {
  return makeTokensBoard({ format: 'json', grid: rowsOf(board.labels, board.rows, board.columns) });
}

/** `cells` (row after row) as `rows` arrays of `columns` numbers. Cost: O(cells). */
export function rowsOf(cells: ArrayLike<number>, rows: number, columns: number): number[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => cells[r * columns + c]),
  );
}

/** A text naming the board exactly: two boards are the same when their keys are. Cost: O(squares). */
export function boardKey(board: CaseBoard): string {
  if (board.puzzle === 'snakes') return `${board.squares}/${board.side}:${jumpPairs(board).join(' ')}`;
  const cells = board.puzzle === 'maze' ? board.open.join('') : board.labels.join(',');
  return `${board.rows}×${board.columns}:${cells}`;
}

/** How big a board is, in its own words: `a 3×3 board`, `a board of 30 squares`, `an 8×4 maze`. */
export function describeSize(board: CaseBoard): string {
  if (board.puzzle === 'snakes')
    return board.side > 0
      ? `${aOrAn(board.side)} ${board.side}×${board.side} board`
      : `a board of ${board.squares} squares`;
  return `${aOrAn(board.rows)} ${board.rows}×${board.columns} ${board.puzzle === 'maze' ? 'maze' : 'grid'}`;
}
