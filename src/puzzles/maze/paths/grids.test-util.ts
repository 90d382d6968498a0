import fc from 'fast-check';
import { mulberry32 } from '../../../random.test-util.js';
import type { CountGrid } from './sweep.js';

/** A rows × columns grid whose cells are open with chance `openChance`, from a fixed seed. */
export function randomGrid(rows: number, columns: number, openChance: number, seed: number): CountGrid {
  const random = mulberry32(seed);
  const open = new Uint8Array(rows * columns);
  for (let cell = 0; cell < open.length; cell++) open[cell] = random() < openChance ? 1 : 0;
  return { rows, columns, open };
}

/** The grid of `rows`, lists of 0 (blocked) and 1 (open). */
export function gridOf(rows: number[][]): CountGrid {
  return { rows: rows.length, columns: rows[0].length, open: Uint8Array.from(rows.flat()) };
}

/** An open `rows × columns` grid. */
export function openGrid(rows: number, columns: number): CountGrid {
  return { rows, columns, open: new Uint8Array(rows * columns).fill(1) };
}

/**
 * A random maze of up to `maxRows` × `maxColumns`: open cells with a chance drawn per maze between
 * `minOpen` and `maxOpen`, and any start and goal (blocked ones included).
 */
export function arbitraryMaze(maxRows: number, maxColumns: number, minOpen: number, maxOpen: number) {
  return fc
    .record({
      rows: fc.integer({ min: 1, max: maxRows }),
      columns: fc.integer({ min: 1, max: maxColumns }),
      openChance: fc.double({ min: minOpen, max: maxOpen, noNaN: true }),
      seed: fc.integer(),
    })
    .chain(({ rows, columns, openChance, seed }) =>
      fc.record({
        grid: fc.constant(randomGrid(rows, columns, openChance, seed)),
        start: fc.integer({ min: 0, max: rows * columns - 1 }),
        goal: fc.integer({ min: 0, max: rows * columns - 1 }),
      }),
    );
}
