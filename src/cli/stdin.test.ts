// A puzzle command given no file reads what is piped to it, as the same board given as a file; at a
// terminal or with nothing piped it does as it always did (the classic board, or a refusal).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-stdin-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// `input`, when given, reaches the command through a pipe, as a shell's `|` gives it: Node's own
// `input` would leave a socket on standard input, which the command does not count as piped.
const run = (args: string[], input?: string) => {
  const done =
    input === undefined
      ? spawnSync(process.execPath, [bin, ...args], {
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
          timeout: 60_000,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawnSync('/bin/sh', ['-c', 'cat | exec "$@"', 'sh', process.execPath, bin, ...args], {
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
          timeout: 60_000,
          input,
        });
  return { status: done.status, stdout: done.stdout, stderr: done.stderr };
};

const BOARDS: [string, string][] = [
  ['snakes', '{"squares": 30, "ladders": {"3": 22, "5": 8}, "snakes": {"27": 1}}'],
  ['maze', '1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1\n'],
  ['tokens', '4\n1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2\n'],
];

describe('a puzzle command with no file', () => {
  it.each(BOARDS)(
    '%s reads the board piped to it, as `-` does and as the same board in a file',
    (puzzle, board) => {
      const file = join(folder, `${puzzle}.txt`);
      writeFileSync(file, board);
      for (const flags of [[], ['--json']]) {
        const piped = run([puzzle, ...flags], board);
        expect(piped).toEqual(run([puzzle, '-', ...flags], board));
        const fromFile = run([puzzle, file, ...flags]);
        expect(piped.status).toBe(0);
        // The same answer (the file's name aside, which the text output shows).
        expect(piped.stdout.replaceAll('<stdin>', file)).toEqual(fromFile.stdout);
        // A file redirected to standard input (`< board.txt`) is read as piped.
        const redirected = spawnSync(
          '/bin/sh',
          ['-c', 'exec "$@" < "$0"', file, process.execPath, bin, puzzle, ...flags],
          {
            encoding: 'utf8',
            env: { ...process.env, NO_COLOR: '1' },
            timeout: 60_000,
          },
        );
        expect(redirected).toMatchObject({ status: 0, stdout: piped.stdout });
      }
    },
  );

  it('solves the classic board when nothing is piped (/dev/null, a closed standard input)', () => {
    const classic = run(['snakes', 'classic']);
    expect(classic.status).toBe(0);
    expect(run(['snakes'])).toEqual(classic);
    const closed = spawnSync('/bin/sh', ['-c', `exec "$@" <&-`, 'sh', process.execPath, bin, 'snakes'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect({ status: closed.status, stdout: closed.stdout }).toEqual({ status: 0, stdout: classic.stdout });
  });

  it('solves the classic board with a socket left open on standard input, as a program starting it does', async () => {
    const classic = run(['snakes', 'classic']);
    // Node's default standard streams: standard input a socket, never written to nor closed.
    // A command that waited on it is ended before the test's own limit, and the test fails.
    const child = spawn(process.execPath, [bin, 'snakes'], {
      env: { ...process.env, NO_COLOR: '1' },
      signal: AbortSignal.timeout(50_000),
    });
    child.on('error', () => {}); // the abort, seen as the status below
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => void (stdout += text));
    const status = await new Promise<number | null>((done) => child.on('close', done));
    expect({ status, stdout }).toEqual({ status: 0, stdout: classic.stdout });
  }, 60_000);

  it('asks for a file when a maze or grid command has nothing to read, and refuses empty input', () => {
    expect(run(['maze'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'boardpath: give a maze file, or - for standard input (nothing is piped to standard input)\n',
    });
    expect(run(['tokens'])).toMatchObject({ status: 2, stdout: '' });
    expect(run(['snakes'], '')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'boardpath: <stdin>: the input is empty: expected a board\n',
    });
  });
});
