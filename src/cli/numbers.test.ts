import { InvalidArgumentError } from 'commander';
import { describe, expect, it } from 'vitest';
import { maxWorkSchema, wholeNumber } from '../options.js';
import { numberBy, readNumber } from './numbers.js';
import { memorySize } from './options.js';
import { runCli } from './run-cli.test-util.js';

describe('the one number syntax of every numeric flag', () => {
  it('reads decimal digits, a fraction and an exponent, nothing else', () => {
    expect(readNumber('6')).toBe(6);
    expect(readNumber(' 5e8 ')).toBe(5e8);
    expect(readNumber('1.5E3')).toBe(1500);
    for (const written of ['0x10', '-1', '+6', '1_000', 'Infinity', '1e400', '', '6.', '.5', '1e', '0b11'])
      expect(readNumber(written)).toBeUndefined();
  });

  it("checks the number by the library's schema, and says what it allows and what was written", () => {
    const faces = numberBy(wholeNumber(1, 1_000_000));
    expect(faces('6')).toBe(6);
    expect(faces('1e3')).toBe(1000);
    expect(() => faces('0x6')).toThrow(
      new InvalidArgumentError('expected a whole number from 1 to 1,000,000, not "0x6".'),
    );
    expect(() => faces('1.5')).toThrow(InvalidArgumentError);
    const budget = numberBy(maxWorkSchema);
    expect(() => budget('0x10')).toThrow(/not "0x10"/);
    expect(budget('5e8')).toBe(5e8);
    expect(() => budget('1e16')).toThrow(
      new InvalidArgumentError('expected a whole number of steps from 1 to 1e15, not "1e16".'),
    );
  });

  it('reads memory sizes the same way, up to 256 TB', () => {
    expect(memorySize('600MB')).toBe(600 * 2 ** 20);
    expect(memorySize('1.5GiB')).toBe(1.5 * 2 ** 30);
    expect(memorySize('1e3')).toBe(1000);
    expect(() => memorySize('9'.repeat(400))).toThrow(/up to 256TB.*not "9{24}…"/);
    expect(() => memorySize('0x10')).toThrow(InvalidArgumentError);
    expect(() => memorySize('257TB')).toThrow(InvalidArgumentError);
  });

  it('refuses on the command line with one short line and status 2', async () => {
    for (const args of [
      ['snakes', 'classic', '--max-memory', '9'.repeat(400)],
      ['snakes', 'classic', '--analyze', '--budget', '0x10'],
      ['snakes', 'classic', '--faces', '0x6'],
      ['snakes', 'classic', '--faces', '9'.repeat(100_000)],
    ]) {
      const run = await runCli(args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.split('\n')).toHaveLength(2);
      expect(run.stderr.length).toBeLessThan(300);
    }
  });
});
