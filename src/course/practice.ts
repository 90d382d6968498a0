/**
 * Practice exercises' closed lists and their spec: how hard an exercise is, what it asks (each
 * puzzle's own questions and boards are its kit's `practice`). Shared by the page (its practice
 * view and its worker) and the course commands, so that a link and `boardpath course` make the
 * same exercise.
 */
import type { Puzzle } from '../puzzles/puzzles.js';
import type { Difficulty, QuestionKind } from '../puzzles/practice.js';

export { DIFFICULTIES, QUESTION_KINDS, type Difficulty, type QuestionKind } from '../puzzles/practice.js';

/** One exercise, all a link needs to make it again: the same spec gives the same exercise. */
export interface PracticeSpec {
  readonly puzzle: Puzzle;
  readonly difficulty: Difficulty;
  readonly kind: QuestionKind;
  /** Any text: the board's seed. */
  readonly seed: string;
  /** A student's name: their own variant of the exercise (null: the class's). */
  readonly student: string | null;
}

/**
 * A student's name as it chooses their variant: "Ada", "ada" and " ADA " are one student, so a
 * name typed with other capitals or spaces gives the same boards. Cost: O(length).
 */
export function studentKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The generators' seed of an exercise: a student's variant is the seed, a slash and the name's key. */
export function generationSeed(spec: Pick<PracticeSpec, 'seed' | 'student'>): string {
  return spec.student ? `${spec.seed}/${studentKey(spec.student)}` : spec.seed;
}

/**
 * For "which board plays longer": the band of the two boards' relative difference in expected
 * throws (longer − shorter) / longer that each difficulty asks the student to tell apart, the
 * lower bound included and the upper excluded.
 */
export const LONGER_BAND: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [0.3, 0.6],
  medium: [0.15, 0.3],
  hard: [0.05, 0.15],
};
