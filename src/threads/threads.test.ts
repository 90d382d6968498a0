import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { controlLayout } from './control.js';
import { checkThreads } from './threads.js';

describe('checkThreads', () => {
  it('takes 1, 2 and auto, and reads absent as auto', () => {
    expect(checkThreads(1)).toBe(1);
    expect(checkThreads(2)).toBe(2);
    expect(checkThreads('auto')).toBe('auto');
    expect(checkThreads(undefined)).toBe('auto');
  });

  it('refuses anything else with a usage error that shows the value', () => {
    for (const bad of [0, 3, '2', 1.5, null, 'AUTO', Number.NaN]) {
      expect(() => checkThreads(bad)).toThrow(BoardpathError);
    }
    expect(() => checkThreads('2')).toThrow(`threads must be 1, 2 or 'auto', not "2"`);
  });
});

describe('controlLayout', () => {
  it('places named runs of words one after another', () => {
    const layout = controlLayout({ phase: 1, args: 4, ready: 1 });
    expect(layout.at).toEqual({ phase: 0, args: 1, ready: 5 });
    expect(layout.words).toBe(6);
  });
});
