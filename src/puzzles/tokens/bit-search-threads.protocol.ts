// What the two threads of the tokens' bit search agree on besides the control block
// (bit-search-phases.ts, whose layout the one-thread search uses too): the worker's start-up data.
import type { MessagePort } from 'node:worker_threads';

/**
 * What `bitwiseMeetParallel` hands its worker thread: the grid's shape and move table, the
 * SharedArrayBuffers under the search's matrices, the shared control block, and a port for the
 * message of a failed phase.
 */
export interface BitSearchWorkerData {
  readonly rows: number;
  readonly columns: number;
  /** How far a token on each square sends the other (`moveTables`). */
  readonly push: Int32Array;
  /** `BitLevels.buffers`: SharedArrayBuffers, so both threads work on the same matrices. */
  readonly buffers: ArrayBufferLike[];
  readonly control: Int32Array;
  /** Where the error of a failed phase goes (read by the leading thread once it sees FAILED). */
  readonly failures: MessagePort;
}
