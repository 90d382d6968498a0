// The second thread of `throwDistributionAsync` and `analyzeSnakesAsync` (distribution-threads.ts).
// Under `alone` it first pushes the distribution by itself (while the main thread solves the expected
// throws), until the main thread asks for it back. Then, woken through the shared control words
// (Atomics.wait), it pushes the upper half of each throw it is handed (`pushUpper`), says so
// (Atomics.add + notify on DONE), and waits for the next until told to stop.
import { parentPort, workerData } from 'node:worker_threads';
import type { SnakesChain } from './chain.js';
import { distributionThrows, type ThrowDistribution } from './distribution.js';
import {
  CONTROL_WORDS,
  DONE,
  FAILED,
  FROM,
  HANDED,
  HANDOVER,
  LIMIT,
  PARITY,
  PHASE,
  READY,
  STOP,
  TO,
  type AloneReport,
  type DistributionWorkerData,
} from './distribution-threads.protocol.js';
import { deferKeys, ELAPSED, NEXT_HIGH, NEXT_LOW, pushSources, pushUpper } from './push-throw.js';

const data = workerData as DistributionWorkerData;
const { control, vectors, visits, out, key } = data;
const chain: SnakesChain = {
  first: data.first,
  last: data.last,
  start: data.start,
  faces: data.faces,
  end: data.end,
  landing: data.landing,
};
const log = { to: data.logTo, part: data.logPart };
if (control.length !== CONTROL_WORDS)
  throw new Error('the distribution worker was given the wrong control block');

if (data.alone) pushAlone(data.alone);
deferKeys(data.landing, data.canFinish, key);
let seen = Atomics.load(control, PHASE);
Atomics.store(control, READY, 1);
Atomics.notify(control, READY);
while (Atomics.load(control, STOP) === 0) {
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
    pushUpper(
      chain,
      key,
      vectors[parity],
      vectors[1 - parity],
      visits,
      control[FROM],
      control[TO],
      out,
      log,
      control[LIMIT],
    );
    out[ELAPSED] = performance.now() - started;
  } catch (error) {
    parentPort?.postMessage(String((error as Error)?.stack ?? error));
    Atomics.store(control, FAILED, 1);
  }
  Atomics.add(control, DONE, 1);
  Atomics.notify(control, DONE);
}

/** Pushes the whole distribution on this thread until the main thread asks for it, then posts it or where it stands. */
function pushAlone({ tolerance, maxWork, count }: NonNullable<DistributionWorkerData['alone']>): void {
  let allocated = 0;
  const shared = [vectors[0], vectors[1], visits];
  const throws = distributionThrows(
    chain,
    { canFinish: data.canFinish, count },
    { tolerance, maxWork },
    () => shared[allocated++],
  );
  let report: AloneReport | undefined;
  for (let step = throws.next(); !report; step = throws.next()) {
    if (step.done) {
      const finished: ThrowDistribution = { ...step.value, visits: new Float64Array(0) }; // the visits are shared already
      report = { finished };
    } else if (Atomics.load(control, HANDOVER) !== 0 || Atomics.load(control, STOP) !== 0)
      report = { state: step.value.state() };
    else {
      const { now, next, visits: seen, low, high, out } = step.value;
      pushSources(chain, data.canFinish, now, next, seen, low, high, out);
    }
  }
  parentPort?.postMessage(report);
  Atomics.store(control, HANDED, 1);
  Atomics.notify(control, HANDED);
}
