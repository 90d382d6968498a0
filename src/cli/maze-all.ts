// `boardpath maze --all`: every path streamed as it is found, in text or inside one JSON object.
import {
  BoardpathError,
  type MazeGrid,
  allMazePaths,
  solveMaze,
  type MazeFirstSolution,
  type MazeSolution,
  type SolveMazeOptions,
} from '../index.js';
import {
  passes,
  pathsAtLeast,
  shownPaths,
  type PathsAtLeast,
  mazeAnswerJson,
  DEFAULT_ENUMERATION_WORK,
  exponential,
} from '../internal.js';
import type { CommandContext } from './types.js';

// The paths a listing stopped at `limit` writes: `paths` itself when there are no more than that.
function atMost(paths: PathsAtLeast, limit: number): PathsAtLeast {
  if ('exact' in paths) return paths.exact <= BigInt(limit) ? paths : { exact: BigInt(limit) };
  return paths.atLeast <= limit ? paths : { atLeast: limit };
}

/** Writes the answer's JSON a piece at a time (a path can hold millions of cells), then `rest`. */
export function writeAnswer(
  context: CommandContext,
  grid: MazeGrid,
  solution: MazeSolution | MazeFirstSolution,
  rest: string,
): void {
  for (const piece of mazeAnswerJson(grid, solution)) context.io.out(piece);
  context.io.out(rest);
}

/** The paths `--all` lists when no `--limit` says how many: past a million, a listing is not read. */
const DEFAULT_PATH_LIMIT = 1_000_000;

/**
 * The paths `--all` lists on a terminal when no `--limit` says how many: a screenful or so, never a
 * flood (an open 12×12 maze's first million paths are 134 MB of text); a pipe or a file takes
 * `DEFAULT_PATH_LIMIT`.
 */
const TERMINAL_PATH_LIMIT = 1000;

/** The options of the command that `--all` reads. */
export interface AllOptions {
  readonly json?: boolean;
  readonly limit?: number;
  readonly budget?: number;
}

/**
 * Prints each path as soon as it is found (text: one a line; JSON: inside the one object, after the
 * answer's keys and `fields`). Now and then it lets the event loop run, so that a reader that has
 * gone away (`| head`) ends the run and Ctrl-C stops it. However it stops (the limit, the budget,
 * Ctrl-C), the output ends on a whole path: in JSON with the object closed, `"complete": false`;
 * in text, `after` follows the listing. The exit status.
 */
export async function streamAll(
  context: CommandContext,
  grid: MazeGrid,
  options: AllOptions,
  solveOptions: SolveMazeOptions,
  enumerating: SolveMazeOptions,
  fields: string,
  after = '',
): Promise<number> {
  const { io } = context;
  const byDefault = io.stdoutIsTTY ? TERMINAL_PATH_LIMIT : DEFAULT_PATH_LIMIT;
  // The default limit in words: its number, and why it is that.
  const [limitName, limitWhy] = io.stdoutIsTTY
    ? ['1,000', 'the default on a terminal']
    : ['10^6', 'the default limit'];
  const limit = options.limit ?? byDefault;
  const budget = options.budget ?? DEFAULT_ENUMERATION_WORK;
  const shortest = solveMaze(grid, solveOptions);
  // The letters written are work too, within the budget: each path writes at least the shortest
  // path's letters and a line end. With no --limit, a count first when one is quick: a maze whose
  // first million paths need more letters than the budget is refused now, not after the output.
  if (options.limit === undefined && shortest.solvable) {
    const paths = pathsAtLeast(grid, enumerating);
    const listed = paths && atMost(paths, limit);
    if (paths && listed && passes(listed, shortest.moves + 1, budget)) {
      const them = listed === paths ? 'them' : `the first ${limitName} (${limitWhy})`;
      throw new BoardpathError(
        'E_WORK',
        `this maze has ${shownPaths(paths)} ${'exact' in paths && paths.exact === 1n ? 'path' : 'paths'} from the start to the goal${'exact' in paths ? '' : ' (its shortest ones alone)'}: listing ${them} would write more than ${exponential(budget)} letters, the work budget: --count counts them, --limit k lists the first k`,
      );
    }
  }
  if (options.json) writeAnswer(context, grid, shortest, `${fields},"paths":[`);
  const interrupt = io.deferInterrupt?.();
  let count = 0;
  let written = 0;
  let stopped: 'limit' | 'budget' | 'interrupt' | undefined;
  for (const letters of allMazePaths(grid, enumerating)) {
    if (count >= limit) stopped = 'limit';
    else if ((written += letters.length + 1) > budget) stopped = 'budget';
    if (stopped) break;
    if (options.json) io.out((count > 0 ? ',' : '') + JSON.stringify(letters));
    else io.out((letters === '' ? '(empty: the start is the goal)' : letters) + '\n');
    count++;
    if ((count & 0x3ff) === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (interrupt?.interrupted()) {
        stopped = 'interrupt';
        break;
      }
    }
  }
  if (options.json) io.out(`],"count":${count},"complete":${stopped === undefined}}\n`);
  interrupt?.release();
  if (stopped === 'budget')
    throw new BoardpathError(
      'E_WORK',
      `the paths listed passed ${exponential(budget)} letters, the work budget: the paths grow exponentially with the grid, --count counts them, --limit k lists the first k`,
    );
  const shown = `${count} ${count === 1 ? 'path' : 'paths'}`;
  if (options.json || stopped === 'interrupt') return shortest.solvable ? 0 : 1;
  if (stopped === 'limit' && options.limit !== undefined)
    io.out(`(${shown} shown: stopped at --limit ${options.limit})\n`);
  else if (stopped === 'limit')
    io.out(`(${shown} shown: stopped at ${limitName}, ${limitWhy}; --limit k lists k)\n`);
  else io.out(count === 0 ? 'No path from the start to the goal.\n' : `(${shown})\n`);
  io.out(after);
  return shortest.solvable ? 0 : 1;
}
