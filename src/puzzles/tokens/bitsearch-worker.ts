// The helper thread of `bitwiseMeetParallel`: it does the second half of every phase of a
// bit-parallel search whose matrices live in shared memory, woken by the leading thread through the
// control block (Atomics.wait / notify), until told to stop.
import { workerData, type MessagePort } from 'node:worker_threads';
import { bitLevels, DONE, FAILED, OPERATION, PHASE, READY, runPhase, STOP } from './bitsearch.js';

const { rows, columns, push, buffers, control, failures } = workerData as {
  rows: number;
  columns: number;
  push: Int32Array;
  buffers: SharedArrayBuffer[];
  control: Int32Array;
  /** Where the error of a failed phase goes (read by the leading thread once it sees FAILED). */
  failures: MessagePort;
};
const levels = bitLevels(rows, columns, push, buffers);
// The phase number is read before saying ready: the leader announces phases to us only after that.
let seen = Atomics.load(control, PHASE);
Atomics.store(control, READY, 1);
for (;;) {
  Atomics.wait(control, PHASE, seen);
  seen = Atomics.load(control, PHASE);
  if (control[OPERATION] === STOP) break;
  try {
    runPhase(levels, control, 1, 2);
  } catch (error) {
    failures.postMessage(String((error as Error)?.stack ?? error));
    control[FAILED] = 1;
  }
  Atomics.store(control, DONE, seen);
  Atomics.notify(control, DONE);
}
