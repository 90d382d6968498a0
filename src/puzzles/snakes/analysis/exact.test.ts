import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { exactExpectedThrows } from './exact.js';
import { board } from './small-board.test-util.js';
import { slow } from '../../../slow.test-util.js';

describe('the exact expected throws', () => {
  it('refuses a board too large for it, with a clear message', () => {
    expect(() => exactExpectedThrows(board(5000, 6))).toThrow(
      /the exact expected throws take boards of at most 1000 squares/,
    );
  });

  // Ten million steps of fractions before it stops: npm run test:slow runs it.
  it('stops within its work budget, whatever the die: the fractions grow with the faces', slow, () => {
    const snaky = board(1000, 100, { 998: 2, 500: 10, 3: 400 });
    expect(() => exactExpectedThrows(snaky, { maxWork: 1e7 })).toThrow(
      /^the exact expected throws would take too long on this board: past 1\.0e7 steps of work, with fractions of \d+ digits/,
    );
    // The throws alone, a unit each, are counted before any fraction is made.
    expect(() => exactExpectedThrows(board(1000, 100_000), { maxWork: 1e7 })).toThrow(
      /past 1\.0e7 steps of work \(/,
    );
    expect(exactExpectedThrows(board(10, 6), { maxWork: 1e7 })).not.toBeNull();
  });

  it('takes a board as the other analyses do, and refuses what is not one with a BoardpathError', () => {
    expect(exactExpectedThrows(board(2, 2), { end: 'bounce' })).toEqual({ numerator: 2n, denominator: 1n });
    expect(() => exactExpectedThrows({ last: 9 } as never)).toThrow(BoardpathError);
    expect(() => exactExpectedThrows(board(2, 2), { faces: 0 })).toThrow(BoardpathError);
    expect(() => exactExpectedThrows(board(2, 2), { maxWork: -1 })).toThrow(BoardpathError);
  });
});
