import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { chainReach } from './reach.js';
import { snakesChain } from './chain.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { CONTROL, type DistributionHelperData } from './distribution-threads.protocol.js';

// A helper thread that dies: it says it is ready (or not), then exits without ever pushing its half.
const behaviour = vi.hoisted(() => ({ ready: false }));
vi.mock('../../../threads/node-threads.js', async (original) => {
  const { workerThreads } = await original<typeof import('../../../threads/node-threads.js')>();
  const dying = {
    ...workerThreads(),
    Worker: class extends EventEmitter {
      constructor(_url: URL, { workerData }: { workerData: DistributionHelperData }) {
        super();
        if (behaviour.ready) Atomics.store(workerData.control, CONTROL.at.ready, 1);
        setTimeout(() => this.emit('exit', 1), 20);
      }
      unref(): void {}
      terminate(): Promise<number> {
        return Promise.resolve(1);
      }
    },
  };
  return { workerThreads: () => dying };
});
const { analyzeSnakesAsync, throwDistributionAsync } = await import('./distribution-threads.js');

describe('a helper thread that dies', () => {
  const chain = snakesChain(BUILT_IN_BOARDS.classic());
  const reach = chainReach(chain);

  it('fails the distribution, instead of hanging, when it dies before it is ready', async () => {
    behaviour.ready = false;
    await expect(throwDistributionAsync(chain, reach, { threads: 2 })).rejects.toThrow(
      /the helper thread stopped before its work was done \(exit code 1\)/,
    );
  });

  it('fails the distribution, instead of hanging, when it dies with a half handed to it', async () => {
    behaviour.ready = true;
    await expect(throwDistributionAsync(chain, reach, { threads: 2, splitEveryThrow: true })).rejects.toThrow(
      /the helper thread stopped before its work was done/,
    );
  });

  it('fails the analysis, instead of hanging, when it dies while it pushes alone', async () => {
    behaviour.ready = false;
    await expect(analyzeSnakesAsync(BUILT_IN_BOARDS.classic(), { threads: 2 })).rejects.toThrow(
      /the helper thread stopped before its work was done/,
    );
  });
});
