// The exact counts of the frontier states: whole numbers of any size, as digits ("limbs") in base
// 2^48 held in float64s, added without BigInt in the hot loop and turned into a bigint at the end.
import type { StateSet } from './state-set.js';

/** Counts are stored in base 2^48 limbs in float64s: a sum of two limbs plus a carry stays exact. */
const BASE = 2 ** 48;
/**
 * A target state receives fewer than 16 × 32 contributions in one step (16 plug pairs, 32 partner
 * positions), so a top limb under BASE / 1024 cannot overflow during the step.
 */
const GROW_AT = BASE / 1024;

/**
 * Adds the count at `from[fromAt…]` (`fromLimbs` limbs) to the count at `to[toAt…]` (`limbs` limbs,
 * no fewer), carrying from limb to limb. Cost: O(limbs).
 */
export function addCount(
  to: Float64Array,
  toAt: number,
  limbs: number,
  from: Float64Array<ArrayBufferLike>,
  fromAt: number,
  fromLimbs: number,
): void {
  let carry = 0;
  for (let l = 0; l < limbs; l++) {
    let sum = to[toAt + l] + (l < fromLimbs ? from[fromAt + l] : 0) + carry;
    if (sum >= BASE) {
      sum -= BASE;
      carry = 1;
    } else carry = 0;
    to[toAt + l] = sum;
  }
}

/**
 * The count of state `state` of `counts` (`limbs` limbs per state, least significant first) as a
 * bigint. Cost: O(limbs) BigInt operations.
 */
export function countOf(counts: Float64Array, state: number, limbs: number): bigint {
  let value = 0n;
  for (let l = limbs - 1; l >= 0; l--) value = value * BigInt(BASE) + BigInt(counts[state * limbs + l]);
  return value;
}

/**
 * Adds a limb to every count when the largest top limb comes near overflowing in the next step;
 * returns the number of limbs. Cost: O(states) reads, and `widenTo`'s when it widens.
 */
export function widenIfNeeded(set: StateSet, limbs: number): number {
  const counts = set.counts;
  let top = 0;
  for (let i = limbs - 1; i < set.size * limbs; i += limbs) if (counts[i] > top) top = counts[i];
  if (top < GROW_AT) return limbs;
  widenTo(set, limbs + 1);
  return limbs + 1;
}

/**
 * Gives every count of `set` `limbs` limbs (the new top limbs 0). Cost: O(states × limbs) time, a
 * new array of 8 × capacity × limbs bytes.
 */
function widenTo(set: StateSet, limbs: number): void {
  const counts = set.counts;
  const old = set.limbs;
  const wider = new Float64Array(set.capacity * limbs);
  for (let i = 0; i < set.size; i++) {
    for (let l = 0; l < old; l++) wider[i * limbs + l] = counts[i * old + l];
  }
  set.counts = wider;
  set.limbs = limbs;
}
