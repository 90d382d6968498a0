// A two-token grid as the judge keeps it: its labels row after row, easy to change a label at a
// time; made into the library's board when it is solved or drawn.
import { aOrAn } from '../../../words.js';
import { rowsOf } from '../../judge-hooks.js';
import { makeTokensBoard, type TokensBoard } from '../board/board.js';

/** A two-token grid of positive labels, row after row; red top-left, blue bottom-right. */
export interface TokensCase {
  readonly puzzle: 'tokens';
  readonly rows: number;
  readonly columns: number;
  readonly labels: Int32Array;
}

/** The library's board for a two-token case. Cost: O(squares). */
export function tokensBoardOf(board: TokensCase): TokensBoard {
  return makeTokensBoard({ format: 'json', grid: rowsOf(board.labels, board.rows, board.columns) });
}

/** A text naming the grid exactly: two grids are the same when their keys are. Cost: O(squares). */
export function tokensKey(board: TokensCase): string {
  return `${board.rows}×${board.columns}:${board.labels.join(',')}`;
}

/** How big a grid is: `a 3×4 grid`. */
export function tokensSize(board: TokensCase): string {
  return `${aOrAn(board.rows)} ${board.rows}×${board.columns} grid`;
}
