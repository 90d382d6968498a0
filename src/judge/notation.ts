// A board as the judged program reads it: the text on a command's standard input in the chosen
// notation, or the arguments of a solution's function (as one line of JSON for its driver); and as
// it is shown and saved when it fails.
import { leetcodeSquare } from '../puzzles/snakes/board/formats.js';
import { jumpPairs, rowsOf, type CaseBoard, type MazeCase, type SnakesCase } from './case-board.js';
import type { Problem } from './problem.js';

/** LeetCode's n×n rows: from the top row down, each cell -1 or where its jump leads. Cost: O(squares). */
export function leetcodeRows(board: SnakesCase): number[][] {
  const n = board.side;
  return Array.from({ length: n }, (_, r) =>
    Array.from({ length: n }, (_, c) => board.target[leetcodeSquare(n, r, c)]),
  );
}

/** GfG's `arr`: the snakes and ladders as pairs of squares, one after the other. Cost: O(squares). */
export function gfgPairs(board: SnakesCase): number[] {
  return jumpPairs(board).flat();
}

/** A maze's rows with `open` as the digit of an open cell. Cost: O(cells). */
export function mazeRows(board: MazeCase, open: 0 | 1): number[][] {
  return rowsOf(
    Array.from(board.open, (cell) => (cell === 1 ? open : 1 - open)),
    board.rows,
    board.columns,
  );
}

/**
 * The board as the program is given it, as a JSON value: LeetCode's rows, the moves list or the
 * board object (snakes), the rows with the problem's digit for an open cell (maze), the rows of
 * labels (tokens); for a solution's function, its first argument (GfG's `arr` for `minThrow`).
 * Cost: O(squares).
 */
export function boardValue(problem: Problem, board: CaseBoard): unknown {
  if (board.puzzle === 'snakes') {
    if (problem.line) return gfgPairs(board);
    if (problem.call !== undefined || problem.format === 'leetcode') return leetcodeRows(board);
    if (problem.format === 'moves')
      return Array.from(board.target.subarray(1), (to) => (to === -1 ? -1 : to - 1));
    const ladders: Record<string, number> = {};
    const snakes: Record<string, number> = {};
    for (const [from, to] of jumpPairs(board)) if (to !== from) (to > from ? ladders : snakes)[from] = to;
    return { squares: board.squares, start: 1, ladders, snakes };
  }
  if (board.puzzle === 'maze') return mazeRows(board, problem.open);
  return rowsOf(board.labels, board.rows, board.columns);
}

/**
 * The arguments of a solution's function for this board: `[grid]`, `[grid, n]` for GfG's
 * `findPath` (drivers pass a function that takes one argument the first only), `[N, arr]` for
 * GfG's `minThrow`. Cost: O(squares).
 */
export function callArguments(problem: Problem, board: CaseBoard): unknown[] {
  const value = boardValue(problem, board);
  if (problem.line) return [(value as number[]).length / 2, value];
  if (board.puzzle === 'maze' && problem.call === 'findPath') return [value, board.rows];
  return [value];
}

/**
 * Exactly what the program is given: for a command, the board in the problem's notation on its
 * standard input, ending with a newline; for a solution's function, its arguments as one line of
 * JSON. Cost: O(squares).
 */
export function programInput(problem: Problem, board: CaseBoard): string {
  if (problem.call !== undefined) return `${JSON.stringify(callArguments(problem, board))}\n`;
  return boardText(problem, board);
}

/** The board written in the problem's notation, as a file of that notation holds it. Cost: O(squares). */
export function boardText(problem: Problem, board: CaseBoard): string {
  const value = boardValue(problem, board);
  if (problem.line) {
    const pairs = value as number[];
    return `N = ${pairs.length / 2}, arr[] = {${pairs.join(', ')}}\n`;
  }
  if (board.puzzle === 'snakes' || problem.format === 'json' || problem.call !== undefined)
    return `${JSON.stringify(value)}\n`;
  const rows = value as number[][];
  if (board.puzzle === 'maze') {
    if (problem.format === 'art')
      return (
        rows.map((row) => row.map((cell) => (cell === problem.open ? '.' : '#')).join('')).join('\n') + '\n'
      );
    return rows.map((row) => row.join(' ')).join('\n') + '\n';
  }
  if (problem.format === 'course') return `${board.rows}\n${rows.map((row) => row.join(', ')).join('\n')}\n`;
  return rows.map((row) => row.join(' ')).join('\n') + '\n';
}

/** The extension of a saved board: `.json` for JSON notations, `.txt` for the others. */
export function boardExtension(problem: Problem): string {
  if (problem.line) return 'txt';
  const json = problem.call !== undefined || problem.puzzle === 'snakes' || problem.format === 'json';
  return json ? 'json' : 'txt';
}
