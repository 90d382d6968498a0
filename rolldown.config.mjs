// The command line as one file (dist/bin/boardpath.js), made from tsc's output: Node 20 spends
// about 1 ms per module it loads, and the CLI's modules, zod's among them, number over 150.
import { defineConfig } from 'rolldown';

export default defineConfig({
  input: { boardpath: 'dist/cli/worker.js' },
  platform: 'node',
  output: { dir: 'dist/bin', format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
});
