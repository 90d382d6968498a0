// One run of a command on one board: its input written to its standard input (then closed, so a
// program reading to the end gets there), its output read up to a limit, and the whole process
// group killed at the time limit, at the output limit, on cancel, and after it exits (with every
// process that carries its mark: `endGroup`).
import { watchMemory } from './memory-watch.js';
import { cannotStart, endedHow, endGroup, killGroup, startGroup } from './process-group.js';
import type { GroupOptions } from './group-options.js';

/** The most output a run may print: past it the output is cut, the run stopped and its answer wrong. */
export const MOST_OUTPUT = 1 << 20;

/** The last bytes of standard error kept, for the line that says why a run crashed. */
const STDERR_TAIL = 4096;

/** How long to wait for the pipes to close once a program has exited (a stray child may hold them). */
const CLOSE_GRACE_MS = 200;

/** What one run of a program gave. */
export type ProgramOutcome =
  /** It answered: exit status 0 (or its function returned); `cut` when its output passed the limit. */
  | { readonly kind: 'answer'; readonly text: string; readonly cut: boolean }
  /** It failed: a status other than 0, a signal, an exception; `detail` says which, in a line. */
  | { readonly kind: 'crash'; readonly text: string; readonly detail: string; readonly stderr?: string }
  /** It was stopped at the time limit. */
  | { readonly kind: 'timeout'; readonly text: string };

/** How a command is run besides its time limit: its group's options, and the most memory it may hold. */
export interface RunOptions extends GroupOptions {
  /** Bytes of resident memory past which the run is stopped, a crash (`watchMemory`). */
  readonly watchBytes?: number;
}

/**
 * Runs `argv` once with `input` on its standard input, and gives what it printed and how it ended.
 * A program that cannot be started at all is a `BoardpathError` (E_USAGE). When `signal` fires the
 * run is killed and its outcome is a time-out (the judge discards it).
 *
 * Cost: one process; at most `MOST_OUTPUT` bytes of output and 4 KB of standard error kept.
 */
export function runCommand(
  argv: readonly string[],
  input: string,
  timeLimitMs: number,
  signal?: AbortSignal,
  options: RunOptions = {},
): Promise<ProgramOutcome> {
  return new Promise((resolve, reject) => {
    const child = startGroup(argv, options);
    let tooBig = false;
    const unwatch =
      options.watchBytes !== undefined && child.pid !== undefined
        ? watchMemory(child.pid, options.watchBytes, () => {
            tooBig = true;
            killGroup(child);
          })
        : () => {};
    const out: Buffer[] = [];
    let outBytes = 0;
    let cut = false;
    let stderr = '';
    let timedOut = false;
    let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let settled = false;
    // On a loaded machine the timer may fire late, after the program ended: its exit, already
    // waiting, is read first (the poll for events comes before `setImmediate`'s turn).
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (settled || ended) return;
          timedOut = true;
          killGroup(child);
        }),
      timeLimitMs,
    );
    const onAbort = () => {
      timedOut = true;
      killGroup(child);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unwatch();
      signal?.removeEventListener('abort', onAbort);
      endGroup(child);
      child.stdout.destroy();
      child.stderr.destroy();
      const text = Buffer.concat(out).toString('utf8');
      if (timedOut) resolve({ kind: 'timeout', text });
      else if (tooBig)
        resolve({
          kind: 'crash',
          text,
          detail: `took more than ${megabytes(options.watchBytes!)} of memory`,
          stderr,
        });
      else if (cut || (ended?.code === 0 && ended.signal === null)) resolve({ kind: 'answer', text, cut });
      else {
        const last = stderr.trimEnd().split('\n').pop()?.trim();
        const how = endedHow(ended?.code ?? null, ended?.signal ?? null);
        resolve({ kind: 'crash', text, detail: last ? `${how}: ${last}` : how, stderr });
      }
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unwatch();
      signal?.removeEventListener('abort', onAbort);
      endGroup(child);
      reject(cannotStart(argv[0], error));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (cut) return;
      const room = MOST_OUTPUT - outBytes;
      out.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      outBytes += Math.min(chunk.length, room);
      if (chunk.length > room) {
        cut = true;
        killGroup(child);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-STDERR_TAIL);
    });
    child.on('exit', (code, exitSignal) => {
      ended = { code, signal: exitSignal };
      // Anything the program left running goes now; the pipes then close, or are given up on.
      killGroup(child);
      setTimeout(finish, CLOSE_GRACE_MS).unref();
    });
    child.on('close', finish);
    child.stdin.end(input);
  });
}

/** A memory limit in words: `1 GB`, `512 MB`. */
export function megabytes(bytes: number): string {
  return bytes >= 2 ** 30 && bytes % 2 ** 30 === 0
    ? `${bytes / 2 ** 30} GB`
    : `${Math.round(bytes / 2 ** 20)} MB`;
}
