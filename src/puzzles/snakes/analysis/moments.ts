// The spread of the game's length: its standard deviation, exactly, by a second sparse solve. It is
// a figure of its own for a designer, and with the mean it bounds every percentile of a distribution
// that a budget or the memory cut short.
import type { Progress } from '../../../options.js';
import type { SnakesChain } from './chain.js';
import { throwSolver, type ExpectedThrows } from './expected.js';
import type { ChainReach } from './reach.js';

/** The game's second moment and standard deviation, with how exact they are. */
export interface ThrowSpread {
  /** E[T²] from the start, T the number of throws. */
  readonly secondMoment: number;
  /** The standard deviation of T. */
  readonly sd: number;
  /** A bound on |sd − the exact sd| (from the two solves' checked residuals). */
  readonly sdError: number;
}

/**
 * The second moment and standard deviation of the game's length. With T the throws from a square,
 * T = 1 + T' from where the throw lands, so E[T²] = 1 + 2 E[T'] + E[T'²]: the second moments m solve
 * (I − P) m = 2x − 1, x the expected throws (`expectedThrows`), with the same sparse solver and the
 * same checked residual. Its error bound: the residual's ρ₂, and the error of x (relative ρ₁) carried
 * through b = 2x − 1 (at most 2ρ₁ relative, as x ≥ 1); the variance m − x² then errs by at most
 * ε₂ m + 3ρ₁ x², and the sd by the smaller of √that and that / sd.
 *
 * Cost: that of `expectedThrows` once more: O(iterations × squares × faces), 50 bytes per square.
 */
export function throwSpread(
  chain: SnakesChain,
  reach: ChainReach,
  expected: ExpectedThrows,
  tolerance = 1e-9,
  signal?: AbortSignal,
  progress?: Progress,
): ThrowSpread {
  const { last, start } = chain;
  const x = expected.values;
  const b = new Float64Array(last + 1);
  for (let square = 0; square < last; square++) b[square] = reach.reached[square] ? 2 * x[square] - 1 : 1;
  const solved = throwSolver(chain, reach, signal, progress).checked(b, tolerance);
  const m = solved.values[start];
  const mean = expected.expected;
  const rho1 = expected.residual / (1 - Math.min(expected.residual, 0.5));
  const rho2 = solved.residual / (1 - Math.min(solved.residual, 0.5)) + 2 * rho1;
  const variance = Math.max(0, m - mean * mean);
  const varianceError = rho2 * m + 3 * rho1 * mean * mean + 4 * Number.EPSILON * m;
  const sd = Math.sqrt(variance);
  return {
    secondMoment: m,
    sd,
    sdError: Math.min(Math.sqrt(varianceError), sd > 0 ? varianceError / sd : Infinity),
  };
}
