// The least spread a board's game can have, proven from `ThrowBounds` alone: the least standard
// deviation of its length for a mean in a given range, and the least unfairness to the seats of
// players taking turns for a mean at most so large. Both are lower bounds: a request below them is
// refused; one above them may still be out of reach (docs/design.md says why).
import type { ThrowBounds } from './throw-bounds.js';

/** The most throw counts the fills below look at before they count the rest as far away. */
const MOST_STEPS = 1_000_000;

/** The largest mean (past the fewest throws) the two players' dual bound is sought for. */
const PAIR_MOST = 1e7;

/** The largest mean (past the fewest throws) for which that bound counts the caps of each length. */
const CAPPED_MOST = 100;

/**
 * The least variance of a game whose mean lies from `low` to `high` (finite): every length k has
 * chance at most `cap(k)`, so the variance is at least that of the caps filled nearest the range
 * first (Σ P(T = k) (k − μ)² ≥ Σ P(T = k) dist(k, [low, high])²). Cost: O(the lengths filled),
 * at most `MOST_STEPS`.
 */
export function leastVariance(bounds: ThrowBounds, low: number, high: number): number {
  const { minimum, cap } = bounds;
  let need = 1;
  const first = Math.max(minimum, Math.ceil(low));
  for (let k = first; k <= high; k++) {
    if (k - first > MOST_STEPS) return 0;
    need -= cap(k);
    if (need <= 0) return 0;
  }
  let left = Math.ceil(low) - 1;
  let right = Math.max(Math.floor(high) + 1, minimum);
  let variance = 0;
  for (let step = 0; ; step++) {
    const toLeft = left >= minimum ? low - left : Infinity;
    const toRight = right - high;
    const distance = Math.min(toLeft, toRight);
    // Whatever is still to place lies at least this far from the range.
    if (step >= MOST_STEPS) return variance + need * distance * distance;
    const k = toLeft <= toRight ? left-- : right++;
    const taken = Math.min(need, cap(k));
    variance += taken * distance * distance;
    need -= taken;
    if (need <= 1e-15) return variance;
  }
}

/**
 * The least standard deviation of a game whose mean lies from `low` to `high`: the caps' fill
 * (`leastVariance`), and the revisits a game longer than the squares makes (Var T ≥ μ − squares a
 * token stands on: every throw of a loop back to a square moves the expected end by one throw).
 * A wide range is cut into pieces, each bounded alone; an unbounded one has only the bound of every
 * length's largest cap. Cost: O(pieces × the lengths each fills).
 */
export function leastSd(bounds: ThrowBounds, low: number, high: number): number {
  if (!Number.isFinite(high)) return anyMeanSd(bounds);
  const width = Math.max(0.5, (high - low) / 400);
  let least = Infinity;
  for (let from = low; from <= high && least > 0; from += width) {
    const to = Math.min(high, from + width);
    const variance = Math.max(leastVariance(bounds, from, to), from - bounds.standing, 0);
    least = Math.min(least, Math.sqrt(variance));
    if (to >= high) break;
  }
  return least;
}

/**
 * The least standard deviation of any game: no length has chance above c, the largest cap, and an
 * integer variable whose every value has chance at most c has variance at least (1/c² − 1)/12.
 * Cost: O(1).
 */
export function anyMeanSd(bounds: ThrowBounds): number {
  // The caps are the hazard (0, then an early and a late value) and W/(faces k), which falls with
  // k: the largest is at the first length of one of the hazard's two stretches.
  const most = Math.max(bounds.cap(bounds.minimum), bounds.cap(bounds.lateFrom));
  return most > 0 ? Math.sqrt(Math.max(0, (1 / (most * most) - 1) / 12)) : 0;
}

/**
 * The least unfairness (the largest distance of a seat's chance from 1/players) of a game whose mean
 * is at most `meanMost` and, when `fewest` is given, that can end in `fewest` throws (a chance of at
 * least faces^−fewest of ending then). Seat 1 wins P₁ − 1/K = Σₙ ∫ from S(n) to S(n−1) of
 * (S(n−1)^(K−1) − x^(K−1)) dx ≥ ½ Σₙ S(n−1)^(K−2) f(n)², with f(n) = P(T = n) and S(n) = P(T > n).
 * Cost: O(1), and for two players a few thousand duals (`pairBound`).
 */
export function leastUnfairness(
  bounds: ThrowBounds,
  faces: number,
  players: number,
  meanMost: number,
  fewest?: number,
): number {
  if (players < 2) return 0;
  let least = fewest === undefined ? 0 : faces ** (-2 * fewest) / 2;
  if (!Number.isFinite(meanMost) || meanMost < bounds.minimum) return least;
  least = Math.max(least, quantileBound(bounds.minimum, players, meanMost));
  if (players === 2 && meanMost - bounds.minimum < PAIR_MOST)
    least = Math.max(least, pairBound(bounds, meanMost) / 2);
  return least;
}

// With q of the games over by throw c (Markov: c ≤ ⌈M/(1 − q)⌉ − 1), and S(n − 1) > 1 − q before
// then: ½ (1 − q)^(K−2) Σ f(n)² over those throws ≥ ½ (1 − q)^(K−2) q² / (c − minimum + 1).
function quantileBound(minimum: number, players: number, meanMost: number): number {
  let best = 0;
  const centre = 2 / (players + 1);
  for (const scale of [0.25, 0.5, 0.75, 1, 1.5, 2, 3]) {
    const q = Math.min(0.95, centre * scale);
    const c = Math.ceil(meanMost / (1 - q)) - 1;
    if (c < minimum) continue;
    best = Math.max(best, ((1 - q) ** (players - 2) * q * q) / (2 * (c - minimum + 1)));
  }
  return best;
}

/**
 * The least Σ f(n)² over distributions on the lengths from the fewest up with f(n) ≤ cap(n) and mean
 * at most M (for two players the unfairness is half of it, exactly), from below: the Lagrangian dual
 * g(λ, β) = λ − βM + Σₙ min over 0 ≤ f ≤ c(n) of (f² − (λ − βn) f) is at most that least sum for
 * every λ and every β ≥ 0 (with c(n) the caps, or no cap at all, which gives less). It is maximised
 * approximately: λ by bisection so that the best f sum to one, β by a golden-section search around
 * the slope of the uncapped optimum, a triangle about 3 (M − fewest) throws wide. Cost: O(1) per
 * dual without caps, O(M − fewest) with them (only when that is under `CAPPED_MOST`).
 */
function pairBound(bounds: ThrowBounds, meanMost: number): number {
  const { minimum } = bounds;
  const capped = meanMost - minimum < CAPPED_MOST;
  // The dual's value and the best f's mass, for λ and β > 0.
  const dual = (lambda: number, beta: number): { value: number; mass: number } => {
    const x0 = lambda - beta * minimum;
    if (x0 <= 0) return { value: lambda - beta * meanMost, mass: 0 };
    if (!capped) {
      // f(n) = (λ − βn)/2 over the N lengths where it is positive: sums of a progression.
      const n = Math.ceil(x0 / beta);
      const sum = n * x0 - (beta * n * (n - 1)) / 2;
      const squares = n * x0 * x0 - beta * x0 * n * (n - 1) + (beta * beta * (n - 1) * n * (2 * n - 1)) / 6;
      return { value: lambda - beta * meanMost - squares / 4, mass: sum / 2 };
    }
    let value = lambda - beta * meanMost;
    let mass = 0;
    for (let n = minimum; lambda - beta * n > 0; n++) {
      const x = lambda - beta * n;
      const f = Math.min(x / 2, bounds.cap(n));
      value += f * f - x * f;
      mass += f;
    }
    return { value, mass };
  };
  // For a slope β, the λ whose best f sum to one: the dual's maximum over λ.
  const best = (beta: number) => {
    let lo = beta * minimum;
    let hi = lo + 2 * Math.sqrt(beta) + 2;
    while (dual(hi, beta).mass < 1) hi = 2 * hi - lo;
    for (let i = 0; i < 40; i++) {
      const mid = (lo + hi) / 2;
      if (dual(mid, beta).mass < 1) lo = mid;
      else hi = mid;
    }
    return dual(hi, beta).value;
  };
  const width = 3 * (meanMost - minimum + 1);
  const centre = Math.log(4 / (width * width));
  let a = centre - 3;
  let b = centre + 3;
  const ratio = (Math.sqrt(5) - 1) / 2;
  let top = 0;
  for (let i = 0; i < 30; i++) {
    const x1 = b - ratio * (b - a);
    const x2 = a + ratio * (b - a);
    const v1 = best(Math.exp(x1));
    const v2 = best(Math.exp(x2));
    top = Math.max(top, v1, v2);
    if (v1 < v2) a = x1;
    else b = x2;
  }
  // Any λ and β ≥ 0 give a bound; a little off for the rounding of the sums.
  return top * (1 - 1e-6);
}
