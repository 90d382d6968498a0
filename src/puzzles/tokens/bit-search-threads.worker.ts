// The worker thread of `bitwiseMeetParallel`: it takes chunks of every phase of a bit-parallel
// search whose matrices live in shared memory, woken by the leading thread through the control
// block (Atomics.wait / notify), until told to stop.
import { workerData } from 'node:worker_threads';
import { bitLevels } from './bit-search-matrices.js';
import { FAILED, FINISHED, OPERATION, PHASE, READY, STOP, takeChunks } from './bit-search-phases.js';
import type { BitSearchWorkerData } from './bit-search-threads.protocol.js';

const { rows, columns, push, buffers, control, failures } = workerData as BitSearchWorkerData;
const levels = bitLevels(rows, columns, push, buffers);
// Joins the phase under way, if any, then each one announced.
let phase = Atomics.load(control, PHASE);
Atomics.store(control, READY, 1);
while (control[OPERATION] !== STOP) {
  try {
    if (phase !== 0) takeChunks(levels, control, phase, 1);
  } catch (error) {
    failures.postMessage(String((error as Error)?.stack ?? error));
    Atomics.store(control, FAILED, 1);
    Atomics.notify(control, FINISHED);
    break;
  }
  Atomics.wait(control, PHASE, phase);
  phase = Atomics.load(control, PHASE);
}
failures.close();
