#!/usr/bin/env node
// The boardpath command. It runs one of the command's bundles in dist/bin/, each a CommonJS file the
// build makes from one of src/cli/bundles/ and everything it imports (Node 20 spends about a
// millisecond on each module it loads, and the command's own and zod's number over 150):
// `boardpath tokens …` runs tokens.js, with the tokens command alone (and snakes.js, maze.js
// likewise), which loads and sets up a few milliseconds sooner than boardpath.js, the whole command
// line, which runs anything else (`--help`, `--version`, `help tokens`, a mistyped puzzle).
//
// The build also runs a few sample commands and keeps what V8 compiled for them (each bundle's code
// cache beside it, dist/bin/tokens.cache for tokens.js): with it, the bundle starts without being
// parsed and compiled again, some 30–40 ms sooner. The cache says which bundle and which Node it
// was made for; for any other it is not used. (V8 checks its own version and flags, but of the
// source only its length.)
//
// This file is CommonJS (bin/package.json says so): Node 20 starts a CommonJS entry some 5 ms
// sooner than a module, whose loader it would set up first.
'use strict';
const { isAscii } = require('node:buffer');
const { readFileSync, statSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { Script } = require('node:vm');

// The puzzles' names come from the library's one list, which the build writes beside the bundles;
// so do the names of the other commands with a bundle of their own (`generate`).
const folder = join(__dirname, '..', 'dist', 'bin');
const puzzles = JSON.parse(readFileSync(join(folder, 'puzzles.json'), 'latin1'));
const commands = JSON.parse(readFileSync(join(folder, 'commands.json'), 'latin1'));
const puzzle = process.argv[2];
const name = puzzles.includes(puzzle) || commands.includes(puzzle) ? puzzle : 'boardpath';
const bundle = join(folder, `${name}.js`);
const cacheFile = bundle.replace(/\.js$/, '.cache');
const { size, mtimeMs } = statSync(bundle);

// The cache file: one line naming the bundle it was made from (size, modification time) and the
// Node that made it, then V8's data.
const madeFor = `${size} ${mtimeMs} ${process.version}\n`;
let cachedData;
try {
  const cache = readFileSync(cacheFile);
  if (cache.toString('latin1', 0, madeFor.length) === madeFor) cachedData = cache.subarray(madeFor.length);
} catch {
  // No cache (a build without one): the bundle is compiled as usual.
}

// The build writes the bundle in ASCII (other characters escaped, comments left out): read as
// Latin-1, it becomes a one-byte string without being decoded, as UTF-8 is.
const bytes = readFileSync(bundle);
const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: bundle,
  cachedData,
});

// The build's sample runs ask for the cache to be written when the command exits.
if (process.env.BOARDPATH_WRITE_CODE_CACHE === '1') {
  process.once('exit', () =>
    writeFileSync(cacheFile, Buffer.concat([Buffer.from(madeFor, 'latin1'), script.createCachedData()])),
  );
}

const bundled = { exports: {} };
script.runInThisContext()(bundled.exports, createRequire(bundle), bundled, bundle, dirname(bundle));
