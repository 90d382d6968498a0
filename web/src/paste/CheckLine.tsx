import type { AnswerCheck } from 'boardpath';

/** The line of a pasted answer's check under a tab's answer, as the command writes it; none without one. */
export function CheckLine({ check }: { check: AnswerCheck | null }) {
  if (!check) return null;
  return (
    <p
      className={`answer-check ${check.matches === true ? 'matches' : check.matches === false ? 'differs' : ''}`}
      data-testid="answer-check"
    >
      Answer check: {check.verdict}
    </p>
  );
}
