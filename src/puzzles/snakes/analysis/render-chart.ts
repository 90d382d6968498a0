// The distribution as a terminal bar chart, and where the games it does not list must end.
import { NO_PAINT, type Paint } from '../board/draw-board.js';
import type { SnakesAnalysis } from './analyze.js';
import { formatChance, throwCount } from './figure-words.js';
import { grouped } from '../../../words.js';

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar `width` cells long at full scale, drawn in eighths of a cell. */
function bar(fraction: number, width: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, fraction)) * width * 8);
  const full = Math.floor(eighths / 8);
  const text = '█'.repeat(full) + EIGHTHS[eighths % 8];
  return text === '' && fraction > 0 ? '▏' : text;
}

/**
 * Where at least 90% of games end, by Chebyshev's inequality on the exact mean and sd
 * (P(|T − μ| ≥ √10 σ) ≤ 1/10), the sd widened by its error bound: null for a game that may never
 * end. Cost: O(1).
 */
function likelyRange(analysis: SnakesAnalysis): { from: number; to: number } | null {
  if (!analysis.finite) return null;
  const reach = Math.sqrt(10) * (analysis.sd + analysis.sdError);
  const mean = analysis.expected;
  const slack = mean * analysis.errorBound;
  return {
    from: Math.max(analysis.minimum, Math.ceil(mean - slack - reach)),
    to: Math.max(analysis.minimum, Math.floor(mean + slack + reach)),
  };
}

/**
 * The distribution as a terminal bar chart: throws from the fewest to the 99th percentile (or the end
 * of the list), grouped into at most `rows` rows of equal width, each with its chance. The row holding
 * the median is marked. A distribution cut short where most games have not ended yet adds where
 * they end (`likelyRange`): the chart is drawn where the probability is, as far as it is known.
 */
export function distributionChart(
  analysis: SnakesAnalysis,
  paint: Paint = NO_PAINT,
  rows = 24,
  width = 40,
): string[] {
  const d = analysis.distribution;
  const p = d.probabilities;
  const unlisted = d.complete ? [] : unlistedLine(analysis, paint);
  let low = 0;
  while (low < p.length && p[low] === 0) low++;
  if (low >= p.length) return unlisted;
  const high = Math.min(p.length - 1, analysis.percentiles['99'] ?? percentileOf(p, 0.99) ?? p.length - 1);
  const step = Math.max(1, Math.ceil((high - low + 1) / rows));
  const groups: { from: number; to: number; chance: number }[] = [];
  for (let from = low; from <= high; from += step) {
    const to = Math.min(high, from + step - 1);
    let chance = 0;
    for (let n = from; n <= to; n++) chance += p[n];
    groups.push({ from, to, chance });
  }
  const most = Math.max(...groups.map((g) => g.chance));
  const labelWidth = grouped(high).length * 2 + 1;
  const lines = [paint.dim(`${'throws'.padStart(labelWidth)}  chance of ending there`)];
  for (const g of groups) {
    const label = (
      g.from === g.to ? throwCount(g.from) : `${throwCount(g.from)}–${throwCount(g.to)}`
    ).padStart(labelWidth);
    const isMedian = analysis.median !== null && analysis.median >= g.from && analysis.median <= g.to;
    const drawn = paint.green(bar(g.chance / most, width));
    lines.push(`${label}  ${drawn} ${formatChance(g.chance)}${isMedian ? paint.yellow(' ← median') : ''}`);
  }
  const after = 1 - d.stuck - groups.reduce((sum, g) => sum + g.chance, 0) - sumTo(p, low - 1);
  if (after > 0.0005)
    lines.push(paint.dim(`${'more'.padStart(labelWidth)}  ${formatChance(after)} of games last longer`));
  return [...lines, ...unlisted];
}

// Where the games still in play past the list end, when most of them are.
function unlistedLine(analysis: SnakesAnalysis, paint: Paint): string[] {
  const range = likelyRange(analysis);
  if (!range || analysis.distribution.remaining < 0.1) return [];
  return [
    paint.dim(
      `(by the exact mean and standard deviation, at least 90% of games end from ${grouped(range.from)} to ${grouped(range.to)} throws)`,
    ),
  ];
}

function sumTo(p: Float64Array, n: number): number {
  let sum = 0;
  for (let i = 0; i <= n && i < p.length; i++) sum += p[i];
  return sum;
}

function percentileOf(p: Float64Array, level: number): number | null {
  let sum = 0;
  for (let n = 0; n < p.length; n++) if ((sum += p[n]) >= level) return n;
  return null;
}
