import { defineConfig } from 'vitest/config';

// Browser tests: e2e/*.test.ts against the built page (npm run test:e2e builds it first).
// One file at a time: each launches Chromium, and the machine may have two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    // A page under a busy machine can take more than expect.poll's default second to show a search's
    // answer (one run in four failed so, once); a wrong answer still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
