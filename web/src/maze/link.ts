/**
 * A maze in the share link and as a `boardpath` command. A small maze goes into the link as its
 * ASCII art (`maze=…`, readable, and what the CLI reads); a big one as its size, its ends and its
 * cells' bits (`size=1000x1000&start=0,0&goal=999,999&cells=…`, see bits.ts).
 */
import {
  BoardpathError,
  endsOf,
  mazeToArt,
  parseMaze,
  type Cell,
  type MazeGrid,
  type MazeMoves,
  type OpenCell,
} from 'boardpath';
import { describeProblem } from '../Problem.js';
import { MAX_PAGE_CELLS, PARSE_IN_WORKER } from '../search/limits.js';
import type { MazeMode } from '../search/protocol.js';
import { MAX_LINK_LENGTH, type LinkEntries } from '../url.js';
import { bitsLength, cellBits, gridFromBits } from './bits.js';
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
  /** A big maze's cells as bits: read by the tab once it is drawn, in a task of its own. */
  readonly bits?: () => MazeGrid;
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
  let bits: (() => MazeGrid) | undefined;
  const cells = params.get('cells');
  if (cells !== null) bits = () => checkCells(bitsOfLink(params, cells), 'link');
  else if (text !== null && text.length > PARSE_IN_WORKER) pending = text;
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
    ...(bits !== undefined && { bits }),
    ...(problems.length > 0 && { problem: `This link's maze could not be read — ${problems.join('; ')}.` }),
  };
}

// The maze of a link's `size`, `start`, `goal` and `cells` (bits.ts).
function bitsOfLink(params: URLSearchParams, cells: string): MazeGrid {
  const size = /^(\d{1,7})x(\d{1,7})$/.exec(params.get('size') ?? '');
  if (!size) throw new BoardpathError('E_FORMAT', `size=${params.get('size') ?? ''} is not ROWSxCOLUMNS`);
  const end = (name: 'start' | 'goal'): Cell | undefined => {
    const value = params.get(name);
    if (value === null) return undefined;
    const cell = /^(\d{1,7}),(\d{1,7})$/.exec(value);
    if (!cell) throw new BoardpathError('E_FORMAT', `${name}=${value} is not ROW,COLUMN`);
    return [Number(cell[1]), Number(cell[2])];
  };
  return gridFromBits(Number(size[1]), Number(size[2]), cells, { start: end('start'), goal: end('goal') });
}

/** Mazes whose ASCII art is at most this many characters go into a link as their art. */
const ART_IN_LINK = 20_000;

/**
 * A maze's entries in the share link: its ASCII art while it is short, else its size, ends and
 * cells as bits; `null` when even those would not fit in a link. Cost: O(cells).
 */
export function mazeLinkEntries(grid: MazeGrid): LinkEntries {
  if (grid.rows * (grid.columns + 1) <= ART_IN_LINK) return { maze: mazeToArt(grid) };
  if (bitsLength(grid.rows * grid.columns) >= MAX_LINK_LENGTH) return { maze: null };
  const { start, goal } = endsOf(grid);
  return {
    size: `${grid.rows}x${grid.columns}`,
    start: start.join(','),
    goal: goal.join(','),
    cells: cellBits(grid),
  };
}

/** The `boardpath` command that gives the same answer (reading 0 as the open cell with `open` 0). */
export function cliCommand(moves: MazeMoves, mode: MazeMode, open: OpenCell = 1): string {
  const modeFlag =
    mode === 'shortest'
      ? ''
      : mode === 'first'
        ? ' --first'
        : mode === 'all'
          ? ` --all --limit ${DEFAULT_LIMIT}`
          : ' --count';
  return `boardpath maze maze.txt --moves ${moves}${modeFlag}${open === 0 ? ' --open 0' : ''}`;
}
