import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { mazeFromRows } from '../board/board.js';
import { countPathsFrontier } from './count-paths.js';
import { openGrid } from './grids.test-util.js';
import { countMazePaths, quickPathCount } from './count-maze.js';
import { slow } from '../../../slow.test-util.js';

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

  it('refuses at once an 8-move count past 11 across whose four-move paths pass the budget', slow, () => {
    expect(() => countMazePaths(open(12, 12), { moves: 8 })).toThrow(
      expect.objectContaining({
        code: 'E_WORK',
        message: expect.stringMatching(
          /^this maze has more than 182,413,291,514,248,049,241,470,885,236 paths/,
        ),
      }),
    );
    // A ring 12 across: two paths in four directions, sixteen with the corners cut; enumerated.
    const ring = mazeFromRows(
      Array.from({ length: 12 }, (_, r) =>
        Array.from({ length: 12 }, (_, c) => (r === 0 || r === 11 || c === 0 || c === 11 ? 1 : 0)),
      ),
    );
    expect(countMazePaths(ring, { moves: 4 })).toBe(2n);
    expect(countMazePaths(ring, { moves: 8 })).toBe(16n);
  });

  it('quickPathCount tells the count when it is quick, and nothing when it is not', slow, () => {
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
