import { describe, expect, it } from 'vitest';
import { BoardpathError, MAX_MESSAGE } from './errors.js';

describe('BoardpathError', () => {
  it('describes the place first, as compilers do, then the problem', () => {
    const error = new BoardpathError('E_BOARD', 'ladder 47→26 goes down', {
      file: 'b.json',
      line: 3,
      column: 14,
    });
    expect(error.describe()).toBe('b.json:3:14: ladder 47→26 goes down');
    expect(error.at({ file: 'other.json', square: 47 }).describe()).toBe(
      'b.json:3:14: square 47: ladder 47→26 goes down',
    );
  });

  it('keeps a message to a line, however much of the input it echoes', () => {
    const error = new BoardpathError('E_FORMAT', `unknown key ${'x'.repeat(10_000_000)}`);
    expect(error.message).toHaveLength(MAX_MESSAGE);
    expect(error.message.endsWith('…')).toBe(true);
    expect(new BoardpathError('E_FORMAT', 'short').message).toBe('short');
  });
});
