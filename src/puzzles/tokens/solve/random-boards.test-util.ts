import fc from 'fast-check';
import { makeTokensBoard, withStarts, type TokensBoard } from '../board/board.js';

/**
 * Random label grids, up to `maxShort` squares on the short side and 40 on the long one (rows or
 * columns, either way round), labels 1…top for a random top up to 9: rows span several 32-bit words.
 */
function randomLabelGrids(maxShort: number): fc.Arbitrary<number[][]> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: maxShort }),
      fc.integer({ min: 2, max: 40 }),
      fc.integer({ min: 1, max: 9 }),
      fc.boolean(),
    )
    .chain(([a, b, top, wide]) => {
      const [rows, columns] = wide ? [a, b] : [b, a < 2 && b < 2 ? 2 : a];
      return fc.array(
        fc.array(fc.integer({ min: 1, max: top }), { minLength: columns, maxLength: columns }),
        { minLength: rows, maxLength: rows },
      );
    });
}

/** Boards on `randomLabelGrids(maxShort)`, half of them with the tokens moved to random distinct squares. */
export function randomTokensBoards(maxShort: number): fc.Arbitrary<TokensBoard> {
  return fc
    .tuple(randomLabelGrids(maxShort), fc.nat(), fc.nat(), fc.boolean())
    .map(([grid, a, b, moveStarts]) => {
      const board = makeTokensBoard({ grid });
      if (!moveStarts) return board;
      const cells = board.rows * board.columns;
      const red = a % cells;
      const blue = (red + 1 + (b % (cells - 1))) % cells;
      return withStarts(board, {
        red: [Math.floor(red / board.columns), red % board.columns],
        blue: [Math.floor(blue / board.columns), blue % board.columns],
      });
    });
}
