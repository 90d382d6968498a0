import { endsOf, makeMaze, parseMaze } from 'boardpath';
import { describe, expect, it } from 'vitest';
import { bitsLength, cellBits, gridFromBits } from './bits.js';
import { randomMaze } from './model.js';

describe('a maze as bits in a link', () => {
  it('gives back every cell and both ends, whatever the size', () => {
    for (const [rows, columns] of [
      [1, 1],
      [1, 7],
      [3, 4],
      [17, 23],
      [60, 61],
    ]) {
      const grid = randomMaze(
        makeMaze(rows, columns, new Uint8Array(rows * columns)),
        0.4,
        rows * 31 + columns,
      );
      const bits = cellBits(grid);
      expect(bits).toHaveLength(bitsLength(rows * columns));
      expect(bits).toMatch(/^[A-Za-z0-9_-]*$/);
      const back = gridFromBits(rows, columns, bits, endsOf(grid));
      expect(Array.from(back.open)).toEqual(Array.from(grid.open));
      expect(endsOf(back)).toEqual(endsOf(grid));
    }
  });

  it('writes six cells to a character, the first in its highest bit', () => {
    const grid = parseMaze('S#.#..\n######\n....#G');
    // 101011 000000 111101: base64url's r, A, 9.
    expect(cellBits(grid)).toBe('rA9');
  });

  it('refuses text of another length or another alphabet, in the library’s words', () => {
    expect(() => gridFromBits(3, 6, 'rA', {})).toThrow('the cells of a 3 × 6 maze are 3 characters, not 2');
    expect(() => gridFromBits(3, 6, 'rA*', {})).toThrow('character 3 of the cells, “*”');
    expect(() => gridFromBits(3, 6, 'rA9', { goal: [3, 0] })).toThrow(/goal/);
  });
});
