import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryMaze, gridOf, openGrid } from './grids.test-util.js';
import { A007764 } from './oeis.test-util.js';
import { BoardpathError } from '../../../errors.js';
import { loadFixture } from '../../../fixtures.test-util.js';
import { countPathsFrontier, hashSweepCount } from './count-paths.js';
import { sortedSweepRuns } from './sorted-sweep.js';
import { frontierBytesPerState } from './state-set.js';
import { frontierWidth, prepareSweep, type CountGrid, type Sweep } from './sweep.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

/** The reference: depth-first enumeration of every simple path, too slow for real use and too simple to be wrong. */
function referenceCount(grid: CountGrid, start: number, goal: number): bigint {
  const { rows, columns, open } = grid;
  if (!open[start] || !open[goal]) return 0n;
  const visited = new Uint8Array(rows * columns);
  let count = 0;
  const walk = (cell: number): void => {
    if (cell === goal) {
      count++;
      return;
    }
    visited[cell] = 1;
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    const steps: number[] = [];
    if (row > 0) steps.push(cell - columns);
    if (row + 1 < rows) steps.push(cell + columns);
    if (column > 0) steps.push(cell - 1);
    if (column + 1 < columns) steps.push(cell + 1);
    for (const next of steps) if (open[next] && !visited[next]) walk(next);
    visited[cell] = 0;
  };
  walk(start);
  return BigInt(count);
}

/**
 * A wide maze of corridors: the border and up to two full rows and two full columns (never side by
 * side, so paths stay few), with some corridor cells knocked out. At least 16 cells wide both ways,
 * so the frontier needs the key's second word, yet few enough paths to enumerate.
 */
function corridorMaze(rows: number, columns: number, bars: number[], breaks: number[]): CountGrid {
  const open = new Uint8Array(rows * columns);
  const barRows = bars.filter((_, i) => i % 2 === 0).map((b) => 2 + 3 * (b % Math.floor((rows - 3) / 3)));
  const barColumns = bars
    .filter((_, i) => i % 2 === 1)
    .map((b) => 2 + 3 * (b % Math.floor((columns - 3) / 3)));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const border = r === 0 || c === 0 || r === rows - 1 || c === columns - 1;
      if (border || barRows.includes(r) || barColumns.includes(c)) open[r * columns + c] = 1;
    }
  }
  for (const cell of breaks) open[cell % open.length] = 0;
  return { rows, columns, open };
}

describe('countPathsFrontier', () => {
  it('gives the known counts of corner-to-corner paths on open n×n grids (OEIS A007764, n ≤ 11)', () => {
    // Past 2^53 from 9×9, past 2^64 from 10×10.
    A007764.slice(0, 11).forEach((expected, i) => {
      const n = i + 1;
      expect(countPathsFrontier(openGrid(n, n), 0, n * n - 1)).toBe(expected);
    });
  });

  it('gives the known counts on long open strips, counts of many limbs included', () => {
    // OEIS A006192: corner to corner on 3×n.
    const threeByN = [1n, 4n, 12n, 38n, 125n, 414n, 1369n, 4522n, 14934n, 49322n];
    threeByN.forEach((expected, i) =>
      expect(countPathsFrontier(openGrid(3, i + 1), 0, 3 * (i + 1) - 1)).toBe(expected),
    );
    // On 2×n every column but the last is crossed one of two ways: 2^(n-1), here far past 2^48 per limb.
    expect(countPathsFrontier(openGrid(2, 300), 0, 599)).toBe(2n ** 299n);
    expect(countPathsFrontier(openGrid(300, 2), 0, 599)).toBe(2n ** 299n);
  });

  it('agrees with enumeration on thousands of random walled mazes up to 6×6, any start and goal', () => {
    fc.assert(
      fc.property(arbitraryMaze(6, 6, 0.35, 0.85), ({ grid, start, goal }) => {
        expect(countPathsFrontier(grid, start, goal)).toBe(referenceCount(grid, start, goal));
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('agrees with enumeration on open rectangles up to 5×6 between any two cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat(),
        fc.nat(),
        (rows, columns, a, b) => {
          const grid = openGrid(rows, columns);
          const start = a % (rows * columns);
          const goal = b % (rows * columns);
          expect(countPathsFrontier(grid, start, goal)).toBe(referenceCount(grid, start, goal));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with enumeration on corridor mazes 16 to 24 cells wide both ways (the second key word)', () => {
    let wide = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 24 }),
        fc.integer({ min: 16, max: 24 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        fc.nat(),
        fc.nat(),
        (rows, columns, bars, breaks, a, b) => {
          const grid = corridorMaze(rows, columns, bars, breaks);
          const cells = grid.open.reduce<number[]>((list, open, cell) => (open ? [...list, cell] : list), []);
          const start = cells[a % cells.length];
          const goal = cells[b % cells.length];
          if (frontierWidth(grid, start, goal) >= 16) wide++;
          expect(countPathsFrontier(grid, start, goal)).toBe(referenceCount(grid, start, goal));
        },
      ),
      { numRuns: 60 },
    );
    expect(wide).toBeGreaterThan(10);
  });

  it('counts a frontier 31 cells wide, keys of all 64 bits, as enumeration does', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 4 }), fc.nat(), (breaks, a) => {
        const grid = corridorMaze(31, 33, [1, 2, 3, 4], breaks);
        const cells = grid.open.reduce<number[]>((list, open, cell) => (open ? [...list, cell] : list), []);
        const start = cells[a % cells.length];
        const goal = cells[cells.length - 1];
        fc.pre(frontierWidth(grid, start, goal) === 31);
        expect(countPathsFrontier(grid, start, goal)).toBe(referenceCount(grid, start, goal));
      }),
      { numRuns: 20 },
    );
  });

  it('counts with the hash table, where WebAssembly is missing, as enumeration does', () => {
    expect(sortedSweepRuns()).toBe(true); // so the tests above ran the sorted sweep
    fc.assert(
      fc.property(arbitraryMaze(6, 6, 0.35, 0.95), ({ grid, start, goal }) => {
        const sweep = prepareSweep(grid, start, goal, undefined);
        const count = typeof sweep === 'bigint' ? sweep : hashSweepCount(sweep, 2 ** 26, {}, Infinity);
        expect(count).toBe(referenceCount(grid, start, goal));
      }),
      { numRuns: propertyRuns(1000) },
    );
    const strip = prepareSweep(openGrid(2, 300), 0, 599, undefined) as Sweep;
    expect(hashSweepCount(strip, 2 ** 26, {}, Infinity)).toBe(2n ** 299n);
  });

  it('counts the same on a maze and on its transpose and mirror images', () => {
    fc.assert(
      fc.property(arbitraryMaze(7, 7, 0.6, 1), ({ grid, start, goal }) => {
        const { rows, columns, open } = grid;
        const expected = countPathsFrontier(grid, start, goal);
        const moved = (f: (r: number, c: number) => [number, number], r2: number, c2: number) => {
          const image = new Uint8Array(open.length);
          const place = (cell: number) => {
            const [r, c] = f(Math.floor(cell / columns), cell % columns);
            return r * c2 + c;
          };
          for (let cell = 0; cell < open.length; cell++) image[place(cell)] = open[cell];
          return countPathsFrontier({ rows: r2, columns: c2, open: image }, place(start), place(goal));
        };
        expect(moved((r, c) => [c, r], columns, rows)).toBe(expected);
        expect(moved((r, c) => [rows - 1 - r, c], rows, columns)).toBe(expected);
        expect(moved((r, c) => [r, columns - 1 - c], rows, columns)).toBe(expected);
        expect(countPathsFrontier(grid, goal, start)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('handles the small cases by their definitions', () => {
    const grid = gridOf([
      [1, 1, 0],
      [1, 1, 1],
    ]);
    expect(countPathsFrontier(grid, 0, 0)).toBe(1n); // the empty path
    expect(countPathsFrontier(grid, 2, 2)).toBe(0n); // blocked, even to itself
    expect(countPathsFrontier(grid, 0, 2)).toBe(0n); // blocked goal
    expect(countPathsFrontier(grid, 2, 0)).toBe(0n); // blocked start
    expect(countPathsFrontier(grid, 0, 1)).toBe(2n); // adjacent: directly, or round the square
    expect(countPathsFrontier(grid, 0, 5)).toBe(2n);
    expect(countPathsFrontier(gridOf([[1, 0, 1]]), 0, 2)).toBe(0n); // walled off
    expect(countPathsFrontier(gridOf([[1, 1, 1, 1, 1]]), 4, 0)).toBe(1n);
  });

  it('counts the maze fixtures in four directions', () => {
    type Case = { name: string; grid: number[][]; moves: number; all?: string[]; count?: string };
    const cases = loadFixture<Case>('maze');
    const counted = cases.filter((c) => c.moves === 4 && (c.all !== undefined || c.count !== undefined));
    expect(counted.length).toBeGreaterThanOrEqual(3);
    for (const c of counted) {
      const grid = gridOf(c.grid);
      const expected = c.count !== undefined ? BigInt(c.count) : BigInt(c.all!.length);
      expect(countPathsFrontier(grid, 0, grid.open.length - 1), c.name).toBe(expected);
    }
  });

  it('rejects malformed grids and cells with E_USAGE', () => {
    const usage = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(BoardpathError);
        expect((error as BoardpathError).code).toBe('E_USAGE');
        return;
      }
      throw new Error('expected E_USAGE');
    };
    usage(() => countPathsFrontier({ rows: 2, columns: 2, open: new Uint8Array(3) }, 0, 1));
    usage(() => countPathsFrontier({ rows: 0, columns: 0, open: new Uint8Array(0) }, 0, 0));
    usage(() => countPathsFrontier(openGrid(2, 2), -1, 3));
    usage(() => countPathsFrontier(openGrid(2, 2), 0, 4));
    usage(() => countPathsFrontier(openGrid(2, 2), 0.5, 3));
  });

  it('stops with E_ABORTED when its signal aborts, and with E_MEMORY past its state limit', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => countPathsFrontier(openGrid(6, 6), 0, 35, { signal: controller.signal })).toThrow(
      expect.objectContaining({ code: 'E_ABORTED', message: 'search cancelled' }),
    );
    // A signal that aborts while the sweep is under way, after a few checks.
    let checks = 0;
    const later = {
      get aborted() {
        return ++checks > 20;
      },
    } as AbortSignal;
    expect(() => countPathsFrontier(openGrid(8, 8), 0, 63, { signal: later })).toThrow(
      expect.objectContaining({ code: 'E_ABORTED' }),
    );
    expect(checks).toBe(21);
    expect(() => countPathsFrontier(openGrid(8, 8), 0, 63, { maxMemory: 20_000 })).toThrow(
      expect.objectContaining({ code: 'E_MEMORY' }),
    );
    expect(frontierBytesPerState(3)).toBeGreaterThan(frontierBytesPerState(1));
  });
});
