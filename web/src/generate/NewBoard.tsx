import type { MazeMoves, MazeStyle, Puzzle } from 'boardpath';
import { useEffect, useState } from 'react';
import { freshSeed } from '../practice/link.js';
import { Problem } from '../Problem.js';
import type { MadeBoard } from '../search/protocol.js';
import { useSearch } from '../search/useSearch.js';
import {
  FieldProblem,
  certificateText,
  commandOf,
  defaultFields,
  requestOf,
  type NewBoardFields,
} from './request.js';

const WORDS: Record<Puzzle, { fewest: string; unique: string }> = {
  snakes: { fewest: 'Fewest throws', unique: 'Exactly one shortest game' },
  maze: { fewest: 'Shortest steps', unique: '' },
  tokens: { fewest: 'Fewest moves', unique: 'One shortest solution (and its mirror image)' },
};

function Field({
  label,
  value,
  onChange,
  size = 5,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  size?: number;
}) {
  return (
    <label>
      {label}
      <input type="text" size={size} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/**
 * "New board, made to order" on each tab: the conditions `boardpath generate` takes (the fewest
 * moves or steps, one or k shortest solutions, the size, the seed), the board made in the search
 * worker and put in the tab's editor (`onMade` returns the board it placed), and its certificate —
 * the solver's fewest moves, the engine's count of shortest solutions, one of them — shown while
 * the board is unchanged, with the command that makes the same board.
 */
export function NewBoard({
  puzzle,
  board,
  moves = 4,
  onMade,
}: {
  puzzle: Puzzle;
  /** The tab's board now: the certificate holds only while it is the board made. */
  board: unknown;
  moves?: MazeMoves;
  onMade: (made: MadeBoard, message: string) => unknown;
}) {
  const search = useSearch();
  const [fields, setFields] = useState<NewBoardFields>(() => defaultFields(puzzle, moves));
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ made: MadeBoard; placed: unknown; command: string } | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const set = (change: Partial<NewBoardFields>) => setFields({ ...fields, ...change });
  const words = WORDS[puzzle];

  // The worker's board goes into the editor once, when it arrives.
  const state = search.state;
  useEffect(() => {
    if (state.status !== 'done' || state.answer.puzzle !== 'generate' || asked === null) return;
    const fresh = state.answer.made;
    const certificate = certificateText(fresh);
    const placed = onMade(fresh, `A board made to order: ${certificate.moves}, ${certificate.solutions}.`);
    setMade({ made: fresh, placed, command: asked });
    setAsked(null);
  }, [state, asked, onMade]);

  const make = () => {
    try {
      const request = requestOf(puzzle, fields, fields.seed.trim() || freshSeed());
      setProblem(null);
      setAsked(commandOf(request));
      search.run({ puzzle: 'generate', request });
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      // The last request's refusal is not this one's: only the new problem is shown.
      search.clear();
      setProblem(error.message);
    }
  };

  const shown = made && made.placed === board ? made : null;
  const certificate = shown && certificateText(shown.made);
  const size =
    puzzle === 'snakes' ? (
      <>
        <Field label="Size (n × n squares)" value={fields.size} onChange={(size) => set({ size })} />
        <Field label="Die (faces)" value={fields.faces} onChange={(faces) => set({ faces })} />
      </>
    ) : (
      <Field label="Size (rows × columns)" value={fields.size} onChange={(size) => set({ size })} size={8} />
    );
  const running = state.status === 'running';
  return (
    <details className="new-board">
      <summary>New board, made to order</summary>
      <form
        className="controls"
        aria-label="New board settings"
        onSubmit={(event) => {
          event.preventDefault();
          make();
        }}
      >
        {size}
        {puzzle === 'maze' && (
          <>
            <label>
              Moves
              <select
                value={fields.moves}
                onChange={(event) => set({ moves: Number(event.target.value) as MazeMoves })}
              >
                {[2, 4, 8].map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Style
              <select
                value={fields.style}
                onChange={(event) => set({ style: event.target.value as MazeStyle })}
              >
                <option value="random">random walls</option>
                <option value="perfect">perfect (a tree)</option>
              </select>
            </label>
          </>
        )}
        <Field
          label={`${words.fewest} (blank: any; -1: none)`}
          value={fields.fewest}
          onChange={(fewest) => set({ fewest })}
        />
        {puzzle === 'maze' ? (
          <Field
            label="Shortest paths (blank: any; 1: unique)"
            value={fields.paths}
            onChange={(paths) => set({ paths })}
          />
        ) : (
          <label className="check">
            <input
              type="checkbox"
              checked={fields.unique}
              onChange={(event) => set({ unique: event.target.checked })}
            />
            {words.unique}
          </label>
        )}
        <Field
          label="Seed (blank: a new one)"
          value={fields.seed}
          onChange={(seed) => set({ seed })}
          size={12}
        />
        <div className="make-bar">
          <button type="button" onClick={running ? search.cancel : make}>
            {running ? 'Cancel making' : 'Make board'}
          </button>
          <span className="made-status" role="status" aria-live="polite">
            {running ? 'Making the board…' : state.status === 'cancelled' ? 'Cancelled.' : ''}
          </span>
        </div>
      </form>
      {problem && <Problem text={problem} />}
      {state.status === 'failed' && <Problem text={state.problem.message} />}
      {certificate && shown && (
        <section className="certificate" aria-label="Certificate" data-testid="certificate">
          <p>
            Made to order and proved by the solver: <strong>{certificate.moves}</strong> at the fewest,{' '}
            {certificate.solutions} (counted by the engine on the search&apos;s levels)
            {certificate.one && (
              <>
                ; one of them: <span className="one-solution">{certificate.one}</span>
              </>
            )}
            .
          </p>
          <p>
            The same board from the command line: <code>{shown.command}</code>
          </p>
        </section>
      )}
    </details>
  );
}
