import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { popcount32 } from '../../../search/bit-matrix.js';
import { mulberry32 } from '../../../random.test-util.js';
import { slow } from '../../../slow.test-util.js';
import { makeSnakesBoard } from './board.js';
import { makeJumpIndex } from './jump-index.js';

// Boards of 1,000 squares sort their jumps through a bit per square; boards of 10^8 squares with a
// few jumps by radix; boards past 2^32 squares with a comparator. All three must agree.
describe('makeSnakesBoard orders the jumps by start square', () => {
  for (const last of [1_000, 100_000_000, 2 ** 40]) {
    it(`on a board of ${last} squares`, () => {
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.integer({ min: 2, max: 999 }), { maxLength: 60 }),
          fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 60, maxLength: 60 }),
          (starts, ends) => {
            const scale = Math.floor(last / 1000);
            const jumps = starts
              .map((from, i) => ({ from: from * scale, to: ends[i] * scale }))
              .filter((jump) => jump.from !== jump.to);
            const board = makeSnakesBoard({ format: 'board', first: 1, last: 1000 * scale, start: 0, jumps });
            const expected = [...jumps].sort((a, b) => a.from - b.from);
            expect(Array.from(board.jumpFrom)).toEqual(expected.map((jump) => jump.from));
            expect(Array.from(board.jumpTo)).toEqual(expected.map((jump) => jump.to));
          },
        ),
        { numRuns: 200 },
      );
    });

    it(`names both ends of two jumps on one square, on a board of ${last} squares`, () => {
      const scale = Math.floor(last / 1000);
      const jumps = [
        { from: 5 * scale, to: 9 * scale },
        { from: 3 * scale, to: 1 },
        { from: 5 * scale, to: 2 * scale },
      ];
      const problem = (() => {
        try {
          makeSnakesBoard({
            format: 'board',
            first: 1,
            last: 1000 * scale,
            start: 0,
            jumps,
            jumpWhere: (index) => ({ line: index + 1 }),
          });
        } catch (error) {
          return error as BoardpathError;
        }
      })();
      expect(problem).toBeInstanceOf(BoardpathError);
      expect(problem!.message).toBe(
        `two jumps start on square ${5 * scale} (to ${9 * scale} and to ${2 * scale}); a square holds one snake or ladder`,
      );
      expect(problem!.where.line).toBe(3);
    });
  }
  // Many jumps: under 2^25 squares they are placed through a bit per square (straight up to 2^21
  // jumps, dealt into stretches first beyond), and the board keeps its bits as the jump index;
  // from 2^25 squares they are sorted stretch by stretch.
  for (const [last, count] of [
    [1_000_000, 300_000],
    [2 ** 24, 2 ** 21 + 1_000],
    [50_000_000, 400_000],
  ]) {
    // The board of 2^24 squares, whose jumps are dealt into stretches, takes seconds: a slow one.
    const options = count > 2 ** 21 ? slow : {};
    it(
      `orders ${count.toLocaleString('en')} jumps on a board of ${last.toLocaleString('en')} squares as a plain sort does`,
      options,
      () => {
        const random = mulberry32(last);
        const taken = new Uint8Array(last + 1);
        const from = new Float64Array(count);
        const to = new Float64Array(count);
        for (let k = 0; k < count; k++) {
          do from[k] = 2 + Math.floor(random() * (last - 2));
          while (taken[from[k]]);
          taken[from[k]] = 1;
          to[k] = from[k] === 1 ? 2 : 1;
        }
        const board = makeSnakesBoard({ format: 'board', first: 1, last, start: 0, jumps: { from, to } });
        const order = Array.from(from.keys()).sort((a, b) => from[a] - from[b]);
        // The first place where they differ (a deep equality of 400,000 numbers takes seconds).
        expect(order.findIndex((k, at) => board.jumpFrom[at] !== from[k] || board.jumpTo[at] !== to[k])).toBe(
          -1,
        );
        expect(board.jumpFrom.length).toBe(count);
        // The sort's own index under 2^25 squares; bigger boards make one when a search needs it.
        expect(board.jumpIndex !== undefined).toBe(last < 2 ** 25);
        const { starts, rank } = board.jumpIndex ?? makeJumpIndex(board.jumpFrom, board.jumpTo, board.last);
        for (let k = 0; k < count; k += 997) {
          const square = board.jumpFrom[k];
          expect(starts[square >>> 5] & (1 << (square & 31))).not.toBe(0);
          expect(rank[square >>> 5] + popcount32(starts[square >>> 5] & ((1 << (square & 31)) - 1))).toBe(k);
        }
        expect(rank[rank.length - 1]).toBe(count);
      },
    );
  }

  it('drops a jump that ends where it starts, and still names where a doubled square was written', () => {
    const where = (index: number) => ({ line: index + 1 });
    const board = makeSnakesBoard({
      format: 'moves',
      first: 0,
      last: 20,
      start: 0,
      jumps: [
        { from: 5, to: 5 },
        { from: 9, to: 2 },
        { from: 7, to: 9 },
      ],
    });
    expect(Array.from(board.jumpFrom)).toEqual([7, 9]);
    expect(Array.from(board.jumpTo)).toEqual([9, 2]);
    for (const last of [20, 100_000_000]) {
      try {
        makeSnakesBoard({
          format: 'moves',
          first: 0,
          last,
          start: 0,
          jumps: [
            { from: 5, to: 5 },
            { from: 7, to: 9 },
            { from: 3, to: 3 },
            { from: 7, to: 2 },
          ],
          jumpWhere: where,
        });
        expect.unreachable();
      } catch (error) {
        expect((error as BoardpathError).message).toBe(
          'two jumps start on square 7 (to 9 and to 2); a square holds one snake or ladder',
        );
        expect((error as BoardpathError).where.line).toBe(4);
      }
    }
  });
});
