import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transpose32 } from './transpose-block.js';

describe('transpose32', () => {
  it('swaps bit j of word i with bit i of word j', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 32, maxLength: 32 }),
        (words) => {
          const block = Int32Array.from(words);
          transpose32(block);
          const expected = new Int32Array(32);
          for (let i = 0; i < 32; i++)
            for (let j = 0; j < 32; j++) expected[i] |= ((words[j] >>> i) & 1) << j;
          expect(block).toEqual(expected);
        },
      ),
      { numRuns: 50 },
    );
  });
});
