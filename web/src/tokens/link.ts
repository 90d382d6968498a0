/** A two-token grid in the share link. */
import { BoardpathError, parseTokens, type TokensBoard } from 'boardpath';
import { describeProblem } from '../Problem.js';
import { PARSE_IN_WORKER } from '../search/limits.js';
import { MAX_PAGE_SIDE, TEXTBOOK_GRID } from './model.js';

/** What a share link says about a two-token grid. */
export interface TokensLinkState {
  readonly board: TokensBoard;
  readonly problem?: string;
  /** A grid text too long to read on the page at once: the tab reads it in the worker. */
  readonly text?: string;
}

/** Refuses a grid the page cannot take, saying where it came from. */
export function checkSize(board: TokensBoard, where: string): TokensBoard {
  if (board.rows > MAX_PAGE_SIDE || board.columns > MAX_PAGE_SIDE) {
    throw new BoardpathError(
      'E_BOARD',
      `${where}: a ${board.rows}×${board.columns} grid; the page takes sides up to ${MAX_PAGE_SIDE} (the CLI takes more)`,
    );
  }
  return board;
}

/** Reads `tokens=<grid text>` from a link; a bad one falls back to the textbook grid with a message. */
export function tokensFromLink(params: URLSearchParams): TokensLinkState {
  const text = params.get('tokens');
  if (text === null) return { board: parseTokens(TEXTBOOK_GRID) };
  if (text.length > PARSE_IN_WORKER) return { board: parseTokens(TEXTBOOK_GRID), text };
  try {
    return { board: checkSize(parseTokens(text, { file: 'link' }), 'link') };
  } catch (error) {
    return {
      board: parseTokens(TEXTBOOK_GRID),
      problem: `This link's grid could not be read — ${describeProblem(error)}. Showing the textbook grid instead.`,
    };
  }
}
