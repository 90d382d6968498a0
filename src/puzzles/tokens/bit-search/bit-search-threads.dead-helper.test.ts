import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { CONTROL } from './bit-search-phases.js';
import { makeTokensBoard } from '../board/board.js';

// A helper that takes the first chunk of the first phase and dies holding it: the leading thread
// must fail the search, not wait for that chunk forever.
const { at } = CONTROL;
const file = join(mkdtempSync(join(tmpdir(), 'boardpath-dead-helper-')), 'dies.mjs');
writeFileSync(
  file,
  `import { workerData } from 'node:worker_threads';
const { control } = workerData;
Atomics.store(control, ${at.ready}, 1);
Atomics.notify(control, ${at.ready});
while (Atomics.load(control, ${at.phase}) === 0) Atomics.wait(control, ${at.phase}, 0);
const next = Atomics.load(control, ${at.nextChunk});
if (Atomics.compareExchange(control, ${at.nextChunk}, next, next + 1) === next) process.exit(3);
process.exit(4);
`,
);
vi.mock('../../../threads/start-helper.js', async (original) => ({
  ...(await original<typeof import('../../../threads/start-helper.js')>()),
  helperFile: () => pathToFileURL(file),
}));
const { solveTokensAsync } = await import('./bit-search-threads.js');

describe('the bit search on two threads, when its helper dies', () => {
  it('fails the search instead of hanging', async () => {
    const board = makeTokensBoard({
      grid: Array.from({ length: 30 }, (_, r) =>
        Array.from({ length: 30 }, (_, c) => 1 + ((r * 7 + c * 3) % 9)),
      ),
    });
    await expect(solveTokensAsync(board, { threads: 2, splitEveryLevel: true })).rejects.toThrow(
      /the helper thread stopped before its work was done \(exit code [34]\)/,
    );
  });
});
