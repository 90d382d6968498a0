import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../random.test-util.js';
import { chainReach } from './reach.js';
import {
  distributionThrows,
  throwDistribution,
  type DistributionState,
  type ThrowDistribution,
} from './distribution.js';
import type { SnakesChain } from './chain.js';
import { arbitraryChain, expectSameDistribution } from './distribution.test-util.js';
import {
  deferKeys,
  LOGGED,
  NEXT_HIGH,
  NEXT_LOW,
  PUSH_WORDS,
  pushSources,
  pushUpper,
  replayLog,
  STOPPED_AT,
} from './push-throw.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

/**
 * The two-thread distribution played on one thread: every throw split at a random square, the upper
 * half pushed first or second at random into a log of random (often too small) capacity.
 */
function splitDistribution(chain: SnakesChain, seed: number, maxWork: number): ThrowDistribution {
  const random = mulberry32(seed);
  const reach = chainReach(chain);
  const key = deferKeys(chain.landing, reach.canFinish);
  const theirs = new Float64Array(PUSH_WORDS);
  const throws = distributionThrows(chain, reach, { tolerance: 1e-12, maxWork });
  for (let step = throws.next(); ; step = throws.next()) {
    if (step.done) return step.value;
    const { now, next, visits, low, high, out } = step.value;
    const mid = low + Math.floor(random() * (high - low + 2));
    const capacity = chain.faces + Math.floor(random() * 4 * chain.faces);
    const log = { to: new Int32Array(capacity), part: new Float64Array(capacity) };
    theirs[NEXT_LOW] = chain.last + 1;
    theirs[NEXT_HIGH] = -1;
    const upper = (): void =>
      pushUpper(chain, key, now, next, visits, mid, high, theirs, log, mid + chain.faces);
    const lower = (): void => pushSources(chain, reach.canFinish, now, next, visits, low, mid - 1, out);
    if (random() < 0.5) {
      upper();
      lower();
    } else {
      lower();
      upper();
    }
    replayLog(log, theirs[LOGGED], chain.last, reach.canFinish, next, out);
    out[NEXT_LOW] = Math.min(out[NEXT_LOW], theirs[NEXT_LOW]);
    out[NEXT_HIGH] = Math.max(out[NEXT_HIGH], theirs[NEXT_HIGH]);
    if (theirs[STOPPED_AT] <= high)
      pushSources(chain, reach.canFinish, now, next, visits, theirs[STOPPED_AT], high, out);
  }
}

describe('the split push', () => {
  it('gives the one-thread distribution bit for bit, wherever each throw is split and however small the log', () => {
    fc.assert(
      fc.property(arbitraryChain, fc.nat(), (chain, seed) => {
        const one = throwDistribution(chain, chainReach(chain), { tolerance: 1e-12, maxWork: 2e5 });
        expectSameDistribution(one, splitDistribution(chain, seed, 2e5));
      }),
      { numRuns: propertyRuns(400), seed: 11 },
    );
  });

  it('goes on from any throw where another loop stopped (the hand-over from a worker that pushed alone)', () => {
    fc.assert(
      fc.property(arbitraryChain, fc.nat(), (chain, stopAt) => {
        const reach = chainReach(chain);
        const options = { tolerance: 1e-12, maxWork: 2e5 };
        const one = throwDistribution(chain, reach, options);
        const vectors = [0, 1, 2].map(() => new Float64Array(chain.last + 1));
        let allocated = 0;
        const first = distributionThrows(chain, reach, options, () => vectors[allocated++]);
        let state: DistributionState | undefined;
        for (let step = first.next(), count = 0; !state; step = first.next(), count++) {
          if (step.done) return; // finished before the hand-over: nothing to resume
          const { now, next, visits, low, high, out } = step.value;
          if (count === stopAt % (one.probabilities.length + 1)) state = step.value.state();
          else pushSources(chain, reach.canFinish, now, next, visits, low, high, out);
        }
        allocated = 0;
        const rest = distributionThrows(chain, reach, options, () => vectors[allocated++], state);
        for (let step = rest.next(); ; step = rest.next()) {
          if (step.done) return expectSameDistribution(one, step.value);
          const { now, next, visits, low, high, out } = step.value;
          pushSources(chain, reach.canFinish, now, next, visits, low, high, out);
        }
      }),
      { numRuns: 300, seed: 13 },
    );
  });

  it('keys each square by the lowest square whose throw may reach it, -1 for the end and for dead ends', () => {
    // Squares 0…9: a ladder 2→7, snakes 8→1 and 5→3; square 6 cannot finish; 9 is the last.
    const landing = Int32Array.from([0, 1, 7, 3, 4, 3, 6, 7, 1, 9]);
    const canFinish = Uint8Array.from([1, 1, 1, 1, 1, 1, 0, 1, 1, 1]);
    expect(Array.from(deferKeys(landing, canFinish))).toEqual([0, 1, 2, 3, 4, 5, -1, 2, 8, -1]);
  });
});
