/**
 * The frontier of the path count, and how its states extend when the sweep decides a cell, on one
 * thread or as one of two. Between two cells of the sweep, the boundary ("frontier") between the
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
import { lowestSetBit } from '../../../search/bit-matrix.js';
import { addCount, countOf, widenIfNeeded, widenTo } from './limbs.js';
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
 * Which of two threads keeps the frontier state (`low`, `high`) when the sweep is split: one bit of a
 * hash of the key with its trailing empty plugs stripped, so that the end-of-row shift (the key times
 * 4) never moves a state to the other thread. Cost: O(1).
 */
export function ownerOf(low: number, high: number): number {
  if (low === 0) {
    low = high;
    high = 0;
  }
  const zeros = lowestSetBit(low) & ~1;
  if (zeros > 0) {
    low = (low >>> zeros) | (high << (32 - zeros));
    high >>>= zeros;
  }
  return Math.imul(low ^ Math.imul(high, 0x2c1b3c6d), 0x85ebca6b) >>> 31;
}

/**
 * Where a split part writes the states it sends to the other thread: `outbox(parity, bytes)` gives a
 * shared buffer of at least `bytes` for the steps of that parity (a new one, handed to the other
 * thread, when the last is too small); `limit` is the most bytes one may take.
 */
export interface OutboxWriter {
  outbox(parity: number, bytes: number): SharedArrayBuffer;
  readonly limit: number;
}

/**
 * One thread's share of the sweep of `countPathsFrontier` (all of it when the sweep runs on one
 * thread): the frontier states it keeps and the paths it has finished. Split in two, it keeps the
 * states whose `ownerOf` is its own and writes the others, with their counts, to an outbox that
 * the other thread folds in after the step. Internal to the counters (count-threads.ts).
 */
export interface FrontierPart {
  /** The paths finished so far. */
  readonly total: bigint;
  /** The states held now. */
  readonly size: number;
  /** From now on keeps only the states `ownerOf` gives `keep`, within half of the memory, sending the rest through `outboxes`. */
  split(keep: 0 | 1, outboxes: OutboxWriter): void;
  /** Decides cell `cell`: every state held gives its successors (the other thread's in outbox `outbox`). Cost O(states × width). */
  spread(cell: number, outbox?: number): void;
  /** The outbox entries written by the last spread, of `2 + limbs` float64s each (key words, then limbs). */
  readonly sent: number;
  readonly limbs: number;
  /** Adds `entries` states sent by the other thread (counts of `limbs` limbs) to the successors. Cost O(entries). */
  fold(inbox: Float64Array<ArrayBufferLike>, entries: number, limbs: number): void;
  /** The successors become the states held. */
  advance(): void;
  /** Moves every plug one place right, as the sweep passes from one row to the next. Cost O(states). */
  endRow(): void;
}

/**
 * A part of the sweep over `sweep` within `maxMemory` (`seeded`: it holds the empty frontier at the
 * start; the second thread's part starts empty and receives states). Cost: see `countPathsFrontier`.
 */
export function frontierPart(
  sweep: Sweep,
  maxMemory: number,
  signal: AbortSignal | undefined,
  seeded: boolean,
): FrontierPart {
  const { width, usable, start, goal } = sweep;
  const plugs = width + 1;
  let current = new StateSet(1024, 1);
  let next = new StateSet(1024, 1);
  if (seeded) {
    current.size = 1;
    current.counts[0] = 1;
  }
  let total = 0n;
  let limbs = 1;
  let maxStates = 0;
  // Split in two: the states kept (-1: all), the byte share, the outbox and how far it is written.
  let keep = -1;
  let share = maxMemory;
  let writer: OutboxWriter | undefined;
  let outbox: Float64Array<ArrayBufferLike> = new Float64Array(0);
  let written = 0;
  let sent = 0;

  // Where the count being added comes from: the state `source` of `current`, or an inbox entry.
  let from = current.counts;
  let fromBase = 0;
  let fromLimbs = 1;
  let source = 0;

  const refuse = (): BoardpathError => {
    const megabytes = Math.round(maxMemory / 2 ** 20);
    const states = share < maxMemory ? 2 * maxStates : maxStates; // split: both threads' states
    return new BoardpathError(
      'E_MEMORY',
      `counting needs more than ${states} frontier states at once (over ${megabytes} MB), more than the memory limit allows`,
    );
  };

  /** Adds the count at `from[fromBase…]` to the state (`low`, `high`) of `next`, or sends it to the outbox. */
  const emit = (low: number, high: number): void => {
    if (keep >= 0 && ownerOf(low, high) !== keep) {
      outbox[written++] = low;
      outbox[written++] = high;
      for (let l = 0; l < fromLimbs; l++) outbox[written++] = from[fromBase + l];
      return;
    }
    const set = next;
    const at = set.indexOf(low, high, maxStates);
    if (at < 0) throw refuse();
    addCount(set.counts, at * limbs, limbs, from, fromBase, fromLimbs);
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

  const spread = (cell: number, which = 0): void => {
    throwIfAborted(signal);
    limbs = widenIfNeeded(current, limbs);
    // Split, the two outboxes (alternate steps) hold about one entry per state each. They are
    // counted alone too, so that a count fits the memory limit or not whatever the threads.
    maxStates = Math.floor(share / (frontierBytesPerState(limbs) + 16 * (2 + limbs)));
    next.reset(Math.min(2 * current.size, maxStates), limbs, current.size);
    if (writer) {
      // Each state sends at most two successors away.
      const bytes = 2 * current.size * 8 * (2 + limbs);
      if (bytes > writer.limit) throw refuse();
      outbox = new Float64Array(writer.outbox(which, bytes), 0, bytes / 8);
    }
    written = 0;
    from = current.counts;
    fromLimbs = limbs;

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
    sent = written / (2 + limbs);
  };

  const fold = (inbox: Float64Array<ArrayBufferLike>, entries: number, inLimbs: number): void => {
    if (inLimbs > limbs) {
      widenTo(next, inLimbs);
      limbs = inLimbs;
    }
    maxStates = Math.floor(share / (frontierBytesPerState(limbs) + 16 * (2 + limbs)));
    next.reserve(Math.min(next.size + entries, maxStates));
    const saved = keep;
    keep = -1; // every entry is this part's to keep
    // Each count is copied out of shared memory first, so that emit reads one kind of typed array
    // only and its loads stay monomorphic.
    const count = new Float64Array(inLimbs);
    from = count;
    fromBase = 0;
    fromLimbs = inLimbs;
    try {
      for (let e = 0, at = 0; e < entries; e++, at += 2 + inLimbs) {
        for (let l = 0; l < inLimbs; l++) count[l] = inbox[at + 2 + l];
        emit(inbox[at], inbox[at + 1]);
      }
    } finally {
      keep = saved;
    }
  };

  return {
    get total() {
      return total;
    },
    get size() {
      return current.size;
    },
    get sent() {
      return sent;
    },
    get limbs() {
      return limbs;
    },
    split(part, outboxes) {
      keep = part;
      share = maxMemory / 2;
      writer = outboxes;
    },
    spread,
    fold,
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
