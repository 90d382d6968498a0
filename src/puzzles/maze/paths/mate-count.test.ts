import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { countSimplePaths } from '../../../search/backtrack.js';
import { type MazeGrid } from '../board/board.js';
import { cellGraph } from '../solve/moves.js';
import { countMazePaths } from './count-maze.js';
import { pathOptions } from './paths.js';
import { arbitraryMaze, openGrid } from './grids.test-util.js';
import { A007764, A140518 } from './oeis.test-util.js';
import { countPathsByMates, MAX_MATE_FRONTIER } from './mate-count.js';
import { countGridPathsByMates } from './mate-grid.js';
import type { CountGrid } from './sweep.js';
import { propertyRuns } from '../../../property-runs.test-util.js';
import { slow } from '../../../slow.test-util.js';

/** The enumeration's count: every simple path walked one by one. */
function enumerated(
  grid: CountGrid,
  start: number,
  goal: number,
  moves: 2 | 4 | 8,
  maxWork?: number,
): bigint {
  if (!grid.open[start] || !grid.open[goal]) return 0n;
  return countSimplePaths(
    cellGraph(grid, moves),
    start,
    goal,
    pathOptions(mazeOf({ grid, start, goal }), { moves, maxWork }),
  );
}

/** The maze of `grid` with `start` and `goal`, as `countMazePaths` takes it. */
function mazeOf({ grid, start, goal }: { grid: CountGrid; start: number; goal: number }): MazeGrid {
  return { ...grid, start, goal } as MazeGrid;
}

// At their full runs (npm run test:slow) these properties take about a minute on a loaded machine:
// their time limit is a hang guard ten times that.
const HANG_GUARD_MS = 600_000;

describe('countGridPathsByMates', () => {
  it('gives the known corner-to-corner counts of open n×n grids with diagonal moves (n ≤ 8)', slow, () => {
    A140518.slice(0, 8).forEach((expected, i) => {
      const n = i + 1;
      expect(countGridPathsByMates(openGrid(n, n), 0, n * n - 1, 8)).toBe(expected);
    });
  });

  it('gives the known corner-to-corner counts in four directions too (OEIS A007764, n ≤ 7)', () => {
    A007764.slice(0, 7).forEach((count, i) => {
      const n = i + 1;
      expect(countGridPathsByMates(openGrid(n, n), 0, n * n - 1, 4)).toBe(count);
    });
  });

  it('counts exactly far past 2^48 per limb on long strips', () => {
    // On a 2×n strip in four directions each column but the last is crossed one of two ways.
    expect(countGridPathsByMates(openGrid(2, 200), 0, 399, 4)).toBe(2n ** 199n);
    expect(countGridPathsByMates(openGrid(200, 2), 0, 399, 4)).toBe(2n ** 199n);
    expect(countGridPathsByMates(openGrid(2, 9), 0, 17, 8)).toBe(enumerated(openGrid(2, 9), 0, 17, 8));
  });

  it(
    'agrees with the enumeration on thousands of random mazes up to 4×5 with diagonal moves',
    () => {
      fc.assert(
        fc.property(arbitraryMaze(4, 5, 0.3, 1), ({ grid, start, goal }) => {
          expect(countGridPathsByMates(grid, start, goal, 8)).toBe(enumerated(grid, start, goal, 8));
        }),
        { numRuns: propertyRuns(2000) },
      );
    },
    HANG_GUARD_MS,
  );

  it(
    'agrees with the enumeration on sparser random mazes up to 7×7 with diagonal moves',
    () => {
      fc.assert(
        fc.property(arbitraryMaze(7, 7, 0.2, 0.55), ({ grid, start, goal }) => {
          // The few mazes with millions of paths would make the reference take minutes: left out.
          let expected: bigint | undefined;
          try {
            expected = enumerated(grid, start, goal, 8, 2e6);
          } catch (error) {
            if (!(error instanceof BoardpathError && error.code === 'E_WORK')) throw error;
            fc.pre(false);
          }
          expect(countGridPathsByMates(grid, start, goal, 8)).toBe(expected);
        }),
        { numRuns: propertyRuns(1000) },
      );
    },
    HANG_GUARD_MS,
  );

  it(
    'agrees with the enumeration on thousands of random mazes up to 6×6 in four directions',
    () => {
      fc.assert(
        fc.property(arbitraryMaze(6, 6, 0.35, 0.9), ({ grid, start, goal }) => {
          expect(countGridPathsByMates(grid, start, goal, 4)).toBe(enumerated(grid, start, goal, 4));
        }),
        { numRuns: propertyRuns(2000) },
      );
    },
    HANG_GUARD_MS,
  );

  it('says when the frontier is too wide for it (12 cells across with diagonal moves)', () => {
    expect(countGridPathsByMates(openGrid(12, 12), 0, 143, 8)).toBeUndefined();
    // 11 across fits: the count starts, and here meets the memory limit.
    expect(() => countGridPathsByMates(openGrid(11, 30), 0, 11 * 30 - 1, 8, { maxMemory: 1 })).toThrow(
      expect.objectContaining({ code: 'E_MEMORY' }),
    );
  });
});

describe('countPathsByMates', () => {
  /** A random simple graph on up to 9 vertices, its edges in a random order. */
  const arbitraryGraph = fc
    .integer({ min: 1, max: 9 })
    .chain((vertices) =>
      fc.record({
        vertices: fc.constant(vertices),
        edges: fc.uniqueArray(
          // Two different vertices, drawn without a filter (a lone vertex has no edge to draw).
          fc.tuple(fc.nat(vertices - 1), fc.nat(Math.max(vertices - 2, 0))).map(([a, other]) => {
            const b = other >= a ? other + 1 : other;
            return a < b ? [a, b] : [b, a];
          }),
          { selector: ([a, b]) => a * 16 + b, maxLength: vertices > 1 ? 24 : 0 },
        ),
        start: fc.nat(vertices - 1),
        goal: fc.nat(vertices - 1),
      }),
    )
    .map(({ vertices, edges, start, goal }) => ({
      vertices,
      edges: Int32Array.from(edges.flat()),
      start,
      goal,
    }));

  it(
    'agrees with the enumeration on thousands of random graphs, whatever the edge order',
    () => {
      fc.assert(
        fc.property(arbitraryGraph, ({ vertices, edges, start, goal }) => {
          const neighbours: number[][] = Array.from({ length: vertices }, () => []);
          for (let i = 0; i < edges.length; i += 2) {
            neighbours[edges[i]].push(edges[i + 1]);
            neighbours[edges[i + 1]].push(edges[i]);
          }
          const graph = {
            size: vertices,
            maxDegree: vertices,
            moves: (state: number, out: Int32Array) => {
              out.set(neighbours[state]);
              return neighbours[state].length;
            },
          };
          expect(countPathsByMates(vertices, edges, start, goal)).toBe(countSimplePaths(graph, start, goal));
        }),
        { numRuns: propertyRuns(3000) },
      );
    },
    HANG_GUARD_MS,
  );

  it('refuses a frontier wider than its keys can name', () => {
    // Every middle vertex joined to one hub, then all to another: between the two, every middle
    // vertex waits in the frontier.
    const middle = MAX_MATE_FRONTIER;
    const edges = Int32Array.from([
      ...Array.from({ length: middle }, (_, i) => [0, i + 2]).flat(),
      ...Array.from({ length: middle }, (_, i) => [1, i + 2]).flat(),
    ]);
    expect(() => countPathsByMates(middle + 2, edges, 0, 1)).toThrow(
      expect.objectContaining({ code: 'E_MEMORY', message: expect.stringMatching(/half-decided/) }),
    );
  });

  it('refuses, with E_MEMORY, more frontier states than the memory limit holds', () => {
    const grid = openGrid(7, 7);
    expect(() => countGridPathsByMates(grid, 0, 48, 8, { maxMemory: 100_000 })).toThrow(
      expect.objectContaining({ code: 'E_MEMORY', message: expect.stringMatching(/frontier states/) }),
    );
  });

  it('stops with E_ABORTED when its signal fires, and tells its progress edge by edge', () => {
    const controller = new AbortController();
    const told: number[] = [];
    const progress = (edges: number, all: number): void => {
      expect(all).toBe(2 * 5 * 6 + 2 * 5 * 5); // an open 6×6 grid's steps between cells
      told.push(edges);
      if (edges === 10) controller.abort();
    };
    expect(() =>
      countGridPathsByMates(openGrid(6, 6), 0, 35, 8, { signal: controller.signal, progress }),
    ).toThrow(expect.objectContaining({ code: 'E_ABORTED' }));
    expect(told).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('countMazePaths with 2, 4 and 8 moves', () => {
  for (const moves of [2, 4, 8] as const) {
    // With diagonal moves the enumeration of the reference takes seconds (a slow one); the count
    // itself is held to it on mazes of the same kind by countGridPathsByMates's test above.
    it(
      `agrees with the enumeration on random mazes up to 4×5 (${moves} moves)`,
      { ...(moves === 8 ? slow : {}), timeout: HANG_GUARD_MS },
      () => {
        fc.assert(
          fc.property(arbitraryMaze(4, 5, 0.3, 1), (maze) => {
            expect(countMazePaths(mazeOf(maze), { moves })).toBe(
              enumerated(maze.grid, maze.start, maze.goal, moves),
            );
          }),
          { numRuns: propertyRuns(1000) },
        );
      },
    );
  }

  it('counts an open 5×5 maze with diagonal moves exactly: 447,544,629 paths', () => {
    const maze = mazeOf({ grid: openGrid(5, 5), start: 0, goal: 24 });
    expect(countMazePaths(maze, { moves: 8 })).toBe(447544629n);
  });

  it('counts a 12-wide maze with diagonal moves by enumeration, within the work budget', () => {
    const wide = mazeOf({ grid: openGrid(12, 12), start: 0, goal: 143 });
    expect(() => countMazePaths(wide, { moves: 8, maxWork: 1e5 })).toThrow(
      expect.objectContaining({ code: 'E_WORK' }),
    );
  });

  it('refuses, with E_MEMORY, a maze whose cells alone pass the memory limit', () => {
    const long = mazeOf({ grid: openGrid(1, 100_000), start: 0, goal: 99_999 });
    expect(() => countMazePaths(long, { moves: 8, maxMemory: 2 ** 20 })).toThrow(
      expect.objectContaining({ code: 'E_MEMORY' }),
    );
    expect(countMazePaths(long, { moves: 8 })).toBe(1n);
  });
});
