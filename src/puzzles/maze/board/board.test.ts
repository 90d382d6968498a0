import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  borderedAt,
  cellAtBordered,
  borderedBytes,
  isBorderedGrid,
  makeMaze,
  mazeFromBordered,
  takeBordered,
  withEnds,
} from './board.js';
import { checkMazeGrid } from '../options.js';
import { solveMaze } from '../solve/solve.js';

// The bordered bytes of `open` (rows × columns), as a reader writes them.
function bordered(rows: number, columns: number, open: Uint8Array): Uint8Array {
  const levels = new Uint8Array(borderedBytes(rows, columns));
  open.forEach((cell, at) => (levels[borderedAt(columns, at)] = cell));
  return levels;
}

const grids = fc
  .record({ rows: fc.integer({ min: 1, max: 12 }), columns: fc.integer({ min: 1, max: 12 }) })
  .chain(({ rows, columns }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      open: fc.uint8Array({ min: 0, max: 1, minLength: rows * columns, maxLength: rows * columns }),
      start: fc.integer({ min: 0, max: rows * columns - 1 }),
      goal: fc.integer({ min: 0, max: rows * columns - 1 }),
    }),
  );

describe('mazeFromBordered', () => {
  it('is the grid makeMaze makes of the same cells, searched in its own bytes, then again', () => {
    fc.assert(
      fc.property(grids, fc.constantFrom(2, 4, 8) as fc.Arbitrary<2 | 4 | 8>, (spec, moves) => {
        const { rows, columns, open } = spec;
        const ends = { start: [Math.floor(spec.start / columns), spec.start % columns] as [number, number] };
        const plain = makeMaze(rows, columns, open, ends);
        const levels = bordered(rows, columns, open);
        const grid = withEnds(mazeFromBordered(rows, columns, levels), ends);
        expect(isBorderedGrid(grid)).toBe(true);
        expect(checkMazeGrid(grid)).toBe(grid);
        const answer = solveMaze(plain, { moves });
        // The first search takes the bytes and marks them; the grid's cells are still its cells.
        expect(solveMaze(grid, { moves })).toEqual(answer);
        expect(takeBordered(grid)).toBeNull();
        expect(grid.open).toEqual(open);
        // Searched again, from a copy made of those cells.
        expect(solveMaze(grid, { moves })).toEqual(answer);
        expect(grid).toEqual(plain);
      }),
      { numRuns: 300 },
    );
  });

  it('gives its bytes once, shared with its copies with other ends', () => {
    const levels = bordered(2, 3, Uint8Array.of(1, 1, 0, 0, 1, 1));
    const grid = mazeFromBordered(2, 3, levels);
    const copy = withEnds(grid, { goal: [1, 1] });
    expect(copy.goal).toBe(4);
    expect(takeBordered(copy)).toBe(levels);
    expect(takeBordered(grid)).toBeNull();
    expect(takeBordered(makeMaze(1, 1, Uint8Array.of(1)))).toBeNull();
    expect([...grid.open]).toEqual([1, 1, 0, 0, 1, 1]);
  });

  it('numbers its cells in the bordered layout both ways', () => {
    for (const columns of [1, 2, 7])
      for (let cell = 0; cell < 5 * columns; cell++)
        expect(cellAtBordered(columns, borderedAt(columns, cell))).toBe(cell);
  });

  it('refuses bytes of another size', () => {
    expect(() => mazeFromBordered(2, 3, new Uint8Array(19))).toThrow(/takes 20 bytes, not 19/);
    expect(() => mazeFromBordered(0, 3, new Uint8Array(10))).toThrow(/empty/);
  });
});
