// What a designer asks of a board, how far a board's figures are from it, and the one number the
// search brings down to zero.

/** The figures a design can aim at, in the order the report lists them. */
export const DESIGN_TARGETS = ['mean', 'sd', 'within', 'fewest', 'fair'] as const;

/** One of `DESIGN_TARGETS`. */
type DesignTarget = (typeof DESIGN_TARGETS)[number];

/** The targets with tolerances: `mean` and `sd` by default ± 0.1 and ± 0.5 throws. */
export const DEFAULT_TOLERANCE = { mean: 0.1, sd: 0.5 } as const;

/** The targets of a design; each is optional, but one at least is asked. */
export interface DesignTargets {
  /** Expected throws of one player. */
  readonly mean?: number;
  /** The standard deviation of one player's throws. */
  readonly sd?: number;
  /** The game ends within `throws` throws with chance at least `chance`. */
  readonly within?: { readonly throws: number; readonly chance: number };
  /** The puzzle's fewest throws, exactly. */
  readonly fewest?: number;
  /** With `players` taking turns, no seat's chance to win differs from 1/players by more than `spread`. */
  readonly fair?: { readonly players: number; readonly spread: number };
}

/** How far from its target a figure may be and still meet it. */
export interface Tolerances {
  readonly mean: number;
  readonly sd: number;
}

/** A board's figures, as far as the targets need them. */
export interface DesignFigures {
  readonly mean: number;
  readonly sd: number;
  /** The puzzle's fewest throws (-1: the last square cannot be reached by choosing), or null when not asked. */
  readonly fewest: number | null;
  /** The chance to finish within the throws of `within`, or null when not asked. */
  readonly within: number | null;
  /** Each seat's chance to win, or null when no players were asked. */
  readonly seats: readonly number[] | null;
}

/** How far each target asked is missed: 0 when met (within its tolerance). */
export type Misses = Partial<Record<DesignTarget, number>>;

/** The largest distance of any seat's chance from 1/players. */
export function seatSpread(seats: readonly number[]): number {
  let worst = 0;
  for (const seat of seats) worst = Math.max(worst, Math.abs(seat - 1 / seats.length));
  return worst;
}

/**
 * How far `figures` miss each target beyond its tolerance, in the target's own unit (throws for the
 * mean, sd and fewest; chance for within and fair), each tolerance narrowed by `margin` (the search
 * aims a little inside, so that the exact analysis afterwards lands inside too). Cost: O(players).
 */
export function missesOf(
  targets: DesignTargets,
  tolerance: Tolerances,
  figures: DesignFigures,
  margin = 0,
): Misses {
  const misses: Misses = {};
  if (targets.mean !== undefined)
    misses.mean = Math.max(0, Math.abs(figures.mean - targets.mean) - tolerance.mean * (1 - margin));
  if (targets.sd !== undefined)
    misses.sd = Math.max(0, Math.abs(figures.sd - targets.sd) - tolerance.sd * (1 - margin));
  if (targets.within !== undefined)
    misses.within = Math.max(0, targets.within.chance + margin * 1e-6 - (figures.within ?? 0));
  if (targets.fewest !== undefined)
    misses.fewest = figures.fewest === null ? Infinity : Math.abs(figures.fewest - targets.fewest);
  if (targets.fair !== undefined)
    misses.fair =
      figures.seats === null
        ? Infinity
        : Math.max(0, seatSpread(figures.seats) - targets.fair.spread * (1 - margin));
  return misses;
}

// Each target's miss in the search's one unit: a throw of the mean or sd, a throw of fewest counted
// double (it moves in whole throws), a percentage point of chance.
const WEIGHTS: Readonly<Record<DesignTarget, number>> = { mean: 1, sd: 1, fewest: 2, within: 100, fair: 100 };

/** The search's score of some misses: their weighted sum, 0 when every target is met. */
export function scoreOf(misses: Misses): number {
  let score = 0;
  for (const target of DESIGN_TARGETS) {
    const miss = misses[target];
    if (miss !== undefined) score += WEIGHTS[target] * miss;
  }
  return score;
}
