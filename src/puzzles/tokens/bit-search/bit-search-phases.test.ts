import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowWords } from './bit-search-matrices.js';
import { maxChunkBlocks } from './bit-search-phases.js';

describe('maxChunkBlocks', () => {
  it("keeps the states a chunk can add to a level (its rows' bits) under 2^31", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2 ** 24 }), (cells) => {
        const blocks = maxChunkBlocks(cells);
        expect(blocks).toBeGreaterThanOrEqual(1);
        // A chunk holds at most its rows' bits, and never more rows than the grid has squares.
        expect(Math.min(32 * blocks, cells) * cells).toBeLessThan(2 ** 31);
      }),
    );
  });

  it('lets one thread do a phase in one chunk up to 46,340 squares, and no further', () => {
    expect(maxChunkBlocks(46_340)).toBeGreaterThanOrEqual(rowWords(46_340));
    expect(maxChunkBlocks(46_341)).toBeLessThan(rowWords(46_341));
  });
});
