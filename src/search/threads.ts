import { availableParallelism, loadavg } from 'node:os';

/**
 * Whether a second thread can help at all: two or more cores, and the 1-minute load average (this
 * process included) leaving one free. On a machine already busy, two threads in lock step wait for
 * each other and lose to one. Node only; used by the searches' `threads: 'auto'`.
 */
export function spareCore(): boolean {
  return availableParallelism() >= 2 && loadavg()[0] < availableParallelism() - 0.5;
}

/**
 * The file of a search's worker thread, `distPath` under dist/ (such as
 * `puzzles/maze/frontier-worker.js`), for the module at `callerUrl` that starts it: beside that
 * module once built, in dist/ (tsc keeps the layout) and in dist/bin/ (the bundled command has each
 * worker as an entry of its own); from the TypeScript sources (the tests), the built one in dist/.
 */
export function workerFile(callerUrl: string, distPath: string): URL {
  if (callerUrl.endsWith('.ts')) return new URL(`../../dist/${distPath}`, import.meta.url);
  return new URL(`./${distPath.slice(distPath.lastIndexOf('/') + 1)}`, callerUrl);
}

/** Atomics.waitAsync (ES2024: Node 20 has it, the ES2022 typings do not). */
export const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
    ): { async: boolean; value: Promise<string> | string };
  }
).waitAsync.bind(Atomics);
