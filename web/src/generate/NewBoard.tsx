import type { MazeMoves } from 'boardpath';
import type { PuzzleWords } from '../../../src/puzzles/kit.js';
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
  type FormField,
  type NewBoardFields,
  type NewBoardForm,
} from './request.js';

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
  form,
  board,
  moves = 4,
  onMade,
}: {
  /** The tab's own form: its fields, and the request they make. */
  form: NewBoardForm;
  /** The tab's board now: the certificate holds only while it is the board made. */
  board: unknown;
  moves?: MazeMoves;
  onMade: (made: MadeBoard, message: string) => unknown;
}) {
  const search = useSearch();
  const [fields, setFields] = useState<NewBoardFields>(() => defaultFields(form, moves));
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{
    made: MadeBoard;
    words: PuzzleWords;
    placed: unknown;
    command: string;
  } | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const set = (change: Partial<NewBoardFields>) => setFields({ ...fields, ...change });

  // The worker's board goes into the editor once, when it arrives.
  const state = search.state;
  useEffect(() => {
    if (state.status !== 'done' || state.answer.puzzle !== 'generate' || asked === null) return;
    const { made: fresh, words } = state.answer;
    const certificate = certificateText(form, fresh, words);
    const placed = onMade(fresh, `A board made to order: ${certificate.moves}, ${certificate.solutions}.`);
    setMade({ made: fresh, words, placed, command: asked });
    setAsked(null);
  }, [state, asked, onMade, form]);

  const make = () => {
    try {
      const request = form.request(fields, fields.seed.trim() || freshSeed());
      setProblem(null);
      setAsked(commandOf(form, request));
      search.run({ puzzle: 'generate', request });
    } catch (error) {
      if (!(error instanceof FieldProblem)) throw error;
      // The last request's refusal is not this one's: only the new problem is shown.
      search.clear();
      setProblem(error.message);
    }
  };

  const shown = made && made.placed === board ? made : null;
  const certificate = shown && certificateText(form, shown.made, shown.words);
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
        {form.fields.map((field) => (
          <FieldOf key={field.key} field={field} fields={fields} set={set} />
        ))}
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

/** One field of a tab's form, as it says. */
function FieldOf({
  field,
  fields,
  set,
}: {
  field: FormField;
  fields: NewBoardFields;
  set: (change: Partial<NewBoardFields>) => void;
}) {
  const { key, label } = field;
  if (field.kind === 'text')
    return (
      <Field
        label={label}
        value={fields[key as typeof field.key]}
        onChange={(text) => set({ [key]: text })}
        size={field.width}
      />
    );
  if (field.kind === 'check')
    return (
      <label className="check">
        <input
          type="checkbox"
          checked={fields.unique}
          onChange={(event) => set({ unique: event.target.checked })}
        />
        {label}
      </label>
    );
  return (
    <label>
      {label}
      <select value={fields[field.key]} onChange={(event) => set({ [key]: event.target.value })}>
        {field.choices.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}
