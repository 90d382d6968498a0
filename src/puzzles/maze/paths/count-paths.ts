/**
 * Exact path counting for the maze in four directions, by frontier-based dynamic programming (the
 * transfer-matrix method on grid graphs: Knuth's SIMPATH, "plug" DP). Enumeration stops around 7×7;
 * this counts an open 12×12 maze (about 1.8·10^29 paths) in seconds.
 *
 * The sweep (sweep.ts) visits the cells row by row and keeps, between two cells, the frontier
 * states: what crosses the boundary between the cells decided and the rest. Two partial path
 * systems with the same plugs extend in exactly the same ways, so each state keeps only a count of
 * the systems it stands for; each cell decided turns the states into their successors. The states
 * are kept sorted, and the successors merged as they are made, in WebAssembly (sorted-sweep.ts);
 * where WebAssembly is missing, in a hash table (frontier-part.ts, state-set.ts, limbs.ts).
 */
import { BoardpathError, throwIfAborted } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import { exponential } from '../../../words.js';
import { frontierPart } from './frontier-part.js';
import { SortedStates } from './sorted-sweep.js';
import { prepareSweep, usableCount, type CountGrid, type Sweep } from './sweep.js';

/** Options of {@link countPathsFrontier}. */
export interface CountPathsOptions {
  /** Checked every few thousand states; an aborted signal throws `E_ABORTED`. */
  signal?: AbortSignal;
  /**
   * The most memory the frontier states may take, in bytes (default 1 GiB); a maze that needs more
   * throws `E_MEMORY` instead of exhausting the machine. See `frontierBytesPerState`.
   */
  maxMemory?: number;
  /** Told after each cell: the cells swept so far and the cells to sweep in all. */
  progress?: Progress;
  /**
   * The most frontier states the count may handle, summed over the cells it decides (no limit when
   * not given); past it, `E_WORK`. One thread only: `countPathsFrontierAsync` does not take it.
   */
  maxWork?: number;
}

/** The memory limit when none is given: 1 GiB. */
export const DEFAULT_MAX_MEMORY = 2 ** 30;

/**
 * The exact number of simple paths (no cell visited twice) from `start` to `goal` (cell indices,
 * `row * columns + column`) moving up, down, left and right through open cells. A blocked start or
 * goal gives 0n; `start === goal` gives 1n (the empty path).
 *
 * Dead ends and cells cut off from the start are removed first, the grid is cropped and turned so
 * the sweep runs along its shorter side, width `w`. Cost: time O(cells × states × limbs) and
 * memory O(states × limbs) (48 × (1 + limbs) + 32 bytes a state; `frontierBytesPerState` without
 * WebAssembly), where the number of frontier states at once grows roughly like 2.75^w on open
 * grids (open corner to corner: 7,220 at most for 10×10, 52,648 for 12×12, 143,598 for 13×13,
 * 472,165 for 14×14; 268,206 for 12×12 between two middle cells) and far slower with walls;
 * limbs = 64-bit digits of the count. Throws `E_USAGE` for a malformed grid or cell,
 * `E_MEMORY` past `maxMemory` or a frontier wider than 31 cells, `E_ABORTED` when the signal aborts.
 */
export function countPathsFrontier(
  grid: CountGrid,
  start: number,
  goal: number,
  options: CountPathsOptions = {},
): bigint {
  const sweep = prepareSweep(grid, start, goal, options.signal);
  return typeof sweep === 'bigint'
    ? sweep
    : sweepCount(sweep, options.maxMemory ?? DEFAULT_MAX_MEMORY, options, options.maxWork ?? Infinity);
}

/**
 * Counts the paths of `sweep` on this thread: over sorted states in WebAssembly where it runs,
 * else with the hash table of frontier-part.ts (the same count).
 */
function sweepCount(
  sweep: Sweep,
  maxMemory: number,
  { signal, progress }: CountPathsOptions,
  maxWork: number,
): bigint {
  const states = SortedStates.create(sweep, maxMemory, false);
  if (!states) return hashSweepCount(sweep, maxMemory, { signal, progress }, maxWork);
  const { height, width, usable } = sweep;
  const cells = progress ? usableCount(sweep) : 0;
  const check = () => throwIfAborted(signal);
  let swept = 0;
  let work = 0;
  for (let row = 0; row < height; row++) {
    for (let cell = row * width; cell < (row + 1) * width; cell++) {
      // A blocked cell leaves every state as it is: no plug ever points into it.
      if (!usable[cell]) continue;
      check();
      work += states.size;
      if (work > maxWork) throw outOfCountWork(maxWork);
      states.decide(cell, check);
      progress?.(++swept, cells);
    }
    states.endRow();
  }
  return states.total(false);
}

/** Counts the paths of `sweep` on this thread with the hash table of frontier-part.ts. */
export function hashSweepCount(
  sweep: Sweep,
  maxMemory: number,
  { signal, progress }: CountPathsOptions,
  maxWork: number,
): bigint {
  const part = frontierPart(sweep, maxMemory, signal);
  const { height, width, usable } = sweep;
  const cells = progress ? usableCount(sweep) : 0;
  let swept = 0;
  let work = 0;
  for (let row = 0; row < height; row++) {
    // A blocked cell leaves every state as it is: no plug ever points into it.
    for (let cell = row * width; cell < (row + 1) * width; cell++) {
      if (!usable[cell]) continue;
      work += part.size;
      if (work > maxWork) throw outOfCountWork(maxWork);
      part.spread(cell);
      part.advance();
      progress?.(++swept, cells);
    }
    part.endRow();
  }
  return part.total;
}

/** The `E_WORK` error of a path count past its budget of `maxWork` frontier states. */
export function outOfCountWork(maxWork: number): BoardpathError {
  return new BoardpathError(
    'E_WORK',
    `counting the paths handled more than ${exponential(maxWork)} frontier states, its work budget: the states grow exponentially with the width of the maze`,
  );
}
