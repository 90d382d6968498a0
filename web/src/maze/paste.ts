/**
 * A maze paste read and answered in the worker: its examples by the library's `parseMazeExamples`
 * (with the digit of an open cell, `--open`'s), each example of a problem page solved for the
 * question the tab asks and its pasted answer checked by `checkMazeAnswer`, as `boardpath maze`
 * checks it (in cells, LeetCode's count, when 0 is open and the rat moves in 8 directions).
 */
import {
  BoardpathError,
  checkMazeAnswer,
  countMazePaths,
  firstMazePath,
  parseMazeExamples,
  solveMaze,
  type MazeGrid,
} from 'boardpath';
import { answerAll, type PasteOptions, type ReadPaste } from '../paste/examples.js';
import { counted } from '../plural.js';
import { MAX_PAGE_CELLS } from '../search/limits.js';
import { blockedEnd, endWords } from './ends.js';

type MazePasteOptions = Extract<PasteOptions, { of: 'maze' }>;

/** Whether a path's length is counted in cells, start and goal included, as LeetCode 1091 counts it. */
export function countsCells(options: Pick<MazePasteOptions, 'open' | 'moves'>): boolean {
  return options.open === 0 && options.moves === 8;
}

/** Every example of `text`, answered when it is a problem page. Cost: the searches' of each example. */
function readMazePaste(text: string, file: string, options: MazePasteOptions): ReadPaste {
  const examples = parseMazeExamples(text, { file, open: options.open });
  for (const { board, example } of examples)
    if (board.rows * board.columns > MAX_PAGE_CELLS)
      throw new BoardpathError(
        'E_BOARD',
        `${examples.length > 1 ? `${file}, example ${example}` : file}: ${counted(board.rows * board.columns, 'cells')}; the page takes up to ${MAX_PAGE_CELLS.toLocaleString('en')} (the CLI takes more)`,
      );
  return {
    of: 'maze',
    ...answerAll(examples, ({ board, expected }) => answerMaze(board, expected, options)),
  };
}

// The maze's answer to the tab's question, in a few words, and the pasted answer checked.
function answerMaze(grid: MazeGrid, expected: string | null, options: MazePasteOptions) {
  const { moves, mode } = options;
  const cells = countsCells(options);
  const check = expected === null ? null : checkMazeAnswer(grid, expected, { moves, question: mode, cells });
  if (mode === 'all' || mode === 'count') {
    const count = countMazePaths(grid, { moves });
    return {
      answer: `${count.toLocaleString('en')} ${count === 1n ? 'path' : 'paths'} visiting no cell twice`,
      check,
    };
  }
  const solution = mode === 'first' ? firstMazePath(grid, { moves }) : solveMaze(grid, { moves });
  if (!solution.solvable) {
    const end = blockedEnd(grid);
    return { answer: end ? `no path: ${endWords(grid, end)} is a wall` : 'no path', check };
  }
  const steps = `${mode === 'first' ? 'the first path takes ' : ''}${counted(solution.moves, 'steps')}`;
  return {
    answer: cells ? `${steps}: a path of ${counted(solution.moves + 1, 'cells')}` : steps,
    check,
  };
}

/** This tab's reader of a paste, by its puzzle's name, for the worker's table of readers. */
export const MAZE_PASTE = { maze: readMazePaste };
