import { InvalidArgumentError, Option, type Argument, type Command } from 'commander';
import type { CliIO } from './types.js';
import { MAX_MEMORY_LIMIT, THREADS, wordList } from '../internal.js';
import type { Threads } from '../node.js';
import { asWritten, readNumber } from './numbers.js';

/** The thread counts `--threads` takes, as written: the library's `THREADS` but `auto`. */
export const THREAD_COUNTS = THREADS.filter(
  (threads): threads is Exclude<Threads, 'auto'> => threads !== 'auto',
).map((threads) => `${threads}` as const);

/** The thread counts in the help's words: "1 or 2". */
export const THREAD_COUNTS_WORDS = wordList(THREAD_COUNTS);

/** What `--threads` takes where the search can also choose: `auto`, then the counts. */
export const THREAD_CHOICES = ['auto', ...THREAD_COUNTS] as const;

/** A `--threads` value as the searches take it: '1' → 1, '2' → 2, absent or 'auto' → 'auto'. */
export function threadsOf(value: string | undefined): Threads {
  return THREADS.find((threads) => String(threads) === value) ?? 'auto';
}

/**
 * The help's list of formats: one line per format in the library's order, its name in a column
 * `width` wide after two spaces, then its words (a line break in them continues under that column).
 */
export function formatsHelp<Format extends string>(
  formats: readonly Format[],
  words: Readonly<Record<Format, string>>,
  width: number,
): string {
  const indent = '\n' + ' '.repeat(2 + width);
  return formats
    .map((format) => `  ${format.padEnd(width)}${words[format].replaceAll('\n', indent)}`)
    .join('\n');
}

/**
 * A choice's values in the help's words, the others first and `auto` last: "a, b, or auto (…)".
 * Cost: O(values).
 */
export function choicesAutoLast<Value extends string>(
  values: readonly (Value | 'auto')[],
  words: Readonly<Record<Value | 'auto', string>>,
): string {
  const others = values.filter((value) => value !== 'auto').map((value) => words[value]);
  return `${others.join(', ')}, or ${words.auto}`;
}

/** `r,c` → `[r, c]` (cells count from 0). */
export function cellOption(value: string): [number, number] {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
  if (!match) throw new InvalidArgumentError('expected ROW,COLUMN counted from 0, such as 0,3.');
  return [Number(match[1]), Number(match[2])];
}

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 2 ** 10,
  kb: 2 ** 10,
  m: 2 ** 20,
  mb: 2 ** 20,
  g: 2 ** 30,
  gb: 2 ** 30,
  t: 2 ** 40,
  tb: 2 ** 40,
};

/**
 * A memory size for `--max-memory`: `600MB`, `8G`, `1.5GiB`, or plain bytes (the number as every
 * flag writes it), up to 256 TB.
 */
export function memorySize(value: string): number {
  const match = /^\s*([\d.e+]+?)\s*([kmgt]?)(i?b)?\s*$/i.exec(value);
  const number = match ? readNumber(match[1]) : undefined;
  const bytes =
    number === undefined
      ? NaN
      : Math.floor(number * UNITS[(match![2] + (match![3] ? 'b' : '')).toLowerCase()]);
  if (!(bytes <= MAX_MEMORY_LIMIT))
    throw new InvalidArgumentError(
      `expected a size up to 256TB, such as 600MB or 8G, not ${asWritten(value)}.`,
    );
  return bytes;
}

/** Human-readable bytes: 1.5 GB, 600 MB. */
export function formatBytes(bytes: number): string {
  if (bytes >= 2 ** 30) return `${(bytes / 2 ** 30).toFixed(1)} GB`;
  if (bytes >= 2 ** 20) return `${Math.ceil(bytes / 2 ** 20)} MB`;
  return `${Math.ceil(bytes / 2 ** 10)} KB`;
}

/**
 * `--color` and `--no-color` on a command whose output has no colour (`generate`, `judge`): taken,
 * and said so, so that the flags a user gives every command (an alias, a script) work with each.
 */
export function addPlainColorOptions(command: Command): Command {
  return command
    .addOption(new Option('--color', 'taken as every command takes it (this output has no colour)'))
    .addOption(new Option('--no-color', 'taken as every command takes it'));
}

/** What `--json` prints, said in the help of a command that reads pastes. */
const JSON_OF_PASTES =
  'print one JSON object on standard output and nothing else (a line for each file of several, each example of a paste)';

/**
 * The options every puzzle command shares: `--json` (what it prints said by `json`), `--color`/
 * `--no-color`, `--max-memory`.
 */
export function addCommonOptions(command: Command, json = JSON_OF_PASTES): Command {
  return command
    .option('--json', json)
    .addOption(new Option('--color', 'colour the output even when it is not a terminal'))
    .addOption(new Option('--no-color', 'never colour the output (so does the NO_COLOR variable)'))
    .addOption(
      new Option(
        '--max-memory <size>',
        'refuse searches that need more than this (default: 3/4 of free memory)',
      ).argParser(memorySize),
    );
}

/** The options `addCommonOptions` adds, as commander hands them over. */
export interface CommonOptions {
  json?: boolean;
  color?: boolean;
  maxMemory?: number;
}

/**
 * Colour functions. `--color`/`--no-color` decide first; then NO_COLOR (any value) turns colour off,
 * FORCE_COLOR turns it on (but `0` or `false` off, as Node reads it); else a terminal gets colour
 * unless TERM says it is `dumb`.
 */
export async function colorsFor(io: CliIO, options: CommonOptions): Promise<Colors> {
  const { NO_COLOR, FORCE_COLOR, TERM } = io.env;
  const forced =
    FORCE_COLOR === undefined || FORCE_COLOR === '' ? undefined : !/^(0|false)$/i.test(FORCE_COLOR);
  const enabled =
    options.color ??
    (NO_COLOR !== undefined && NO_COLOR !== '' ? false : (forced ?? (io.stdoutIsTTY && TERM !== 'dumb')));
  // Imported the first time colours are asked for: as picocolors loads it looks at process.stdout,
  // which makes that stream, some 2 ms that an answer in JSON never needs.
  const { default: picocolors } = await import('picocolors');
  return picocolors.createColors(enabled);
}

/** Colour functions as picocolors makes them. */
type Colors = ReturnType<(typeof import('picocolors'))['createColors']>;

/** The memory a search may use: `--max-memory`, else three quarters of free memory. */
export function memoryLimit(io: CliIO, options: CommonOptions): number {
  return options.maxMemory ?? Math.floor(io.freeMemory() * 0.75);
}

/** Words a shell completes for an argument beyond files (`completesAlso`), keyed by the argument. */
const COMPLETED_WORDS = new WeakMap<Argument, readonly string[]>();

/**
 * Says that a shell completing `argument` offers `words` too, beside file names: the built-in
 * boards where a board file goes (`boardpath completion` reads it back with `wordsCompleted`).
 */
export function completesAlso(argument: Argument, words: readonly string[]): Argument {
  COMPLETED_WORDS.set(argument, words);
  return argument;
}

/** The words `completesAlso` gave `argument`, if any. */
export function wordsCompleted(argument: Argument): readonly string[] {
  return COMPLETED_WORDS.get(argument) ?? [];
}
