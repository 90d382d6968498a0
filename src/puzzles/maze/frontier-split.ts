/**
 * What the two threads of the split frontier count share: the control words, the worker's data and
 * report, and the loop both run. Kept apart from frontier-parallel.ts so that the worker loads only
 * this and frontier-count.ts.
 */
import type { ErrorCode } from '../../errors.js';
import type { FrontierPart, GrowableSharedBuffer, Sweep } from './frontier-count.js';

/** Control word (of the shared Int32Array): how often thread 0 (main) has arrived at the barrier; + 1 for the worker. */
export const ARRIVED = 0;
/** Control word: 1 once the worker is ready to take its half. */
export const READY = 2;
/** Control word: 1 when the count stops (an error, cancelling, or the end). */
export const STOP = 3;
/** Control word: the step (index among the usable cells) at which the main thread handed over. */
export const HANDOVER = 4;
// What each thread sent in a step: entries, and limbs per count (+ 2 × the step's parity + thread).
const SENT = 5;
const LIMBS = 9;
/** How many control words there are. */
export const CONTROL_WORDS = 13;

/**
 * What the worker receives: the sweep, its byte limit, the shared control words and the outboxes,
 * `outboxes[2 × thread + parity]` written by that thread in the steps of that parity.
 */
export interface CountWorkerData {
  readonly sweep: Sweep;
  readonly maxBytes: number;
  readonly control: Int32Array;
  readonly outboxes: readonly GrowableSharedBuffer[];
}

/** What the worker posts when it is done: its share of the total, or the error that stopped it. */
export type WorkerReport = { total: bigint } | { error: { code?: ErrorCode; message: string } };

/** The indices of the cells the sweep decides, in order (blocked ones leave every state as it is). Cost O(cells). */
export function usableCells(sweep: Sweep): Int32Array {
  const { usable } = sweep;
  let count = 0;
  for (let cell = 0; cell < usable.length; cell++) count += usable[cell];
  const cells = new Int32Array(count);
  for (let cell = 0, at = 0; cell < usable.length; cell++) if (usable[cell]) cells[at++] = cell;
  return cells;
}

/**
 * The split sweep, run by both threads from the hand-over step `step` (whose spread this thread has
 * just done): publish what was sent, meet at the barrier, fold in what the other sent, advance, and
 * decide the next cell. One barrier a step: the outboxes alternate with the step's parity, so a
 * thread writes one while the other may still be reading the other one. `me` is 0 for the main
 * thread and 1 for the worker. Internal to the counters.
 */
export async function together(
  part: FrontierPart,
  me: 0 | 1,
  cells: Int32Array,
  step: number,
  width: number,
  control: Int32Array,
  outboxes: readonly GrowableSharedBuffer[],
  barrier: () => void | Promise<void>,
): Promise<void> {
  const other = 1 - me;
  for (;;) {
    const parity = step & 1;
    Atomics.store(control, SENT + 2 * parity + me, part.sent);
    Atomics.store(control, LIMBS + 2 * parity + me, part.limbs);
    await barrier();
    const entries = Atomics.load(control, SENT + 2 * parity + other);
    const limbs = Atomics.load(control, LIMBS + 2 * parity + other);
    part.fold(new Float64Array(outboxes[2 * other + parity], 0, entries * (2 + limbs)), entries, limbs);
    part.advance();
    if (++step === cells.length) return;
    for (let row = (cells[step - 1] / width) | 0; row < ((cells[step] / width) | 0); row++) part.endRow();
    part.spread(cells[step], step & 1);
  }
}
