// What `judgeProgram` takes, as schemas: checked once at its entry, as every public function's are.
import { z } from 'zod';
import { MAZE_MOVES } from '../puzzles/maze/board/board.js';
import { PUZZLES, type Puzzle } from '../puzzles/puzzles.js';
import {
  allowing,
  guardedCall,
  oneOf,
  optionsSchema,
  signalSchema,
  switchSchema,
  wholeNumber,
} from '../options.js';
import { wordList } from '../words.js';
import type { BoardOrder } from './board-order.js';
import { JUDGE_MODES, type JudgeMode } from '../puzzles/judge-hooks.js';
import { ANY_JUDGE_FORMAT } from './problem.js';
import type { MazeMoves } from '../puzzles/maze/board/board.js';

/** How far a judge has got, told now and then (`JudgeOptions.progress`). */
export interface JudgeProgress {
  /** `judging` the cases, then `shrinking` the first failing board. */
  readonly phase: 'judging' | 'shrinking';
  /** Cases judged so far, and how many there are to judge. */
  readonly done: number;
  readonly cases: number;
  /** Failing cases seen (the judge stops at the first, so 0 or 1). */
  readonly failures: number;
  /** Runs of the program so far, cases and shrinking's tries together. */
  readonly runs: number;
  /** Simpler failing boards found while shrinking. */
  readonly shrinks: number;
}

/** Options for `judgeProgram`. Exactly one of `command` and `solution` says what is judged. */
export interface JudgeOptions {
  /** The puzzle whose boards the program answers. */
  readonly puzzle: Puzzle;
  /** A program and its arguments, run once per board (no shell): the board on its standard input. */
  readonly command?: readonly string[];
  /** A solution file (.py, .js, .cjs, .cpp, .cc, .cxx, .java) whose function is called per board. */
  readonly solution?: string;
  /** The maze's question: `shortest` (default), `cells`, `all`, `count`. */
  readonly mode?: JudgeMode;
  /** The maze's moves: 2, 4 or 8 (default: 8 for `cells`, else 4). */
  readonly moves?: MazeMoves;
  /** The notation on a command's standard input (default: leetcode, json, course). */
  readonly format?: string;
  /** How many boards (default 500). */
  readonly cases?: number;
  /** Any text: the same seed and options make the same boards (default: one from the clock). */
  readonly seed?: string;
  /** The fewest and most rows (and columns) of a board, `[A, B]`. */
  readonly size?: readonly [number, number];
  /**
   * Boards made to order by the puzzle's generator instead of the families: the
   * generator's options for what a board must be (`fewest`, `unique`, `ladders`, `snakes`;
   * `shortest`, `paths`, `walls`, `style`; `labels`), checked with its schemas.
   */
  readonly generate?: BoardOrder;
  /**
   * Before the random boards, every board of at most this many cells, smallest first
   * (`exhaustive.ts`): a failure found among them is the smallest there is. `'fast'`: the pass the
   * command runs by default, every board of the problem's smallest sizes, at most 100 of them
   * (none with boards made to order, which are the user's). Default 0: none.
   */
  readonly exhaustive?: number | 'fast';
  /** Judge this case alone (from 1): the board of `--seed S --case N` again. */
  readonly caseNumber?: number;
  /** Seconds a run may take (default 2). */
  readonly timeLimit?: number;
  /** Runs at once (default: the machine's cores). */
  readonly jobs?: number;
  /** Shrink the first failing board (default true). */
  readonly shrink?: boolean;
  /** Seconds the shrinking may take in all (default 60): then the smallest board found so far. */
  readonly shrinkTime?: number;
  /** Stops the judge: it kills every run and resolves with what it found so far. */
  readonly signal?: AbortSignal;
  /** Told how far the judge has got, after every run. */
  readonly progress?: (progress: JudgeProgress) => void;
}

/** The most cases one judge runs: 10^7 (hours of a fast program). */
export const MOST_CASES = 10_000_000;

/** The most runs at once. */
export const MOST_JOBS = 256;

const words = allowing(
  'a program and its arguments: a non-empty array of at most 1,000 strings, the first not empty',
  z
    .array(z.string().max(100_000))
    .min(1)
    .max(1000)
    .refine((argv) => argv[0] !== '' && argv.every((word) => !word.includes('\u0000'))),
);

const seconds = (most: number) =>
  allowing(`a number of seconds above 0, at most ${most}`, z.number().gt(0).max(most));

const sizes = allowing(
  'two whole numbers [A, B] with A ≤ B',
  z.tuple([z.number().int().min(1).max(1000), z.number().int().min(1).max(1000)]).refine(([a, b]) => a <= b),
);

/** The options of `judgeProgram`, each as a schema. @internal */
export const judgeSchema = optionsSchema({
  puzzle: oneOf(PUZZLES),
  command: words.optional(),
  solution: allowing(
    'the path of a solution file',
    z
      .string()
      .min(1)
      .max(4096)
      .refine((path) => !path.includes('\u0000')),
  ).optional(),
  mode: oneOf(JUDGE_MODES).optional(),
  moves: allowing(wordList(MAZE_MOVES.map(String)), z.literal(MAZE_MOVES)).optional(),
  format: oneOf(ANY_JUDGE_FORMAT as [string, ...string[]]).optional(),
  cases: wholeNumber(1, MOST_CASES).optional(),
  seed: allowing('text of at most 1,000 characters', z.string().max(1000)).optional(),
  size: sizes.optional(),
  generate: allowing(
    "an object of the generator's options, such as { fewest: 5, unique: true }",
    z
      .custom<BoardOrder>(
        (value) =>
          typeof value === 'object' &&
          value !== null &&
          Object.prototype.toString.call(value) === '[object Object]',
      )
      // Read once, here: the judge works from a copy (a Proxy that lies or is revoked later cannot reach it).
      .transform((order) => ({ ...order })),
  ).optional(),
  exhaustive: z.union([wholeNumber(0, 1000), z.literal('fast')]).optional(),
  caseNumber: wholeNumber(1, MOST_CASES).optional(),
  timeLimit: seconds(3600).optional(),
  jobs: wholeNumber(1, MOST_JOBS).optional(),
  shrink: switchSchema.optional(),
  shrinkTime: seconds(86_400).optional(),
  signal: signalSchema.optional(),
  progress: allowing(
    'a function (progress) => void',
    z
      .custom<(progress: JudgeProgress) => void>((value) => typeof value === 'function')
      .transform((progress) => guardedCall('progress', progress)),
  ).optional(),
});
