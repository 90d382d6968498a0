import { BoardpathError, throwIfAborted } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import { throwEnd, throwPosition, type SnakesChain } from './chain.js';
import { gmres } from './gmres.js';
import { chainReach, type ChainReach } from './reach.js';

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
 * its floor is about ε × the largest expected value (values are stored as doubles). `progress` is
 * told after every sweep: the sweeps so far and K.
 *
 * Cost: O(iterations × squares × faces) time; about 50 bytes per square + 8 × 61 per reduced unknown.
 */
export function expectedThrows(
  chain: SnakesChain,
  reach: ChainReach = chainReach(chain),
  tolerance = 1e-9,
  signal?: AbortSignal,
  progress?: Progress,
): ExpectedThrows {
  if (reach.trap >= 0)
    throw new BoardpathError(
      'E_BOARD',
      `the game may never end: from square ${reach.trap} the last square cannot be reached`,
      { square: reach.trap },
    );
  const solver = throwSolver(chain, reach, signal, progress);
  const ones = new Float64Array(chain.last + 1).fill(1);
  const { values, residual, iterations } = solver.checked(ones, tolerance);
  return { values, expected: values[chain.start], residual, iterations, reduced: solver.reduced };
}

/** Solves (I − P) x = b on a finite chain's reached squares, as `expectedThrows` does for b = 1. */
export interface ThrowSolver {
  /** Squares a snake or a bounce leads back to: the size of the reduced system. */
  readonly reduced: number;
  /**
   * x with (I − P) x = b (b > 0 on every reached square but the last), corrected until the largest
   * relative residual max |b − (x − P x)| / b is at most `tolerance` or stops improving; that
   * residual ρ bounds the relative error of every value by ρ / (1 − ρ), as for b = 1. NaN where not
   * reached. Cost: O(iterations × squares × faces).
   */
  checked(b: Float64Array, tolerance: number): { values: Float64Array; residual: number; iterations: number };
}

/**
 * The sparse solver of `expectedThrows` for any right-hand side: its reduction to the K squares
 * snakes and bounces lead back to, set up once. The chain must be finite. Cost: O(squares × faces)
 * to set up; 12 bytes per square.
 */
export function throwSolver(
  chain: SnakesChain,
  reach: ChainReach,
  signal?: AbortSignal,
  progress?: Progress,
): ThrowSolver {
  const { last, faces } = chain;
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
        const p = throwPosition(chain, square, face);
        if (p < 0) continue;
        const to = landing[p];
        if (to < p || to < square) wants(to);
      }
    }
  }
  const reduced = tails.length;
  // value[p]: what a throw reaching square p is worth once every square above the sweep is known.
  const value = new Float64Array(size + 1);
  let sweeps = 0;

  // x = (I − U)⁻¹ (b + L y): one sweep from the last square down. (Always arrays, never null: the
  // loop stays monomorphic and about twice as fast.)
  const sweep = (b: Float64Array, y: Float64Array, out: Float64Array): void => {
    progress?.(++sweeps, reduced);
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
        const q = throwPosition(chain, square, face);
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

  const checked = (b: Float64Array, tolerance: number) => {
    const x = new Float64Array(size);
    const ends = new Int32Array(faces);
    let iterations = solve(b, x);
    const residuals = new Float64Array(size);
    let rho = residualOf(chain, live, x, b, residuals, ends);
    // Values stored in doubles are off by up to ε/2 × x each, so the residual cannot go much below ε × x / b.
    let floor = 0;
    for (let square = 0; square < last; square++)
      if (live[square]) floor = Math.max(floor, (2 * Number.EPSILON * x[square]) / b[square]);
    for (let round = 0; round < 6 && rho > Math.max(tolerance, floor); round++) {
      const correction = new Float64Array(size);
      iterations += solve(residuals, correction);
      const next = new Float64Array(size);
      for (let square = 0; square < size; square++) next[square] = x[square] + correction[square];
      const nextResiduals = new Float64Array(size);
      const nextRho = residualOf(chain, live, next, b, nextResiduals, ends);
      if (!(nextRho < rho)) break;
      x.set(next);
      residuals.set(nextResiduals);
      rho = nextRho;
    }
    for (let square = 0; square < size; square++) if (!live[square]) x[square] = NaN;
    return { values: x, residual: rho, iterations };
  };
  return { reduced, checked };
}

// The squares a throw of each face leads to from `square`, into `out` (length faces).
function throwsFrom(chain: SnakesChain, square: number, out: Int32Array): void {
  for (let face = 1; face <= chain.faces; face++) out[face - 1] = throwEnd(chain, square, face);
}

// r = b − (x − P x) on the live non-final squares, into `out`; returns max |r| / b.
function residualOf(
  chain: SnakesChain,
  live: Uint8Array,
  x: Float64Array,
  b: Float64Array,
  out: Float64Array,
  ends: Int32Array,
): number {
  const { last, faces, landing } = chain;
  let worst = 0;
  for (let square = 0; square < last; square++) {
    if (!live[square]) continue;
    if (square + faces > last) throwsFrom(chain, square, ends);
    else for (let face = 0; face < faces; face++) ends[face] = landing[square + face + 1];
    // faces × r = faces × b + Σ (x[to] − x[square]), summed in double-double (Knuth's TwoSum): every
    // difference and every addition keeps its rounding error, so r is exact to about 1e-16 of itself
    // rather than of x, and the check can see residuals far below ε × x.
    const mine = -x[square];
    let high = faces * b[square];
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
    if (Math.abs(r) / b[square] > worst) worst = Math.abs(r) / b[square];
  }
  return worst;
}
