/**
 * Practice exercises' closed lists and their spec: how hard an exercise is, what it asks, and the
 * boards each difficulty is generated with. Shared by the page (its practice view and its worker)
 * and the course commands, so that a link and `boardpath course` make the same exercise.
 */
import type { GenerateMazeOptions, GenerateSnakesOptions, GenerateTokensOptions, Puzzle } from '../index.js';

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

/** The questions each puzzle asks, in the order "each in turn" (and a course's set) asks them. */
export const KINDS_OF: Readonly<Record<Puzzle, readonly QuestionKind[]>> = {
  snakes: QUESTION_KINDS,
  maze: ['fewest', 'next', 'distance', 'path'],
  tokens: ['fewest', 'next', 'distance', 'path'],
};

/**
 * The puzzles whose states cannot be chosen on the board (the two tokens' positions): "which comes
 * next" offers a few to choose from.
 */
export const CHOICES_OFFERED: Readonly<Record<Puzzle, boolean>> = {
  snakes: false,
  maze: false,
  tokens: true,
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
 * For "which board plays longer": the band of the two boards' relative difference in expected
 * throws (longer − shorter) / longer that each difficulty asks the student to tell apart, the
 * lower bound included and the upper excluded.
 */
export const LONGER_BAND: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [0.3, 0.6],
  medium: [0.15, 0.3],
  hard: [0.05, 0.15],
};
