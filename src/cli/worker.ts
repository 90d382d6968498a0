import { writeSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { processIO, type CliIO } from './io.js';
import { main } from './main.js';

/**
 * The command, run on a worker thread by bin/boardpath.js so that the main thread stays free to
 * answer Ctrl-C at once (a search is one long synchronous loop) and to print progress. Output goes
 * straight to the process's file descriptors with synchronous writes, so nothing is queued behind
 * the thread; standard input is read by the main thread on request.
 */
const port = parentPort!;
const { argv, stdoutIsTTY, stderrIsTTY, progress } = workerData as {
  argv: string[];
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** [explored, depth, updates]: read by the main thread, which prints progress on a terminal. */
  progress: Float64Array;
};

// Progress is for a person watching a terminal: never when stderr is not one, never when a --json
// answer is being piped to another program.
const showProgress = stderrIsTTY && !(argv.includes('--json') && !stdoutIsTTY);

const closed = new Set<number>();

function writeAll(fd: number, text: string): void {
  if (closed.has(fd)) return;
  const bytes = Buffer.from(text);
  for (let offset = 0; offset < bytes.length; ) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // The reader has gone (`boardpath … | head`): stop, as other tools do. In a worker,
      // process.exit ends this thread only; the main thread then exits with its status.
      if (code === 'EPIPE') {
        closed.add(fd);
        if (fd === 1) process.exit(0);
        return;
      }
      // A non-blocking pipe that is full: wait for the reader rather than lose output.
      if (code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}

// Asks the main thread for something and resolves with the first message that answers it.
function ask<T>(request: object, answers: (message: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: T) => {
      if (!answers(message)) return;
      port.off('message', listener);
      resolve(message);
    };
    port.on('message', listener);
    port.postMessage(request);
  });
}

const base = processIO();
const io: CliIO = {
  ...base,
  out: (text) => writeAll(1, text),
  err: (text) => writeAll(2, text),
  // The main thread has read the file ahead while this thread started, or answers null.
  readFile: async (path) => {
    const { bytes } = await ask<{ file?: string; bytes?: Uint8Array | null }>({ wantFile: path }, (message) => message.file === path);
    return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : base.readFile(path);
  },
  readStdin: async () => Buffer.from((await ask<{ stdin?: Uint8Array }>({ wantStdin: true }, (message) => message.stdin !== undefined)).stdin!),
  stdoutIsTTY,
  stderrIsTTY,
  progress: showProgress
    ? (explored, depth) => {
        progress[0] = explored;
        progress[1] = depth;
        progress[2]++;
      }
    : undefined,
};

// No top-level await: the bundle is CommonJS, which a worker thread starts faster than a module.
main(argv, io).then(
  (code) => port.postMessage({ exitCode: code }),
  (error: unknown) => {
    // main() reports every error itself; this is the last guard against a stack trace.
    writeAll(2, `boardpath: internal error: ${(error as Error)?.message ?? error}\n`);
    port.postMessage({ exitCode: 70 });
  },
);
