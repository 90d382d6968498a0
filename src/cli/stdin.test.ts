// A puzzle command given no file reads what is piped to it, as the same board given as a file; at a
// terminal or with nothing piped it does as it always did (the classic board, or a refusal).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-stdin-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// `input`, when given, reaches the command through a pipe, as a shell's `|` gives it (Node's own
// `input` gives a socket, tried on its own below).
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

  it('reads a board a program passes through a socket, as Node gives a child its input', () => {
    // Node's `input` reaches the child through a socket, not a pipe: the board is read all the same.
    const board = '{"squares": 30, "ladders": [[3, 22]]}';
    const socket = spawnSync(process.execPath, [bin, 'snakes'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 60_000,
      input: board,
    });
    expect(socket.status).toBe(0);
    expect(socket.stdout).toEqual(run(['snakes'], board).stdout);
    expect(socket.stdout).not.toEqual(run(['snakes', 'classic']).stdout);
  });

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
