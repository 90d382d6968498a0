import { defineConfig } from 'vitest/config';
import { LIBRARY_ENTRIES } from './web/vite.config.js';

// CI asks for a JSON report beside the usual output, to print one summary line.
const jsonReport = process.env.BOARDPATH_VITEST_JSON;

export default defineConfig({
  resolve: { alias: LIBRARY_ENTRIES },
  test: {
    include: ['src/**/*.test.ts', 'web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 60_000,
    ...(jsonReport && { reporters: ['default', 'json'], outputFile: { json: jsonReport } }),
  },
});
