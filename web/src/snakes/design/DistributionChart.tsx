import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import type { SnakesAnalysisFigures } from '../../search/protocol.js';
import { count, likelyRange, percent } from './figures-format.js';

/** The class Observable Plot gives its charts: fixed, so the page's CSP can allow its one style element by hash. */
export const PLOT_CLASS = 'boardpath-plot';

/** The most bars (or steps of a curve) a chart draws: wider ranges are summed into bins. */
const MOST_BINS = 400;

/** One board's distribution on the chart, and how it is drawn. */
export interface ChartSeries {
  readonly label: string;
  readonly analysis: SnakesAnalysisFigures;
  /** `current` in the analysis's colour, `pinned` in the other. */
  readonly tone: 'current' | 'pinned';
}

const COLOURS = { current: 'var(--frontier)', pinned: 'var(--snake)' } as const;

/** Where a series' probability is: from its first listed chance (or the bounds') to 99.9% of it, or the bounds' end. */
function extentOf({ analysis }: ChartSeries): { from: number; to: number } {
  const p = analysis.probabilities;
  let first = -1;
  let top = p.length - 1;
  let cumulative = 0;
  for (let n = 0; n < p.length; n++) {
    if (first < 0 && p[n] > 0) first = n;
    cumulative += p[n];
    if (cumulative >= 0.999) {
      top = n;
      break;
    }
  }
  const likely = analysis.complete || analysis.remaining < 0.001 ? null : likelyRange(analysis);
  if (!likely) return { from: Math.max(0, first), to: Math.max(top, first) };
  return { from: first < 0 ? likely.from : Math.min(first, likely.from), to: Math.max(top, likely.to) };
}

/**
 * The distribution of the throws one player needs, for one board (bars) or two (a curve each, on
 * the same axes), drawn over the range where the probability is: from the first chance listed to
 * 99.9% of it, or, where the distribution is cut short, as far as the exact mean and sd say at
 * least 90% of games end (a shaded band). Past 400 throws wide, each bar or step sums a bin of throws.
 */
export function DistributionChart({ series }: { series: readonly ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const extents = series.map(extentOf);
    const from = Math.min(...extents.map((e) => e.from));
    const to = Math.max(...extents.map((e) => e.to), from);
    const width = Math.max(1, Math.ceil((to - from + 1) / MOST_BINS));
    const marks: Plot.Markish[] = [];
    for (const one of series) {
      const p = one.analysis.probabilities;
      const data: { throws: number; p: number }[] = [];
      for (let start = from; start <= Math.min(to, p.length - 1); start += width) {
        let sum = 0;
        for (let n = start; n < start + width && n < p.length; n++) sum += p[n];
        data.push({ throws: start, p: sum / width });
      }
      const colour = COLOURS[one.tone];
      const likely =
        one.analysis.complete || one.analysis.remaining < 0.001 ? null : likelyRange(one.analysis);
      if (likely)
        marks.push(
          Plot.rectY([likely], {
            x1: (d) => d.from - 0.5,
            x2: (d) => d.to + 0.5,
            y: () => 0,
            fill: colour,
            fillOpacity: 0.12,
          }),
          Plot.text([likely], {
            x: (d) => (d.from + d.to) / 2,
            frameAnchor: 'bottom',
            dy: -8,
            text: () => `${one.label}: ≥ 90% of games end in here (bound)`,
          }),
        );
      if (series.length === 1)
        marks.push(
          Plot.rectY(data, {
            x1: (d) => d.throws - 0.5,
            x2: (d) => d.throws + width - 0.5,
            y: 'p',
            fill: colour,
            title: (d) =>
              `${width === 1 ? count(d.throws) : `${count(d.throws)}–${count(d.throws + width - 1)}`} throws: ${percent(d.p * width)}`,
          }),
        );
      else
        marks.push(
          Plot.lineY(data, { x: 'throws', y: 'p', stroke: colour, strokeWidth: 2, curve: 'step-after' }),
        );
    }
    marks.push(Plot.ruleY([0]));
    const only = series.length === 1 ? series[0].analysis : null;
    if (only?.median != null)
      marks.push(
        Plot.ruleX([only.median], { stroke: 'var(--snake)', strokeDasharray: '4 3' }),
        Plot.text([only.median], {
          x: (d) => d,
          frameAnchor: 'top',
          dy: 6,
          dx: 4,
          textAnchor: 'start',
          text: () => 'median',
        }),
      );
    const chart = Plot.plot({
      className: PLOT_CLASS,
      width: Math.max(280, Math.min(640, box.current?.clientWidth ?? 480)),
      height: 220,
      marginLeft: 52,
      x: { label: 'throws to finish (one player)', domain: [from - 0.5, to + 0.5], tickFormat: count },
      y: {
        label: width === 1 ? 'chance' : `chance per throw (bins of ${width})`,
        tickFormat: (p: number) => (p === 0 ? '0%' : `${(p * 100).toFixed(p < 0.001 ? 3 : 1)}%`),
        grid: true,
      },
      marks,
      ariaLabel: series
        .map((one) => `${one.label}: median ${one.analysis.median ?? 'beyond the throws listed'}`)
        .join('; '),
    });
    // Plot labels its svg without a role and names each mark's group with an aria-label that a
    // group without a role may not carry: the chart is one picture, named as a whole.
    const svg = chart instanceof SVGSVGElement ? chart : chart.querySelector('svg');
    svg?.setAttribute('role', 'img');
    svg?.setAttribute('data-from', String(from));
    svg?.setAttribute('data-to', String(to));
    for (const mark of svg?.querySelectorAll('g[aria-label]') ?? []) mark.removeAttribute('aria-label');
    box.current?.replaceChildren(chart);
    return () => chart.remove();
  }, [series]);
  return (
    <>
      {series.length > 1 && (
        <p className="chart-key">
          {series.map((one) => (
            <span key={one.tone} className={`key ${one.tone}`}>
              {one.label}
            </span>
          ))}
        </p>
      )}
      <div ref={box} className="chart" />
    </>
  );
}
