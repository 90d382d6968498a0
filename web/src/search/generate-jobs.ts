/**
 * The worker's boards made to order: "New board" (any request the generators take, as the
 * `boardpath generate` command makes it) and a practice exercise (the board of a difficulty, from
 * the exercise's seed, with its breadth-first search recorded whole for the grading and the
 * feedback's replay; for "which board plays longer?", two boards and their real games' figures).
 */
import { kitOf } from '../../../src/puzzles/kits.js';
import { exerciseBoards } from '../../../src/course/exercise.js';
import type { PracticeSpec } from '../practice/kinds.js';
import type { GenerateRequest, MadeBoard, SearchAnswer } from './protocol.js';

/** The most a board of the page may take to make: the generators' own budget, shortened. */
const PAGE_TIME_LIMIT = 8000;

/** A board made to order, with its certificate and the options it was made with. */
export function makeBoard({ puzzle, options }: GenerateRequest): MadeBoard {
  const made = kitOf(puzzle).generator.generate({ timeLimit: PAGE_TIME_LIMIT, ...options });
  return { puzzle, options, ...made } as MadeBoard;
}

/** A practice exercise's boards: generated from its seed, the same on every machine. */
export function practiceBoards(spec: PracticeSpec): Extract<SearchAnswer, { puzzle: 'practice' }> {
  return { puzzle: 'practice', ...exerciseBoards(spec), explored: null };
}
