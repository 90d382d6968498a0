// What the two threads of `throwDistributionAsync` share: the control words and the worker's data.
// Kept apart from distribution-threads.ts so that the worker loads only this and push-throw.ts.
import type { EndRule } from './chain.js';
import type { DistributionState, ThrowDistribution } from './distribution.js';

/** Control word (of the shared Int32Array): bumped by the main thread for each half it hands over. */
export const PHASE = 0;
/** Control word: bumped by the worker each time it has pushed its half. */
export const DONE = 1;
/** Control word: 1 once the worker is ready to take halves. */
export const READY = 2;
/** Control word: 1 when the distribution is over (or failed): the worker returns. */
export const STOP = 3;
/** Control word: 1 when the worker's push threw (its message follows on the worker's port). */
export const FAILED = 4;
// Control words: the worker's half of a throw.
/** Control word: the first square of the worker's half. */
export const FROM = 5;
/** Control word: the last square of the worker's half. */
export const TO = 6;
/** Control word: the key below which the worker logs what it pushes instead of adding it. */
export const LIMIT = 7;
/** Control word: which vector is `now`, 0 or 1. */
export const PARITY = 8;
/** Control word: set by the main thread when it wants the distribution back from a worker pushing alone. */
export const HANDOVER = 9;
/** Control word: set by the worker once it has stopped pushing alone and posted where it stands. */
export const HANDED = 10;
/** How many control words there are. */
export const CONTROL_WORDS = 11;

/**
 * What a worker that pushed alone posts when it stops: the finished distribution (its visits are the
 * shared ones), or where the loop stands for the main thread to go on.
 */
export type AloneReport = { readonly finished: ThrowDistribution } | { readonly state: DistributionState };

/** What the worker receives: the chain and every array it reads or writes, all in shared memory. */
export interface DistributionWorkerData {
  /**
   * Push the distribution alone from its first throw with these options, until the main thread asks
   * for it (`HANDOVER`) or it is done; then help as for a split. Absent: help from the start.
   */
  readonly alone?: { readonly tolerance?: number; readonly maxWork?: number; readonly count: number };
  readonly start: number;
  readonly first: number;
  readonly last: number;
  readonly faces: number;
  readonly end: EndRule;
  readonly landing: Int32Array;
  readonly canFinish: Uint8Array;
  /** Filled by the worker (`deferKeys`) before it says it is ready. */
  readonly key: Int32Array;
  readonly vectors: readonly [Float64Array, Float64Array];
  readonly visits: Float64Array;
  readonly logTo: Int32Array;
  readonly logPart: Float64Array;
  /** The worker's `pushSources` results (`PUSH_WORDS` long). */
  readonly out: Float64Array;
  readonly control: Int32Array;
}
