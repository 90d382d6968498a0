/**
 * The leading thread's side of a two-thread search: start a helper thread, notice its first failure
 * whatever form it takes, wait on shared words without ever hanging on a dead helper, and stop it.
 * Node only (worker_threads); the page runs every search on one thread.
 */
import { Worker, type Transferable } from 'node:worker_threads';
import { BoardpathError } from '../errors.js';
import { waitAsync } from './control.js';
import type { HelperReport } from './run-helper.js';

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
  /**
   * Waits while `control[index]` still holds `value` (until another thread changes it and notifies),
   * or rejects with the helper's failure: a helper that died while this thread waits is noticed.
   */
  waitWhile(control: Int32Array, index: number, value: number): Promise<void>;
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
  const worker = new Worker(file, { workerData: data, transferList: [...transferList] });
  worker.unref();
  let stopping = false;
  let settleValue: (report: HelperReport) => void = () => {};
  const report = new Promise<HelperReport>((resolve) => (settleValue = resolve));
  const failed = new Promise<never>((_, reject) => {
    worker.on('message', (message: HelperReport) => {
      if (message.kind === 'failure')
        reject(
          message.code
            ? new BoardpathError(message.code, message.message, message.where)
            : new Error(`the helper thread failed: ${message.message}`),
        );
      else settleValue(message);
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
  return {
    failed,
    race,
    async value<T>() {
      const settled = await race(report);
      return (settled as Extract<HelperReport, { kind: 'value' }>).value as T;
    },
    async waitWhile(control, index, value) {
      while (Atomics.load(control, index) === value) {
        const wait = waitAsync(control, index, value);
        if (wait.async) await race(wait.value as Promise<string>);
      }
    },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}

/**
 * The file of a search's helper thread, `distPath` under dist/ (such as
 * `puzzles/maze/count/count-threads.worker.js`), for the module at `callerUrl` that starts it: beside that
 * module once built, in dist/ (tsc keeps the layout) and in dist/bin/ (the bundled command has each
 * helper as an entry of its own, under the file's own name); from the TypeScript sources (the
 * tests), the built one in dist/.
 */
export function helperFile(callerUrl: string, distPath: string): URL {
  if (callerUrl.endsWith('.ts')) return new URL(`../../dist/${distPath}`, import.meta.url);
  return new URL(`./${distPath.slice(distPath.lastIndexOf('/') + 1)}`, callerUrl);
}
