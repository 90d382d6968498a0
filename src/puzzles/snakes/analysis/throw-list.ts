// The list of chances the distribution grows a throw at a time, counted against its memory before
// each growth: a long game under a big budget would otherwise grow it until the process dies.

/**
 * Bytes each throw of the distribution takes at most while it is made and read: its slot in the
 * list (8), the list it outgrew (the list doubles, and the ones before add up to no more: 8), the
 * list's copy of the exact length handed out (8), and the cumulative sums the figures read (8),
 * with 8 to spare for the runtime's own.
 */
export const DISTRIBUTION_BYTES_PER_THROW = 40;

/** Room for this many throws before the first growth. */
const FIRST_ROOM = 1024;

/**
 * A growing list of chances (a `Float64Array` that doubles when full) that never takes more than
 * `allowance` bytes in all, counting `DISTRIBUTION_BYTES_PER_THROW` plus the caller's `bytesPerThrow`
 * for every slot before it is made.
 */
export class ThrowList {
  #values: Float64Array;
  #length = 0;
  /** The most throws the allowance holds (throw 0 included). */
  readonly most: number;

  constructor(allowance: number, bytesPerThrow: number, from?: Float64Array) {
    const perThrow = DISTRIBUTION_BYTES_PER_THROW + Math.max(0, bytesPerThrow);
    this.most = Math.max(1, Math.floor(allowance / perThrow));
    const length = from?.length ?? 0;
    this.#values = new Float64Array(Math.min(this.most, Math.max(FIRST_ROOM, length)));
    if (from) {
      this.#values.set(from.subarray(0, Math.min(from.length, this.#values.length)));
      this.#length = Math.min(length, this.#values.length);
    }
  }

  /** How many chances the list holds. */
  get length(): number {
    return this.#length;
  }

  /** True when one more chance fits within the allowance (growing the list if need be). Cost: O(1) amortised. */
  room(): boolean {
    if (this.#length < this.#values.length) return true;
    if (this.#length >= this.most) return false;
    const grown = new Float64Array(Math.min(this.most, this.#values.length * 2));
    grown.set(this.#values);
    this.#values = grown;
    return true;
  }

  /** Adds a chance; `room()` must have said it fits. Cost: O(1). */
  push(chance: number): void {
    this.#values[this.#length++] = chance;
  }

  /** The chances as a list of their exact length (a copy). Cost: O(length). */
  toArray(): Float64Array {
    return this.#values.slice(0, this.#length);
  }
}
