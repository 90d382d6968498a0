import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';
import { smallestGridIn } from './tokens-size.js';

describe('a tokens grid too big to search', () => {
  it('is sized from its lines, with or without a first line of sizes', () => {
    expect(smallestGridIn('1 2 3\n3 2 1\n1 1 1\n')).toEqual({ rows: 3, columns: 3 });
    expect(smallestGridIn('3\n1 2 3\n3 2 1\n1 1 1\n')).toEqual({ rows: 3, columns: 3 });
    expect(smallestGridIn('1 2\n2 1\n')).toBeNull();
  });

  it('is refused before a label is read, with the grid it is', async () => {
    const row = Array.from({ length: 300 }, () => '1').join(' ');
    const text = `${row}\n`.repeat(300);
    const run = await runCli(['tokens', 'big.txt'], { files: { 'big.txt': text } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^boardpath: a 300×300 grid has 8\.10e\+9 states: more than the 2147483647/);
    const limited = await runCli(['tokens', 'big.txt', '--max-memory', '1MB'], {
      files: { 'big.txt': `${Array.from({ length: 120 }, () => '2').join(' ')}\n`.repeat(120) },
    });
    expect(limited.code).toBe(2);
    expect(limited.stderr).toMatch(/a 120×120 grid needs about \d+ MB to search but the limit is 1 MB/);
  });
});
