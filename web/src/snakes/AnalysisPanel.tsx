import { LIMITS, jumpsOf, type SnakesBoard, type EndRule } from 'boardpath';
import { useMemo, useState } from 'react';
import { NumberField } from '../NumberField.js';
import { SolveBar } from '../SearchStatus.js';
import type { SnakesAnalysisFigures } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';
import { Comparison, comparedLabels, type PinnedFigures } from './design/Comparison.js';
import { DistributionChart, loadChart } from './design/lazy-chart.js';
import { modeText, percentileText, withinText, throws as number, percent } from './design/figures-format.js';

const END_TITLES: Record<EndRule, string> = {
  exact: 'exact (a throw past the end is lost)',
  bounce: 'bounce back by the excess',
  overshoot: 'reaching or passing the end wins',
};

/** A board as the comparison names it: its own name, or its squares and jumps. */
function boardLabel(board: SnakesBoard): string {
  return board.name ?? `${board.last.toLocaleString('en-US')} squares, ${jumpsOf(board).length} jumps`;
}

/** The pinned board beside this one, each named so that the two can be told apart. */
function PinnedComparison({ pinned, current }: { pinned: PinnedFigures; current: PinnedFigures }) {
  const [pinnedLabel, currentLabel] = comparedLabels(pinned, current);
  // The chart is drawn again only when what it shows changes, not on every render of the tab.
  const named = useMemo(() => ({ ...pinned, label: pinnedLabel }), [pinned, pinnedLabel]);
  return <Comparison pinned={named} current={current.analysis} currentLabel={currentLabel} />;
}

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
  // Figures kept across edits, to compare another board with: the chart and figures side by side.
  const [pinned, setPinned] = useState<PinnedFigures | null>(null);
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
      {analysis && (
        <p className="pin">
          <button type="button" onClick={() => setPinned({ label: boardLabel(board), analysis, chain })}>
            Pin for comparison
          </button>
          {pinned && (
            <button type="button" onClick={() => setPinned(null)}>
              Unpin
            </button>
          )}
        </p>
      )}
      {pinned && !analysis && (
        <p className="pinned-note" data-testid="pinned-note">
          Pinned: {pinned.label} ({number(pinned.analysis.expected)} throws on average). Analyze a board to
          compare it.
        </p>
      )}
      {pinned && analysis && analysis !== pinned.analysis && (
        <PinnedComparison pinned={pinned} current={{ label: boardLabel(board), analysis, chain }} />
      )}
      {analysis && <Figures analysis={analysis} />}
    </details>
  );
}

function Figures({ analysis }: { analysis: SnakesAnalysisFigures }) {
  const series = useMemo(() => [{ label: 'this board', analysis, tone: 'current' as const }], [analysis]);
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
        <dt>Standard deviation</dt>
        <dd data-testid="sd">{number(analysis.sd)}</dd>
        <dt>Median</dt>
        <dd data-testid="median">{percentileText(analysis, '50', analysis.median)}</dd>
        <dt>Most likely</dt>
        <dd>{modeText(analysis, analysis.mode)}</dd>
        <dt>Fewest possible</dt>
        <dd>{analysis.minimum === null ? 'never' : analysis.minimum.toLocaleString('en-US')}</dd>
        {Object.entries(analysis.percentiles).map(([p, n]) => (
          <FigurePair key={`p${p}`} term={`${p}th percentile`} value={percentileText(analysis, p, n)} />
        ))}
        {Object.entries(analysis.within).map(([k, p]) => (
          <FigurePair key={`w${k}`} term={`Done within ${k}`} value={withinText(analysis, k, p)} />
        ))}
      </dl>
      {!analysis.complete && analysis.remaining > 1e-9 && (
        <p className="notice" data-testid="cut-note">
          The distribution is listed for the first{' '}
          {(analysis.probabilities.length - 1).toLocaleString('en-US')} throws only (the analysis&apos;s
          budget): a range is where a figure must lie, by the exact mean and standard deviation.
        </p>
      )}
      <DistributionChart series={series} />
      <table className="seats">
        <caption>
          {analysis.players} player{analysis.players === 1 ? '' : 's'} taking turns:{' '}
          {analysis.roundsBounds
            ? `expected rounds from ${number(analysis.roundsBounds.low)} to ${number(analysis.roundsBounds.high)} (bounds: the distribution is cut short)`
            : `expected rounds ${number(analysis.rounds)}, throws in all ${number(analysis.totalThrows)}`}
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
