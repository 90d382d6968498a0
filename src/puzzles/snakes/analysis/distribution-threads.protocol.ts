// What the two threads of `throwDistributionAsync` share: the control block's layout and the
// helper's data. Apart from distribution-threads.ts so that the helper loads only this and
// push-throw.ts.
import { controlLayout } from '../../../threads/control.js';
import type { EndRule } from './end-rules.js';
import type { DistributionState, ThrowDistribution } from './distribution.js';

/**
 * The control block. `phase`: bumped by this thread for each half it hands over; `done`: bumped by
 * the helper each time it has pushed its half; `ready`: 1 once the helper takes halves; `stop`: 1
 * when the distribution is over (the helper returns); `from`, `to`: the helper's half of a throw
 * (first and last square); `limit`: the key below which it logs what it pushes instead of adding
 * it; `parity`: which vector is `now` (0 or 1); `handover`: set when this thread wants the
 * distribution back from a helper pushing alone; `handed`: set by the helper once it has posted
 * where it stands.
 */
export const CONTROL = controlLayout({
  phase: 1,
  done: 1,
  ready: 1,
  stop: 1,
  from: 1,
  to: 1,
  limit: 1,
  parity: 1,
  handover: 1,
  handed: 1,
});

/**
 * What a helper that pushed alone posts when it stops: the finished distribution (its visits are the
 * shared ones), or where the loop stands for this thread to go on.
 */
export type AloneReport = { readonly finished: ThrowDistribution } | { readonly state: DistributionState };

/** What the helper receives: the chain and every array it reads or writes, all in shared memory. */
export interface DistributionHelperData {
  /**
   * Push the distribution alone from its first throw with these options, until this thread asks
   * for it (`handover`) or it is done; then help as for a split. Absent: help from the start.
   */
  readonly alone?: {
    readonly tolerance?: number;
    readonly maxWork?: number;
    readonly maxMemory?: number;
    readonly bytesPerThrow?: number;
    readonly count: number;
  };
  readonly start: number;
  readonly first: number;
  readonly last: number;
  readonly faces: number;
  readonly end: EndRule;
  readonly landing: Int32Array;
  readonly canFinish: Uint8Array;
  /** Filled by the helper (`deferKeys`) before it says it is ready. */
  readonly key: Int32Array;
  readonly vectors: readonly [Float64Array, Float64Array];
  readonly visits: Float64Array;
  readonly logTo: Int32Array;
  readonly logPart: Float64Array;
  /** The helper's `pushSources` results (`PUSH_WORDS` long). */
  readonly out: Float64Array;
  readonly control: Int32Array;
}
