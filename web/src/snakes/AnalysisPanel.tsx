import { LIMITS, type SnakesBoard, type EndRule } from 'boardpath';
import { Suspense, lazy, useState } from 'react';
import { NumberField } from '../NumberField.js';
import { SolveBar } from '../SearchStatus.js';
import type { SnakesAnalysisFigures } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';
import { percent } from './percent.js';

// Three decimals, as the CLI prints them.
const number = (x: number | null, digits = 3) => (x === null ? '∞' : x.toFixed(digits));

// The chart brings Observable Plot (and d3), most of the page's weight: its chunk is fetched when
// the panel is first opened, and drawn when there are figures.
const loadChart = () => import('./DistributionChart.js');
const DistributionChart = lazy(() => loadChart().then((module) => ({ default: module.DistributionChart })));

const END_TITLES: Record<EndRule, string> = {
  exact: 'exact (a throw past the end is lost)',
  bounce: 'bounce back by the excess',
  overshoot: 'reaching or passing the end wins',
};

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
    <details
      className="analysis"
      onToggle={(event) => {
        if ((event.target as HTMLDetailsElement).open) void loadChart();
      }}
    >
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
      <Suspense fallback={<p className="notice">Loading the chart…</p>}>
        <DistributionChart analysis={analysis} />
      </Suspense>
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
