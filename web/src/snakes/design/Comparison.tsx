import { useMemo } from 'react';
import type { SnakesAnalysisFigures } from '../../search/protocol.js';
import type { ChartSeries } from './DistributionChart.js';
import { DistributionChart } from './lazy-chart.js';
import { count, modeText, percent, percentileText, throws, withinText } from './figures-format.js';
import './design.css';

/** A board's figures kept for comparison, the name the page gives it, and whether chains were followed. */
export interface PinnedFigures {
  readonly label: string;
  readonly analysis: SnakesAnalysisFigures;
  readonly chain: boolean;
}

/**
 * The names of two analyses side by side: each board's name, and what else tells them apart (the
 * end rule, chains of jumps followed), so that a board compared with itself under another rule is
 * not two curves of one name.
 */
export function comparedLabels(pinned: PinnedFigures, current: PinnedFigures): [string, string] {
  const label = (figures: PinnedFigures) =>
    [
      figures.label,
      ...(pinned.analysis.end !== current.analysis.end ? [`${figures.analysis.end} end rule`] : []),
      ...(pinned.chain !== current.chain ? [figures.chain ? 'chains followed' : 'one jump a throw'] : []),
    ].join(', ');
  return [label(pinned), label(current)];
}

/** One row of the comparison: the figure's name, each board's value, and the difference when both are exact. */
interface Row {
  readonly name: string;
  readonly pinned: string;
  readonly current: string;
  readonly difference: string;
}

const signed = (x: number, write: (x: number) => string) =>
  x > 0 ? `+${write(x)}` : x < 0 ? `−${write(-x)}` : '0';

/** The difference of two exact numbers as the page writes it, or a blank when either is not a number. */
function numberDifference(a: number | null, b: number | null, write: (x: number) => string): string {
  return a === null || b === null ? '' : signed(b - a, write);
}

function rowsOf(pinned: SnakesAnalysisFigures, current: SnakesAnalysisFigures): Row[] {
  const rows: Row[] = [
    {
      name: 'Expected throws',
      pinned: throws(pinned.expected),
      current: throws(current.expected),
      difference: numberDifference(pinned.expected, current.expected, throws),
    },
    {
      name: 'Standard deviation',
      pinned: throws(pinned.sd),
      current: throws(current.sd),
      difference: numberDifference(pinned.sd, current.sd, throws),
    },
    {
      name: 'Median',
      pinned: percentileText(pinned, '50', pinned.median),
      current: percentileText(current, '50', current.median),
      difference: numberDifference(pinned.median, current.median, count),
    },
    {
      name: 'Most likely',
      pinned: modeText(pinned, pinned.mode),
      current: modeText(current, current.mode),
      difference: numberDifference(pinned.mode, current.mode, count),
    },
    {
      name: 'Fewest possible',
      pinned: pinned.minimum === null ? 'never' : count(pinned.minimum),
      current: current.minimum === null ? 'never' : count(current.minimum),
      difference: numberDifference(pinned.minimum, current.minimum, count),
    },
  ];
  for (const [p, n] of Object.entries(current.percentiles)) {
    if (!(p in pinned.percentiles) || p === '50') continue;
    const m = pinned.percentiles[p];
    rows.push({
      name: `${p}th percentile`,
      pinned: percentileText(pinned, p, m),
      current: percentileText(current, p, n),
      difference: numberDifference(m, n, count),
    });
  }
  for (const [k, chance] of Object.entries(current.within)) {
    if (!(k in pinned.within)) continue;
    const before = pinned.within[k];
    rows.push({
      name: `Done within ${k}`,
      pinned: withinText(pinned, k, before),
      current: withinText(current, k, chance),
      difference: numberDifference(before, chance, (x) => `${(x * 100).toFixed(1)} points`),
    });
  }
  if (pinned.players === current.players)
    current.seats.forEach((chance, i) =>
      rows.push({
        name: `Seat ${i + 1} wins`,
        pinned: percent(pinned.seats[i]),
        current: percent(chance),
        difference: numberDifference(pinned.seats[i], chance, (x) => `${(x * 100).toFixed(1)} points`),
      }),
    );
  return rows;
}

/**
 * Two boards side by side: the board pinned and the board analysed now, their distributions as two
 * curves on one chart, every figure in two columns, and the difference of each (this board's less
 * the pinned one's) where both are exact.
 */
export function Comparison({
  pinned,
  current,
  currentLabel,
}: {
  pinned: PinnedFigures;
  current: SnakesAnalysisFigures;
  currentLabel: string;
}) {
  const series: ChartSeries[] = useMemo(
    () => [
      { label: pinned.label, analysis: pinned.analysis, tone: 'pinned' },
      { label: currentLabel, analysis: current, tone: 'current' },
    ],
    [pinned, current, currentLabel],
  );
  const rows = rowsOf(pinned.analysis, current);
  return (
    <section className="comparison" aria-label="Comparison with the pinned board" data-testid="comparison">
      <DistributionChart series={series} />
      <table className="compare-figures">
        <caption>
          The pinned board ({pinned.label}) beside this board ({currentLabel}); the difference is this
          board&apos;s less the pinned one&apos;s.
        </caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Pinned: {pinned.label}</th>
            <th scope="col">This board: {currentLabel}</th>
            <th scope="col">Difference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.pinned}</td>
              <td>{row.current}</td>
              <td>{row.difference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
