// The judge as a real process: Ctrl-C, the progress line on a terminal, nothing left running.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-judge-process-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Whether a process is still running (a zombie waiting for a first process that never reaps is not).
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

// The processes whose environment or command line names `path` (a compiler, a driver): none may be left.
function holding(path: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || !running(Number(name))) continue;
    try {
      const seen =
        readFileSync(`/proc/${name}/environ`, 'latin1') + readFileSync(`/proc/${name}/cmdline`, 'latin1');
      if (seen.includes(path)) found.push(Number(name));
    } catch {
      // Gone meanwhile, or another user's.
    }
  }
  return found;
}

// Starts `boardpath judge …`, then sends it Ctrl-C once `ready` holds (polled), and gives its end.
async function interrupted(args: string[], ready: (stdout: string) => boolean) {
  const child = spawn(process.execPath, [bin, 'judge', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  while (!ready(stdout)) await new Promise((resolve) => setTimeout(resolve, 50));
  child.kill('SIGINT');
  return { ...(await ended), stdout: () => stdout, stderr: () => stderr };
}

describe('boardpath judge, the process', () => {
  it('on Ctrl-C kills every run it started and says what it found, then ends as Ctrl-C ends it', async () => {
    const pids = join(folder, 'pids');
    const program = ['sh', '-c', `echo $$ >> '${pids}'; sleep 30 & echo $! >> '${pids}'; wait`];
    const started = () => {
      try {
        return readFileSync(pids, 'utf8').trim().split('\n').length >= 4;
      } catch {
        return false;
      }
    };
    const run = await interrupted(
      ['snakes', '--seed', 'stop', '--time-limit', '60', '--jobs', '2', '--', ...program],
      started,
    );
    expect({ code: run.code, signal: run.signal }).toEqual({ code: null, signal: 'SIGINT' });
    expect(run.stdout()).toBe('interrupted after 0 cases judged, all passed so far (seed stop)\n');
    expect(run.stderr()).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pid of readFileSync(pids, 'utf8').trim().split('\n').map(Number))
      expect(running(pid)).toBe(false);
  }, 30_000);

  it('ended by another signal, ends every run it started too', async () => {
    const pids = join(folder, 'term-pids');
    const program = ['sh', '-c', `echo $$ >> '${pids}'; sleep 30`];
    const child = spawn(process.execPath, [bin, 'judge', 'snakes', '--time-limit', '60', '--', ...program]);
    const ended = new Promise((resolve) => child.on('exit', (_, signal) => resolve(signal)));
    const started = () => {
      try {
        return readFileSync(pids, 'utf8').trim().split('\n').length >= 2;
      } catch {
        return false;
      }
    };
    while (!started()) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGTERM');
    expect(await ended).toBe('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pid of readFileSync(pids, 'utf8').trim().split('\n').map(Number))
      expect(running(pid)).toBe(false);
  }, 30_000);

  it('leaves no folder and no process, whatever signal comes while a solution file is compiled or run', async () => {
    const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));
    for (const [index, [file, signal]] of (
      [
        ['snakes_correct.py', 'SIGTERM'],
        ['snakes_correct.js', 'SIGHUP'],
        ['snakes_correct.cpp', 'SIGINT'],
        ['snakes_correct.cpp', 'SIGTERM'],
        ['snakes_correct.java', 'SIGHUP'],
      ] as const
    ).entries()) {
      // A temporary folder of the test's own, so that only this judge's folders are looked for.
      const temporary = join(folder, `tmp-${index}`);
      mkdirSync(temporary);
      const child = spawn(
        process.execPath,
        [bin, 'judge', 'snakes', '--cases', '100000', '--no-save', '--solution', fixture(file)],
        { stdio: 'ignore', env: { ...process.env, TMPDIR: temporary } },
      );
      const ended = new Promise((resolve) => child.on('exit', (_, how) => resolve(how)));
      // The driver's folder made: the compiler runs, or the driver is being started.
      while (readdirSync(temporary).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 300 * index));
      child.kill(signal);
      expect([file, await ended]).toEqual([file, signal]);
      expect([file, readdirSync(temporary)]).toEqual([file, []]);
      // Killed, every one: a JVM's many threads may take a moment to be torn down after SIGKILL.
      for (let waited = 0; waited < 5000 && holding(temporary).length > 0; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect([file, holding(temporary)]).toEqual([file, []]);
    }
  }, 120_000);

  it('ends a program started just as a signal comes, at any moment', async () => {
    // The handlers are there before the first program starts: no moment leaves one running.
    const word = `boardpath-race-${process.pid}`;
    for (let round = 0; round < 12; round++) {
      const child = spawn(
        process.execPath,
        [
          bin,
          'judge',
          'snakes',
          '--no-save',
          '--jobs',
          '4',
          '--',
          'sh',
          '-c',
          'setsid sleep 60 & sleep 60',
          word,
        ],
        { stdio: 'ignore' },
      );
      const ended = new Promise((resolve) => child.on('exit', resolve));
      await new Promise((resolve) => setTimeout(resolve, 40 + 60 * round));
      child.kill((['SIGTERM', 'SIGHUP', 'SIGINT'] as const)[round % 3]);
      await ended;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([round, holding(word)]).toEqual([round, []]);
    }
  }, 120_000);

  it('refuses in one line a TMPDIR where no folder can be made', () => {
    const fixture = fileURLToPath(new URL('../../fixtures/judge/snakes_correct.py', import.meta.url));
    for (const [tmp, why] of [
      ['/nonexistent/boardpath', 'no such folder'],
      [bin, 'it is not a folder'],
    ]) {
      const run = spawnSync(
        process.execPath,
        [bin, 'judge', 'snakes', '--cases', '1', '--solution', fixture],
        {
          encoding: 'utf8',
          env: { ...process.env, TMPDIR: tmp },
        },
      );
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr: `boardpath: cannot make a folder for the solution's driver in ${tmp}: ${why} (set TMPDIR to a folder that can be written)\n`,
      });
    }
  });

  it('on Ctrl-C while shrinking prints the smallest failing board found so far', async () => {
    // Right up to 6×6, wrong on bigger boards: shrinking an 8×8 board tries dozens of smaller ones.
    const log = join(folder, 'runs');
    const program = [
      'python3',
      fileURLToPath(new URL('../../fixtures/judge/snakes_slow_on_big.py', import.meta.url)),
      log,
    ];
    // Shrinking has taken a simpler board once the failing board's first simpler one (all its jumps
    // gone: over 6×6, so wrong too) was run and a later batch of boards started after it: the judge
    // starts a batch only when it has the verdicts of the one before. (Counting runs alone raced: on
    // a loaded machine the runs noted could still be the first batch's.)
    const shrinking = () => {
      try {
        const runs = readFileSync(log, 'utf8').trim().split('\n');
        const bare = runs.findIndex((line) => {
          const [side, jumps] = line.split(' ').map(Number);
          return side > 6 && jumps === 0;
        });
        return bare >= 0 && runs.length - bare > 3;
      } catch {
        return false;
      }
    };
    const run = await interrupted(
      ['snakes', '--seed', 'stop', '--size', '3..8', '--save', join(folder, 'f.json'), '--', ...program],
      shrinking,
    );
    expect(run.signal).toBe('SIGINT');
    expect(run.stdout()).toMatch(
      /^interrupted: case 5 fails with a wrong answer \(seed stop, 4 cases passed before it\)\n/,
    );
    expect(run.stdout()).toContain('\nexpected: ');
    expect(run.stdout()).toContain('\ngot:      99\n');
    expect(run.stdout()).toContain('(shrinking stopped before the smallest)');
    expect(run.stdout()).toContain(`\nsaved:  ${join(folder, 'f.json')}\n`);
  }, 30_000);

  it('draws its progress on a terminal, wiped before the answer, and nothing into a pipe', () => {
    const saved = join(folder, 'bar.json');
    const command = [
      process.execPath,
      bin,
      'judge',
      'snakes',
      '--seed',
      'bar',
      '--cases',
      '40',
      '--exhaustive',
      '0',
      '--jobs',
      '1',
    ];
    command.push('--no-shrink', '--save', saved, '--', 'sh', '-c', 'sleep 0.05; echo 99');
    const onTerminal = spawnSync(
      'script',
      ['-qc', command.map((word) => `'${word}'`).join(' '), '/dev/null'],
      {
        encoding: 'utf8',
      },
    );
    // eslint-disable-next-line no-control-regex -- the terminal's own escape sequence is what is checked
    expect(onTerminal.stdout).toMatch(/\rjudging \[\.{20}\] \d\/40 cases, 1 failing, \d+ runs\/s\x1b\[K/);
    expect(onTerminal.stdout).toContain('\r\x1b[Kcase 1 fails with a wrong answer');
    const piped = spawnSync(process.execPath, command.slice(1), { encoding: 'utf8' });
    expect(piped.status).toBe(1);
    expect(piped.stderr).toBe('');
    expect(piped.stdout).toContain(`\nsaved:  ${saved}\n`);
  }, 30_000);
});
