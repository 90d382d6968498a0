// What no board of a size and counts can reach, proven in a few milliseconds: each figure's range
// is an outer bound (every board lies inside it), so a target outside it is refused at once, and
// one inside it is searched for. The bounds come from relaxations: games in which a player (or the
// board's designer, square by square) chooses where every jump leads, and the chance of any one
// throw ending the game.
import type { EndRule } from '../analysis/end-rules.js';
import { feedersOf, plainChain, type DesignRules } from './feeders.js';
import { throwPosition } from '../analysis/chain.js';
import type { JumpCounts } from './layout.js';
import { fundamentalOf } from './fundamental.js';
import { PlayFigures } from './play-figures.js';

/** A figure's range: from `low` to `high`, null when no bound above is known. */
export interface FigureRange {
  readonly low: number;
  readonly high: number | null;
}

/** The ranges every board of a size and counts lies in. */
export interface DesignRange {
  readonly mean: FigureRange;
  readonly sd: FigureRange;
  readonly fewest: FigureRange;
  /** The fewest throws any game can end in. */
  readonly minimum: number;
  /** The most chance any board has to end within `throws` throws. */
  within(throws: number): number;
}

/** The value iterations stop once no square's value changes by more than this share. */
const SETTLED = 1e-12;
/** Sweeps at most (a game of a few thousand throws settles in far fewer). */
const MOST_SWEEPS = 100_000;
/** The most squares × faces × throws the bound of `within` computes exactly; past it, the hazard bound. */
const WITHIN_WORK = 5e7;

/**
 * The ranges of the mean, sd and fewest throws, and the most chance to end within T throws, over
 * every board of `rules` within `counts`:
 * - the chance that one throw ends the game is at most h = (ladders + 1)/faces (bounce: 2 ladders
 *   + 1, as a bounce and a plain throw can meet; overshoot: 1), and no game ends before m throws
 *   (1 with a ladder, else ⌈squares/faces⌉), so the mean is at least m − 1 + 1/h, no length has a
 *   chance above h, and the variance is at least (1/h² − 1)/12 (the least spread of an integer
 *   variable whose every value has chance at most h);
 * - with no ladder, snakes only: the game where a designer picks at each square landed on whether
 *   a snake sends the token back, and where, to make it shortest — its value bounds the mean, and
 *   the chance to end within T throws, of every board with snakes alone;
 * - with no snake, ladders only: the same game made longest bounds the mean, and E[T²] (so the sd,
 *   with the mean's lower bound) from above;
 * - the fewest throws: 1 with a ladder, else ⌈squares/faces⌉; at most ⌈squares/faces⌉ without
 *   snakes (a ladder never lengthens the puzzle), else at most the squares.
 * With snakes, nothing bounds the mean or sd from above here. Cost: O(sweeps × squares × faces).
 */
export function designRange(rules: DesignRules, counts: JumpCounts): DesignRange {
  if (counts.ladders.max === 0 && counts.snakes.max === 0) return plainRange(rules);
  const { last, faces, end } = rules;
  const ladders = counts.ladders.max;
  const snakes = counts.snakes.max;
  const walk = Math.ceil(last / faces);
  const minimum = ladders > 0 ? 1 : walk;
  const hazard = Math.min(1, hazardFaces(end, ladders) / faces);
  let meanLow = minimum - 1 + 1 / hazard;
  const choices = positionsOf(rules);
  if (ladders === 0) meanLow = Math.max(meanLow, chosenMeans(rules, choices, 'snakes', 'least')[0]);
  let meanHigh: number | null = null;
  let sdHigh: number | null = null;
  if (snakes === 0) {
    const longest = chosenMeans(rules, choices, 'ladders', 'most');
    meanHigh = longest[0];
    const second = chosenSecondMoment(rules, choices, longest);
    sdHigh = Math.sqrt(Math.max(0, second - meanLow * meanLow));
  }
  const sdLow = Math.sqrt(Math.max(0, (1 / (hazard * hazard) - 1) / 12));
  return {
    mean: { low: meanLow, high: meanHigh },
    sd: { low: sdLow, high: sdHigh },
    fewest: { low: minimum, high: snakes === 0 ? walk : last },
    minimum,
    within: (throws) => {
      if (throws < minimum) return 0;
      const byHazard = 1 - (1 - hazard) ** (throws - minimum + 1);
      if (ladders > 0 || last * faces * throws > WITHIN_WORK) return byHazard;
      return Math.min(byHazard, soonestChance(rules, choices, throws));
    },
  };
}

/** No jump allowed: one board, the plain one, whose figures are the range. Cost: O(squares³). */
function plainRange(rules: DesignRules): DesignRange {
  const landing = Int32Array.from({ length: rules.last + 1 }, (_, square) => square);
  const plain = fundamentalOf(rules, feedersOf(rules), landing)!;
  const sd = Math.sqrt(Math.max(0, plain.second - plain.mean ** 2));
  const play = new PlayFigures(rules);
  const fewest = play.fewest(landing);
  // Rounding aside: the point is widened by a hair so that the board itself is never refused.
  const point = (x: number) => ({ low: x * (1 - 1e-12), high: x * (1 + 1e-12) });
  return {
    mean: point(plain.mean),
    sd: point(sd),
    fewest: { low: fewest, high: fewest },
    minimum: Math.ceil(rules.last / rules.faces),
    within: (throws) => Math.min(1, play.within(landing, throws) + 1e-12),
  };
}

// The faces of one throw that can end the game at most: the last square itself, and a ladder to it
// on each other square reached (twice under bounce).
function hazardFaces(end: EndRule, ladders: number): number {
  if (end === 'overshoot') return Infinity;
  return end === 'bounce' ? 2 * ladders + 1 : ladders + 1;
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
