import { BoardpathError } from '../../../errors.js';
import type { SnakesBoard } from '../board/board.js';
import { jumpEnds } from '../board/landing.js';
import { gameOfSweep } from './run-game.js';
import { RunSweep } from './run-sweep.js';
import { gameSolution, noGame, type SnakesSolution } from './solution.js';

/*
 * Snakes and Ladders on boards of any size: the fewest throws in time that grows with the number of
 * snakes and ladders, not with the number of squares.
 *
 * Why it works. Call the squares where a snake or ladder starts "jump squares" and every other
 * square "plain". A token stands somewhere (the start, or the end of a jump it just took) and walks
 * on plain squares until a throw lands on a jump square. From a square p, the plain squares it can
 * reach within k throws without taking a jump are exactly the plain squares of (p, E_k], where
 * E_0 = p and E_{k+1} is the last plain square at or below min(E_k + F, last) (or E_k if there is
 * none above it: a wall of F jump squares stops the walk for good). The jump squares it can land
 * on within k + 1 throws are those of (p, E_k + F]. So a walk is one number, its frontier E, and
 * while no jump square lies within F above it, E simply grows by F per throw: a stretch of m such
 * throws is crossed in one step.
 *
 * A "run" is such a walk, started at the start square or at the end of a jump when that jump's
 * square is first landed on. Runs are advanced in order of throw count (a priority queue of events,
 * one per run: the throw at which its window (E, E + F] next holds a jump square or the last
 * square; a ring of per-throw lists for the next 255 throws, a heap beyond). Each jump square is
 * landed on once, at the earliest throw count (landings never come out of order), and spawns one
 * run at its end. Runs that can bring nothing new are dropped: if at
 * throw k the frontier of run X lies within [lo, E] of another run R at the same throw (lo = the
 * lowest square R or the runs it absorbed started from), everything X would land on later R lands
 * on no later (the step E → E_{k+1} is monotone), so X is dropped and R's lo extended. A run that
 * a wall stops keeps its last frontier and goes on covering. Two runs that meet find each other
 * through the jump squares just above and below the frontier, which the other has landed on.
 *
 * The answer is the throw count of the first event that reaches the last square (by walking or by a
 * jump that ends there). One shortest game is rebuilt backwards: the winning run's walk from where
 * it started, preceded by the walk of the run whose landing spawned it, and so on back to the start;
 * each walk is replayed with the same arithmetic, so long stretches come out as [face, count] pairs.
 */

/** Options for `solveSnakesRuns`. */
interface SolveSnakesRunsOptions {
  /** Die faces 1 … faces (default: the board's, usually 6). */
  readonly faces?: number;
  /** Follow a jump that ends on the start of another jump, and so on (default: one jump per throw). */
  readonly chain?: boolean;
  /** Give `path`, `rolls` and `steps` for games of at most this many throws, else `runs` (default 100,000). */
  readonly pathLimit?: number;
  /** Refuse to list a game throw by throw past this many bytes. */
  readonly maxMemory?: number;
  readonly signal?: AbortSignal;
}

/**
 * The fewest throws from the board's start to its last square when the player chooses every face
 * (rules: docs/rules.md), and one shortest game — the same answer as `solveSnakes`, on boards of
 * any size (up to 2^53 squares). Works on runs of plain squares between snakes and ladders instead
 * of on squares: the sweep (`RunSweep`), then the way back (`gameOfSweep`). With `chain`, a cycle
 * of jumps is a bad board (`BoardpathError` E_BOARD).
 *
 * Games of more than `pathLimit` (100,000) throws come as `runs` of [face, count] pairs, with
 * `path`, `rolls` and `steps` null. `explored` counts the events processed.
 *
 * Cost: O(J log J) time and O(J) memory (56 bytes per jump) for J snakes and ladders, whatever the
 * number of squares, plus O(moves × log J) to list a game of at most `pathLimit` throws. (The time
 * bound rests on covered runs being noticed within a throw or two, which is measured on random and
 * adversarial boards, not proved: 0.05 to 1.8 events per jump.)
 *
 * @example
 * solveSnakesRuns(makeSnakesBoard({ format: 'board', first: 1, last: 1e12, start: 0, jumps: [] })).moves // 166666666667
 */
export function solveSnakesRuns(board: SnakesBoard, options: SolveSnakesRunsOptions = {}): SnakesSolution {
  const faces = options.faces ?? board.faces;
  if (!Number.isSafeInteger(faces) || faces < 1)
    throw new BoardpathError('E_USAGE', `a die needs at least 1 face, not ${faces}`);
  const chain = options.chain ?? false;
  const sweep = new RunSweep(board, jumpEnds(board, chain), faces, options.signal);
  const goal = sweep.run();
  if (goal === null) return noGame(sweep.explored);
  return gameSolution(board, gameOfSweep(sweep, goal), sweep.explored, {
    chain,
    pathLimit: options.pathLimit,
    maxMemory: options.maxMemory,
  });
}
