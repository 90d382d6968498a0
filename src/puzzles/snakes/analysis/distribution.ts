// The distribution of the game's length: its loop of throws and `throwDistribution`. Apart from the
// expected-throws solve (expected.ts) and analyze.ts, so that the worker thread of the two-thread
// distribution (distribution-threads.worker.ts) runs it without loading them. No Node imports.
import { throwIfAborted } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import type { SnakesChain } from './chain.js';
import { ENDED, NEXT_HIGH, NEXT_LOW, PUSH_WORDS, pushSources, STUCK } from './push-throw.js';
import { chainReach, type ChainReach } from './reach.js';

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
  /** Told after every throw: the throws computed so far (and again the same number). */
  readonly progress?: Progress;
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
  readonly probabilities: readonly number[];
  readonly finished: number;
  readonly stuck: number;
  readonly remaining: number;
  readonly low: number;
  readonly high: number;
  readonly work: number;
  readonly parity: 0 | 1;
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
  const probabilities: number[] = resume ? [...resume.probabilities] : [];
  const { canFinish } = reach;
  let finished = resume?.finished ?? 0;
  let stuck = resume?.stuck ?? 0;
  let remaining = resume?.remaining ?? 1;
  // Squares holding chance right now lie in [low, high]: early throws touch few squares.
  let low = resume?.low ?? start;
  let high = resume?.high ?? start;
  let work = resume?.work ?? 0;
  if (!resume) {
    if (start === last) {
      probabilities.push(1);
      return {
        probabilities: Float64Array.from(probabilities),
        finished: 1,
        stuck: 0,
        remaining: 0,
        complete: true,
        bounded: true,
        visits,
      };
    }
    probabilities.push(0);
    if (canFinish[start]) now[start] = 1;
    else {
      stuck = 1;
      remaining = 0;
    }
  }
  const stepWork = Math.max(1, reach.count * faces);
  const out = new Float64Array(PUSH_WORDS);
  const state = (): DistributionState => ({
    probabilities: [...probabilities],
    finished,
    stuck,
    remaining,
    low,
    high,
    work,
    parity: now === first ? 0 : 1,
  });
  while (remaining > tolerance && work < maxWork) {
    throwIfAborted(options.signal);
    options.progress?.(probabilities.length, probabilities.length);
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
  }
  // The chance still in play counts as visits too, so that visits stay a lower bound of the truth.
  for (let square = low; square <= high; square++) visits[square] += now[square];
  return {
    probabilities: Float64Array.from(probabilities),
    finished,
    stuck,
    remaining,
    complete: remaining <= tolerance,
    bounded: high < low,
    visits,
  };
}

/** The chance on squares low … high of a vector, summed in order (the same sum on one thread or two). Cost: O(high − low). */
export function chanceBetween(vector: Float64Array, low: number, high: number): number {
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
