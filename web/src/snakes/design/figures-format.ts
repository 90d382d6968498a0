/**
 * The analysis's figures as the page writes them: numbers grouped by thousands (285,726.07), chances
 * as percentages, and a figure the listed distribution does not reach as the bound it is known by.
 */

/** A count of throws, grouped: `285,726`. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** Throws to a few decimals, grouped: `39.225`, `285,726.07`; `∞` for none. */
export function throws(x: number | null): string {
  if (x === null) return '∞';
  const digits = Math.abs(x) >= 1000 ? 2 : 3;
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** `22.3%`, `< 0.01%`, `—` for none. */
export function percent(p: number | null): string {
  if (p === null) return '—';
  if (p > 0 && p < 0.00005) return '< 0.01%';
  return `${(p * 100).toFixed(p > 0.9995 || p < 0.0005 ? 2 : 1)}%`;
}

/** A bound of throws: `285,455–285,977`, `more than 2,212`, or one count when both meet. */
function boundedCount(bound: { low: number; high: number | null }): string {
  if (bound.high === null) return `more than ${count(bound.low - 1)}`;
  return bound.low === bound.high ? count(bound.low) : `${count(bound.low)}–${count(bound.high)}`;
}

/** A bound of chances: `22.1%–24.0%`. */
function boundedPercent(bound: { low: number; high: number | null }): string {
  const low = percent(bound.low);
  const high = percent(bound.high ?? 1);
  return low === high ? low : `${low}–${high}`;
}

/** The figures the bounds need, as the worker posts them. */
export interface BoundedFigures {
  readonly bounds: {
    readonly percentiles: Record<string, { low: number; high: number | null }>;
    readonly never: readonly string[];
    readonly within: Record<string, { low: number; high: number | null }>;
    readonly mode: { low: number; high: number | null } | null;
  };
}

/** A percentile (or the median, '50'): exact, its bound, or "never". */
export function percentileText(figures: BoundedFigures, percentile: string, exact: number | null): string {
  if (exact !== null) return count(exact);
  if (figures.bounds.never.includes(percentile)) return 'never';
  const bound = figures.bounds.percentiles[percentile];
  return bound ? boundedCount(bound) : '—';
}

/** The chance to be done within k throws: exact or its bound. */
export function withinText(figures: BoundedFigures, k: string, exact: number | null): string {
  if (exact !== null) return percent(exact);
  const bound = figures.bounds.within[k];
  return bound ? boundedPercent(bound) : '—';
}

/** The likeliest throws: exact or its bound. */
export function modeText(figures: BoundedFigures, exact: number | null): string {
  if (exact !== null) return count(exact);
  return figures.bounds.mode ? `at least ${count(figures.bounds.mode.low)}` : '—';
}

/**
 * Where at least 90% of games end, by Chebyshev's inequality on the exact mean and sd (the sd
 * widened by its error): the range a chart of a distribution cut short is drawn over.
 */
export function likelyRange(figures: {
  expected: number | null;
  errorBound: number | null;
  sd: number | null;
  sdError: number | null;
  minimum: number | null;
}): { from: number; to: number } | null {
  const { expected, sd } = figures;
  if (expected === null || sd === null) return null;
  const reach = Math.sqrt(10) * (sd + (figures.sdError ?? 0));
  const slack = expected * (figures.errorBound ?? 0);
  const minimum = figures.minimum ?? 0;
  return {
    from: Math.max(minimum, Math.ceil(expected - slack - reach)),
    to: Math.max(minimum, Math.floor(expected + slack + reach)),
  };
}
