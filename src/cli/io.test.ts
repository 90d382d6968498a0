import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTerminal } from './io.js';

describe('isTerminal', () => {
  it('is false for a file, a character device that is no terminal, and a closed descriptor', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-io-'));
    const file = join(dir, 'x.txt');
    writeFileSync(file, 'x');
    const [inFile, inNull] = [openSync(file, 'r'), openSync('/dev/null', 'w')];
    try {
      expect(isTerminal(inFile)).toBe(false);
      expect(isTerminal(inNull)).toBe(false);
    } finally {
      closeSync(inFile);
      closeSync(inNull);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(isTerminal(inFile)).toBe(false);
  });
});
