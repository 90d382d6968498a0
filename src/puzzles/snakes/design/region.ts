// Which pairs of mean and standard deviation boards of a size and counts reach: the points that
// design searches aimed all over the plane evaluated on their way, each an exact board, on a grid.
import { checkOptions, optionsSchema, signalSchema, wholeNumber } from '../../../options.js';
import { allowing } from '../../../options.js';
import { z } from 'zod';
import { BoardpathError } from '../../../errors.js';
import { seededRandom } from '../../../random.js';
import { grouped } from '../../../words.js';
import { designSnakesSchema, rangeOf, type JumpRange } from './options.js';
import type { EndRule } from '../analysis/end-rules.js';
import type { DesignRules } from './feeders.js';
import { designRange } from './reach-range.js';
import { searchDesign } from './search.js';

/** Options of `designRegion`. */
export interface DesignRegionOptions {
  /** An n × n board (default 10), or `squares`. */
  readonly size?: number;
  readonly squares?: number;
  readonly faces?: number;
  readonly end?: EndRule;
  /** How many ladders and snakes (default 0 to 12 each). */
  readonly ladders?: JumpRange;
  readonly snakes?: JumpRange;
  /** The plane drawn: means and sds from 0 to this many throws (default 150), in `cells` × `cells` squares (default 75). */
  readonly upTo?: number;
  readonly cells?: number;
  /** How many searches, each aimed at a point of the plane drawn from the seed (default 150), of `boards` boards each (default 2,000). */
  readonly aims?: number;
  readonly boards?: number;
  readonly seed?: string;
  readonly signal?: AbortSignal;
}

/** The region: `reached[row × cells + column]` is 1 where some board's (mean, sd) fell in that cell. */
export interface DesignRegion {
  readonly upTo: number;
  readonly cells: number;
  /** Row 0 holds the smallest sds; column 0 the smallest means. */
  readonly reached: Uint8Array;
  /**
   * `floor[column]`: the least sd proven for a mean in that column (`designRange`): no board lies
   * below it; between it and the cells reached, no board was seen and none is ruled out.
   */
  readonly floor: Float64Array;
  /** Boards evaluated in all. */
  readonly boards: number;
}

/**
 * The most boards a region's searches evaluate in all (`aims` × `boards`): some minutes of work.
 * `designRegion` runs without yielding to the event loop (a signal can stop it only when it fired
 * before the call, or from another thread), so this is what bounds it.
 */
export const MOST_REGION_BOARDS = 1e7;

/**
 * The most work a region's searches do in all, in the design search's steps (some minutes), shared
 * by the aims: boards of many squares cost more each, and a search out of its share stops early.
 */
const MOST_REGION_WORK = 3e11;

const schema = optionsSchema({
  size: designSnakesSchema.shape.size,
  squares: designSnakesSchema.shape.squares,
  faces: designSnakesSchema.shape.faces,
  end: designSnakesSchema.shape.end,
  ladders: designSnakesSchema.shape.ladders,
  snakes: designSnakesSchema.shape.snakes,
  upTo: allowing('a number of throws above 0, at most 1e6', z.number().gt(0).max(1e6)).optional(),
  cells: wholeNumber(1, 1000).optional(),
  aims: wholeNumber(1, 10_000).optional(),
  boards: wholeNumber(256, MOST_REGION_BOARDS).optional(),
  seed: designSnakesSchema.shape.seed,
  signal: signalSchema.optional(),
});

/**
 * The region of (mean, sd) that boards reach: `aims` design searches (`searchDesign`), each aimed
 * at a random point of the plane and cut after `boards` boards, record where every board they
 * evaluate falls. Every cell marked holds an exact board; a cell left blank may still be reachable
 * (the picture is what the searches saw); below `floor`, no board lies (a proof, not a search). The
 * same options give the same region on every machine.
 *
 * Cost: O(aims × boards × faces) for the figures and O(squares²) per move the searches take;
 * 16 (squares + 1)² bytes; the floor a few milliseconds (`designRange`). The boards in all, aims ×
 * boards, are at most `MOST_REGION_BOARDS` (more is refused at once, `E_WORK`), and their work at
 * most `MOST_REGION_WORK` steps: the function is synchronous, and these bounds are what end it.
 */
export function designRegion(options: DesignRegionOptions = {}): DesignRegion {
  const o = checkOptions(schema, options) as DesignRegionOptions;
  const columns = o.squares === undefined ? (o.size ?? 10) : undefined;
  const rules: DesignRules = {
    last: o.squares ?? columns! * columns!,
    faces: o.faces ?? 6,
    end: o.end ?? 'exact',
  };
  const counts = {
    ladders: rangeOf(o.ladders, [0, 12]),
    snakes: rangeOf(o.snakes, [0, 12]),
  };
  const upTo = o.upTo ?? 150;
  const cells = o.cells ?? 75;
  const aims = o.aims ?? 150;
  const budget = o.boards ?? 2000;
  if (aims * budget > MOST_REGION_BOARDS)
    throw new BoardpathError(
      'E_WORK',
      `${grouped(aims)} aims of ${grouped(budget)} boards make ${grouped(aims * budget)} boards, more than the ${grouped(MOST_REGION_BOARDS)} a region evaluates (ask for fewer aims or boards)`,
      { option: 'boards' },
    );
  const reached = new Uint8Array(cells * cells);
  const random = seededRandom(o.seed ?? 'boardpath', 'region');
  let boards = 0;
  const onBoard = (mean: number, sd: number) => {
    boards++;
    const column = Math.floor((mean / upTo) * cells);
    const row = Math.floor((sd / upTo) * cells);
    if (column >= 0 && column < cells && row >= 0 && row < cells) reached[row * cells + column] = 1;
  };
  const fitted = {
    ladders: { min: counts.ladders.min, max: Math.min(counts.ladders.max, rules.last - 1) },
    snakes: { min: counts.snakes.min, max: Math.min(counts.snakes.max, rules.last - 2) },
  };
  const range = designRange(rules, fitted);
  const floor = Float64Array.from(
    { length: cells },
    (_, column) => range.sdWithMean((column * upTo) / cells, ((column + 1) * upTo) / cells).low,
  );
  for (let aim = 0; aim < aims; aim++) {
    const before = boards;
    searchDesign({
      rules,
      counts: fitted,
      // Aims crowd towards small figures, where the region's edge bends most.
      targets: { mean: random.float() ** 1.5 * upTo, sd: random.float() ** 1.5 * upTo },
      tolerance: { mean: 0, sd: 0 },
      random: random.fork(aim),
      // A budget counted in boards (asked every 256 of them), the same on every machine, and each
      // aim's share of the work.
      budget: MOST_REGION_WORK / aims,
      timeUp: () => boards - before >= budget,
      confirm: () => false,
      signal: o.signal,
      onBoard,
    });
  }
  return { upTo, cells, reached, floor, boards };
}
