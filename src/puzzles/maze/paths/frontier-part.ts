/**
 * The frontier of the path count, and how its states extend when the sweep decides a cell, in a
 * hash table: the count where WebAssembly is missing (sorted-sweep.ts counts the same states
 * elsewhere). Between two cells of the sweep, the boundary ("frontier") between the
 * cells already decided and the rest is crossed by `width + 1` possible edges, the plugs: the down
 * edge of each column's last decided cell, plus the right edge of the cell just decided. A partial
 * path system is summarised by what each plug carries: `NONE`, `OPEN`, `CLOSE` or `SINGLE`. The
 * pieces lie in the decided (planar) part of the grid, so pairs never cross and the `OPEN`/`CLOSE`
 * plugs match as brackets do. A state's key is its plugs at 2 bits each, in two 32-bit words: plugs
 * 0…15 in `low`, 16…31 in `high`.
 *
 * The plug codes are constants of this module, not imports: the step compares them for every
 * state, and V8's compiled code loads an imported binding afresh at each use (imported, they made
 * the count of an open 13×13 maze about 7% slower).
 */
import { BoardpathError, throwIfAborted } from '../../../errors.js';
import { addCount, countOf, widenIfNeeded } from './limbs.js';
import { frontierBytesPerState, StateSet } from './state-set.js';
import type { Sweep } from './sweep.js';

/** No edge crosses the plug. */
const NONE = 0;
/** One end of a path piece whose other end is a later plug (`(` in a bracket word). */
const OPEN = 1;
/** The other end of such a piece (`)`), matching the nearest unmatched `OPEN` on its left. */
const CLOSE = 2;
/** The end of a piece whose other end is the start or the goal. */
const SINGLE = 3;

/** The plug at `position` of the key (`low`, `high`). Cost: O(1). */
function plugOf(low: number, high: number, position: number): number {
  return position < 16 ? (low >>> (position << 1)) & 3 : (high >>> ((position - 16) << 1)) & 3;
}

/**
 * The position of the plug paired with the `OPEN` or `CLOSE` plug at `position`: brackets nest,
 * `SINGLE` plugs are skipped. Cost: O(plugs).
 */
function partnerOf(low: number, high: number, position: number, plugs: number): number {
  const plug = plugOf(low, high, position);
  const step = plug === OPEN ? 1 : -1;
  let depth = 0;
  for (let p = position; p >= 0 && p < plugs; p += step) {
    const here = plugOf(low, high, p);
    if (here === plug) depth++;
    else if (here === OPEN + CLOSE - plug) {
      depth--;
      if (depth === 0) return p;
    }
  }
  throw new Error(`unbalanced frontier state ${high}:${low} at ${position}`);
}

/**
 * The sweep of `countPathsFrontier` in a hash table: the frontier states held and the paths
 * finished. Internal to the counters (count-paths.ts).
 */
export interface FrontierPart {
  /** The paths finished so far. */
  readonly total: bigint;
  /** The states held now. */
  readonly size: number;
  /** Decides cell `cell`: every state held gives its successors. Cost O(states × width). */
  spread(cell: number): void;
  /** The successors become the states held. */
  advance(): void;
  /** Moves every plug one place right, as the sweep passes from one row to the next. Cost O(states). */
  endRow(): void;
}

/** The sweep over `sweep` within `maxMemory`, from the empty frontier. Cost: see `countPathsFrontier`. */
export function frontierPart(sweep: Sweep, maxMemory: number, signal: AbortSignal | undefined): FrontierPart {
  const { width, usable, start, goal } = sweep;
  const plugs = width + 1;
  let current = new StateSet(1024, 1);
  let next = new StateSet(1024, 1);
  current.size = 1;
  current.counts[0] = 1;
  let total = 0n;
  let limbs = 1;
  let maxStates = 0;

  // Where the count being added comes from: the state `source` of `current`.
  let from = current.counts;
  let fromBase = 0;
  let source = 0;

  const refuse = (): BoardpathError => {
    const megabytes = Math.round(maxMemory / 2 ** 20);
    return new BoardpathError(
      'E_MEMORY',
      `counting needs more than ${maxStates} frontier states at once (over ${megabytes} MB), more than the memory limit allows`,
    );
  };

  /** Adds the count at `from[fromBase…]` to the state (`low`, `high`) of `next`. */
  const emit = (low: number, high: number): void => {
    const set = next;
    const at = set.indexOf(low, high, maxStates);
    if (at < 0) throw refuse();
    addCount(set.counts, at * limbs, limbs, from, fromBase, limbs);
  };

  /** Adds a finished path system (state `source`, already checked to have no other plugs) to the total. */
  const finish = (): void => {
    total += countOf(current.counts, source, limbs);
  };

  // The cell being decided: where its two plugs sit, and the current key with both cleared.
  let hereShift = 0;
  let aboveShift = 0;
  let hereHigh = false;
  let aboveHigh = false;
  let restLow = 0;
  let restHigh = 0;

  /** Emits the rest key with a down plug at `here` and a right plug at `here + 1`. */
  const withPlugs = (downPlug: number, rightPlug: number): void => {
    let newLow = restLow;
    let newHigh = restHigh;
    if (hereHigh) newHigh |= downPlug << hereShift;
    else newLow |= downPlug << hereShift;
    if (aboveHigh) newHigh |= rightPlug << aboveShift;
    else newLow |= rightPlug << aboveShift;
    emit(newLow, newHigh);
  };
  /** Emits the rest key with the plug at `position` (a joined piece's far end) changed to `plug`. */
  const withPartner = (position: number, plug: number): void => {
    const shift = (position & 15) << 1;
    if (position >= 16) emit(restLow, (restHigh & ~(3 << shift)) | (plug << shift));
    else emit((restLow & ~(3 << shift)) | (plug << shift), restHigh);
  };

  const spread = (cell: number): void => {
    throwIfAborted(signal);
    limbs = widenIfNeeded(current, limbs);
    maxStates = Math.floor(maxMemory / frontierBytesPerState(limbs));
    next.reset(Math.min(2 * current.size, maxStates), limbs, current.size);
    from = current.counts;

    const row = (cell / width) | 0;
    const column = cell - row * width;
    const terminal = cell === start || cell === goal;
    const down = row + 1 < sweep.height && usable[cell + width] === 1;
    const right = column + 1 < width && usable[cell + 1] === 1;
    const here = column; // the left plug; the up plug is at here + 1
    // The two plugs' bits, in whichever word holds them (positions 15 and 16 straddle the words).
    hereShift = (here & 15) << 1;
    aboveShift = ((here + 1) & 15) << 1;
    hereHigh = here >= 16;
    aboveHigh = here + 1 >= 16;
    const hereMask = 3 << hereShift;
    const aboveMask = 3 << aboveShift;

    for (source = 0; source < current.size; source++) {
      if ((source & 0xffff) === 0xffff) throwIfAborted(signal);
      fromBase = source * limbs;
      const low = current.low[source];
      const high = current.high[source];
      const leftPlug = ((hereHigh ? high : low) >>> hereShift) & 3;
      const upPlug = ((aboveHigh ? high : low) >>> aboveShift) & 3;
      restLow = low;
      restHigh = high;
      if (hereHigh) restHigh &= ~hereMask;
      else restLow &= ~hereMask;
      if (aboveHigh) restHigh &= ~aboveMask;
      else restLow &= ~aboveMask;

      if (leftPlug === NONE && upPlug === NONE) {
        if (terminal) {
          // A path starts (or ends) here: one edge leaves, its far end marked SINGLE.
          if (down) withPlugs(SINGLE, NONE);
          if (right) withPlugs(NONE, SINGLE);
        } else {
          withPlugs(NONE, NONE);
          if (down && right) withPlugs(OPEN, CLOSE);
        }
      } else if (leftPlug === NONE || upPlug === NONE) {
        const plug = leftPlug | upPlug;
        const position = leftPlug === NONE ? here + 1 : here;
        if (terminal) {
          if (plug === SINGLE) {
            // The piece from the other terminal arrives: a whole path, if nothing else is open.
            if (restLow === 0 && restHigh === 0) finish();
          } else {
            withPartner(partnerOf(low, high, position, plugs), SINGLE);
          }
        } else {
          if (down) withPlugs(plug, NONE);
          if (right) withPlugs(NONE, plug);
        }
      } else if (!terminal) {
        // Two pieces meet here and are joined (a terminal has only one edge).
        if (leftPlug === SINGLE && upPlug === SINGLE) {
          if (restLow === 0 && restHigh === 0) finish();
        } else if (leftPlug === SINGLE) {
          withPartner(partnerOf(low, high, here + 1, plugs), SINGLE);
        } else if (upPlug === SINGLE) {
          withPartner(partnerOf(low, high, here, plugs), SINGLE);
        } else if (leftPlug === OPEN && upPlug === OPEN) {
          withPartner(partnerOf(low, high, here + 1, plugs), OPEN);
        } else if (leftPlug === CLOSE && upPlug === CLOSE) {
          withPartner(partnerOf(low, high, here, plugs), CLOSE);
        } else if (leftPlug === CLOSE && upPlug === OPEN) {
          withPlugs(NONE, NONE);
        }
        // OPEN then CLOSE are the two ends of one piece: joining them would close a cycle.
      }
    }
  };

  return {
    get total() {
      return total;
    },
    get size() {
      return current.size;
    },
    spread,
    advance() {
      const swap = current;
      current = next;
      next = swap;
    },
    endRow() {
      // The right plug of a row's last cell is NONE, and the next row's first left plug is NONE.
      for (let i = 0; i < current.size; i++) {
        const low = current.low[i];
        current.high[i] = (current.high[i] << 2) | (low >>> 30);
        current.low[i] = low << 2;
      }
    },
  };
}
