import { describe, expect, it } from 'vitest';
import { snakesChain } from './chain.js';
import { exactExpectedThrows } from './exact.js';
import { board } from './small-board.test-util.js';

describe('the exact expected throws', () => {
  it('refuses a board too large for it, with a clear message', () => {
    expect(() => exactExpectedThrows(snakesChain(board(5000, 6)))).toThrow(
      /the exact expected throws take boards of at most 1000 squares/,
    );
  });
});
