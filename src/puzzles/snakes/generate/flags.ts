// The flags of `boardpath generate snakes` and the options of `generateSnakes` they stand for.
import { wholeNumber } from '../../../options.js';
import { isCodeNotation } from '../../code-notation.js';
import type { GenerateFlag, GenerateFlags } from '../../kit.js';
import { facesSchema } from '../options.js';
import type { GenerateSnakesOptions } from './options.js';
import type { SnakesNotation } from './write.js';

/** The flags, in the order the help lists them. */
export const SNAKES_FLAGS: readonly GenerateFlag[] = [
  {
    flag: '--size <n>',
    help: 'an n×n board, squares 1…n² numbered as LeetCode does (default 10)',
    value: wholeNumber(1, 3000),
  },
  {
    flag: '--squares <n>',
    help: 'a line of n squares instead (the moves or board format)',
    value: wholeNumber(1, 9_000_000),
  },
  {
    flag: '--fewest <k>',
    help: 'exactly k throws at the fewest; -1: the last square out of reach',
    value: 'target',
  },
  { flag: '--unique', help: 'exactly one shortest game (one sequence of squares)' },
  { flag: '--ladders <a..b>', help: 'from a to b ladders (or exactly a)', value: 'range' },
  { flag: '--snakes <a..b>', help: 'from a to b snakes (or exactly a)', value: 'range' },
  { flag: '--faces <n>', help: 'die faces 1…n (default 6)', value: facesSchema },
];

/** The options of `flags` (no seed, index or limits). */
export function snakesOptionsOf(flags: GenerateFlags): GenerateSnakesOptions {
  const notation = flags.format as SnakesNotation | undefined;
  return {
    size: flags.size as number | undefined,
    squares: flags.squares as number | undefined,
    // A board written as code is the leetcode rows of an n×n board, or the moves of a line.
    format: notation === undefined || isCodeNotation(notation) ? undefined : notation,
    faces: flags.faces as number | undefined,
    fewest: flags.fewest as number | undefined,
    unique: flags.unique as boolean | undefined,
    ladders: flags.ladders as [number, number] | undefined,
    snakes: flags.snakes as [number, number] | undefined,
  };
}

/** The notation boards are written in: `--format`'s, else leetcode, or moves for a line of squares. */
export function snakesNotation(flags: GenerateFlags): string {
  return (flags.format as string | undefined) ?? (flags.squares === undefined ? 'leetcode' : 'moves');
}
