// A design request that no board can meet, said with the range that can be: the command refuses it
// at once (exit 2) rather than searching for ten seconds.
import { formatChance, formatThrows } from '../analysis/figure-words.js';
import { counted } from '../../../words.js';
import type { DesignRules } from './feeders.js';
import type { JumpCounts } from './layout.js';
import type { DesignRange, FigureRange } from './reach-range.js';
import type { DesignTargets, Tolerances } from './targets.js';

/** `0 to 12 ladders`, `no snakes`, `3 ladders`. */
export function countWords(range: { min: number; max: number }, kind: 'ladder' | 'snake'): string {
  if (range.max === 0) return `no ${kind}s`;
  if (range.min === range.max) return counted(range.min, kind);
  return `${range.min} to ${range.max} ${kind}s`;
}

/** `from 22.000 to 33.333`, `from 1.000 up (nothing bounds it above with snakes)`. */
function rangeWords(range: FigureRange, unit: string): string {
  if (range.high !== null && formatThrows(range.low) === formatThrows(range.high))
    return `at exactly ${formatThrows(range.low)} ${unit} (the one board with no jump)`;
  if (range.high === null)
    return `from ${formatThrows(range.low)} ${unit} up (with snakes, nothing bounds it above)`;
  return `from ${formatThrows(range.low)} to ${formatThrows(range.high)} ${unit}`;
}

/**
 * Why no board of `rules` within `counts` can meet `targets`, or null when the range allows them
 * (`range`, an outer bound: a request inside it is searched for, and may still be missed).
 * Cost: O(1), and that of `range.within`.
 */
export function impossibility(
  rules: DesignRules,
  counts: JumpCounts,
  targets: DesignTargets,
  tolerance: Tolerances,
  range: DesignRange,
): string | null {
  const board = `board of ${rules.last} squares with ${countWords(counts.ladders, 'ladder')} and ${countWords(counts.snakes, 'snake')} (die 1–${rules.faces}, end rule ${rules.end})`;
  const outside = (value: number, slack: number, { low, high }: FigureRange) =>
    value + slack < low - 1e-9 || (high !== null && value - slack > high + 1e-9);
  if (targets.mean !== undefined && outside(targets.mean, tolerance.mean, range.mean))
    return `no ${board} has a mean of ${counted(targets.mean, 'throw')}: its mean lies ${rangeWords(range.mean, 'throws')}`;
  if (targets.sd !== undefined && outside(targets.sd, tolerance.sd, range.sd))
    return `no ${board} has a standard deviation of ${counted(targets.sd, 'throw')}: it lies ${rangeWords(range.sd, 'throws')}`;
  if (targets.fewest !== undefined && outside(targets.fewest, 0, range.fewest))
    return `no ${board} takes exactly ${counted(targets.fewest, 'throw')} at fewest: that lies from ${range.fewest.low} to ${range.fewest.high}`;
  if (targets.within !== undefined) {
    const { throws, chance } = targets.within;
    const most = range.within(throws);
    if (chance > most + 1e-12)
      return throws < range.minimum
        ? `no ${board} ends within ${counted(throws, 'throw')}: every game takes at least ${range.minimum}`
        : `no ${board} ends within ${counted(throws, 'throw')} with a chance of ${formatChance(chance)}: at most ${formatChance(most)}`;
  }
  if (targets.fair !== undefined && targets.fair.players > 1 && targets.fair.spread <= 0)
    return `no board is exactly fair to ${targets.fair.players} players: seat 1 throws first and always wins more often than the last seat (give a spread above 0)`;
  return null;
}
