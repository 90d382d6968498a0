import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { makeSnakesBoard } from './board.js';
import { jumpEnds, landingTable } from './landing.js';

const board = (last: number, jumps: [number, number][]) =>
  makeSnakesBoard({
    format: 'board',
    first: 1,
    last,
    start: 0,
    jumps: jumps.map(([from, to]) => ({ from, to })),
  });

describe('landingTable', () => {
  it('ends a throw at the end of one jump, or of the whole chain with chain', () => {
    const chained = board(10, [
      [3, 6],
      [6, 2],
      [7, 9],
    ]);
    expect(Array.from(landingTable(chained))).toEqual([0, 1, 2, 6, 4, 5, 2, 9, 8, 9, 10]);
    expect(Array.from(landingTable(chained, true))).toEqual([0, 1, 2, 2, 4, 5, 2, 9, 8, 9, 10]);
    expect(Array.from(jumpEnds(chained, true))).toEqual([2, 2, 9]);
  });

  it('refuses a cycle of chained jumps, naming its squares, and takes it one jump at a time', () => {
    const cycle = board(10, [
      [2, 6],
      [6, 2],
    ]);
    expect(() => landingTable(cycle, true)).toThrow(
      new BoardpathError(
        'E_BOARD',
        'with chained jumps, the jumps 2→6→2 form a cycle: the token would never stop',
        {
          square: 2,
        },
      ),
    );
    expect(Array.from(landingTable(cycle))).toEqual([0, 1, 6, 3, 4, 5, 2, 7, 8, 9, 10]);
  });

  it('follows every chain to where a one-jump walk stops, on random boards', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 39 }), fc.integer({ min: 1, max: 40 })), {
          selector: ([from]) => from,
          maxLength: 25,
        }),
        (jumps) => {
          const random = board(40, jumps);
          const one = landingTable(random);
          let chained: Int32Array | null = null;
          try {
            chained = landingTable(random, true);
          } catch (error) {
            expect((error as BoardpathError).code).toBe('E_BOARD');
          }
          for (let square = 0; square <= 40; square++) {
            // A one-jump walk from the square, which a cycle would keep going round.
            let at = square;
            for (let hops = 0; hops <= jumps.length && one[at] !== at; hops++) at = one[at];
            if (chained) expect(chained[square]).toBe(at);
            else if (one[at] !== at) return; // a cycle found: the refusal was right
          }
          if (!chained) expect.unreachable('a board without a cycle was refused');
        },
      ),
      { numRuns: 300 },
    );
  });
});
