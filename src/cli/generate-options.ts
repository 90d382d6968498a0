// The flags that say which board to make, per puzzle, and the library options they stand for: one
// place for `boardpath generate` and for any command that makes boards the same way (`judge`).
import { InvalidArgumentError, Option, type Command } from 'commander';
import { MAZE_MOVES, type MazeMoves } from '../puzzles/maze/board/board.js';
import {
  MAZE_STYLES,
  wallsSchema,
  type GenerateMazeOptions,
  type MazeStyle,
} from '../puzzles/maze/generate/options.js';
import { MAZE_NOTATIONS, type MazeNotation } from '../puzzles/maze/generate/write.js';
import { PUZZLES, type Puzzle } from '../puzzles/puzzles.js';
import { ORDER_OPTIONS } from '../judge/board-order.js';
import type { GenerateSnakesOptions } from '../puzzles/snakes/generate/options.js';
import { SNAKES_NOTATIONS, type SnakesNotation } from '../puzzles/snakes/generate/write.js';
import { facesSchema } from '../puzzles/snakes/options.js';
import type { GenerateTokensOptions } from '../puzzles/tokens/generate/options.js';
import { TOKENS_NOTATIONS, type TokensNotation } from '../puzzles/tokens/generate/write.js';
import { isCodeNotation } from '../puzzles/code-notation.js';
import { wholeNumber } from '../options.js';
import { wordList } from '../words.js';
import { asWritten, numberBy, readNumber } from './numbers.js';

/** The flags `addGenerateOptions` adds, as commander hands them over (each puzzle reads its own). */
export interface GenerateFlags {
  format?: string;
  /** Snakes: n (an n×n board); the maze and the tokens: [rows, columns]. */
  size?: number | [number, number];
  squares?: number;
  fewest?: number;
  shortest?: number;
  unique?: boolean;
  paths?: number;
  ladders?: [number, number];
  snakes?: [number, number];
  faces?: number;
  moves?: `${MazeMoves}`;
  walls?: number;
  style?: MazeStyle;
  labels?: [number, number];
}

/** The notations each puzzle's boards are written in: its formats, then as code. */
export const GENERATE_NOTATIONS = {
  snakes: SNAKES_NOTATIONS,
  maze: MAZE_NOTATIONS,
  tokens: TOKENS_NOTATIONS,
} as const satisfies Record<Puzzle, readonly string[]>;

// The notation boards are written in when `--format` says none, in the help's words.
const DEFAULT_NOTATION_WORDS: Readonly<Record<Puzzle, string>> = {
  snakes: 'leetcode, or moves with --squares',
  maze: 'art',
  tokens: 'course, or rows for a grid that is not square',
};

/** `-1` or a whole number from 0: a target that may ask for no solution at all. */
export function targetNumber(value: string): number {
  const written = value.trim();
  if (written === '-1') return -1;
  const number = readNumber(written);
  if (number === undefined || !Number.isSafeInteger(number))
    throw new InvalidArgumentError(`expected -1 or a whole number from 0, not ${asWritten(value)}.`);
  return number;
}

/** `A..B` (from A to B) or `A` (exactly A): two whole numbers from 0, the first no larger. */
export function countRange(value: string): [number, number] {
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
export function gridSize(value: string): [number, number] {
  const match = /^\s*(\d+)\s*(?:[x×X]\s*(\d+)\s*)?$/.exec(value);
  const rows = match ? Number(match[1]) : NaN;
  const columns = match?.[2] === undefined ? rows : Number(match[2]);
  if (!match || !(rows >= 1 && columns >= 1 && Number.isSafeInteger(rows) && Number.isSafeInteger(columns)))
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

/** Each puzzle's flags, in its help's words. */
function puzzleOptions(puzzle: Puzzle): Option[] {
  const unique = new Option(
    '--unique',
    puzzle === 'tokens'
      ? 'one shortest solution and its mirror image (played backwards, colours swapped): solutions 2'
      : puzzle === 'snakes'
        ? 'exactly one shortest game (one sequence of squares)'
        : 'exactly one shortest path (--paths 1)',
  );
  if (puzzle === 'snakes')
    return [
      new Option('--size <n>', 'an n×n board, squares 1…n² numbered as LeetCode does (default 10)').argParser(
        numberBy(wholeNumber(1, 3000)),
      ),
      new Option('--squares <n>', 'a line of n squares instead (the moves or board format)').argParser(
        numberBy(wholeNumber(1, 9_000_000)),
      ),
      new Option(
        '--fewest <k>',
        'exactly k throws at the fewest; -1: the last square out of reach',
      ).argParser(targetNumber),
      unique,
      new Option('--ladders <a..b>', 'from a to b ladders (or exactly a)').argParser(countRange),
      new Option('--snakes <a..b>', 'from a to b snakes (or exactly a)').argParser(countRange),
      new Option('--faces <n>', 'die faces 1…n (default 6)').argParser(numberBy(facesSchema)),
    ];
  const size = new Option(
    '--size <rows×columns>',
    `the grid, such as 6×6 or 6x8 (default ${puzzle === 'maze' ? '10×10' : '5×5'})`,
  ).argParser(gridSize);
  if (puzzle === 'maze')
    return [
      size,
      new Option('--moves <n>', `the moves allowed: ${wordList(MAZE_MOVES.map(String))} (default 4)`).choices(
        MAZE_MOVES.map(String),
      ),
      new Option('--shortest <k>', 'exactly k steps on a shortest path; -1: no path').argParser(targetNumber),
      new Option('--paths <k>', 'exactly k shortest paths').argParser(
        numberBy(wholeNumber(1, Number.MAX_SAFE_INTEGER)),
      ),
      unique,
      new Option(
        '--walls <share>',
        'the share of blocked cells to aim at, roughly (default 0.3; perfect: as few as a tree allows)',
      ).argParser(numberBy(wallsSchema)),
      new Option(
        '--style <style>',
        `${wordList(MAZE_STYLES.map(String))}: cells blocked at random, or a perfect maze (every two open cells joined by one path)`,
      ).choices(MAZE_STYLES),
    ];
  return [
    size,
    new Option('--fewest <k>', 'exactly k moves at the fewest; -1: the tokens cannot swap').argParser(
      targetNumber,
    ),
    unique,
    new Option('--labels <a..b>', 'labels from a to b (default 1 to the longer side − 1)').argParser(
      countRange,
    ),
  ];
}

/**
 * Adds `puzzle`'s flags for the board to make to `command`: the size, the targets, the counts, and
 * `--format` (each notation the puzzle reads, and python, c, java). `generateOptionsOf` reads them.
 */
export function addGenerateOptions(command: Command, puzzle: Puzzle): Command {
  for (const option of puzzleOptions(puzzle)) command.addOption(option);
  return command.addOption(
    new Option(
      '--format <notation>',
      `how each board is written (default: ${DEFAULT_NOTATION_WORDS[puzzle]})`,
    ).choices(GENERATE_NOTATIONS[puzzle]),
  );
}

/**
 * Adds to `command`, under `heading` in its help, the flags that order a board beyond its size and
 * notation (`ORDER_OPTIONS`: `--fewest`, `--unique`, `--ladders`, `--snakes`, `--shortest`,
 * `--paths`, `--walls`, `--style`, `--labels`) for every puzzle at once, as `generate` defines
 * them: one flag per name, its help saying what it means for each puzzle where the puzzles differ.
 * Each flag's value is the library option of the same name.
 */
export function addOrderOptions(command: Command, heading: string): Command {
  const flags = new Map<string, { option: Option; meanings: Array<[Puzzle, string]> }>();
  for (const puzzle of PUZZLES)
    for (const option of puzzleOptions(puzzle)) {
      const name = option.attributeName();
      if (!(ORDER_OPTIONS[puzzle] as readonly string[]).includes(name)) continue;
      const flag = flags.get(name) ?? { option, meanings: [] };
      flag.meanings.push([puzzle, option.description]);
      flags.set(name, flag);
    }
  for (const { option, meanings } of flags.values()) {
    if (meanings.length > 1)
      option.description = meanings.map(([p, meaning]) => `${p}: ${meaning}`).join('; ');
    else option.description = `${meanings[0][0]}: ${meanings[0][1]}`;
    command.addOption(option.helpGroup(heading));
  }
  return command;
}

/** The library options of `flags` for `puzzle` (no seed, index or limits: the caller adds those). */
export function generateOptionsOf(puzzle: 'snakes', flags: GenerateFlags): GenerateSnakesOptions;
export function generateOptionsOf(puzzle: 'maze', flags: GenerateFlags): GenerateMazeOptions;
export function generateOptionsOf(puzzle: 'tokens', flags: GenerateFlags): GenerateTokensOptions;
export function generateOptionsOf(
  puzzle: Puzzle,
  flags: GenerateFlags,
): GenerateSnakesOptions | GenerateMazeOptions | GenerateTokensOptions;
export function generateOptionsOf(
  puzzle: Puzzle,
  flags: GenerateFlags,
): GenerateSnakesOptions | GenerateMazeOptions | GenerateTokensOptions {
  if (puzzle === 'snakes') {
    const notation = flags.format as SnakesNotation | undefined;
    return {
      size: flags.size as number | undefined,
      squares: flags.squares,
      // A board written as code is the leetcode rows of an n×n board, or the moves of a line.
      format: notation === undefined || isCodeNotation(notation) ? undefined : notation,
      faces: flags.faces,
      fewest: flags.fewest,
      unique: flags.unique,
      ladders: flags.ladders,
      snakes: flags.snakes,
    };
  }
  const [rows, columns] = (flags.size as [number, number] | undefined) ?? [undefined, undefined];
  if (puzzle === 'maze')
    return {
      rows,
      columns,
      moves: flags.moves === undefined ? undefined : (Number(flags.moves) as MazeMoves),
      shortest: flags.shortest,
      paths: flags.paths,
      unique: flags.unique,
      walls: flags.walls,
      style: flags.style,
    };
  return { rows, columns, fewest: flags.fewest, unique: flags.unique, labels: flags.labels };
}

/** The notation boards are written in when `--format` says none: each puzzle's first, or course/rows. */
export function defaultNotation(
  puzzle: Puzzle,
  flags: GenerateFlags,
): SnakesNotation | MazeNotation | TokensNotation {
  if (flags.format !== undefined) return flags.format as SnakesNotation;
  if (puzzle === 'snakes') return flags.squares === undefined ? 'leetcode' : 'moves';
  if (puzzle === 'maze') return 'art';
  const [rows, columns] = (flags.size as [number, number] | undefined) ?? [5, 5];
  return rows === columns ? 'course' : 'rows';
}
