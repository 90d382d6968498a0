// The JavaScript driver: `node -e DRIVER copy file function`. It runs the solution once (its text
// from `copy`, its name `file` in messages) as a
// script (so `var snakesAndLadders = function (board) {…}` and `function findPath(mat) {…}` are
// globals, as on LeetCode), or as a module when it assigns `module.exports`, then answers one line
// of JSON arguments with one line of JSON. What the solution logs goes to standard error.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Driver } from './driver.js';
import { DRIVER_MEMORY } from './driver.js';

/** The driver's source, given to `node -e`. */
const JAVASCRIPT_DRIVER = String.raw`
'use strict';
const fs = require('fs');
const vm = require('vm');
const util = require('util');
const [copy, path, name] = process.argv.slice(1);

function writeAll(fd, text) {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) {
    try {
      at += fs.writeSync(fd, bytes, at);
    } catch (error) {
      if (error.code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2);
    }
  }
}
const send = (value) => writeAll(1, JSON.stringify(value) + '\n');
const toErr = (...args) => void process.stderr.write(util.format(...args) + '\n');
console.log = console.info = console.debug = console.warn = console.error = toErr;
process.stdout.write = (chunk) => process.stderr.write(chunk);

function said(error) {
  if (!(error instanceof Error)) return 'threw ' + String(error).slice(0, 200);
  const at = (error.stack || '').split(path + ':')[1];
  const line = at ? ' (line ' + parseInt(at, 10) + ')' : '';
  return error.name + ': ' + String(error.message).split('\n')[0].slice(0, 200) + line;
}

let found;
try {
  const source = fs.readFileSync(copy, 'utf8');
  const module = { exports: {} };
  globalThis.require = require;
  globalThis.module = module;
  globalThis.exports = module.exports;
  vm.runInThisContext(source, { filename: path });
  const global = vm.runInThisContext(
    'typeof ' + name + " === 'function' ? " + name + ' : typeof Solution === "function" ? Solution : undefined',
  );
  const exported = module.exports[name] ?? module.exports.Solution ?? module.exports;
  found = [global, exported].find((f) => typeof f === 'function');
} catch (error) {
  send({ load: said(error) });
  process.exit(0);
}
const isClass = typeof found === 'function' && typeof found.prototype?.[name] === 'function';
if (!found || (found.name === 'Solution' && !isClass)) {
  send({ load: 'it defines no function ' + name + ', nor a class Solution with one' });
  process.exit(0);
}
const make = isClass ? () => { const solution = new found(); return solution[name].bind(solution); } : () => found;
const takes = isClass ? found.prototype[name].length : found.length;
send({ ready: takes });

let pending = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => {
  pending += chunk;
  for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    let given = JSON.parse(line);
    if (takes > 0) given = given.slice(0, takes);
    let value;
    try {
      value = make()(...given);
    } catch (error) {
      send({ error: said(error) });
      continue;
    }
    let text;
    try {
      // A number JSON cannot hold is sent as JavaScript prints it (Infinity, NaN).
      const shown = typeof value === 'bigint' || (typeof value === 'number' && !Number.isFinite(value));
      text = JSON.stringify({ ok: shown ? String(value) : value === undefined ? null : value });
    } catch {
      text = JSON.stringify({ ok: String(value) });
    }
    writeAll(1, text + '\n');
  }
});
`;

/** Runs a JavaScript solution file with the Node that runs boardpath. */
export const javascriptDriver: Driver = {
  language: 'JavaScript',
  none: 'null',
  async prepare({ path, text, call }, workDir) {
    const copy = join(workDir, 'solution.js');
    writeFileSync(copy, text);
    // The heap's own limit says "JavaScript heap out of memory"; the data limit (not the address
    // space, which Node reserves far more of than it uses) holds the buffers outside the heap.
    const heap = `--max-old-space-size=${(DRIVER_MEMORY / 2 ** 20) * 0.75}`;
    return {
      argv: [process.execPath, heap, '-e', JAVASCRIPT_DRIVER, copy, path, call],
      memory: { bytes: DRIVER_MEMORY, kind: 'data' },
    };
  },
};
