import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transpose32, transposeBlock } from './transpose-block.js';

const word = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });

/** The transpose bit by bit: bit j of word i is bit i of word j. */
function transposed(words: readonly number[]): Int32Array {
  const expected = new Int32Array(32);
  for (let i = 0; i < 32; i++) for (let j = 0; j < 32; j++) expected[i] |= ((words[j] >>> i) & 1) << j;
  return expected;
}

describe('transpose32', () => {
  it('swaps bit j of word i with bit i of word j', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 32, maxLength: 32 }), (words) => {
        const block = Int32Array.from(words);
        transpose32(block);
        expect(block).toEqual(transposed(words));
      }),
      { numRuns: 50 },
    );
  });
});

describe('transposeBlock', () => {
  it('writes the transpose of the strided block read, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (words, stride, fromAt, toAt) => {
          const from = new Int32Array(fromAt + 32 * stride).fill(-1);
          words.forEach((w, k) => (from[fromAt + k * stride] = w));
          const to = new Int32Array(toAt + 32 * stride).fill(7);
          transposeBlock(from, fromAt, to, toAt, stride);
          const expected = new Int32Array(to.length).fill(7);
          transposed(words).forEach((w, k) => (expected[toAt + k * stride] = w));
          expect(to).toEqual(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});
