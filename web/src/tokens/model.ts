/** The two-token editor's operations on a library `TokensBoard`, each rebuilt by `makeTokensBoard`. */
import { makeTokensBoard, type TokensBoard } from 'boardpath';

/** The largest grid side the page edits (the state space is side⁴). */
export const MAX_PAGE_SIDE = 200;
/** Grids up to this many squares get an input box per label. */
export const MAX_EDITABLE_SQUARES = 144;

/** The labels as rows. */
function rowsOf(board: TokensBoard): number[][] {
  return Array.from({ length: board.rows }, (_, r) =>
    board.labels.slice(r * board.columns, (r + 1) * board.columns),
  );
}

/** The board with the label of one square changed (a `BoardpathError` if it is not a positive whole number). */
export function withLabel(board: TokensBoard, row: number, column: number, label: number): TokensBoard {
  const grid = rowsOf(board);
  grid[row][column] = label;
  return makeTokensBoard({ format: board.format, grid });
}

/** The board cut or grown from its top-left corner; new squares hold 1. The tokens start in the corners. */
export function resizeTokens(board: TokensBoard, rows: number, columns: number): TokensBoard {
  const grid = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) =>
      r < board.rows && c < board.columns ? board.labels[r * board.columns + c] : 1,
    ),
  );
  return makeTokensBoard({ format: board.format, grid });
}

/**
 * The board as text the CLI reads: the course format (a first line n, then comma-separated rows)
 * for a square grid, plain rows otherwise.
 */
export function tokensText(board: TokensBoard): string {
  const rows = rowsOf(board);
  if (board.rows === board.columns) return `${board.rows}\n${rows.map((row) => row.join(', ')).join('\n')}\n`;
  return `${rows.map((row) => row.join(' ')).join('\n')}\n`;
}

/** The textbook example: five moves. */
export const TEXTBOOK_GRID = '4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\n';
