// A pasted answer to Rat in a Maze held against the maze's own, read in the convention of the
// problem it comes from: GfG's sorted list of paths (`["DDRDRR", "DRDDRR"]`, `[]` or -1 for none),
// a path's length in steps, or in cells as LeetCode's "Shortest Path in Binary Matrix" counts it
// (-1 for none), the textbook backtracking's 0/1 solution matrix, or a count of paths.
import { z } from 'zod';
import { BoardpathError } from '../../../errors.js';
import { allowing, checkOptions, checkValue, oneOf, optionsSchema, switchSchema } from '../../../options.js';
import {
  agreed,
  differed,
  exampleOf,
  notCompared,
  PASTE,
  readPastedAnswer,
  type AnswerCheck,
  type PastedAnswer,
} from '../../../paste/answer.js';
import { counted } from '../../../words.js';
import type { MazeGrid } from '../board/board.js';
import { checkMazeGrid, solveMazeSchema } from '../options.js';
import { replayDirections } from '../board/replay.js';
import { solveMaze, type SolveMazeOptions } from './solve.js';
import { countMazePaths } from '../paths/count-maze.js';
import { allMazePaths, firstMazePath } from '../paths/paths.js';

/**
 * The question a pasted number answers: the shortest path's length (the default), the textbook
 * backtracking's first path's, or how many paths there are (`all` and `count`).
 */
export const MAZE_QUESTIONS = ['shortest', 'first', 'all', 'count'] as const;

/** One of `MAZE_QUESTIONS`. */
export type MazeQuestion = (typeof MAZE_QUESTIONS)[number];

/** Options for `checkMazeAnswer`: the search's (moves, limits) and how the answer is meant. */
export interface CheckMazeOptions extends SolveMazeOptions {
  /** What a pasted number answers (default `shortest`). */
  readonly question?: MazeQuestion;
  /** A path's length counted in cells, start and goal included (LeetCode 1091), not in steps. */
  readonly cells?: boolean;
  /** Who gives the answer, in the verdict's words (default "the paste"). */
  readonly by?: string;
}

const checkMazeSchema = optionsSchema({
  ...solveMazeSchema.shape,
  question: oneOf(MAZE_QUESTIONS).optional(),
  cells: switchSchema.optional(),
  by: allowing('who gives the answer (a string)', z.string()).optional(),
});
const textSchema = allowing('the answer as pasted (a string)', z.string());

/**
 * `expected` (an answer as pasted) held against the maze: a number is the answer to `question` (a
 * path's steps, or cells with `cells`; -1 for none; a count for `all` and `count`), a list of paths
 * is every path in dictionary order, but one path alone answers `shortest` (any legal path of the
 * fewest steps: a maze often has several) or `first` (that path), rows of 0 and 1 the first
 * path's solution matrix. Whether it
 * matches, and one line that says so, with the maze's own answer when it does not.
 *
 * Cost: what the answer it is held against costs (`solveMaze`, `firstMazePath`, `countMazePaths`,
 * or `allMazePaths` for one path more than the paste lists), within `maxWork` and `maxMemory`; an
 * answer the work budget cannot reach is not compared, and said so.
 */
export function checkMazeAnswer(
  grid: MazeGrid,
  expected: string,
  options: CheckMazeOptions = {},
): AnswerCheck {
  grid = checkMazeGrid(grid);
  const answer = readPastedAnswer(checkValue('expected', textSchema, expected));
  const checked = checkOptions(checkMazeSchema, options);
  const { question = 'shortest', cells = false, by = PASTE, ...search } = checked;
  try {
    // One path answers the question of one path (the shortest, the first); a list, every path.
    if (
      answer.kind === 'paths' &&
      answer.value.length === 1 &&
      (question === 'shortest' || question === 'first')
    )
      return againstOnePath(grid, answer, question, by, search);
    if (answer.kind === 'paths') return againstPaths(grid, answer, by, search);
    if (answer.kind === 'matrix') return againstMatrix(grid, answer, by, search);
    const none = answer.kind === 'none' || (answer.kind === 'number' && answer.value === -1n);
    if (answer.kind !== 'number' && !none)
      return notCompared(answer, by, 'a number, a list of paths or a solution matrix');
    if (question === 'all' || question === 'count') {
      const count = countMazePaths(grid, search);
      const said = none ? 0n : (answer as { value: bigint }).value;
      return said === count
        ? agreed(answer)
        : differed(answer, by, `there ${count === 1n ? 'is' : 'are'} ${counted(count, 'path')}`);
    }
    return againstLength(grid, answer, none, question, cells, by, search);
  } catch (error) {
    if (error instanceof BoardpathError && error.code === 'E_WORK')
      return {
        ...notCompared(answer, by, 'an answer within the work budget'),
        verdict: `not compared: ${error.message}`,
      };
    throw error;
  }
}

// A path's length (steps, or cells) against the shortest or the first path.
function againstLength(
  grid: MazeGrid,
  answer: PastedAnswer,
  none: boolean,
  question: MazeQuestion,
  cells: boolean,
  by: string,
  search: SolveMazeOptions,
): AnswerCheck {
  const solution = question === 'first' ? firstMazePath(grid, search) : solveMaze(grid, search);
  if (!solution.solvable)
    return none ? agreed(answer, ' (there is no path)') : differed(answer, by, 'but there is no path (-1)');
  const steps = solution.moves;
  const length = cells ? steps + 1 : steps;
  if (!none && answer.kind === 'number' && answer.value === BigInt(length)) return agreed(answer);
  const unit = cells ? counted(length, 'cell') : counted(steps, 'step');
  // The other count, when the paste gives it: a path's cells for its steps, or its steps for its cells.
  const other = cells ? steps : steps + 1;
  const slip =
    answer.kind === 'number' && answer.value === BigInt(other)
      ? cells
        ? ` (${counted(steps, 'step')}: the paste counts steps)`
        : ` (${counted(steps + 1, 'cell')}: the paste counts cells, as --open 0 --moves 8 does for LeetCode)`
      : '';
  const path = solution.directions === '' ? '(none: the start is the goal)' : solution.directions;
  const which = question === 'first' ? 'the first path' : 'the shortest path';
  return differed(answer, by, `${which} has ${unit}${slip}, e.g. ${exampleOf([path], '', 1).slice(0, 80)}`);
}

// One path as the answer: for the shortest, any legal path from the start to the goal with the
// fewest steps (a maze has many); for the textbook's first, that path itself.
function againstOnePath(
  grid: MazeGrid,
  answer: Extract<PastedAnswer, { kind: 'paths' }>,
  question: 'shortest' | 'first',
  by: string,
  search: SolveMazeOptions,
): AnswerCheck {
  const [path] = answer.value;
  const solution = question === 'first' ? firstMazePath(grid, search) : solveMaze(grid, search);
  if (!solution.solvable) return differed(answer, by, 'but there is no path');
  if (question === 'first')
    return path === solution.directions
      ? agreed(answer)
      : differed(answer, by, `the textbook backtracking's first path is ${solution.directions}`);
  const walked = replayDirections(grid, path, search.moves ?? 4);
  if (!walked.ok) return differed(answer, by, `which is no path here: ${walked.problem}`);
  return path.length === solution.moves
    ? agreed(answer, ` (a shortest path, ${counted(solution.moves, 'step')})`)
    : differed(
        answer,
        by,
        `a path of ${counted(path.length, 'step')}; the shortest has ${counted(solution.moves, 'step')}, e.g. ${exampleOf([solution.directions], '', 1).slice(0, 80)}`,
      );
}

// GfG's list of every path, sorted: listed against the maze's, one path more than the paste gives.
function againstPaths(
  grid: MazeGrid,
  answer: Extract<PastedAnswer, { kind: 'paths' }>,
  by: string,
  search: SolveMazeOptions,
): AnswerCheck {
  // The maze's paths, as far as needed: one more than the paste lists, and a few to show.
  const most = Math.max(answer.value.length, SHOWN_PATHS) + 1;
  const paths: string[] = [];
  for (const path of allMazePaths(grid, search)) {
    paths.push(path);
    if (paths.length === most) break;
  }
  const pasted = [...answer.value].sort();
  if (paths.length === pasted.length && paths.every((path, k) => path === pasted[k])) return agreed(answer);
  if (paths.length === 0) return differed(answer, by, 'but there is no path');
  const listed =
    paths.length === most
      ? `the paths include ${exampleOf(paths, ' ', SHOWN_PATHS)} (${most} at least)`
      : `the ${counted(paths.length, 'path')} ${paths.length === 1 ? 'is' : 'are'} ${exampleOf(paths, ' ', SHOWN_PATHS)}`;
  return differed(answer, by, listed);
}

// The paths a verdict shows at most.
const SHOWN_PATHS = 8;

// The textbook backtracking's solution matrix.
function againstMatrix(
  grid: MazeGrid,
  answer: Extract<PastedAnswer, { kind: 'matrix' }>,
  by: string,
  search: SolveMazeOptions,
): AnswerCheck {
  const first = firstMazePath(grid, search);
  if (!first.solvable) return differed(answer, by, 'but there is no path');
  const same =
    first.matrix.length === answer.value.length &&
    first.matrix.every(
      (row, r) =>
        row.length === answer.value[r].length && row.every((cell, c) => cell === answer.value[r][c]),
    );
  return same
    ? agreed(answer)
    : differed(
        answer,
        by,
        `the textbook backtracking's first path is ${first.directions} (its matrix ${JSON.stringify(first.matrix).slice(0, 60)})`,
      );
}
