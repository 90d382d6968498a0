// The command line as CommonJS files, made from tsc's output: dist/bin/boardpath.js, the whole
// command line, and dist/bin/snakes.js, maze.js and tokens.js, each one puzzle's command alone (what
// bin/boardpath.js runs for `boardpath tokens …`: less to load and set up). Node 20 spends about a
// millisecond on each module it loads (the CLI's, zod's among them, number over 150), and a worker
// thread starts some 20 ms sooner on CommonJS than on an ES module. The folder gets its own
// package.json saying so.
//
// Searches that start worker threads of their own find the thread's file beside themselves
// (new URL('./x.js', import.meta.url)): each such file is bundled too, under its own name, in a
// build of its own. One build with several entries would share chunks between them, and a shared
// chunk's functions are reached through getters on its exports, a cost in the hottest loops.
//
// The bundles are written in ASCII and without comments (the sources keep theirs): 532 KB instead
// of 681, read by bin/boardpath.js as Latin-1 into a one-byte string with no UTF-8 to decode, and
// every command starts some 4 ms sooner.
import { defineConfig } from 'rolldown';
import { PUZZLES } from './dist/puzzles/puzzles.js';

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

// The puzzles come from their one list (tsc has compiled it into dist/ by now): each has its bundle,
// made from src/cli/bundles/<puzzle>.ts, and the launcher learns their names from puzzles.json.
// Commands besides the puzzles' with a bundle of their own, made from src/cli/bundles/<command>.ts
// likewise: `boardpath generate …` loads the making of boards alone. The launcher learns their
// names from commands.json.
const COMMAND_BUNDLES = ['generate'];

const entries = {
  boardpath: 'dist/cli/bundles/boardpath.js',
  ...Object.fromEntries(
    [...PUZZLES, ...COMMAND_BUNDLES].map((name) => [name, `dist/cli/bundles/${name}.js`]),
  ),
  'progress-ticker': 'dist/cli/progress-ticker.js',
  'bit-search-threads.worker': 'dist/puzzles/tokens/bit-search/bit-search-threads.worker.js',
  'count-threads.worker': 'dist/puzzles/maze/paths/count-threads.worker.js',
  'distribution-threads.worker': 'dist/puzzles/snakes/analysis/distribution-threads.worker.js',
};

export default defineConfig(
  Object.entries(entries).map(([name, file], index) => ({
    input: { [name]: file },
    platform: 'node',
    output: {
      dir: 'dist/bin',
      format: 'cjs',
      entryFileNames: '[name].js',
      // A dynamic import (picocolors, loaded when colours are asked for) stays in the bundle.
      codeSplitting: false,
      charset: 'ascii',
      comments: { legal: true, annotation: false, jsdoc: false },
    },
    plugins: [
      lazyChildProcess,
      index === 0 && {
        name: 'commonjs-folder',
        generateBundle() {
          this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
          this.emitFile({ type: 'asset', fileName: 'puzzles.json', source: `${JSON.stringify(PUZZLES)}\n` });
          this.emitFile({
            type: 'asset',
            fileName: 'commands.json',
            source: `${JSON.stringify(COMMAND_BUNDLES)}\n`,
          });
        },
      },
    ].filter(Boolean),
  })),
);
