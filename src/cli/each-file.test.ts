// Several files in one call: each answered as it would be alone, under its heading (text) or with
// its "file" (JSON), a bad one said in its own line while the others are answered, the worst status.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BoardpathError } from '../index.js';
import { answerEachFile, worseStatus } from './each-file.js';
import { runCli, type CliRun } from './run-cli.test-util.js';
import type { CliIO, CommandContext } from './types.js';

const FILES = {
  'open.txt': '1 1 0\n0 1 0\n0 1 1\n', // a path: status 0
  'shut.txt': '1 0\n0 1\n', // no path: status 1
  'bad.txt': '1 1 x\n', // bad input: status 2
  'paste.txt': 'Input: grid = [[1,1],[0,1]]\nOutput: 2\n\nInput: grid = [[1,0],[0,1]]\nOutput: -1\n',
  'board.json': '{"squares": 10, "ladders": {"2": 8}}',
  'grid.txt': '1 2\n2 1\n',
  'swap.txt': '1 1\n1 1\n',
};

const cli = (argv: string[], stdin?: string) => runCli(argv, { files: FILES, stdin });

/** The JSON lines of a run's standard output, each parsed. */
const lines = (run: CliRun) =>
  run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('several files', () => {
  it('answers each as alone, under a heading naming it, a blank line between', async () => {
    const alone = await Promise.all(['open.txt', 'shut.txt'].map((file) => cli(['maze', file])));
    const both = await cli(['maze', 'open.txt', 'shut.txt']);
    expect(both).toEqual({
      code: 1,
      stdout: `==> open.txt <==\n${alone[0].stdout}\n==> shut.txt <==\n${alone[1].stdout}`,
      stderr: '',
    });
  });

  it('says a bad file in its own line, naming it, and still answers the good one (exit 2)', async () => {
    const good = await cli(['maze', 'open.txt']);
    const bad = await cli(['maze', 'bad.txt']);
    for (const order of [
      ['bad.txt', 'open.txt'],
      ['open.txt', 'bad.txt'],
    ]) {
      const run = await cli(['maze', ...order]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe(`==> open.txt <==\n${good.stdout}`);
      expect(run.stderr).toBe(bad.stderr);
      expect(run.stderr).toMatch(/^boardpath: bad\.txt:1:5: unexpected "x"/);
    }
  });

  it('a missing file is bad input; an error that would not name its file is given it', async () => {
    const run = await cli(['tokens', 'grid.txt', 'nowhere.txt']);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/^==> grid\.txt <==\n/);
    expect(run.stderr).toBe('boardpath: cannot read nowhere.txt: no such file\n');
    // Alone, an outside start is said as ever; among several, with the file it is outside of.
    expect((await cli(['maze', 'shut.txt', '--start', '2,2'])).stderr).toBe(
      'boardpath: the start 2,2 is outside the 2×2 maze (rows 0…1, columns 0…1)\n',
    );
    const several = await cli(['maze', 'open.txt', 'shut.txt', '--start', '2,2']);
    expect(several).toMatchObject({ code: 2, stdout: expect.stringMatching(/^==> open\.txt <==\n/) });
    expect(several.stderr).toBe(
      'boardpath: shut.txt: the start 2,2 is outside the 2×2 maze (rows 0…1, columns 0…1)\n',
    );
  });

  it('exits with the worst status of the files', async () => {
    expect((await cli(['maze', 'open.txt', 'open.txt'])).code).toBe(0);
    expect((await cli(['maze', 'open.txt', 'shut.txt'])).code).toBe(1);
    expect((await cli(['maze', 'shut.txt', 'open.txt'])).code).toBe(1);
    expect((await cli(['maze', 'bad.txt', 'shut.txt', 'open.txt'])).code).toBe(2);
    expect((await cli(['maze', 'shut.txt', 'open.txt', 'bad.txt'])).code).toBe(2);
  });

  it('with --json, a line for each file: its answer alone with "file" last, or its error with "file"', async () => {
    const run = await cli(['maze', 'open.txt', 'bad.txt', 'shut.txt', '--json']);
    expect(run.code).toBe(2);
    const [open, bad, shut] = lines(run);
    expect(lines(run)).toHaveLength(3);
    expect(open).toEqual({ ...lines(await cli(['maze', 'open.txt', '--json']))[0], file: 'open.txt' });
    expect(Object.keys(open).at(-1)).toBe('file');
    expect(shut).toEqual({ ...lines(await cli(['maze', 'shut.txt', '--json']))[0], file: 'shut.txt' });
    expect(bad).toEqual({ ...lines(await cli(['maze', 'bad.txt', '--json']))[0], file: 'bad.txt' });
    expect(bad.error).toMatchObject({ code: 'E_FORMAT', where: { file: 'bad.txt', line: 1, column: 5 } });
    expect(run.stderr).toMatch(/^boardpath: bad\.txt:1:5: /);
    // The one-file output is as it always was: no "file" there.
    expect(lines(await cli(['maze', 'open.txt', '--json']))[0]).not.toHaveProperty('file');
  });

  it('with --json, every puzzle names the file of each answer, each example of a paste too', async () => {
    const snakes = lines(await cli(['snakes', 'board.json', 'classic', 'nothing', '--json']));
    expect(snakes.map((line) => line.file)).toEqual(['board.json', 'classic', 'nothing']);
    expect(snakes.map((line) => line.moves)).toEqual([2, 7, undefined]);
    expect(snakes[2].error).toMatchObject({ code: 'E_FILE' });
    const tokens = await cli(['tokens', 'grid.txt', 'swap.txt', '--json']);
    expect(tokens.code).toBe(1);
    expect(lines(tokens).map(({ file, solvable }) => [file, solvable])).toEqual([
      ['grid.txt', false],
      ['swap.txt', true],
    ]);
    const pastes = await cli(['maze', 'paste.txt', 'open.txt', '--json']);
    expect(pastes.code).toBe(1); // the second example has no path, as its Output: says
    expect(lines(pastes).map(({ file, example, matches }) => [file, example, matches])).toEqual([
      ['paste.txt', 1, true],
      ['paste.txt', 2, true],
      ['open.txt', undefined, undefined],
    ]);
  });

  it('reads - among the files, once', async () => {
    const piped = await cli(['maze', 'shut.txt', '-'], FILES['open.txt']);
    expect(piped.code).toBe(1);
    expect(piped.stdout).toBe(
      `==> shut.txt <==\n${(await cli(['maze', 'shut.txt'])).stdout}\n==> <stdin> <==\n${(await cli(['maze', 'open.txt'])).stdout}`,
    );
    const json = lines(await cli(['maze', '-', 'open.txt', '--json'], FILES['shut.txt']));
    expect(json.map(({ file, solvable }) => [file, solvable])).toEqual([
      ['-', false],
      ['open.txt', true],
    ]);
    expect(await cli(['maze', '-', 'open.txt', '-'], FILES['shut.txt'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'boardpath: standard input can be read once: name - once among the files\n',
    });
  });

  it('refuses --expect, one board’s answer, before any file is read', async () => {
    const run = await cli(['maze', 'open.txt', 'shut.txt', '--expect', '4']);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toMatch(
      /^boardpath: --expect gives the answer of one board, and 2 files are given: [^\n]*\n$/,
    );
    const json = await cli(['tokens', 'grid.txt', 'swap.txt', '--expect', '4', '--json']);
    expect(lines(json)).toEqual([{ error: expect.objectContaining({ code: 'E_USAGE' }) }]);
  });

  it('gives each file the whole --max-memory', async () => {
    // A 300-cell row needs about 6 KB to read and search: 9 KB holds one file's, not two files'.
    const wide = `${'1 '.repeat(299)}1\n`;
    const files = { 'a.txt': wide, 'b.txt': wide };
    const limit = ['--max-memory', '9KB'];
    expect((await runCli(['maze', 'a.txt', ...limit], { files })).code).toBe(0);
    expect((await runCli(['maze', 'a.txt', '--max-memory', '4.5KB'], { files })).code).toBe(2);
    const both = await runCli(['maze', 'a.txt', 'b.txt', ...limit], { files });
    expect(both).toMatchObject({ code: 0, stderr: '' });
  });

  it('shows FILE... in the help of each puzzle and of boardpath', async () => {
    for (const puzzle of ['snakes', 'maze', 'tokens'])
      expect((await cli([puzzle, '--help'])).stdout).toMatch(
        new RegExp(`^Usage: boardpath ${puzzle} \\[options\\] \\[FILE\\.\\.\\.\\]\\n`),
      );
    expect((await cli(['--help'])).stdout).toMatch(
      /^Usage: boardpath <snakes\|maze\|tokens> \[FILE\.\.\.\] /,
    );
  });
});

describe('answerEachFile', () => {
  // A world that takes standard output and error, and fails its output once told to.
  const world = () => {
    const said = { out: '', err: '', broken: false };
    const io = {
      out: (text: string) => {
        if (said.broken) throw new BoardpathError('E_IO', 'cannot write to standard output: device full');
        said.out += text;
      },
      err: (text: string) => void (said.err += text),
    } as CliIO;
    return { said, context: { io, exitCode: 0 } as CommandContext };
  };
  const failing = (error: unknown) => async () => {
    throw error;
  };

  it('orders the statuses by severity, not by number: 130, 70, 74, 2, 1, 0', () => {
    const order = [0, 1, 2, 74, 70, 130];
    for (const [i, a] of order.entries())
      for (const [j, b] of order.entries()) expect(worseStatus(a, b)).toBe(order[Math.max(i, j)]);
  });

  it('goes on past a bug in one file (status 70, over 74), and stops at an interrupt', async () => {
    const { said, context } = world();
    const answers: Record<string, () => Promise<number>> = {
      io: failing(new BoardpathError('E_IO', 'cannot read io: device error')),
      broken: failing(new TypeError('x is undefined')),
      stop: failing(new BoardpathError('E_ABORTED', 'interrupted')),
    };
    const asked: string[] = [];
    const status = await answerEachFile(
      context,
      ['io', 'broken', 'good', 'stop', 'good'],
      {},
      async (source, run) => {
        asked.push(source);
        return source === 'good' ? (run.io.out('answer\n'), 0) : answers[source]();
      },
    );
    expect(asked).toEqual(['io', 'broken', 'good', 'stop']);
    expect(status).toBe(130);
    expect(said.out).toBe('==> good <==\nanswer\n');
    expect(said.err.split('\n')).toEqual([
      'boardpath: cannot read io: device error',
      'boardpath: broken: internal error: x is undefined (this is a bug in boardpath; please report it)',
      'boardpath: stop: interrupted',
      '',
    ]);
    const again = world();
    const worst = await answerEachFile(again.context, ['io', 'broken'], {}, (source) => answers[source]());
    expect(worst).toBe(70);
  });

  it('stops once standard output cannot be written', async () => {
    const { said, context } = world();
    const asked: string[] = [];
    const status = await answerEachFile(context, ['a', 'b', 'c'], { json: true }, async (source, run) => {
      asked.push(source);
      if (source === 'b') said.broken = true;
      run.io.out('{}\n');
      return 0;
    });
    expect(asked).toEqual(['a', 'b']);
    expect(status).toBe(74);
    // Output that fails is no file's: the line names none.
    expect(said.err).toBe('boardpath: cannot write to standard output: device full\n');
  });
});

describe('several files, through the bundled command', () => {
  const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
  const folder = mkdtempSync(join(tmpdir(), 'boardpath-files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(folder, name), text);

  it('reads a pipe as -, answers the rest, and exits with the worst status', () => {
    const run = spawnSync(
      '/bin/sh',
      ['-c', 'cat | exec "$@"', 'sh', process.execPath, bin, 'maze', 'open.txt', '-', 'bad.txt', '--json'],
      { cwd: folder, encoding: 'utf8', input: FILES['shut.txt'], timeout: 60_000 },
    );
    expect(run.status).toBe(2);
    const answers = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { file: string; solvable?: boolean; error?: object });
    expect(answers.map(({ file, solvable }) => [file, solvable])).toEqual([
      ['open.txt', true],
      ['-', false],
      ['bad.txt', undefined],
    ]);
    expect(answers[2].error).toMatchObject({ code: 'E_FORMAT' });
    expect(run.stderr).toMatch(/^boardpath: bad\.txt:1:5: [^\n]*\n$/);
  });
});
