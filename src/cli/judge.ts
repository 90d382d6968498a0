import { SHARED_STATUSES } from './statuses.js';
import { addPlainColorOptions } from './options.js';
import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import { BoardpathError, type MazeMoves, PUZZLES, type Puzzle } from '../index.js';
import { judgeProgram, type JudgeReport } from '../node.js';
import {
  MOST_CASES,
  MOST_JOBS,
  type JudgeOptions,
  type JudgeProgress,
  ANY_JUDGE_FORMAT,
  SOLUTION_FUNCTIONS,
  JUDGE_MODES,
  type JudgeMode,
  endLeftovers,
  progressLine,
  renderJudgeReport,
  MAZE_MOVES,
  wholeNumber,
  printable,
  ORDER_NAMES,
  type BoardOrder,
} from '../internal.js';
import { addOrderOptions } from './generate-options.js';
import { outJson, systemReason } from './io.js';
import { withSignalsHeld, writeFileSafely } from './safe-write.js';
import { checkSaveRequest, saveFailing } from './judge-save.js';
import { asWritten, numberBy, readNumber } from './numbers.js';
import type { CliIO, CommandContext } from './types.js';

// Besides these, the flags of boards made to order, each named as the library option it sets (ORDER_NAMES).
interface JudgeCliOptions extends Partial<Record<string, unknown>> {
  solution?: string;
  mode?: JudgeMode;
  moves?: `${MazeMoves}`;
  format?: string;
  cases?: number;
  case?: number;
  seed?: string;
  size?: [number, number];
  timeLimit?: number;
  jobs?: number;
  shrink?: boolean;
  shrinkTime?: number;
  exhaustive?: number;
  save?: string | false;
  saveTest?: string;
  saveCases?: string;
  json?: boolean;
}

/** The order flags given, as the library's `generate` option; undefined when none is. */
function boardOrderOf(options: JudgeCliOptions): BoardOrder | undefined {
  const given = ORDER_NAMES.filter((name) => options[name] !== undefined);
  return given.length === 0 ? undefined : Object.fromEntries(given.map((name) => [name, options[name]]));
}

/** Each maze question as the help says it. */
const MODES_WORDS: Readonly<Record<JudgeMode, string>> = {
  shortest: 'shortest (the fewest steps, -1 for none)',
  cells: 'cells (LeetCode 1091: 0 is open, 8 moves, the cells on the path)',
  all: "all (GfG's rat: every path, sorted)",
  count: 'count (how many paths)',
};

/** `A..B` or `N`: the sides of the boards. */
function sizeOption(value: string): [number, number] {
  const match = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(value);
  const sizes = match ? [Number(match[1]), Number(match[2] ?? match[1])] : [];
  if (sizes.length !== 2 || sizes[0] > sizes[1] || sizes[0] < 1 || sizes[1] > 1000)
    throw new InvalidArgumentError(
      `expected the sides as A..B (such as 2..20) or N, not ${asWritten(value)}.`,
    );
  return sizes as [number, number];
}

/** Seconds, as `2`, `0.5`, `2s` or `500ms`. */
function secondsOption(most: number): (value: string) => number {
  return (value) => {
    const match = /^\s*([\d.e+]+?)\s*(ms|s)?\s*$/i.exec(value);
    const number = match ? readNumber(match[1]) : undefined;
    const seconds = number === undefined ? NaN : match![2]?.toLowerCase() === 'ms' ? number / 1000 : number;
    if (!(seconds > 0 && seconds <= most))
      throw new InvalidArgumentError(
        `expected seconds above 0 and at most ${most}, such as 2, 0.5 or 500ms, not ${asWritten(value)}.`,
      );
    return seconds;
  };
}

/** A word as a shell reads it back: quoted when it holds anything but plain characters. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * `boardpath judge <puzzle> [options] -- COMMAND…` or `--solution FILE`: the program run on boards
 * made to break solutions, its answers compared with boardpath's, the first failing board shrunk.
 */
export function judgeCommand(context: CommandContext): Command {
  const command = new Command('judge')
    .summary('judge a program on boards made to break it; shrink the first failing one')
    .description(
      "Runs a program (after --) once per board, the board on its standard input, or a solution file's function " +
        "(LeetCode's, GfG's) through a driver, and compares its answers with boardpath's in the problem's own " +
        'convention. The first failing board (a wrong answer, a crash, a time-out) is shrunk while the program ' +
        'still fails the same way, printed with both answers and saved.',
    )
    .usage('<puzzle> [options] (-- COMMAND… | --solution FILE)')
    .addArgument(new Argument('<puzzle>', 'the puzzle the program answers').choices(PUZZLES))
    .argument('[command...]', 'the program and its arguments, after --')
    .option('--solution <file>', 'a solution file (.py, .js, .cpp, .java) whose function is called per board')
    .addOption(
      new Option(
        '--mode <mode>',
        `the maze question: ${JUDGE_MODES.map((m) => MODES_WORDS[m]).join(', ')}`,
      ).choices(JUDGE_MODES),
    )
    .addOption(
      new Option('--moves <n>', 'the maze moves (default 8 for --mode cells, else 4)').choices(
        MAZE_MOVES.map(String),
      ),
    )
    .addOption(
      new Option(
        '--format <format>',
        "the board's notation on standard input (default: leetcode, json, course by puzzle)",
      ).choices(ANY_JUDGE_FORMAT),
    )
    .addOption(
      new Option('--cases <n>', 'how many boards (default 500)').argParser(
        numberBy(wholeNumber(1, MOST_CASES)),
      ),
    )
    .addOption(
      new Option('--case <n>', 'judge case n alone (with --seed: a failing case again)').argParser(
        numberBy(wholeNumber(1, MOST_CASES)),
      ),
    )
    .option('--seed <text>', 'the same seed and options make the same boards (default: a new one)')
    .addOption(
      new Option(
        '--size <A..B>',
        'the rows (and columns) of the boards: snakes 2..20, maze 1..12, tokens 2..8',
      ).argParser(sizeOption),
    )
    .addOption(new Option('--time-limit <seconds>', 'per run (default 2)').argParser(secondsOption(3600)))
    .addOption(
      new Option('--jobs <n>', 'runs at once (default: the cores)').argParser(
        numberBy(wholeNumber(1, MOST_JOBS)),
      ),
    )
    .addOption(
      new Option('--shrink-time <seconds>', 'the most time shrinking may take (default 60)').argParser(
        secondsOption(86_400),
      ),
    )
    .addOption(
      new Option(
        '--exhaustive <cells>',
        'first every board of at most this many cells, smallest first (a failure found is the smallest; default: the smallest boards, at most 100; 0: none)',
      ).argParser(numberBy(wholeNumber(0, 1000))),
    )
    .option('--no-shrink', 'report the first failing board as it was made')
    .option('--save <file>', 'where to save the failing board (default: boardpath-failing.json or .txt)')
    .option('--no-save', 'do not save the failing board')
    .option('--save-test <file>', "save the failing case as a unit test in the solution's language")
    .option(
      '--save-cases <dir>',
      'save the failing case as name.in and name.out in a folder, as oj test reads it',
    )
    .option('--json', 'print one JSON summary on standard output and nothing else');
  addPlainColorOptions(command);
  addOrderOptions(
    command,
    'Boards made to order instead, as boardpath generate makes them (each puzzle its own):',
  ).addHelpText(
    'after',
    `
Solution files define a function (alone or in a class Solution) named
  ${Object.keys(SOLUTION_FUNCTIONS).join(', ')}
and are run through a driver: Python and JavaScript as they are, C++ and Java compiled
with the g++ and javac on the PATH. How the judge works: docs/judge.md.

Examples:
  $ boardpath judge snakes --solution sol.py                 LeetCode 909 in Python, 500 boards
  $ boardpath judge snakes --size 2..6 -- python3 stdin.py   a program reading the board on stdin
  $ boardpath judge maze --mode cells --solution sol.cpp     LeetCode 1091 in C++
  $ boardpath judge snakes --fewest -1 --solution sol.py     only boards with no way to the end
  $ boardpath judge snakes --seed 7 --case 31 -- ./a.out     case 31 of seed 7 again

Exit status: 0 every case passed, 1 a failing case was found, 2 bad usage, ${SHARED_STATUSES}.`,
  );
  command.action(async (puzzle: Puzzle, words: string[], options: JudgeCliOptions) => {
    const { io } = context;
    if (words.length > 0 && options.solution !== undefined)
      throw new BoardpathError('E_USAGE', 'give a command after -- or --solution FILE, not both');
    if (words.length === 0 && options.solution === undefined)
      throw new BoardpathError('E_USAGE', 'nothing to judge: give a command after -- or --solution FILE');
    const request = {
      puzzle,
      solution: options.solution,
      saveTest: options.saveTest,
      saveCases: options.saveCases,
    };
    checkSaveRequest(request);
    const started = Date.now();
    const progress = progressWriter(io, Boolean(options.json));
    const stop = new AbortController();
    const deferred = io.deferInterrupt?.();
    const watch = deferred && setInterval(() => deferred.interrupted() && stop.abort(), 50);
    let report: JudgeReport;
    try {
      report = await judgeProgram({
        puzzle,
        ...(words.length > 0 ? { command: words } : { solution: options.solution }),
        mode: options.mode,
        moves: options.moves === undefined ? undefined : (Number(options.moves) as MazeMoves),
        format: options.format,
        generate: boardOrderOf(options),
        cases: options.cases,
        caseNumber: options.case,
        exhaustive: options.exhaustive ?? 'fast',
        seed: options.seed,
        size: options.size,
        timeLimit: options.timeLimit,
        jobs: options.jobs,
        shrink: options.shrink,
        shrinkTime: options.shrinkTime,
        signal: stop.signal,
        progress: progress.update,
      } satisfies JudgeOptions);
    } finally {
      if (watch) clearInterval(watch);
      progress.wipe();
    }
    const seconds = (Date.now() - started) / 1000;
    const saving =
      report.failure && options.save !== false ? await saveBoard(report, options.save) : undefined;
    const saved = saving && 'saved' in saving ? saving.saved : undefined;
    const notSaved = saving && 'notSaved' in saving ? saving.notSaved : undefined;
    const also = await saveFailing(report, request);
    if (options.json) {
      const { failure } = report;
      outJson(io, {
        cases: report.cases,
        passed: report.passed,
        failure: failure && {
          kind: failure.kind,
          board: failure.board,
          input: failure.input,
          expected: failure.expected,
          got: failure.got,
          detail: failure.detail,
          seed: failure.seed,
          case: failure.case,
          shrinks: failure.shrinks,
          ...(failure.exhaustive && { exhaustive: failure.exhaustive }),
          // What the board withstands when it is 1-minimal; null when shrinking stopped early.
          minimal: failure.minimal,
        },
        seed: report.seed,
        // The small boards judged before the cases, when they all passed.
        ...(report.exhaustive && { exhaustive: report.exhaustive }),
        // Where the failing board went: its file, or null (`--no-save`, or it could not be written).
        ...(report.failure && { saved: saved ?? null }),
        ...(also.test !== undefined && { savedTest: also.test }),
        ...(also.cases !== undefined && { savedCases: also.cases }),
      });
      // The answer on standard output stays one JSON object: a board that could not be saved is
      // said on standard error.
      if (notSaved !== undefined)
        io.err(`boardpath: the failing board was not saved: ${printable(notSaved)}\n`);
    } else {
      const replay = replayLine(puzzle, options, words, report);
      let text = renderJudgeReport(report, {
        replay,
        saved,
        notSaved,
        timeLimit: options.timeLimit ?? 2,
        more: also.lines,
      });
      if (!report.failure && !report.interrupted)
        text = text.replace(/\n$/, `, in ${seconds.toFixed(1)} s\n`);
      io.out(text);
    }
    context.exitCode = report.failure ? 1 : 0;
    // An interrupt ends the command as Ctrl-C does, once what was found has been printed, and the
    // drivers' folders (kept for the process's life) are gone.
    if (deferred?.interrupted()) endLeftovers();
    deferred?.release();
  });
  return command;
}

/** Draws the progress line on a terminal's standard error, at most ten times a second; else nothing. */
function progressWriter(io: CliIO, json: boolean) {
  const shown = io.stderrIsTTY && !(json && !io.stdoutIsTTY);
  const started = Date.now();
  let last = 0;
  let drawn = false;
  return {
    update: (progress: JudgeProgress) => {
      const now = Date.now();
      if (!shown || now - last < 100) return;
      last = now;
      drawn = true;
      io.err(`\r${progressLine(progress, (now - started) / 1000)}\x1b[K`);
    },
    wipe: () => {
      if (drawn) io.err('\r\x1b[K');
    },
  };
}

/**
 * Saves the failing board to `file` (default `boardpath-failing.<ext>`) through `writeFileSafely`
 * (never through a symbolic link, never half written): the file's name, or a line saying why not.
 */
async function saveBoard(
  report: JudgeReport,
  file: string | undefined,
): Promise<{ saved: string } | { notSaved: string }> {
  const failure = report.failure!;
  const name = file ?? `boardpath-failing.${failure.extension}`;
  try {
    await withSignalsHeld(() => writeFileSafely(name, failure.text));
    return { saved: name };
  } catch (error) {
    if (error instanceof BoardpathError) return { notSaved: `${name}: ${error.message}` };
    return { notSaved: `cannot write ${name}: ${systemReason(error as NodeJS.ErrnoException)}` };
  }
}

/** The command line that judges the failing case again: the same options, its seed and case. */
function replayLine(
  puzzle: Puzzle,
  options: JudgeCliOptions,
  words: readonly string[],
  report: JudgeReport,
): string {
  const parts = ['boardpath', 'judge', puzzle];
  if (options.mode) parts.push('--mode', options.mode);
  if (options.moves) parts.push('--moves', options.moves);
  if (options.format) parts.push('--format', options.format);
  if (options.size) parts.push('--size', `${options.size[0]}..${options.size[1]}`);
  for (const name of ORDER_NAMES) {
    const value = options[name];
    if (value === true) parts.push(`--${name}`);
    else if (Array.isArray(value)) parts.push(`--${name}`, `${value[0]}..${value[1]}`);
    else if (value !== undefined && value !== false) parts.push(`--${name}`, String(value));
  }
  if (options.timeLimit !== undefined) parts.push('--time-limit', String(options.timeLimit));
  if (options.exhaustive) parts.push('--exhaustive', String(options.exhaustive));
  parts.push('--seed', report.seed);
  // A board of --exhaustive's is found again by them: they come first, in the same order.
  if (report.failure && !report.failure.exhaustive) parts.push('--case', String(report.failure.case));
  if (options.solution !== undefined) parts.push('--solution', options.solution);
  else parts.push('--', ...words);
  return parts.map((word) => printable(shellWord(word))).join(' ');
}
