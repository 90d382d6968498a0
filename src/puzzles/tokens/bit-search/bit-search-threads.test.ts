// The worker runs the compiled dist/puzzles/tokens/bit-search/bit-search-threads.worker.js (`npm test` builds
// first; when running vitest alone, run `npm run build` after changing the bit search).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomTokensBoards } from '../solve/random-boards.test-util.js';
import { makeTokensBoard } from '../board/board.js';
import { solveTokensAsync, THREADS_FROM_SQUARES, tokensThreads } from './bit-search-threads.js';
import { replayTokens } from '../solve/replay.js';
import { solveTokens } from '../solve/solve.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

describe('solveTokensAsync', () => {
  it('gives exactly the one-thread answer (moves, path, explored) on random grids with two threads', async () => {
    await fc.assert(
      // Up to 9×40 squares, so the rows split over several 32-bit words and both threads get rows.
      fc.asyncProperty(randomTokensBoards(9), async (board) => {
        const two = await solveTokensAsync(board, { method: 'bits', threads: 2, splitEveryLevel: true });
        expect(two).toEqual(solveTokens(board, { method: 'bits' }));
        if (two.solvable)
          expect(replayTokens(board, two.steps!)).toMatchObject({ legal: true, swapped: true });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it('gives the one-thread answer on 30×30 grids of labels 1…9 (both threads find meetings)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 900, maxLength: 900 }),
        async (labels) => {
          const board = makeTokensBoard({
            grid: Array.from({ length: 30 }, (_, r) => labels.slice(30 * r, 30 * r + 30)),
          });
          expect(await solveTokensAsync(board, { threads: 2, splitEveryLevel: true })).toEqual(
            solveTokens(board),
          );
        },
      ),
      { numRuns: propertyRuns(8) },
    );
  });

  it('uses two threads only for the bit-set search on big grids, unless told', () => {
    const side = Math.ceil(Math.sqrt(THREADS_FROM_SQUARES));
    const big = makeTokensBoard({ grid: Array.from({ length: side }, () => Array(side).fill(1)) });
    const small = makeTokensBoard({ grid: Array.from({ length: 20 }, () => Array(20).fill(1)) });
    expect(tokensThreads(big)).toBe(2);
    expect(tokensThreads(big, { threads: 1 })).toBe(1);
    expect(tokensThreads(big, { alternate: true, threads: 2 })).toBe(1);
    expect(tokensThreads(big, { method: 'queue', threads: 2 })).toBe(1);
    expect(tokensThreads(small)).toBe(1);
    expect(tokensThreads(small, { threads: 2 })).toBe(2);
  });

  it('refuses a grid over maxMemory before starting the worker', async () => {
    const board = makeTokensBoard({ grid: Array.from({ length: 200 }, () => Array(200).fill(1)) });
    await expect(solveTokensAsync(board, { threads: 2, maxMemory: 2 ** 29 })).rejects.toThrow(
      /a 200×200 grid needs about 7\d\d MB to search but the limit is 512 MB/,
    );
  });

  it('stops both threads when its signal fires, before or during the search', async () => {
    const board = makeTokensBoard({
      grid: Array.from({ length: 30 }, (_, r) =>
        Array.from({ length: 30 }, (_, c) => 1 + ((r * 7 + c * 3) % 9)),
      ),
    });
    const before = new AbortController();
    before.abort();
    await expect(solveTokensAsync(board, { threads: 2, signal: before.signal })).rejects.toMatchObject({
      code: 'E_ABORTED',
    });
    // Fired while the worker starts: the call returns at its first wait for the helper, so the
    // signal fires before the helper can have answered (a timer here could fire after a quick search).
    const starting = new AbortController();
    const search = solveTokensAsync(board, { threads: 2, signal: starting.signal, splitEveryLevel: true });
    starting.abort();
    await expect(search).rejects.toMatchObject({ code: 'E_ABORTED' });
    // Fired in the middle of the search, both threads at work: a real signal that fires when it has
    // been looked at ten times (the search looks at least once a phase, five times a level).
    const midway = new AbortController();
    let looks = 0;
    const aborted = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')!.get!;
    Object.defineProperty(midway.signal, 'aborted', {
      get() {
        if (++looks === 10) midway.abort();
        return aborted.call(this);
      },
    });
    await expect(
      solveTokensAsync(board, { threads: 2, signal: midway.signal, splitEveryLevel: true }),
    ).rejects.toMatchObject({ code: 'E_ABORTED' });
    expect(looks).toBeGreaterThanOrEqual(10);
    // Both threads are free again: the same grid still solves.
    expect((await solveTokensAsync(board, { threads: 2, splitEveryLevel: true })).moves).toBe(
      solveTokens(board).moves,
    );
  });
});
