import { SHARED_STATUSES } from './statuses.js';
import { Argument, Command, Option } from 'commander';
import {
  BoardpathError,
  withFaces,
  type SnakesBoard,
  type SnakesFormat,
  BUILT_IN_BOARDS,
  parseSnakesExamples,
  renderSnakes,
  solveSnakes,
  type SnakesSolution,
  checkSnakesAnswer,
  type PastedExample,
} from '../index.js';
import {
  SNAKES_FORMATS,
  isBuiltInBoard,
  jumpCount,
  facesSchema,
  SNAKES_METHODS,
  type SnakesMethod,
  gameLengthLine,
  nearName,
} from '../internal.js';
import { snakesLevels, type SearchLevels } from '../engine.js';
import { outJson, readInputBytes } from './io.js';
import { filesOrStdin } from './stdin.js';
import { answerEachFile } from './each-file.js';
import { READING_COSTS } from './reading-cost.js';
import { readBoardFile } from './read-snakes.js';
import type { CliIO } from './types.js';
import type { CommandContext } from './types.js';
import { numberBy } from './numbers.js';
import { MemoryLedger } from './ledger.js';
import {
  addCommonOptions,
  choicesAutoLast,
  colorsFor,
  completesAlso,
  formatsHelp,
  memoryLimit,
  type CommonOptions,
} from './options.js';
import { addAnalyzeOptions, runAnalysis, wantsAnalysis, type AnalyzeCliOptions } from './snakes-analyze.js';
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

interface SnakesOptions extends CommonOptions, AnalyzeCliOptions, PasteCliOptions {
  format?: SnakesFormat;
  faces?: number;
  chain?: boolean;
  method?: SnakesMethod;
}

/** Each format as the help shows it. */
const FORMATS_WORDS: Readonly<Record<SnakesFormat, string>> = {
  board: '{"squares": 100, "ladders": {"1": 38}, "snakes": {"16": 6}, "start": 0}',
  leetcode:
    'an n×n array of rows, -1 or the square a jump leads to; squares 1…n² boustrophedon from the bottom-left',
  moves: 'an array move[0…N-1] of -1 or the square a jump leads to; start on 0, goal N-1',
};

/** Each search as the help says it. */
const METHODS_WORDS: Readonly<Record<SnakesMethod, string>> = {
  auto: 'auto',
  squares: 'square by square (the textbook way)',
  levels: 'whole levels as bit sets',
  runs: 'runs of plain squares',
};

/** `boardpath snakes [FILE...]` (files, `-`, built-in boards' names): the fewest throws to the last square, and one shortest game. */
export function snakesCommand(context: CommandContext): Command {
  const command = new Command('snakes')
    .summary('Snakes and Ladders: the fewest throws to the last square')
    .description(
      'Snakes and Ladders when you choose every face: the fewest throws that reach the last square, and one ' +
        'shortest game throw by throw. One jump per throw; a throw may not pass the last square.',
    )
    .addArgument(
      completesAlso(
        new Argument(
          '[FILE...]',
          `board files, each answered in turn: a file, - for standard input, or a built-in board: ${Object.keys(BUILT_IN_BOARDS).join(', ')} (default: standard input when a board is piped to it, else classic)`,
        ),
        Object.keys(BUILT_IN_BOARDS),
      ),
    )
    .addOption(
      new Option('--format <format>', 'the input format (detected when absent)').choices(SNAKES_FORMATS),
    )
    .addOption(
      new Option('--faces <n>', "die faces 1…n (default: the board's, else 6)").argParser(
        numberBy(facesSchema),
      ),
    )
    .option('--chain', 'follow a jump that ends on another jump (a cycle of jumps is then a bad board)')
    .addOption(
      new Option('--method <method>', `the search: ${choicesAutoLast(SNAKES_METHODS, METHODS_WORDS)}`)
        .choices(SNAKES_METHODS)
        .default('auto'),
    );
  addAnalyzeOptions(command);
  addPasteOptions(command, 'squares');
  addCommonOptions(command).addHelpText(
    'after',
    `
Formats (the rules and every notation: docs/rules.md):
${formatsHelp(SNAKES_FORMATS, FORMATS_WORDS, 10)}

Examples:
  $ boardpath snakes                         the classic board: 7 throws
  $ boardpath snakes example-30 --json       a built-in board, as JSON
  $ boardpath snakes board.json --faces 8    an eight-sided die
  $ boardpath snakes big.json --method squares   the textbook search, to compare
  $ cat grid.json | boardpath snakes - --format leetcode
  $ boardpath snakes classic --analyze       how long the real game plays (39.2 throws on average)
  $ boardpath snakes classic --players 4 --end bounce --exact
  $ boardpath snakes big.json --analyze --threads 2   the distribution on two threads
  $ boardpath snakes page.txt --levels       a pasted page or program: each example answered, its Output checked

Exit status: 0 solved, 1 the last square cannot be reached or the answer checked differs, 2 bad
input or usage, ${SHARED_STATUSES}.`,
  );
  command.action(async (given: string[], options: SnakesOptions) => {
    const { io } = context;
    // `echo '{…}' | boardpath snakes` answers the board piped, never the classic board instead.
    const sources = filesOrStdin(io, given);
    if (options.threads !== undefined && !wantsAnalysis(options))
      throw new BoardpathError('E_USAGE', '--threads applies to --analyze');
    // One limit, read once (free memory drops as the input is read), for each board in turn.
    const maxMemory = memoryLimit(io, options);
    // The lines on the real game share one budget: a paste of thousands of boards gets them while
    // it lasts (about a second), not a tenth of a second for each board.
    const summaries = { left: SUMMARIES_WORK };
    context.exitCode = await answerEachFile(
      context,
      sources.length > 0 ? sources : ['classic'],
      options,
      async (source, run, file) => {
        const loaded = await loadBoard(run.io, source, options.format, maxMemory);
        checkExamples(loaded.examples, options);
        const several = loaded.examples.length > 1;
        let status = 0;
        for (const example of loaded.examples) {
          if (several && example.example > 1 && !options.json) run.io.out('\n');
          const input = { ...loaded, summaries, several, named: file };
          const solved = await answerBoard(run, example, input, options, maxMemory);
          status = Math.max(status, solved ? 0 : 1);
        }
        return status;
      },
    );
  });
  return command;
}

/** The work (square-face steps) the lines on the real game of one command share: about a second. */
const SUMMARIES_WORK = 2e8;

/**
 * A board's input as it is answered: its title, the file it was read from, the budget of the lines
 * on the real game, whether it holds several examples, and the file its JSON names when the command
 * was given several (`answerEachFile`).
 */
interface Loaded {
  readonly title: string;
  readonly file?: string;
  readonly summaries: { left: number };
  readonly several: boolean;
  readonly named: string | undefined;
}

/** Answers one board of the input (one example of a paste); whether it was solved, and any check met. */
async function answerBoard(
  context: CommandContext,
  example: PastedExample<SnakesBoard>,
  loaded: Loaded,
  options: SnakesOptions,
  maxMemory: number,
): Promise<boolean> {
  const { io } = context;
  const board = options.faces !== undefined ? withFaces(example.board, options.faces) : example.board;
  const { title } = loaded;
  // The board stays in memory while it is solved and analysed: the rest of the limit is theirs.
  const ledger = new MemoryLedger(maxMemory);
  ledger.hold('the board', boardBytes(board));
  const wanted = wantsAnalysis(options);
  // A rule the board breaks only under these options (a cycle of chained jumps) is the file's
  // problem like any other: the message names it.
  const ofTheFile = (error: unknown) =>
    error instanceof BoardpathError && error.code === 'E_BOARD' && loaded.file !== undefined
      ? error.at({ file: loaded.file })
      : error;
  let solution: SnakesSolution;
  let analysis: Awaited<ReturnType<typeof runAnalysis>> | null;
  let levels: SearchLevels<number> | null = null;
  try {
    solution = solveSnakes(board, {
      chain: options.chain,
      method: options.method,
      maxMemory: ledger.left(),
      signal: io.signal,
      progress: io.progress?.('squares'),
    });
    analysis = wanted
      ? await runAnalysis(board, options, await colorsFor(io, options), {
          title,
          ledger,
          signal: io.signal,
          progress: io.progress,
        })
      : null;
    if (options.levels)
      levels = snakesLevels(board, { chain: options.chain, maxMemory: ledger.left(), signal: io.signal });
  } catch (error) {
    throw ofTheFile(ledger.explained(error));
  }
  const expected = expectedOf(example, options);
  const check = expected ? checkSnakesAnswer(solution, expected.text, expected.by) : null;
  if (options.json) {
    const answer = {
      ...solution,
      board: {
        format: board.format,
        name: board.name ?? null,
        first: board.first,
        last: board.last,
        start: board.start,
        faces: board.faces,
        chain: Boolean(options.chain),
      },
      ...(analysis && { analysis: analysis.json() }),
    };
    outJson(io, answer, extraJson(example, loaded.several, check, levels, loaded.named));
    return solution.solvable && checkStatus(check) === 0;
  }
  const summary = solution.solvable ? `fewest throws ${solution.moves}` : 'the last square cannot be reached';
  if (loaded.several) io.out(exampleHeading(example, summary));
  if (analysis) {
    io.out(analysis.text());
  } else {
    const paint = await colorsFor(io, options);
    const line = solution.solvable
      ? gameLengthLine(board, { chain: options.chain, paint, budget: loaded.summaries })
      : null;
    io.out(renderSnakes(board, solution, { paint, chain: options.chain, title }) + (line ? line + '\n' : ''));
  }
  io.out(levelsText(levels, SQUARE_WORDS) + checkText(check));
  return solution.solvable && checkStatus(check) === 0;
}

/** How the levels of Snakes and Ladders are said. */
const SQUARE_WORDS: LevelWords<number> = {
  states: 'squares',
  move: 'throw',
  write: String,
  never: 'the last square is never reached',
};

/** A file (or `-`) wins over a built-in board of the same name; a name that is neither is an error. */
async function loadBoard(
  io: CliIO,
  source: string,
  format: SnakesFormat | undefined,
  maxMemory: number,
): Promise<{ examples: PastedExample<SnakesBoard>[]; title: string; file?: string }> {
  const one = (board: SnakesBoard) => [{ example: 1, line: 1, board, expected: null }];
  const builtIn = isBuiltInBoard(source) ? BUILT_IN_BOARDS[source] : undefined;
  if (builtIn && !io.isFile(source)) {
    if (format)
      throw new BoardpathError('E_USAGE', `--format applies to files, not to the built-in board ${source}`);
    return { examples: one(builtIn()), title: source };
  }
  if (source !== '-' && !io.isFile(source) && !/[./\\]/.test(source)) {
    const names = Object.keys(BUILT_IN_BOARDS);
    const near = names.find((name) => nearName(name, source));
    throw new BoardpathError(
      'E_FILE',
      `no file or built-in board named ${JSON.stringify(source)} (${near ? `did you mean ${near}? ` : ''}built-in boards: ${names.join(', ')})`,
    );
  }
  // A file in the board format, a piece at a time; anything else (or any mistake) read whole.
  const streamed = format === undefined || format === 'board' ? readBoardFile(io, source, maxMemory) : null;
  if (streamed) return { examples: one(streamed), title: streamed.name ?? source, file: source };
  // The bytes as read: a big board in the board format is scanned without a string of it.
  const input = await readInputBytes(io, source, maxMemory, undefined, READING_COSTS.snakes);
  const examples = parseSnakesExamples(input.bytes, { format, file: input.file });
  const title = examples.length === 1 ? (examples[0].board.name ?? input.file) : input.file;
  return { examples, title, file: input.file };
}

// The bytes a board may keep: its jumps (two doubles each, made from the index when first read)
// and the index, if any (bits of the starts, running counts, 32-bit ends).
function boardBytes(board: SnakesBoard): number {
  const index = board.jumpIndex;
  const indexBytes = index ? index.starts.byteLength + index.rank.byteLength + index.ends.byteLength : 0;
  return 16 * jumpCount(board) + indexBytes;
}
