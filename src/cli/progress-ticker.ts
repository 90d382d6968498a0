import { writeSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { PROGRESS_KINDS, progressLine } from './progress-words.js';

/**
 * The progress line of a long search, drawn on the terminal's stderr once a second by this worker
 * thread while the command's thread searches (`run.ts` starts it). The search writes [explored,
 * depth, updates, which search] into shared memory; the line is drawn under a lock the command takes for good
 * when it ends, so a line is never drawn over its answer or its error.
 */
const { progress, ticker, started } = workerData as {
  progress: Float64Array;
  ticker: Int32Array;
  started: number;
};

let drawn = 0;
// Looked at five times a second, drawn once a second from the search's first second on.
setInterval(() => {
  const now = Date.now();
  if (progress[2] === 0 || now - started < 1000 || now - drawn < 1000) return;
  drawn = now;
  // Lock: 0 free, 1 drawing, 2 the command has ended.
  if (Atomics.compareExchange(ticker, 0, 0, 1) !== 0) return;
  const seconds = (Date.now() - started) / 1000;
  const search = PROGRESS_KINDS[progress[3]] ?? 'squares';
  const line = `\r\x1b[K${progressLine(search, progress[0], progress[1], seconds)}`;
  try {
    writeSync(2, line);
    ticker[1] = 1;
  } catch {
    // stderr has gone: there is nobody to tell.
  }
  Atomics.store(ticker, 0, 0);
  Atomics.notify(ticker, 0);
}, 200);
