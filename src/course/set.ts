/**
 * A course's practice set: one puzzle, one difficulty, a number of questions and a seed. Each
 * student of the roster gets their own variant of every question (the seed, the question's number
 * and the student's name make its board), the questions in the puzzle's order ("each in turn").
 */
import { BoardpathError } from '../errors.js';
import { PUZZLES, type Puzzle } from '../puzzles/puzzles.js';
import { crc32 } from './checksum.js';
import { coreOf } from '../puzzles/cores.js';
import { DIFFICULTIES, type Difficulty, type PracticeSpec } from './practice.js';

/** What makes a set: the same four make the same questions for every student. */
export interface CourseSet {
  readonly puzzle: Puzzle;
  readonly level: Difficulty;
  /** How many questions, 1 to `MAX_QUESTIONS`. */
  readonly questions: number;
  /** Any text (at most `MAX_SET_SEED` characters). */
  readonly seed: string;
}

/** The most questions a set asks. */
export const MAX_QUESTIONS = 40;
/** The longest seed a set takes. */
export const MAX_SET_SEED = 80;

/** A set checked: a `BoardpathError` naming the option at fault, else the set itself. */
export function checkSet(set: CourseSet): CourseSet {
  if (!(PUZZLES as readonly unknown[]).includes(set.puzzle))
    throw new BoardpathError('E_USAGE', `the puzzle must be one of ${PUZZLES.join(', ')}`, {
      option: 'puzzle',
    });
  if (!(DIFFICULTIES as readonly unknown[]).includes(set.level))
    throw new BoardpathError('E_USAGE', `the level must be one of ${DIFFICULTIES.join(', ')}`, {
      option: 'level',
    });
  if (!Number.isSafeInteger(set.questions) || set.questions < 1 || set.questions > MAX_QUESTIONS)
    throw new BoardpathError('E_USAGE', `the questions must be a whole number from 1 to ${MAX_QUESTIONS}`, {
      option: 'questions',
    });
  if (typeof set.seed !== 'string' || set.seed.length === 0 || set.seed.length > MAX_SET_SEED)
    throw new BoardpathError('E_USAGE', `the seed must be text of 1 to ${MAX_SET_SEED} characters`, {
      option: 'seed',
    });
  return set;
}

/**
 * The set's name in a code: a CRC-32 of its four parts, so that a code made for another set (or
 * another course's) is told apart. Cost: O(length of the seed).
 */
export function setId(set: CourseSet): number {
  return crc32(new TextEncoder().encode(JSON.stringify([set.puzzle, set.level, set.questions, set.seed])));
}

/** The seed of a set's question `number` (from 1): the set's seed and the number. */
function questionSeed(set: CourseSet, number: number): string {
  return `${set.seed}#${number}`;
}

/** The exercises of a student's variant of the set, question 1 first. Cost: O(questions). */
export function setExercises(set: CourseSet, student: string): PracticeSpec[] {
  const { kinds } = coreOf(set.puzzle).practice;
  return Array.from({ length: set.questions }, (_, i) => ({
    puzzle: set.puzzle,
    difficulty: set.level,
    kind: kinds[i % kinds.length],
    seed: questionSeed(set, i + 1),
    student,
  }));
}
