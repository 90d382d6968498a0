import { defineConfig } from 'vitest/config';

// Browser tests: e2e/*.test.ts against the built page (npm run test:e2e builds it first).
// One file at a time: each launches Chromium, and the machine may have two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    // Hang guards, ten times what a test, a start of Chromium (the first unpacks it) or a search's
    // answer on the page needs on a quiet machine or more: never speed checks. A wrong answer still
    // fails, only later.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files run in one worker that keeps what they import (playwright-core, the harness) from one
    // file to the next, rather than loading it again for each: they share nothing else, each starting
    // its own Chromium and page.
    isolate: false,
    expect: { poll: { timeout: 30_000 } },
  },
});
