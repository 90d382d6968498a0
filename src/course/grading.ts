/**
 * A set's completion codes graded: each code read off its line, checked (its checksum, its set, its
 * student on the roster), and every answer it carries judged again against the student's own
 * exercise made from the set's seed, so a code earns what its answers earn and nothing more.
 * Lines that cannot count are reported by number, never counted.
 */
import { BoardpathError } from '../errors.js';
import { decodeCompletion, type CourseAnswer } from './code.js';
import { exerciseBoards } from './exercise.js';
import { judge, type Judged } from './judge.js';
import type { Misconception } from './misconceptions.js';
import { type QuestionKind } from './practice.js';
import { questionOf } from './question.js';
import { onRoster } from './roster.js';
import { setExercises, setId, type CourseSet } from './set.js';

/** A student's graded code. */
interface GradedStudent {
  /** The student as the roster spells them. */
  readonly student: string;
  /** The line of the codes their code was on. */
  readonly line: number;
  /** Each question's answer (null: not answered) and verdict, question 1 first. */
  readonly questions: ReadonlyArray<{ readonly answer: CourseAnswer; readonly judged: Judged }>;
  /** Questions answered right. */
  readonly score: number;
}

/** A line that does not count, and why. */
interface Refused {
  readonly line: number;
  readonly why: string;
}

/** One question of the set across the class. */
interface QuestionSummary {
  readonly number: number;
  readonly kind: QuestionKind;
  readonly answered: number;
  readonly right: number;
  /** Wrong answers by the misconception they show (null: none recognised), most common first. */
  readonly wrong: ReadonlyArray<{ readonly misconception: Misconception | null; readonly count: number }>;
}

/** Everything grading a set's codes found. */
export interface Grading {
  readonly set: CourseSet;
  readonly roster: readonly string[];
  /** The counted codes, in the roster's order. */
  readonly graded: readonly GradedStudent[];
  readonly refused: readonly Refused[];
  readonly summary: readonly QuestionSummary[];
}

/** A code on a line: BP1 and its groups, wherever it stands (a form's CSV puts it in a column). */
const CODE = /\bBP1(?:[-\s]?[0-9A-Za-z]{1,5}(?![0-9A-Za-z]))+/i;

/** The codes of a text, by line: one a line, or one in some column of a CSV's line. */
function codesOf(text: string): Array<{ line: number; code: string | null }> {
  return text.split(/\r\n|\r|\n/).flatMap((content, index) => {
    if (content.trim() === '') return [];
    const found = CODE.exec(content);
    // The first line of a form's CSV names its columns.
    if (!found && index === 0) return [];
    return [{ line: index + 1, code: found ? found[0] : null }];
  });
}

/** A student's answers judged against their own variant of the set. Cost: making each exercise. */
function gradeAnswers(set: CourseSet, student: string, answers: readonly CourseAnswer[]) {
  return setExercises(set, student).map((spec, i) => {
    const exercise = exerciseBoards(spec);
    const question = questionOf(spec.kind, spec.difficulty, exercise);
    const answer = answers[i] ?? null;
    return { answer, judged: judge(question, answer, exercise) };
  });
}

/**
 * Grades the codes of `text` (one a line, or a CSV with a code in some column) for `set` and its
 * `roster`. Cost: making every exercise of every student with a code (milliseconds each).
 */
export function gradeCodes(set: CourseSet, roster: readonly string[], text: string): Grading {
  const id = setId(set);
  const refused: Refused[] = [];
  const byStudent = new Map<string, GradedStudent>();
  for (const { line, code } of codesOf(text)) {
    if (code === null) {
      refused.push({ line, why: 'no completion code on this line' });
      continue;
    }
    let completion;
    try {
      completion = decodeCompletion(code);
    } catch (error) {
      if (!(error instanceof BoardpathError)) throw error;
      refused.push({ line, why: error.message });
      continue;
    }
    if (completion.set !== id) {
      refused.push({ line, why: `a code for another set (not ${set.puzzle} ${set.level} "${set.seed}")` });
      continue;
    }
    const student = onRoster(roster, completion.student);
    if (student === undefined) {
      refused.push({ line, why: `${JSON.stringify(completion.student)} is not on the roster` });
      continue;
    }
    const first = byStudent.get(student);
    if (first) {
      refused.push({ line, why: `a second code for ${student}: the one on line ${first.line} counts` });
      continue;
    }
    if (completion.answers.length !== set.questions) {
      refused.push({
        line,
        why: `the code answers ${completion.answers.length} questions; the set asks ${set.questions}`,
      });
      continue;
    }
    const questions = gradeAnswers(set, student, completion.answers);
    const score = questions.filter((each) => each.judged.correct).length;
    byStudent.set(student, { student, line, questions, score });
  }
  const graded = roster.flatMap((student) => byStudent.get(student) ?? []);
  return { set, roster, graded, refused, summary: summaryOf(set, graded) };
}

function summaryOf(set: CourseSet, graded: readonly GradedStudent[]): QuestionSummary[] {
  const kinds = setExercises(set, '').map((spec) => spec.kind);
  return kinds.map((kind, i) => {
    const answers = graded.map((student) => student.questions[i]);
    const wrong = new Map<Misconception | null, number>();
    for (const { answer, judged } of answers)
      if (answer !== null && !judged.correct)
        wrong.set(judged.misconception, (wrong.get(judged.misconception) ?? 0) + 1);
    return {
      number: i + 1,
      kind,
      answered: answers.filter(({ answer }) => answer !== null).length,
      right: answers.filter(({ judged }) => judged.correct).length,
      wrong: [...wrong]
        .map(([misconception, count]) => ({ misconception, count }))
        .sort(
          (a, b) => b.count - a.count || (a.misconception === null ? 1 : b.misconception === null ? -1 : 0),
        ),
    };
  });
}
