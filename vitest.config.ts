import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LIBRARY_ENTRIES } from './web/vite.config.js';

export default defineConfig({
  resolve: { alias: LIBRARY_ENTRIES },
  test: {
    include: ['src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Two files at a time even on two cores (vitest would run one): many tests wait on a process or
    // a thread of their own, which leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A hang guard, ten times what a test needs on a quiet machine or more, never a speed check: a
    // test that needs more than six seconds says so, or is a slow one.
    testTimeout: 60_000,
    tags: [
      {
        name: 'slow',
        description:
          'slow by nature (sweeps, soaks, long fuzz runs, searches of seconds): npm run test:slow runs them, npm test does not',
        // The hang guard of the slow ones, the longest of which needs some three minutes.
        timeout: 1_800_000,
      },
    ],
  },
});
