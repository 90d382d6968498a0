// The flags of `boardpath generate tokens` and the options of `generateTokens` they stand for.
import { BoardpathError } from '../../../errors.js';
import type { GenerateFlag, GenerateFlags } from '../../kit.js';
import type { GenerateTokensOptions } from './options.js';

/** The flags, in the order the help lists them. */
export const TOKENS_FLAGS: readonly GenerateFlag[] = [
  { flag: '--size <rows×columns>', help: 'the grid, such as 6×6 or 6x8 (default 5×5)', value: 'grid' },
  {
    flag: '--fewest <k>',
    help: 'exactly k moves at the fewest; -1: the tokens cannot swap',
    value: 'target',
  },
  {
    flag: '--unique',
    help: 'one shortest solution and its mirror image (played backwards, colours swapped): solutions 2',
  },
  { flag: '--labels <a..b>', help: 'labels from a to b (default 1 to the longer side − 1)', value: 'range' },
];

/** The options of `flags` (no seed, index or limits). */
export function tokensOptionsOf(flags: GenerateFlags): GenerateTokensOptions {
  const [rows, columns] = (flags.size as [number, number] | undefined) ?? [undefined, undefined];
  return {
    rows,
    columns,
    fewest: flags.fewest as number | undefined,
    unique: flags.unique as boolean | undefined,
    labels: flags.labels as [number, number] | undefined,
  };
}

/**
 * The notation grids are written in: `--format`'s, else course, or rows for a grid that is not
 * square; the course format of a grid that is not square is refused (`E_USAGE`).
 */
export function tokensNotation(flags: GenerateFlags): string {
  const [rows, columns] = (flags.size as [number, number] | undefined) ?? [5, 5];
  const notation = (flags.format as string | undefined) ?? (rows === columns ? 'course' : 'rows');
  if (notation === 'course' && rows !== columns)
    throw new BoardpathError(
      'E_USAGE',
      `the course format writes square grids: a ${rows}×${columns} grid is written as rows`,
      { option: 'format' },
    );
  return notation;
}
