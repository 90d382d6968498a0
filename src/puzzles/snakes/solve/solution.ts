// What every search for the fewest throws answers, and the one place that turns a game, given as
// its faces, into that answer.
import { BoardpathError, checkMemory } from '../../../errors.js';
import { grouped } from '../../../words.js';
import { jumpEnd, jumpIndexOn, type JumpKind, type SnakesBoard } from '../board/board.js';
import type { SnakesMethod } from '../options.js';

/** Games longer than this many throws are given as `runs` of [face, count] instead of throw by throw. */
export const PATH_LIMIT = 100_000;

/** `count` throws in a row, each showing `face`. */
export type FaceRun = [face: number, count: number];

/** A snake or ladder taken during a throw. */
export interface TakenJump {
  readonly kind: JumpKind;
  readonly from: number;
  readonly to: number;
}

/** One throw of a shortest game. */
export interface SnakesThrow {
  readonly face: number;
  /** The square before the throw. */
  readonly from: number;
  /** The square the die count reaches. */
  readonly landing: number;
  /** Where the token ends the throw (after the jump, if `landing` starts one). */
  readonly to: number;
  /** The jumps taken: none, one, or (with `chain`) several. */
  readonly jumps: readonly TakenJump[];
}

/**
 * The answer: the fewest throws and one shortest game, or that the last square cannot be reached.
 * `solvable` tells which: `if (solution.solvable)` makes `moves` a number; a game listed throw by
 * throw has `path`, `rolls` and `steps`, a game longer than the path limit has `runs` instead (then
 * `if (solution.runs)` or `if (solution.path)` tells which). When unsolvable they are all null.
 */
export type SnakesSolution = SnakesGame | SnakesLongGame | SnakesNoGame;

/** What every answer of `solveSnakes` holds. */
interface SnakesAnswer {
  readonly puzzle: 'snakes';
  /** States the search expanded: squares (square by square) or events (run-based). */
  readonly explored: number;
  /** Which search answered: square by square, whole levels as bit sets, or by runs (set by `solveSnakes`). */
  readonly method?: Exclude<SnakesMethod, 'auto'>;
}

/** A shortest game listed throw by throw. */
interface SnakesGame extends SnakesAnswer {
  readonly solvable: true;
  /** The fewest throws. */
  readonly moves: number;
  /** The squares after every throw, the start included. */
  readonly path: number[];
  /** The face of every throw. */
  readonly rolls: number[];
  /** The throws one by one, for people. */
  readonly steps: SnakesThrow[];
  readonly runs?: undefined;
}

/**
 * A shortest game longer than the path limit (100,000 throws unless `pathLimit` says otherwise),
 * given as [face, count] pairs that replay it from the start.
 */
interface SnakesLongGame extends SnakesAnswer {
  readonly solvable: true;
  /** The fewest throws. */
  readonly moves: number;
  readonly path: null;
  readonly rolls: null;
  readonly steps: null;
  readonly runs: FaceRun[];
}

/** The last square cannot be reached. */
interface SnakesNoGame extends SnakesAnswer {
  readonly solvable: false;
  readonly moves: null;
  readonly path: null;
  readonly rolls: null;
  readonly steps: null;
  readonly runs?: undefined;
}

/**
 * `count` more throws of `face` at the end of a game written as runs (joined to the last run when
 * it throws the same face). Cost: O(1).
 */
export function appendFaces(runs: FaceRun[], face: number, count: number): void {
  const last = runs[runs.length - 1];
  if (last && last[0] === face) last[1] += count;
  else runs.push([face, count]);
}

/** The answer when the last square cannot be reached, after `explored` states. */
export function noGame(explored: number): SnakesSolution {
  return { puzzle: 'snakes', solvable: false, moves: null, path: null, rolls: null, steps: null, explored };
}

/** How a found game is to be given: the jump rule it followed, and from how long it comes as runs. */
interface GameOptions {
  readonly chain?: boolean;
  /** Games of more throws than this come as `runs` (default `PATH_LIMIT`). */
  readonly pathLimit?: number;
  /** The search's memory limit, which the listed game must fit too. */
  readonly maxMemory?: number;
}

// What a game listed throw by throw takes per throw: its step (an object and its array of jumps),
// its square in `path` and its face in `rolls`.
const LISTED_BYTES_PER_THROW = 200;

// The longest game listed throw by throw, whatever `pathLimit` says: 2^24 throws, some 3 GB.
const MAX_LISTED_THROWS = 2 ** 24;

/**
 * The answer for a shortest game given as [face, count] pairs from the board's start: listed throw
 * by throw (`path`, `rolls`, `steps`) when it has at most `pathLimit` throws, else as the runs
 * themselves. A game longer than `PATH_LIMIT` (listed because `pathLimit` was raised) that would
 * pass `maxMemory` is refused (`E_MEMORY`) before it is listed: a `pathLimit` of a billion must not
 * list ten million throws past the limit.
 *
 * Cost: O(runs) for a game given as runs; O(moves × log J) to list one (J snakes and ladders).
 */
export function gameSolution(
  board: SnakesBoard,
  runs: FaceRun[],
  explored: number,
  options: GameOptions = {},
): SnakesSolution {
  let moves = 0;
  for (const [, count] of runs) moves += count;
  if (moves > (options.pathLimit ?? PATH_LIMIT)) {
    return { puzzle: 'snakes', solvable: true, moves, path: null, rolls: null, steps: null, explored, runs };
  }
  // Past what one array holds the engine dies outright, limit or none: refused.
  if (moves > MAX_LISTED_THROWS)
    throw new BoardpathError(
      'E_MEMORY',
      `a game of ${grouped(moves)} throws is too long to list throw by throw (at most ${grouped(MAX_LISTED_THROWS)}): a smaller pathLimit gives it as runs`,
      { option: 'pathLimit' },
    );
  // Up to the default limit a listed game is small beside its search (20 MB at most): as before.
  if (moves > PATH_LIMIT)
    checkMemory(
      `a game of ${grouped(moves)} throws`,
      LISTED_BYTES_PER_THROW * moves,
      options.maxMemory,
      ' to list throw by throw (a smaller pathLimit gives it as runs)',
    );
  const steps = throwsOf(board, runs, options.chain ?? false);
  return {
    puzzle: 'snakes',
    solvable: true,
    moves,
    path: [board.start, ...steps.map((step) => step.to)],
    rolls: steps.map((step) => step.face),
    steps,
    explored,
  };
}

/**
 * The throws of a game given as [face, count] pairs, one by one: where each lands and the jumps it
 * takes (one, or with `chain` the whole chain). The game is one a search found, so its chains end.
 *
 * Cost: O(moves × log J) for J snakes and ladders.
 */
function throwsOf(board: SnakesBoard, runs: readonly FaceRun[], chain: boolean): SnakesThrow[] {
  const steps: SnakesThrow[] = [];
  let square = board.start;
  for (const [face, count] of runs) {
    for (let i = 0; i < count; i++) {
      const landing = square + face;
      const jumps: TakenJump[] = [];
      let to = landing;
      for (let jump = jumpIndexOn(board, to); jump >= 0; jump = chain ? jumpIndexOn(board, to) : -1) {
        const end = jumpEnd(board, jump);
        jumps.push({ kind: end > to ? 'ladder' : 'snake', from: to, to: end });
        to = end;
      }
      steps.push({ face, from: square, landing, to, jumps });
      square = to;
    }
  }
  return steps;
}
