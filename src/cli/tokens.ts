import { BoardpathError } from '../index.js';
import { SHARED_STATUSES } from './statuses.js';
import { Command, Option } from 'commander';
import { solveTokensAsync, type Threads } from '../node.js';
import {
  BITS_FROM_SQUARES,
  tokensMethod,
  TOKENS_FORMATS,
  TOKENS_METHODS,
  type TokensMethod,
} from '../internal.js';
import {
  type Cell,
  withStarts,
  type TokensBoard,
  type TokensFormat,
  parseTokensExamples,
  checkTokensAnswer,
  type TokensPosition,
  type PastedExample,
  renderTokens,
} from '../index.js';
import { tokensLevels } from '../engine.js';
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
import { readInput } from './io.js';
import { filesOrStdin } from './stdin.js';
import { answerEachFile } from './each-file.js';
import { READING_COSTS } from './reading-cost.js';
import { checkGridSize } from './tokens-size.js';
import type { CommandContext } from './types.js';
import {
  addCommonOptions,
  cellOption,
  choicesAutoLast,
  colorsFor,
  formatsHelp,
  memoryLimit,
  THREAD_CHOICES,
  threadsOf,
  type CommonOptions,
} from './options.js';

interface TokensOptions extends CommonOptions, PasteCliOptions {
  format?: TokensFormat;
  red?: Cell;
  blue?: Cell;
  alternate?: boolean;
  method?: TokensMethod;
  threads?: `${Threads}`;
}

/** Each `--threads` value as the help says it. */
const THREADS_WORDS: Readonly<Record<`${Threads}`, string>> = {
  '1': '1',
  '2': '2 (this thread and a worker split each level)',
  auto: 'auto (2 from 100×100 squares)',
};

/** Each format as the help shows it. */
const FORMATS_WORDS: Readonly<Record<TokensFormat, string>> = {
  course: 'a first line n, then n rows of comma-separated labels:  4 / 1, 2, 4, 3 / 3, 4, 1, 2 / …',
  rows: 'rows of labels separated by spaces (any rectangle):    1 2 4 3 / 3 4 1 2 / …',
  json: 'an array of rows:                                      [[1,2,4,3],[3,4,1,2],…]',
};

/** Each search as the help says it. */
const METHODS_WORDS: Readonly<Record<TokensMethod, string>> = {
  auto: `auto (bits from ${BITS_FROM_SQUARES} squares)`,
  queue: 'queue of states',
  bits: 'bit sets 32 states at a time',
};

/** `boardpath tokens [FILE...]`: the fewest moves that swap the red and blue tokens, and the moves. */
export function tokensCommand(context: CommandContext): Command {
  const command = new Command('tokens')
    .summary('the two-token puzzle: the fewest moves that swap red and blue')
    .description(
      'The two-token puzzle (Vidrach Itky Leda): red starts top-left, blue bottom-right. A move takes either token ' +
        'up, down, left or right by exactly the label under the OTHER token, never off the grid nor onto the ' +
        'other token (jumping over it is fine). Prints the fewest moves that swap them, and the moves.',
    )
    .argument(
      '[FILE...]',
      'grid files, each answered in turn, - for standard input (default: standard input when something is piped to it)',
    )
    .addOption(
      new Option('--format <format>', 'the input format (detected when absent)').choices(TOKENS_FORMATS),
    )
    .addOption(
      new Option('--red <r,c>', "red's starting square, row,column from 0 (default 0,0)").argParser(
        cellOption,
      ),
    )
    .addOption(
      new Option('--blue <r,c>', "blue's starting square (default: the bottom-right one)").argParser(
        cellOption,
      ),
    )
    .option('--alternate', 'the classroom variant: red and blue take turns, red first')
    .addOption(
      new Option('--method <method>', `the search: ${choicesAutoLast(TOKENS_METHODS, METHODS_WORDS)}`)
        .choices(TOKENS_METHODS)
        .default('auto'),
    )
    .addOption(
      new Option(
        '--threads <n>',
        `threads for the bit-set search: ${choicesAutoLast(THREAD_CHOICES, THREADS_WORDS)}`,
      )
        .choices(THREAD_CHOICES)
        .default('auto'),
    );
  addPasteOptions(command, 'positions');
  addCommonOptions(command).addHelpText(
    'after',
    `
Formats (the rules and every notation: docs/rules.md):
${formatsHelp(TOKENS_FORMATS, FORMATS_WORDS, 8)}

Examples:
  $ boardpath tokens grid.txt                 fewest moves, each move, and a picture after each
  $ boardpath tokens grid.txt --json          one JSON object: moves, path, steps
  $ boardpath tokens grid.txt --red 1,0 --blue 2,3  other starting squares; the goal is the swap
  $ boardpath tokens grid.txt --alternate     red and blue take turns
  $ boardpath tokens grid.txt --threads 1     one thread only (2 splits each level with a worker)
  $ boardpath tokens grid.txt --expect 5      says whether 5 is the fewest moves

Exit status: 0 solved, 1 no solution or the answer checked differs, 2 bad input or usage,
${SHARED_STATUSES}.`,
  );
  command.action(async (given: string[], options: TokensOptions) => {
    const { io } = context;
    const sources = filesOrStdin(io, given);
    if (sources.length === 0)
      throw new BoardpathError(
        'E_USAGE',
        'give a grid file, or - for standard input (nothing is piped to standard input)',
      );
    // One limit, read once (free memory drops as the input is read), for each file in turn.
    const maxMemory = memoryLimit(io, options);
    context.exitCode = await answerEachFile(context, sources, options, (source, run, file) =>
      answerFile(run, source, options, maxMemory, file),
    );
  });
  return command;
}

/** Answers the grids of one file, each example of a paste in turn; the exit status. */
async function answerFile(
  context: CommandContext,
  source: string,
  options: TokensOptions,
  maxMemory: number,
  file: string | undefined,
): Promise<number> {
  // A grid too big to search is refused as such, even when its reading alone is over the limit.
  const sized = (text: string) => checkGridSize(text, Boolean(options.alternate), options.method, maxMemory);
  const input = await readInput(context.io, source, maxMemory, READING_COSTS.tokens, sized);
  sized(input.text);
  const examples = parseTokensExamples(input.text, { format: options.format, file: input.file });
  checkExamples(examples, options);
  const several = examples.length > 1;
  let status = 0;
  for (const example of examples) {
    if (several && example.example > 1 && !options.json) context.io.out('\n');
    const solved = await answerGrid(context, example, options, maxMemory, { several, file });
    status = Math.max(status, solved ? 0 : 1);
  }
  return status;
}

/**
 * Answers one grid of the input (one example of a paste); whether the tokens swap. `several`: the
 * paste holds several examples; `file`: the file its JSON names when the command was given several.
 */
async function answerGrid(
  context: CommandContext,
  example: PastedExample<TokensBoard>,
  options: TokensOptions,
  maxMemory: number,
  { several, file }: { readonly several: boolean; readonly file: string | undefined },
): Promise<boolean> {
  const { io } = context;
  let board = example.board;
  if (options.red || options.blue) board = withStarts(board, { red: options.red, blue: options.blue });
  const alternate = Boolean(options.alternate);
  const solution = await solveTokensAsync(board, {
    alternate,
    method: options.method,
    threads: threadsOf(options.threads),
    maxMemory,
    signal: io.signal,
    progress: io.progress?.(
      !alternate && tokensMethod(board, options.method) === 'bits' ? 'levels' : 'positions',
    ),
  });
  const levels = options.levels ? tokensLevels(board, { alternate, maxMemory, signal: io.signal }) : null;
  const expected = expectedOf(example, options);
  const check = expected ? checkTokensAnswer(solution, expected.text, expected.by) : null;
  if (options.json) {
    const grid = {
      format: board.format,
      rows: board.rows,
      columns: board.columns,
      red: board.red,
      blue: board.blue,
      alternate,
    };
    const json = JSON.stringify({ ...solution, grid });
    io.out(`${json.slice(0, -1)}${extraJson(example, several, check, levels, file)}}\n`);
    return solution.solvable && checkStatus(check) === 0;
  }
  const summary = solution.solvable ? `fewest moves ${solution.moves}` : 'the tokens cannot swap';
  if (several) io.out(exampleHeading(example, summary));
  io.out(renderTokens(board, solution, { paint: await colorsFor(io, options), alternate }));
  io.out(levelsText(levels, POSITION_WORDS) + checkText(check));
  return solution.solvable && checkStatus(check) === 0;
}

/** How the levels of the two tokens are said. */
const POSITION_WORDS: LevelWords<TokensPosition> = {
  states: 'positions',
  move: 'move',
  write: ({ red, blue }) => `R${red[0]},${red[1]} B${blue[0]},${blue[1]}`,
  never: 'the tokens never swap',
  joint: '  ',
};
