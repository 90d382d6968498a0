/**
 * Exact path counting for the maze in four directions, by frontier-based dynamic programming (the
 * transfer-matrix method on grid graphs: Knuth's SIMPATH, "plug" DP). Enumeration stops around 7×7;
 * this counts an open 12×12 maze (about 1.8·10^29 paths) in seconds.
 *
 * The sweep visits the cells row by row. Between two cells, the boundary ("frontier") between the
 * cells already decided and the rest is crossed by `width + 1` possible edges, the plugs: the down
 * edge of each column's last decided cell, plus the right edge of the cell just decided. A partial
 * path system is summarised by what each plug carries:
 *
 * - `NONE`   no edge;
 * - `OPEN`   one end of a path piece whose other end is a later plug (`(` in a bracket word);
 * - `CLOSE`  the other end of such a piece (`)`), matching the nearest unmatched `OPEN` on its left;
 * - `SINGLE` the end of a piece whose other end is the start or the goal.
 *
 * The pieces lie in the decided (planar) part of the grid, so pairs never cross and brackets match.
 * Two partial systems with the same plugs extend in exactly the same ways, so each state keeps only a
 * count of the systems it stands for. A key is the plugs at 2 bits each, in two 32-bit words.
 */
import { BoardpathError } from '../../../errors.js';

/** A maze as the counter needs it: `open[row * columns + column]` is 1 for an open cell. */
export interface CountGrid {
  readonly rows: number;
  readonly columns: number;
  readonly open: Uint8Array;
}

/** Options of {@link countPathsFrontier}. */
export interface CountPathsOptions {
  /** Checked every few thousand states; an aborted signal throws `E_ABORTED`. */
  signal?: AbortSignal;
  /**
   * The most memory the frontier states may take, in bytes (default 1 GiB); a maze that needs more
   * throws `E_MEMORY` instead of exhausting the machine. See {@link frontierBytesPerState}.
   */
  maxBytes?: number;
}

const NONE = 0;
const OPEN = 1;
const CLOSE = 2;
const SINGLE = 3;

/** Counts are stored in base 2^48 limbs in float64s: a sum of two limbs plus a carry stays exact. */
const BASE = 2 ** 48;
/**
 * A target state receives fewer than 16 × 32 contributions in one step (16 plug pairs, 32 partner
 * positions), so a top limb under BASE / 1024 cannot overflow during the step.
 */
const GROW_AT = BASE / 1024;
/** The widest frontier a two-word key holds: 32 plugs. */
const MAX_WIDTH = 31;
/** The memory limit when none is given: 1 GiB. */
export const DEFAULT_MAX_BYTES = 2 ** 30;

/**
 * The bytes one frontier state may cost at the peak of a step, with counts of `limbs` limbs (digits
 * in base 2^48): the current and the next set each hold two key words, the limbs, and up to four
 * hash slots of three words. A state limit is `maxBytes` divided by this.
 */
export function frontierBytesPerState(limbs: number): number {
  return 2 * (8 + 8 * limbs + 4 * 12);
}

/**
 * The exact number of simple paths (no cell visited twice) from `start` to `goal` (cell indices,
 * `row * columns + column`) moving up, down, left and right through open cells. A blocked start or
 * goal gives 0n; `start === goal` gives 1n (the empty path).
 *
 * Dead ends and cells cut off from the start are removed first, the grid is cropped and turned so
 * the sweep runs along its shorter side, width `w`. Cost: time O(cells × states × w) and memory
 * O(states × limbs) (see {@link frontierBytesPerState}), where the number of frontier states at
 * once grows roughly like 3^w on open grids (open corner to corner: 7,220 at most for 10×10, 52,648
 * for 12×12, 143,598 for 13×13; 268,206 for 12×12 between two middle cells) and far slower with
 * walls; limbs = digits of the count in base 2^48. Throws `E_USAGE` for a malformed grid or cell, `E_MEMORY` past `maxBytes` or
 * a frontier wider than 31 cells, `E_ABORTED` when the signal aborts.
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
    : sweepCount(sweep, options.maxBytes ?? DEFAULT_MAX_BYTES, options.signal);
}

/**
 * The sweep of {@link countPathsFrontier} for a checked grid (dead ends peeled, cropped, turned), or
 * the answer itself when no sweep is needed; throws as {@link countPathsFrontier} does before the
 * sweep. Cost: time and memory O(cells). Internal to the counters.
 */
export function prepareSweep(
  grid: CountGrid,
  start: number,
  goal: number,
  signal: AbortSignal | undefined,
): Sweep | bigint {
  const { rows, columns, open } = grid;
  if (
    !Number.isInteger(rows) ||
    !Number.isInteger(columns) ||
    rows < 1 ||
    columns < 1 ||
    open.length !== rows * columns
  ) {
    throw new BoardpathError(
      'E_USAGE',
      `a grid of ${rows}×${columns} cells needs ${rows * columns} cells in open, not ${open.length}`,
    );
  }
  for (const [name, cell] of [
    ['start', start],
    ['goal', goal],
  ] as const) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= open.length) {
      throw new BoardpathError('E_USAGE', `the ${name} cell ${cell} is outside the ${rows}×${columns} grid`);
    }
  }
  if (signal?.aborted) throw aborted();
  if (!open[start] || !open[goal]) return 0n;
  if (start === goal) return 1n;
  const usable = usefulCells(rows, columns, open, start, goal);
  if (!usable[goal]) return 0n;
  const sweep = orient(rows, columns, usable, start, goal);
  if (sweep.width > MAX_WIDTH) {
    throw new BoardpathError(
      'E_MEMORY',
      `the maze is ${sweep.width} cells wide both ways: exact counting handles up to ${MAX_WIDTH}`,
    );
  }
  return sweep;
}

/**
 * How many cells wide the sweep of {@link countPathsFrontier} runs (the frontier has one more plug),
 * after dead ends are peeled and the grid is cropped and turned; 0 when there is nothing to sweep.
 * Cost: time and memory O(cells). For tests and diagnostics.
 */
export function frontierWidth(grid: CountGrid, start: number, goal: number): number {
  const { rows, columns, open } = grid;
  if (!open[start] || !open[goal] || start === goal) return 0;
  const usable = usefulCells(rows, columns, open, start, goal);
  return usable[goal] ? orient(rows, columns, usable, start, goal).width : 0;
}

function aborted(): BoardpathError {
  return new BoardpathError('E_ABORTED', 'search cancelled');
}

/**
 * The open cells that can still lie on a path: those connected to the start, minus dead ends (a cell
 * other than start and goal with at most one usable neighbour can never be passed through), peeled
 * repeatedly. Fewer cells mean fewer frontier states.
 */
function usefulCells(
  rows: number,
  columns: number,
  open: Uint8Array,
  start: number,
  goal: number,
): Uint8Array {
  const size = rows * columns;
  const usable = new Uint8Array(size);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  usable[start] = 1;
  queue[tail++] = start;
  const neighbours = new Int32Array(4);
  const around = (cell: number): number => {
    const row = (cell / columns) | 0;
    const column = cell - row * columns;
    let count = 0;
    if (row > 0) neighbours[count++] = cell - columns;
    if (row + 1 < rows) neighbours[count++] = cell + columns;
    if (column > 0) neighbours[count++] = cell - 1;
    if (column + 1 < columns) neighbours[count++] = cell + 1;
    return count;
  };
  while (head < tail) {
    const cell = queue[head++];
    const count = around(cell);
    for (let k = 0; k < count; k++) {
      const next = neighbours[k];
      if (open[next] && !usable[next]) {
        usable[next] = 1;
        queue[tail++] = next;
      }
    }
  }
  // Peel dead ends: a queue of cells whose usable degree may have dropped to one or less.
  const degree = new Uint8Array(size);
  head = 0;
  tail = 0;
  for (let cell = 0; cell < size; cell++) {
    if (!usable[cell]) continue;
    const count = around(cell);
    for (let k = 0; k < count; k++) degree[cell] += usable[neighbours[k]];
    if (degree[cell] <= 1 && cell !== start && cell !== goal) queue[tail++] = cell;
  }
  while (head < tail) {
    const cell = queue[head++];
    if (!usable[cell]) continue;
    usable[cell] = 0;
    const count = around(cell);
    for (let k = 0; k < count; k++) {
      const next = neighbours[k];
      if (!usable[next]) continue;
      degree[next]--;
      if (degree[next] === 1 && next !== start && next !== goal) queue[tail++] = next;
    }
  }
  return usable;
}

/** The cropped grid the sweep runs over, `width` no more than its number of rows. */
export interface Sweep {
  readonly height: number;
  readonly width: number;
  readonly usable: Uint8Array;
  readonly start: number;
  readonly goal: number;
}

/** Crops to the usable cells' bounding box and transposes when that makes the frontier narrower. */
function orient(rows: number, columns: number, usable: Uint8Array, start: number, goal: number): Sweep {
  let top = rows;
  let bottom = -1;
  let left = columns;
  let right = -1;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (!usable[row * columns + column]) continue;
      if (row < top) top = row;
      if (row > bottom) bottom = row;
      if (column < left) left = column;
      if (column > right) right = column;
    }
  }
  const tall = bottom - top + 1;
  const wide = right - left + 1;
  const transpose = wide > tall;
  const height = transpose ? wide : tall;
  const width = transpose ? tall : wide;
  const cropped = new Uint8Array(height * width);
  const place = (cell: number): number => {
    const row = ((cell / columns) | 0) - top;
    const column = (cell % columns) - left;
    return transpose ? column * width + row : row * width + column;
  };
  for (let row = top; row <= bottom; row++) {
    for (let column = left; column <= right; column++) {
      const cell = row * columns + column;
      if (usable[cell]) cropped[place(cell)] = 1;
    }
  }
  return { height, width, usable: cropped, start: place(start), goal: place(goal) };
}

/**
 * The frontier states of one moment: keys (two words of plugs) and counts (`limbs` float64s each,
 * least significant first), with an open-addressing hash table used while they are being built. The
 * table holds `[low, high, state + 1]` side by side, so a probe reads one cache line, and is kept
 * between a quarter and a half full: probing is where the time goes, and a small table stays in cache.
 */
class StateSet {
  size = 0;
  capacity: number;
  limbs: number;
  low: Int32Array;
  high: Int32Array;
  counts: Float64Array;
  table = new Int32Array(0);
  /** Slots - 1, and 32 - log2(slots): a slot is the top bits of a multiplicative hash. */
  mask = 0;
  shift = 0;
  /** The size past which the table doubles. */
  full = 0;

  constructor(capacity: number, limbs: number) {
    this.capacity = capacity;
    this.limbs = limbs;
    this.low = new Int32Array(capacity);
    this.high = new Int32Array(capacity);
    this.counts = new Float64Array(capacity * limbs);
    this.sizeTable(capacity);
  }

  /** Empties the set, makes room for `capacity` states of `limbs` limbs, `expected` of them likely. */
  reset(capacity: number, limbs: number, expected: number): void {
    if (capacity > this.capacity || limbs !== this.limbs) {
      this.capacity = Math.max(capacity, this.capacity);
      this.limbs = limbs;
      this.low = new Int32Array(this.capacity);
      this.high = new Int32Array(this.capacity);
      this.counts = new Float64Array(this.capacity * limbs);
    } else {
      this.counts.fill(0, 0, this.size * limbs);
    }
    this.size = 0;
    this.sizeTable(expected);
  }

  /** Makes room for `capacity` states, keeping those held (the table holds indices, so it stays). */
  reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    const low = new Int32Array(capacity);
    const high = new Int32Array(capacity);
    const counts = new Float64Array(capacity * this.limbs);
    low.set(this.low.subarray(0, this.size));
    high.set(this.high.subarray(0, this.size));
    counts.set(this.counts.subarray(0, this.size * this.limbs));
    this.low = low;
    this.high = high;
    this.counts = counts;
    this.capacity = capacity;
  }

  /** An empty table for about `expected` states. */
  private sizeTable(expected: number): void {
    let bits = 4;
    while (1 << bits < 2 * expected) bits++;
    if (this.table.length === 3 << bits) this.table.fill(0);
    else this.table = new Int32Array(3 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.full = 1 << (bits - 1);
  }

  /** Doubles the table and puts every state back in it. */
  grow(): void {
    const bits = 33 - this.shift;
    const table = new Int32Array(3 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    this.full = 1 << (bits - 1);
    for (let at = 0; at < this.size; at++) {
      const low = this.low[at];
      const high = this.high[at];
      let slot = slotOf(low, high, this.shift);
      while (table[slot * 3 + 2] !== 0) slot = (slot + 1) & this.mask;
      table[slot * 3] = low;
      table[slot * 3 + 1] = high;
      table[slot * 3 + 2] = at + 1;
    }
    this.table = table;
  }
}

/** A key's first slot: the top bits of a multiplicative hash of both words. */
function slotOf(low: number, high: number, shift: number): number {
  return Math.imul(low ^ Math.imul(high, 0x2c1b3c6d), 0x9e3779b1) >>> shift;
}

/** The plug at `position` of the key (`low`, `high`). */
function plugOf(low: number, high: number, position: number): number {
  return position < 16 ? (low >>> (position << 1)) & 3 : (high >>> ((position - 16) << 1)) & 3;
}

/**
 * The position of the plug paired with the `OPEN` or `CLOSE` plug at `position`: brackets nest,
 * `SINGLE` plugs are skipped.
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
 * Where a split part writes the states it sends to the other thread: `outbox(parity, bytes)` gives a
 * shared buffer of at least `bytes` for the steps of that parity (a new one, handed to the other
 * thread, when the last is too small); `limit` is the most bytes one may take.
 */
export interface OutboxWriter {
  outbox(parity: number, bytes: number): SharedArrayBuffer;
  readonly limit: number;
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
  const zeros = (31 - Math.clz32(low & -low)) & ~1;
  if (zeros > 0) {
    low = (low >>> zeros) | (high << (32 - zeros));
    high >>>= zeros;
  }
  return Math.imul(low ^ Math.imul(high, 0x2c1b3c6d), 0x85ebca6b) >>> 31;
}

/**
 * One thread's share of the sweep of {@link countPathsFrontier} (all of it when the sweep runs on one
 * thread): the frontier states it keeps and the paths it has finished. Split in two, it keeps the
 * states whose {@link ownerOf} is its own and writes the others, with their counts, to an outbox that
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
 * A part of the sweep over `sweep` within `maxBytes` (`seeded`: it holds the empty frontier at the
 * start; the second thread's part starts empty and receives states). Cost: see {@link countPathsFrontier}.
 */
export function frontierPart(
  sweep: Sweep,
  maxBytes: number,
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
  let share = maxBytes;
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
    const megabytes = Math.round(maxBytes / 2 ** 20);
    const states = share < maxBytes ? 2 * maxStates : maxStates; // split: both threads' states
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
    if (set.size >= set.full) set.grow();
    const table = set.table;
    let slot = slotOf(low, high, set.shift);
    let at: number;
    for (;;) {
      const entry = slot * 3;
      const found = table[entry + 2];
      if (found === 0) {
        if (set.size >= maxStates) throw refuse();
        at = set.size++;
        set.low[at] = low;
        set.high[at] = high;
        table[entry] = low;
        table[entry + 1] = high;
        table[entry + 2] = at + 1;
        break;
      }
      if (table[entry] === low && table[entry + 1] === high) {
        at = found - 1;
        break;
      }
      slot = (slot + 1) & set.mask;
    }
    const to = set.counts;
    let carry = 0;
    const base = at * limbs;
    for (let l = 0; l < limbs; l++) {
      let sum = to[base + l] + (l < fromLimbs ? from[fromBase + l] : 0) + carry;
      if (sum >= BASE) {
        sum -= BASE;
        carry = 1;
      } else carry = 0;
      to[base + l] = sum;
    }
  };

  /** Adds a finished path system (state `source`, already checked to have no other plugs) to the total. */
  const finish = (): void => {
    let value = 0n;
    for (let l = limbs - 1; l >= 0; l--)
      value = value * BigInt(BASE) + BigInt(current.counts[source * limbs + l]);
    total += value;
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
    if (signal?.aborted) throw aborted();
    limbs = widenIfNeeded(current, limbs);
    // Split, the two outboxes (alternate steps) hold about one entry per state each.
    const outboxBytes = keep < 0 ? 0 : 16 * (2 + limbs);
    maxStates = Math.floor(share / (frontierBytesPerState(limbs) + outboxBytes));
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
      if ((source & 0xffff) === 0xffff && signal?.aborted) throw aborted();
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
      share = maxBytes / 2;
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

/** Counts the paths of `sweep` on this thread. */
function sweepCount(sweep: Sweep, maxBytes: number, signal: AbortSignal | undefined): bigint {
  const part = frontierPart(sweep, maxBytes, signal, true);
  const { height, width, usable } = sweep;
  for (let row = 0; row < height; row++) {
    // A blocked cell leaves every state as it is: no plug ever points into it.
    for (let cell = row * width; cell < (row + 1) * width; cell++) {
      if (!usable[cell]) continue;
      part.spread(cell);
      part.advance();
    }
    part.endRow();
  }
  return part.total;
}

/** Adds a limb to every count when the largest top limb comes near overflowing in the next step. */
function widenIfNeeded(set: StateSet, limbs: number): number {
  const counts = set.counts;
  let top = 0;
  for (let i = limbs - 1; i < set.size * limbs; i += limbs) if (counts[i] > top) top = counts[i];
  if (top < GROW_AT) return limbs;
  widenTo(set, limbs + 1);
  return limbs + 1;
}

/** Gives every count of `set` `limbs` limbs (the new top limbs 0). */
function widenTo(set: StateSet, limbs: number): void {
  const counts = set.counts;
  const old = set.limbs;
  const wider = new Float64Array(set.capacity * limbs);
  for (let i = 0; i < set.size; i++) {
    for (let l = 0; l < old; l++) wider[i * limbs + l] = counts[i * old + l];
  }
  set.counts = wider;
  set.limbs = limbs;
}
