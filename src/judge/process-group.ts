// Judged programs run each in a process group of its own, so that a time-out, an interrupt or the
// judge's own end kills the program with everything it started (a shell script's children, a
// compiler's), not only the process the judge started.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { BoardpathError } from '../errors.js';
import { printable } from '../words.js';

/** The process groups still alive, by their leader's process id. */
const groups = new Set<number>();
let hooked = false;

/**
 * Starts `argv` (a program and its arguments, no shell) as the leader of a new process group,
 * with pipes for its three standard streams. Every group started is killed when the judge's own
 * process exits, however it exits. Cost: one process.
 */
export function startGroup(argv: readonly string[], cwd?: string): ChildProcessWithoutNullStreams {
  if (!hooked) {
    hooked = true;
    // Synchronous, so it runs even on process.exit(): nothing the judge started outlives it.
    process.on('exit', killAll);
  }
  const child = spawn(argv[0], argv.slice(1), {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
    ...(cwd !== undefined && { cwd }),
  });
  if (child.pid !== undefined) {
    // Only while groups are alive: the process's own way with signals is left alone otherwise.
    if (groups.size === 0) for (const signal of ENDING_SIGNALS) process.on(signal, endedBy);
    groups.add(child.pid);
  }
  // A program that exits without reading its input: the judge's write fails with EPIPE, a
  // normal end for it, not the judge's error.
  child.stdin.on('error', () => {});
  return child;
}

/** The signals that end a process unless it handles them: the judge's groups must end with it. */
const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAll(): void {
  for (const leader of groups) killLeader(leader);
}

/**
 * A signal that would end the process (the judged programs, in groups of their own, do not get
 * it from the terminal): when nothing else handles it, the groups are killed and the signal is
 * raised again, to end the process as it would have. When something else handles it (the command
 * holding Ctrl-C back to print what it found), that handler decides.
 */
function endedBy(signal: NodeJS.Signals): void {
  if (process.listenerCount(signal) > 1) return;
  killAll();
  groups.clear();
  unhook();
  process.kill(process.pid, signal);
}

/** Kills `child`'s whole process group at once (SIGKILL: nothing to catch). Cost: one system call. */
export function killGroup(child: ChildProcessWithoutNullStreams): void {
  if (child.pid === undefined) return;
  killLeader(child.pid);
  if (groups.delete(child.pid) && groups.size === 0) unhook();
}

function unhook(): void {
  for (const signal of ENDING_SIGNALS) process.off(signal, endedBy);
}

function killLeader(leader: number): void {
  try {
    process.kill(-leader, 'SIGKILL');
  } catch {
    // Already gone, group and all.
  }
}

/** The process groups alive now (for tests: none once a judge has ended). */
export function liveGroups(): number {
  return groups.size;
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

/** How a process ended, in words: `exited with status 3`, `killed by SIGSEGV`. */
export function endedHow(code: number | null, signal: NodeJS.Signals | null): string {
  return signal !== null ? `killed by ${signal}` : `exited with status ${code}`;
}
