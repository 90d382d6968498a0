import { SHARED_STATUSES } from './statuses.js';
import { Command, CommanderError } from 'commander';
import { BoardpathError, PUZZLES, VERSION } from '../index.js';
import { printable } from '../internal.js';
import type { CliIO, CommandContext } from './types.js';
import { errorReport } from './error-report.js';

/** Builds one command, fresh for every run so that runs never share state. */
export type PuzzleCommand = (context: CommandContext) => Command;

/**
 * A command the command line knows by name before loading it: `load` imports its module (and so,
 * in the bundled command, the chunk of code only it needs) when a run asks for it.
 */
export interface LazyCommand {
  readonly name: string;
  readonly load: () => Promise<PuzzleCommand>;
  /** It reads the other commands' definitions (`completion`): a run of it loads them all. */
  readonly readsAll?: boolean;
}

/**
 * The commands a run needs loaded: the one its first argument names (all for one that reads the
 * others), none for `--version`, and every one otherwise (`--help` and `help` list them all; an
 * unknown name is told the known ones).
 */
function commandsToLoad(argv: readonly string[], commands: readonly LazyCommand[]): readonly LazyCommand[] {
  const named = commands.find((command) => command.name === argv[0]);
  if (named) return named.readsAll ? commands : [named];
  return argv[0] === '-V' || argv[0] === '--version' ? [] : commands;
}

/**
 * Runs the `boardpath` command line with `argv` (the arguments after the program name) and returns
 * the exit status: 0 solved, 1 no solution, 2 bad input or usage (one line on stderr), 130 interrupted.
 * `commands` are the commands it knows (`PUZZLE_COMMANDS` and `TOOL_COMMANDS`), in the order help
 * lists them; only those the run needs are loaded (`boardpath maze …` loads the maze's alone).
 */
export async function main(
  argv: readonly string[],
  io: CliIO,
  commands: readonly LazyCommand[],
): Promise<number> {
  let builds: PuzzleCommand[];
  try {
    builds = await Promise.all(commandsToLoad(argv, commands).map((command) => command.load()));
  } catch (error) {
    return report(error, io);
  }
  const said: Said = { json: wantsJson(argv), wrote: false };
  // An answer begun on standard output (a listing cut by its budget) ends there as its own JSON:
  // an error adds no second object to it. (The io's other members are its own, read when asked.)
  const watched: CliIO = said.json
    ? Object.create(io, {
        out: { value: (text: string) => ((said.wrote ||= text !== ''), io.out(text)) },
      })
    : io;
  const context: CommandContext = { io: watched, exitCode: 0 };
  const program = new Command('boardpath')
    .description(
      'Fewest moves through board puzzles: Snakes and Ladders, Rat in a Maze, the two-token puzzle.',
    )
    .usage('<snakes|maze|tokens> [FILE...] [options]')
    .version(VERSION, '-V, --version')
    .showSuggestionAfterError(true)
    .helpCommand(false)
    .addHelpText(
      'after',
      `
Examples:
  $ boardpath snakes                       solve the classic board
  $ boardpath snakes board.json --json     one JSON object with the answer
  $ boardpath maze maze.txt                shortest path through a maze, drawn
  $ boardpath maze a.txt b.txt c.txt       each file in turn; exit status: the worst
  $ boardpath snakes --help                every option of a puzzle

Exit status: 0 solved, 1 no solution or the answer checked differs, 2 bad input or usage,
${SHARED_STATUSES}.`,
    );
  for (const build of builds) program.addCommand(build(context));
  const names = commands.map((command) => command.name);
  // The puzzles first; the commands beside them (`web`, …) are named apart.
  const puzzles = names.filter((name) => (PUZZLES as readonly string[]).includes(name));
  const tools = names.filter((name) => !puzzles.includes(name));
  const unknown = (name: string) => {
    const near = names.find((known) => known.startsWith(name) || name.startsWith(known));
    const hint = near
      ? `did you mean ${near}?`
      : `the puzzles: ${puzzles.join(', ')}${tools.length > 0 ? `; the other commands: ${tools.join(', ')}` : ''}`;
    return new BoardpathError('E_USAGE', `unknown command '${name}' (${hint})`);
  };
  program
    .command('help [command]')
    .description('show the help of boardpath, or of one puzzle')
    .action((name?: string) => {
      const command = name === undefined ? program : program.commands.find((c) => c.name() === name);
      if (!command || command.name() === 'help') throw unknown(name!);
      // The whole help, as --help shows it: the examples and exit statuses after the options too.
      command.outputHelp();
    });
  // Bare `boardpath`, or a first word that names no puzzle.
  program
    .argument('[command]')
    .allowExcessArguments()
    .action((name?: string) => {
      if (name !== undefined) throw unknown(name);
      throw new BoardpathError(
        'E_USAGE',
        `choose a puzzle: boardpath <${puzzles.join('|')}> [FILE...] (boardpath --help tells more)`,
      );
    });
  quietErrors(program, io, said);

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return context.exitCode;
  } catch (error) {
    return report(error, io, said);
  }
}

/** Whether the run asks for JSON (`--json` among the command's own words, before any `--`). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).includes('--json');
}

/** What the run has said of a usage error commander found, for its JSON form. */
interface Said {
  readonly json: boolean;
  /** Standard output has been written to: an error then adds nothing there. */
  wrote: boolean;
  line?: string;
}

/**
 * Commander's own messages become one `boardpath: …` line, and it throws instead of exiting. What
 * it writes may echo an argument (`unknown option '--\x1b[31mx'`): every character that could drive
 * the terminal is shown as an escape (`printable`).
 */
function quietErrors(command: Command, io: CliIO, said: Said): void {
  command.exitOverride();
  command.configureOutput({
    writeOut: (text) => io.out(printable(text, { lines: true })),
    writeErr: (text) => errorLine(io, printable(text, { lines: true })),
    outputError: (text, write) => {
      const line = printable(
        text
          .replace(/^error: /, '')
          .replace(/[ \t]*\n[ \t]*/g, ' ')
          // An argument echoed back is cut short: a flag given 10 MB of digits is one line still.
          // (A quoted word begins a word: the words between two quoted ones are never cut.)
          .replace(/(^|[\s(])'([^']{24})[^']+'/g, "$1'$2…'")
          .trim(),
      );
      // Commander suggests long options only; -v is the usual guess for the version.
      said.line = `${line}${/^unknown option '-v'$/.test(line) ? ' (did you mean -V, --version?)' : ''}`;
      write(`boardpath: ${said.line}\n`);
    },
  });
  for (const sub of command.commands) quietErrors(sub, io, said);
}

/**
 * Writes a usage error's words to standard error if it still works: when it does not (`2>/dev/full`)
 * nothing more can be said, and the status stays the usage error's, as for bad input (`report`).
 */
function errorLine(io: CliIO, text: string): void {
  try {
    io.err(text);
  } catch {
    // The status says it.
  }
}

function report(error: unknown, io: CliIO, said: Said = { json: false, wrote: false }): number {
  if (error instanceof CommanderError) {
    // Help and version are successes; everything else commander rejects is a usage error, already printed.
    // --help and --version succeed; help shown because no command was given is a usage error.
    const status =
      error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version'
        ? 0
        : 2;
    if (status !== 0 && said.json && said.line !== undefined) jsonError(io, said, 'E_USAGE', said.line, {});
    return status;
  }
  const { line, json, status } = errorReport(error);
  try {
    io.err(`boardpath: ${line}\n`);
  } catch {
    // Standard error cannot be written either (`2>/dev/full`): nothing was said, and the status
    // still says what went wrong, as GNU tools do: bad input stays 2.
  }
  if (said.json) jsonError(io, said, json.code, json.message, json.where);
  return status;
}

/**
 * Under `--json`, the error as one JSON line on standard output too, for a program that reads the
 * answers there: `{"error": {"code", "message", "where"}}`, unless an answer is already begun
 * there. Output that cannot be written (the cause of an `E_IO`) is left at the line on standard error.
 */
function jsonError(io: CliIO, said: Said, code: string, message: string, where: object): void {
  if (said.wrote) return;
  try {
    io.out(`${JSON.stringify({ error: { code, message, where } })}\n`);
  } catch {
    // The line on standard error and the status have said it.
  }
}
