// The distribution of the game's length: its loop of throws and `throwDistribution`. Apart from the
// expected-throws solve (expected.ts) and analyze.ts, so that the worker thread of the two-thread
// distribution (distribution-threads.worker.ts) runs it without loading them. No Node imports.
import { throwIfAborted } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import type { SnakesChain } from './chain.js';
import { ENDED, NEXT_HIGH, NEXT_LOW, PUSH_WORDS, pushSources, STUCK } from './push-throw.js';
import { chainReach, type ChainReach } from './reach.js';
import { ESTIMATE_FROM_THROWS, settled, throwsToCover } from './tail-estimate.js';
import { ThrowList } from './throw-list.js';

/** The distribution of the number of throws one player needs. */
export interface ThrowDistribution {
  /** probabilities[n] = the chance that the game ends on throw n exactly (n = 0, 1, …). */
  readonly probabilities: Float64Array;
  /** The chance of finishing within the throws listed. */
  readonly finished: number;
  /** The chance of being stuck for ever on squares from which the last cannot be reached. */
  readonly stuck: number;
  /** The chance still in play after the throws listed. */
  readonly remaining: number;
  /** At most `tolerance` of the chance is left in play (the tail beyond is negligible). */
  readonly complete: boolean;
  /** No chance at all is left in play: the game never lasts longer than the throws listed. */
  readonly bounded: boolean;
  /** Expected visits to each square (the start counts as one) during the throws listed. */
  readonly visits: Float64Array;
  /**
   * Why the list stops while more than `tolerance` is in play: the work budget (`maxWork`), or the
   * memory it may take (`maxMemory`); null when it is complete.
   */
  readonly cut: 'budget' | 'memory' | null;
  /**
   * When the list is cut short and the chance in play was seen shrinking at a steady rate: about
   * how many throws would leave at most `tolerance` in play (`throwsToCover`), and how many the
   * limit that cut it allows in all. Null otherwise.
   */
  readonly needed: { readonly throws: number; readonly allowed: number } | null;
}

/** The distribution's default work budget, in square-face steps: 5·10⁷, about 0.1–0.2 s. */
export const DEFAULT_MAX_WORK = 5e7;

/** Options for `throwDistribution`. */
export interface DistributionOptions {
  /** Stop once at most this much chance is still in play (default 1e-9). */
  readonly tolerance?: number;
  /** Stop after about this many square-face steps in all (default `DEFAULT_MAX_WORK`: a fraction of a second). */
  readonly maxWork?: number;
  /** Stop (with a `BoardpathError` of code `E_ABORTED`) when this signal fires; checked every throw. */
  readonly signal?: AbortSignal;
  /**
   * Told after every throw: the throws computed so far, and about how many are needed in all
   * (the same number until the chance in play has been seen shrinking steadily).
   */
  readonly progress?: Progress;
  /**
   * Bytes the list of throws may take (`DISTRIBUTION_BYTES_PER_THROW` and `bytesPerThrow` a throw,
   * counted before it grows): once full, the distribution stops there (`cut: 'memory'`).
   */
  readonly maxMemory?: number;
  /** Bytes a throw listed takes beyond the list's own, for what the caller makes of it (players' figures, JSON). */
  readonly bytesPerThrow?: number;
}

/**
 * One throw `distributionThrows` asks for: push the chance on squares low … high of `now` into
 * `next`, `visits` and `out` (`pushSources`, on one thread or split over two).
 */
export interface ThrowStep {
  readonly now: Float64Array;
  readonly next: Float64Array;
  readonly visits: Float64Array;
  readonly low: number;
  readonly high: number;
  readonly out: Float64Array;
  /** The loop's state before this throw, to resume it elsewhere (`distributionThrows`'s `resume`). */
  readonly state: () => DistributionState;
}

/**
 * Where the loop of `distributionThrows` stands before a throw: with the vectors (the chance in play
 * in the first allocated vector for parity 0, the second for 1, and the visits), all it needs to go
 * on exactly as it would have.
 */
export interface DistributionState {
  readonly probabilities: Float64Array;
  readonly finished: number;
  readonly stuck: number;
  readonly remaining: number;
  readonly low: number;
  readonly high: number;
  readonly work: number;
  readonly parity: 0 | 1;
  /** The chance in play after the last power of two throws, and the estimate made there. */
  readonly mark: number;
  readonly guess: number | null;
  /** Whether `guess` agreed with the one before (`settled`). */
  readonly trusted: boolean;
}

/**
 * The loop of `throwDistribution` without its push: it yields each throw to make and returns the
 * distribution, so that one loop serves one thread and two. `allocate` makes the three vectors (the
 * two-thread version puts them in shared memory); `resume` goes on from a state a step gave (the
 * vectors then already hold it).
 *
 * Cost: that of `throwDistribution`, the pushes aside.
 */
export function* distributionThrows(
  chain: SnakesChain,
  reach: Pick<ChainReach, 'canFinish' | 'count'>,
  options: DistributionOptions,
  allocate: (length: number) => Float64Array = (length) => new Float64Array(length),
  resume?: DistributionState,
): Generator<ThrowStep, ThrowDistribution, void> {
  const { last, faces, start } = chain;
  const tolerance = options.tolerance ?? 1e-9;
  const maxWork = options.maxWork ?? DEFAULT_MAX_WORK;
  const size = last + 1;
  const first = allocate(size);
  const second = allocate(size);
  const visits = allocate(size);
  let [now, next] = resume?.parity === 1 ? [second, first] : [first, second];
  const probabilities = new ThrowList(
    options.maxMemory ?? Infinity,
    options.bytesPerThrow ?? 0,
    resume?.probabilities,
  );
  const { canFinish } = reach;
  let finished = resume?.finished ?? 0;
  let stuck = resume?.stuck ?? 0;
  let remaining = resume?.remaining ?? 1;
  // Squares holding chance right now lie in [low, high]: early throws touch few squares.
  let low = resume?.low ?? start;
  let high = resume?.high ?? start;
  let work = resume?.work ?? 0;
  let mark = resume?.mark ?? 1;
  let guess = resume?.guess ?? null;
  let trusted = resume?.trusted ?? false;
  const done = (cut: ThrowDistribution['cut'], needed: ThrowDistribution['needed'] = null) => ({
    probabilities: probabilities.toArray(),
    finished,
    stuck,
    remaining,
    complete: remaining <= tolerance,
    bounded: high < low,
    visits,
    cut: remaining <= tolerance ? null : cut,
    needed: remaining <= tolerance ? null : needed,
  });
  if (!resume) {
    probabilities.push(start === last ? 1 : 0);
    if (start === last) return { ...done(null), finished: 1, remaining: 0, complete: true, bounded: true };
    if (canFinish[start]) now[start] = 1;
    else {
      stuck = 1;
      remaining = 0;
    }
  }
  const stepWork = Math.max(1, reach.count * faces);
  const out = new Float64Array(PUSH_WORDS);
  const state = (): DistributionState => ({
    probabilities: probabilities.toArray(),
    finished,
    stuck,
    remaining,
    low,
    high,
    work,
    parity: now === first ? 0 : 1,
    mark,
    guess,
    trusted,
  });
  // The throws the budget and the memory allow in all, at the current cost of a throw.
  const allowed = () => {
    const perThrow = Math.max(1, Math.min(stepWork, (high - low + 1) * faces));
    const byBudget = probabilities.length - 1 + Math.max(0, Math.ceil((maxWork - work) / perThrow));
    const byMemory = probabilities.most - 1;
    return byBudget <= byMemory
      ? { throws: byBudget, by: 'budget' as const }
      : { throws: byMemory, by: 'memory' as const };
  };
  let cut: ThrowDistribution['cut'] = 'budget';
  let needed: ThrowDistribution['needed'] = null;
  while (remaining > tolerance && work < maxWork) {
    if (!probabilities.room()) {
      cut = 'memory';
      break;
    }
    throwIfAborted(options.signal);
    const listed = probabilities.length;
    options.progress?.(listed, trusted && guess !== null ? Math.max(guess, listed) : listed);
    out[ENDED] = 0;
    out[STUCK] = stuck;
    out[NEXT_LOW] = size;
    out[NEXT_HIGH] = -1;
    yield { now, next, visits, low, high, out, state };
    const ended = out[ENDED];
    stuck = out[STUCK];
    probabilities.push(ended);
    finished += ended;
    [now, next] = [next, now];
    low = out[NEXT_LOW] | 0;
    high = out[NEXT_HIGH] | 0;
    remaining = chanceBetween(now, low, high);
    work += Math.min(stepWork, (high - low + 1) * faces);
    const throws = probabilities.length - 1;
    if ((throws & (throws - 1)) === 0) {
      // At each power of two, the rate since the last: once two agree, a budget or a memory that
      // cannot cover the game says so, not after spending itself on a tail it cannot finish. The
      // default budget's worth (a fraction of a second) is always spent: it lists what it can.
      const before = guess;
      guess = throwsToCover(throws, remaining, mark, tolerance);
      trusted = throws >= ESTIMATE_FROM_THROWS && settled(guess, before);
      mark = remaining;
      const limit = allowed();
      if (trusted && guess !== null && guess > 2 * limit.throws && work >= DEFAULT_MAX_WORK) {
        cut = limit.by;
        needed = { throws: guess, allowed: limit.throws };
        break;
      }
    }
  }
  // The chance still in play counts as visits too, so that visits stay a lower bound of the truth.
  for (let square = low; square <= high; square++) visits[square] += now[square];
  const listed = probabilities.length - 1;
  if (needed === null && trusted && guess !== null && guess > listed)
    needed = { throws: guess, allowed: listed };
  return done(cut, needed);
}

/** The chance on squares low … high of a vector, summed in order (the same sum on one thread or two). Cost: O(high − low). */
function chanceBetween(vector: Float64Array, low: number, high: number): number {
  let sum = 0;
  for (let square = low; square <= high; square++) sum += vector[square];
  return sum;
}

/**
 * The distribution of the game's length, by pushing the probability vector over the squares one throw
 * at a time until at most `tolerance` of it is still in play (or the work budget runs out: then
 * `complete` is false). Chance that reaches a square from which the last cannot be reached is counted
 * as `stuck` and leaves the vector.
 *
 * Cost: O(squares × faces) per throw; 16 bytes per square.
 */
export function throwDistribution(
  chain: SnakesChain,
  reach: ChainReach = chainReach(chain),
  options: DistributionOptions = {},
): ThrowDistribution {
  const throws = distributionThrows(chain, reach, options);
  for (let step = throws.next(); ; step = throws.next()) {
    if (step.done) return step.value;
    const { now, next, visits, low, high, out } = step.value;
    pushSources(chain, reach.canFinish, now, next, visits, low, high, out);
  }
}
