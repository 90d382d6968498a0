// Random boards and a bit-for-bit comparison, for the tests of the split distribution.
import fc from 'fast-check';
import { expect } from 'vitest';
import { snakesChain, type SnakesChain } from './chain.js';
import { END_RULES } from './end-rules.js';
import type { ThrowDistribution } from './distribution.js';
import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';

/** A board of squares 1…squares (start off the board) with jumps made from pairs of numbers. */
export function randomBoard(squares: number, faces: number, jumps: [number, number][]): SnakesBoard {
  const used = new Map<number, number>();
  for (const [a, b] of jumps) {
    const from = 1 + (a % (squares - 1));
    const to = 1 + (b % squares);
    if (from !== to && !used.has(from)) used.set(from, to);
  }
  return makeSnakesBoard({
    format: 'board',
    first: 1,
    last: squares,
    start: 0,
    faces,
    jumps: [...used].map(([from, to]) => ({ from, to })),
  });
}

/** Games on random boards: every end rule, one jump per throw or chained (boards whose chains loop are left out). */
export const arbitraryGame = fc
  .record({
    squares: fc.integer({ min: 2, max: 300 }),
    faces: fc.integer({ min: 2, max: 9 }),
    jumps: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 60 }),
    end: fc.constantFrom(...END_RULES),
    chain: fc.boolean(),
  })
  .map(({ squares, faces, jumps, end, chain }) => ({ board: randomBoard(squares, faces, jumps), end, chain }))
  .filter(({ board, end, chain }) => {
    try {
      snakesChain(board, { end, chain });
      return true;
    } catch {
      return false; // a cycle of jumps (chained): a bad board, refused by snakesChain
    }
  });

/** The chains of `arbitraryGame`. */
export const arbitraryChain = arbitraryGame.map(({ board, end, chain }): SnakesChain =>
  snakesChain(board, { end, chain }),
);

/** Bit for bit: every number of the two distributions, NaN and -0 included. */
export function expectSameDistribution(a: ThrowDistribution, b: ThrowDistribution): void {
  expect(Array.from(b.probabilities)).toEqual(Array.from(a.probabilities));
  expect(Array.from(b.visits)).toEqual(Array.from(a.visits));
  for (const field of ['finished', 'stuck', 'remaining'] as const)
    expect(Object.is(a[field], b[field])).toBe(true);
  expect([b.complete, b.bounded]).toEqual([a.complete, a.bounded]);
}
