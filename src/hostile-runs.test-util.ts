import { expect } from 'vitest';

/**
 * How hard the property tests that call the library's functions with hostile values try, per
 * property: `quick` runs in `npm test` (seconds in all), from one fixed seed, so that a check run
 * twice on the same code gives the same verdict; under `npm run fuzz`, which sets FUZZ_API_SECONDS
 * (120 there), as many runs as that many seconds allow, from a new seed each time (printed with a
 * failure). FUZZ_SEED replays a seed either way.
 */
export function hostileRuns(quick: number): {
  numRuns: number;
  interruptAfterTimeLimit?: number;
  seed?: number;
} {
  const seconds = Number(process.env.FUZZ_API_SECONDS ?? 0);
  const given = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  if (!(seconds > 0)) return { numRuns: quick, seed: given ?? QUICK_SEED };
  return { numRuns: 1e9, interruptAfterTimeLimit: seconds * 1000, seed: given };
}

// The seed of the quick runs: new values are explored by `npm run fuzz`, not by every check.
const QUICK_SEED = 20261126;

/**
 * Under `npm run fuzz`, what a property of hostile calls must leave behind: the process's memory
 * within `FUZZ_API_MAX_RSS` bytes (2 GiB unless set), however many calls it made. Cost: O(1).
 */
export function expectBoundedMemory(): void {
  if (!(Number(process.env.FUZZ_API_SECONDS ?? 0) > 0)) return;
  expect(process.memoryUsage().rss).toBeLessThan(Number(process.env.FUZZ_API_MAX_RSS ?? 2 ** 31));
}
