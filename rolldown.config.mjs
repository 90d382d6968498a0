// The command line, made from tsc's output into dist/bin/: boardpath.js, with commander, zod and
// the command line's frame, which bin/boardpath.js requires; each command's own code is a chunk
// beside it, which `import()` loads when that command runs (`boardpath tokens …` loads the tokens
// command and what it uses, nothing of the maze's, the judge's or the page server's). Node 20
// spends about a millisecond on each module it loads (the CLI's, zod's among them, number over
// 150): bundled, they are a handful of files.
//
// The files are CommonJS (dist/bin/package.json says so): Node loads them a few milliseconds sooner
// than ES modules, whose loader takes about a millisecond more for each chunk (measured in
// docs/benchmarks.md). A chunk reaches another's functions through its exports object; the
// searches' heavy runs take no longer for it.
//
// Searches that start worker threads of their own find the thread's file beside themselves
// (new URL('./x.js', import.meta.url)): each such file is bundled too, under its own name, in a
// build of its own, so that a helper thread loads one file.
//
// The files are written in ASCII and minified (the sources keep their comments and names): V8 keeps
// a source with no other character as one byte a character, and the package is some 90 KB lighter
// packed; the command starts no slower for it (docs/benchmarks.md). Nothing the command prints
// comes from a function's name, and a stack trace is never shown.
import { defineConfig } from 'rolldown';

// Commander loads node:child_process as it is loaded itself (1–2 ms of every command's start), for
// subcommands that are programs of their own, which boardpath has none of: here it gets a stand-in
// that loads the module the first time anything of it is asked for.
const lazyChildProcess = {
  name: 'lazy-child-process',
  resolveId(source, importer) {
    if (source === 'node:child_process' && importer?.includes('/node_modules/commander/'))
      return '\0lazy-child-process';
  },
  load(id) {
    if (id === '\0lazy-child-process')
      return "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });";
  },
};

const written = {
  dir: 'dist/bin',
  format: 'cjs',
  entryFileNames: '[name].js',
  charset: 'ascii',
  minify: true,
  comments: { legal: true, annotation: false, jsdoc: false },
};

const threads = {
  'progress-ticker': 'dist/cli/progress-ticker.js',
  'bit-search-threads.worker': 'dist/puzzles/tokens/bit-search/bit-search-threads.worker.js',
  'count-threads.worker': 'dist/puzzles/maze/paths/count-threads.worker.js',
  'distribution-threads.worker': 'dist/puzzles/snakes/analysis/distribution-threads.worker.js',
};

export default defineConfig([
  {
    input: { boardpath: 'dist/cli/boardpath.js' },
    platform: 'node',
    output: {
      ...written,
      // A command's own chunk is named after it (snakes-….js); code two commands share, shared-….js.
      chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name]-[hash].js' : 'shared-[hash].js'),
    },
    plugins: [
      lazyChildProcess,
      {
        name: 'commonjs-folder',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
        },
      },
    ],
  },
  ...Object.entries(threads).map(([name, file]) => ({
    input: { [name]: file },
    platform: 'node',
    output: { ...written, codeSplitting: false },
  })),
]);
