#!/usr/bin/env node
// The boardpath command. The work runs on a worker thread (dist/bin/boardpath.js, src/cli/worker.ts
// bundled into one file) so that this thread can stop it at once on Ctrl-C, even in the middle of a
// long search (one line, status 130), and can show a long search's progress on a terminal's stderr.
// While the worker starts (some 50–80 ms), this thread reads the input file ahead for it.
import { readFileSync, statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

// [explored, depth, updates], written by the search on the worker, read here.
const progress = new Float64Array(new SharedArrayBuffer(3 * 8));
const worker = new Worker(new URL('../dist/bin/boardpath.js', import.meta.url), {
  workerData: { argv: process.argv.slice(2), stdoutIsTTY: Boolean(process.stdout.isTTY), stderrIsTTY: Boolean(process.stderr.isTTY), progress },
  stdin: false,
});

// Files named on the command line, read while the worker starts, kept until it asks for them. Only
// ordinary files up to 64 MB (harmless to hold under any --max-memory); bigger ones wait for the worker,
// which checks --max-memory before it reads.
const readAhead = new Map();
for (const argument of process.argv.slice(2)) {
  if (argument.startsWith('-') || readAhead.has(argument)) continue;
  try {
    const stat = statSync(argument);
    if (stat.isFile() && stat.size <= 64 * 2 ** 20) readAhead.set(argument, readFileSync(argument));
  } catch {
    // Not a file, or not readable: the worker says so in its own words.
  }
}

const started = Date.now();
let shown = false;
// A search that has run a second shows a line on stderr, rewritten in place each second.
const ticker = setInterval(() => {
  if (progress[2] === 0 || Date.now() - started < 1000) return;
  const seconds = (Date.now() - started) / 1000;
  const rate = progress[0] / seconds;
  process.stderr.write(
    `\r\x1b[Ksearching: ${Math.round(progress[0]).toLocaleString('en')} states explored, depth ${progress[1]}, ${(rate / 1e6).toFixed(1)} M states/s`,
  );
  shown = true;
}, 1000);
ticker.unref();

function clearProgress() {
  clearInterval(ticker);
  if (shown) process.stderr.write('\r\x1b[K');
  shown = false;
}

worker.on('message', async (message) => {
  if (message.wantFile !== undefined) {
    // The worker may ask once for each file; what was not read ahead it reads itself (null).
    const bytes = readAhead.get(message.wantFile) ?? null;
    readAhead.delete(message.wantFile);
    // A file's own buffer moves to the worker without a copy; a small file's slice of a shared pool
    // is copied.
    const view = bytes && new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    const whole = view && view.byteOffset === 0 && view.byteLength === view.buffer.byteLength;
    worker.postMessage({ file: message.wantFile, bytes: view }, whole ? [view.buffer] : []);
  } else if (message.wantStdin) {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const stdin = new Uint8Array(Buffer.concat(chunks));
    worker.postMessage({ stdin }, [stdin.buffer]);
  } else if ('exitCode' in message) {
    // The worker has written everything (its writes are synchronous): end now rather than wait
    // for it to tear down a heap of big arrays.
    clearProgress();
    process.exit(message.exitCode);
  }
});
worker.on('exit', (code) => {
  clearProgress();
  process.exitCode ??= code;
});
worker.on('error', (error) => {
  clearProgress();
  process.stderr.write(`boardpath: internal error: ${error?.message ?? error}\n`);
  process.exitCode = 70;
});
process.once('SIGINT', () => {
  clearProgress();
  process.stderr.write(`${shown ? '' : '\n'}boardpath: interrupted\n`);
  process.exit(130);
});
