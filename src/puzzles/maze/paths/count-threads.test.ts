import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openGrid, randomGrid } from './grids.test-util.js';
import { countPathsFrontier } from './count-paths.js';
import { frontierWidth } from './sweep.js';
import { countMazePathsAsync, countPathsFrontierAsync } from './count-threads.js';
import { mazeFromRows } from '../board/board.js';
import { withEnds } from '../board/grid-from.js';
import { countMazePaths } from './count-maze.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

// The second thread loads dist/puzzles/maze/paths/count-threads.worker.js: `npm test` builds it first.

describe('countPathsFrontierAsync', () => {
  it('counts on two threads exactly what one thread counts, on random mazes (the worker really runs)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          rows: fc.integer({ min: 1, max: 8 }),
          columns: fc.integer({ min: 1, max: 8 }),
          openChance: fc.double({ min: 0.55, max: 1, noNaN: true }),
          seed: fc.integer(),
          ends: fc.tuple(fc.nat(), fc.nat()),
          handOverStep: fc.oneof(fc.constant(0), fc.nat({ max: 64 })),
        }),
        async ({ rows, columns, openChance, seed, ends, handOverStep }) => {
          const grid = randomGrid(rows, columns, openChance, seed);
          const start = ends[0] % grid.open.length;
          const goal = ends[1] % grid.open.length;
          // From the first step, or handed over in the middle of the sweep as 'auto' does.
          const two = await countPathsFrontierAsync(grid, start, goal, { threads: 2, handOverStep });
          expect(two).toBe(countPathsFrontier(grid, start, goal));
        },
      ),
      { numRuns: propertyRuns(40) },
    );
  });

  it('agrees on wide frontiers and on counts of many limbs', async () => {
    // 20 wide both ways, walled enough to count quickly: keys of 42 bits.
    const grid = randomGrid(20, 20, 0.7, 3);
    grid.open[0] = 1;
    grid.open[399] = 1;
    expect(frontierWidth(grid, 0, 399)).toBe(20);
    const one = countPathsFrontier(grid, 0, 399);
    expect(await countPathsFrontierAsync(grid, 0, 399, { threads: 2 })).toBe(one);
    expect(await countPathsFrontierAsync(grid, 0, 399, { threads: 2, handOverStep: 150 })).toBe(one);
    // 2 × 300: 2^299 paths, five limbs, widened while split.
    expect(await countPathsFrontierAsync(openGrid(2, 300), 0, 599, { threads: 2 })).toBe(2n ** 299n);
    // Handed over when the counts already have four limbs.
    expect(await countPathsFrontierAsync(openGrid(2, 300), 0, 599, { threads: 2, handOverStep: 400 })).toBe(
      2n ** 299n,
    );
    // Open 9×9 and 10×10 corner to corner (OEIS A007764), on two threads and under 'auto'.
    expect(await countPathsFrontierAsync(openGrid(9, 9), 0, 80, { threads: 2 })).toBe(3266598486981642n);
    expect(await countPathsFrontierAsync(openGrid(9, 9), 0, 80, { threads: 2, handOverStep: 40 })).toBe(
      3266598486981642n,
    );
    expect(await countPathsFrontierAsync(openGrid(10, 10), 0, 99)).toBe(41044208702632496804n);
  });

  it('answers the small cases without a worker, and refuses a bad thread count', async () => {
    const grid = openGrid(2, 3);
    expect(await countPathsFrontierAsync(grid, 0, 0, { threads: 2 })).toBe(1n);
    expect(
      await countPathsFrontierAsync({ rows: 1, columns: 3, open: Uint8Array.of(1, 0, 1) }, 0, 2, {
        threads: 2,
      }),
    ).toBe(0n);
    await expect(countPathsFrontierAsync(grid, 0, 5, { threads: 3 as 2 })).rejects.toMatchObject({
      code: 'E_USAGE',
    });
    await expect(countPathsFrontierAsync(grid, 0, 9, { threads: 2 })).rejects.toMatchObject({
      code: 'E_USAGE',
    });
  });

  it('stops with E_MEMORY past its limit and with E_ABORTED when cancelled, on two threads', async () => {
    await expect(
      countPathsFrontierAsync(openGrid(10, 10), 0, 99, { threads: 2, maxMemory: 300_000 }),
    ).rejects.toMatchObject({ code: 'E_MEMORY' });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      countPathsFrontierAsync(openGrid(8, 8), 0, 63, { threads: 2, signal: cancelled.signal }),
    ).rejects.toMatchObject({ code: 'E_ABORTED' });
    // Cancelled while both threads are at work: the count stops before its end (a count that ended
    // would give its number, not E_ABORTED; how soon it stops depends on the machine).
    const later = new AbortController();
    setTimeout(() => later.abort(), 150);
    await expect(
      countPathsFrontierAsync(openGrid(14, 14), 0, 195, { threads: 2, signal: later.signal }),
    ).rejects.toMatchObject({ code: 'E_ABORTED' });
  });

  it('counts a maze grid as countMazePaths does, in any move set', async () => {
    const maze = mazeFromRows([
      [1, 1, 1],
      [1, 0, 1],
      [1, 1, 1],
    ]);
    for (const moves of [2, 4, 8] as const) {
      expect(await countMazePathsAsync(maze, { moves, threads: 2 })).toBe(countMazePaths(maze, { moves }));
    }
    expect(await countMazePathsAsync(maze, { threads: 2 })).toBe(2n);
    expect(await countMazePathsAsync(withEnds(maze, { start: [1, 1] }), { threads: 2 })).toBe(0n); // a blocked start
  });
});
