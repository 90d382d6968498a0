import { describe, expect, it } from 'vitest';
import { settled, throwsToCover } from './tail-estimate.js';

describe('throwsToCover', () => {
  it('gives the exact throws of a geometric tail: halving each throw covers all but 1e-9 after 30', () => {
    // Two squares and a two-faced die: 2^-n of the chance is still in play after n throws.
    for (const n of [4, 16, 20, 28]) expect(throwsToCover(n, 2 ** -n, 2 ** (-n / 2), 1e-9)).toBe(30);
    expect(throwsToCover(40, 2 ** -40, 2 ** -20, 1e-9)).toBe(40);
  });

  it('sees a rate of 1e-14 a throw, where the chance in play differs from 1 in its 13th digit', () => {
    const rate = 1e-14;
    const at = (n: number) => Math.exp(-rate * n);
    const guess = throwsToCover(1024, at(1024), at(512), 1e-9) as number;
    expect(Math.abs(guess - Math.log(1e9) / rate) / (Math.log(1e9) / rate)).toBeLessThan(0.01);
  });

  it('gives nothing while the chance in play has not shrunk', () => {
    expect(throwsToCover(64, 1, 1, 1e-9)).toBeNull();
    expect(throwsToCover(1, 0.5, 1, 1e-9)).toBeNull();
  });

  it('trusts two estimates only when they agree within a quarter', () => {
    expect(settled(100, 90)).toBe(true);
    expect(settled(100, 70)).toBe(false);
    expect(settled(100, null)).toBe(false);
    expect(settled(null, 100)).toBe(false);
  });
});
