/**
 * A practice exercise in the share link: `#tab=maze&practice=path&level=medium&seed=k3x9-2`, so
 * the same link makes the same exercise (the board from the seed, the question from the board),
 * and `?student=NAME` in the address makes it that student's own variant.
 */
import type { Puzzle } from 'boardpath';
import { coreOf } from '../../../src/puzzles/cores.js';
import { MAX_STUDENT_NAME, STUDENT_ASKED } from '../embed.js';
import type { LinkEntries } from '../url.js';
import { COURSE, openExercise, questionIndex } from './course.js';
import { DIFFICULTIES, QUESTION_KINDS, type Difficulty, type PracticeSpec } from './kinds.js';

/** The longest seed a link takes (longer ones are cut). */
const MAX_SEED = 80;

// A fresh seed for each new exercise of this visit: the time the page opened and a count, in base 36.
const visit = Date.now().toString(36).slice(-5);
let made = 0;

/** A seed no exercise of this visit has had. */
export function freshSeed(): string {
  made++;
  return `${visit}-${made}`;
}

/** A new exercise of a puzzle: the first question every puzzle asks, easy, a fresh seed, the address's student. */
export function freshSpec(puzzle: Puzzle, student: string | null = STUDENT_ASKED): PracticeSpec {
  return { puzzle, difficulty: 'easy', kind: QUESTION_KINDS[0], seed: freshSeed(), student };
}

/**
 * The exercise a tab's link parameters hold (`practice=KIND`, one of the questions its puzzle's kit
 * asks), or null when they hold none.
 */
export function practiceFromLink(puzzle: Puzzle, params: URLSearchParams): PracticeSpec | null {
  const { kinds } = coreOf(puzzle).practice;
  // A course's set opens on its first question without an answer.
  if (COURSE?.set.puzzle === puzzle) return openExercise();
  const kind = params.get('practice');
  if (kind === null) return null;
  const level = params.get('level') ?? 'easy';
  const seed = params.get('seed')?.slice(0, MAX_SEED);
  return {
    puzzle,
    kind: kinds.find((each) => each === kind) ?? kinds[0],
    difficulty: ((DIFFICULTIES as readonly string[]).includes(level) ? level : 'easy') as Difficulty,
    seed: seed || freshSeed(),
    student: STUDENT_ASKED,
  };
}

/** The link parameters of an exercise (the student's name stays in the address's query). */
export function practiceLink(spec: PracticeSpec): LinkEntries {
  // A question of the set keeps the set's link, so a reload opens the set again.
  if (COURSE && questionIndex(spec) >= 0)
    return { set: COURSE.set.seed, level: COURSE.set.level, questions: String(COURSE.set.questions) };
  return { practice: spec.kind, level: spec.difficulty, seed: spec.seed };
}

/** Puts the student's name into the address's query (`?student=Ada`), or takes it out. */
export function writeStudent(name: string | null): void {
  const query = new URLSearchParams(location.search);
  if (name) query.set('student', name.slice(0, MAX_STUDENT_NAME));
  else query.delete('student');
  const search = query.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}
