// The flags that say which board to make, each puzzle's from its kit (`kit.generator.flags`), as
// commander options: one place for `boardpath generate` and for any command that makes boards the
// same way (`judge`).
import { InvalidArgumentError, Option, type Command } from 'commander';
import { KITS, readGridSize, type GenerateFlag, type PuzzleKit } from '../internal.js';
import { asWritten, numberBy, readNumber } from './numbers.js';

/** `-1` or a whole number from 0: a target that may ask for no solution at all. */
function targetNumber(value: string): number {
  const written = value.trim();
  if (written === '-1') return -1;
  const number = readNumber(written);
  if (number === undefined || !Number.isSafeInteger(number))
    throw new InvalidArgumentError(`expected -1 or a whole number from 0, not ${asWritten(value)}.`);
  return number;
}

/** `A..B` (from A to B) or `A` (exactly A): two whole numbers from 0, the first no larger. */
function countRange(value: string): [number, number] {
  const match = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(value);
  const least = match ? Number(match[1]) : NaN;
  const most = match?.[2] === undefined ? least : Number(match[2]);
  if (!match || !Number.isSafeInteger(least) || !Number.isSafeInteger(most) || least > most)
    throw new InvalidArgumentError(
      `expected A..B, two whole numbers with A ≤ B (or one number), not ${asWritten(value)}.`,
    );
  return [least, most];
}

/** `R×C`, `RxC` or `N` (N×N): rows and columns of a grid. */
function gridSize(value: string): [number, number] {
  const [rows, columns] = readGridSize(value) ?? [NaN, NaN];
  if (!(rows >= 1 && columns >= 1))
    throw new InvalidArgumentError(
      `expected ROWS×COLUMNS (or RxC, or N for N×N), such as 6×6, not ${asWritten(value)}.`,
    );
  return [rows, columns];
}

const UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, '': 1000, m: 60_000, min: 60_000 };

/** A time: `10s`, `500ms`, `2m`, or seconds (`1.5`); from over 0 to 1e9 ms (11 days). */
export function duration(value: string): number {
  const match = /^\s*([\d.e+]+?)\s*(ms|s|m|min|)\s*$/i.exec(value);
  const number = match ? readNumber(match[1]) : undefined;
  const ms = number === undefined ? NaN : number * UNITS_MS[match![2].toLowerCase()];
  if (!(ms > 0 && ms <= 1e9))
    throw new InvalidArgumentError(
      `expected a time such as 10s, 500ms or 2m (seconds when no unit is given), not ${asWritten(value)}.`,
    );
  return ms;
}

/** How the flags' values written as words are read. */
const PARSERS = { target: targetNumber, range: countRange, grid: gridSize } as const;

/** A flag of a puzzle's kit as a commander option, its value read as the flag says. */
function optionOf({ flag, help, value }: GenerateFlag): Option {
  const option = new Option(flag, help);
  if (value === undefined) return option;
  if (typeof value === 'string') return option.argParser(PARSERS[value] as (text: string) => unknown);
  if (isList(value)) return option.choices(value);
  return option.argParser(numberBy(value));
}

function isList(value: NonNullable<GenerateFlag['value']>): value is readonly string[] {
  return Array.isArray(value);
}

/**
 * Adds the puzzle's flags for the board to make to `command`: the size, the targets, the counts, and
 * `--format` (each notation the puzzle reads, and python, c, java). Its kit's `generator.optionsOf`
 * reads them.
 */
export function addGenerateOptions(command: Command, kit: PuzzleKit): Command {
  const { flags, notations, defaultNotation } = kit.generator;
  for (const flag of flags) command.addOption(optionOf(flag));
  return command.addOption(
    new Option('--format <notation>', `how each board is written (default: ${defaultNotation})`).choices(
      notations,
    ),
  );
}

/**
 * Adds to `command`, under `heading` in its help, the flags that order a board beyond its size and
 * notation (each kit's `generator.order`: `--fewest`, `--unique`, `--ladders`, `--snakes`,
 * `--shortest`, `--paths`, `--walls`, `--style`, `--labels`) for every puzzle at once, as `generate`
 * defines them: one flag per name, its help saying what it means for each puzzle where the puzzles
 * differ. Each flag's value is the library option of the same name.
 */
export function addOrderOptions(command: Command, heading: string): Command {
  const flags = new Map<string, { option: Option; meanings: Array<[string, string]> }>();
  for (const kit of KITS)
    for (const option of kit.generator.flags.map(optionOf)) {
      const name = option.attributeName();
      if (!kit.generator.order.includes(name)) continue;
      const flag = flags.get(name) ?? { option, meanings: [] };
      flag.meanings.push([kit.name, option.description]);
      flags.set(name, flag);
    }
  for (const { option, meanings } of flags.values()) {
    option.description = meanings.map(([p, meaning]) => `${p}: ${meaning}`).join('; ');
    command.addOption(option.helpGroup(heading));
  }
  return command;
}
