/**
 * What grading writes for the teacher: `grades.csv` (one row a roster student, their score and each
 * question, for a gradebook's import), `results.json` (each student's result in the shape of
 * Gradescope's autograder `results.json`) and `summary.md` (each question across the class: how
 * many answered it, how many got it, the wrong answers by misconception; then the lines refused).
 */
import { counted } from '../words.js';
import { writeCsv } from './csv.js';
import type { Grading } from './grading.js';
import { markdownText } from './key.js';
import { MISCONCEPTION_WORDS } from './misconceptions.js';

/** `grades.csv`: Student, Score (blank without a code), Out of, then 1 or 0 for each question. */
export function gradesCsv(grading: Grading): string {
  const { set, roster, graded } = grading;
  const numbers = Array.from({ length: set.questions }, (_, i) => `Q${i + 1}`);
  const rows: Array<Array<string | number>> = [['Student', 'Score', 'Out of', ...numbers]];
  for (const student of roster) {
    const result = graded.find((each) => each.student === student);
    rows.push(
      result
        ? [
            student,
            result.score,
            set.questions,
            ...result.questions.map(({ judged }) => (judged.correct ? 1 : 0)),
          ]
        : [student, '', set.questions, ...numbers.map(() => '')],
    );
  }
  return writeCsv(rows);
}

/**
 * `results.json`: for each student with a code, Gradescope's autograder result (`score`,
 * `max_score`, `tests` with one test a question), under the student's name.
 */
export function resultsJson(grading: Grading): string {
  const students = grading.graded.map(({ student, score, questions }) => ({
    student,
    score,
    max_score: grading.set.questions,
    tests: questions.map(({ answer, judged }, i) => ({
      name: `Question ${i + 1}`,
      score: judged.correct ? 1 : 0,
      max_score: 1,
      status: judged.correct ? 'passed' : 'failed',
      output:
        answer === null
          ? 'Not answered.'
          : judged.correct
            ? 'Right.'
            : judged.misconception
              ? `Wrong: ${MISCONCEPTION_WORDS[judged.misconception]}.`
              : 'Wrong.',
    })),
  }));
  return `${JSON.stringify({ students }, null, 2)}\n`;
}

/** `summary.md`: the class's answers, question by question, and the lines that did not count. */
export function summaryMarkdown(grading: Grading): string {
  const { set, roster, graded, refused, summary } = grading;
  const lines = [
    `# ${set.puzzle}, ${set.level}, seed ${markdownText(JSON.stringify(set.seed))}: ${graded.length} of ${counted(roster.length, 'student')} graded`,
    '',
    '| Question | Asks | Answered | Right | Wrong answers |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const question of summary) {
    const wrong = question.wrong
      .map(
        ({ misconception, count }) =>
          `${count} ${misconception ? MISCONCEPTION_WORDS[misconception] : 'no misconception recognised'}`,
      )
      .join('; ');
    lines.push(
      `| ${question.number} | ${question.kind} | ${question.answered} | ${question.right} | ${wrong || '–'} |`,
    );
  }
  if (refused.length > 0) {
    lines.push('', '## Not counted', '');
    for (const { line, why } of refused) lines.push(`- line ${line}: ${markdownText(why)}`);
  }
  const missing = roster.filter((student) => !graded.some((each) => each.student === student));
  if (missing.length > 0) lines.push('', `No code from: ${missing.map(markdownText).join(', ')}.`);
  return `${lines.join('\n')}\n`;
}
