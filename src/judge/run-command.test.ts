import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { liveGroups, sweepEnded } from './process-group.js';
import { MOST_OUTPUT, runCommand } from './run-command.js';

const node = (code: string) => [process.execPath, '-e', code];

// Whether a process is still running: signal 0 only asks; a zombie (killed, waiting to be reaped by
// a first process that never reaps, as in some containers) is not running.
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
};

// The processes whose command line holds `word` (a word no other program has): none may be left.
function leftBehind(word: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, 'latin1').includes(word) && alive(Number(name)))
        found.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

describe('one run of a command', () => {
  it('gives what it printed when it exits with status 0, its input on standard input', async () => {
    const outcome = await runCommand(node('process.stdin.pipe(process.stdout)'), '[[-1,4],[-1,-1]]\n', 5000);
    expect(outcome).toEqual({ kind: 'answer', text: '[[-1,4],[-1,-1]]\n', cut: false });
  });

  it('is a crash when it exits with another status or is killed, said with its last error line', async () => {
    const failed = await runCommand(
      node("console.error('Traceback…\\nIndexError: out of range'); process.exit(3)"),
      '',
      5000,
    );
    expect(failed).toMatchObject({ kind: 'crash', detail: 'exited with status 3: IndexError: out of range' });
    const killed = await runCommand(['sh', '-c', 'kill -SEGV $$'], '', 5000);
    expect(killed).toMatchObject({ kind: 'crash', detail: 'was killed by SIGSEGV' });
  });

  it('is stopped at the time limit with everything it started', async () => {
    // The shell prints its background child's process id, then waits for ever.
    const outcome = await runCommand(['sh', '-c', 'sleep 60 & echo $!; wait'], '', 500);
    expect(outcome.kind).toBe('timeout');
    const child = Number(outcome.text.trim());
    expect(child).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(child)).toBe(false);
    expect(liveGroups()).toBe(0);
  });

  it('that waits on its standard input for ever is a time-out', async () => {
    const outcome = await runCommand(
      node("process.stdin.on('data', () => {}); setInterval(() => {}, 1000)"),
      '5\n',
      500,
    );
    expect(outcome.kind).toBe('timeout');
  });

  it('leaves nothing running once it has answered, even what it left in the background', async () => {
    const outcome = await runCommand(['sh', '-c', 'sleep 60 & echo $!'], '', 5000);
    expect(outcome.kind).toBe('answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(Number(outcome.text.trim()))).toBe(false);
  });

  it('leaves nothing running that left its group: setsid, a daemon, a chain forking as fast as it can', async () => {
    // Each leaves processes whose command line holds the word (a sleep's seconds, a script's argument).
    const word = `boardpath-left-${process.pid}`;
    const programs = [
      ['sh', '-c', 'setsid sleep 60.0417 &', word],
      ['sh', '-c', '(setsid sh -c "sleep 60.0418 &" &) ; sleep 0.2', word],
      [
        'python3',
        '-c',
        'import os, time\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        os.execvp("sleep", ["sleep", "60.0419"])\n    os._exit(0)\ntime.sleep(0.2)',
        word,
      ],
      [
        'python3',
        '-c',
        'import os, time\nend = time.time() + 30\nwhile time.time() < end:\n    if os.fork() > 0:\n        os._exit(0)\n    os.setsid()',
        word,
      ],
    ];
    for (const argv of programs) {
      const outcome = await runCommand(argv, '', 5000);
      expect(outcome.kind).toBe('answer');
      // The runs ended are swept together, as the judge does at its end.
      sweepEnded();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([argv, leftBehind(word), leftBehind('sleep 60.04')]).toEqual([argv, [], []]);
    }
  }, 60_000);

  it('sweeps what a run left within a moment, while the judge goes on', async () => {
    // A sleep that leaves the group and says its process id, started before the run ends.
    const outcome = await runCommand(
      ['sh', '-c', `setsid sh -c 'echo $$; exec sleep 60.0421' & sleep 0.3`],
      '',
      5000,
    );
    expect(outcome.kind).toBe('answer');
    const sleeper = Number(outcome.text.trim());
    expect(sleeper).toBeGreaterThan(0);
    // No sweep asked for: the one due some hundred milliseconds after the run's end.
    for (let waited = 0; waited < 10_000 && alive(sleeper); waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(sleeper)).toBe(false);
  }, 60_000);

  it('is stopped, a crash, when its resident memory passes the limit watched', async () => {
    const outcome = await runCommand(
      node('const kept = []; for (;;) kept.push(Buffer.alloc(1 << 20, 1));'),
      '',
      30_000,
      undefined,
      { watchBytes: 200 * 2 ** 20 },
    );
    expect(outcome).toMatchObject({ kind: 'crash', detail: 'took more than 200 MB of memory' });
  });

  it('holds a program to the memory limit set before it starts, and all it starts', async () => {
    const grow = 'x = bytearray(400 * 2**20); print(len(x))';
    const limited = await runCommand(['sh', '-c', `python3 -c '${grow}'`], '', 30_000, undefined, {
      memory: { bytes: 200 * 2 ** 20, kind: 'address' },
    });
    expect(limited).toMatchObject({ kind: 'crash', detail: expect.stringMatching(/MemoryError/) });
    const free = await runCommand(['python3', '-c', grow], '', 30_000);
    expect(free).toEqual({ kind: 'answer', text: `${400 * 2 ** 20}\n`, cut: false });
  });

  it('has its output cut at 1 MB, and is stopped there', async () => {
    const outcome = await runCommand(['yes', 'x'.repeat(1000)], '', 10_000);
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.cut).toBe(true);
    expect(outcome.text.length).toBe(MOST_OUTPUT);
  });

  it('need not read its input', async () => {
    const outcome = await runCommand(['true'], 'x'.repeat(1 << 20), 5000);
    expect(outcome).toEqual({ kind: 'answer', text: '', cut: false });
  });

  it('that cannot start at all is refused in one line', async () => {
    const refusal = await runCommand(['boardpath-no-such-program'], '', 5000).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(BoardpathError);
    expect((refusal as BoardpathError).message).toBe(
      "cannot run 'boardpath-no-such-program': no such program on the PATH",
    );
    const spaced = await runCommand(['python3 sol.py'], '', 5000).catch((error: unknown) => error);
    expect((spaced as BoardpathError).message).toContain('give the command as separate words after --');
  });
});
