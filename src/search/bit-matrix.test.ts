import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitMatrix, lowestSetBit, popcount32, transposeBits } from './bit-matrix.js';

const bit = (bits: Int32Array, words: number, row: number, column: number) =>
  (bits[row * words + (column >>> 5)] >>> (column & 31)) & 1;

describe('transposeBits', () => {
  it('transposes matrices of several blocks, sparse or dense', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.tuple(fc.nat(99), fc.nat(99)), { maxLength: 300 }),
        (side, ones) => {
          const source = bitMatrix(side);
          const { words } = source;
          for (const [r, c] of ones)
            if (r < side && c < side) source.bits[r * words + (c >>> 5)] |= 1 << (c & 31);
          const target = bitMatrix(side);
          target.bits.fill(-1); // stale contents must not survive
          transposeBits(source, target);
          const expected = new Int32Array(target.bits.length);
          for (let r = 0; r < 32 * words; r++)
            for (let c = 0; c < 32 * words; c++)
              expected[r * words + (c >>> 5)] |= bit(source.bits, words, c, r) << (c & 31);
          expect(target.bits).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('lowestSetBit', () => {
  it('finds the lowest set bit of any non-zero word, the sign bit included', () => {
    expect(lowestSetBit(1)).toBe(0);
    expect(lowestSetBit(0b101000)).toBe(3);
    expect(lowestSetBit(1 << 31)).toBe(31);
    expect(lowestSetBit(-1)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer(), (low, above) => {
        expect(lowestSetBit(((above << 1) | 1) << low)).toBe(low);
      }),
    );
  });
});

describe('popcount32', () => {
  it('counts set bits, the sign bit included', () => {
    expect(popcount32(0)).toBe(0);
    expect(popcount32(-1)).toBe(32);
    expect(popcount32(0b1011)).toBe(3);
    expect(popcount32(1 << 31)).toBe(1);
  });
});
