import { availableParallelism, loadavg } from 'node:os';

/**
 * Whether a second thread can help at all: two or more cores, and the 1-minute load average (this
 * process included) leaving one free. On a machine already busy, two threads in lock step wait for
 * each other and lose to one. Node only; used by the searches' `threads: 'auto'`.
 */
export function spareCore(): boolean {
  return availableParallelism() >= 2 && loadavg()[0] < availableParallelism() - 0.5;
}
