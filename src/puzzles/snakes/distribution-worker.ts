// The second thread of `throwDistributionAsync` (distribution-parallel.ts): woken through the shared
// control words (Atomics.wait), it pushes the upper half of a throw (`pushUpper`), says
// so (Atomics.add + notify on DONE), and waits for the next half until told to stop.
import { parentPort, workerData } from 'node:worker_threads';
import type { SnakesChain } from './analyze.js';
import { CONTROL_WORDS, DONE, FAILED, FROM, LIMIT, PARITY, PHASE, READY, STOP, TO, type DistributionWorkerData } from './distribution-split.js';
import { deferKeys, ELAPSED, NEXT_HIGH, NEXT_LOW, pushUpper } from './push.js';

const data = workerData as DistributionWorkerData;
const { control, vectors, visits, out, key } = data;
const chain: SnakesChain = { first: data.first, last: data.last, start: data.first, faces: data.faces, end: data.end, landing: data.landing };
const log = { to: data.logTo, part: data.logPart };
if (control.length !== CONTROL_WORDS) throw new Error('the distribution worker was given the wrong control block');

deferKeys(data.landing, data.canFinish, key);
let seen = Atomics.load(control, PHASE);
Atomics.store(control, READY, 1);
Atomics.notify(control, READY);
for (;;) {
  Atomics.wait(control, PHASE, seen);
  if (Atomics.load(control, STOP) !== 0) break;
  const phase = Atomics.load(control, PHASE);
  if (phase === seen) continue;
  seen = phase;
  try {
    const parity = control[PARITY];
    out[NEXT_LOW] = chain.last + 1;
    out[NEXT_HIGH] = -1;
    const started = performance.now();
    pushUpper(chain, key, vectors[parity], vectors[1 - parity], visits, control[FROM], control[TO], out, log, control[LIMIT]);
    out[ELAPSED] = performance.now() - started;
  } catch (error) {
    parentPort?.postMessage(String((error as Error)?.stack ?? error));
    Atomics.store(control, FAILED, 1);
  }
  Atomics.add(control, DONE, 1);
  Atomics.notify(control, DONE);
}
