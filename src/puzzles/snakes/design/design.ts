// `designSnakes`: a Snakes and Ladders board searched for target figures of the real game, refused
// at once when no board can meet them, reported with the exact analysis's figures.
import { BoardpathError, checkMemory } from '../../../errors.js';
import { checkOptions } from '../../../options.js';
import { seededRandom } from '../../../random.js';
import { wordList } from '../../../words.js';
import type { EndRule } from '../analysis/end-rules.js';
import type { SnakesBoard } from '../board/board.js';
import {
  DEFAULT_DESIGN_SECONDS,
  DEFAULT_DESIGN_WORK,
  designSnakesSchema,
  rangeOf,
  type DesignSnakesOptions,
} from './options.js';
import { boardOfLanding, exactFigures } from './exact-figures.js';
import type { DesignRules } from './feeders.js';
import { impossibility } from './impossible.js';
import type { JumpCounts } from './layout.js';
import { designRange } from './reach-range.js';
import { searchDesign } from './search.js';
import {
  DEFAULT_TOLERANCE,
  DESIGN_TARGETS,
  missesOf,
  type DesignTargets,
  type Tolerances,
} from './targets.js';

/** A target as the design reports it: what was asked, the figure reached, how far beyond its tolerance. */
export interface TargetReport {
  /** The exact analysis's figure (for `fair`, the largest distance of a seat from 1/players). */
  readonly figure: number | null;
  /** How far the figure is outside the target's tolerance: 0 when met. */
  readonly off: number;
  readonly met: boolean;
}

/** Every target asked, with its report. */
export interface DesignTargetReports {
  readonly mean?: TargetReport & { readonly target: number; readonly tolerance: number };
  readonly sd?: TargetReport & { readonly target: number; readonly tolerance: number };
  /** `bound`: the distribution was cut short before `throws`, and `figure` is the least the chance can be. */
  readonly within?: TargetReport & {
    readonly throws: number;
    readonly chance: number;
    readonly bound: boolean;
  };
  readonly fewest?: TargetReport & { readonly target: number };
  /**
   * `bound`: the distribution was cut short, each seat's chance is known only to lie between what it
   * had won by then and that plus the chance still in play: `figure` is then the least the largest
   * distance from a fair share can be, `off` the least it misses by, and the target is met only when
   * the most it can be is within it.
   */
  readonly fair?: TargetReport & {
    readonly players: number;
    readonly spread: number;
    readonly bound: boolean;
  };
}

/** What `designSnakes` found. */
export interface SnakesDesign {
  /** The board (board format, squares 1 … last, the token off the board at the start). */
  readonly board: SnakesBoard;
  readonly end: EndRule;
  /** Its figures, each from the exact analysis. */
  readonly figures: {
    readonly mean: number;
    readonly sd: number;
    /** The puzzle's fewest throws (the player choosing every face). */
    readonly fewest: number;
    /** The chance to end within the throws `targets.within` names, or null when not asked. */
    readonly within: number | null;
    /** Each seat's chance to win (seat 1 throws first), or null without players. */
    readonly seats: readonly number[] | null;
    /**
     * True when the distribution was cut short: each of `seats` is then the chance that seat has
     * won by the last throw listed, the least its chance can be.
     */
    readonly seatsBound: boolean;
  };
  readonly targets: DesignTargetReports;
  /** Every target met within its tolerance. */
  readonly met: boolean;
  /**
   * How the search went: boards evaluated, restarts, the seed, the work done (in the budget's
   * steps), and why it stopped short (`cut`): its work budget, or the time bound; null when every
   * target was met. No time is in it: the same request gives the same answer, byte for byte,
   * unless `cut` is `'time'`.
   */
  readonly search: {
    readonly boards: number;
    readonly restarts: number;
    readonly seed: string;
    readonly work: number;
    readonly cut: 'budget' | 'time' | null;
  };
}

/** The default counts of ladders and snakes: 0 to 12 each. */
const DEFAULT_JUMPS: readonly [number, number] = [0, 12];

/**
 * Searches for a Snakes and Ladders board whose real game meets the targets: the mean and standard
 * deviation of one player's throws (within `tolerance`, ± 0.1 and ± 0.5 by default), the chance
 * to end within T throws, the puzzle's fewest throws, each seat's fairness for `players`. A request
 * no board of the size and counts can meet (`designRange`) is refused at once (`E_USAGE`, saying
 * the range); otherwise the search (`searchDesign`) runs until every target is met or its work
 * budget (`maxWork`) is spent (or, an outer bound, `time` seconds have passed), and the best board
 * comes back with `met` saying which and `search.cut` what stopped it. Every figure reported is the
 * exact analysis's (`analyzeSnakes`, `solveSnakes`, `playersFigures`); the same seed, options and
 * budget give the same board on every machine, unless the time bound cut the search.
 *
 * Synchronous: it never yields to the event loop, so a `signal` stops it only when it fired before
 * the call (or from another thread); its work budget (`maxWork`) and `time` are what bound it.
 *
 * Cost: O(faces) per board tried for the mean and sd, and O(squares² ) per move taken; about
 * 40 (squares + 1)² bytes, refused first (`E_MEMORY`) when over `maxMemory`.
 */
export function designSnakes(options: DesignSnakesOptions): SnakesDesign {
  const o = checkOptions(designSnakesSchema, options) as DesignSnakesOptions;
  if (o.size !== undefined && o.squares !== undefined)
    throw new BoardpathError('E_USAGE', 'give the size (n × n squares) or the squares, not both', {
      option: 'squares',
    });
  const columns = o.squares === undefined ? (o.size ?? 10) : undefined;
  const last = o.squares ?? columns! * columns!;
  const rules: DesignRules = { last, faces: o.faces ?? 6, end: o.end ?? 'exact' };
  const players = o.players ?? (o.fair !== undefined ? 2 : undefined);
  const targets: DesignTargets = {
    mean: o.mean,
    sd: o.sd,
    within: o.within,
    fewest: o.fewest,
    fair: o.fair === undefined ? undefined : { players: players!, spread: o.fair },
  };
  if (Object.values(targets).every((target) => target === undefined))
    throw new BoardpathError('E_USAGE', `a design needs a target: ${wordList([...DESIGN_TARGETS])}`);
  const tolerance: Tolerances = {
    mean: o.tolerance?.mean ?? DEFAULT_TOLERANCE.mean,
    sd: o.tolerance?.sd ?? DEFAULT_TOLERANCE.sd,
  };
  const counts = countsOf(rules, o);
  checkMemory(
    `designing a board of ${last} squares`,
    40 * (last + 1) ** 2 + 600 * (last + 2),
    o.maxMemory,
    '',
  );
  const range = designRange(rules, counts, targets.fewest);
  const problem = impossibility(rules, counts, targets, tolerance, range);
  if (problem) throw new BoardpathError('E_USAGE', problem);
  const seed = o.seed ?? 'boardpath';
  const started = Date.now();
  const deadline = started + (o.time ?? DEFAULT_DESIGN_SECONDS) * 1000;
  const asked = { within: targets.within?.throws, players };
  const confirm = (landing: Int32Array) => {
    const figures = exactFigures(boardOfLanding(rules, landing, columns), rules, asked);
    return Object.values(missesOf(targets, tolerance, figures)).every((miss) => miss === 0);
  };
  const outcome = searchDesign({
    rules,
    counts,
    targets,
    tolerance,
    random: seededRandom(seed, 'design'),
    budget: o.maxWork ?? DEFAULT_DESIGN_WORK,
    timeUp: () => Date.now() >= deadline,
    confirm,
    signal: o.signal,
    progress: o.progress,
  });
  const board = boardOfLanding(rules, outcome.landing, columns);
  const figures = exactFigures(board, rules, asked);
  const misses = missesOf(targets, tolerance, figures);
  const reports = reportsOf(targets, tolerance, figures, misses);
  const met = Object.values(reports).every((report) => report.met);
  return {
    board,
    end: rules.end,
    figures: {
      mean: figures.mean,
      sd: figures.sd,
      fewest: figures.fewest,
      within: figures.within,
      seats: figures.seats,
      seatsBound: figures.seatsAreBounds,
    },
    targets: reports,
    met,
    search: {
      boards: outcome.evaluations,
      restarts: outcome.restarts,
      seed,
      work: outcome.work,
      cut: met ? null : outcome.cut,
    },
  };
}

// The counts asked, checked against what the board holds: a jump needs a square of its own to
// start on (the last square never), and a snake a square below it that no jump starts on.
function countsOf(rules: DesignRules, o: DesignSnakesOptions): JumpCounts {
  const room = rules.last - 1;
  const ladders = rangeOf(o.ladders, DEFAULT_JUMPS);
  const snakes = rangeOf(o.snakes, DEFAULT_JUMPS);
  for (const [name, range] of [
    ['ladders', ladders],
    ['snakes', snakes],
  ] as const)
    if (range.min > range.max)
      throw new BoardpathError(
        'E_USAGE',
        `${name} from ${range.min} to ${range.max}: the first is the fewest`,
        {
          option: name,
        },
      );
  const fits = ladders.min + snakes.min + (snakes.min > 0 ? 1 : 0) <= room;
  if (!fits)
    throw new BoardpathError(
      'E_USAGE',
      `a board of ${rules.last} squares has room for ${room - 1} jumps with a snake among them (${room} ladders alone), not ${ladders.min + snakes.min}`,
    );
  // Defaults larger than a small board holds shrink to what it does.
  return {
    ladders: { min: ladders.min, max: Math.min(ladders.max, room) },
    snakes: { min: snakes.min, max: Math.min(snakes.max, Math.max(0, room - 1)) },
  };
}

function reportsOf(
  targets: DesignTargets,
  tolerance: Tolerances,
  figures: ReturnType<typeof exactFigures>,
  misses: ReturnType<typeof missesOf>,
): DesignTargetReports {
  const met = (miss: number | undefined) => miss === 0;
  const reports: { -readonly [K in keyof DesignTargetReports]: DesignTargetReports[K] } = {};
  if (targets.mean !== undefined)
    reports.mean = {
      target: targets.mean,
      tolerance: tolerance.mean,
      figure: figures.mean,
      off: misses.mean!,
      met: met(misses.mean),
    };
  if (targets.sd !== undefined)
    reports.sd = {
      target: targets.sd,
      tolerance: tolerance.sd,
      figure: figures.sd,
      off: misses.sd!,
      met: met(misses.sd),
    };
  if (targets.within !== undefined)
    reports.within = {
      ...targets.within,
      bound: figures.withinIsBound,
      figure: figures.within,
      off: misses.within!,
      met: met(misses.within),
    };
  if (targets.fewest !== undefined)
    reports.fewest = {
      target: targets.fewest,
      figure: figures.fewest,
      off: misses.fewest!,
      met: met(misses.fewest),
    };
  if (targets.fair !== undefined) {
    const { spread } = targets.fair;
    const range = figures.seats === null ? null : spreadRange(figures.seats, figures.seatsInPlay);
    reports.fair = {
      ...targets.fair,
      bound: figures.seatsAreBounds,
      figure: range === null ? null : range.least,
      off: range === null ? misses.fair! : Math.max(0, range.least - spread),
      met: range !== null && range.most <= spread,
    };
  }
  return reports;
}

/**
 * The least and the most the largest distance of a seat's chance from 1/players can be, when each
 * seat's chance is known to lie between `seats[i]` and `seats[i] + inPlay` (the chance not yet
 * decided when the distribution was cut; 0 when it was not): equal when nothing is in play.
 * Cost: O(players).
 */
function spreadRange(seats: readonly number[], inPlay: number): { least: number; most: number } {
  const fair = 1 / seats.length;
  let least = 0;
  let most = 0;
  for (const seat of seats) {
    least = Math.max(least, seat - fair, fair - seat - inPlay);
    most = Math.max(most, Math.abs(seat - fair), Math.abs(seat + inPlay - fair));
  }
  return { least, most };
}
