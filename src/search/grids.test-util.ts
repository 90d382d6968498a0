import fc from 'fast-check';
import type { IntGraph } from './int-graph.js';

/** A grid of open (1) and blocked (0) cells with a start and a goal, for tests. */
export interface TestGrid {
  readonly rows: number;
  readonly columns: number;
  readonly open: number[];
  readonly start: number;
  readonly goal: number;
}

const STEPS = {
  2: [
    [1, 0],
    [0, 1],
  ],
  4: [
    [1, 0],
    [0, -1],
    [0, 1],
    [-1, 0],
  ],
  8: [
    [1, 0],
    [0, -1],
    [0, 1],
    [-1, 0],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ],
} as const;

/** A grid's cells as the engine's graph with 2, 4 or 8 moves; `backwards` turns every move round. */
export function gridGraph(grid: TestGrid, moves: 2 | 4 | 8, backwards = false): IntGraph {
  const { rows, columns, open } = grid;
  const steps = STEPS[moves];
  return {
    size: rows * columns,
    maxDegree: steps.length,
    moves(cell, out) {
      const row = Math.floor(cell / columns);
      const column = cell % columns;
      let count = 0;
      for (const [dr, dc] of steps) {
        const r = backwards ? row - dr : row + dr;
        const c = backwards ? column - dc : column + dc;
        if (r < 0 || c < 0 || r >= rows || c >= columns || !open[r * columns + c]) continue;
        out[count++] = r * columns + c;
      }
      return count;
    },
  };
}

/** The distance on an open grid: Manhattan for 2 and 4 moves, Chebyshev for 8 (consistent heuristics). */
export function gridDistance(grid: TestGrid, moves: 2 | 4 | 8): (cell: number) => number {
  const goalRow = Math.floor(grid.goal / grid.columns);
  const goalColumn = grid.goal % grid.columns;
  return (cell) => {
    const dr = Math.abs(Math.floor(cell / grid.columns) - goalRow);
    const dc = Math.abs((cell % grid.columns) - goalColumn);
    return moves === 8 ? Math.max(dr, dc) : dr + dc;
  };
}

/** Random grids up to 12×12 with up to `wallShare` of their cells blocked (the start and goal left open). */
export function arbitraryGrid(wallShare = 0.4): fc.Arbitrary<TestGrid> {
  return fc
    .record({ rows: fc.integer({ min: 1, max: 12 }), columns: fc.integer({ min: 1, max: 12 }) })
    .chain(({ rows, columns }) =>
      fc.record({
        rows: fc.constant(rows),
        columns: fc.constant(columns),
        open: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: rows * columns,
          maxLength: rows * columns,
        }),
        start: fc.integer({ min: 0, max: rows * columns - 1 }),
        goal: fc.integer({ min: 0, max: rows * columns - 1 }),
      }),
    )
    .map((grid) => {
      const open = grid.open.map((x) => (x < wallShare ? 0 : 1));
      open[grid.start] = 1;
      open[grid.goal] = 1;
      return { ...grid, open };
    });
}
