import { defineConfig } from 'vitest/config';
import { LIBRARY_ENTRIES } from './web/vite.config.js';

// CI asks for a JSON report beside the usual output, to print one summary line.
const jsonReport = process.env.BOARDPATH_VITEST_JSON;

export default defineConfig({
  resolve: { alias: LIBRARY_ENTRIES },
  test: {
    include: ['src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // A hang guard, far above what any test needs on a quiet machine (a test that needs more says so).
    testTimeout: 60_000,
    tags: [
      {
        name: 'slow',
        description:
          'slow by nature (sweeps, long fuzz runs, soaks): npm run test:slow runs them, npm test leaves them out',
        timeout: 1_800_000,
      },
    ],
    ...(jsonReport && { reporters: ['default', 'json'], outputFile: { json: jsonReport } }),
  },
});
