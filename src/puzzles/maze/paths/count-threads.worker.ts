/**
 * The helper thread of `countPathsFrontierAsync` (count-threads.ts): it keeps the frontier states
 * whose key hashes to 1, meets the leading thread at a barrier once per cell (Atomics.wait on the
 * control block), and returns its share of the total. A failure is thrown: runHelper reports it.
 */
import { runHelper } from '../../../threads/run-helper.js';
import { frontierPart } from './frontier-part.js';
import { CONTROL, Outboxes, together, type CountHelperData } from './count-threads.protocol.js';
import { usableCells } from './sweep.js';

const { at } = CONTROL;

/** Thrown when the leading thread has stopped the count (it ends this thread as well). */
class Stopped extends Error {}

runHelper(async ({ sweep, maxMemory, control, port }: CountHelperData) => {
  /** Waits until the leading thread has arrived `count` times, or has stopped the count. */
  const awaitLeader = (count: number): void => {
    for (;;) {
      if (Atomics.load(control, at.stop) !== 0) throw new Stopped();
      const arrived = Atomics.load(control, at.arrived);
      if (arrived >= count) return;
      Atomics.wait(control, at.arrived, arrived);
    }
  };
  /** Arrives at the barrier and waits for the leading thread there. */
  const barrier = (): void => {
    const mine = Atomics.add(control, at.arrived + 1, 1) + 1;
    Atomics.notify(control, at.arrived + 1);
    awaitLeader(mine);
  };
  const part = frontierPart(sweep, maxMemory, undefined, false);
  const outboxes = new Outboxes(port, maxMemory / 4);
  part.split(1, outboxes);
  Atomics.store(control, at.ready, 1);
  Atomics.notify(control, at.ready);
  try {
    awaitLeader(1); // the leading thread has done the hand-over step's spread
    await together(
      part,
      1,
      usableCells(sweep),
      Atomics.load(control, at.handover),
      sweep.width,
      control,
      outboxes,
      barrier,
    );
    return part.total;
  } catch (error) {
    // Stopped: the leading thread has what it needs, or has failed itself; this share is not wanted.
    if (error instanceof Stopped) return 0n;
    throw error;
  }
});
