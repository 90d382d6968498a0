/**
 * An answer judged against its exercise: right or not, and which known misconception a wrong one
 * shows, if any. The page's feedback and `boardpath course grade` both judge here, so a student is
 * told what their grade will say.
 */
import type { CourseAnswer } from './code.js';
import { exerciseStates, type ExerciseBoards } from './exercise.js';
import { misconceptionOf, type Misconception } from './misconceptions.js';
import type { Question } from './question.js';
import { gradePath } from './verdicts.js';

/** The verdict on one answer. */
export interface Judged {
  readonly correct: boolean;
  /** The misconception a wrong answer shows, or null (right, or not recognised). */
  readonly misconception: Misconception | null;
}

/** Whether `answer` answers `question` rightly (false for an answer of another kind). */
function isRight(question: Question, answer: Exclude<CourseAnswer, null>, exercise: ExerciseBoards): boolean {
  switch (question.kind) {
    case 'fewest':
    case 'distance':
      return answer.kind === question.kind && answer.moves === question.truth;
    case 'next':
      return answer.kind === 'next' && question.accepted.includes(answer.state);
    case 'longer':
      return answer.kind === 'longer' && answer.board === question.longer;
    case 'path': {
      if (answer.kind !== 'path' || !exercise.run || !exercise.onShortest) return false;
      const { graph, start } = exerciseStates(exercise.boards[0]);
      const path = [start, ...answer.path];
      return gradePath(graph, exercise.run, exercise.onShortest, path).kind === 'right';
    }
  }
}

/**
 * Judges `answer` (null: not answered, wrong) to `question` of `exercise`. Cost: that of the
 * question's check, and for a wrong answer that of `misconceptionOf` (a search of the board).
 */
export function judge(question: Question, answer: CourseAnswer, exercise: ExerciseBoards): Judged {
  if (answer === null) return { correct: false, misconception: null };
  if (isRight(question, answer, exercise)) return { correct: true, misconception: null };
  return { correct: false, misconception: misconceptionOf(question, answer, exercise) };
}
