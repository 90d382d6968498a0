#!/usr/bin/env node
// The boardpath command. The work runs on a worker thread (dist/cli/worker.js) so that this thread
// can stop it at once on Ctrl-C, even in the middle of a long search, with one line and status 130.
import { Worker } from 'node:worker_threads';

const worker = new Worker(new URL('../dist/cli/worker.js', import.meta.url), {
  workerData: { argv: process.argv.slice(2), stdoutIsTTY: Boolean(process.stdout.isTTY), stderrIsTTY: Boolean(process.stderr.isTTY) },
  stdin: false,
});

worker.on('message', async (message) => {
  if (message.wantStdin) {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const stdin = new Uint8Array(Buffer.concat(chunks));
    worker.postMessage({ stdin }, [stdin.buffer]);
  } else if ('exitCode' in message) {
    process.exitCode = message.exitCode;
  }
});
worker.on('error', (error) => {
  process.stderr.write(`boardpath: internal error: ${error?.message ?? error}\n`);
  process.exitCode = 70;
});
process.once('SIGINT', () => {
  process.stderr.write('\nboardpath: interrupted\n');
  process.exit(130);
});
