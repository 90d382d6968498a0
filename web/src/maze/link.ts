/** A maze in the share link and as a `boardpath` command. */
import { BoardpathError, parseMaze, type MazeGrid, type MazeMoves } from 'boardpath';
import { describeProblem } from '../Problem.js';
import { MAX_PAGE_CELLS, PARSE_IN_WORKER } from '../search/limits.js';
import type { MazeMode } from '../search/protocol.js';
import { MAX_LINK_LENGTH } from '../url.js';
import { defaultMaze } from './model.js';

/** The maze modes, in the order the menu lists them. */
export const MODES: readonly MazeMode[] = ['shortest', 'first', 'all', 'count'];
/** How many paths "all" lists at most (the CLI's --limit). */
export const DEFAULT_LIMIT = 1000;
export { PARSE_IN_WORKER };

/** What a share link says about a maze. */
export interface MazeLinkState {
  readonly grid: MazeGrid;
  readonly moves: MazeMoves;
  readonly mode: MazeMode;
  /** A maze text too long to read on the page at once: the tab reads it in the worker. */
  readonly text?: string;
  readonly problem?: string;
}

/** Refuses a maze the page cannot take, saying where it came from. */
export function checkCells(grid: MazeGrid, where: string): MazeGrid {
  if (grid.rows * grid.columns > MAX_PAGE_CELLS)
    throw new BoardpathError(
      'E_BOARD',
      `${where}: the maze has ${(grid.rows * grid.columns).toLocaleString('en')} cells; the page takes up to ${MAX_PAGE_CELLS.toLocaleString('en')} (the CLI takes more)`,
    );
  return grid;
}

/** Reads `maze=<ASCII art or 0/1 rows>&moves=4&mode=shortest` from a link; a bad one falls back to the default maze with a message. */
export function mazeFromLink(params: URLSearchParams): MazeLinkState {
  const text = params.get('maze');
  const movesText = params.get('moves') ?? '4';
  const modeText = params.get('mode') ?? 'shortest';
  const problems: string[] = [];
  const moves = (
    ['2', '4', '8'].includes(movesText)
      ? Number(movesText)
      : (problems.push(`moves=${movesText} is not 2, 4 or 8`), 4)
  ) as MazeMoves;
  const mode = (MODES as readonly string[]).includes(modeText)
    ? (modeText as MazeMode)
    : (problems.push(`mode=${modeText} is not one of ${MODES.join(', ')}`), 'shortest');
  let grid = defaultMaze();
  let pending: string | undefined;
  if (text !== null && text.length > PARSE_IN_WORKER) pending = text;
  else if (text !== null) {
    try {
      grid = checkCells(parseMaze(text, { file: 'link' }), 'link');
    } catch (error) {
      problems.push(`${describeProblem(error)}. Showing the default maze instead`);
    }
  }
  return {
    grid,
    moves,
    mode,
    ...(pending !== undefined && { text: pending }),
    ...(problems.length > 0 && { problem: `This link's maze could not be read — ${problems.join('; ')}.` }),
  };
}

/** Whether a maze's text fits in a link (ASCII art: a character per cell and one per row). */
export function fitsLink(grid: MazeGrid): boolean {
  return grid.rows * (grid.columns + 1) < MAX_LINK_LENGTH;
}

/** The `boardpath` command that gives the same answer. */
export function cliCommand(moves: MazeMoves, mode: MazeMode): string {
  const modeFlag =
    mode === 'shortest'
      ? ''
      : mode === 'first'
        ? ' --first'
        : mode === 'all'
          ? ` --all --limit ${DEFAULT_LIMIT}`
          : ' --count';
  return `boardpath maze maze.txt --moves ${moves}${modeFlag}`;
}
