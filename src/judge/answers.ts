// The right answer in the problem's own convention, from boardpath's own searches, and the
// comparison with what the program gave: words compared one by one, so spaces, line breaks and a
// trailing newline never matter.
import { allMazePaths } from '../puzzles/maze/paths/paths.js';
import { countMazePaths } from '../puzzles/maze/paths/count-maze.js';
import { solveMaze } from '../puzzles/maze/solve/solve.js';
import { solveSnakes } from '../puzzles/snakes/solve/solve.js';
import { solveTokens } from '../puzzles/tokens/solve/solve.js';
import { mazeGridOf, snakesBoardOf, tokensBoardOf, type CaseBoard } from './case-board.js';
import type { Problem } from './problem.js';

/**
 * The right answer for `board`, as the problem's convention writes it: snakes, the fewest throws
 * or -1 (LeetCode 909); maze `shortest`, the fewest steps or -1; `cells`, the cells on a shortest
 * path or -1 (LeetCode 1091); `all`, every path that visits no cell twice, sorted, separated by
 * spaces, or -1 (GfG); `count`, how many such paths; tokens, the fewest moves or -1.
 *
 * Cost: that of the search: O(squares × 6), O(cells), O(paths × cells) at most for `all` and
 * `count` (the judge's mazes hold at most 10^4 paths), O(squares²) for the two tokens.
 */
export function expectedAnswer(problem: Problem, board: CaseBoard): string {
  if (board.puzzle === 'snakes') return String(solveSnakes(snakesBoardOf(board)).moves ?? -1);
  if (board.puzzle === 'tokens') return String(solveTokens(tokensBoardOf(board)).moves ?? -1);
  const grid = mazeGridOf(board);
  const moves = problem.moves;
  switch (problem.mode) {
    case 'shortest':
      return String(solveMaze(grid, { moves }).moves ?? -1);
    case 'cells': {
      const steps = solveMaze(grid, { moves }).moves;
      return String(steps === null ? -1 : steps + 1);
    }
    case 'all':
      return [...allMazePaths(grid, { moves })].join(' ') || '-1';
    case 'count':
      return countMazePaths(grid, { moves }).toString();
  }
}

/** Text as it is compared: its words, one space between them. Cost: O(length). */
export function words(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .join(' ');
}

/**
 * Whether the program's output `got` says `expected`, word for word; for `all`, printing nothing
 * when there is no path is as good as `-1`. Cost: O(length).
 */
export function sameAnswer(problem: Problem, expected: string, got: string): boolean {
  const said = words(got);
  if (problem.mode === 'all' && expected === '-1' && said === '') return true;
  return said === expected;
}

/**
 * A solution function's returned value (the JSON its driver sent) as the program would print it:
 * a number as itself; a list of paths separated by spaces, `-1` when empty (as GfG's driver prints
 * them); anything else as its JSON. A whole number too large for a double keeps its digits: the
 * driver's own text is read. Cost: O(length).
 */
export function answerOfReturned(json: string): string {
  if (/^-?\d+$/.test(json)) return json;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? '-1' : value.join(' ');
  return json;
}
