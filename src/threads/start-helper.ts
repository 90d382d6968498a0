/**
 * The leading thread's side of a two-thread search: start a helper thread, notice its first failure
 * whatever form it takes, wait on shared words without ever hanging on a dead helper, and stop it.
 * Node only (worker_threads); the page runs every search on one thread.
 */
import type { Transferable } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { workerThreads } from './node-threads.js';
import { BoardpathError, throwIfAborted } from '../errors.js';
import { waitAsync } from './control.js';
import type { HelperReport } from './run-helper.js';

/** How long `waitWhile` first waits on its own thread, in milliseconds. */
const QUICK_WAIT_MS = 20;
/** `waitWhile` lets the event loop run at least this often, in milliseconds. */
const YIELD_EVERY_MS = 50;

/**
 * The most helper threads the library runs at once in one process (or worker), whatever the number
 * of searches asking: as many as the machine has cores, two at least. A search that asks for a
 * second thread while they are all at work searches on its own thread, with the same answer.
 */
export const MAX_HELPERS = Math.max(
  2,
  (createRequire(import.meta.url)('node:os') as typeof import('node:os')).availableParallelism(),
);

// Helper threads started and not yet ended.
let helpersRunning = 0;

/**
 * Whether a search may start a helper thread now: fewer than `MAX_HELPERS` are at work. A search
 * asks this where it chooses its threads and, if it may, starts its helper (`startHelper`) before it
 * next lets the event loop run, so that no other search takes the place meanwhile. Cost: O(1).
 */
export function helperAvailable(): boolean {
  return helpersRunning < MAX_HELPERS;
}

/** A helper thread at work beside this one. */
export interface Helper {
  /**
   * Rejects with the helper's first failure: what its body threw (a `BoardpathError` as it was), an
   * error of the thread itself (its file missing, its memory exhausted), or its exit before `stop`.
   * Never resolves; later failures are dropped (the first one is the cause).
   */
  readonly failed: Promise<never>;
  /** The value the helper's body returned, or its failure. */
  value<T>(): Promise<T>;
  /** The next message the helper posted on the way (in the order posted), or its failure. */
  message<T>(): Promise<T>;
  /**
   * Waits while `control[index]` still holds `value` (until another thread changes it and notifies),
   * or rejects with the helper's failure (a helper that died while this thread waits is noticed), or
   * with an `E_ABORTED` error once `signal` fires.
   */
  waitWhile(control: Int32Array, index: number, value: number, signal?: AbortSignal): Promise<void>;
  /**
   * Lets the event loop run if it has not run for a while (so that timers, a cancelling and the
   * helper's death are heard), then throws the helper's failure or an `E_ABORTED` error if either has
   * come. For a leading thread that may go on without waiting for a long time.
   */
  checkIn(signal?: AbortSignal): Promise<void>;
  /** `promise`, or the helper's failure if that comes first. */
  race<T>(promise: Promise<T>): Promise<T>;
  /** Ends the helper thread (even one blocked in Atomics.wait); its exit is then no failure. */
  stop(): Promise<void>;
}

/**
 * Starts `file` (a module that calls `runHelper`) on a new thread with `data` as its workerData.
 * The thread does not keep the process alive. Cost: a thread start, some 30–150 ms on its own core.
 */
export function startHelper(file: URL, data: unknown, transferList: readonly Transferable[] = []): Helper {
  const worker = new (workerThreads().Worker)(file, { workerData: data, transferList: [...transferList] });
  worker.unref();
  // Its place in the pool, held until the thread has ended however it ends.
  helpersRunning++;
  worker.once('exit', () => helpersRunning--);
  let stopping = false;
  let settleValue: (value: unknown) => void = () => {};
  const valued = new Promise<unknown>((resolve) => (settleValue = resolve));
  // Messages posted on the way, and readers waiting for the next one.
  const posted: unknown[] = [];
  const readers: ((message: unknown) => void)[] = [];
  const failed = new Promise<never>((_, reject) => {
    worker.on('message', (report: HelperReport) => {
      if (report.kind === 'failure')
        reject(
          report.code
            ? new BoardpathError(report.code, report.message, report.where)
            : new Error(`the helper thread failed: ${report.message}`),
        );
      else if (report.kind === 'value') settleValue(report.value);
      else if (readers.length > 0) readers.shift()!(report.message);
      else posted.push(report.message);
    });
    worker.on('error', (error) => reject(new Error(`the helper thread failed: ${error?.message ?? error}`)));
    worker.on('messageerror', (error) =>
      reject(new Error(`the helper thread sent a broken message: ${error}`)),
    );
    worker.on('exit', (code) => {
      if (!stopping)
        reject(new Error(`the helper thread stopped before its work was done (exit code ${code})`));
    });
  });
  // Every caller races against it; a failure before anyone waits is not an unhandled rejection.
  failed.catch(() => {});
  const race = <T>(promise: Promise<T>): Promise<T> => Promise.race([promise, failed]);
  // When this thread last let the event loop run while it waited.
  let yielded = performance.now();
  const checkIn = async (signal?: AbortSignal) => {
    if (performance.now() - yielded >= YIELD_EVERY_MS) {
      await race(new Promise((resolve) => setImmediate(resolve)));
      yielded = performance.now();
    }
    throwIfAborted(signal);
  };
  return {
    failed,
    race,
    async value<T>() {
      return (await race(valued)) as T;
    },
    async message<T>() {
      if (posted.length > 0) return posted.shift() as T;
      return (await race(new Promise<unknown>((resolve) => readers.push(resolve)))) as T;
    },
    checkIn,
    async waitWhile(control, index, value, signal) {
      // The event loop runs at least every YIELD_EVERY_MS, however quickly the helper answers.
      await checkIn(signal);
      // First a short wait on this thread's own time: the other thread mostly answers within it, and
      // a wake-up through the event loop costs more. Past it, wait through the event loop.
      if (Atomics.load(control, index) === value) Atomics.wait(control, index, value, QUICK_WAIT_MS);
      while (Atomics.load(control, index) === value) {
        throwIfAborted(signal);
        const wait = waitAsync(control, index, value);
        if (!wait.async) continue;
        if (!signal) {
          await race(wait.value as Promise<string>);
          yielded = performance.now();
          continue;
        }
        let onAbort = () => {};
        const aborted = new Promise<never>((_, reject) => {
          onAbort = () => reject(new BoardpathError('E_ABORTED', 'search cancelled'));
          signal.addEventListener('abort', onAbort, { once: true });
        });
        try {
          await race(Promise.race([wait.value as Promise<string>, aborted]));
        } finally {
          signal.removeEventListener('abort', onAbort);
        }
        yielded = performance.now();
      }
      throwIfAborted(signal);
    },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}

/**
 * The file of a search's helper thread, `distPath` under dist/ (such as
 * `puzzles/maze/paths/count-threads.worker.js`), for the module at `callerUrl` that starts it: beside that
 * module once built, in dist/ (tsc keeps the layout) and in dist/bin/ (the bundled command has each
 * helper as an entry of its own, under the file's own name); from the TypeScript sources (the
 * tests), the built one in dist/.
 */
export function helperFile(callerUrl: string, distPath: string): URL {
  if (callerUrl.endsWith('.ts')) return new URL(`../../dist/${distPath}`, import.meta.url);
  return new URL(`./${distPath.slice(distPath.lastIndexOf('/') + 1)}`, callerUrl);
}
