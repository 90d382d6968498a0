/**
 * A course's set on the page: a student's link (`?student=Ada#tab=maze&set=week5&level=medium&
 * questions=6`) opens their own variant of the set's questions, one after another. The first
 * answer to each question is kept (in the browser's localStorage, under the set and the student),
 * so a reload neither asks it again nor lets a second answer replace it; once every question has
 * an answer, the completion code carries them back to the teacher.
 */
import { useSyncExternalStore } from 'react';
import type { CourseAnswer } from '../../../src/course/code.js';
import { setFromLink } from '../../../src/course/link.js';
import { setExercises, setId, type CourseSet } from '../../../src/course/set.js';
import { STUDENT_ASKED } from '../embed.js';
import { readLink } from '../url.js';
import type { Answer } from './feedback.js';
import { studentKey, type PracticeSpec } from './kinds.js';

/** The set the address opens, with its student, or null for the page's own practice. */
export interface ActiveCourse {
  readonly set: CourseSet;
  readonly student: string;
  /** Each question's exercise, question 1 first. */
  readonly exercises: readonly PracticeSpec[];
}

function asked(): ActiveCourse | null {
  if (typeof location === 'undefined' || STUDENT_ASKED === null) return null;
  const link = readLink(location.hash);
  const set = setFromLink(link.tab, link.params);
  return set && { set, student: STUDENT_ASKED, exercises: setExercises(set, STUDENT_ASKED) };
}

/** The set this page was opened on, if any. */
export const COURSE: ActiveCourse | null = asked();

const KEY = COURSE && `boardpath.course.${setId(COURSE.set).toString(16)}.${studentKey(COURSE.student)}`;
const listeners = new Set<() => void>();
let answers: readonly CourseAnswer[] = stored();

function stored(): CourseAnswer[] {
  const none = COURSE ? COURSE.exercises.map(() => null) : [];
  try {
    const value = KEY && (JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown);
    if (Array.isArray(value) && value.length === none.length) return value as CourseAnswer[];
  } catch {
    // No storage: the answers live in the page alone.
  }
  return none;
}

/** The question of the set `spec` is (0 for the first), or -1 when it is none of the set's. */
export function questionIndex(spec: PracticeSpec): number {
  if (!COURSE) return -1;
  return COURSE.exercises.findIndex(
    (each) =>
      each.seed === spec.seed &&
      each.kind === spec.kind &&
      each.difficulty === spec.difficulty &&
      each.puzzle === spec.puzzle &&
      spec.student !== null &&
      studentKey(each.student!) === studentKey(spec.student),
  );
}

/** The exercise the set asks first that has no answer yet, or the last when all have one. */
export function openExercise(): PracticeSpec | null {
  if (!COURSE) return null;
  const open = answers.findIndex((answer) => answer === null);
  return COURSE.exercises[open < 0 ? COURSE.exercises.length - 1 : open];
}

/** The answer a code carries for a page's answer. */
export function courseAnswerOf(answer: Answer): Exclude<CourseAnswer, null> {
  switch (answer.kind) {
    case 'fewest':
    case 'distance':
      return { kind: answer.kind, moves: answer.moves };
    case 'next':
      return { kind: 'next', state: answer.state };
    case 'path':
      return { kind: 'path', path: answer.path.slice(1) };
    case 'longer':
      return { kind: 'longer', board: answer.board };
  }
}

/** Keeps the first answer to question `index` of the set; later ones change nothing. */
export function recordCourseAnswer(index: number, answer: Answer): void {
  if (!COURSE || index < 0 || answers[index] !== null) return;
  answers = answers.map((each, i) => (i === index ? courseAnswerOf(answer) : each));
  try {
    if (KEY) localStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // No storage: the answers live in the page alone.
  }
  for (const listener of listeners) listener();
}

/** The set's answers so far (null: not answered yet), kept up to date. */
export function useCourseAnswers(): readonly CourseAnswer[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => answers,
  );
}
