import { useState } from 'react';
import { encodeCompletion } from '../../../src/course/code.js';
import { setId } from '../../../src/course/set.js';
import { COURSE, questionIndex, useCourseAnswers } from './course.js';
import type { PracticeSpec } from './kinds.js';
import type { Practice } from './usePractice.js';

/**
 * Beside the board, in place of the practice settings when the page was opened on a set: whose set
 * it is, which question this is and which are answered, a way to each question, and once all have
 * an answer the completion code to hand in, with a button that copies it.
 */
export function CoursePanel({
  practice,
  setSpec,
}: {
  practice: Practice;
  setSpec: (spec: PracticeSpec) => void;
}) {
  const answers = useCourseAnswers();
  const [copied, setCopied] = useState<string | null>(null);
  if (!COURSE) return null;
  const { set, student, exercises } = COURSE;
  const current = questionIndex(practice.spec);
  const done = answers.filter((answer) => answer !== null).length;
  const code = done === answers.length ? encodeCompletion({ set: setId(set), student, answers }) : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code!);
      setCopied('Copied.');
    } catch {
      setCopied('Select the code and copy it.');
    }
  };
  return (
    <section className="controls practice-settings course-panel" aria-label="Your set">
      <p>
        Set <code>{set.seed}</code> for <strong>{student}</strong>: question{' '}
        <span data-testid="course-question">{current + 1}</span> of {exercises.length}, {done} answered. The
        first answer to each question is the one that counts.
      </p>
      <ol className="course-questions">
        {exercises.map((spec, i) => (
          <li key={i}>
            <button
              type="button"
              className="link-button"
              aria-current={i === current ? 'step' : undefined}
              onClick={() => setSpec(spec)}
            >
              Question {i + 1}
            </button>
            {answers[i] !== null ? ' (answered)' : ''}
          </li>
        ))}
      </ol>
      {code && (
        <div className="course-code" role="status">
          <p>Every question has an answer. Hand in this completion code:</p>
          <p>
            <output data-testid="completion-code">{code}</output>
          </p>
          <button type="button" className="primary" onClick={copy}>
            Copy the code
          </button>{' '}
          <span aria-live="polite">{copied}</span>
        </div>
      )}
    </section>
  );
}
