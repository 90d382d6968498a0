import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import type { SnakesAnalysisFigures } from '../search/protocol.js';
import { percent } from './percent.js';

/** The class Observable Plot gives its charts: fixed, so the page's CSP can allow its one style element by hash. */
export const PLOT_CLASS = 'boardpath-plot';

/** The distribution of one player's throws to finish, as a bar chart with the median marked. */
export function DistributionChart({ analysis }: { analysis: SnakesAnalysisFigures }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const probabilities = analysis.probabilities;
    // Draw up to the 99.9th percentile: the tail beyond is invisible at this scale.
    let cumulative = 0;
    let top = probabilities.length - 1;
    for (let n = 0; n < probabilities.length; n++) {
      cumulative += probabilities[n];
      if (cumulative >= 0.999) {
        top = n;
        break;
      }
    }
    const data = Array.from(probabilities.subarray(0, top + 1), (p, n) => ({ throws: n, p }));
    const marks: Plot.Markish[] = [
      Plot.rectY(data, {
        x1: (d) => d.throws - 0.5,
        x2: (d) => d.throws + 0.5,
        y: 'p',
        fill: 'var(--frontier)',
        title: (d) => `${d.throws} throws: ${percent(d.p)}`,
      }),
      Plot.ruleY([0]),
    ];
    if (analysis.median !== null)
      marks.push(
        Plot.ruleX([analysis.median], { stroke: 'var(--snake)', strokeDasharray: '4 3' }),
        Plot.text([analysis.median], {
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
      marginLeft: 48,
      x: { label: 'throws to finish (one player)', domain: [-0.5, top + 0.5] },
      y: { label: 'chance', tickFormat: (p: number) => `${(p * 100).toFixed(1)}%`, grid: true },
      marks,
      ariaLabel: `distribution of the number of throws: median ${analysis.median}, most likely ${analysis.mode}`,
    });
    // Plot labels its svg without a role and names each mark's group with an aria-label that a
    // group without a role may not carry: the chart is one picture, named as a whole.
    const svg = chart instanceof SVGSVGElement ? chart : chart.querySelector('svg');
    svg?.setAttribute('role', 'img');
    for (const mark of svg?.querySelectorAll('g[aria-label]') ?? []) mark.removeAttribute('aria-label');
    box.current?.replaceChildren(chart);
    return () => chart.remove();
  }, [analysis]);
  return <div ref={box} className="chart" />;
}
