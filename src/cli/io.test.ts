import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNullDevice, isTerminal } from './io.js';

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

describe('isNullDevice', () => {
  it('tells /dev/null from other character devices and from files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-io-'));
    const file = join(dir, 'x.txt');
    writeFileSync(file, 'x');
    try {
      expect(isNullDevice(statSync('/dev/null'))).toBe(true);
      expect(isNullDevice(statSync('/dev/zero'))).toBe(false);
      expect(isNullDevice(statSync(file))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
