import { BUILT_IN_BOARDS, jumpsOf, makeSnakesBoard, parseSnakes, type SnakesBoard } from 'boardpath';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addJump, boardText, cellOf, removeJump, resize, squareAt } from './model.js';

const same = (a: SnakesBoard, b: SnakesBoard) => {
  expect(b.format).toBe(a.format);
  expect([b.first, b.last, b.start]).toEqual([a.first, a.last, a.start]);
  expect(jumpsOf(b)).toEqual(jumpsOf(a));
};

// Random valid boards in each format: jumps with distinct starts, never from the last square.
const boards = fc.constantFrom('board', 'leetcode', 'moves').chain((format) =>
  fc.integer({ min: 2, max: 7 }).chain((side) => {
    const squares = side * side;
    const first = format === 'moves' ? 0 : 1;
    const last = first + squares - 1;
    return fc
      .uniqueArray(
        fc.tuple(fc.integer({ min: first, max: last - 1 }), fc.integer({ min: first, max: last })),
        { selector: ([from]) => from, maxLength: squares },
      )
      .map((pairs) =>
        makeSnakesBoard({
          format: format as SnakesBoard['format'],
          first,
          last,
          start: format === 'board' ? 0 : first,
          jumps: pairs.filter(([from, to]) => from !== to).map(([from, to]) => ({ from, to })),
          ...(format === 'leetcode' && { rows: side, columns: side }),
        }),
      );
  }),
);

describe('the Snakes editor model', () => {
  it('writes every board in its own format so that the CLI reads it back unchanged', () => {
    fc.assert(fc.property(boards, (board) => same(board, parseSnakes(boardText(board)))));
    const classic = BUILT_IN_BOARDS.classic();
    same(classic, parseSnakes(boardText(classic)));
  });

  it('finds each square where it draws it', () => {
    fc.assert(
      fc.property(boards, (board) => {
        for (let square = board.first; square <= board.last; square++) {
          const { row, column } = cellOf(board, square);
          expect(squareAt(board, row, column)).toBe(square);
        }
      }),
    );
  });

  it('adds, removes and resizes through the library rules', () => {
    const board = BUILT_IN_BOARDS.classic();
    expect(jumpsOf(addJump(board, 2, 99))).toContainEqual({ from: 2, to: 99 });
    expect(() => addJump(board, 1, 50)).toThrow(/two jumps start on square 1/);
    expect(jumpsOf(removeJump(board, 1))).not.toContainEqual({ from: 1, to: 38 });
    const { board: small, dropped } = resize(board, 50);
    expect(small.last).toBe(50);
    expect(dropped).toBe(11); // 8 of the 19 jumps lie within squares 1…50
  });
});
