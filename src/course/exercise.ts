/**
 * A practice exercise's boards, made from its spec: the board of its difficulty from its seed, with
 * its breadth-first search recorded whole for the grading and the feedback's replay; for "which
 * board plays longer?", two boards and their real games' figures. The page's worker and the course
 * commands both make exercises here, so a student's link and the teacher's grading see one board.
 */
import { BoardpathError } from '../errors.js';
import type { Certified } from '../puzzles/generate.js';
import type { PuzzleAnswer, StateGraph } from '../puzzles/puzzles.js';
import { coreOf } from '../puzzles/cores.js';
import { kitOf } from '../puzzles/kits.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import { recordBreadthFirst, type BreadthTrace } from './record-breadth.js';
import { generationSeed, LONGER_BAND, type PracticeSpec } from './practice.js';
import { shortestPathStates } from './verdicts.js';

/** A generated board with its certificate and the options it was made with (its kit's own). */
export interface ExerciseBoard {
  readonly puzzle: Puzzle;
  readonly options: object;
  readonly board: unknown;
  readonly answer: Certified<PuzzleAnswer>;
}

/** An exercise's boards and what its questions are read from. */
export interface ExerciseBoards {
  readonly spec: PracticeSpec;
  /** The exercise's board (two for "which plays longer"). */
  readonly boards: readonly ExerciseBoard[];
  /** The first board's goal state (its graph's). */
  readonly goal: number;
  /** The first board's breadth-first search, recorded whole (null for "which plays longer"). */
  readonly run: BreadthTrace | null;
  /** The states on some shortest path (1) of the first board, for grading a path move by move. */
  readonly onShortest: Uint8Array | null;
  /** Each board's real game with a fair die, for "which plays longer" (else null). */
  readonly figures: ReadonlyArray<{ readonly expected: number; readonly median: number | null }> | null;
}

/** Steps of an exercise's search that are recorded: a small board's whole search. */
const EXERCISE_EVENTS = 50_000;
/**
 * The generator's work an exercise's board may take before the board 100 further on is tried. A
 * count of steps, not a time, so that a loaded machine makes the same board as an idle one.
 */
const EXERCISE_WORK = 2_000_000;
/** A hang guard only: a board that takes longer is refused, never replaced. */
const EXERCISE_TIME_LIMIT = 60_000;
/** Boards of an exercise's seed tried, 100 apart, before it gives up. */
const EXERCISE_TRIES = 3;

function generated(spec: PracticeSpec, index: number): ExerciseBoard {
  const { generator, practice } = kitOf(spec.puzzle);
  const options = practice.boards[spec.difficulty];
  const common = {
    seed: generationSeed(spec),
    index,
    maxWork: EXERCISE_WORK,
    timeLimit: EXERCISE_TIME_LIMIT,
  };
  return { puzzle: spec.puzzle, options, ...generator.generate({ ...options, ...common }) };
}

/**
 * Board `index` of an exercise's seed; when the generator cannot meet its own choice of target
 * within its work (`E_WORK` of `maxWork`), the board 100 further on, so the seed still makes one
 * board only, the same on every machine.
 */
function exerciseBoard(spec: PracticeSpec, index: number): ExerciseBoard {
  for (let tried = 1; ; tried++) {
    try {
      return generated(spec, index + 100 * (tried - 1));
    } catch (error) {
      const outOfWork =
        error instanceof BoardpathError && error.code === 'E_WORK' && error.where.option === 'maxWork';
      if (!outOfWork || tried === EXERCISE_TRIES) throw error;
    }
  }
}

/**
 * An exercise's boards, generated from its spec: the same spec gives the same boards on every
 * machine. Cost: a few milliseconds for the practice boards' sizes; "which plays longer" analyses
 * a dozen boards' games.
 */
export function exerciseBoards(spec: PracticeSpec): ExerciseBoards {
  const kit = kitOf(spec.puzzle);
  if (spec.kind === 'longer' && kit.practice.longerPair) {
    // Two boards designed to their games' lengths, not generated: their options are the kit's default.
    const { boards, figures } = kit.practice.longerPair(
      spec.difficulty,
      generationSeed(spec),
      LONGER_BAND[spec.difficulty],
    );
    const made = boards.map((board) => ({ puzzle: spec.puzzle, options: {}, ...board }));
    const { goal } = kit.graph(made[0].board, made[0].options);
    return { spec, boards: made, goal, run: null, onShortest: null, figures };
  }
  const made = exerciseBoard(spec, 0);
  const { graph, start, goal } = kit.graph(made.board, made.options);
  const run = recordBreadthFirst(graph, start, goal, EXERCISE_EVENTS);
  return { spec, boards: [made], goal, run, onShortest: shortestPathStates(graph, run), figures: null };
}

/** A board of an exercise as the engine searches it: its graph, start and goal. Cost: its kit's `graph`. */
export function exerciseStates(made: ExerciseBoard): StateGraph {
  return coreOf(made.puzzle).graph(made.board, made.options);
}

/** How much longer the longer of two games is, as a share of it: (longer − shorter) / longer. */
export function longerShare(a: number, b: number): number {
  return Math.abs(a - b) / Math.max(a, b);
}
