// What a puzzle's practice is made of (each kit's `practice`): the questions it asks, the boards of
// each difficulty, its states in words, the wrong rules its misconceptions follow, and for a
// puzzle whose games have a length, a pair of boards to compare. The course (src/course) asks it,
// so that none of the course names a puzzle.
import type { IntGraph } from '../search/int-graph.js';
import type { Certified, Generated } from './generate.js';
import type { PuzzleAnswer } from './puzzles.js';

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

/** The misconceptions recognised. */
export type Misconception = 'stack' | 'second-jump' | 'start-counted' | 'wall' | 'diagonal' | 'own-label';

/** Two boards to tell apart by the length of their games, with each game's figures. */
export interface LongerPair<Board> {
  readonly boards: ReadonlyArray<Generated<Board, Certified<PuzzleAnswer>>>;
  readonly figures: Array<{ readonly expected: number; readonly median: number | null }>;
}

/**
 * A puzzle's practice, as the course asks of it: light enough for the page's own thread (its
 * kit's core), which asks its questions and grades the answers.
 */
export interface PuzzlePractice<Board = unknown> {
  /** The questions it asks, in the order "each in turn" (and a course's set) asks them. */
  readonly kinds: readonly QuestionKind[];
  /** Its states cannot be chosen on the board: "which comes next" offers a few to choose from. */
  readonly offersChoices: boolean;
  /** The generator's options of each difficulty's boards (any number of moves, always solvable). */
  readonly boards: Readonly<Record<Difficulty, object>>;
  /** A state in one word: `square`, `cell`, `position`. */
  readonly state: string;
  /** A state of `board` in the page's words: "square 14", "(2, 3)", "red (0,1) blue (3,3)". */
  stateName(board: Board, state: number): string;
  /**
   * The rules of `board` (made with `options`) for a printed question of `kind`, in a sentence or
   * two: where the start and the goal are, what a move is, how a state is named on paper.
   */
  rules(board: Board, options: object, kind: QuestionKind): string;
  /** The board's moves under each wrong idea the puzzle invites (`options`: the board's own). */
  wrongRules(board: Board, options: object): Array<readonly [Misconception, IntGraph]>;
}

/**
 * A puzzle's practice as its whole kit holds it: with the boards that are designed rather than
 * generated, whose code (the designer's) only the makers of exercises load.
 */
export interface KitPractice<Board = unknown> extends PuzzlePractice<Board> {
  /**
   * For "which plays longer" (only a puzzle that asks it): two boards of `difficulty` whose games'
   * lengths differ by a share in `band`, drawn from `seed`.
   */
  longerPair?(difficulty: Difficulty, seed: string, band: readonly [number, number]): LongerPair<Board>;
}
