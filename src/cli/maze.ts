import { Command, Option } from 'commander';
import { BoardpathError } from '../errors.js';
import { MAZE_MOVES, type MazeGrid, type MazeMoves } from '../puzzles/maze/board/board.js';
import { withEnds } from '../puzzles/maze/board/grid-from.js';
import { endsOf, MAZE_FORMATS, parseMaze, type MazeFormat } from '../puzzles/maze/board/formats.js';
import { allMazePaths, firstMazePath } from '../puzzles/maze/paths/paths.js';
import { renderMaze } from '../puzzles/maze/solve/render.js';
import {
  solveMaze,
  type MazeFirstSolution,
  type MazeSolution,
  type SolveMazeOptions,
} from '../puzzles/maze/solve/solve.js';
import { mazeAnswerJson } from '../puzzles/maze/solve/answer-json.js';
import { countMazePathsAsync } from '../puzzles/maze/paths/count-threads.js';
import { countsByMates } from '../puzzles/maze/paths/mate-grid.js';
import { passes, pathsAtLeast, shownPaths, type PathsAtLeast } from '../puzzles/maze/paths/count-maze.js';
import { DEFAULT_ENUMERATION_WORK } from '../search/backtrack.js';
import { maxWorkSchema, wholeNumber } from '../options.js';
import { exponential, wordList } from '../words.js';
import { numberBy } from './numbers.js';
import { MemoryLedger } from './ledger.js';
import type { ProgressWords } from './progress-words.js';
import { readInputBytes } from './io.js';
import { readPrintedRows } from './read-maze.js';
import type { CommandContext } from './types.js';
import {
  addCommonOptions,
  cellOption,
  colorsFor,
  formatsHelp,
  memoryLimit,
  THREAD_COUNTS,
  THREAD_COUNTS_WORDS,
  threadsOf,
  type CommonOptions,
} from './options.js';
import type { Threads } from '../threads/threads.js';

/** Each move set in the help's words. */
const MOVES_WORDS: Readonly<Record<MazeMoves, string>> = {
  2: 'down, right',
  4: 'the four sides',
  8: 'also diagonally',
};

/** Each format as the help shows it. */
const FORMATS_WORDS: Readonly<Record<MazeFormat, string>> = {
  json: '[[1,0,0],[1,1,0],[0,1,1]]       1 = open, 0 = blocked\nor {"grid": [[…]], "start": [r, c], "goal": [r, c]}',
  text: 'rows of 0/1 digits, separated by spaces, commas or nothing',
  art: '# blocked, . open, S start, G goal',
};

interface MazeOptions extends CommonOptions {
  format?: MazeFormat;
  moves: string;
  first?: boolean;
  all?: boolean;
  count?: boolean;
  limit?: number;
  budget?: number;
  threads?: `${Exclude<Threads, 'auto'>}`;
  start?: [number, number];
  goal?: [number, number];
}

/** `boardpath maze [FILE|-]`: the shortest path (or the textbook first, all of them, how many). */
export function mazeCommand(context: CommandContext): Command {
  const command = new Command('maze')
    .summary('Rat in a Maze: the shortest path, the first, all of them, how many')
    .description(
      'Rat in a Maze: from the start (top-left, or S) to the goal (bottom-right,\n' +
        'or G) over open cells. Default: the shortest path, drawn, with its directions.\n' +
        'Steps: D down, L left, R right, U up; diagonals b down-left, n down-right,\n' +
        'u up-right, y up-left.',
    )
    .argument('<file>', 'a maze file, or - for standard input')
    .addOption(
      new Option(
        '--moves <n>',
        `the moves allowed: ${wordList(MAZE_MOVES.map((moves) => `${moves} (${MOVES_WORDS[moves]})`))}`,
      )
        .choices(MAZE_MOVES.map(String))
        .default('4'),
    )
    .option(
      '--first',
      'the textbook backtracking: the first path depth-first search finds, and its 0/1 solution matrix',
    )
    .option('--all', 'every path that visits no cell twice, in dictionary order, printed as found')
    .addOption(
      new Option('--limit <k>', 'with --all: stop after k paths').argParser(numberBy(wholeNumber(0))),
    )
    .addOption(
      new Option(
        '--budget <steps>',
        'the work budget (default 1e9): the backtracking steps of --first and --all (and the letters --all writes), the frontier states of the 8-move --count',
      ).argParser(numberBy(maxWorkSchema)),
    )
    .option(
      '--count',
      'how many paths visit no cell twice, exactly, by frontier dynamic programming (open 12×12 in a second; with 8 moves, open 8×8 in a second, and backtracking past 11 cells across)',
    )
    .addOption(
      new Option(
        '--threads <n>',
        `with --count: count on ${THREAD_COUNTS_WORDS} threads (default: 2 once a step holds enough states to pay for starting the second, if a core is free)`,
      ).choices(THREAD_COUNTS),
    )
    .addOption(
      new Option(
        '--start <row,col>',
        'the start cell, counted from 0 (default: S, else the top-left)',
      ).argParser(cellOption),
    )
    .addOption(
      new Option(
        '--goal <row,col>',
        'the goal cell, counted from 0 (default: G, else the bottom-right)',
      ).argParser(cellOption),
    )
    .addOption(
      new Option('--format <format>', 'the input format (detected when absent)').choices(MAZE_FORMATS),
    );
  addCommonOptions(command).addHelpText(
    'after',
    `
Formats (the rules and every notation: docs/rules.md):
${formatsHelp(MAZE_FORMATS, FORMATS_WORDS, 7)}

Examples:
  $ boardpath maze maze.txt                    the shortest path, drawn
  $ boardpath maze maze.txt --first --moves 2  the textbook backtracking and its solution matrix
  $ boardpath maze maze.txt --all --limit 10   the first ten paths in dictionary order
  $ boardpath maze maze.txt --count --json     {"count": "…"} as an exact decimal string

Exit status: 0 a path exists, 1 no path (a blocked start or goal included), 2 bad input or usage.`,
  );
  command.action(async (source: string, options: MazeOptions) => {
    const { io } = context;
    const modes = (['first', 'all', 'count'] as const).filter((mode) => options[mode]);
    if (modes.length > 1)
      throw new BoardpathError(
        'E_USAGE',
        `choose one of --first, --all and --count, not ${modes.map((mode) => `--${mode}`).join(' and ')}`,
      );
    if (options.limit !== undefined && !options.all)
      throw new BoardpathError('E_USAGE', '--limit applies to --all');
    if (options.threads !== undefined && !options.count)
      throw new BoardpathError('E_USAGE', '--threads applies to --count');
    // One limit for the whole command, read once: free memory drops as the input is read.
    const maxMemory = memoryLimit(io, options);
    let grid = await readGrid(context, source, options, maxMemory);
    try {
      grid = withEnds(grid, { start: options.start, goal: options.goal });
    } catch (error) {
      throw error instanceof BoardpathError ? new BoardpathError('E_USAGE', error.message) : error;
    }
    // The grid stays in memory while it is searched: the rest of the limit is the search's.
    const ledger = new MemoryLedger(maxMemory);
    ledger.hold('the grid', grid.rows * grid.columns);
    try {
      context.exitCode = await answer(context, grid, options, ledger.left());
    } catch (error) {
      throw ledger.explained(error);
    }
  });
  return command;
}

// The maze in FILE (or standard input): digit rows as programs print them a piece at a time, any
// other file whole (its bytes let go once parsed).
async function readGrid(
  context: CommandContext,
  source: string,
  options: MazeOptions,
  maxMemory: number,
): Promise<MazeGrid> {
  const printed =
    (options.format ?? 'text') === 'text' ? readPrintedRows(context.io, source, maxMemory) : null;
  if (printed) return printed;
  const input = await readInputBytes(context.io, source, maxMemory);
  return parseMaze(input.bytes, { format: options.format, file: input.file });
}

/** The answer the options ask for (shortest, first, all, count), within `maxMemory`; the exit status. */
async function answer(
  context: CommandContext,
  grid: MazeGrid,
  options: MazeOptions,
  maxMemory: number,
): Promise<number> {
  const { io } = context;
  const moves = Number(options.moves) as MazeMoves;
  const solveOptions = {
    moves,
    maxMemory,
    signal: io.signal,
    maxWork: options.budget,
    progress: io.progress?.('cells'),
  };
  // The enumerations (and the count with 4 moves) report other numbers than the shortest path's.
  const enumerating = { ...solveOptions, progress: io.progress?.('backtracking') };
  const about = { rows: grid.rows, columns: grid.columns, ...endsOf(grid), moveSet: moves };

  if (options.first) {
    const solution = firstMazePath(grid, enumerating);
    if (options.json) writeAnswer(context, grid, solution, `,"maze":${JSON.stringify(about)}}\n`);
    else io.out(renderMaze(grid, solution, { moves, first: true, paint: await colorsFor(io, options) }));
    return solution.solvable ? 0 : 1;
  }
  if (options.count) {
    const shortest = solveMaze(grid, solveOptions);
    const count = await countMazePathsAsync(grid, {
      ...enumerating,
      progress: io.progress?.(countWords(grid, moves)),
      threads: threadsOf(options.threads),
    });
    if (options.json)
      writeAnswer(context, grid, shortest, `,"count":"${count}","maze":${JSON.stringify(about)}}\n`);
    else
      io.out(
        `${count} ${count === 1n ? 'path' : 'paths'} from the start to the goal (${moves} moves, no cell twice)\n`,
      );
    return count > 0n ? 0 : 1;
  }
  if (options.all) return streamAll(context, grid, options, solveOptions, enumerating, about);
  const solution = solveMaze(grid, solveOptions);
  if (options.json) writeAnswer(context, grid, solution, `,"maze":${JSON.stringify(about)}}\n`);
  else io.out(renderMaze(grid, solution, { moves, paint: await colorsFor(io, options) }));
  return solution.solvable ? 0 : 1;
}

/**
 * The words of the count's progress line: the count by sweep (4 moves), by mates (8 moves, when the
 * maze is narrow enough for it) or the backtracking that counts the rest.
 */
function countWords(grid: MazeGrid, moves: MazeMoves): ProgressWords {
  if (moves === 4) return 'frontier';
  return moves === 8 && countsByMates(grid, grid.start, grid.goal, 8) ? 'steps' : 'backtracking';
}

// The paths a listing stopped at `limit` writes: `paths` itself when there are no more than that.
function atMost(paths: PathsAtLeast, limit: number): PathsAtLeast {
  if ('exact' in paths) return paths.exact <= BigInt(limit) ? paths : { exact: BigInt(limit) };
  return paths.atLeast <= limit ? paths : { atLeast: limit };
}

// Writes the answer's JSON a piece at a time (a path can hold millions of cells), then `rest`.
function writeAnswer(
  context: CommandContext,
  grid: MazeGrid,
  solution: MazeSolution | MazeFirstSolution,
  rest: string,
): void {
  for (const piece of mazeAnswerJson(grid, solution)) context.io.out(piece);
  context.io.out(rest);
}

/** The paths `--all` lists when no `--limit` says how many: past a million, a listing is not read. */
export const DEFAULT_PATH_LIMIT = 1_000_000;

// Prints each path as soon as it is found (text: one a line; JSON: inside the one object). Now and
// then it lets the event loop run, so that a reader that has gone away (`| head`) ends the run and
// Ctrl-C stops it. However it stops (the limit, the budget, Ctrl-C), the output ends on a whole
// path: in JSON with the object closed, `"complete": false`.
async function streamAll(
  context: CommandContext,
  grid: MazeGrid,
  options: MazeOptions,
  solveOptions: SolveMazeOptions,
  enumerating: SolveMazeOptions,
  about: object,
): Promise<number> {
  const { io } = context;
  const limit = options.limit ?? DEFAULT_PATH_LIMIT;
  const budget = options.budget ?? DEFAULT_ENUMERATION_WORK;
  const shortest = solveMaze(grid, solveOptions);
  // The letters written are work too, within the budget: each path writes at least the shortest
  // path's letters and a line end. With no --limit, a count first when one is quick: a maze whose
  // first million paths need more letters than the budget is refused now, not after the output.
  if (options.limit === undefined && shortest.solvable) {
    const paths = pathsAtLeast(grid, enumerating);
    const listed = paths && atMost(paths, limit);
    if (paths && listed && passes(listed, shortest.moves + 1, budget)) {
      const them = listed === paths ? 'them' : 'the first 10^6 (the default limit)';
      throw new BoardpathError(
        'E_WORK',
        `this maze has ${shownPaths(paths)} ${'exact' in paths && paths.exact === 1n ? 'path' : 'paths'} from the start to the goal${'exact' in paths ? '' : ' (its shortest ones alone)'}: listing ${them} would write more than ${exponential(budget)} letters, the work budget: --count counts them, --limit k lists the first k`,
      );
    }
  }
  if (options.json) writeAnswer(context, grid, shortest, `,"maze":${JSON.stringify(about)},"paths":[`);
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
    io.out(`(${shown} shown: stopped at 10^6, the default limit; --limit k lists k)\n`);
  else io.out(count === 0 ? 'No path from the start to the goal.\n' : `(${shown})\n`);
  return shortest.solvable ? 0 : 1;
}
