import { LIMITS, type SnakesBoard, type EndRule } from 'boardpath';
import * as Plot from '@observablehq/plot';
import { useEffect, useRef, useState } from 'react';
import { NumberField } from '../NumberField.js';
import { SolveBar } from '../SearchStatus.js';
import type { SnakesAnalysisFigures } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';

/** The class Observable Plot gives its charts: fixed, so the page's CSP can allow its one style element by hash. */
export const PLOT_CLASS = 'boardpath-plot';

const END_TITLES: Record<EndRule, string> = {
  exact: 'exact (a throw past the end is lost)',
  bounce: 'bounce back by the excess',
  overshoot: 'reaching or passing the end wins',
};

const percent = (p: number | null) =>
  p === null ? '—' : `${(p * 100).toFixed(p > 0.9995 || p < 0.0005 ? 2 : 1)}%`;
// Three decimals, as the CLI prints them.
const number = (x: number | null, digits = 3) => (x === null ? '∞' : x.toFixed(digits));

/**
 * The real game for the board on screen: how long the real game plays with a fair die (expected, median,
 * mode, percentiles, the distribution as a chart) and each seat's odds. The library computes it in
 * the worker; an edit of the board (a new `version`) drops the figures.
 */
export function AnalysisPanel({
  board,
  chain,
  version,
}: {
  board: SnakesBoard;
  chain: boolean;
  version: unknown;
}) {
  const [end, setEnd] = useState<EndRule>('exact');
  const [players, setPlayers] = useState(2);
  const search = useSearch();
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    search.clear();
  }
  const analysis =
    search.state.status === 'done' && search.state.answer.puzzle === 'snakes-analysis'
      ? search.state.answer.analysis
      : null;

  return (
    <details className="analysis">
      <summary>Analyze: how long the real game plays</summary>
      <p className="about">
        With a fair die and no choosing: the game as a Markov chain, solved by the library.
      </p>
      <div className="controls">
        <label>
          End rule
          <select
            value={end}
            onChange={(event) => {
              search.clear();
              setEnd(event.target.value as EndRule);
            }}
          >
            {(Object.keys(END_TITLES) as EndRule[]).map((rule) => (
              <option key={rule} value={rule}>
                {END_TITLES[rule]}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          label="Players"
          unit="players"
          value={players}
          min={1}
          max={Math.min(12, LIMITS.players)}
          onCommit={(count) => {
            search.clear();
            setPlayers(count);
          }}
        />
      </div>
      <SolveBar
        state={search.state}
        unit="squares"
        run="Analyze"
        cancel="Cancel analysis"
        primary={false}
        onRun={() => search.run({ puzzle: 'snakes-analysis', board, chain, end, players })}
        onCancel={search.cancel}
      />
      {analysis && <Figures analysis={analysis} />}
    </details>
  );
}

function Figures({ analysis }: { analysis: SnakesAnalysisFigures }) {
  return (
    <div className="figures" data-testid="analysis">
      {!analysis.finite && (
        <p className="notice">
          A token can get stuck for ever (from square {analysis.trap}): the expected length is infinite;{' '}
          {percent(analysis.stuck)} of games never end within the throws listed.
        </p>
      )}
      <dl>
        <dt>Expected throws</dt>
        <dd data-testid="expected">{number(analysis.expected)}</dd>
        <dt>Median</dt>
        <dd>{analysis.median ?? '—'}</dd>
        <dt>Most likely</dt>
        <dd>{analysis.mode ?? '—'}</dd>
        <dt>Fewest possible</dt>
        <dd>{analysis.minimum ?? 'never'}</dd>
        {Object.entries(analysis.percentiles).map(([p, n]) => (
          <FigurePair key={`p${p}`} term={`${p}th percentile`} value={n ?? '—'} />
        ))}
        {Object.entries(analysis.within).map(([k, p]) => (
          <FigurePair key={`w${k}`} term={`Done within ${k}`} value={percent(p)} />
        ))}
      </dl>
      <DistributionChart analysis={analysis} />
      <table className="seats">
        <caption>
          {analysis.players} player{analysis.players === 1 ? '' : 's'} taking turns: expected rounds{' '}
          {number(analysis.rounds)}, throws in all {number(analysis.totalThrows)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Chance to win</th>
          </tr>
        </thead>
        <tbody>
          {analysis.seats.map((chance, i) => (
            <tr key={i}>
              <th scope="row">
                {i + 1}
                {i === 0 ? ' (throws first)' : ''}
              </th>
              <td>{percent(chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FigurePair({ term, value }: { term: string; value: string | number }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function DistributionChart({ analysis }: { analysis: SnakesAnalysisFigures }) {
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
