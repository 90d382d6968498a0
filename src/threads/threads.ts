import { availableParallelism, loadavg } from 'node:os';
import { z } from 'zod';
import { allowing, checkValue } from '../options.js';
import { wordList } from '../words.js';

/**
 * How many threads a search may use: 1 (the calling thread alone), 2 (it and one helper thread), or
 * `'auto'` (the search decides from the size of its work and whether a core is free). Every search
 * gives the same answer whatever this is.
 */
export const THREADS = [1, 2, 'auto'] as const;

/** One of `THREADS`. */
export type Threads = (typeof THREADS)[number];

/** The `threads` option's schema: one of `THREADS`, said as 1, 2 or 'auto'. @internal */
export const threadsSchema = allowing(
  wordList(THREADS.map((threads) => (threads === 'auto' ? `'${threads}'` : String(threads)))),
  z.literal(THREADS),
) satisfies z.ZodType<Threads>;

/** `threads` as given, or `'auto'` when absent; anything else is a `BoardpathError` (`E_USAGE`). */
export function checkThreads(threads: unknown): Threads {
  return threads === undefined ? 'auto' : checkValue('threads', threadsSchema, threads);
}

/**
 * Whether a second thread can help at all: two or more cores, and the 1-minute load average (this
 * process included) leaving one free. On a machine already busy, two threads in lock step wait for
 * each other and lose to one. Used by the searches' `threads: 'auto'`, for speed only: it never
 * changes an answer or a limit.
 */
export function spareCore(): boolean {
  return availableParallelism() >= 2 && loadavg()[0] < availableParallelism() - 0.5;
}

/**
 * What a helper thread's own runtime takes (its V8 isolate and heap), about: measured as the rise
 * of the process's peak resident memory when a count's helper starts.
 */
export const HELPER_RUNTIME_BYTES = 40 * 2 ** 20;

/**
 * Whether a helper thread fits under `maxMemory` beside a search's data of `dataBytes`: a search
 * starts one only then, so that its peak stays within the limit (plus the process's own runtime)
 * whatever the threads. The answer is the same on one thread, so this changes no outcome.
 */
export function helperFits(maxMemory: number | undefined, dataBytes: number): boolean {
  return maxMemory === undefined || dataBytes + HELPER_RUNTIME_BYTES <= maxMemory;
}
