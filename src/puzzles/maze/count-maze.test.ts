import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../errors.js';
import { mazeFromRows } from './board.js';
import { countPathsFrontier } from './count/count-paths.js';
import { openGrid } from './count/grids.test-util.js';
import { quickPathCount } from './count-maze.js';

const open = (rows: number, columns: number) =>
  mazeFromRows(Array.from({ length: rows }, () => Array<number>(columns).fill(1)));

describe('the path count within a work budget', () => {
  it('stops the frontier count past its budget of frontier states, and counts within it', () => {
    const grid = openGrid(12, 12);
    expect(() => countPathsFrontier(grid, 0, 143, { maxWork: 1e6 })).toThrow(
      expect.objectContaining({
        code: 'E_WORK',
        message: expect.stringMatching(/^counting the paths handled more than 1e6 frontier states/),
      }),
    );
    expect(countPathsFrontier(grid, 0, 143, { maxWork: 1e7 })).toBe(182413291514248049241470885236n);
  });

  it('quickPathCount tells the count when it is quick, and nothing when it is not', () => {
    expect(quickPathCount(open(8, 8))).toBe(789360053252n);
    expect(quickPathCount(open(5, 5), { moves: 8 })).toBe(447544629n);
    expect(quickPathCount(open(3, 4), { moves: 2 })).toBe(10n);
    expect(
      quickPathCount(
        mazeFromRows([
          [1, 0],
          [0, 1],
        ]),
      ),
    ).toBe(0n);
    // Too wide for the budget (4 moves), too many paths to enumerate (8 moves past 11 across),
    // too many cells for the 2-move sums.
    expect(quickPathCount(open(13, 13))).toBeUndefined();
    expect(quickPathCount(open(12, 12), { moves: 8 })).toBeUndefined();
    expect(quickPathCount(open(1001, 1000), { moves: 2 })).toBeUndefined();
    // A smaller budget than its own is kept; a cancelled one still says so.
    expect(quickPathCount(open(8, 8), { maxWork: 100 })).toBeUndefined();
    const cancelled = new AbortController();
    cancelled.abort();
    expect(() => quickPathCount(open(8, 8), { signal: cancelled.signal })).toThrow(BoardpathError);
  });
});
