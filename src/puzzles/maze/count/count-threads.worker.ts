/**
 * The second thread of `countPathsFrontierAsync` (count-threads.ts): it keeps the frontier states
 * whose key hashes to 1, meets the main thread at a barrier once per cell (Atomics.wait on the
 * shared control words), and posts its share of the total, or the error that stopped it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BoardpathError } from '../../../errors.js';
import { frontierPart } from './frontier-part.js';
import {
  ARRIVED,
  HANDOVER,
  Outboxes,
  READY,
  STOP,
  together,
  usableCells,
  type CountWorkerData,
  type WorkerReport,
} from './count-threads.protocol.js';

const { sweep, maxMemory, control, port: channel } = workerData as CountWorkerData;

/** Thrown when the main thread has stopped the count (it terminates this thread as well). */
class Stopped extends Error {}

/** Arrives at the barrier and waits for the main thread there. */
function barrier(): void {
  const mine = Atomics.add(control, ARRIVED + 1, 1) + 1;
  Atomics.notify(control, ARRIVED + 1);
  awaitMain(mine);
}

/** Waits until the main thread has arrived `count` times, or has stopped the count. */
function awaitMain(count: number): void {
  for (;;) {
    if (Atomics.load(control, STOP) !== 0) throw new Stopped();
    const arrived = Atomics.load(control, ARRIVED + 0);
    if (arrived >= count) return;
    Atomics.wait(control, ARRIVED + 0, arrived);
  }
}

const port = parentPort!;
const part = frontierPart(sweep, maxMemory, undefined, false);
const outboxes = new Outboxes(channel, maxMemory / 4);
part.split(1, outboxes);
Atomics.store(control, READY, 1);
Atomics.notify(control, READY);
// An async function, not a top-level await: the bundled command is CommonJS.
async function count(): Promise<void> {
  try {
    awaitMain(1); // the main thread has done the hand-over step's spread
    await together(
      part,
      1,
      usableCells(sweep),
      Atomics.load(control, HANDOVER),
      sweep.width,
      control,
      outboxes,
      barrier,
    );
    port.postMessage({ total: part.total } satisfies WorkerReport);
  } catch (error) {
    if (!(error instanceof Stopped)) {
      const report: WorkerReport =
        error instanceof BoardpathError
          ? { error: { code: error.code, message: error.message } }
          : { error: { message: `the counting worker failed: ${(error as Error)?.message ?? error}` } };
      port.postMessage(report);
      Atomics.store(control, STOP, 1);
      Atomics.notify(control, ARRIVED + 1);
    }
  }
}
void count();
