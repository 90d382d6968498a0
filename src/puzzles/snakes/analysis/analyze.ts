import { BoardpathError, checkMemory, throwIfAborted } from '../../../errors.js';
import type { SnakesBoard } from '../board/board.js';
import { gmres } from './gmres.js';
import { distributionThrows, type DistributionOptions, type ThrowDistribution } from './distribution.js';
import { pushSources } from './push-throw.js';
import { landingTable } from '../board/landing.js';

/**
 * What happens to a throw that would pass the last square (SPEC 1b): `exact` — the token stays where
 * it is; `bounce` — it counts up to the last square and back down by the excess, then a snake or
 * ladder on the square it bounced to applies; `overshoot` — reaching or passing the last square wins.
 */
export type EndRule = 'exact' | 'bounce' | 'overshoot';

/** The end rules, the default first. */
export const END_RULES: readonly EndRule[] = ['exact', 'bounce', 'overshoot'];

/** The default percentiles of the report. */
export const DEFAULT_PERCENTILES: readonly number[] = [10, 25, 50, 75, 90, 99];

/** The throw counts for which the report gives the chance to have finished. */
export const WITHIN_THROWS: readonly number[] = [10, 20, 50, 100];

/**
 * The real game as a Markov chain: the token's square after each throw of a fair die, one jump per
 * throw (or chained, as the solver's `chain` option), and the end rule. States are squares 0 … last
 * (0 is "off the board" when the board starts there); the last square absorbs.
 */
export interface SnakesChain {
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly faces: number;
  readonly end: EndRule;
  /** Where a throw that reaches each square ends (the jump applied). */
  readonly landing: Int32Array;
}

/** Options for `snakesChain`. */
export interface ChainOptions {
  readonly end?: EndRule;
  /** Die faces 1 … faces (default: the board's). */
  readonly faces?: number;
  /** Follow chains of jumps (default: one jump per throw, as in SPEC 1). */
  readonly chain?: boolean;
}

/** The most squares × faces the analysis takes: one sweep over the board costs that many steps. */
export const MAX_CHAIN_WORK = 5e8;

/**
 * The chain of the real game on `board`. A die with one face is refused (`E_USAGE`): the game is then
 * a fixed walk, not a chance game. So is a board whose squares × faces exceeds `MAX_CHAIN_WORK`.
 *
 * Cost: O(squares + jumps) time, 4 bytes per square.
 */
export function snakesChain(board: SnakesBoard, options: ChainOptions = {}): SnakesChain {
  const faces = options.faces ?? board.faces;
  const end = options.end ?? 'exact';
  if (!END_RULES.includes(end))
    throw new BoardpathError(
      'E_USAGE',
      `unknown end rule ${JSON.stringify(end)} (exact, bounce or overshoot)`,
    );
  if (!Number.isSafeInteger(faces) || faces < 2) {
    throw new BoardpathError(
      'E_USAGE',
      `analysing the game needs a die with at least 2 faces, not ${faces}: with one face nothing is left to chance`,
    );
  }
  if ((board.last + 1) * faces > MAX_CHAIN_WORK) {
    throw new BoardpathError(
      'E_USAGE',
      `analysing ${board.last + 1} squares with a die of ${faces} faces takes ${((board.last + 1) * faces).toExponential(1)} steps per sweep over the board; the analysis takes at most ${MAX_CHAIN_WORK.toExponential(0)}`,
    );
  }
  return {
    first: board.first,
    last: board.last,
    start: board.start,
    faces,
    end,
    landing: landingTable(board, options.chain ?? false),
  };
}

/**
 * Where the token ends a throw of `face` from `square` (not the last square): the square the count
 * reaches with its jump applied, or what the end rule does with a throw that passes the last square.
 * A bounce that would fall below the first square stops on the first square.
 */
export function throwEnd(chain: SnakesChain, square: number, face: number): number {
  const reach = square + face;
  const { last } = chain;
  if (reach <= last) return chain.landing[reach];
  if (chain.end === 'exact') return square;
  if (chain.end === 'overshoot') return last;
  return chain.landing[Math.max(chain.first, 2 * last - reach)];
}

/** Which squares the game can visit, how soon, and whether it can always still finish. */
export interface ChainReach {
  /** 1 for every square the token can stand on after some throws from the start. */
  readonly reached: Uint8Array;
  /** The fewest throws to each square, -1 where never reached. */
  readonly levels: Int32Array;
  /** 1 for every reached square from which the last square can still be reached. */
  readonly canFinish: Uint8Array;
  /** A reached square from which the last square cannot be reached (the lowest), or -1. */
  readonly trap: number;
  /** How many squares are reached. */
  readonly count: number;
}

/**
 * Breadth-first search forward from the start over the chain's throws (levels = fewest throws), then
 * backward from the last square over the reversed throws of the reached squares.
 *
 * Cost: O(squares × faces) time; about 13 bytes per square.
 */
export function chainReach(chain: SnakesChain): ChainReach {
  const { last, faces, start } = chain;
  const size = last + 1;
  const levels = new Int32Array(size).fill(-1);
  const reached = new Uint8Array(size);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  levels[start] = 0;
  reached[start] = 1;
  queue[tail++] = start;
  while (head < tail) {
    const square = queue[head++];
    if (square === last) continue;
    const inside = square + faces <= last;
    for (let face = 1; face <= faces; face++) {
      const to = inside ? chain.landing[square + face] : throwEnd(chain, square, face);
      if (levels[to] < 0) {
        levels[to] = levels[square] + 1;
        reached[to] = 1;
        queue[tail++] = to;
      }
    }
  }
  const count = tail;
  // Backward from the last square. A square t is entered from "positions" p (the square a throw
  // reaches before its jump): t itself when no jump starts there, and every jump's start that leads to
  // t (listed by destination, counting sort). A position p is reached by plain throws from the faces
  // squares below it, and under the bounce rule by throws past the end from the squares near the end.
  const landing = chain.landing;
  const byEnd = new Int32Array(size + 1);
  for (let p = 0; p <= last; p++) if (landing[p] !== p) byEnd[landing[p] + 1]++;
  for (let i = 0; i < size; i++) byEnd[i + 1] += byEnd[i];
  const fill = byEnd.slice(0, size);
  const feet = new Int32Array(byEnd[size]);
  for (let p = 0; p <= last; p++) if (landing[p] !== p) feet[fill[landing[p]]++] = p;
  const canFinish = new Uint8Array(size);
  head = tail = 0;
  if (reached[last]) {
    canFinish[last] = 1;
    queue[tail++] = last;
  }
  const bounce = chain.end === 'bounce';
  const fromPosition = (p: number): void => {
    for (let before = Math.max(0, p - faces); before < p; before++) {
      if (reached[before] === 1 && canFinish[before] === 0) {
        canFinish[before] = 1;
        queue[tail++] = before;
      }
    }
    if (bounce && p < last && p >= chain.first) {
      for (let before = Math.max(0, 2 * last - p - faces); before < last; before++) {
        if (reached[before] === 1 && canFinish[before] === 0) {
          canFinish[before] = 1;
          queue[tail++] = before;
        }
      }
    }
  };
  while (head < tail) {
    const square = queue[head++];
    if (landing[square] === square) fromPosition(square);
    for (let k = byEnd[square]; k < byEnd[square + 1]; k++) fromPosition(feet[k]);
  }
  let trap = -1;
  for (let square = 0; square < size && trap < 0; square++)
    if (reached[square] && !canFinish[square]) trap = square;
  return { reached, levels, canFinish, trap, count };
}

/** The expected number of throws to finish, from every square. */
export interface ExpectedThrows {
  /** Expected throws from each reached square (0 on the last square, NaN where not reached). */
  readonly values: Float64Array;
  /** Expected throws from the start. */
  readonly expected: number;
  /** ρ = max over squares of |1 − (x − P x)|: the relative error of every value is at most ρ / (1 − ρ). */
  readonly residual: number;
  /** Operator applications of the Krylov solver (one sweep over the board each). */
  readonly iterations: number;
  /** Squares a snake or a bounce leads back to: the size of the reduced system. */
  readonly reduced: number;
}

/**
 * Expected throws to finish from every reached square: x = 1 + P x on the non-final squares, where P
 * is the chain's one-throw matrix (the game must be finite: `chainReach(...).trap === -1`).
 *
 * The solve is sparse and never forms a matrix. Split P = U + L by the direction of each throw: U
 * holds the throws that move forward or stay (upper triangle, self-loops on the diagonal), L those
 * that move back (snakes, bounces). (I − U) is triangular, so (I − U)⁻¹ r is one back-substitution
 * sweep from the last square down: O(squares × faces). L reads x only on the K squares a backward
 * throw leads to (the snakes' tails and bounce squares), so x = (I − U)⁻¹(1 + L x) is fixed by its
 * values y on those K squares: (I − G) y = c with G = [(I − U)⁻¹ L]_K, a K × K system that GMRES
 * solves with one sweep per iteration and that it would finish in at most K + 1 iterations in exact
 * arithmetic (in practice tens: G has few large eigenvalues). A board with no snakes needs no
 * iteration at all.
 *
 * The answer is then checked, not trusted: with ρ the largest residual |1 − (x − P x)| (on x itself,
 * computed directly), the exact answer x* satisfies |x − x*| ≤ ρ x* square by square, because
 * (I − P)⁻¹ is non-negative with row sums x*. Residual correction (solving for the error with the same
 * method) runs until ρ ≤ `tolerance` (default 1e-9) or stops improving; ρ is returned so a caller can
 * say how exact the figure is. The residual is summed in double-double, so it is exact enough to trust;
 * its floor is about ε × the largest expected value (values are stored as doubles).
 *
 * Cost: O(iterations × squares × faces) time; about 50 bytes per square + 8 × 61 per reduced unknown.
 */
export function expectedThrows(
  chain: SnakesChain,
  reach: ChainReach = chainReach(chain),
  tolerance = 1e-9,
  signal?: AbortSignal,
): ExpectedThrows {
  const { last, faces, start } = chain;
  if (reach.trap >= 0)
    throw new BoardpathError(
      'E_BOARD',
      `the game may never end: from square ${reach.trap} the last square cannot be reached`,
      { square: reach.trap },
    );
  const size = last + 1;
  const live = reach.reached;
  const landing = chain.landing;
  // Where each throw's value comes from, square by square (the split P = U + L): a throw reaching a
  // snake's head reads the snake's tail from y (L) wherever the tail is; any other throw reads the
  // square it ends on from the sweep (U) when that lies ahead, counts as staying when it is the square
  // itself, and reads y when it lies behind (a bounce). y thus holds the K squares listed in `tails`.
  const column = new Int32Array(size).fill(-1);
  const tails: number[] = [];
  const wants = (square: number): void => {
    if (column[square] < 0) {
      column[square] = tails.length;
      tails.push(square);
    }
  };
  for (let square = 0; square < last; square++) {
    if (!live[square]) continue;
    if (square + faces <= last) {
      for (let p = square + 1; p <= square + faces; p++) if (landing[p] < p) wants(landing[p]);
    } else {
      for (let face = 1; face <= faces; face++) {
        const p = positionOf(chain, square, face);
        if (p < 0) continue;
        const to = landing[p];
        if (to < p || to < square) wants(to);
      }
    }
  }
  const reduced = tails.length;
  const x = new Float64Array(size);
  const ends = new Int32Array(faces);
  // value[p]: what a throw reaching square p is worth once every square above the sweep is known.
  const value = new Float64Array(size + 1);

  // x = (I − U)⁻¹ (b + L y): one sweep from the last square down. (Always arrays, never null: the
  // loop stays monomorphic and about twice as fast.)
  const sweep = (b: Float64Array, y: Float64Array, out: Float64Array): void => {
    out[last] = 0;
    value[last] = 0;
    const inside = last - faces; // squares up to here throw inside the board
    for (let square = last - 1; square >= 0; square--) {
      const p = square + 1;
      const to = landing[p];
      value[p] = to >= p ? out[to] : y[column[to]];
      if (live[square] === 0) continue;
      let sum = faces * b[square];
      if (square <= inside) {
        for (let q = p; q <= square + faces; q++) sum += value[q];
        out[square] = sum / faces;
        continue;
      }
      let stay = 0;
      for (let face = 1; face <= faces; face++) {
        const q = positionOf(chain, square, face);
        if (q < 0) {
          stay++;
          continue;
        }
        const end = landing[q];
        if (end < q || end < square) sum += y[column[end]];
        else if (end === square) stay++;
        else sum += out[end];
      }
      out[square] = sum / (faces - stay);
    }
  };
  const ones = new Float64Array(size).fill(1);
  const noTails = new Float64Array(Math.max(1, reduced));

  // Solves (I − P) e = b for e; returns the GMRES iterations used.
  const solve = (b: Float64Array, out: Float64Array): number => {
    if (reduced === 0) {
      sweep(b, noTails, out);
      return 0;
    }
    const scratch = new Float64Array(size);
    const c = new Float64Array(reduced);
    sweep(b, noTails, scratch);
    for (let k = 0; k < reduced; k++) c[k] = scratch[tails[k]];
    const zero = new Float64Array(size);
    const result = gmres(
      (v, result) => {
        // One sweep per GMRES iteration: the natural place to notice a cancelled analysis.
        throwIfAborted(signal);
        sweep(zero, v, scratch);
        for (let k = 0; k < reduced; k++) result[k] = v[k] - scratch[tails[k]];
      },
      c,
      { restart: Math.min(60, reduced + 1), tolerance: 2e-11, maxIterations: 3000 },
    );
    sweep(b, result.x, out);
    return result.iterations;
  };

  let iterations = solve(ones, x);
  const residuals = new Float64Array(size);
  let rho = residualOf(chain, live, x, residuals, ends);
  // Values stored in doubles are off by up to ε/2 × x each, so the residual cannot go much below ε × x.
  let largest = 0;
  for (let square = 0; square < size; square++) if (live[square] && x[square] > largest) largest = x[square];
  const floor = 2 * Number.EPSILON * largest;
  for (let round = 0; round < 6 && rho > Math.max(tolerance, floor); round++) {
    const correction = new Float64Array(size);
    iterations += solve(residuals, correction);
    const next = new Float64Array(size);
    for (let square = 0; square < size; square++) next[square] = x[square] + correction[square];
    const nextResiduals = new Float64Array(size);
    const nextRho = residualOf(chain, live, next, nextResiduals, ends);
    if (!(nextRho < rho)) break;
    x.set(next);
    residuals.set(nextResiduals);
    rho = nextRho;
  }
  for (let square = 0; square < size; square++) if (!live[square]) x[square] = NaN;
  return { values: x, expected: x[start], residual: rho, iterations, reduced };
}

// The square whose jump decides a throw of `face` from `square`: the square reached, or for a throw
// past the end the last square (overshoot), the square bounced to (bounce), or -1 for staying (exact).
function positionOf(chain: SnakesChain, square: number, face: number): number {
  const reach = square + face;
  const { last } = chain;
  if (reach <= last) return reach;
  if (chain.end === 'exact') return -1;
  if (chain.end === 'overshoot') return last;
  return Math.max(chain.first, 2 * last - reach);
}

// The squares a throw of each face leads to from `square`, into `out` (length faces).
function throwsFrom(chain: SnakesChain, square: number, out: Int32Array): void {
  for (let face = 1; face <= chain.faces; face++) out[face - 1] = throwEnd(chain, square, face);
}

// r = 1 − (x − P x) on the live non-final squares; returns max |r|.
function residualOf(
  chain: SnakesChain,
  live: Uint8Array,
  x: Float64Array,
  out: Float64Array,
  ends: Int32Array,
): number {
  const { last, faces, landing } = chain;
  let worst = 0;
  for (let square = 0; square < last; square++) {
    if (!live[square]) continue;
    if (square + faces > last) throwsFrom(chain, square, ends);
    else for (let face = 0; face < faces; face++) ends[face] = landing[square + face + 1];
    // faces × r = faces + Σ (x[to] − x[square]), summed in double-double (Knuth's TwoSum): every
    // difference and every addition keeps its rounding error, so r is exact to about 1e-16 of itself
    // rather than of x, and the check can see residuals far below ε × x.
    const mine = -x[square];
    let high = faces;
    let low = 0;
    for (let face = 0; face < faces; face++) {
      const a = x[ends[face]];
      const d = a + mine;
      const db = d - a;
      const dError = a - (d - db) + (mine - db);
      const sum = high + d;
      const sb = sum - high;
      low += high - (sum - sb) + (d - sb) + dError;
      high = sum;
    }
    const r = (high + low) / faces;
    out[square] = r;
    if (Math.abs(r) > worst) worst = Math.abs(r);
  }
  return worst;
}

export {
  chanceBetween,
  DEFAULT_MAX_WORK,
  distributionThrows,
  type DistributionOptions,
  type DistributionState,
  type ThrowDistribution,
  type ThrowStep,
} from './distribution.js';

/**
 * The distribution of the game's length, by pushing the probability vector over the squares one throw
 * at a time until at most `tolerance` of it is still in play (or the work budget runs out: then
 * `complete` is false). Chance that reaches a square from which the last cannot be reached is counted
 * as `stuck` and leaves the vector.
 *
 * Cost: O(squares × faces) per throw; 16 bytes per square.
 */
export function throwDistribution(
  chain: SnakesChain,
  reach: ChainReach = chainReach(chain),
  options: DistributionOptions = {},
): ThrowDistribution {
  const throws = distributionThrows(chain, reach, options);
  for (let step = throws.next(); ; step = throws.next()) {
    if (step.done) return step.value;
    const { now, next, visits, low, high, out } = step.value;
    pushSources(chain, reach.canFinish, now, next, visits, low, high, out);
  }
}

/** The figures of SPEC 1b computed from a distribution. */
export interface LengthFigures {
  /** The most likely number of throws (the smallest, on a tie), or null when the list is too short to know. */
  readonly mode: number | null;
  /** Percentile p → the fewest throws n with P(length ≤ n) ≥ p / 100, or null (never, or beyond the list). */
  readonly percentiles: Record<string, number | null>;
  /** k → P(length ≤ k), or null when k lies beyond an incomplete list. */
  readonly within: Record<string, number | null>;
}

// Cumulative sums meet p/100 within this, so that an exact tie (a 1/2 chance) is not lost to rounding.
const TIE = 1e-12;

/**
 * The mode, percentiles and chances-within of a distribution. Percentile 0 is the fewest throws with a
 * chance; percentile 100 is the longest game when the game is bounded, else null (no such number).
 *
 * Cost: O(length of the distribution × percentiles).
 */
export function lengthFigures(
  distribution: ThrowDistribution,
  percentiles: readonly number[] = DEFAULT_PERCENTILES,
  within: readonly number[] = WITHIN_THROWS,
): LengthFigures {
  const p = distribution.probabilities;
  let best = 0;
  for (let n = 0; n < p.length; n++) if (p[n] > best) best = p[n];
  let mode: number | null = null;
  for (let n = 0; n < p.length && mode === null; n++) if (p[n] >= best * (1 - TIE) && best > 0) mode = n;
  if (mode !== null && !distribution.complete && distribution.remaining > best) mode = null;
  const cumulative = new Float64Array(p.length);
  let sum = 0;
  for (let n = 0; n < p.length; n++) cumulative[n] = sum += p[n];
  const figures: Record<string, number | null> = {};
  for (const percent of percentiles) {
    checkPercent(percent);
    let answer: number | null = null;
    if (percent === 0) {
      for (let n = 0; n < p.length && answer === null; n++) if (p[n] > 0) answer = n;
    } else if (percent === 100) {
      if (distribution.bounded && distribution.stuck === 0)
        for (let n = p.length - 1; n >= 0 && answer === null; n--) if (p[n] > 0) answer = n;
    } else {
      for (let n = 0; n < p.length && answer === null; n++)
        if (cumulative[n] >= percent / 100 - TIE) answer = n;
    }
    figures[String(percent)] = answer;
  }
  const chances: Record<string, number | null> = {};
  for (const k of within) {
    chances[String(k)] = k < p.length ? cumulative[k] : distribution.complete ? sum : null;
  }
  return { mode, percentiles: figures, within: chances };
}

function checkPercent(percent: number): void {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new BoardpathError('E_USAGE', `a percentile must be a number from 0 to 100, not ${percent}`);
  }
}

/** Options for `analyzeSnakes`. */
export interface AnalyzeSnakesOptions extends ChainOptions, DistributionOptions {
  /** Percentiles to report (default 10, 25, 50, 75, 90, 99). */
  readonly percentiles?: readonly number[];
  /** Refuse, before allocating, an analysis that would need more bytes than this (`E_MEMORY`). */
  readonly maxMemory?: number;
}

/**
 * Bytes per square the analysis allocates at most: the solver's 61 Krylov vectors of doubles
 * (488 bytes) and about a dozen arrays of doubles and integers beside them.
 */
export const ANALYSIS_BYTES_PER_SQUARE = 600;

/** Bytes `analyzeSnakes` may allocate for a board (an upper estimate, from its squares). */
export function analysisBytes(board: Pick<SnakesBoard, 'last'>): number {
  return ANALYSIS_BYTES_PER_SQUARE * (board.last + 2);
}

/** SPEC 1b: how long the real game plays on a board, for one player. */
export interface SnakesAnalysis {
  readonly end: EndRule;
  readonly faces: number;
  readonly chain: boolean;
  /** False when some square the token can reach has no way to the last square: the expected length is infinite. */
  readonly finite: boolean;
  /** Expected throws (null when infinite). */
  readonly expected: number | null;
  /** A bound on the relative error of `expected` (the solver's checked residual), null when infinite. */
  readonly errorBound: number | null;
  /** A reachable square from which the last square cannot be reached, or null. */
  readonly trap: number | null;
  /** The fewest throws that can end the game (null when the last square cannot be reached). */
  readonly minimum: number | null;
  readonly median: number | null;
  readonly mode: number | null;
  readonly percentiles: Record<string, number | null>;
  readonly within: Record<string, number | null>;
  readonly distribution: ThrowDistribution;
  /** The expected-value solve's numbers: GMRES iterations and the reduced system's size. */
  readonly solver: { readonly iterations: number; readonly reduced: number } | null;
}

/**
 * Everything SPEC 1b asks for one player: expected throws (sparse solve, `expectedThrows`), the whole
 * distribution (`throwDistribution`), its median, mode and percentiles, the chance to finish within
 * 10/20/50/100 throws, and the minimum (breadth-first search over the chain). A game that can get
 * stuck is reported as infinite (`finite: false`, `trap`), not as an error.
 *
 * Cost: O(squares × faces × (solver iterations + throws in the distribution)); O(squares) memory,
 * about `ANALYSIS_BYTES_PER_SQUARE` bytes a square (refused first if over `maxMemory`).
 */
export function analyzeSnakes(board: SnakesBoard, options: AnalyzeSnakesOptions = {}): SnakesAnalysis {
  const solved = solveAnalysis(board, options);
  return finishAnalysis(solved, throwDistribution(solved.chain, solved.reach, options), options);
}

/** The first part of `analyzeSnakes`: the checks, the chain, its reach and the expected throws. */
export interface SolvedAnalysis {
  readonly chain: SnakesChain;
  readonly reach: ChainReach;
  readonly solved: ExpectedThrows | null;
}

/**
 * `analyzeSnakes` up to the distribution: checks the options and the memory, builds the chain, its
 * reach, and solves the expected throws (`beforeSolve` is called with the chain and its reach just
 * before: a second thread can start meanwhile). Cost: that of `analyzeSnakes` without the distribution.
 */
export function solveAnalysis(
  board: SnakesBoard,
  options: AnalyzeSnakesOptions = {},
  beforeSolve?: (chain: SnakesChain, reach: ChainReach) => void,
): SolvedAnalysis {
  const percentiles = options.percentiles ?? DEFAULT_PERCENTILES;
  percentiles.forEach(checkPercent);
  const needed = analysisBytes(board);
  checkMemory(`analysing a board of ${board.last} squares`, needed, options.maxMemory, '');
  const chain = snakesChain(board, options);
  const reach = chainReach(chain);
  beforeSolve?.(chain, reach);
  // Small boards get the answer to the last bits for free; large ones to the 1e-9 promised.
  const solved =
    reach.trap < 0 ? expectedThrows(chain, reach, chain.last < 100_000 ? 1e-13 : 1e-9, options.signal) : null;
  return { chain, reach, solved };
}

/** The rest of `analyzeSnakes` once the distribution is known: its figures. Cost: O(length of the distribution). */
export function finishAnalysis(
  { chain, reach, solved }: SolvedAnalysis,
  distribution: ThrowDistribution,
  options: AnalyzeSnakesOptions = {},
): SnakesAnalysis {
  const percentiles = options.percentiles ?? DEFAULT_PERCENTILES;
  const finite = reach.trap < 0;
  const figures = lengthFigures(distribution, [...new Set([...percentiles, 50])]);
  const wanted: Record<string, number | null> = {};
  for (const percent of percentiles) wanted[String(percent)] = figures.percentiles[String(percent)];
  const minimum = reach.levels[chain.last];
  return {
    end: chain.end,
    faces: chain.faces,
    chain: options.chain ?? false,
    finite,
    expected: solved ? solved.expected : null,
    errorBound: solved ? solved.residual / (1 - Math.min(solved.residual, 0.5)) : null,
    trap: finite ? null : reach.trap,
    minimum: minimum < 0 ? null : minimum,
    median: figures.percentiles['50'],
    mode: figures.mode,
    percentiles: wanted,
    within: figures.within,
    distribution,
    solver: solved ? { iterations: solved.iterations, reduced: solved.reduced } : null,
  };
}
