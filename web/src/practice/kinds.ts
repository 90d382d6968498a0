/**
 * The practice view's closed lists: how hard an exercise is, what it asks, and the boards each
 * difficulty is generated with. Shared by the page and its worker (which generates the boards).
 */
import type { GenerateMazeOptions, GenerateSnakesOptions, GenerateTokensOptions, Puzzle } from 'boardpath';

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

/** The questions each puzzle asks, in the order "each in turn" asks them. */
export const KINDS_OF: Readonly<Record<Puzzle, readonly QuestionKind[]>> = {
  snakes: QUESTION_KINDS,
  maze: ['fewest', 'next', 'distance', 'path'],
  tokens: ['fewest', 'next', 'distance', 'path'],
};

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

/** The boards each difficulty generates (any number of moves the generator likes, always solvable). */
export const PRACTICE_BOARDS: {
  readonly snakes: Readonly<Record<Difficulty, GenerateSnakesOptions>>;
  readonly maze: Readonly<Record<Difficulty, GenerateMazeOptions & { moves: 2 | 4 | 8 }>>;
  readonly tokens: Readonly<Record<Difficulty, GenerateTokensOptions>>;
} = {
  snakes: { easy: { size: 5 }, medium: { size: 6 }, hard: { size: 8 } },
  maze: {
    easy: { rows: 5, columns: 5, moves: 4 },
    medium: { rows: 7, columns: 7, moves: 4 },
    hard: { rows: 9, columns: 9, moves: 8 },
  },
  tokens: { easy: { rows: 3, columns: 4 }, medium: { rows: 4, columns: 4 }, hard: { rows: 5, columns: 5 } },
};

/**
 * For "which board plays longer": the least relative difference of the two boards' expected
 * throws each difficulty asks the student to tell apart.
 */
export const LONGER_MARGIN: Readonly<Record<Difficulty, number>> = { easy: 0.3, medium: 0.15, hard: 0.05 };
