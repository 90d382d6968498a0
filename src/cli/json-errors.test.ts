// Under --json an error is also one JSON line on standard output, for the program reading the
// answers there; the line on standard error and the status are as without it.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

describe('errors under --json', () => {
  it('bad input: the code, the message and where, as the line on standard error says them', async () => {
    const run = await runCli(['maze', 'm.json', '--json'], { files: { 'm.json': '[[1,1],[1,7]]' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^boardpath: m\.json:1:11: row 1, column 1: expected 0 \(blocked\) or 1 \(open\)/,
    );
    const { error } = JSON.parse(run.stdout) as { error: { code: string; message: string; where: object } };
    expect(error.code).toBe('E_FORMAT');
    expect(error.where).toMatchObject({ file: 'm.json', line: 1, column: 11 });
    expect(run.stderr).toContain(error.message);
    expect(run.stdout.split('\n')).toHaveLength(2);
  });

  it('a usage error commander finds, and a limit with the flag that raises it', async () => {
    const usage = await runCli(['snakes', '--json', '--facez', '3']);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stdout)).toEqual({
      error: { code: 'E_USAGE', message: usage.stderr.replace(/^boardpath: /, '').trimEnd(), where: {} },
    });
    const memory = await runCli(['maze', 'big.txt', '--json', '--max-memory', '1MB'], {
      files: { 'big.txt': ' '.repeat(2 ** 21) },
    });
    expect(memory.code).toBe(2);
    expect(JSON.parse(memory.stdout)).toMatchObject({
      error: { code: 'E_MEMORY', message: expect.stringMatching(/\(raise it with --max-memory\)$/) },
    });
  });

  it("without --json, or with --json only after -- (a judged program's), standard output stays empty", async () => {
    const plain = await runCli(['maze', 'm.json'], { files: { 'm.json': '[[1,1],[1,7]]' } });
    expect(plain).toMatchObject({ code: 2, stdout: '' });
    const judged = await runCli(['judge', 'maze', '--bogus', '--', 'prog', '--json']);
    expect(judged).toMatchObject({ code: 2, stdout: '' });
  });
});
