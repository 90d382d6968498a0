/**
 * A practice exercise's boards, made from its spec: the board of its difficulty from its seed, with
 * its breadth-first search recorded whole for the grading and the feedback's replay; for "which
 * board plays longer?", two boards and their real games' figures. The page's worker and the course
 * commands both make exercises here, so a student's link and the teacher's grading see one board.
 */
import { BoardpathError } from '../errors.js';
import { recordBreadthFirst, type BreadthTrace } from './record-breadth.js';
import {
  analyzeSnakes,
  designSnakes,
  generateMaze,
  generateSnakes,
  generateTokens,
  type GeneratedMaze,
  type GeneratedSnakes,
  type GeneratedTokens,
  type MazeMoves,
} from '../index.js';
import { boardEnds, boardGraph } from './boards.js';
import { seededRandom } from '../random.js';
import { snakesCertificate } from '../puzzles/snakes/generate/certificate.js';
import {
  generationSeed,
  LONGER_BAND,
  type Difficulty,
  PRACTICE_BOARDS,
  type PracticeSpec,
} from './practice.js';
import { shortestPathStates } from './verdicts.js';

/** A generated board with its certificate (a maze with its move set). */
export type ExerciseBoard =
  | ({ readonly puzzle: 'snakes' } & GeneratedSnakes)
  | ({ readonly puzzle: 'maze'; readonly moves: MazeMoves } & GeneratedMaze)
  | ({ readonly puzzle: 'tokens' } & GeneratedTokens);

/** An exercise's boards and what its questions are read from. */
export interface ExerciseBoards {
  readonly spec: PracticeSpec;
  /** The exercise's board (two for "which plays longer"). */
  readonly boards: ExerciseBoard[];
  /** The first board's breadth-first search, recorded whole (null for "which plays longer"). */
  readonly run: BreadthTrace | null;
  /** The states on some shortest path (1) of the first board, for grading a path move by move. */
  readonly onShortest: Uint8Array | null;
  /** Each board's real game with a fair die, for "which plays longer" (else null). */
  readonly figures: Array<{ readonly expected: number; readonly median: number | null }> | null;
}

/** Steps of an exercise's search that are recorded: a small board's whole search. */
export const EXERCISE_EVENTS = 50_000;
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
  const common = {
    seed: generationSeed(spec),
    index,
    maxWork: EXERCISE_WORK,
    timeLimit: EXERCISE_TIME_LIMIT,
  };
  switch (spec.puzzle) {
    case 'snakes':
      return {
        puzzle: 'snakes',
        ...generateSnakes({ ...PRACTICE_BOARDS.snakes[spec.difficulty], ...common }),
      };
    case 'maze': {
      const options = PRACTICE_BOARDS.maze[spec.difficulty];
      return { puzzle: 'maze', moves: options.moves, ...generateMaze({ ...options, ...common }) };
    }
    case 'tokens':
      return {
        puzzle: 'tokens',
        ...generateTokens({ ...PRACTICE_BOARDS.tokens[spec.difficulty], ...common }),
      };
  }
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
  if (spec.kind === 'longer' && spec.puzzle === 'snakes') return longerPair(spec);
  const made = exerciseBoard(spec, 0);
  const graph = boardGraph(made);
  const { start, goal } = boardEnds(made);
  const run = recordBreadthFirst(graph, start, goal, EXERCISE_EVENTS);
  return { spec, boards: [made], run, onShortest: shortestPathStates(graph, run), figures: null };
}

/** How much longer the longer of two games is, as a share of it: (longer − shorter) / longer. */
export function longerShare(a: number, b: number): number {
  return Math.abs(a - b) / Math.max(a, b);
}

/**
 * The mean throws of the shorter game of a "which plays longer" pair, by difficulty: about what a
 * generated board of the difficulty's size plays.
 */
const SHORTER_MEAN: Readonly<Record<Difficulty, readonly [number, number]>> = {
  easy: [9, 13],
  medium: [12, 18],
  hard: [18, 28],
};
/** The designer's time, a hang guard: a design missed in time is refused, never replaced. */
const DESIGN_SECONDS = 30;

/** A board of the difficulty's size designed to a mean number of throws, with its certificate. */
function designed(spec: PracticeSpec, mean: number, seed: string): ExerciseBoard {
  const { size } = PRACTICE_BOARDS.snakes[spec.difficulty];
  const design = designSnakes({ size, mean, seed, time: DESIGN_SECONDS, tolerance: { mean: 0.05 } });
  if (!design.met)
    throw new BoardpathError(
      'E_WORK',
      `no board of ${mean.toFixed(2)} throws on average was designed in time`,
    );
  return { puzzle: 'snakes', board: design.board, answer: snakesCertificate(design.board, {}) };
}

/**
 * Two boards whose real games differ by a share inside the difficulty's band (`LONGER_BAND`), by
 * construction: the shorter game's mean is drawn from the difficulty's range, the share from the
 * inside of the band, and each board is designed to its mean (within 0.05 throws, which the band's
 * inner margin absorbs); which one is board A is drawn too.
 */
function longerPair(spec: PracticeSpec): ExerciseBoards {
  const seed = generationSeed(spec);
  const random = seededRandom(seed, 'longer');
  const [low, high] = LONGER_BAND[spec.difficulty];
  const [least, most] = SHORTER_MEAN[spec.difficulty];
  const shorter = least + (most - least) * random.float();
  const share = low + 0.02 + (high - low - 0.04) * random.float();
  const means = [shorter, shorter / (1 - share)];
  if (random.chance(0.5)) means.reverse();
  const boards = means.map((mean, i) => designed(spec, Math.round(mean * 100) / 100, `${seed}/${i}`));
  const figures = boards.map((made) => {
    const { expected, median } = analyzeSnakes((made as Extract<ExerciseBoard, { puzzle: 'snakes' }>).board);
    return { expected: expected ?? Infinity, median };
  });
  return { spec, boards, run: null, onShortest: null, figures };
}
