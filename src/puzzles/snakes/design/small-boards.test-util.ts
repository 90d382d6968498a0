// Every board of a few squares, and any board's figures by the independent referee (a dense Markov
// chain written again from the rules): the ground truth the design's proven bounds are held to.
import fc from 'fast-check';
import { seededRandom } from '../../../random.js';
import { END_RULES, type EndRule } from '../analysis/end-rules.js';
import type { DesignRules } from './feeders.js';
import { randomLayout } from './layout.js';
import {
  refereeDistribution,
  refereeFewest,
  refereeMoments,
  refereeSeats,
  type RefereeBoard,
} from './markov.test-util.js';

/** Where a throw of `face` from `square` ends on `board` (the referee's rules, again). */
function throwEnd(board: RefereeBoard, square: number, face: number): number {
  let position = square + face;
  if (position > board.last) {
    if (board.end === 'exact') return square;
    if (board.end === 'overshoot') return board.last;
    position = Math.max(1, 2 * board.last - position);
  }
  return board.jumps.get(position) ?? position;
}

/**
 * True when every square, reached or not, can still reach the last square (the referee's dense
 * solve covers every square: a board whose unreachable squares trap the token is left out).
 */
function alwaysEnds(board: RefereeBoard): boolean {
  const { last, faces } = board;
  const from = new Map<number, number[]>();
  for (let square = 0; square < last; square++)
    for (let face = 1; face <= faces; face++) {
      const to = throwEnd(board, square, face);
      from.set(to, [...(from.get(to) ?? []), square]);
    }
  const ends = new Set([last]);
  const back = [last];
  for (let head = 0; head < back.length; head++)
    for (const square of from.get(back[head]) ?? [])
      if (!ends.has(square)) {
        ends.add(square);
        back.push(square);
      }
  return ends.size === last + 1;
}

/**
 * Every board of squares 1 … `last` (the token off the board): each square but the last plain or
 * the start of one jump to another square, no square both a jump's start and a jump's end, the game
 * ending surely. (last + 1)^(last − 1) tables at most: keep `last` at 7 or so.
 */
export function* everyBoard(last: number, faces: number, end: EndRule): Generator<RefereeBoard> {
  const jumps = new Map<number, number>();
  const ends = new Int32Array(last + 1);
  function* place(square: number): Generator<RefereeBoard> {
    if (square === last) {
      const board = { last, faces, end, jumps: new Map(jumps) };
      if (alwaysEnds(board)) yield board;
      return;
    }
    yield* place(square + 1);
    if (ends[square] > 0) return;
    for (let to = 1; to <= last; to++) {
      if (to === square || jumps.has(to)) continue;
      jumps.set(square, to);
      ends[to]++;
      yield* place(square + 1);
      ends[to]--;
      jumps.delete(square);
    }
  }
  yield* place(1);
}

/** A board's figures by the referee. */
export interface RefereeFigures {
  readonly mean: number;
  readonly variance: number;
  /** P(T = n) for n = 0 … until at most 1e-13 of the game is left (at most `most` throws). */
  readonly ended: readonly number[];
  /** The chance still in play after the throws `ended` lists. */
  readonly remaining: number;
  /** The puzzle's fewest throws. */
  readonly fewest: number;
  readonly ladders: number;
  readonly snakes: number;
}

/** The referee's figures of `board`, its distribution pushed up to `most` throws. */
export function refereeFigures(board: RefereeBoard, most = 2000): RefereeFigures {
  const { mean, variance } = refereeMoments(board);
  let ended = refereeDistribution(board, Math.min(most, 64));
  let total = ended.reduce((sum, p) => sum + p, 0);
  if (1 - total > 1e-13 && most > 64) {
    ended = refereeDistribution(board, most);
    total = ended.reduce((sum, p) => sum + p, 0);
  }
  let ladders = 0;
  for (const [from, to] of board.jumps) if (to > from) ladders++;
  return {
    mean,
    variance,
    ended,
    remaining: Math.max(0, 1 - total),
    fewest: refereeFewest(board),
    ladders,
    snakes: board.jumps.size - ladders,
  };
}

/** The largest distance of a seat's chance from 1/players, by the referee's seats. */
export function refereeUnfairness(ended: readonly number[], players: number): number {
  return Math.max(...refereeSeats(ended, players).map((seat) => Math.abs(seat - 1 / players)));
}

/**
 * A random board of 8 to `most` squares, a die of 2 to 6 faces, any end rule and up to 8 ladders
 * and 8 snakes, laid as the designer lays a board (`randomLayout`) and read as the referee reads
 * it; null when no layout of those counts fits.
 */
export function arbitraryBoard(most: number): fc.Arbitrary<RefereeBoard | null> {
  return fc
    .tuple(
      fc.integer({ min: 8, max: most }),
      fc.integer({ min: 2, max: 6 }),
      fc.constantFrom(...END_RULES),
      fc.integer({ min: 0, max: 8 }),
      fc.integer({ min: 0, max: 8 }),
      fc.string(),
    )
    .map(([last, faces, end, ladders, snakes, seed]) => {
      const rules: DesignRules = { last, faces, end };
      const counts = { ladders: { min: 0, max: ladders }, snakes: { min: 0, max: snakes } };
      const layout = randomLayout(rules, counts, seededRandom(seed));
      if (!layout) return null;
      const jumps = new Map<number, number>();
      for (let square = 1; square < last; square++)
        if (layout.landing[square] !== square) jumps.set(square, layout.landing[square]);
      return { last, faces, end, jumps };
    });
}
