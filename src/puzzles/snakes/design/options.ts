// What `designSnakes` takes, as schemas: the board's size and counts, the targets, the search's
// seed and time, checked once at its entry.
import { z } from 'zod';
import {
  allowing,
  maxMemorySchema,
  oneOf,
  optionsSchema,
  progressSchema,
  signalSchema,
  wholeNumber,
} from '../../../options.js';
import { END_RULES, type EndRule } from '../analysis/end-rules.js';
import { MAX_PLAYERS } from '../analysis/players.js';
import type { Progress } from '../../../options.js';

/**
 * The most squares a design takes: a board for people (20 × 20). Each restart of the search
 * inverts a dense (squares + 1)² matrix, O(squares³): some 0.1 s here, seconds at 1,024.
 */
export const MAX_DESIGN_SQUARES = 400;

/** The largest n of an n × n design. */
const MAX_DESIGN_SIZE = 20;

/**
 * The most faces a design's die may have: the search keeps where every face of every square leads
 * (several tables of squares × faces), and a die of more faces than a board of people has squares
 * plays no game worth designing.
 */
const MAX_DESIGN_FACES = 100;

/**
 * The most throws `within` may name: the search pushes the distribution that far for every board it
 * scores, so a board of 400 squares costs it up to 2.4·10^7 steps.
 */
const MAX_WITHIN_THROWS = 10_000;

/** The longest search allowed, in seconds: an hour. */
const MAX_DESIGN_SECONDS = 3600;

/**
 * The search's default work budget, in its steps (`searchDesign`'s unit, a few nanoseconds' work
 * each): some seconds of search, the same boards on every machine.
 */
export const DEFAULT_DESIGN_WORK = 1e9;

/** The largest work budget a design may be given: hours of search. */
const MAX_DESIGN_WORK = 1e13;

/** The default bound on a design's time, in seconds: far past its default budget's seconds. */
export const DEFAULT_DESIGN_SECONDS = 60;

/** How many jumps of a kind: exactly this many, or from the first to the second. */
export type JumpRange = number | readonly [number, number];

/** Options of `designSnakes`. */
export interface DesignSnakesOptions {
  /** An n × n board: squares 1 … n² (default 10, at most 20). Not with `squares`. */
  readonly size?: number;
  /** A board of squares 1 … squares (at most 400). Not with `size`. */
  readonly squares?: number;
  /** Die faces (default 6, at most 100). */
  readonly faces?: number;
  /** The end rule of the real game (default `exact`). */
  readonly end?: EndRule;
  /** How many ladders (default 0 to 12). */
  readonly ladders?: JumpRange;
  /** How many snakes (default 0 to 12). */
  readonly snakes?: JumpRange;
  /** Expected throws of one player. */
  readonly mean?: number;
  /** The standard deviation of one player's throws. */
  readonly sd?: number;
  /** The game ends within `throws` throws with chance at least `chance`. */
  readonly within?: { readonly throws: number; readonly chance: number };
  /** The puzzle's fewest throws. */
  readonly fewest?: number;
  /** Players taking turns: their seats' chances are reported (default 2 with `fair`). */
  readonly players?: number;
  /** No seat's chance to win differs from 1/players by more than this. */
  readonly fair?: number;
  /** How far the mean and the sd may miss (default ± 0.1 and ± 0.5 throws). */
  readonly tolerance?: { readonly mean?: number; readonly sd?: number };
  /** The search's seed: any text of at most 1,000 characters (default "boardpath"). */
  readonly seed?: string;
  /**
   * The search's work budget, in its steps (default 10⁹, some seconds): where the search stops
   * depends on the seed, the options and this alone, so the same request gives the same board on
   * every machine.
   */
  readonly maxWork?: number;
  /**
   * Seconds the search may take at the most (default 60): an outer bound, for a budget a machine
   * is too slow for. A search it cuts says so (`search.cut` is `'time'`), and may stop elsewhere
   * another time.
   */
  readonly time?: number;
  /** Refuse, before allocating, a design that would need more bytes than this (`E_MEMORY`). */
  readonly maxMemory?: number;
  /** Stop with `E_ABORTED` when it fires (checked every 256 boards). */
  readonly signal?: AbortSignal;
  /** Told every 1,024 boards: the boards tried and the restarts. */
  readonly progress?: Progress;
}

const jumpRange = allowing(
  `a whole number from 0 to ${MAX_DESIGN_SQUARES}, or a range [min, max] of them`,
  z.union([
    z.number().int().min(0).max(MAX_DESIGN_SQUARES),
    z
      .tuple([z.number().int().min(0), z.number().int().max(MAX_DESIGN_SQUARES)])
      .refine(([min, max]) => min <= max),
  ]),
);
const throws = allowing('a number of throws from 0 to 1e9', z.number().min(0).max(1e9));
const chance = allowing('a chance from 0 to 1', z.number().min(0).max(1));

/** The options of `designSnakes`. @internal */
export const designSnakesSchema = optionsSchema({
  size: wholeNumber(2, MAX_DESIGN_SIZE).optional(),
  squares: wholeNumber(2, MAX_DESIGN_SQUARES).optional(),
  faces: wholeNumber(2, MAX_DESIGN_FACES).optional(),
  end: oneOf(END_RULES).optional(),
  ladders: jumpRange.optional(),
  snakes: jumpRange.optional(),
  mean: throws.optional(),
  sd: throws.optional(),
  within: allowing(
    `{ throws, chance }: a whole number of throws from 1 to ${MAX_WITHIN_THROWS.toLocaleString('en-US')} and a chance from 0 to 1`,
    z
      .object({ throws: z.number().int().min(1).max(MAX_WITHIN_THROWS), chance: z.number().min(0).max(1) })
      .strict(),
  ).optional(),
  fewest: wholeNumber(0, MAX_DESIGN_SQUARES).optional(),
  players: wholeNumber(1, MAX_PLAYERS).optional(),
  fair: chance.optional(),
  tolerance: allowing(
    '{ mean?, sd? }: numbers of throws from 0 to 1e9',
    z.object({ mean: throws.optional(), sd: throws.optional() }).strict(),
  ).optional(),
  seed: allowing('text of at most 1,000 characters', z.string().max(1000)).optional(),
  maxWork: allowing(
    `a whole number of steps from 1 to ${MAX_DESIGN_WORK.toExponential().replace('e+', 'e')}`,
    z.number().int().min(1).max(MAX_DESIGN_WORK),
  ).optional(),
  time: allowing(
    `a number of seconds above 0, at most ${MAX_DESIGN_SECONDS}`,
    z.number().gt(0).max(MAX_DESIGN_SECONDS),
  ).optional(),
  maxMemory: maxMemorySchema.optional(),
  signal: signalSchema.optional(),
  progress: progressSchema.optional(),
});

/** A `JumpRange` as `{ min, max }`, `fallback` when absent. */
export function rangeOf(range: JumpRange | undefined, fallback: readonly [number, number]) {
  if (range === undefined) return { min: fallback[0], max: fallback[1] };
  return typeof range === 'number' ? { min: range, max: range } : { min: range[0], max: range[1] };
}
