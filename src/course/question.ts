/**
 * An exercise's question, read from its generated board and that board's recorded search: what is
 * asked, about which state or level, and the truth it is graded against. Everything here follows
 * from the board (made from the exercise's seed), so the same link always asks the same question.
 */
import type { BreadthTrace } from './record-breadth.js';
import type { ExerciseBoards } from './exercise.js';
import { askableLevels, statesAt } from './verdicts.js';
import { coreOf } from '../puzzles/cores.js';
import { seededRandom, type SeededRandom } from '../random.js';
import { generationSeed, type Difficulty, type QuestionKind } from './practice.js';
import { boundaryFrame } from './replay.js';

/** An exercise's boards, as the page's worker posts them too. */
export type PracticeBoards = ExerciseBoards;

/** What an exercise asks, and the truth it is graded against. */
export type Question =
  /** The fewest moves from the start to `goal` (null: the goal cannot be reached). */
  | { readonly kind: 'fewest'; readonly goal: number; readonly truth: number | null }
  /**
   * Which state comes out of the queue next, when the queue holds exactly the states `level`
   * moves away (after step `frame` of the search): any of them (`accepted`) is right. `choices`:
   * the states offered when the board cannot be clicked (the two tokens' positions), else null.
   */
  | {
      readonly kind: 'next';
      readonly level: number;
      readonly frame: number;
      readonly accepted: readonly number[];
      readonly choices: readonly number[] | null;
    }
  /** How many moves from the start to `target`. */
  | { readonly kind: 'distance'; readonly target: number; readonly truth: number }
  /** One shortest path, chosen move by move: `fewest` moves, one of `solutions`. */
  | { readonly kind: 'path'; readonly fewest: number; readonly solutions: bigint }
  /** Which of two boards plays longer with a fair die (0: the first, 1: the second). */
  | { readonly kind: 'longer'; readonly longer: 0 | 1; readonly expected: readonly [number, number] };

// A level chosen by difficulty among `levels` (in order): the first, the middle or the last.
function byDifficulty<T>(items: readonly T[], difficulty: Difficulty): T {
  if (difficulty === 'easy') return items[0];
  if (difficulty === 'hard') return items[items.length - 1];
  return items[Math.floor((items.length - 1) / 2)];
}

// Every n-th of `states`, up to `count` of them: a spread of a level, not its first few.
function spread(states: readonly number[], count: number): number[] {
  if (states.length <= count) return [...states];
  const step = states.length / count;
  return Array.from({ length: count }, (_, i) => states[Math.floor(i * step)]);
}

function nextQuestion(
  run: BreadthTrace,
  difficulty: Difficulty,
  offered: SeededRandom | null,
): Question | null {
  const levels = askableLevels(run);
  if (levels.length === 0) return null;
  const level = byDifficulty(levels, difficulty);
  const accepted = statesAt(run, level);
  // Positions cannot be clicked on a board: six to choose from, one or two of them right (drawn
  // from the seed, so a guess is seldom right), the others from the next level and the explored one,
  // in an order drawn from the seed too.
  let choices: number[] | null = null;
  if (offered) {
    const right = spread(accepted, offered.int(1, Math.min(2, accepted.length)));
    const after = statesAt(run, level + 1);
    const before = statesAt(run, level - 1);
    const fromAfter = Math.min(after.length, 6 - right.length - Math.min(1, before.length));
    choices = offered.shuffle([
      ...right,
      ...spread(after, fromAfter),
      ...spread(before, 6 - right.length - fromAfter),
    ]);
  }
  return { kind: 'next', level, frame: boundaryFrame(run, level), accepted, choices };
}

function distanceQuestion(
  run: BreadthTrace,
  onShortest: Uint8Array,
  difficulty: Difficulty,
): Question | null {
  const fewest = run.moves;
  const goal = run.path ? run.path[run.path.length - 1] : -1;
  const deepest = fewest ?? askableLevels(run).length;
  const levels = Array.from({ length: Math.max(0, deepest - 1) }, (_, i) => i + 2).filter((level) =>
    statesAt(run, level).some((state) => state !== goal),
  );
  const candidatesAt = (level: number) => statesAt(run, level).filter((state) => state !== goal);
  const level = levels.length > 0 ? byDifficulty(levels, difficulty) : 1;
  const candidates = candidatesAt(level);
  if (candidates.length === 0) return null;
  // A state off every shortest path, when there is one: its distance cannot be read off the answer.
  const off = candidates.filter((state) => !onShortest[state]);
  const pool = off.length > 0 ? off : candidates;
  return { kind: 'distance', target: pool[Math.floor(pool.length / 2)], truth: level };
}

/**
 * The question `kind` asks of an exercise's boards; a kind this board cannot ask (a path when there
 * is none, the queue of a search that ends at once) asks the fewest moves instead.
 * Where the puzzle's states cannot be clicked (its kit's `offersChoices`), "which comes next"
 * offers a few.
 * Cost: O(states seen × levels).
 */
export function questionOf(kind: QuestionKind, difficulty: Difficulty, practice: PracticeBoards): Question {
  const { run, onShortest, figures } = practice;
  if (kind === 'longer' && figures && figures.length === 2) {
    const expected = [figures[0].expected, figures[1].expected] as const;
    return { kind: 'longer', longer: expected[1] > expected[0] ? 1 : 0, expected };
  }
  const fewest: Question = {
    kind: 'fewest',
    goal: practice.goal,
    truth: practice.boards[0].answer.moves,
  };
  if (!run || !onShortest) return fewest;
  switch (kind) {
    case 'next':
      return (
        nextQuestion(
          run,
          difficulty,
          coreOf(practice.spec.puzzle).practice.offersChoices
            ? seededRandom(generationSeed(practice.spec), 'choices')
            : null,
        ) ?? fewest
      );
    case 'distance':
      return distanceQuestion(run, onShortest, difficulty) ?? fewest;
    case 'path':
      return run.moves !== null && run.moves > 0
        ? { kind: 'path', fewest: run.moves, solutions: practice.boards[0].answer.solutions }
        : fewest;
    default:
      return fewest;
  }
}
