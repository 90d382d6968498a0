// The processes a run leaves after leaving its group, found by the mark in their environment.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUN_MARK, sweepMarked } from './sweep.js';

// Whether a process is running (a zombie left for a first process that never reaps is not).
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

// A detached `sleep` with `environment` as its whole environment; its process id.
function sleeper(environment: Record<string, string>): number {
  const child = spawn('sleep', ['60'], { detached: true, stdio: 'ignore', env: environment });
  child.unref();
  return child.pid!;
}

describe('sweepMarked', () => {
  it('kills every process carrying one of the marks, whatever its group, and no other', async () => {
    const marked = [sleeper({ [RUN_MARK]: 'aaa' }), sleeper({ X: '1', [RUN_MARK]: 'bbb', Y: '2' })];
    // The mark's text elsewhere than at a variable's start, another mark, a longer one: not these.
    const others = [
      sleeper({ OTHER: `${RUN_MARK}=aaa` }),
      sleeper({ [RUN_MARK]: 'ccc' }),
      sleeper({ [RUN_MARK]: 'aaaa' }),
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sweepMarked(new Set(['aaa', 'bbb']))).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(marked.map(alive)).toEqual([false, false]);
    expect(others.map(alive)).toEqual([true, true, true]);
    for (const pid of others) process.kill(pid, 'SIGKILL');
    expect(sweepMarked(new Set(['aaa']))).toBe(0);
    expect(sweepMarked(new Set())).toBe(0);
  });
});
