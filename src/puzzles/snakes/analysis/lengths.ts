import { BoardpathError } from '../../../errors.js';
import type { ThrowDistribution } from './distribution.js';

/** The default percentiles of the report. */
export const DEFAULT_PERCENTILES: readonly number[] = [10, 25, 50, 75, 90, 99];

/** The throw counts for which the report gives the chance to have finished. */
const WITHIN_THROWS: readonly number[] = [10, 20, 50, 100];

/** The figures of a game's length computed from its distribution. */
interface LengthFigures {
  /** The most likely number of throws (the smallest, on a tie), or null when the list is too short to know. */
  readonly mode: number | null;
  /** Percentile p → the fewest throws n with P(length ≤ n) ≥ p / 100, or null (never, or beyond the list). */
  readonly percentiles: Record<string, number | null>;
  /** k → P(length ≤ k), or null when k lies beyond an incomplete list. */
  readonly within: Record<string, number | null>;
}

// Cumulative sums meet p/100 within this, so that an exact tie (a 1/2 chance) is not lost to rounding.
const TIE = 1e-12;

/**
 * The mode, percentiles and chances-within of a distribution. Percentile 0 is the fewest throws with a
 * chance; percentile 100 is the longest game when the game is bounded, else null (no such number).
 *
 * Cost: O(length of the distribution × percentiles).
 */
export function lengthFigures(
  distribution: ThrowDistribution,
  percentiles: readonly number[] = DEFAULT_PERCENTILES,
  within: readonly number[] = WITHIN_THROWS,
): LengthFigures {
  const p = distribution.probabilities;
  let best = 0;
  for (let n = 0; n < p.length; n++) if (p[n] > best) best = p[n];
  let mode: number | null = null;
  for (let n = 0; n < p.length && mode === null; n++) if (p[n] >= best * (1 - TIE) && best > 0) mode = n;
  if (mode !== null && !distribution.complete && distribution.remaining > best) mode = null;
  const cumulative = new Float64Array(p.length);
  let sum = 0;
  for (let n = 0; n < p.length; n++) cumulative[n] = sum += p[n];
  const figures: Record<string, number | null> = {};
  for (const percent of percentiles) {
    checkPercent(percent);
    let answer: number | null = null;
    if (percent === 0) {
      for (let n = 0; n < p.length && answer === null; n++) if (p[n] > 0) answer = n;
    } else if (percent === 100) {
      if (distribution.bounded && distribution.stuck === 0)
        for (let n = p.length - 1; n >= 0 && answer === null; n--) if (p[n] > 0) answer = n;
    } else {
      for (let n = 0; n < p.length && answer === null; n++)
        if (cumulative[n] >= percent / 100 - TIE) answer = n;
    }
    figures[String(percent)] = answer;
  }
  const chances: Record<string, number | null> = {};
  for (const k of within) {
    chances[String(k)] = k < p.length ? cumulative[k] : distribution.complete ? sum : null;
  }
  return { mode, percentiles: figures, within: chances };
}

/** Refuses (`E_USAGE`) a percentile outside 0 … 100. */
export function checkPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new BoardpathError('E_USAGE', `a percentile must be a number from 0 to 100, not ${percent}`);
  }
}
