/** A Snakes and Ladders board in the share link and as a `boardpath` command. */
import { BoardpathError, BUILT_IN_BOARDS, LIMITS, parseSnakes, type SnakesBoard } from 'boardpath';
import { describeProblem } from '../Problem.js';
import { PARSE_IN_WORKER } from '../search/limits.js';
import { boardText, formatHoldsFaces, squareCount, withFaces } from './model.js';

/**
 * The biggest board the page edits and solves: the library's own limit, squares numbered with whole
 * numbers a double holds exactly. Boards of up to 4 million squares are also searched square by
 * square on the page; bigger ones the library solves by runs of plain squares.
 */
export const MAX_PAGE_SQUARES = Number.MAX_SAFE_INTEGER - 1;

/** What a share link says about a Snakes and Ladders board. */
export interface SnakesLinkState {
  readonly board: SnakesBoard;
  readonly chain: boolean;
  /** Set when the link could not be read: the page shows it and falls back to the classic board. */
  readonly problem?: string;
  /** A board text too long to read on the page at once: the tab reads it in the worker. */
  readonly text?: string;
}

/** Refuses a board the page cannot take, saying where it came from. */
export function checkSquares(board: SnakesBoard, where: string): SnakesBoard {
  if (squareCount(board) > MAX_PAGE_SQUARES)
    throw new BoardpathError(
      'E_BOARD',
      `${where}: the board has ${squareCount(board).toLocaleString('en')} squares; the page takes up to ${MAX_PAGE_SQUARES.toLocaleString('en')} (the CLI takes more)`,
    );
  return board;
}

/** Reads `snakes=<board text>&faces=N&chain=1` from a link; a bad board falls back to the classic one with a message. */
export function snakesFromLink(params: URLSearchParams): SnakesLinkState {
  const text = params.get('snakes');
  const chain = params.get('chain') === '1';
  if (text === null) return { board: BUILT_IN_BOARDS.classic(), chain };
  if (text.length > PARSE_IN_WORKER && params.get('faces') === null)
    return { board: BUILT_IN_BOARDS.classic(), chain, text };
  try {
    const named = builtInBoard(text);
    let board = named ? named() : parseSnakes(text, { file: 'link' });
    const faces = params.get('faces');
    if (faces !== null) {
      const count = Number(faces);
      if (!Number.isSafeInteger(count) || count < 1 || count > LIMITS.faces)
        throw new BoardpathError('E_FORMAT', `faces=${faces}: a die needs 1 to ${LIMITS.faces} faces`, {
          file: 'link',
        });
      board = withFaces(board, count);
    }
    return { board: checkSquares(board, 'link'), chain };
  } catch (error) {
    return {
      board: BUILT_IN_BOARDS.classic(),
      chain,
      problem: `This link's board could not be read — ${describeProblem(error)}. Showing the classic board instead.`,
    };
  }
}

// The built-in board of this name (its own keys only: not `toString`), or undefined.
function builtInBoard(name: string): (() => SnakesBoard) | undefined {
  return Object.hasOwn(BUILT_IN_BOARDS, name)
    ? BUILT_IN_BOARDS[name as keyof typeof BUILT_IN_BOARDS]
    : undefined;
}

/** The built-in board's name when the board is still exactly that board (not after changing its die). */
export function builtInName(board: SnakesBoard): string | undefined {
  const named = board.name ? builtInBoard(board.name) : undefined;
  return named && boardText(named()) === boardText(board) ? board.name : undefined;
}

/** The link parameters for a board (the board text in its own format; the die when the format cannot hold it). */
export function snakesLink(board: SnakesBoard, chain: boolean): Record<string, string | undefined | null> {
  return {
    // A board of thousands of jumps is not written out at each edit: it is too big for a link anyway.
    snakes: textTooBig(board) ? null : (builtInName(board) ?? boardText(board)),
    faces: formatHoldsFaces(board) ? undefined : String(board.faces),
    chain: chain ? '1' : undefined,
  };
}

/** Boards with more jumps than this are not written as text at each edit (the text box, the link). */
const MAX_TEXT_JUMPS = 5000;

/** Whether a board is too big to write as text at each edit: its text would be megabytes. */
export function textTooBig(board: SnakesBoard): boolean {
  return board.jumpFrom.length > MAX_TEXT_JUMPS;
}

/** The `boardpath` command that gives the same answer for this board. */
export function cliCommand(board: SnakesBoard, chain: boolean): string {
  const source = builtInName(board) ?? 'board.json';
  return `boardpath snakes ${source}${formatHoldsFaces(board) ? '' : ` --faces ${board.faces}`}${chain ? ' --chain' : ''}`;
}
