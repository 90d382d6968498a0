import { BoardpathError } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import { chainReach } from './reach.js';
import { snakesChain, throwEnd, type ChainOptions, type SnakesChain } from './chain.js';
import type { SnakesBoard } from '../board/board.js';
import { checkSnakesCall, exactThrowsSchema } from '../options.js';

/** A non-negative rational number n / d in lowest terms (d > 0). */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

// The numbers grow with the board: 500 squares with 30 snake tails already take tens of seconds.
/** The largest board `exactExpectedThrows` takes, in squares. */
const MAX_EXACT_SQUARES = 1000;
/** The most squares × K `exactExpectedThrows` takes (K: the squares snakes lead back to). */
const MAX_EXACT_WORK = 10_000;

type Q = [bigint, bigint];

/**
 * The default work budget of `exactExpectedThrows`, about five seconds of BigInt arithmetic. A unit
 * is about 3 ns here: a step of Euclid's algorithm on numbers of w 64-bit words costs 20 + w units
 * (a BigInt remainder's fixed cost, then a word at a time), which is where the time goes.
 */
const DEFAULT_EXACT_WORK = 1.5e9;

/**
 * Rational arithmetic that counts its own work and stops past its budget: the fractions grow with
 * the board and the die, so only their sizes, met as they come, tell how long the sums take.
 */
class Rationals {
  private work = 0;
  /** The most words a reduced fraction's numbers have taken so far. */
  private words = 0;
  constructor(private readonly maxWork: number) {}

  /** The greatest common divisor, its Euclid steps counted. Cost: O(steps × words). */
  private gcd(a: bigint, b: bigint): bigint {
    if (a < 0n) a = -a;
    if (b < 0n) b = -b;
    const words = Math.ceil(a.toString(16).length / 16);
    let steps = 0;
    while (b !== 0n) {
      [a, b] = [b, a % b];
      steps++;
    }
    this.words = Math.max(this.words, words);
    this.charge(steps * (20 + words));
    return a;
  }

  /** Counts `units` of work; past the budget, `E_USAGE`. */
  charge(units: number): void {
    this.work += units;
    if (this.work <= this.maxWork) return;
    const digits = this.words > 0 ? `, with fractions of ${Math.round(this.words * 19.27)} digits` : '';
    throw new BoardpathError(
      'E_USAGE',
      `the exact expected throws would take too long on this board: past ${this.maxWork.toExponential(1).replace('e+', 'e')} steps of work${digits} (the floating-point answer is checked to 1e-13)`,
    );
  }

  make(n: bigint, d: bigint): Q {
    if (d < 0n) [n, d] = [-n, -d];
    const g = this.gcd(n, d);
    return g > 1n ? [n / g, d / g] : [n, d];
  }

  add(a: Q, b: Q): Q {
    if (a[0] === 0n) return b;
    if (b[0] === 0n) return a;
    return a[1] === b[1] ? this.make(a[0] + b[0], a[1]) : this.make(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
  }

  sub(a: Q, b: Q): Q {
    return this.add(a, [-b[0], b[1]]);
  }

  mul(a: Q, b: Q): Q {
    return a[0] === 0n || b[0] === 0n ? ZERO : this.make(a[0] * b[0], a[1] * b[1]);
  }

  div(a: Q, b: Q): Q {
    return this.make(a[0] * b[1], a[1] * b[0]);
  }
}

const ZERO: Q = [0n, 1n];

/** Options of {@link exactExpectedThrows}: the game's rules, and those of the exact solve. */
interface ExactThrowsOptions extends ChainOptions {
  /** The work budget (default `DEFAULT_EXACT_WORK`, about five seconds); past it, `E_USAGE`. */
  readonly maxWork?: number;
  /** Told after each square of the sweep: the squares written as fractions, of those reached. */
  readonly progress?: Progress;
}

/**
 * The expected number of throws of the real game on `board` as an exact fraction, with BigInt
 * arithmetic, or null when it is infinite (a reachable square cannot reach the last one). The rules
 * (`end`, `faces`, `chain`) are those of `analyzeSnakes`. Boards are limited as `exactThrowsOfChain`
 * says.
 *
 * Cost: that of `exactThrowsOfChain`, within `maxWork`.
 *
 * @example
 * exactExpectedThrows(BUILT_IN_BOARDS.classic()) // { numerator: …n, denominator: …n }
 */
export function exactExpectedThrows(board: SnakesBoard, options: ExactThrowsOptions = {}): Fraction | null {
  [board, options] = checkSnakesCall(board, exactThrowsSchema, options);
  return exactThrowsOfChain(snakesChain(board, options), options);
}

/**
 * The expected number of throws of the game on `chain` as an exact fraction, with BigInt arithmetic, or null
 * when it is infinite (a reachable square cannot reach the last one).
 *
 * The same structure as the floating-point solve: one back-substitution sweep from the last square down
 * expresses every square's value as an affine function of the values y on the K squares that snakes
 * (or bounces) lead back to; then the K × K system for y is solved by Gaussian elimination over the
 * rationals. Boards are limited to `MAX_EXACT_SQUARES` squares and squares × K ≤ `MAX_EXACT_WORK`,
 * and the work to `maxWork` (default `DEFAULT_EXACT_WORK`, about five seconds): a throw from a square
 * is a unit, a step of Euclid's algorithm on w-word numbers 20 + w; past it, `E_USAGE`.
 *
 * Cost: O(squares × faces × K + K³) rational operations on numbers that grow with the board and the
 * die, within `maxWork`.
 */
export function exactThrowsOfChain(
  chain: SnakesChain,
  options: Pick<ExactThrowsOptions, 'maxWork' | 'progress'> = {},
): Fraction | null {
  const { last, faces, start } = chain;
  const rationals = new Rationals(options.maxWork ?? DEFAULT_EXACT_WORK);
  const squares = last - chain.first + 1;
  if (squares > MAX_EXACT_SQUARES) {
    throw new BoardpathError(
      'E_USAGE',
      `the exact expected throws take boards of at most ${MAX_EXACT_SQUARES} squares (this one has ${squares}); the floating-point answer is checked to 1e-13`,
    );
  }
  const reach = chainReach(chain);
  if (reach.trap >= 0) return null;
  const live = reach.reached;
  const column = new Int32Array(last + 1).fill(-1);
  const tails: number[] = [];
  for (let square = 0; square < last; square++) {
    if (!live[square]) continue;
    for (let face = 1; face <= faces; face++) {
      const to = throwEnd(chain, square, face);
      if (to < square && column[to] < 0) {
        column[to] = tails.length;
        tails.push(to);
      }
    }
  }
  const k = tails.length;
  if (k * squares > MAX_EXACT_WORK) {
    throw new BoardpathError(
      'E_USAGE',
      `the exact expected throws take boards with squares × (squares snakes lead back to) ≤ ${MAX_EXACT_WORK}; ` +
        `this one has ${squares} × ${k} (the floating-point answer is checked to 1e-13)`,
    );
  }
  // Every throw from every square reached is a unit, counted before the first fraction is made.
  let reached = 0;
  for (let square = 0; square < last; square++) if (live[square]) reached++;
  rationals.charge(reached * faces);
  let written = 0;
  // value[s] = [constant, coefficient of y_0, …, coefficient of y_{k−1}]
  const value: Q[][] = new Array(last + 1);
  value[last] = new Array<Q>(k + 1).fill(ZERO);
  const F: Q = [BigInt(faces), 1n];
  for (let square = last - 1; square >= 0; square--) {
    if (!live[square]) continue;
    const sum: Q[] = new Array<Q>(k + 1).fill(ZERO);
    sum[0] = F;
    let stay = 0;
    for (let face = 1; face <= faces; face++) {
      const to = throwEnd(chain, square, face);
      if (to === square) stay++;
      else if (to > square) {
        const v = value[to];
        for (let i = 0; i <= k; i++) if (v[i][0] !== 0n) sum[i] = rationals.add(sum[i], v[i]);
      } else sum[column[to] + 1] = rationals.add(sum[column[to] + 1], [1n, 1n]);
    }
    const scale: Q = [BigInt(faces - stay), 1n];
    value[square] = sum.map((q) => (q[0] === 0n ? q : rationals.div(q, scale)));
    options.progress?.(++written, reached);
  }
  // y_j = value[tails[j]](y): rows (I − G) y = c.
  const rows: Q[][] = tails.map((tail, j) => {
    const v = value[tail];
    const row: Q[] = new Array<Q>(k + 1);
    for (let i = 0; i < k; i++) row[i] = rationals.sub(i === j ? [1n, 1n] : ZERO, v[i + 1]);
    row[k] = v[0];
    return row;
  });
  for (let pivot = 0; pivot < k; pivot++) {
    let best = pivot;
    while (best < k && rows[best][pivot][0] === 0n) best++;
    if (best === k) throw new Error('singular reduced system: the chain is not transient');
    [rows[pivot], rows[best]] = [rows[best], rows[pivot]];
    const p = rows[pivot][pivot];
    for (let i = pivot; i <= k; i++) rows[pivot][i] = rationals.div(rows[pivot][i], p);
    for (let r = 0; r < k; r++) {
      if (r === pivot || rows[r][pivot][0] === 0n) continue;
      const factor = rows[r][pivot];
      for (let i = pivot; i <= k; i++)
        if (rows[pivot][i][0] !== 0n)
          rows[r][i] = rationals.sub(rows[r][i], rationals.mul(factor, rows[pivot][i]));
    }
  }
  const v = value[start];
  let answer = v[0];
  for (let j = 0; j < k; j++)
    if (v[j + 1][0] !== 0n) answer = rationals.add(answer, rationals.mul(v[j + 1], rows[j][k]));
  return { numerator: answer[0], denominator: answer[1] };
}

/** A fraction as a decimal string with `digits` digits after the point (rounded down). */
export function fractionToDecimal(fraction: Fraction, digits = 12): string {
  const scale = 10n ** BigInt(digits);
  const whole = fraction.numerator / fraction.denominator;
  const rest = ((fraction.numerator % fraction.denominator) * scale) / fraction.denominator;
  return digits === 0 ? String(whole) : `${whole}.${String(rest).padStart(digits, '0')}`;
}
