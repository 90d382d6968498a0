// What the two threads of the tokens' bit search agree on besides the control block
// (bit-search-phases.ts, whose layout the one-thread search uses too): the helper's start-up data.
import type { BitLevelsShare } from './bit-search-matrices.js';

/**
 * What `solveTokensAsync` hands its helper thread: the grid's shape and move table, the
 * shared memory under the search's matrices, and the shared control block.
 */
export interface BitSearchHelperData {
  readonly rows: number;
  readonly columns: number;
  /** How far a token on each square sends the other (`moveTables`). */
  readonly push: Int32Array;
  /** `BitLevels.share`: shared memory, so both threads work on the same matrices. */
  readonly share: BitLevelsShare;
  readonly control: Int32Array;
}
