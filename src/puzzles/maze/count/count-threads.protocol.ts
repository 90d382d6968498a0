/**
 * What the two threads of the split frontier count share: the control words, the worker's data and
 * report, and the loop both run. Kept apart from count-threads.ts so that the worker loads only
 * this and the one-thread count.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '../../../errors.js';
import type { FrontierPart, OutboxWriter } from './frontier-part.js';
import type { Sweep } from './sweep.js';

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
 * What the worker receives: the sweep, its byte limit, the shared control words, and its end of the
 * channel on which each thread hands the other a new outbox when its last one is too small.
 */
export interface CountWorkerData {
  readonly sweep: Sweep;
  readonly maxMemory: number;
  readonly control: Int32Array;
  readonly port: MessagePort;
}

/**
 * One thread's outboxes (two, written in turn by step parity) and its view of the other thread's.
 * A buffer that is too small is replaced by a larger plain SharedArrayBuffer, posted on `port`; the
 * reader takes the new ones off its port synchronously before it reads (the post happened before
 * the barrier). Growable buffers would need no message, but
 * typed arrays on them are markedly slower in this Node's compiled code.
 */
export class Outboxes implements OutboxWriter {
  private readonly mine = [new SharedArrayBuffer(0), new SharedArrayBuffer(0)];
  private readonly theirs = [new SharedArrayBuffer(0), new SharedArrayBuffer(0)];

  constructor(
    private readonly port: MessagePort,
    readonly limit: number,
  ) {}

  /** This thread's outbox for `parity`, at least `bytes` long (grown by half again, to spare reallocations). */
  outbox(parity: number, bytes: number): SharedArrayBuffer {
    if (this.mine[parity].byteLength >= bytes) return this.mine[parity];
    const size = Math.min(
      this.limit,
      Math.max(bytes, Math.ceil((this.mine[parity].byteLength * 1.5) / 8) * 8, 1 << 16),
    );
    const buffer = new SharedArrayBuffer(size);
    this.mine[parity] = buffer;
    this.port.postMessage({ parity, buffer });
    return buffer;
  }

  /**
   * The other thread's outbox for `parity`, holding `bytes` it has written. Every new outbox posted
   * so far is taken: one posted for the next step (the other parity) is the one that step reads,
   * and none can be posted for this parity's next turn before this thread reaches the barrier.
   */
  inbox(parity: number, bytes: number): SharedArrayBuffer {
    for (;;) {
      const received = receiveMessageOnPort(this.port) as
        { message: { parity: number; buffer: SharedArrayBuffer } } | undefined;
      if (!received) break;
      this.theirs[received.message.parity] = received.message.buffer;
    }
    if (this.theirs[parity].byteLength < bytes)
      throw new Error('an outbox went missing between the counting threads');
    return this.theirs[parity];
  }
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
  outboxes: Outboxes,
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
    const words = entries * (2 + limbs);
    part.fold(new Float64Array(outboxes.inbox(parity, 8 * words), 0, words), entries, limbs);
    part.advance();
    if (++step === cells.length) return;
    for (let row = (cells[step - 1] / width) | 0; row < ((cells[step] / width) | 0); row++) part.endRow();
    part.spread(cells[step], step & 1);
  }
}
