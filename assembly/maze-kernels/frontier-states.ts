// The regions of frontier states of the path count's sweep (frontier.ts): their shape (a key, then
// a count of `limbs` 64-bit limbs, least significant first), the counts' sums, and the passes over
// whole regions between two cells: the successors put in order, the partner successors sorted, the
// counts widened.

/** Bits of a key: two a plug. */
export let field: i32 = 0;
/** Limbs a count, and bytes a state. */
export let limbs: i32 = 1;
export let entry: usize = 16;
/** 256 counters for the partners' radix sort. */
let buckets: usize = 0;

/** Sets the keys' bits, the counts' limbs and the sort's counters (1 KiB at `bucketsAt`). */
export function setShape(bits: i32, limbCount: i32, bucketsAt: usize): void {
  field = bits;
  buckets = bucketsAt;
  setLimbs(limbCount);
}

function setLimbs(count: i32): void {
  limbs = count;
  entry = (<usize>(1 + count)) << 3;
}

/** Adds the count at `from` to the count at `to`, carrying from limb to limb. */
export function addCount(to: usize, from: usize): void {
  let carry: u64 = 0;
  for (let l = 0; l < limbs; l++) {
    const at = (<usize>l) << 3;
    const a = load<u64>(to + at);
    const sum = a + load<u64>(from + at);
    const withCarry = sum + carry;
    carry = (<u64>(sum < a)) | (<u64>(withCarry < sum));
    store<u64>(to + at, withCarry);
  }
}

export function copyCount(to: usize, from: usize): void {
  for (let l = 0; l < limbs; l++) {
    const at = (<usize>l) << 3;
    store<u64>(to + at, load<u64>(from + at));
  }
}

/** Copies the state at `from` to `to`. */
function copyState(to: usize, from: usize): void {
  store<u64>(to, load<u64>(from));
  copyCount(to + 8, from + 8);
}

/**
 * Copies the `count` states at `from` into four runs by their top plug, each in the order they
 * came: run r from state `places[r]` of `to` on (four Int32 at `places`, moved on as they fill).
 * With each run's place after the runs before it, the runs make one sorted sequence; two threads
 * each put their part of every run in its place.
 */
export function frontierScatter(from: usize, count: i32, to: usize, places: usize): void {
  const top = <u64>(field - 2);
  for (let i = 0; i < count; i++) {
    const source = from + <usize>i * entry;
    const place = places + ((<usize>(load<u64>(source) >> top)) << 2);
    const at = load<i32>(place);
    store<i32>(place, at + 1);
    copyState(to + <usize>at * entry, source);
  }
}

/**
 * Merges the sorted states at `first` (`firstCount`) and at `second` (`secondCount`) into `to`,
 * states of equal keys into one. Returns the states written.
 */
export function frontierMerge(
  first: usize,
  firstCount: i32,
  second: usize,
  secondCount: i32,
  to: usize,
): i32 {
  let i = 0;
  let j = 0;
  let written = 0;
  while (i < firstCount || j < secondCount) {
    let from: usize;
    if (j >= secondCount) {
      from = first + <usize>i * entry;
      i++;
    } else if (i >= firstCount) {
      from = second + <usize>j * entry;
      j++;
    } else {
      const a = first + <usize>i * entry;
      const b = second + <usize>j * entry;
      if (load<u64>(a) <= load<u64>(b)) {
        from = a;
        i++;
      } else {
        from = b;
        j++;
      }
    }
    const last = to + <usize>(written - 1) * entry;
    if (written > 0 && load<u64>(last) === load<u64>(from)) addCount(last + 8, from + 8);
    else {
      copyState(to + <usize>written * entry, from);
      written++;
    }
  }
  return written;
}

/**
 * Sorts the `count` partner states at `from` by key into `to`, states of equal keys merged into
 * one (their counts added); `pairs` and `spare` hold 16 bytes a state each (key, place). Returns
 * the states written. Cost: a pass per byte of the key that differs between states (radix sort).
 */
export function frontierSortPartners(from: usize, count: i32, pairs: usize, spare: usize, to: usize): i32 {
  for (let i = 0; i < count; i++) {
    const pair = pairs + ((<usize>i) << 4);
    store<u64>(pair, load<u64>(from + <usize>i * entry));
    store<u64>(pair + 8, <u64>i);
  }
  let source = pairs;
  let target = spare;
  for (let shift = 0; shift < field; shift += 8) {
    const byte = <u64>shift;
    for (let b = 0; b < 256; b++) store<i32>(buckets + ((<usize>b) << 2), 0);
    for (let i = 0; i < count; i++) {
      const digit = <usize>((load<u64>(source + ((<usize>i) << 4)) >> byte) & 255);
      const counter = buckets + (digit << 2);
      store<i32>(counter, load<i32>(counter) + 1);
    }
    // A byte the same in every key orders nothing: skip its pass.
    let skip = false;
    let sum: i32 = 0;
    for (let b = 0; b < 256; b++) {
      const counter = buckets + ((<usize>b) << 2);
      const here = load<i32>(counter);
      if (here === count) skip = true;
      store<i32>(counter, sum);
      sum += here;
    }
    if (skip) continue;
    for (let i = 0; i < count; i++) {
      const pair = source + ((<usize>i) << 4);
      const key = load<u64>(pair);
      const counter = buckets + ((<usize>((key >> byte) & 255)) << 2);
      const place = load<i32>(counter);
      store<i32>(counter, place + 1);
      const moved = target + ((<usize>place) << 4);
      store<u64>(moved, key);
      store<u64>(moved + 8, load<u64>(pair + 8));
    }
    const swap = source;
    source = target;
    target = swap;
  }
  let written: i32 = 0;
  for (let i = 0; i < count; i++) {
    const pair = source + ((<usize>i) << 4);
    const key = load<u64>(pair);
    const state = from + <usize>load<u64>(pair + 8) * entry;
    const last = to + <usize>(written - 1) * entry;
    if (written > 0 && load<u64>(last) === key) addCount(last + 8, state + 8);
    else {
      const next = to + <usize>written * entry;
      store<u64>(next, key);
      copyCount(next + 8, state + 8);
      written++;
    }
  }
  return written;
}

/** The bits the top limbs of the `count` states at `at` take at most (0 to 64). */
export function frontierTopBits(at: usize, count: i32): i32 {
  const top = (<usize>limbs) << 3;
  let bits: u64 = 0;
  for (let i = 0; i < count; i++) bits |= load<u64>(at + <usize>i * entry + top);
  return 64 - <i32>clz(bits);
}

/**
 * Gives each of the `count` states at `at` one more limb (0), in place: the caller has made room
 * for the wider entries. Call it for every region of states, then `frontierWiden`.
 */
export function frontierWidenStates(at: usize, count: i32): void {
  const wider = entry + 8;
  for (let i = count - 1; i >= 0; i--) {
    const from = at + <usize>i * entry;
    const to = at + <usize>i * wider;
    store<u64>(to + entry, 0);
    for (let word = limbs; word >= 0; word--)
      store<u64>(to + ((<usize>word) << 3), load<u64>(from + ((<usize>word) << 3)));
  }
}

/** From now on, counts have one more limb. */
export function frontierWiden(): void {
  setLimbs(limbs + 1);
}
