// What no board of a size and counts can reach, proven in a few milliseconds: each figure's range
// is an outer bound (every board lies inside it), so a target outside it is refused at once, and
// one inside it is searched for. The bounds come from what one throw can do (`throwBounds`: the
// chance to end the game, the positions throws land on, the squares a token stands on), from the
// least spread those allow (`spread-floor.ts`), and from relaxations: games in which the board's
// designer, square by square, chooses where every jump leads.
import { feedersOf, plainChain, type DesignRules } from './feeders.js';
import { throwPosition } from '../analysis/chain.js';
import type { JumpCounts } from './layout.js';
import { fundamentalOf } from './fundamental.js';
import { PlayFigures } from './play-figures.js';
import { leastSd, leastUnfairness } from './spread-floor.js';
import { seatSpread } from './targets.js';
import { throwBounds, type ThrowBounds } from './throw-bounds.js';

/** A figure's range: from `low` to `high`, null when no bound above is known. */
export interface FigureRange {
  readonly low: number;
  readonly high: number | null;
}

/** The ranges every board of a size and counts lies in. */
export interface DesignRange {
  readonly mean: FigureRange;
  /** The standard deviation over every mean the range allows. */
  readonly sd: FigureRange;
  readonly fewest: FigureRange;
  /** The fewest throws any game can end in. */
  readonly minimum: number;
  /** The most throws of a game with no spread at all (0: no board has one). */
  readonly steady: number;
  /** The most chance any board has to end within `throws` throws. */
  within(throws: number): number;
  /** The standard deviation's range for a mean from `low` to `high` (`high` may be Infinity). */
  sdWithMean(low: number, high: number): FigureRange;
  /** The least unfairness to `players` seats of a game whose mean is at most `meanMost`. */
  unfairness(players: number, meanMost: number): number;
}

/** The value iterations stop once no square's value changes by more than this share. */
const SETTLED = 1e-12;
/**
 * How far below its fixed point a value iteration stopped by `SETTLED` can be, as a share: the
 * last sweep's change times at most the faces (a sweep shrinks the gap by (faces − 1)/faces at
 * worst, for a token waiting on one face).
 */
const SETTLED_WIDTH = 1e-8;
/** Sweeps at most (a game of a few thousand throws settles in far fewer). */
const MOST_SWEEPS = 100_000;
/** The most squares × faces × throws the bound of `within` computes exactly; past it, the hazard bound. */
const WITHIN_WORK = 5e7;

/**
 * The ranges of the mean, sd and fewest throws, the most chance to end within T throws and the
 * least unfairness, over every board of `rules` within `counts` whose puzzle takes `fewest` throws
 * when that is given (no game is shorter than the puzzle's fewest throws):
 * - the mean is at least Σₖ Πᵢ≤ₖ (1 − hᵢ), the chance to end within T at most 1 − Πᵢ≤T (1 − hᵢ) and
 *   Σₖ≤T cap(k), with hᵢ the most chance throw i has to end the game and cap(k) the most chance
 *   of a game of exactly k throws (`throwBounds`);
 * - the sd is at least the least spread those caps allow for the mean asked (`leastSd`);
 * - with no ladder, snakes only: the game where a designer picks at each square landed on whether
 *   a snake sends the token back, and where, to make it shortest — its value bounds the mean, and
 *   the chance to end within T throws, of every board with snakes alone;
 * - with no snake, ladders only: the same game made longest bounds the mean, and E[T²] (so the sd,
 *   with the mean's lower bound) from above;
 * - the fewest throws: 1 with a ladder, else ⌈squares/faces⌉; at most ⌈squares/faces⌉ without
 *   snakes (a ladder never lengthens the puzzle), else at most the squares.
 * With snakes, nothing bounds the mean or sd from above here. Cost: O(sweeps × squares × faces).
 */
export function designRange(rules: DesignRules, counts: JumpCounts, fewest?: number): DesignRange {
  if (counts.ladders.max === 0 && counts.snakes.max === 0) return plainRange(rules);
  const { last, faces } = rules;
  const ladders = counts.ladders.max;
  const snakes = counts.snakes.max;
  const walk = Math.ceil(last / faces);
  const bounds = throwBounds(rules, counts, fewest);
  let meanLow = survivalMean(bounds);
  const choices = positionsOf(rules);
  if (ladders === 0) meanLow = Math.max(meanLow, chosenMeans(rules, choices, 'snakes', 'least')[0]);
  let meanHigh: number | null = null;
  let second: number | null = null;
  if (snakes === 0) {
    // The iterations rise to their fixed point and stop a hair below it: widened by more than that.
    const longest = chosenMeans(rules, choices, 'ladders', 'most');
    meanHigh = longest[0] * (1 + SETTLED_WIDTH);
    second = chosenSecondMoment(rules, choices, longest) * (1 + SETTLED_WIDTH);
  }
  // Var T = E[T²] − μ² ≤ E[T²]'s bound − (the least mean)².
  const sdMost = (low: number) => (second === null ? null : Math.sqrt(Math.max(0, second - low * low)));
  const { minimum } = bounds;
  return {
    mean: { low: meanLow, high: meanHigh },
    sd: { low: leastSd(bounds, meanLow, meanHigh ?? Infinity), high: sdMost(meanLow) },
    fewest: { low: ladders > 0 ? 1 : walk, high: snakes === 0 ? walk : last },
    minimum,
    steady: bounds.steady,
    within: (throws) => {
      const most = mostWithin(bounds, throws);
      if (ladders > 0 || most === 0 || last * faces * throws > WITHIN_WORK) return most;
      return Math.min(most, soonestChance(rules, choices, throws));
    },
    sdWithMean: (low, high) => {
      // Only the means the range allows, unless the request lies outside it altogether.
      const from = Math.max(low, meanLow);
      const to = Math.min(high, meanHigh ?? Infinity);
      return from <= to
        ? { low: leastSd(bounds, from, to), high: sdMost(from) }
        : { low: leastSd(bounds, low, high), high: sdMost(low) };
    },
    unfairness: (players, meanMost) =>
      leastUnfairness(bounds, faces, players, Math.min(meanMost, meanHigh ?? Infinity), fewest),
  };
}

/** Σₖ P(T > k) ≥ Σₖ Πᵢ≤ₖ (1 − hᵢ): the hazard is constant from `lateFrom` on, a geometric tail. */
function survivalMean(bounds: ThrowBounds): number {
  let sum = 0;
  let survive = 1;
  for (let k = 1; k <= bounds.lateFrom; k++) {
    sum += survive;
    survive *= 1 - bounds.hazard(k);
  }
  const late = bounds.hazard(bounds.lateFrom);
  return sum + (late > 0 ? survive / late : Infinity);
}

/** The most chance to end within `throws`: by the hazards, and by the caps of each length. */
function mostWithin(bounds: ThrowBounds, throws: number): number {
  if (throws < bounds.minimum) return 0;
  let survive = 1;
  let capped = 0;
  for (let k = bounds.minimum; k <= throws; k++) {
    survive *= 1 - bounds.hazard(k);
    capped += bounds.cap(k);
  }
  return Math.min(1, 1 - survive, capped);
}

/**
 * No jump allowed: one board, the plain one, whose figures are the range. Cost: O(squares³), and
 * its distribution pushed for the seats.
 */
function plainRange(rules: DesignRules): DesignRange {
  const landing = Int32Array.from({ length: rules.last + 1 }, (_, square) => square);
  const plain = fundamentalOf(rules, feedersOf(rules), landing)!;
  const sd = Math.sqrt(Math.max(0, plain.second - plain.mean ** 2));
  const play = new PlayFigures(rules);
  const fewest = play.fewest(landing);
  // Rounding aside: the point is widened by a hair so that the board itself is never refused.
  const point = (x: number) => ({ low: x * (1 - 1e-12), high: x * (1 + 1e-12) });
  const none = { ladders: { min: 0, max: 0 }, snakes: { min: 0, max: 0 } };
  return {
    mean: point(plain.mean),
    sd: point(sd),
    fewest: { low: fewest, high: fewest },
    minimum: Math.ceil(rules.last / rules.faces),
    steady: throwBounds(rules, none).steady,
    within: (throws) => Math.min(1, play.within(landing, throws) + 1e-12),
    sdWithMean: () => point(sd),
    // The seats' chances are pushed until 1e-8 of the game is left: a bound a little below.
    unfairness: (players) => Math.max(0, seatSpread(play.seats(landing, players)) - 1e-6),
  };
}

// Where each face of each square leads before its jump (-1: the token stays).
function positionsOf(rules: DesignRules): Int32Array {
  const { last, faces } = rules;
  const chain = plainChain(rules);
  const positions = new Int32Array(last * faces);
  for (let square = 0; square < last; square++)
    for (let face = 1; face <= faces; face++)
      positions[square * faces + face - 1] = throwPosition(chain, square, face);
  return positions;
}

/**
 * The expected throws from every square when, at each square reached, the token may be sent to any
 * square below it (`snakes`) or above it (`ladders`) or stay, chosen to make the game as short
 * (`least`) or as long (`most`) as can be. Value iteration from zero up (the values only grow to
 * the fixed point). Cost: O(sweeps × squares × faces).
 */
function chosenMeans(
  rules: DesignRules,
  positions: Int32Array,
  jumps: 'snakes' | 'ladders',
  aim: 'least' | 'most',
): Float64Array {
  const { last, faces } = rules;
  const value = new Float64Array(last + 1);
  const best = new Float64Array(last + 1);
  const pick = aim === 'least' ? Math.min : Math.max;
  for (let sweep = 0; sweep < MOST_SWEEPS; sweep++) {
    bestReach(value, best, jumps, pick, last);
    let change = 0;
    for (let square = last - 1; square >= 0; square--) {
      let sum = 0;
      let stay = 0;
      for (let face = 0; face < faces; face++) {
        const p = positions[square * faces + face];
        if (p < 0) stay++;
        else sum += best[p];
      }
      const next = (faces + sum) / (faces - stay);
      change = Math.max(change, Math.abs(next - value[square]) / next);
      value[square] = next;
    }
    if (change <= SETTLED) break;
  }
  return value;
}

// best[p]: the value of landing on p when a jump there may go where the aim likes: the square
// itself, or the best of those below (snakes) or above (ladders; the last square's value is 0).
function bestReach(
  value: Float64Array,
  best: Float64Array,
  jumps: 'snakes' | 'ladders',
  pick: (a: number, b: number) => number,
  last: number,
): void {
  best[last] = 0;
  if (jumps === 'snakes') {
    let below = Infinity;
    for (let p = 1; p < last; p++) {
      best[p] = below === Infinity ? value[p] : pick(value[p], below);
      below = below === Infinity ? value[p] : pick(below, value[p]);
    }
  } else {
    let above = value[last];
    for (let p = last - 1; p >= 1; p--) {
      best[p] = pick(value[p], above);
      above = pick(above, value[p]);
    }
  }
  best[0] = value[0];
}

/**
 * An upper bound of E[T²] from the start over boards with ladders alone: T² = 1 + 2T' + T'², so
 * with `means` the longest means, M = 1 + avg over the faces of the largest 2 means[q] + M[q] over
 * where a ladder may take the token (or where it stays). Cost: O(sweeps × squares × faces).
 */
function chosenSecondMoment(rules: DesignRules, positions: Int32Array, means: Float64Array): number {
  const { last, faces } = rules;
  const value = new Float64Array(last + 1);
  const worth = new Float64Array(last + 1);
  const best = new Float64Array(last + 1);
  for (let sweep = 0; sweep < MOST_SWEEPS; sweep++) {
    for (let p = 0; p <= last; p++) worth[p] = p === last ? 0 : 2 * means[p] + value[p];
    bestReach(worth, best, 'ladders', Math.max, last);
    let change = 0;
    for (let square = last - 1; square >= 0; square--) {
      let sum = 0;
      let stay = 0;
      for (let face = 0; face < faces; face++) {
        const p = positions[square * faces + face];
        if (p < 0) stay++;
        else sum += best[p];
      }
      // The faces that stay add 2 means[s] + M[s] themselves: solved for M[s].
      const next = (faces + sum + stay * 2 * means[square]) / (faces - stay);
      change = Math.max(change, Math.abs(next - value[square]) / next);
      value[square] = next;
    }
    if (change <= SETTLED) break;
  }
  return value[0];
}

/**
 * The most chance to end within `throws` throws when a designer may put a snake under the token
 * wherever it lands (the bound of boards with snakes alone). Cost: O(throws × squares × faces).
 */
function soonestChance(rules: DesignRules, positions: Int32Array, throws: number): number {
  const { last, faces } = rules;
  let chance = new Float64Array(last + 1);
  let next = new Float64Array(last + 1);
  const best = new Float64Array(last + 1);
  chance[last] = 1;
  for (let step = 0; step < throws; step++) {
    bestReach(chance, best, 'snakes', Math.max, last);
    best[last] = 1;
    for (let square = 0; square < last; square++) {
      let sum = 0;
      for (let face = 0; face < faces; face++) {
        const p = positions[square * faces + face];
        sum += p < 0 ? chance[square] : best[p];
      }
      next[square] = sum / faces;
    }
    next[last] = 1;
    [chance, next] = [next, chance];
  }
  return chance[0];
}
