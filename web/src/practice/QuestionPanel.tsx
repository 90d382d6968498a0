import { useId, useState, type FormEvent } from 'react';
import type { LearnWords } from '../learn/lesson.js';
import { counted } from '../plural.js';
import type { Question } from './exercise.js';
import type { Practice } from './usePractice.js';

/** The answer typed for a number of moves: a whole number, or "none" where none may be the answer. */
function readMoves(text: string, noneAllowed: boolean): { moves: number | null } | null {
  const written = text.trim().toLowerCase();
  if (/^\d{1,9}$/.test(written)) return { moves: Number(written) };
  if (noneAllowed && ['none', '-1', 'no', 'impossible', 'unsolvable'].includes(written))
    return { moves: null };
  return null;
}

/** A number of moves typed and checked: the fewest moves, or a state's distance. */
function MovesForm({
  practice,
  question,
  label,
}: {
  practice: Practice;
  question: Extract<Question, { kind: 'fewest' | 'distance' }>;
  label: string;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const none = question.kind === 'fewest';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readMoves(text, none);
    if (!read) return setProblem(`Type a whole number${none ? ', or none if it cannot be done' : ''}.`);
    setProblem(null);
    practice.answer({ kind: question.kind, moves: read.moves });
  };
  return (
    <form className="answer-form" onSubmit={submit}>
      <label>
        {label}
        {none ? ' (or none)' : ''}
        <input
          type="text"
          inputMode="numeric"
          size={6}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          readOnly={practice.attempt !== null}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" aria-disabled={practice.attempt !== null || undefined}>
        Check
      </button>
      {problem && (
        <span className="field-problem" id={problemId} role="alert">
          {problem}
        </span>
      )}
    </form>
  );
}

/** "Which comes next" among states offered by name, where the board cannot be clicked. */
function ChoiceForm({
  practice,
  choices,
  words,
}: {
  practice: Practice;
  choices: readonly number[];
  words: LearnWords;
}) {
  const [chosen, setChosen] = useState<number | null>(null);
  const name = useId();
  return (
    <form
      className="answer-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== null) practice.choose(chosen);
      }}
    >
      <fieldset className="choices">
        <legend>{words.plural.charAt(0).toUpperCase() + words.plural.slice(1)}</legend>
        {choices.map((state) => (
          <label key={state} className="check">
            <input
              type="radio"
              name={name}
              checked={chosen === state}
              disabled={practice.attempt !== null}
              onChange={() => setChosen(state)}
            />
            {words.state(state)}
          </label>
        ))}
      </fieldset>
      <button type="submit" aria-disabled={chosen === null || practice.attempt !== null || undefined}>
        Check
      </button>
    </form>
  );
}

/**
 * The exercise beside the board: the question, what answers it (a number typed, a state chosen on
 * the board or from a list, a path move by move, one of two boards), and once answered the verdict,
 * why, and what next (try again after a wrong answer, or a new exercise).
 */
export function QuestionPanel({
  practice,
  question,
  words,
  text,
  movesLabel,
  pathHint,
}: {
  practice: Practice;
  question: Question;
  words: LearnWords;
  /** The question in the puzzle's words. */
  text: string;
  /** What a number of moves is called in a field: "Throws", "Steps", "Moves". */
  movesLabel: string;
  /** How a path is chosen on this board. */
  pathHint: string;
}) {
  const { attempt, spec } = practice;
  const unit = words.unit ?? 'moves';
  // A new exercise starts its answer afresh.
  const exercise = `${spec.seed}/${spec.student}/${spec.difficulty}/${spec.kind}`;
  return (
    <section className="practice-question" aria-labelledby="practice-question-heading">
      <h2 id="practice-question-heading">Question</h2>
      <p className="question-text" data-testid="question">
        {text}
      </p>
      {(question.kind === 'fewest' || question.kind === 'distance') && (
        <MovesForm key={exercise} practice={practice} question={question} label={movesLabel} />
      )}
      {question.kind === 'next' &&
        (question.choices ? (
          <ChoiceForm key={exercise} practice={practice} choices={question.choices} words={words} />
        ) : (
          <p className="hint">
            Choose it on the board: click it, or move with the arrow keys and press Enter.
          </p>
        ))}
      {question.kind === 'path' && (
        <div className="path-answer">
          <p className="hint">{pathHint}</p>
          <p data-testid="path-so-far">
            Your path: {practice.path.map(words.state).join(' → ')} ({counted(practice.path.length - 1, unit)}
            )
          </p>
          <button
            type="button"
            aria-disabled={practice.path.length < 2 || attempt !== null || undefined}
            onClick={practice.undo}
          >
            Undo the last move
          </button>
        </div>
      )}
      {question.kind === 'longer' && (
        <div className="practice-buttons" role="group" aria-label="Which board plays longer?">
          {(['A', 'B'] as const).map((board, i) => (
            <button
              key={board}
              type="button"
              aria-disabled={attempt !== null || undefined}
              onClick={() => practice.answer({ kind: 'longer', board: i as 0 | 1 })}
            >
              Board {board} plays longer
            </button>
          ))}
        </div>
      )}
      <div className="feedback-region" aria-live="polite">
        {attempt && (
          <div className={`feedback ${attempt.feedback.correct ? 'right' : 'wrong'}`} data-testid="feedback">
            <p className="verdict">
              <span aria-hidden="true">{attempt.feedback.correct ? '✓ ' : '✗ '}</span>
              {attempt.feedback.correct ? 'Correct.' : 'Not quite.'}
            </p>
            {attempt.feedback.why.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
            <div className="practice-buttons">
              {!attempt.feedback.correct && (
                <button type="button" onClick={practice.tryAgain}>
                  Try again
                </button>
              )}
              <button type="button" onClick={practice.next}>
                Next exercise
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
