import { writeSync } from 'node:fs';
import { BoardpathError } from '../index.js';
import { type Progress, workerThreads, printable } from '../internal.js';
import { processIO, systemReason } from './io.js';
import { PROGRESS_KINDS, type ProgressWords } from './progress-words.js';
import type { CliIO } from './types.js';
import { main, type LazyCommand } from './main.js';

/**
 * The command as `bin/boardpath.js` runs it (bundled from `src/cli/boardpath.ts`): on the
 * process's own thread, so that it starts as soon as Node has (a worker thread would take 50–80 ms
 * more to start). Output goes straight to the file descriptors with synchronous writes, so nothing
 * is left queued when the process exits, and the process exits as soon as the command returns,
 * without tearing down a heap of big arrays.
 *
 * Ctrl-C needs nothing here: with no handler of its own, the process ends at once on SIGINT, even
 * in the middle of a long search (a shell reports status 130). A long search's progress on a
 * terminal is drawn by a small worker thread (`progress-ticker.ts`), started only once the search
 * has run a while: this thread is busy searching and could not draw it.
 */
const argv = process.argv.slice(2);
const started = Date.now();

const closed = new Set<number>();

/**
 * Writes all of `text` to a file descriptor. A reader that has gone (`boardpath … | head`, EPIPE)
 * ends the command quietly, as other tools do; any other failure (a full disk, a device error) is an
 * `E_IO` error, after which nothing more is written there.
 */
function writeAll(fd: number, text: string): void {
  if (closed.has(fd)) return;
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.length;) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'EAGAIN') {
        // A non-blocking pipe that is full: wait for the reader rather than lose output.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
        continue;
      }
      closed.add(fd);
      if (code === 'EPIPE') {
        if (fd === 1) process.exit(0);
        return;
      }
      const stream = fd === 1 ? 'standard output' : 'standard error';
      throw new BoardpathError(
        'E_IO',
        `cannot write to ${stream}: ${systemReason(error as NodeJS.ErrnoException)}`,
      );
    }
  }
}

/** Writes to standard error if it still works: a line that cannot be shown is dropped. */
function writeError(text: string): void {
  try {
    writeAll(2, text);
  } catch {
    // Standard error itself failed: there is nowhere left to say so; the exit status tells.
  }
}

// [explored, depth, updates, search], written by the search, read by the ticker (the search as its
// index in PROGRESS_KINDS).
const progress = new Float64Array(new SharedArrayBuffer(4 * 8));
// [lock, shown]: the lock is 0 free, 1 while the ticker draws, 2 once the command has ended.
const ticker = new Int32Array(new SharedArrayBuffer(2 * 4));
let tickerState: 'none' | 'started' | 'stopped' = 'none';

// The search's index is looked up once, not at every report (one a throw in an analysis).
function progressOf(search: ProgressWords): Progress {
  const index = PROGRESS_KINDS.indexOf(search);
  return (explored, depth) => reportProgress(index, explored, depth);
}

function reportProgress(search: number, explored: number, depth: number): void {
  progress[3] = search;
  progress[0] = explored;
  progress[1] = depth;
  progress[2]++;
  // Most searches end within a few tenths of a second: the ticker is started for the others only.
  if (tickerState === 'none' && Date.now() - started > 300) {
    tickerState = 'started';
    new (workerThreads().Worker)(new URL('./progress-ticker.js', import.meta.url), {
      workerData: { progress, ticker, started },
    }).unref();
  }
}

// Before the answer or an error is written: takes the lock for good, so the ticker draws no more,
// and wipes its line if it drew one.
function stopProgress(): void {
  if (tickerState === 'started') {
    while (Atomics.compareExchange(ticker, 0, 0, 2) !== 0) Atomics.wait(ticker, 0, 1, 10);
    if (ticker[1]) writeError('\r\x1b[K');
  }
  tickerState = 'stopped';
}

/**
 * Runs the command line of this process with the given puzzles' commands (`main`), writing to the
 * process's standard output and error, and exits with its status.
 */
export function run(commands: readonly LazyCommand[]): void {
  const base = processIO();
  // Progress is for a person watching a terminal: never when stderr is not one, never when a --json
  // answer is being piped to another program.
  const showProgress = base.stderrIsTTY && !(argv.includes('--json') && !base.stdoutIsTTY);
  const io: CliIO = {
    ...base,
    out: (text) => {
      stopProgress();
      writeAll(1, text);
    },
    err: (text) => {
      stopProgress();
      writeAll(2, text);
    },
    progress: showProgress ? progressOf : undefined,
  };
  main(argv, io, commands).then(
    (code) => {
      stopProgress();
      process.exit(code);
    },
    (error: unknown) => {
      // main() reports every error itself; this is the last guard against a stack trace.
      stopProgress();
      writeError(`boardpath: internal error: ${printable(String((error as Error)?.message ?? error))}\n`);
      process.exit(70);
    },
  );
}
