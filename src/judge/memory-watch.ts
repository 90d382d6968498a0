// A program's resident memory watched from outside, for the programs whose runtime cannot be held
// to a limit by the system (a Java virtual machine reserves more address space than any limit a
// solution should have): read from /proc 20 times a second, the program killed past its limit.
import { readFileSync } from 'node:fs';

/** How often the memory is read, in milliseconds. */
const EVERY_MS = 50;

/**
 * Reads process `pid`'s resident memory every 50 ms and calls `over` (once) when it passes `bytes`;
 * the function returned stops the watch. Where /proc is not there, nothing is watched. Cost: a read
 * of a small file per look.
 */
export function watchMemory(pid: number, bytes: number, over: () => void): () => void {
  const timer = setInterval(() => {
    if (residentBytes(pid) <= bytes) return;
    clearInterval(timer);
    over();
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Process `pid`'s resident memory in bytes (its `VmRSS`); 0 when it has ended or cannot be read. */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}
