/**
 * The practice view's closed lists: how hard an exercise is and what it asks; and what each puzzle's
 * practice is made of (`PracticePuzzle`, given by its tab). Shared by the page and its worker.
 */
import type { Puzzle } from 'boardpath';
import type { StateGraph } from 'boardpath/engine';

/** How hard an exercise is: the size of the generated board and the moment the question is asked. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * What an exercise asks: the fewest moves; which state breadth-first search takes from the queue
 * next; a state's distance from the start; one shortest path, chosen on the board; and, for Snakes
 * and Ladders, which of two boards plays longer with a fair die.
 */
export const QUESTION_KINDS = ['fewest', 'next', 'distance', 'path', 'longer'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Each question in the menu's words. */
export const KIND_TITLES: Readonly<Record<QuestionKind, string>> = {
  fewest: 'the fewest moves',
  next: 'which state comes out of the queue next',
  distance: 'a state’s distance',
  path: 'one shortest path',
  longer: 'which board plays longer',
};

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

/** Whether two specs make the same exercise (a spec that crossed to the worker and back is a copy). */
export function sameSpec(a: PracticeSpec, b: PracticeSpec): boolean {
  return (
    a.puzzle === b.puzzle &&
    a.difficulty === b.difficulty &&
    a.kind === b.kind &&
    a.seed === b.seed &&
    a.student === b.student
  );
}

/** The generators' seed of an exercise: a student's variant is the seed, a slash and the name. */
export function generationSeed(spec: Pick<PracticeSpec, 'seed' | 'student'>): string {
  return spec.student ? `${spec.seed}/${spec.student}` : spec.seed;
}

/**
 * What one puzzle's practice is made of, given by its tab: the questions it asks, in the order "each
 * in turn" asks them; the generator's options of each difficulty's boards (any number of moves the
 * generator likes, always solvable); and a board's states as its search goes through them.
 */
export interface PracticePuzzle {
  readonly kinds: readonly QuestionKind[];
  readonly boards: Readonly<Record<Difficulty, object>>;
  /** The states of a board made with `options`. */
  graph(board: unknown, options: object): StateGraph;
}

/**
 * For "which board plays longer": the least relative difference of the two boards' expected
 * throws each difficulty asks the student to tell apart.
 */
export const LONGER_MARGIN: Readonly<Record<Difficulty, number>> = { easy: 0.3, medium: 0.15, hard: 0.05 };
