// Where the figures of a distribution cut short must lie. The throws listed give every figure they
// reach exactly; past them, the exact mean and standard deviation (two sparse solves, whatever the
// board's size) still bound every percentile and every chance, by Cantelli's one-sided inequality
// P(T − μ ≥ kσ) ≤ 1 / (1 + k²), and so does the fewest throws, which breadth-first search gives.
import type { ThrowDistribution } from './distribution.js';

/** A figure known only to lie from `low` to `high` (null: no bound above). */
export interface FigureBound {
  readonly low: number;
  readonly high: number | null;
}

/** The exact figures the bounds start from. */
export interface KnownMoments {
  /** Expected throws and its relative error bound, or null when the game may never end. */
  readonly mean: number | null;
  readonly meanError: number;
  /** The standard deviation and a bound on its absolute error (null with `mean`). */
  readonly sd: number | null;
  readonly sdError: number;
  /** The fewest throws that can end the game, or null when none can. */
  readonly minimum: number | null;
}

/** Bounds for the figures a distribution cut short leaves unknown, and what they come from. */
export interface LengthBounds {
  /** Percentile → its bounds, for each percentile the throws listed do not reach (and the game can). */
  readonly percentiles: Record<string, FigureBound>;
  /** Percentiles no game length reaches: the chance to finish at all is below them. */
  readonly never: string[];
  /** k → bounds of P(length ≤ k), for each k beyond the throws listed. */
  readonly within: Record<string, FigureBound>;
  /** The likeliest throws, when the throws listed cannot tell it. */
  readonly mode: FigureBound | null;
  /** 'moments': from the throws listed, the exact mean and sd, and the minimum; 'listed': from the throws listed only (a game that may never end has no mean). */
  readonly from: 'moments' | 'listed';
}

/**
 * Bounds on the percentiles (`percent` → null in `exact`), chances within k throws and mode that
 * the throws listed in `d` do not give. For percentile q = p/100 the fewest n with P(T ≤ n) ≥ q: it
 * lies past the last throw listed, and by Cantelli from ⌈μ − σ√(1/q − 1)⌉ to ⌈μ + σ√(q/(1 − q))⌉
 * (μ and σ widened by their error bounds first). P(T ≤ k) lies from P(T ≤ listed), or
 * 1 − 1/(1 + ((k + 1 − μ)/σ)²) past the mean, to P(T ≤ listed) + the chance still in play, or
 * 1/(1 + ((μ − k)/σ)²) before it. Cost: O(percentiles + throws asked).
 */
export function lengthBounds(
  d: ThrowDistribution,
  exact: {
    percentiles: Record<string, number | null>;
    within: Record<string, number | null>;
    mode: number | null;
  },
  known: KnownMoments,
): LengthBounds {
  const p = d.probabilities;
  const listed = p.length - 1;
  let done = 0;
  for (let n = 0; n < p.length; n++) done += p[n];
  const canEnd = 1 - d.stuck;
  const finite = known.mean !== null && known.sd !== null;
  const mean = known.mean ?? 0;
  const sd = known.sd ?? 0;
  const low = mean * (1 - known.meanError);
  const high = mean * (1 + known.meanError);
  const spread = sd + known.sdError;
  const beyond = listed + 1;
  const percentiles: Record<string, FigureBound> = {};
  const never: string[] = [];
  for (const [name, value] of Object.entries(exact.percentiles)) {
    if (value !== null) continue;
    const q = Number(name) / 100;
    if (q === 0 && known.minimum !== null) {
      percentiles[name] = { low: known.minimum, high: known.minimum };
      continue;
    }
    // Out of reach even if every game still in play ends: no length has that chance.
    if (q > (d.complete ? done : done + d.remaining) + 1e-12 || (q === 1 && d.complete)) {
      never.push(name);
      continue;
    }
    if (!finite || q === 1) {
      percentiles[name] = { low: beyond, high: null };
      continue;
    }
    const from = Math.ceil(low - spread * Math.sqrt(1 / q - 1) - 1e-9);
    const to = Math.ceil(high + spread * Math.sqrt(q / (1 - q)) + 1e-9);
    percentiles[name] = { low: Math.max(beyond, from, known.minimum ?? 0), high: Math.max(beyond, to) };
  }
  const within: Record<string, FigureBound> = {};
  for (const [name, value] of Object.entries(exact.within)) {
    if (value !== null) continue;
    const k = Number(name);
    let least = done;
    let most = Math.min(canEnd, done + d.remaining);
    if (finite && spread > 0) {
      if (k + 1 > high) least = Math.max(least, 1 - 1 / (1 + ((k + 1 - high) / spread) ** 2));
      if (k < low) most = Math.min(most, 1 / (1 + ((low - k) / spread) ** 2));
    }
    if (known.minimum !== null && k < known.minimum) most = 0;
    within[name] = { low: Math.min(least, most), high: Math.max(least, most) };
  }
  let mode: FigureBound | null = null;
  if (exact.mode === null && p.length > 0) {
    let best = 0;
    let at = -1;
    for (let n = 0; n < p.length; n++)
      if (p[n] > best) {
        best = p[n];
        at = n;
      }
    // The likeliest is the one listed or one past the list: at least the one listed.
    mode = { low: at >= 0 ? at : Math.max(beyond, known.minimum ?? 0), high: null };
  }
  return { percentiles, never, within, mode, from: finite ? 'moments' : 'listed' };
}
