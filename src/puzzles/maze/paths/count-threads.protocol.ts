/**
 * What the two threads of the sorted path count share besides its memory: the control words and
 * the helper's data. Kept apart from count-threads.ts so that the helper loads only this and the
 * sweep's kernels.
 */
import { controlLayout } from '../../../threads/control.js';
import type { GrowableMemory } from './sorted-memory.js';

/**
 * The control block. `orders`: how many orders the leading thread has given (the order itself is
 * in the shared memory's order words: see `Order`); `done`: how many the helper has carried out;
 * `ready`: 1 once the helper can take orders; `stop`: 1 when the count stops (the end, an error or
 * cancelling), which the helper hears when it next waits.
 */
export const CONTROL = controlLayout({ orders: 1, done: 1, ready: 1, stop: 1 });

/** What the helper receives: the states' shared memory, the frontier's plugs, the control block. */
export interface CountHelperData {
  readonly memory: GrowableMemory;
  readonly plugs: number;
  readonly control: Int32Array;
}
