// The frontier states of one step of the path count, in a hash table keyed by their plugs.

/**
 * The bytes one frontier state may cost at the peak of a step, with counts of `limbs` limbs (digits
 * in base 2^48): the current and the next set each hold two key words, the limbs, and up to four
 * hash slots of three words. A state limit is `maxMemory` divided by this.
 */
export function frontierBytesPerState(limbs: number): number {
  return 2 * (8 + 8 * limbs + 4 * 12);
}

/**
 * The frontier states of one moment: keys (two words of plugs) and counts (`limbs` float64s each,
 * least significant first), with an open-addressing hash table used while they are being built. The
 * table holds `[low, high, state + 1]` side by side, so a probe reads one cache line, and is kept
 * between a quarter and a half full: probing is where the time goes, and a small table stays in cache.
 */
export class StateSet {
  /** The states held. */
  size = 0;
  /** The states there is room for in `low`, `high` and `counts`. */
  capacity: number;
  /** Limbs per count. */
  limbs: number;
  /** The two words of each state's key. */
  low: Int32Array;
  high: Int32Array;
  /** Each state's count, `limbs` float64s, least significant first. */
  counts: Float64Array;
  /** The hash table: `[low, high, state + 1]` per slot, 0 in the third word for an empty slot. */
  table = new Int32Array(0);
  /** Slots - 1, and 32 - log2(slots): a slot is the top bits of a multiplicative hash. */
  mask = 0;
  shift = 0;
  /** The size past which the table doubles. */
  full = 0;

  constructor(capacity: number, limbs: number) {
    this.capacity = capacity;
    this.limbs = limbs;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.counts = new Float64Array(capacity * limbs);
    this.sizeTable(capacity);
  }

  /**
   * Empties the set, makes room for `capacity` states of `limbs` limbs, `expected` of them likely.
   * Cost: O(size × limbs) to clear, or new arrays when it must grow.
   */
  reset(capacity: number, limbs: number, expected: number): void {
    if (capacity > this.capacity || limbs !== this.limbs) {
      this.capacity = Math.max(capacity, this.capacity);
      this.limbs = limbs;
      this.low = new Int32Array(this.capacity);
      this.high = new Int32Array(this.capacity);
      this.counts = new Float64Array(this.capacity * limbs);
    } else {
      this.counts.fill(0, 0, this.size * limbs);
    }
    this.size = 0;
    this.sizeTable(expected);
  }

  /**
   * Makes room for `capacity` states, keeping those held (the table holds indices, so it stays).
   * Cost: O(size × limbs) copied into new arrays, when it grows.
   */
  reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    const low = new Int32Array(capacity);
    const high = new Int32Array(capacity);
    const counts = new Float64Array(capacity * this.limbs);
    low.set(this.low.subarray(0, this.size));
    high.set(this.high.subarray(0, this.size));
    counts.set(this.counts.subarray(0, this.size * this.limbs));
    this.low = low;
    this.high = high;
    this.counts = counts;
    this.capacity = capacity;
  }

  /** An empty table for about `expected` states. */
  private sizeTable(expected: number): void {
    let bits = 4;
    while (1 << bits < 2 * expected) bits++;
    if (this.table.length === 3 << bits) this.table.fill(0);
    else this.table = new Int32Array(3 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.full = 1 << (bits - 1);
  }

  /**
   * The index of the state keyed (`low`, `high`), added with a zero count if new; -1 when it is new
   * and the set already holds `maxStates`. Cost: O(1) expected (a probe of the table), and a
   * doubling of the table now and then.
   */
  indexOf(low: number, high: number, maxStates: number): number {
    if (this.size >= this.full) this.grow();
    const table = this.table;
    for (let slot = slotOf(low, high, this.shift); ; slot = (slot + 1) & this.mask) {
      const entry = slot * 3;
      const found = table[entry + 2];
      if (found === 0) {
        if (this.size >= maxStates) return -1;
        const at = this.size++;
        this.low[at] = low;
        this.high[at] = high;
        table[entry] = low;
        table[entry + 1] = high;
        table[entry + 2] = at + 1;
        return at;
      }
      if (table[entry] === low && table[entry + 1] === high) return found - 1;
    }
  }

  /** Doubles the table and puts every state back in it. Cost: O(size). */
  grow(): void {
    const bits = 33 - this.shift;
    const table = new Int32Array(3 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.full = 1 << (bits - 1);
    for (let at = 0; at < this.size; at++) {
      const low = this.low[at];
      const high = this.high[at];
      let slot = slotOf(low, high, this.shift);
      while (table[slot * 3 + 2] !== 0) slot = (slot + 1) & this.mask;
      table[slot * 3] = low;
      table[slot * 3 + 1] = high;
      table[slot * 3 + 2] = at + 1;
    }
    this.table = table;
  }
}

/** A key's first slot: the top bits of a multiplicative hash of both words. Cost: O(1). */
function slotOf(low: number, high: number, shift: number): number {
  return Math.imul(low ^ Math.imul(high, 0x2c1b3c6d), 0x9e3779b1) >>> shift;
}
