// The command line as one CommonJS file (dist/bin/boardpath.js), made from tsc's output. Node 20
// spends about a millisecond on each module it loads (the CLI's, zod's among them, number over
// 150), and a worker thread starts some 20 ms sooner on CommonJS than on an ES module. The folder
// gets its own package.json saying so.
import { defineConfig } from 'rolldown';

export default defineConfig({
  // Searches that start worker threads of their own find the thread's file beside themselves
  // (new URL('./x.js', import.meta.url)): each such file is an entry, under its own name.
  input: {
    boardpath: 'dist/cli/worker.js',
    'bitsearch-worker': 'dist/puzzles/tokens/bitsearch-worker.js',
  },
  platform: 'node',
  output: { dir: 'dist/bin', format: 'cjs', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
  plugins: [
    {
      name: 'commonjs-folder',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
      },
    },
  ],
});
