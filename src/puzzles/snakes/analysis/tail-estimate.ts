// How many throws a slow game's distribution needs, seen from the first few hundred. The chance
// still in play after n throws is the start vector pushed n times through the chain's moves among
// the squares that have not finished (power iteration): it soon shrinks by the same factor every
// throw, the spectral radius of that part of the chain, and from that rate the rest follows.

/**
 * Estimated throws until at most `tolerance` of the chance is still in play, from the chance in
 * play `remaining` after `throws` throws and `earlier` after half as many, if it goes on shrinking at
 * the rate seen between the two. Null when it did not shrink (no game has ended yet, say).
 * Cost: O(1).
 */
export function throwsToCover(
  throws: number,
  remaining: number,
  earlier: number,
  tolerance: number,
): number | null {
  if (remaining <= tolerance) return throws;
  // A change within the rounding of the sums (1e-12 of them: a million squares summed) is no rate:
  // a game none of which has ended yet says nothing of how long it takes.
  if (!(earlier - remaining > 1e-12 * earlier) || throws < 2) return null;
  // The difference of two numbers this close is exact, so a rate of 1e-14 a throw is still seen.
  const rate = Math.log1p((earlier - remaining) / remaining) / (throws / 2);
  const more = Math.log(remaining / tolerance) / rate;
  return Number.isFinite(more) ? Math.ceil(throws + more) : null;
}

/**
 * Whether two estimates made at successive doublings of the throws agree (within a quarter): the
 * slowest rate then dominates, and the estimate can be trusted to say a budget falls short.
 */
export function settled(guess: number | null, before: number | null): guess is number {
  return guess !== null && before !== null && Math.abs(guess - before) <= 0.25 * guess;
}

/** Throws from which an estimate that has settled is acted on: "a few hundred steps". */
export const ESTIMATE_FROM_THROWS = 256;
