// A solution file's driver: one process that loads the solution once and answers many boards, one
// line of JSON in (the function's arguments), one line of JSON out (what it returned, or the
// exception it raised). A case that passes the time limit, or kills the process, ends the process;
// the next case starts a new one.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { BoardpathError } from '../errors.js';
import { printable } from '../words.js';
import type { DriverCommand } from './drivers/driver.js';
import { DRIVER_MEMORY } from './drivers/driver.js';
import { watchMemory } from './memory-watch.js';
import { cannotStart, endedHow, endGroup, killGroup, startGroup } from './process-group.js';
import { megabytes, MOST_OUTPUT, type ProgramOutcome } from './run-command.js';

/** What a driver sends: its first line, then one line per case. */
type DriverLine =
  | { readonly ready: number; readonly executable?: string }
  | { readonly load: string }
  | { readonly ok: unknown }
  | { readonly error: string };

/** The longest a driver may take to start and load the solution (a JVM, a big file). */
const LOAD_LIMIT_MS = 30_000;

/** A running driver process, answering one case at a time. */
export class DriverProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private pending = '';
  private pendingBytes = 0;
  private stderr = '';
  private waiting: ((line: string | Error) => void) | undefined;
  private lines: string[] = [];
  /** Set once the process has ended or was killed: it answers nothing more. */
  dead = false;
  /**
   * The interpreter's own path, when the driver says it (Python's `sys.executable`): a driver
   * started again starts from it, not through a launcher on the PATH (pyenv's shims take a tenth
   * of a second each).
   */
  executable: string | undefined;
  private endedAs = '';
  private readonly unwatch: () => void;

  private constructor(command: DriverCommand) {
    this.child = startGroup(command.argv, command);
    // Whatever the runtime's own limits: the process's resident memory within the drivers' limit.
    this.unwatch =
      this.child.pid === undefined
        ? () => {}
        : watchMemory(this.child.pid, DRIVER_MEMORY, () => {
            this.endedAs = `took more than ${megabytes(DRIVER_MEMORY)} of memory`;
            killGroup(this.child);
          });
    this.child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
    this.child.stderr.setEncoding('utf8').on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-4096);
    });
    this.child.on('exit', (code, signal) => {
      this.endedAs ||= endedHow(code, signal);
    });
    // Once its output is all read: a line it wrote as it died (why it could not load) comes first.
    this.child.on('close', () => {
      this.stop(new Error(this.endedAs || 'stopped'));
      this.end();
    });
  }

  /**
   * Starts `argv` and waits for the driver's first line: the solution loaded (and how many
   * arguments its function takes), or why it could not be (`E_FORMAT`: a syntax error, no such
   * function, with the file and line), or a driver that could not start (`E_USAGE`).
   */
  static async start(
    command: DriverCommand,
    file: string,
    track?: (driver: DriverProcess) => void,
  ): Promise<DriverProcess> {
    const driver = new DriverProcess(command);
    track?.(driver);
    const started = new Promise<void>((resolve, reject) => {
      driver.child.on('spawn', resolve);
      driver.child.on('error', (error: NodeJS.ErrnoException) => {
        driver.end();
        reject(cannotStart(command.argv[0], error));
      });
    });
    await started;
    const first = await driver.next(LOAD_LIMIT_MS);
    const line = typeof first === 'string' ? parseLine(first) : undefined;
    if (line && 'ready' in line) {
      if (typeof line.executable === 'string' && line.executable !== '') driver.executable = line.executable;
      return driver;
    }
    driver.kill();
    const why =
      line && 'load' in line
        ? line.load
        : first === 'timeout'
          ? `it did not load within ${LOAD_LIMIT_MS / 1000} s`
          : `its driver ${driver.endedAs || 'stopped'}${driver.lastError()}`;
    throw new BoardpathError('E_FORMAT', `cannot load the solution: ${printable(why)}`, { file });
  }

  /** One case: `input` (one line of JSON arguments) sent, the reply awaited within `timeLimitMs`. */
  async call(input: string, timeLimitMs: number, signal?: AbortSignal): Promise<ProgramOutcome> {
    this.child.stdin.write(input);
    const onAbort = () => this.kill();
    signal?.addEventListener('abort', onAbort, { once: true });
    const reply = await this.next(timeLimitMs);
    signal?.removeEventListener('abort', onAbort);
    if (reply === 'timeout' || signal?.aborted) {
      this.kill();
      return { kind: 'timeout', text: '' };
    }
    if (reply === 'too-long') {
      this.kill();
      return { kind: 'answer', text: '(a reply over 1 MB)', cut: true };
    }
    if (reply instanceof Error)
      return { kind: 'crash', text: '', detail: `${reply.message}${this.lastError()}` };
    const line = parseLine(reply);
    if (line && 'ok' in line) return { kind: 'answer', text: okText(reply), cut: false };
    if (line && 'error' in line)
      return { kind: 'crash', text: '', detail: `raised ${printable(line.error)}` };
    this.kill();
    return {
      kind: 'crash',
      text: '',
      detail: `sent a reply the judge cannot read: ${printable(reply.slice(0, 80))}`,
    };
  }

  /** Ends the process and everything it started. */
  kill(): void {
    if (!this.dead) this.stop(new Error('stopped'));
    this.end();
  }

  // The group killed and swept, and the watch stopped: once, whichever comes first.
  private end(): void {
    this.unwatch();
    endGroup(this.child);
  }

  private lastError(): string {
    const last = this.stderr.trimEnd().split('\n').pop()?.trim();
    return last ? `: ${printable(last)}` : '';
  }

  private stop(reason: Error): void {
    this.dead = true;
    this.child.stdin.destroy();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(reason);
  }

  private take(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      this.pending += chunk.toString('utf8', start, end);
      this.lines.push(this.pending);
      this.pending = '';
      this.pendingBytes = 0;
      start = end + 1;
    }
    if (start < chunk.length) {
      this.pendingBytes += chunk.length - start;
      // A reply past the limit is never read whole: the driver is ended instead.
      if (this.pendingBytes > MOST_OUTPUT) this.lines.push('\u0000too-long');
      else this.pending += chunk.toString('utf8', start);
    }
    while (this.waiting && this.lines.length > 0) {
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting(this.lines.shift()!);
    }
  }

  /** The next line, or 'timeout', or 'too-long', or the Error the process ended with. */
  private next(limitMs: number): Promise<string | Error | 'timeout' | 'too-long'> {
    if (this.lines.length > 0) return Promise.resolve(lineOrTooLong(this.lines.shift()!));
    if (this.dead) return Promise.resolve(new Error(this.endedAs || 'stopped'));
    return new Promise((resolve) => {
      const waiting = (line: string | Error) => {
        clearTimeout(timer);
        resolve(typeof line === 'string' ? lineOrTooLong(line) : line);
      };
      // On a loaded machine the timer may fire late, after the reply came: the reply waiting in
      // the pipe is read first (the poll for input comes before `setImmediate`'s turn).
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            if (this.waiting !== waiting) return;
            this.waiting = undefined;
            resolve('timeout');
          }),
        limitMs,
      );
      this.waiting = waiting;
    });
  }
}

function lineOrTooLong(line: string): string | 'too-long' {
  return line === '\u0000too-long' ? 'too-long' : line;
}

function parseLine(line: string): DriverLine | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as DriverLine)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON text of `ok` in a reply `{"ok": …}`, as sent: digits of a huge number kept. */
function okText(reply: string): string {
  const match = /^\{\s*"ok"\s*:\s*([\s\S]*?)\s*\}\s*$/.exec(reply);
  return match ? match[1] : JSON.stringify((JSON.parse(reply) as { ok: unknown }).ok);
}
