/**
 * A student's set as it is asked: each question's exercise made from its seed, and what it asks.
 * The answer key and the student's worksheet are both written from it, so a set is made once.
 */
import { exerciseBoards, type ExerciseBoards } from './exercise.js';
import type { PracticeSpec } from './practice.js';
import { questionOf, type Question } from './question.js';
import { setExercises, type CourseSet } from './set.js';

/** One question of a student's set: its spec, its boards, what it asks and its truth. */
export interface Asked {
  readonly spec: PracticeSpec;
  readonly exercise: ExerciseBoards;
  readonly question: Question;
}

/**
 * The questions of `student`'s variant of `set`, question 1 first. Cost: making each exercise (a
 * few milliseconds each; "which plays longer" designs two boards).
 */
export function askedQuestions(set: CourseSet, student: string): Asked[] {
  return setExercises(set, student).map((spec) => {
    const exercise = exerciseBoards(spec);
    return { spec, exercise, question: questionOf(spec.kind, spec.difficulty, exercise) };
  });
}
