import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { MemoryLedger } from './ledger.js';

const MB = 2 ** 20;

describe('MemoryLedger', () => {
  it('holds what stays, in whole megabytes, and leaves the rest of the limit', () => {
    const ledger = new MemoryLedger(100 * MB);
    ledger.hold('the input', 0.9 * MB); // under a megabyte: the runtime's share
    expect(ledger.left()).toBe(100 * MB);
    ledger.hold('the board', 16.5 * MB);
    ledger.hold('the board', 1 * MB);
    expect(ledger.held).toBe(17 * MB);
    expect(ledger.left()).toBe(83 * MB);
    ledger.hold('the distribution of throws', 200 * MB);
    expect(ledger.left()).toBe(0);
  });

  it('says in a memory refusal what the command already held, and leaves other errors alone', () => {
    const ledger = new MemoryLedger(100 * MB);
    const refusal = new BoardpathError(
      'E_MEMORY',
      'this maze needs about 153 MB to search but the limit is 84 MB',
    );
    expect(ledger.explained(refusal)).toBe(refusal); // nothing held yet
    ledger.hold('the grid', 16 * MB);
    expect((ledger.explained(refusal) as BoardpathError).message).toBe(
      'this maze needs about 153 MB to search but the limit is 84 MB: the grid already holds 16 MB of the 100 MB allowed',
    );
    ledger.hold('the distribution of throws', 2 * MB);
    expect((ledger.explained(refusal) as BoardpathError).message).toMatch(
      /: the grid and the distribution of throws already hold 18 MB of the 100 MB allowed$/,
    );
    const other = new BoardpathError('E_WORK', 'too long');
    expect(ledger.explained(other)).toBe(other);
    const bug = new TypeError('x');
    expect(ledger.explained(bug)).toBe(bug);
  });
});
