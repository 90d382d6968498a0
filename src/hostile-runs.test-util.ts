import { expect } from 'vitest';

/**
 * How hard the property tests that call the library's functions with hostile values try, per
 * property: `quick` runs in `npm test` (seconds in all); under `npm run fuzz`, which sets
 * FUZZ_API_SECONDS (120 there), as many runs as that many seconds allow. FUZZ_SEED replays a run.
 */
export function hostileRuns(quick: number): {
  numRuns: number;
  interruptAfterTimeLimit?: number;
  seed?: number;
} {
  const seconds = Number(process.env.FUZZ_API_SECONDS ?? 0);
  const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  if (!(seconds > 0)) return { numRuns: quick, seed };
  return { numRuns: 1e9, interruptAfterTimeLimit: seconds * 1000, seed };
}

/**
 * Under `npm run fuzz`, what a property of hostile calls must leave behind: the process's memory
 * within `FUZZ_API_MAX_RSS` bytes (2 GiB unless set), however many calls it made. Cost: O(1).
 */
export function expectBoundedMemory(): void {
  if (!(Number(process.env.FUZZ_API_SECONDS ?? 0) > 0)) return;
  expect(process.memoryUsage().rss).toBeLessThan(Number(process.env.FUZZ_API_MAX_RSS ?? 2 ** 31));
}
