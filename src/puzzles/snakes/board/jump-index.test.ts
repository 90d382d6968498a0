import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jumpCount, jumpEnd, jumpIndexOn, makeSnakesBoard } from './board.js';
import { jumpOn, makeJumpIndex, startOfJump, startsInOrder } from './jump-index.js';

// Crowded boards of up to 2,000 squares: their sort makes the jump index.
const crowdedBoard = fc
  .integer({ min: 2, max: 2000 })
  .chain((last) =>
    fc
      .uniqueArray(fc.integer({ min: 1, max: last - 1 }), { maxLength: 200 })
      .chain((from) =>
        fc
          .array(fc.integer({ min: 1, max: last }), { minLength: from.length, maxLength: from.length })
          .map((to) => ({ last, from, to })),
      ),
  );

describe('the jump index', () => {
  it('finds each jump by its square and each square by its jump, as the sorted arrays do', () => {
    fc.assert(
      fc.property(crowdedBoard, ({ last, from, to }) => {
        const board = makeSnakesBoard({ format: 'board', first: 1, last, start: 0, jumps: { from, to } });
        const index = board.jumpIndex!;
        const kept = from.filter((square, k) => square !== to[k]);
        expect(jumpCount(board)).toBe(kept.length);
        // The arrays made on demand are the jumps in start order.
        expect([...board.jumpFrom]).toEqual([...kept].sort((a, b) => a - b));
        expect(startsInOrder(index)).toEqual(board.jumpFrom);
        for (let k = 0; k < kept.length; k++) {
          const square = board.jumpFrom[k];
          expect(startOfJump(index, k)).toBe(square);
          expect(jumpOn(index, square)).toBe(k);
          expect(jumpIndexOn(board, square)).toBe(k);
          expect(jumpEnd(board, k)).toBe(to[from.indexOf(square)]);
          expect(board.jumpTo[k]).toBe(jumpEnd(board, k));
        }
        for (const square of [-1, 0, last, last + 1, 40 * last])
          if (!kept.includes(square)) expect(jumpOn(index, square)).toBe(-1);
      }),
    );
  });

  it('is the same made from the sorted arrays', () => {
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 100,
      start: 0,
      jumps: [
        { from: 80, to: 12 },
        { from: 3, to: 40 },
        { from: 33, to: 64 },
      ],
    });
    expect(makeJumpIndex(board.jumpFrom, board.jumpTo, board.last)).toEqual(board.jumpIndex);
  });
});
