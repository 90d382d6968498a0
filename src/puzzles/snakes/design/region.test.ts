// The region of (mean, sd) that boards reach: the same on every run, and bounded before it starts.
import { describe, expect, it } from 'vitest';
import { designRegion, MOST_REGION_BOARDS } from './region.js';

describe('designRegion', () => {
  it('refuses at once more boards in all than it evaluates', () => {
    const started = Date.now();
    expect(() => designRegion({ aims: 10_000, boards: 1e7 })).toThrow(
      expect.objectContaining({
        code: 'E_WORK',
        message: `10,000 aims of 10,000,000 boards make 100,000,000,000 boards, more than the ${MOST_REGION_BOARDS.toLocaleString('en-US')} a region evaluates (ask for fewer aims or boards)`,
      }),
    );
    // A hang guard, not a speed check: the refusal comes before any search.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('marks the same cells from the same options, and only cells that boards reached', () => {
    const options = { squares: 16, aims: 3, boards: 512, cells: 10, upTo: 30, seed: 'r' };
    const first = designRegion(options);
    expect(designRegion(options)).toEqual(first);
    expect(first.boards).toBeGreaterThan(0);
    expect(first.reached.some((cell) => cell === 1)).toBe(true);
  });
});
