/**
 * What the two threads of the split frontier count share: the control words, the worker's data and
 * report, and the loop both run. Kept apart from count-threads.ts so that the worker loads only
 * this and the one-thread count.
 */
import type { MessagePort } from 'node:worker_threads';
import { workerThreads } from '../../../threads/node-threads.js';
import { controlLayout } from '../../../threads/control.js';
import type { FrontierPart, OutboxWriter } from './frontier-part.js';
import type { Sweep } from './sweep.js';

/**
 * The control block. `arrived`: how often this thread (+ 0) and the helper (+ 1) have arrived at
 * the barrier; `ready`: 1 once the helper can take its half; `stop`: 1 when the count stops (the
 * end, an error or cancelling: the helper leaves its barrier); `handover`: the step (index among the
 * usable cells) at which this thread handed over; `sent`, `limbs`: what each thread sent in a step
 * (entries, and limbs per count), at + 2 × the step's parity + the thread.
 */
export const CONTROL = controlLayout({ arrived: 2, ready: 1, stop: 1, handover: 1, sent: 4, limbs: 4 });

/**
 * What the helper receives: the sweep, its memory limit, the control block, and its end of the
 * channel on which each thread hands the other a new outbox when its last one is too small.
 */
export interface CountHelperData {
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
      const received = workerThreads().receiveMessageOnPort(this.port) as
        { message: { parity: number; buffer: SharedArrayBuffer } } | undefined;
      if (!received) break;
      this.theirs[received.message.parity] = received.message.buffer;
    }
    if (this.theirs[parity].byteLength < bytes)
      throw new Error('an outbox went missing between the counting threads');
    return this.theirs[parity];
  }
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
    Atomics.store(control, CONTROL.at.sent + 2 * parity + me, part.sent);
    Atomics.store(control, CONTROL.at.limbs + 2 * parity + me, part.limbs);
    await barrier();
    const entries = Atomics.load(control, CONTROL.at.sent + 2 * parity + other);
    const limbs = Atomics.load(control, CONTROL.at.limbs + 2 * parity + other);
    const words = entries * (2 + limbs);
    part.fold(new Float64Array(outboxes.inbox(parity, 8 * words), 0, words), entries, limbs);
    part.advance();
    if (++step === cells.length) return;
    for (let row = (cells[step - 1] / width) | 0; row < ((cells[step] / width) | 0); row++) part.endRow();
    part.spread(cells[step], step & 1);
  }
}
