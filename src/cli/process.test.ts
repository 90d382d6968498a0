import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../puzzles/puzzles.js';
import { slow } from '../slow.test-util.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
// An open 10×10 maze: 41,044,208,702,632,496,804 paths, so enumerating them never ends in practice.
const openMaze = Array.from({ length: 10 }, () => '1'.repeat(10)).join('\n');

function start(args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(openMaze);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, ended, stderr: () => stderr };
}

describe('the boardpath process', () => {
  // The command's thread is busy in the search: it has no handler of its own, so Ctrl-C ends the
  // process at once by the signal (a shell shows status 130), with nothing left running.
  it('stops at once on Ctrl-C during an endless search, on one thread or two', async () => {
    for (const threads of ['1', '2']) {
      const run = start(['maze', '-', '--count', '--moves', '8', '--threads', threads]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      run.child.kill('SIGINT');
      expect(await run.ended).toEqual({ code: null, signal: 'SIGINT' });
      expect(run.stderr()).toBe('');
    }
  });

  // `script` (util-linux, in every Debian) runs the command on a terminal of its own, as a person
  // would: the progress line is drawn by a worker thread while the command's thread searches.
  // Searches of seconds, for the line to show: npm run test:slow runs them.
  it("shows a long search's progress on a terminal, and wipes it before the answer", slow, () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-progress-'));
    try {
      const file = join(dir, 'long.json');
      // Square by square with a 96-faced die, 20 million squares take 4 s or more (Node 22 on this
      // machine, the fastest here; with 24 faces, 1.2 s was too close to the first second): the
      // line shows from the first second.
      writeFileSync(file, '{"squares": 20000000}');
      const command = [
        process.execPath,
        bin,
        'snakes',
        file,
        '--method',
        'squares',
        '--faces',
        '96',
        '--json',
      ]
        .map((word) => `'${word}'`)
        .join(' ');
      const run = spawnSync('script', ['-qc', command, '/dev/null'], { encoding: 'utf8' });
      expect(run.stdout).toMatch(
        // eslint-disable-next-line no-control-regex -- the terminal's own escape sequence is what is checked
        /\r\x1b\[Ksearching: [\d,]+ squares explored, depth [\d,]+, [\d.,]+( M)?\/s, \d+ s/,
      );
      // Wiped, then the answer on a clean line.
      expect(run.stdout).toContain('\r\x1b[K{"puzzle":"snakes","solvable":true,"moves":208334');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('draws in colour on a terminal, and in plain text into a pipe, a file or /dev/null', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-colour-'));
    try {
      const maze = join(dir, 'maze.txt');
      writeFileSync(maze, '1 0 0 0\n1 1 0 1\n1 1 0 0\n0 1 1 1\n');
      const env = { ...process.env, NO_COLOR: '', FORCE_COLOR: '' };
      const command = [process.execPath, bin, 'maze', maze].map((word) => `'${word}'`).join(' ');
      const onTerminal = spawnSync('script', ['-qc', command, '/dev/null'], { encoding: 'utf8', env });
      expect(onTerminal.stdout).toContain('\x1b[');
      const piped = spawnSync(process.execPath, [bin, 'maze', maze], { encoding: 'utf8', env });
      expect(piped.stdout).toMatch(/^maze 4×4/);
      expect(piped.stdout).not.toContain('\x1b[');
      const written = join(dir, 'answer.txt');
      const intoFile = spawnSync(command + ` > '${written}' 2> /dev/null`, { shell: true, env });
      expect(intoFile.status).toBe(0);
      expect(readFileSync(written, 'utf8')).toBe(piped.stdout);
      const intoNull = spawnSync(command + ' > /dev/null', { shell: true, env, encoding: 'utf8' });
      expect([intoNull.status, intoNull.stderr]).toEqual([0, '']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says what each search counts: the maze count sweeps cells', slow, () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardpath-progress-'));
    try {
      // An open 14×14 maze: 196 cells swept in 6 s or more on one thread (13×13 takes 1.5 s, too
      // close to the first second for the line to show surely).
      const file = join(dir, 'open14.txt');
      writeFileSync(file, ('1'.repeat(14) + '\n').repeat(14));
      const command = [process.execPath, bin, 'maze', file, '--count', '--threads', '1']
        .map((word) => `'${word}'`)
        .join(' ');
      const run = spawnSync('script', ['-qc', command, '/dev/null'], { encoding: 'utf8' });
      // eslint-disable-next-line no-control-regex -- the terminal's own escape sequence is what is checked
      expect(run.stdout).toMatch(/\r\x1b\[Ksearching: \d+ of 196 cells swept, \d+ s/);
      expect(run.stdout).toContain('\r\x1b[K69450664761521361664274701548907358996488 paths');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Ctrl-C during a listing ends it between two paths: every line written is a whole path.
  it('ends --all on Ctrl-C with whole lines only, as Ctrl-C ends a command', async () => {
    const run = start(['maze', '-', '--all', '--limit', '1000000000']);
    let stdout = '';
    run.child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    await new Promise((resolve) => run.child.stdout.once('data', resolve));
    await new Promise((resolve) => setTimeout(resolve, 200));
    run.child.kill('SIGINT');
    expect(await run.ended).toEqual({ code: null, signal: 'SIGINT' });
    expect(stdout.endsWith('\n')).toBe(true);
    const lines = stdout.slice(0, -1).split('\n');
    expect(lines.length).toBeGreaterThan(1000);
    for (const line of lines) expect(line).toMatch(/^[DLRU]{18,99}$/);
    expect(run.stderr()).toBe('');
  });

  it('ends quietly with status 0 when its reader goes away (`| head`)', async () => {
    // With a --limit, no count first: the listing starts at once (the maze has 4·10^19 paths).
    const run = start(['maze', '-', '--all', '--limit', '1000000000']);
    const firstLine = await new Promise<string>((resolve) =>
      run.child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(firstLine).toMatch(/^D+R+/);
    run.child.stdout.destroy();
    expect(await run.exited).toBe(0);
    expect(run.stderr()).toBe('');
  });
});

// A full disk is a failure of the environment, not of the input: one line where standard error
// still works, status 74, and never a stack trace or an unhandled rejection.
describe('the boardpath process when its output cannot be written', () => {
  const full = (args: string[], stderrFull = false) => {
    const fd = openSync('/dev/full', 'w');
    try {
      return spawnSync(process.execPath, [bin, ...args], {
        stdio: ['ignore', fd, stderrFull ? fd : 'pipe'],
        encoding: 'utf8',
      });
    } finally {
      closeSync(fd);
    }
  };

  it('says so in one line and ends with status 74', () => {
    for (const args of [['snakes', 'classic'], ['snakes', 'classic', '--json'], ['--help'], ['--version']]) {
      const run = full(args);
      expect(run.status).toBe(74);
      expect(run.stderr).toBe('boardpath: cannot write to standard output: no space left on device\n');
    }
  });

  // As GNU tools do: the status says what went wrong even when standard error cannot say it.
  it('ends with the status of what went wrong when standard error cannot be written either', () => {
    expect(full(['snakes', 'classic'], true).status).toBe(74);
    expect(full(['snakes', 'no-such-board.json'], true).status).toBe(2);
    expect(full(['maze', '-', '--json'], true).status).toBe(2);
    // A usage error the option parser finds is a usage error still.
    expect(full(['snakes', 'classic', '--faces', '0'], true).status).toBe(2);
    expect(full(['design', '--mean', 'x'], true).status).toBe(2);
    expect(full(['generate', 'maze', '--size', '0x0'], true).status).toBe(2);
  });
});

// A device, a pipe or standard input has no size to check before reading: the read stops at the
// limit (or at the first NUL byte, which no board written as text holds) and says so.
describe('the boardpath process on inputs without end', () => {
  it('refuses /dev/zero and /dev/urandom at once, as not text', () => {
    for (const device of ['/dev/zero', '/dev/urandom'])
      for (const puzzle of PUZZLES) {
        const run = spawnSync(process.execPath, [bin, puzzle, device], { encoding: 'utf8', timeout: 20_000 });
        expect(run.status).toBe(2);
        expect(run.stderr).toMatch(
          new RegExp(`^boardpath: ${device} is not text: byte \\d+ is a NUL byte\\n$`),
        );
      }
  });

  it('stops reading an endless pipe at the memory limit', async () => {
    const yes = spawn('yes', ['1 0 1']);
    const run = spawn(process.execPath, [bin, 'maze', '-', '--max-memory', '3MB'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    yes.stdout.pipe(run.stdin);
    run.stdin.on('error', () => {}); // the command stops reading: the pipe breaks, as it should
    let stderr = '';
    run.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const code = await new Promise((resolve) => run.on('exit', resolve));
    yes.kill();
    expect(code).toBe(2);
    expect(stderr).toBe(
      'boardpath: <stdin> holds more than 1 MB, the most that can be read within the limit of 3 MB (raise it with --max-memory)\n',
    );
  });
});
