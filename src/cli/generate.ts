import { constants } from 'node:buffer';
import { resolve, sep } from 'node:path';
import { SHARED_STATUSES } from './statuses.js';
import { Command, Option } from 'commander';
import { BoardpathError, PUZZLES } from '../index.js';
import {
  type PuzzleKit,
  KITS,
  counted,
  checkMemory,
  SHEET_EXPANSION,
  wholeNumber,
  printable,
} from '../internal.js';
import { outJson, systemReason } from './io.js';
import { numberBy } from './numbers.js';
import { addGenerateOptions, duration } from './generate-options.js';
import { answerJson, certificateLine, extensionOf, solutionWords, type MadeBoard } from './generate-made.js';
import { addPlainColorOptions, formatBytes, memoryLimit, memorySize, type CommonOptions } from './options.js';
import { worksheet, type SheetBoard } from './worksheet.js';
import type { CliIO, CommandContext } from './types.js';

/** The most boards one command makes. */
export const MAX_BOARDS = 100_000;

/** The most boards one worksheet holds. */
export const MAX_SHEET_BOARDS = 1000;

interface GenerateCliOptions extends CommonOptions {
  [flag: string]: unknown;
  seed?: string;
  count: number;
  out?: string;
  sheet?: string;
  budget?: number;
}

/** `boardpath generate <puzzle>`: boards made to order, each proven by its solver. */
export function generateCommand(context: CommandContext): Command {
  const command = new Command('generate')
    .summary('make boards to order, each proven by solving it')
    .description(
      'Make boards whose answer is chosen first: exactly the fewest moves asked for, exactly one (or k) ' +
        'shortest solutions. Each board comes with its certificate, found by the solver.',
    )
    .usage(`<${PUZZLES.join('|')}> [options]`)
    .addHelpText(
      'after',
      `
Each puzzle's options (the request, --count, --seed, --format, --out, --json, --sheet…):
${PUZZLES.map((puzzle) => `  $ boardpath generate ${puzzle} --help`).join('\n')}

Examples:
${KITS.map((kit) => `  $ ${kit.generator.examples[0]}`).join('\n')}

Exit status: 0 made, 2 a request no board can meet, a budget run out, bad usage,
${SHARED_STATUSES}.`,
    );
  for (const kit of KITS) command.addCommand(puzzleCommand(context, kit));
  // Bare `boardpath generate`: one line that asks for a puzzle, not the help on standard error.
  // (The word is read from the arguments, not declared: the commands' list shows `generate` alone.)
  command.allowExcessArguments().action(() => {
    const name = command.args[0] as string | undefined;
    if (name === 'help') return void command.outputHelp();
    throw new BoardpathError(
      'E_USAGE',
      name === undefined
        ? `choose a puzzle: boardpath generate <${PUZZLES.join('|')}> [options] (boardpath generate --help tells more)`
        : `unknown command '${name}' (the puzzles: ${PUZZLES.join(', ')})`,
    );
  });
  return command;
}

function puzzleCommand(context: CommandContext, kit: PuzzleKit): Command {
  const { made } = kit.generator;
  const command = new Command(kit.name).summary(made).description(`Generate ${made}.`);
  addGenerateOptions(command, kit)
    .option(
      '--seed <text>',
      'any text: the same seed and options make the same boards (default: a new seed, printed)',
    )
    .addOption(
      new Option('--count <k>', 'how many boards').argParser(numberBy(wholeNumber(1, MAX_BOARDS))).default(1),
    )
    .option('--json', 'one JSON line per board: puzzle, seed, index, format, board, answer')
    .option('--out <dir>', 'write each board to DIR/<number>.<ext>, and the answers to DIR/answers.json')
    .option(
      '--sheet <file>',
      'write a printable worksheet (HTML): the boards, their questions, then the answers',
    )
    .addOption(
      new Option('--budget <time>', 'the search time per board before giving up (default 10s)').argParser(
        duration,
      ),
    )
    .addOption(
      new Option(
        '--max-memory <size>',
        'refuse boards that need more than this (default: 3/4 of free memory)',
      ).argParser(memorySize),
    )
    .addHelpText(
      'after',
      `
Examples:
${kit.generator.examples.map((example) => `  $ ${example}`).join('\n')}

Exit status: 0 made, 2 a request no board can meet (the range that can be), a budget run out, bad usage,
${SHARED_STATUSES}.`,
    );
  addPlainColorOptions(command);
  command.action((options: GenerateCliOptions) => run(context, kit, options));
  return command;
}

// Makes the boards one at a time, writing each as soon as it is proven.
async function run(context: CommandContext, kit: PuzzleKit, options: GenerateCliOptions): Promise<void> {
  const { io } = context;
  const { name: puzzle, generator } = kit;
  if (options.count > MAX_SHEET_BOARDS && options.sheet !== undefined)
    throw new BoardpathError(
      'E_USAGE',
      `a worksheet holds at most ${MAX_SHEET_BOARDS} boards, not ${options.count}`,
      {
        option: 'count',
      },
    );
  const seed = options.seed ?? freshSeed();
  const notation = generator.notation(options);
  const maxMemory = memoryLimit(io, options);
  const width = String(options.count).length;
  const boardFile = (index: number) =>
    options.out === undefined
      ? undefined
      : `${options.out.replace(/\/+$/, '')}/${String(index + 1).padStart(width, '0')}.${extensionOf(notation)}`;
  const answersFile =
    options.out === undefined ? undefined : `${options.out.replace(/\/+$/, '')}/answers.json`;
  checkSheetApart(options, options.count, boardFile, answersFile);
  const sheet: SheetBoard[] = [];
  // The worksheet's HTML at the most, counted as the boards come: refused before it is drawn.
  let sheetBytes = 0;
  const answers: unknown[] = [];
  if (options.out !== undefined) await writing(io, options.out, () => io.makeDirectory!(options.out!));
  for (let index = 0; index < options.count; index++) {
    const made: MadeBoard = generator.generate({
      ...generator.optionsOf(options),
      seed,
      index,
      timeLimit: options.budget,
      maxMemory,
      signal: io.signal,
    });
    const text = generator.write(made.board, notation);
    const record = { puzzle, seed, index, format: notation, board: text, answer: answerJson(made) };
    const file = boardFile(index);
    if (file !== undefined) {
      await writing(io, file, () => io.writeFile!(file, text));
      answers.push({ puzzle, seed, index, format: notation, file, answer: record.answer });
    }
    if (options.sheet !== undefined) {
      sheetBytes += generator.svgBytes(made.board) + 200 + 16 * Math.max(0, made.answer.moves ?? 0);
      const what = `a worksheet of ${counted(index + 1, 'board')} such as these`;
      checkMemory(what, sheetBytes * SHEET_EXPANSION, maxMemory, ' to draw');
      if (sheetBytes > constants.MAX_STRING_LENGTH)
        throw new BoardpathError(
          'E_MEMORY',
          `${what} could take ${formatBytes(sheetBytes)} of HTML, more than one text can hold here (${formatBytes(constants.MAX_STRING_LENGTH)}): ask for fewer or smaller boards`,
        );
      sheet.push({ number: index + 1, made });
    }
    if (options.json) outJson(io, record);
    else if (file === undefined && options.sheet === undefined)
      io.out(textOf(kit, made, record, options.count));
    else if (file !== undefined) io.out(`${printable(file)}: ${certificateLine(kit, made)}\n`);
  }
  if (answersFile !== undefined) {
    // A board's record a line: 300 mazes' answers in some 110 KB, not 315 KB of a coordinate a line.
    const text = `[\n${answers.map((answer) => JSON.stringify(answer)).join(',\n')}\n]\n`;
    await writing(io, answersFile, () => io.writeFile!(answersFile, text));
  }
  if (options.sheet !== undefined) {
    const file = options.sheet;
    await writing(io, file, () => io.writeFile!(file, worksheet(kit, seed, sheet, options)));
    if (!options.json)
      io.out(
        `${printable(file)}: a worksheet of ${options.count} ${options.count === 1 ? 'board' : 'boards'} (seed ${JSON.stringify(printable(seed))})\n`,
      );
  }
}

// A board as the text output shows it: a line saying which board it is and what it takes, the
// board in its notation, and one shortest solution.
function textOf(
  kit: PuzzleKit,
  made: MadeBoard,
  record: { seed: string; index: number; board: string },
  count: number,
): string {
  const head = `board ${record.index + 1}${count > 1 ? ` of ${count}` : ''} (seed ${JSON.stringify(printable(record.seed))}, index ${record.index}): ${certificateLine(kit, made)}`;
  const blank = record.index + 1 < count ? '\n' : '';
  return `${head}\n${record.board}answer: ${solutionWords(kit, made)}\n${blank}`;
}

// A new seed when none is given: eight hexadecimal digits from the system's random source, printed
// with every board so that it can be made again.
function freshSeed(): string {
  const bytes = new Uint8Array(4);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// The worksheet is never written over a file `--out` writes: refused before any board is made.
function checkSheetApart(
  options: GenerateCliOptions,
  count: number,
  boardFile: (index: number) => string | undefined,
  answersFile: string | undefined,
): void {
  if (options.sheet === undefined || answersFile === undefined) return;
  const sheet = resolve(options.sheet);
  const clash =
    sheet === resolve(answersFile)
      ? 'the answers'
      : sheet.startsWith(resolve(options.out!) + sep)
        ? Array.from({ length: count }, (_, index) => index).find(
            (index) => resolve(boardFile(index)!) === sheet,
          )
        : undefined;
  if (clash !== undefined)
    throw new BoardpathError(
      'E_USAGE',
      `--sheet ${printable(options.sheet)} is where --out writes ${typeof clash === 'number' ? `board ${clash + 1}` : clash}: name another file for the worksheet`,
      { option: 'sheet' },
    );
}

// Runs `write`; a file that cannot be written is the environment's failure (E_IO, status 74).
async function writing(io: CliIO, file: string, write: () => void | Promise<void>): Promise<void> {
  if (!io.writeFile || !io.makeDirectory)
    throw new BoardpathError('E_IO', `cannot write ${printable(file)}: this command line writes no files`);
  try {
    await write();
  } catch (error) {
    if (error instanceof BoardpathError) throw error;
    throw new BoardpathError(
      'E_IO',
      `cannot write ${printable(file)}: ${systemReason(error as NodeJS.ErrnoException)}`,
    );
  }
}
