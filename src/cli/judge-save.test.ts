// The failing case saved into the user's own tests: a unit test in the solution's language, run
// here with python3 and node as the user runs it (C++ and Java, compiled, in
// judge-save-compiled.test.ts), failing on the buggy solution and passing once the solution is
// right; and name.in/name.out as oj test reads them.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASES, fixture, root, run, savesEach } from './judge-save.test-util.js';
import { runCli } from './run-cli.test-util.js';

describe('--save-test', () => {
  savesEach(CASES.filter(({ buggy }) => /\.(py|js)$/.test(buggy)));

  it('is refused for a command, for another language, and over the solution, before any board', async () => {
    const solution = fixture('snakes_correct.py');
    expect(await runCli(['judge', 'snakes', '--save-test', 't.py', '--', 'echo', '1'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--save-test writes a unit test that calls a solution file's function/),
    });
    expect(await runCli(['judge', 'snakes', '--solution', solution, '--save-test', 't.js'])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/a Python solution's test is a Python file: t\.js does not end in \.py/),
    });
    expect(await runCli(['judge', 'snakes', '--solution', solution, '--save-test', solution])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/the test would be written over the solution/),
    });
  });
});

describe('--save-cases', () => {
  it('writes name.in and name.out, which a right program passes and the buggy one fails', async () => {
    const folder = join(root, 'cases');
    const program = join(root, 'stdin.py');
    copyFileSync(fixture('snakes_stdin.py'), program);
    const saved = await runCli([
      'judge',
      'snakes',
      '--seed',
      'oj',
      '--no-save',
      '--save-cases',
      join(folder, 'test'),
      '--',
      'echo',
      '3',
    ]);
    expect(saved).toMatchObject({ code: 1, stderr: '' });
    const files = readdirSync(join(folder, 'test')).sort();
    expect(files).toHaveLength(2);
    const [input, output] = files;
    expect(input).toMatch(/^boardpath-oj-\d+\.in$/);
    expect(output).toBe(input.replace(/\.in$/, '.out'));
    expect(saved.stdout).toContain(
      `\ncases:  ${join(folder, 'test', input.replace(/\.in$/, ''))}.in, .out\n`,
    );
    const board = readFileSync(join(folder, 'test', input), 'utf8');
    const expected = readFileSync(join(folder, 'test', output), 'utf8');
    expect(run(['python3', program], folder, board).output.trim()).toBe(expected.trim());
    expect(expected.trim()).not.toBe('3');
  });

  it('never writes through a symbolic link in place of the folder', async () => {
    const target = join(root, 'elsewhere');
    mkdirSync(target);
    const link = join(root, 'linked');
    symlinkSync(target, link);
    const saved = await runCli([
      'judge',
      'snakes',
      '--seed',
      'oj',
      '--no-save',
      '--save-cases',
      link,
      '--',
      'echo',
      '3',
    ]);
    expect(saved.code).toBe(1);
    expect(saved.stdout).toContain(`cases not saved: ${link}: a symbolic link, not written through`);
    expect(readdirSync(target)).toEqual([]);
  });
});
