import { describe, expect, it } from 'vitest';
import { counted } from './words.js';

describe('counted', () => {
  it('says one thing in the singular, the rest in the plural, with thousands grouped', () => {
    expect(counted(1, 'square')).toBe('1 square');
    expect(counted(0, 'square')).toBe('0 squares');
    expect(counted(1234, 'path')).toBe('1,234 paths');
    expect(counted(1n, 'path')).toBe('1 path');
    expect(counted(2, 'run event')).toBe('2 run events');
  });
});
