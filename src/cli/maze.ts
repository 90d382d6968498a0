import { SHARED_STATUSES } from './statuses.js';
import { Command, Option } from 'commander';
import {
  BoardpathError,
  type Cell,
  type MazeFormat,
  type MazeGrid,
  type MazeMoves,
  type OpenCell,
  withEnds,
  endsOf,
  firstMazePath,
  checkMazeAnswer,
  type MazeQuestion,
  renderMaze,
  solveMaze,
  type SolveMazeOptions,
  type PastedExample,
} from '../index.js';
import {
  counted,
  gridOf,
  MAZE_FORMATS,
  MAZE_MOVES,
  OPEN_CELLS,
  countsByMates,
  maxWorkSchema,
  wholeNumber,
  wordList,
} from '../internal.js';
import { mazeLevels } from '../engine.js';
import { countMazePathsAsync, type Threads } from '../node.js';
import { numberBy } from './numbers.js';
import { MemoryLedger } from './ledger.js';
import type { ProgressWords } from './progress-words.js';
import { filesOrStdin } from './stdin.js';
import { answerEachFile } from './each-file.js';
import { streamAll, writeAnswer } from './maze-all.js';
import { readMazes } from './read-maze.js';
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
import {
  addPasteOptions,
  checkExamples,
  checkStatus,
  checkText,
  exampleHeading,
  expectedOf,
  extraJson,
  levelsText,
  type LevelWords,
  type PasteCliOptions,
} from './pasted.js';

/** Each digit of an open cell in the help's words. */
const OPEN_WORDS: Readonly<Record<OpenCell, string>> = {
  1: '1 open, 0 blocked, the default',
  0: "0 open, 1 blocked, as LeetCode's binary matrix",
};

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

interface MazeOptions extends CommonOptions, PasteCliOptions {
  format?: MazeFormat;
  open?: `${OpenCell}`;
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

/** `boardpath maze [FILE...]`: the shortest path (or the textbook first, all of them, how many). */
export function mazeCommand(context: CommandContext): Command {
  const command = new Command('maze')
    .summary('Rat in a Maze: the shortest path, the first, all of them, how many')
    .description(
      'Rat in a Maze: from the start (top-left, or S) to the goal (bottom-right,\n' +
        'or G) over open cells. Default: the shortest path, drawn, with its directions.\n' +
        'Steps: D down, L left, R right, U up; diagonals b down-left, n down-right,\n' +
        'u up-right, y up-left.',
    )
    .argument(
      '[FILE...]',
      'maze files, each answered in turn, - for standard input (default: standard input when something is piped to it)',
    )
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
    )
    .addOption(
      new Option(
        '--open <digit>',
        `the digit of an open cell in rows and JSON: ${wordList(OPEN_CELLS.map((digit) => `${digit} (${OPEN_WORDS[digit]})`))}`,
      ).choices(OPEN_CELLS.map(String)),
    );
  addPasteOptions(command, 'cells');
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
  $ boardpath maze grid.txt --open 0 --moves 8 LeetCode's binary matrix: 0 open, the length in cells
  $ boardpath maze a.txt b.txt --json          a JSON line for each file, its "file" named

Exit status: 0 a path exists, 1 no path (a blocked start or goal included) or the answer checked
differs, 2 bad input or usage, ${SHARED_STATUSES}.`,
  );
  command.action(async (given: string[], options: MazeOptions) => {
    const { io } = context;
    const sources = filesOrStdin(io, given);
    if (sources.length === 0)
      throw new BoardpathError(
        'E_USAGE',
        'give a maze file, or - for standard input (nothing is piped to standard input)',
      );
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
    // One limit, read once (free memory drops as the input is read), for each file in turn.
    const maxMemory = memoryLimit(io, options);
    context.exitCode = await answerEachFile(context, sources, options, (source, run, file) =>
      answerFile(run, source, options, maxMemory, file),
    );
  });
  return command;
}

/** Answers the mazes of one file, each example of a paste in turn; the exit status. */
async function answerFile(
  context: CommandContext,
  source: string,
  options: MazeOptions,
  maxMemory: number,
  file: string | undefined,
): Promise<number> {
  const { examples, drawn } = await readMazes(context.io, source, options, maxMemory);
  checkExamples(examples, options);
  const several = examples.length > 1;
  let status = 0;
  for (const example of examples) {
    if (several && example.example > 1 && !options.json) context.io.out('\n');
    let grid: MazeGrid;
    try {
      grid = withEnds(example.board, { start: options.start, goal: options.goal });
    } catch (error) {
      throw error instanceof BoardpathError ? new BoardpathError('E_USAGE', error.message) : error;
    }
    // The grid stays in memory while it is searched: the rest of the limit is the search's.
    const ledger = new MemoryLedger(maxMemory);
    ledger.hold('the grid', grid.rows * grid.columns);
    const shown = { example, several, drawn, file };
    try {
      status = Math.max(status, await answer(context, grid, options, ledger.left(), shown));
    } catch (error) {
      throw ledger.explained(error);
    }
  }
  return status;
}

/**
 * What is shown of one maze: its example of the paste, whether the input is a drawing, and the file
 * its JSON names when the command was given several.
 */
interface Shown {
  readonly example: PastedExample<MazeGrid>;
  readonly several: boolean;
  readonly drawn: boolean;
  readonly file: string | undefined;
}

/** The answer the options ask for (shortest, first, all, count), within `maxMemory`; the exit status. */
async function answer(
  context: CommandContext,
  grid: MazeGrid,
  options: MazeOptions,
  maxMemory: number,
  shown: Shown,
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
  const question: MazeQuestion = options.first
    ? 'first'
    : options.count
      ? 'count'
      : options.all
        ? 'all'
        : 'shortest';
  const cells = options.open === '0' && moves === 8;
  const levels = options.levels ? mazeLevels(grid, { moves, maxMemory, signal: io.signal }) : null;
  const expected = expectedOf(shown.example, options);
  const check = expected
    ? checkMazeAnswer(grid, expected.text, {
        ...solveOptions,
        progress: undefined,
        question,
        cells,
        by: expected.by,
      })
    : null;
  const extra = extraJson(shown.example, shown.several, check, levels, shown.file);
  const after = levelsText(levels, CELL_WORDS) + checkText(check);
  const heading = (summary: string) => {
    if (shown.several && !options.json) io.out(exampleHeading(shown.example, summary));
  };

  if (options.all) {
    heading(`every path, in dictionary order (${moves} moves)`);
    const status = await streamAll(
      context,
      grid,
      options,
      solveOptions,
      enumerating,
      `,"maze":${JSON.stringify(about)}${extra}`,
      after,
    );
    return Math.max(status, checkStatus(check));
  }
  if (options.count) {
    const shortest = solveMaze(grid, solveOptions);
    const count = await countMazePathsAsync(grid, {
      ...enumerating,
      progress: io.progress?.(countWords(grid, moves)),
      threads: threadsOf(options.threads),
    });
    heading(counted(count, 'path'));
    if (options.json)
      writeAnswer(context, grid, shortest, `,"count":"${count}","maze":${JSON.stringify(about)}${extra}}\n`);
    else
      io.out(
        `${count} ${count === 1n ? 'path' : 'paths'} from the start to the goal (${moves} moves, no cell twice)\n${after}`,
      );
    return Math.max(count > 0n ? 0 : 1, checkStatus(check));
  }
  const solution = options.first ? firstMazePath(grid, enumerating) : solveMaze(grid, solveOptions);
  const length = cells ? `,"pathCells":${solution.solvable ? solution.moves + 1 : null}` : '';
  if (options.json) {
    writeAnswer(context, grid, solution, `,"maze":${JSON.stringify(about)}${length}${extra}}\n`);
    return Math.max(solution.solvable ? 0 : 1, checkStatus(check));
  }
  heading(solution.solvable ? `${question} path ${counted(solution.moves, 'step')}` : 'no path');
  io.out(
    renderMaze(grid, solution, { moves, first: question === 'first', paint: await colorsFor(io, options) }),
  );
  if (cells && solution.solvable)
    io.out(
      `Path length: ${counted(solution.moves + 1, 'cell')}, start and goal included (LeetCode's count)\n`,
    );
  if (!solution.solvable && !shown.drawn && options.open !== '0') io.out(openZeroHint(grid, solveOptions));
  io.out(after);
  return Math.max(solution.solvable ? 0 : 1, checkStatus(check));
}

/** How the levels of a maze are said. */
const CELL_WORDS: LevelWords<Cell> = {
  states: 'cells',
  move: 'step',
  write: ([row, column]) => `${row},${column}`,
  never: 'the goal is never reached',
};

/**
 * A line for a maze with no path because its start or goal is blocked, when the same grid read
 * with 0 as the open cell has a path (LeetCode's binary matrix writes 0 for open): try `--open 0`.
 * Empty otherwise. Cost: a copy of the cells and a search, when the start or goal is blocked.
 */
function openZeroHint(grid: MazeGrid, options: SolveMazeOptions): string {
  if (grid.open[grid.start] === 1 && grid.open[grid.goal] === 1) return '';
  try {
    const turned = gridOf(
      grid.rows,
      grid.columns,
      grid.open.map((cell) => cell ^ 1),
      endsOf(grid),
    );
    const solution = solveMaze(turned, { ...options, progress: undefined });
    if (!solution.solvable) return '';
    return `Read with 0 as the open cell (as LeetCode's binary matrix writes it), this grid has a path of ${counted(solution.moves, 'step')}: try --open 0\n`;
  } catch {
    // Too big to turn over within the limit: no suggestion.
    return '';
  }
}

/**
 * The words of the count's progress line: the count by sweep (4 moves), by mates (8 moves, when the
 * maze is narrow enough for it) or the backtracking that counts the rest.
 */
function countWords(grid: MazeGrid, moves: MazeMoves): ProgressWords {
  if (moves === 4) return 'frontier';
  return moves === 8 && countsByMates(grid, grid.start, grid.goal, 8) ? 'steps' : 'backtracking';
}
