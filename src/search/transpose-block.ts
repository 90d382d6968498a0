// The 32×32 bit block transpose that square bit matrices are turned over with: `transpose32`, the
// loops that say how, and `transposeBlock`, the same steps unrolled for speed, which
// scripts/generate-transposes.mjs writes into transpose-block.generated.ts (exported from here too).

export { transposeBlock } from './transpose-block.generated.js';

// Stage masks of the 32×32 transpose: the low j bits of every 2j-bit group.
const MASKS = [0x0000ffff, 0x00ff00ff, 0x0f0f0f0f, 0x33333333, 0x55555555];

/**
 * Transposes the 32 words of `block` in place: afterwards bit j of word i is what bit i of word j
 * was. Five stages of masked swaps (Hacker's Delight, 7-3), bits counted from the least significant.
 * Cost: 80 masked swaps of two words.
 */
export function transpose32(block: Int32Array): void {
  for (let stage = 0, j = 16; stage < 5; stage++, j >>>= 1) {
    const mask = MASKS[stage];
    for (let k = 0; k < 32; k = ((k | j) + 1) & ~j) {
      const t = ((block[k] >>> j) ^ block[k | j]) & mask;
      block[k | j] ^= t;
      block[k] ^= t << j;
    }
  }
}
