import { useEffect, useState } from 'react';
import type { SearchState } from './search/useSearch.js';
import { Problem } from './Problem.js';

function formatMs(ms: number): string {
  return ms < 10
    ? `${ms.toFixed(1)} ms`
    : ms < 10_000
      ? `${Math.round(ms)} ms`
      : `${(ms / 1000).toFixed(1)} s`;
}

/** The numbers of the last search (moves are shown by the tab), or that it is running, failed or was cancelled. */
function SearchStatus({ state, unit, moves }: { state: SearchState; unit: string; moves?: number | null }) {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (state.status !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [state.status]);

  switch (state.status) {
    case 'idle':
      return <span className="status" aria-live="polite" />;
    case 'running':
      return (
        <span className="status running" aria-live="polite" role="status">
          Searching… {formatMs(Math.max(0, now - state.since))}
        </span>
      );
    case 'cancelled':
      return (
        <span className="status" aria-live="polite" role="status">
          Search cancelled.
        </span>
      );
    case 'failed':
      return <Problem text={state.problem.message} />;
    case 'done': {
      const explored = state.answer.explored;
      return (
        <span className="status" aria-live="polite" role="status">
          {moves !== undefined && (
            <>
              moves <strong>{moves ?? '—'}</strong> ·{' '}
            </>
          )}
          {explored !== null && (
            <>
              <span data-testid="explored">{explored.toLocaleString('en')}</span>{' '}
              {explored === 1 ? unit.replace(/s$/, '') : unit} explored ·{' '}
            </>
          )}
          <span data-testid="time">{formatMs(state.ms)}</span>
        </span>
      );
    }
  }
}

/**
 * The tabs' solve bar: the button that starts a search, or cancels the one running, and the
 * search's status line. The three tabs' main search uses the primary button; the analysis its own.
 */
export function SolveBar(props: {
  state: SearchState;
  unit: string;
  onRun: () => void;
  onCancel: () => void;
  run?: string;
  cancel?: string;
  primary?: boolean;
}) {
  const { state, unit, onRun, onCancel, run = 'Solve', cancel = 'Cancel search', primary = true } = props;
  const className = primary ? 'primary' : undefined;
  return (
    <div className="solve-bar">
      {state.status === 'running' ? (
        <button type="button" className={className} onClick={onCancel}>
          {cancel}
        </button>
      ) : (
        <button type="button" className={className} onClick={onRun}>
          {run}
        </button>
      )}
      <SearchStatus state={state} unit={unit} />
    </div>
  );
}
