import { DraftField } from '../DraftField.js';
import { MAX_STUDENT_NAME } from '../embed.js';
import { DIFFICULTIES, KIND_TITLES, type PracticeSpec, type QuestionKind } from './kinds.js';
import { writeStudent } from './link.js';
import { resetScore, useScore } from './score.js';
import type { Practice } from './usePractice.js';

const IN_TURN = 'in-turn';

/**
 * The practice view's settings beside the board: the difficulty, the question (one kind, or each
 * in turn), the student whose own variant each exercise is, the exercise's seed, a new exercise,
 * and the visit's score.
 */
export function PracticeSettings({
  practice,
  setSpec,
}: {
  practice: Practice;
  setSpec: (spec: PracticeSpec) => void;
}) {
  const { spec } = practice;
  const score = useScore();
  return (
    <form
      className="controls practice-settings"
      aria-label="Practice settings"
      onSubmit={(e) => e.preventDefault()}
    >
      <fieldset className="radio">
        <legend>Difficulty</legend>
        {DIFFICULTIES.map((difficulty) => (
          <label key={difficulty} className="check">
            <input
              type="radio"
              name={`${spec.puzzle}-difficulty`}
              checked={spec.difficulty === difficulty}
              onChange={() => setSpec({ ...spec, difficulty })}
            />
            {difficulty}
          </label>
        ))}
      </fieldset>
      <label>
        Question
        <select
          value={practice.inTurn ? IN_TURN : spec.kind}
          onChange={(event) => {
            const value = event.target.value;
            practice.setInTurn(value === IN_TURN);
            if (value !== IN_TURN) setSpec({ ...spec, kind: value as QuestionKind });
          }}
        >
          <option value={IN_TURN}>each in turn</option>
          {practice.kinds.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_TITLES[kind]}
            </option>
          ))}
        </select>
      </label>
      <DraftField<string | null>
        label="Student’s name (their own variant)"
        shown={spec.student ?? ''}
        read={(draft) => {
          const name = draft.trim().slice(0, MAX_STUDENT_NAME) || null;
          return name === spec.student ? null : { value: name };
        }}
        onCommit={(student) => {
          writeStudent(student);
          setSpec({ ...spec, student });
        }}
        input={{ type: 'text', size: 14 }}
      />
      <p className="hint">
        Exercise <code data-testid="practice-seed">{spec.seed}</code>
        {spec.student ? ` for ${spec.student}` : ''}: the address makes this exercise again.
      </p>
      <div className="practice-buttons">
        <button type="button" className="primary" onClick={practice.next}>
          New exercise
        </button>
      </div>
      <p className="score" data-testid="score" aria-live="polite">
        Score this visit: {score.right} of {score.answered} right at the first answer{' '}
        {score.answered > 0 && (
          <button type="button" className="link-button" onClick={resetScore}>
            Start the score again
          </button>
        )}
      </p>
    </form>
  );
}
