// A maze as the judge keeps it: one byte a cell, easy to change a wall at a time; made into the
// library's grid when it is solved or drawn.
import { aOrAn } from '../../../words.js';
import { makeMaze, type MazeGrid } from '../board/board.js';

/** A Rat in a Maze grid: 1 open, 0 blocked, row after row; from the top-left to the bottom-right cell. */
export interface MazeCase {
  readonly puzzle: 'maze';
  readonly rows: number;
  readonly columns: number;
  readonly open: Uint8Array;
}

/** The library's grid for a maze case. Cost: O(cells). */
export function mazeGridOf(board: MazeCase): MazeGrid {
  return makeMaze(board.rows, board.columns, Uint8Array.from(board.open));
}

/** A text naming the maze exactly: two mazes are the same when their keys are. Cost: O(cells). */
export function mazeKey(board: MazeCase): string {
  return `${board.rows}×${board.columns}:${board.open.join('')}`;
}

/** How big a maze is: `an 8×4 maze`. */
export function mazeSize(board: MazeCase): string {
  return `${aOrAn(board.rows)} ${board.rows}×${board.columns} maze`;
}
