import { availableParallelism, loadavg } from 'node:os';
import { BoardpathError } from '../errors.js';

/**
 * How many threads a search may use: 1 (the calling thread alone), 2 (it and one helper thread), or
 * `'auto'` (the search decides from the size of its work and whether a core is free). Every search
 * gives the same answer whatever this is.
 */
export type Threads = 1 | 2 | 'auto';

/** `threads` as given, or `'auto'` when absent; anything else is a `BoardpathError` (`E_USAGE`). */
export function checkThreads(threads: unknown): Threads {
  if (threads === undefined) return 'auto';
  if (threads === 1 || threads === 2 || threads === 'auto') return threads;
  const shown = typeof threads === 'string' ? JSON.stringify(threads) : String(threads);
  throw new BoardpathError('E_USAGE', `threads must be 1, 2 or 'auto', not ${shown}`);
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
