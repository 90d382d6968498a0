import { describe, expect, it } from 'vitest';
import { snakesChain, throwEnd, throwPosition } from './chain.js';
import { board } from './small-board.test-util.js';

describe('the chain of the real game', () => {
  // Squares 1–5, faces 1–3, a snake 4→1.
  const snaky = board(5, 3, { 4: 1 });

  it('applies the end rules to single throws', () => {
    const exact = snakesChain(snaky, { end: 'exact' });
    const bounce = snakesChain(snaky, { end: 'bounce' });
    const overshoot = snakesChain(snaky, { end: 'overshoot' });
    expect([1, 2, 3].map((face) => throwEnd(exact, 3, face))).toEqual([1, 5, 3]);
    expect([1, 2, 3].map((face) => throwEnd(bounce, 3, face))).toEqual([1, 5, 1]);
    expect([1, 2, 3].map((face) => throwEnd(overshoot, 3, face))).toEqual([1, 5, 5]);
    // A bounce farther than the board is long stops on the first square.
    expect(throwEnd(snakesChain(board(2, 6), { end: 'bounce' }), 1, 6)).toBe(1);
  });

  it('knows which square decides a throw past the end, or that the token stays', () => {
    expect([1, 2, 3].map((face) => throwPosition(snakesChain(snaky, { end: 'exact' }), 3, face))).toEqual([
      4, 5, -1,
    ]);
    expect([1, 2, 3].map((face) => throwPosition(snakesChain(snaky, { end: 'bounce' }), 3, face))).toEqual([
      4, 5, 4,
    ]);
    expect([1, 2, 3].map((face) => throwPosition(snakesChain(snaky, { end: 'overshoot' }), 3, face))).toEqual(
      [4, 5, 5],
    );
  });

  it('refuses a die so large that one sweep over the board would take too long', () => {
    expect(() => snakesChain(board(1_000_000, 1000))).toThrow(/at most 5e\+8/);
  });
});
