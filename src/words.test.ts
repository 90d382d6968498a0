import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counted, grouped, wordList } from './words.js';

describe('counted', () => {
  it('says one thing in the singular, the rest in the plural, with thousands grouped', () => {
    expect(counted(1, 'square')).toBe('1 square');
    expect(counted(0, 'square')).toBe('0 squares');
    expect(counted(1234, 'path')).toBe('1,234 paths');
    expect(counted(1n, 'path')).toBe('1 path');
    expect(counted(2, 'run event')).toBe('2 run events');
  });
});

describe('grouped', () => {
  it('writes any number as toLocaleString does in English', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), fc.bigInt(), fc.double()),
        (n) => {
          expect(grouped(n)).toBe(n.toLocaleString('en-US'));
        },
      ),
      { numRuns: 2000 },
    );
    expect(grouped(1_000_000)).toBe('1,000,000');
    expect(grouped(-1234)).toBe('-1,234');
    expect(grouped(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('wordList', () => {
  it('joins words with commas and "or" (or "and") before the last', () => {
    expect(wordList([])).toBe('');
    expect(wordList(['exact'])).toBe('exact');
    expect(wordList(['1', '2'])).toBe('1 or 2');
    expect(wordList(['exact', 'bounce', 'overshoot'])).toBe('exact, bounce or overshoot');
    expect(wordList(['the grid', 'the board', 'the paths'], 'and')).toBe('the grid, the board and the paths');
  });
});
