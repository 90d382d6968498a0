import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  borderedAt,
  cellAtBordered,
  borderedBytes,
  cellOf,
  firstNotBit,
  isMadeGrid,
  makeMaze,
  mazeFromBordered,
  stateOfCell,
  takeBordered,
} from './board.js';
import { BoardpathError } from '../../../errors.js';
import { withEnds } from './grid-from.js';
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
        expect(isMadeGrid(grid)).toBe(true);
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

describe('a cell and its state', () => {
  it('numbers the cells row by row, and cellOf undoes it', () => {
    const grid = { rows: 3, columns: 4 };
    expect(stateOfCell(grid, [0, 0])).toBe(0);
    expect(stateOfCell(grid, [0, 3])).toBe(3);
    expect(stateOfCell(grid, [1, 0])).toBe(4);
    expect(stateOfCell(grid, [2, 3])).toBe(11);
    expect(cellOf(grid, 6)).toEqual([1, 2]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        (rows, columns, n) => {
          const state = n % (rows * columns);
          const cell = cellOf({ columns }, state);
          // The cells counted one by one, row after row: the state-th of them.
          let counted = 0;
          for (let r = 0; r < rows; r++)
            for (let c = 0; c < columns; c++, counted++) if (counted === state) expect(cell).toEqual([r, c]);
          expect(stateOfCell({ rows, columns }, cell)).toBe(state);
        },
      ),
    );
  });

  it('refuses a cell outside the grid, or not a cell, with the library error', () => {
    const grid = { rows: 3, columns: 4 };
    expect(() => stateOfCell(grid, [3, 0])).toThrow(
      'the cell 3,0 is outside the 3×4 maze (rows 0…2, columns 0…3)',
    );
    expect(() => stateOfCell(grid, [0, -1])).toThrow(BoardpathError);
    expect(() => stateOfCell(grid, [0.5, 1])).toThrow(BoardpathError);
    expect(() => stateOfCell(grid, 5 as unknown as [number, number])).toThrow(
      'a cell is [row, column], not 5',
    );
  });
});

describe('firstNotBit', () => {
  it('finds the first byte that is neither 0 nor 1, as findIndex does, at any offset in its buffer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(0, 0, 1, 1, 1, 2, 255), { maxLength: 40 }),
        fc.integer({ min: 0, max: 7 }),
        (bytes, offset) => {
          const buffer = new Uint8Array(offset + bytes.length);
          buffer.set(bytes, offset);
          const view = buffer.subarray(offset);
          expect(firstNotBit(view)).toBe(view.findIndex((byte) => byte > 1));
        },
      ),
    );
  });
});
