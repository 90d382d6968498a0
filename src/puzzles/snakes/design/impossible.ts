// A design request that no board can meet, said with the range that can be: the command refuses it
// at once (exit 2) rather than searching for ten seconds. Each target counts as met anywhere within
// its tolerance, so a request is refused only when its whole tolerance lies outside a proven range.
import { formatChance, formatThrows } from '../analysis/figure-words.js';
import { counted } from '../../../words.js';
import type { DesignRules } from './feeders.js';
import type { JumpCounts } from './layout.js';
import type { DesignRange, FigureRange } from './reach-range.js';
import type { DesignTargets, Tolerances } from './targets.js';

/** `0 to 12 ladders`, `no snakes`, `3 ladders`. */
function countWords(range: { min: number; max: number }, kind: 'ladder' | 'snake'): string {
  if (range.max === 0) return `no ${kind}s`;
  if (range.min === range.max) return counted(range.min, kind);
  return `${range.min} to ${range.max} ${kind}s`;
}

/** A bound as the messages write it, rounded the way that keeps it true: down for a least value. */
function throwsDown(value: number): string {
  const scale = value >= 1000 ? 10 : 1000;
  return formatThrows(Math.floor(value * scale + 1e-6) / scale);
}

function throwsUp(value: number): string {
  const scale = value >= 1000 ? 10 : 1000;
  return formatThrows(Math.ceil(value * scale - 1e-6) / scale);
}

/** A chance as a least bound: `2.3%`, `0.0071%`, never rounded up. */
function chanceDown(chance: number): string {
  if (chance >= 0.001) return `${(Math.floor(chance * 1000 + 1e-9) / 10).toFixed(1)}%`;
  const digits = 10 ** (1 - Math.floor(Math.log10(chance * 100)));
  return `${(Math.floor(chance * 100 * digits) / digits).toPrecision(2)}%`;
}

/** A chance as a most bound, never rounded down. */
function chanceUp(chance: number): string {
  return formatChance(Math.min(1, Math.ceil(chance * 1000 - 1e-9) / 1000));
}

/** A chance a target names: `0.5%`, `0.01%`. */
function chanceAsked(chance: number): string {
  return chance >= 0.001 || chance === 0 ? formatChance(chance) : `${+(chance * 100).toPrecision(3)}%`;
}

/** `from 22.000 to 33.334`, `from 1.000 up (…)`, `at exactly 6.043 (the one board with no jump)`. */
function rangeWords(
  range: FigureRange,
  unit: string,
  above = ' (with snakes, nothing bounds it above)',
): string {
  if (range.high !== null && range.high - range.low <= 1e-9 * Math.max(1, range.high))
    return `at exactly ${formatThrows(range.low)} ${unit} (the one board with no jump)`;
  if (range.high === null) return `from ${throwsDown(range.low)} ${unit} up${above}`;
  return `from ${throwsDown(range.low)} to ${throwsUp(range.high)} ${unit}`;
}

/** `45 throws`, `45 throws (± 0.1)`. */
function asked(value: number, tolerance: number): string {
  return `${counted(value, 'throw')}${tolerance > 0 ? ` (± ${tolerance})` : ''}`;
}

/**
 * Why no board of `rules` within `counts` can meet `targets`, or null when the proven ranges allow
 * them (`range`, computed with the fewest throws asked, if any: an outer bound, so a request inside
 * it is searched for, and may still be missed). Cost: that of `range`'s bounds, a few milliseconds.
 */
export function impossibility(
  rules: DesignRules,
  counts: JumpCounts,
  targets: DesignTargets,
  tolerance: Tolerances,
  range: DesignRange,
): string | null {
  const fewest =
    targets.fewest === undefined ? '' : ` taking exactly ${counted(targets.fewest, 'throw')} at fewest`;
  const board = `board of ${rules.last} squares with ${countWords(counts.ladders, 'ladder')} and ${countWords(counts.snakes, 'snake')} (die 1–${rules.faces}, end rule ${rules.end})${fewest}`;
  const outside = (value: number, slack: number, { low, high }: FigureRange) =>
    value + slack < low - 1e-9 || (high !== null && value - slack > high + 1e-9);
  // The means the request allows: its tolerance around the target, within the proven range.
  let meanLow = range.mean.low;
  let meanHigh = range.mean.high ?? Infinity;
  if (targets.mean !== undefined) {
    if (outside(targets.mean, tolerance.mean, range.mean))
      return `no ${board} has a mean of ${counted(targets.mean, 'throw')}: its mean lies ${rangeWords(range.mean, 'throws')}`;
    meanLow = Math.max(meanLow, targets.mean - tolerance.mean);
    meanHigh = Math.min(meanHigh, targets.mean + tolerance.mean);
  }
  if (targets.sd !== undefined) {
    const problem = sdProblem(board, rules.faces, targets, tolerance, range, meanLow, meanHigh);
    if (problem) return problem;
  }
  if (targets.fewest !== undefined && outside(targets.fewest, 0, range.fewest))
    return `no ${board.replace(fewest, '')} takes exactly ${counted(targets.fewest, 'throw')} at fewest: that lies from ${range.fewest.low} to ${range.fewest.high}`;
  if (targets.within !== undefined) {
    const { throws, chance } = targets.within;
    const most = range.within(throws);
    if (chance > most + 1e-12)
      return throws < range.minimum
        ? `no ${board} ends within ${counted(throws, 'throw')}: every game takes at least ${range.minimum}`
        : `no ${board} ends within ${counted(throws, 'throw')} with a chance of ${formatChance(chance)}: at most ${chanceUp(most)}`;
  }
  if (targets.fair !== undefined && targets.fair.players > 1) {
    const { players, spread } = targets.fair;
    if (spread <= 0)
      return `no board is exactly fair to ${players} players: seat 1 throws first and always wins more often than the last seat (give a spread above 0)`;
    const least = range.unfairness(players, meanHigh);
    if (spread < least - 1e-12) {
      const mean = Number.isFinite(meanHigh) ? ` with a mean of at most ${throwsUp(meanHigh)} throws` : '';
      return `no ${board}${mean} is fair to ${players} players within ${chanceAsked(spread)}: some seat's chance differs from 1/${players} by at least ${chanceDown(least)}`;
    }
  }
  return null;
}

// The sd's range for the means the request allows, and the games of no spread at all.
function sdProblem(
  board: string,
  faces: number,
  targets: DesignTargets,
  tolerance: Tolerances,
  range: DesignRange,
  meanLow: number,
  meanHigh: number,
): string | null {
  const sd = targets.sd!;
  const spread = range.sdWithMean(meanLow, meanHigh);
  const outside =
    sd + tolerance.sd < spread.low - 1e-9 || (spread.high !== null && sd - tolerance.sd > spread.high + 1e-9);
  if (outside) {
    if (targets.mean === undefined)
      return `no ${board} has a standard deviation of ${counted(sd, 'throw')}: it lies ${rangeWords(range.sd, 'throws')}`;
    return `no ${board} has a standard deviation of ${asked(sd, tolerance.sd)} with a mean of ${asked(targets.mean, tolerance.mean)}: with such a mean it lies ${rangeWords(spread, 'throws', '')}`;
  }
  if (sd !== 0 || tolerance.sd !== 0) return null;
  // No spread at all: every game as long, a whole number of throws from the fewest to `steady`.
  const from = Math.max(range.minimum, Math.ceil(meanLow - 1e-9));
  const to = Math.min(range.steady, Math.floor(meanHigh + 1e-9));
  if (from <= to) return null;
  const mean = targets.mean === undefined ? '' : ` with a mean of ${asked(targets.mean, tolerance.mean)}`;
  const allow = range.steady === 0 ? 'none' : `one of at most ${counted(range.steady, 'throw')}`;
  return `no ${board} has a standard deviation of exactly 0${mean}: a game that always takes as many throws needs ${counted(faces - 1, 'jump')} for each throw before its last (on all but one square the throw can reach), and these counts allow ${allow}`;
}
