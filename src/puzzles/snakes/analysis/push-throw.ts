// One throw of the game's distribution, pushed from a range of squares: the kernel that
// `throwDistribution` runs over the whole range on one thread, and that the two threads of
// `throwDistributionAsync` (distribution-threads.ts) run over two halves. No Node imports: the page
// bundles it through distribution.ts.
import { throwEnd, type SnakesChain } from './chain.js';

// Where a pushed throw's chance went, beside the vector it was added to: the words of a Float64Array
// `PUSH_WORDS` long.
/** The chance that reached the last square. */
export const ENDED = 0;
/** The chance that reached a square from which the last cannot be reached. */
export const STUCK = 1;
/** The smallest square of the next vector given chance. */
export const NEXT_LOW = 2;
/** The largest square of the next vector given chance. */
export const NEXT_HIGH = 3;
/** How many entries the log holds (the deferring half only). */
export const LOGGED = 4;
/** The first square not pushed (the deferring half stops early when its log would overflow), else to + 1. */
export const STOPPED_AT = 5;
/** How long the push took, in milliseconds (set by the worker, for balancing the next split). */
export const ELAPSED = 6;
/** How many words the push's results take. */
export const PUSH_WORDS = 7;

/**
 * Contributions the upper half of a split throw cannot add itself, in the order it made them: a
 * destination square and the chance, replayed by the lower half after its own
 * push. Both arrays may live in shared memory.
 */
interface PushLog {
  readonly to: Int32Array;
  readonly part: Float64Array;
}

/**
 * For each square t, what decides whether the upper half of a split throw may add to t itself: the
 * lowest square whose throw may first reach t (t itself, or the start of a jump leading to t if
 * lower), or -1 for the last square and for squares from which the last cannot be reached (that
 * chance goes to the game's end or to stuck, single sums both halves add to). A throw from below
 * `mid` reaches t only if `key[t] < mid + faces` (a square reached directly lies below mid + faces;
 * so does the start of a jump reached; a throw past the end from below mid starts within `faces` of
 * the end, and its bounce lies below the end). So the upper half adds straight into the squares whose
 * key is at least `mid + faces`, which the lower half never touches, and logs the rest: one read of
 * one array per throw decides.
 *
 * Cost: O(squares) time, 4 bytes per square (into `out`, which may be shared).
 */
export function deferKeys(
  landing: Int32Array,
  canFinish: Uint8Array,
  out: Int32Array = new Int32Array(landing.length),
): Int32Array {
  const last = landing.length - 1;
  for (let t = 0; t <= last; t++) out[t] = t;
  for (let p = 0; p <= last; p++) {
    const t = landing[p];
    if (t !== p && p < out[t]) out[t] = p;
  }
  for (let t = 0; t <= last; t++) if (t === last || canFinish[t] === 0) out[t] = -1;
  return out;
}

/**
 * Pushes the chance on squares `from` … `to` of `now` one throw on: each square's chance moves to
 * `visits`, and a `faces`-th of it to where each face ends: `next`, or the game's end (added to
 * `out[ENDED]`), or stuck (added to `out[STUCK]`). The smallest and largest square of `next` given
 * chance go to `out[NEXT_LOW]`, `out[NEXT_HIGH]` (kept if already beyond).
 *
 * Cost: O((to − from + 1) × faces) time, no allocation.
 */
export function pushSources(
  chain: SnakesChain,
  canFinish: Uint8Array,
  now: Float64Array,
  next: Float64Array,
  visits: Float64Array,
  from: number,
  to: number,
  out: Float64Array,
): void {
  const { last, faces, landing } = chain;
  const share = 1 / faces;
  let ended = out[ENDED];
  let stuck = out[STUCK];
  let nextLow = out[NEXT_LOW];
  let nextHigh = out[NEXT_HIGH];
  // Integer bounds (they may come from a Float64Array): a double loop counter makes every index slower.
  for (let square = from | 0, stop = to | 0; square <= stop; square++) {
    const mass = now[square];
    if (mass === 0) continue;
    visits[square] += mass;
    now[square] = 0;
    const part = mass * share;
    const inside = square + faces <= last;
    for (let face = 1; face <= faces; face++) {
      const t = inside ? landing[square + face] : throwEnd(chain, square, face);
      if (t === last) ended += part;
      else if (canFinish[t] === 0) stuck += part;
      else {
        next[t] += part;
        if (t < nextLow) nextLow = t;
        if (t > nextHigh) nextHigh = t;
      }
    }
  }
  out[ENDED] = ended;
  out[STUCK] = stuck;
  out[NEXT_LOW] = nextLow;
  out[NEXT_HIGH] = nextHigh;
  out[STOPPED_AT] = to + 1;
}

/**
 * `pushSources` for the upper half of a split throw (squares `from` = mid … `to`): contributions to
 * squares whose `key` (`deferKeys`) is below `limit` = mid + faces — those the lower half may add to
 * in the same throw, the game's end and stuck — go to `log` in order, the others straight into
 * `next`. The lower half replays the log after its own push (`replayLog`), so each square receives
 * its chance in the order of the squares it came from, as on one thread: the two-thread result is
 * bit for bit the one-thread one. A log that would overflow stops the push before a square
 * (`out[STOPPED_AT]`); `out[LOGGED]` says how many entries it holds.
 *
 * A kernel of its own, like `pushSources` in shape on purpose: one loop with a test per face for
 * both halves would slow the one-thread push, which is most of the analysis's time.
 *
 * Cost: O((to − from + 1) × faces) time, no allocation.
 */
export function pushUpper(
  chain: SnakesChain,
  key: Int32Array,
  now: Float64Array,
  next: Float64Array,
  visits: Float64Array,
  from: number,
  to: number,
  out: Float64Array,
  log: PushLog,
  limit: number,
): void {
  const { last, faces, landing } = chain;
  const share = 1 / faces;
  const capacity = log.to.length - faces;
  const logTo = log.to;
  const logPart = log.part;
  let nextLow = out[NEXT_LOW];
  let nextHigh = out[NEXT_HIGH];
  let logged = 0;
  let square = from | 0;
  for (const stop = to | 0; square <= stop; square++) {
    const mass = now[square];
    if (mass === 0) continue;
    if (logged > capacity) break;
    visits[square] += mass;
    now[square] = 0;
    const part = mass * share;
    const inside = square + faces <= last;
    for (let face = 1; face <= faces; face++) {
      const t = inside ? landing[square + face] : throwEnd(chain, square, face);
      const k = key[t];
      if (k < limit) {
        logTo[logged] = t;
        logPart[logged++] = part;
        if (k < 0) continue;
      } else next[t] += part;
      if (t < nextLow) nextLow = t;
      if (t > nextHigh) nextHigh = t;
    }
  }
  out[NEXT_LOW] = nextLow;
  out[NEXT_HIGH] = nextHigh;
  out[LOGGED] = logged;
  out[STOPPED_AT] = square;
}

/**
 * Adds the first `count` entries of `log` to `next`, or to `out[ENDED]` (the last square) or
 * `out[STUCK]` (a square from which the last cannot be reached), in order. Cost: O(count).
 */
export function replayLog(
  log: PushLog,
  count: number,
  last: number,
  canFinish: Uint8Array,
  next: Float64Array,
  out: Float64Array,
): void {
  let ended = out[ENDED];
  let stuck = out[STUCK];
  for (let i = 0; i < count; i++) {
    const t = log.to[i];
    if (t === last) ended += log.part[i];
    else if (canFinish[t] === 0) stuck += log.part[i];
    else next[t] += log.part[i];
  }
  out[ENDED] = ended;
  out[STUCK] = stuck;
}
