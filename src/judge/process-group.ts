// Judged programs run each in a process group of its own, so that a time-out, an interrupt or the
// judge's own end kills the program with everything it started (a shell script's children, a
// compiler's), not only the process the judge started. A program can leave its group (setsid,
// setpgid, a daemon's double fork): so each run also carries a mark of its own in its environment,
// which its children inherit, and when the run ends every process that carries the mark is killed
// too (`sweepMarked`). Only a program that both leaves its group and clears its environment escapes.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { BoardpathError } from '../errors.js';
import { printable } from '../words.js';
import { leaveBehind } from './leftovers.js';
import { RUN_MARK, sweepMarked } from './sweep.js';
import type { GroupOptions } from './group-options.js';

/** A group started: its mark, and how to forget its ending once it has been ended. */
interface Started {
  readonly mark: string;
  readonly forget: () => void;
}

/** The groups started and not yet ended, by their leader. */
const groups = new Map<ChildProcessWithoutNullStreams, Started>();

/**
 * The longest a process that left its run's group outlives the run while the judge goes on: the
 * runs ended meanwhile are swept together. A look at every process costs some milliseconds (9 ms
 * among a hundred processes on a loaded machine), which after every run made a judged command
 * twice as slow as the command started bare.
 */
const SWEEP_EVERY_MS = 200;

/** The runs ended and not yet swept: their marks, and how to forget their endings once swept. */
const unswept = new Map<string, () => void>();
let sweepTimer: NodeJS.Timeout | undefined;

/**
 * Starts `argv` (a program and its arguments, no shell) as the leader of a new process group, with
 * pipes for its three standard streams and its own mark in its environment. Every group started is
 * ended when the judge's process exits or is ended by a signal, however it ends; `endGroup` ends
 * it sooner. Cost: one process.
 */
export function startGroup(
  argv: readonly string[],
  options: GroupOptions = {},
): ChildProcessWithoutNullStreams {
  const mark = randomBytes(12).toString('hex');
  const [program, ...args] = options.memory ? limited(argv, options.memory) : argv;
  // The ending is registered before the program exists: a signal during the spawn finds it.
  const group: { leader?: number } = {};
  const forget = leaveBehind(() => {
    if (group.leader !== undefined) killLeader(group.leader);
    sweepMarked(new Set([mark]));
  });
  let child: ChildProcessWithoutNullStreams;
  try {
    child = spawn(program, args, {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
      env: { ...process.env, ...options.env, [RUN_MARK]: mark },
      ...(options.cwd !== undefined && { cwd: options.cwd }),
    });
  } catch (error) {
    forget();
    throw error;
  }
  group.leader = child.pid;
  groups.set(child, { mark, forget });
  // A program that exits without reading its input: the judge's write fails with EPIPE, a
  // normal end for it, not the judge's error.
  child.stdin.on('error', () => {});
  return child;
}

/** Kills `child`'s whole process group at once (SIGKILL: nothing to catch). Cost: one system call. */
export function killGroup(child: ChildProcessWithoutNullStreams): void {
  if (child.pid !== undefined) killLeader(child.pid);
}

/**
 * Ends a run for good: its process group killed now, and every process that still carries its mark
 * (one that left the group) found and killed by the next sweep, within `SWEEP_EVERY_MS` or when
 * the judge ends (`sweepEnded`), or when the process ends. Cost: one system call.
 */
export function endGroup(child: ChildProcessWithoutNullStreams): void {
  killGroup(child);
  const started = groups.get(child);
  if (!started) return;
  groups.delete(child);
  unswept.set(started.mark, started.forget);
  if (sweepTimer === undefined) {
    sweepTimer = setTimeout(sweepEnded, SWEEP_EVERY_MS);
    // The judge's end sweeps at once, and the process's end through each run's ending.
    sweepTimer.unref();
  }
}

/**
 * Kills every process left by the runs ended so far (`endGroup`), in one look at every process
 * (`sweepMarked`): the judge calls it as it ends. Cost: milliseconds, nothing when no run is left.
 */
export function sweepEnded(): void {
  clearTimeout(sweepTimer);
  sweepTimer = undefined;
  if (unswept.size === 0) return;
  const marks = new Set(unswept.keys());
  const forgets = [...unswept.values()];
  unswept.clear();
  sweepMarked(marks);
  for (const forget of forgets) forget();
}

/** The runs not yet ended (for tests: none once a judge has ended). */
export function liveGroups(): number {
  return groups.size;
}

function killLeader(leader: number): void {
  try {
    process.kill(-leader, 'SIGKILL');
  } catch {
    // Already gone, group and all.
  }
}

/** The shell that sets a limit, then becomes the program (`exec`): the same process, limited. */
function limited(argv: readonly string[], memory: NonNullable<GroupOptions['memory']>): string[] {
  const kilobytes = Math.floor(memory.bytes / 1024);
  const flag = memory.kind === 'address' ? '-v' : '-d';
  // A limit the shell cannot set (one already lower) leaves the lower one.
  return ['/bin/sh', '-c', `ulimit ${flag} ${kilobytes} 2>/dev/null; exec "$@"`, 'boardpath', ...argv];
}

/**
 * Why a program could not be started, as one line: `cannot run 'x': no such program on the
 * PATH` (ENOENT), `… it is not executable` (EACCES), or the system's own reason.
 */
export function cannotStart(program: string, error: NodeJS.ErrnoException): BoardpathError {
  const reason =
    error.code === 'ENOENT'
      ? program.includes('/')
        ? 'no such file'
        : 'no such program on the PATH'
      : error.code === 'EACCES'
        ? 'it is not executable'
        : printable(error.message);
  const hint = /\s/.test(program) ? ' (give the command as separate words after --)' : '';
  return new BoardpathError('E_USAGE', `cannot run '${printable(program)}': ${reason}${hint}`, {
    option: 'command',
  });
}

/**
 * How a process ended, in words that follow "it" (a report says "then it was killed by SIGSEGV"):
 * `exited with status 3`, `was killed by SIGSEGV`.
 */
export function endedHow(code: number | null, signal: NodeJS.Signals | null): string {
  return signal !== null ? `was killed by ${signal}` : `exited with status ${code}`;
}
