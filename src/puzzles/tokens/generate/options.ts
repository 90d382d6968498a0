// What `generateTokens` takes: one schema for the library, the command and the judge.
import { z } from 'zod';
import { BoardpathError } from '../../../errors.js';
import { allowing, checkOptions, optionsSchema, wholeNumber } from '../../../options.js';
import {
  generateCommonShape,
  rangeSchema,
  uniqueSchema,
  type GenerateCommonOptions,
} from '../../generate.js';
import { gridOf, gridSizeSchema } from '../../grid-size.js';

/** The longest side of a generated grid. */
const MAX_GENERATED_SIDE = 200;

/** The largest label a generated grid may be asked to hold. */
const MAX_GENERATED_LABEL = 1_000_000;

/** The options of `generateTokens`. */
export interface GenerateTokensOptions extends GenerateCommonOptions {
  /**
   * The grid as the command's `--size` writes it: `'4x6'` or `'4×6'` (4 rows, 6 columns), or N
   * (N×N). The same as `rows` and `columns`; given with them, it must agree.
   */
  readonly size?: number | string;
  /** Rows of the grid (default 5). */
  readonly rows?: number;
  /** Columns of the grid (default 5). */
  readonly columns?: number;
  /** Exactly this many moves at the fewest; -1: the tokens cannot swap (default: any). */
  readonly fewest?: number;
  /** Exactly one shortest solution: one sequence of positions. */
  readonly unique?: boolean;
  /** The labels, `[least, most]` (default 1 to the longer side − 1). */
  readonly labels?: readonly [number, number];
}

/** The options of `generateTokens`, each as a schema. @internal */
export const generateTokensSchema = optionsSchema({
  ...generateCommonShape,
  size: gridSizeSchema(MAX_GENERATED_SIDE).optional(),
  rows: wholeNumber(1, MAX_GENERATED_SIDE).optional(),
  columns: wholeNumber(1, MAX_GENERATED_SIDE).optional(),
  fewest: allowing(
    '-1 or a whole number from 0',
    z
      .number()
      .int()
      .min(-1)
      .max(2 ** 31 - 1),
  ).optional(),
  unique: uniqueSchema,
  labels: rangeSchema(MAX_GENERATED_LABEL)
    .refine(([least]) => least >= 1)
    .optional(),
});

/** The checked request: the grid, its labels, the targets. */
export interface TokensRequest {
  readonly rows: number;
  readonly columns: number;
  readonly labels: readonly [number, number];
  readonly fewest: number | undefined;
  readonly unique: boolean;
}

/** The options checked (`generateTokensSchema`) and read once; the request they make. Cost: O(1). */
export function checkGenerateTokens(options: unknown) {
  const checked = checkOptions(generateTokensSchema, options);
  const { rows, columns } = gridOf(checked, 5);
  if (rows * columns < 2)
    throw new BoardpathError(
      'E_USAGE',
      'a 1×1 grid has room for one token only: the two tokens need two squares',
      { option: checked.size === undefined ? 'rows' : 'size' },
    );
  if (checked.unique && checked.fewest === -1)
    throw new BoardpathError(
      'E_USAGE',
      'unique asks for one shortest solution, but fewest -1 asks for none',
      {
        option: 'unique',
      },
    );
  const request: TokensRequest = {
    rows,
    columns,
    labels: checked.labels ?? [1, Math.max(rows, columns) - 1],
    fewest: checked.fewest,
    unique: checked.unique ?? false,
  };
  return { checked, request };
}
