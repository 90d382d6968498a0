import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../random.test-util.js';
import { analyzeSnakes } from './analyze.js';
import { chainReach } from './reach.js';
import { snakesChain } from './chain.js';
import { END_RULES } from './end-rules.js';
import { throwDistribution } from './distribution.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import {
  analyzeSnakesAsync,
  distributionThreads,
  throwDistributionAsync,
  THREADS_FROM_BUDGET,
  THREADS_FROM_WORK,
} from './distribution-threads.js';
import {
  arbitraryChain,
  arbitraryGame,
  expectSameDistribution,
  randomBoard,
} from './distribution.test-util.js';
import { propertyRuns } from '../../../property-runs.test-util.js';
import { slow } from '../../../slow.test-util.js';

// The worker is the compiled one in dist/ (npm test builds first).
describe('the distribution on two threads', () => {
  it('equals the one-thread distribution bit for bit on random boards of every end rule, chained or not', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryChain, async (chain) => {
        const reach = chainReach(chain);
        const options = { tolerance: 1e-12, maxWork: 2e5 };
        const one = throwDistribution(chain, reach, options);
        expectSameDistribution(
          one,
          await throwDistributionAsync(chain, reach, { ...options, threads: 2, splitEveryThrow: true }),
        );
      }),
      { numRuns: propertyRuns(40), seed: 3 },
    );
  });

  it('splits throws spanning many squares, without splitEveryThrow, to the same result', slow, async () => {
    const random = mulberry32(5);
    const jumps: [number, number][] = [];
    for (let i = 0; i < 4000; i++) jumps.push([Math.floor(random() * 1e9), Math.floor(random() * 1e9)]);
    for (const end of END_RULES) {
      const chain = snakesChain(randomBoard(60_000, 6, jumps), { end });
      const reach = chainReach(chain);
      const options = { maxWork: 4e7 }; // about 100 throws: the worker (ready after some 50 ms) takes part
      expectSameDistribution(
        throwDistribution(chain, reach, options),
        await throwDistributionAsync(chain, reach, { ...options, threads: 2 }),
      );
    }
  });

  it('gives the analysis of analyzeSnakes on random boards (the worker pushes alone during the solve, then hands over)', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryGame, async ({ board, end, chain }) => {
        const one = analyzeSnakes(board, { end, chain, maxWork: 2e5 });
        const two = await analyzeSnakesAsync(board, { end, chain, maxWork: 2e5, threads: 2 });
        expectSameDistribution(one.distribution, two.distribution);
        expect({ ...two, distribution: null }).toEqual({ ...one, distribution: null });
      }),
      { numRuns: propertyRuns(10), seed: 8 },
    );
    const random = mulberry32(9);
    const jumps: [number, number][] = [];
    for (let i = 0; i < 3000; i++) jumps.push([Math.floor(random() * 1e9), Math.floor(random() * 1e9)]);
    const board = randomBoard(50_000, 6, jumps);
    const one = analyzeSnakes(board, { maxWork: 3e7 });
    const two = await analyzeSnakesAsync(board, { maxWork: 3e7, threads: 2 });
    expectSameDistribution(one.distribution, two.distribution);
    expect({ ...two, distribution: null }).toEqual({ ...one, distribution: null });
  });

  it('gives the whole analysis of analyzeSnakes', async () => {
    for (const end of END_RULES) {
      const board = BUILT_IN_BOARDS.classic();
      const one = analyzeSnakes(board, { end, percentiles: [10, 50, 99] });
      const two = await analyzeSnakesAsync(board, { end, percentiles: [10, 50, 99], threads: 2 });
      expectSameDistribution(one.distribution, two.distribution);
      expect({ ...two, distribution: null }).toEqual({ ...one, distribution: null });
    }
  });

  it('uses one thread under auto for small boards, and refuses other thread counts', async () => {
    const chain = snakesChain(BUILT_IN_BOARDS.classic());
    const reach = chainReach(chain);
    expect(reach.count * chain.faces).toBeLessThan(THREADS_FROM_WORK);
    expect(distributionThreads(chain, reach, 'auto')).toBe(1);
    expect(distributionThreads(chain, reach, 2)).toBe(2);
    // A big board under the default budget: a tenth of a second of pushing does not pay for a worker.
    expect(distributionThreads(chain, { ...reach, count: 1e6 }, 'auto')).toBe(1);
    expect(distributionThreads(chain, { ...reach, count: 1e6 }, 'auto', THREADS_FROM_BUDGET / 2)).toBe(1);
    await expect(throwDistributionAsync(chain, reach, { threads: 3 as 2 })).rejects.toThrow(
      /threads must be 1, 2 or 'auto', not 3/,
    );
  });

  it('stops both threads when its signal fires', async () => {
    const controller = new AbortController();
    controller.abort();
    const chain = snakesChain(BUILT_IN_BOARDS.classic());
    await expect(
      throwDistributionAsync(chain, chainReach(chain), { threads: 2, signal: controller.signal }),
    ).rejects.toThrow(/cancelled/);
  });
});
