// What `generateSnakes` takes: one schema for the library, the command and the judge, and the game
// the options describe (its squares, start, die and the squares a jump may start on).
import { z } from 'zod';
import { BoardpathError } from '../../../errors.js';
import { allowing, checkOptions, oneOf, optionsSchema, wholeNumber } from '../../../options.js';
import {
  generateCommonShape,
  rangeSchema,
  uniqueSchema,
  type GenerateCommonOptions,
} from '../../generate.js';
import { MAX_FACES, SNAKES_FORMATS, type SnakesFormat } from '../board/board.js';

/** The most squares a generated board may have (a 3000×3000 board): the memory limit decides below. */
const MAX_GENERATED_SQUARES = 9_000_000;

/** The options of `generateSnakes`. */
export interface GenerateSnakesOptions extends GenerateCommonOptions {
  /** An N×N board, squares 1…N² numbered as LeetCode numbers them (default 10, unless `squares`). */
  readonly size?: number;
  /** A board of this many squares in a line, instead of `size`. */
  readonly squares?: number;
  /** How the board is written, which also says where the token starts (default: leetcode for `size`, moves for `squares`). */
  readonly format?: SnakesFormat;
  /** Die faces 1…faces (default 6). */
  readonly faces?: number;
  /** Exactly this many throws at the fewest; -1: the last square cannot be reached (default: any). */
  readonly fewest?: number;
  /** Exactly one shortest game: one sequence of squares. */
  readonly unique?: boolean;
  /** How many ladders, `[least, most]`. */
  readonly ladders?: readonly [number, number];
  /** How many snakes, `[least, most]`. */
  readonly snakes?: readonly [number, number];
  /**
   * LeetCode's constraints: no snake or ladder on the first square (default: on, but off for the
   * board and moves formats). No jump ever starts on the last square.
   */
  readonly leetcodeRules?: boolean;
}

/** The options of `generateSnakes`, each as a schema. @internal */
export const generateSnakesSchema = optionsSchema({
  ...generateCommonShape,
  size: wholeNumber(1, 3000).optional(),
  squares: wholeNumber(1, MAX_GENERATED_SQUARES).optional(),
  format: oneOf(SNAKES_FORMATS).optional(),
  faces: wholeNumber(1, MAX_FACES).optional(),
  fewest: allowing(
    '-1 or a whole number from 0',
    z.number().int().min(-1).max(MAX_GENERATED_SQUARES),
  ).optional(),
  unique: uniqueSchema,
  ladders: rangeSchema(MAX_GENERATED_SQUARES).optional(),
  snakes: rangeSchema(MAX_GENERATED_SQUARES).optional(),
  leetcodeRules: z.boolean().optional(),
});

/** The game a generated board is made for: its squares, start, die and where jumps may start. */
export interface SnakesGame {
  readonly format: SnakesFormat;
  /** The board's side when it is N×N, else null. */
  readonly side: number | null;
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly faces: number;
  /** Whether a jump may start on `square`: never the start or the last square, nor the first under LeetCode's rules. */
  readonly jumpable: (square: number) => boolean;
  /** How many squares may hold a jump. */
  readonly jumpSquares: number;
  readonly ladders: readonly [number, number];
  readonly snakes: readonly [number, number];
  /** Whether each count was asked for (else the generator aims at a natural few). */
  readonly laddersGiven: boolean;
  readonly snakesGiven: boolean;
}

/** The options checked (`generateSnakesSchema`) and read once, into a frozen copy. Cost: O(1). @internal */
export function checkGenerateSnakes(
  options: unknown,
): z.output<z.ZodObject<(typeof generateSnakesSchema)['shape'], z.core.$strict>> {
  const checked = checkOptions(generateSnakesSchema, options);
  if (checked.size !== undefined && checked.squares !== undefined)
    throw new BoardpathError('E_USAGE', 'give size (an N×N board) or squares (a line of squares), not both', {
      option: 'squares',
    });
  if (checked.format === 'leetcode' && checked.squares !== undefined)
    throw new BoardpathError('E_USAGE', 'the leetcode format writes an N×N board: give size, not squares', {
      option: 'format',
    });
  if (checked.unique && checked.fewest === -1)
    throw new BoardpathError('E_USAGE', 'unique asks for one shortest game, but fewest -1 asks for none', {
      option: 'unique',
    });
  return checked;
}

/** The game the checked options describe. Cost: O(1). @internal */
export function gameOf(options: ReturnType<typeof checkGenerateSnakes>): SnakesGame {
  const side = options.squares === undefined ? (options.size ?? 10) : null;
  const format = options.format ?? (side === null ? 'moves' : 'leetcode');
  const squares = side === null ? options.squares! : side * side;
  // Leetcode and board number squares from 1, moves from 0; the board format starts off the board.
  const first = format === 'moves' ? 0 : 1;
  const last = first + squares - 1;
  const start = format === 'board' ? 0 : first;
  const rules = options.leetcodeRules ?? format === 'leetcode';
  const jumpable = (square: number) =>
    square >= first && square < last && square !== start && !(rules && square === first);
  const all: readonly [number, number] = [0, MAX_GENERATED_SQUARES];
  return Object.freeze({
    format,
    side,
    first,
    last,
    start,
    faces: options.faces ?? 6,
    jumpable,
    jumpSquares: Math.max(0, countJumpable(first, last, jumpable)),
    ladders: options.ladders ?? all,
    snakes: options.snakes ?? all,
    laddersGiven: options.ladders !== undefined,
    snakesGiven: options.snakes !== undefined,
  });
}

// The squares that may hold a jump: all from first to last - 1 but the start and, under LeetCode's
// rules, the first (both among the first two squares).
function countJumpable(first: number, last: number, jumpable: (square: number) => boolean): number {
  let count = Math.max(0, last - first);
  for (let square = first; square < Math.min(last, first + 2); square++) if (!jumpable(square)) count--;
  return count;
}
