/**
 * The sweep of the four-move path count over sorted frontier states, in WebAssembly
 * (assembly/maze-kernels/frontier.ts says how): the same states and counts as the hash-table sweep
 * of frontier-part.ts, without its hash table. Every successor of a state lands next to the
 * successors it merges with, so each cell is a few passes over memory in order instead of a
 * random probe per successor: some four times the speed on an open 13×13 maze. The counts are
 * 64-bit limbs added with carries.
 *
 * On two threads (count-threads.ts), both run the kernels over one shared memory: each cell's
 * states are cut in two at a group's edge, each thread decides its part, and each puts its
 * successors in their places among the other's.
 */
import { wasmExports, wasmModule } from '../../../wasm.js';
import { PLAIN, SHARED } from '../board/maze-kernels.wasm.js';
import type { Sweep } from './sweep.js';
import {
  ORDER,
  ORDER_BYTES,
  Order,
  ownRegions,
  PAGE,
  PLACES_BYTES,
  RUN_BUDGET,
  STATES,
  MAX_LIMBS,
  tooMany,
  type FrontierKernels,
  type GrowableMemory,
} from './sorted-memory.js';

/** Whether the sorted sweep runs here (WebAssembly can compile its kernels). Cost: the compile, once. */
export function sortedSweepRuns(): boolean {
  return wasmModule(PLAIN) !== null;
}

/** The other thread of a two-thread sweep, as the leading thread sees it. */
export interface SweepHelper {
  /** Gives the helper the order written in the order words, and waits until it has carried it out. */
  carryOut(): Promise<void>;
}

/** A top limb of more bits may overflow in the next cell. */
const FULL_BITS = 56;
/**
 * The bits a cell may add to a count. A successor sums the counts of fewer than 256 states of the
 * cell before: at most 16 pairs of the cell's plugs for one in a group, or, for a partner
 * successor, a far plug at any of up to 32 places (and a few SINGLE cases), each read once from
 * the main states and once from the partner states.
 */
const GROWTH_BITS = 8;

/** Where a cell's successors go: the regions of one step, in bytes. */
interface Regions {
  readonly out: number;
  readonly partners: number;
  readonly pairs: number;
}

/**
 * The frontier states of a sorted sweep in a WebAssembly memory, and the steps that decide cells.
 * `shared`: in memory two threads can share (null where that cannot be had).
 */
export class SortedStates {
  readonly memory: GrowableMemory;
  readonly kernels: FrontierKernels;
  readonly plugs: number;
  private readonly maxPages: number;
  limbs = 1;
  private entry = 16;
  private capacity = 0;
  private readonly main = STATES;
  private extra = STATES;
  mainStates = 1;
  extraStates = 0;
  /** Bits the counts' top limbs may take at most (a bound, read again when it passes `FULL_BITS`). */
  private topBits = 1;
  /** The rotation of the keys held, in plugs: 0 for the natural key of the row being swept. */
  private rotated = 0;

  private constructor(
    readonly sweep: Sweep,
    private readonly maxMemory: number,
    memory: GrowableMemory,
    kernels: FrontierKernels,
  ) {
    this.memory = memory;
    this.kernels = kernels;
    this.plugs = sweep.width + 1;
    this.maxPages = Math.max(1, Math.min(PAGE, Math.floor(maxMemory / PAGE)));
    const own = ownRegions(0);
    kernels.frontierSetUp(this.plugs, 1, own.table, own.total, own.buckets);
    new BigUint64Array(memory.buffer, this.main, 2).set([0n, 1n]); // the empty frontier, counted once
  }

  /**
   * The states at the start of `sweep`'s count, within `maxMemory`, in memory two threads can share
   * if `shared`; null where WebAssembly (or, `shared`, its threads) cannot run here.
   */
  static create(sweep: Sweep, maxMemory: number, shared: boolean): SortedStates | null {
    const module = wasmModule(shared ? SHARED : PLAIN);
    const api = (globalThis as { WebAssembly?: { Memory: new (limits: object) => GrowableMemory } })
      .WebAssembly;
    if (!module || !api) return null;
    const maximum = Math.max(1, Math.min(PAGE, Math.floor(maxMemory / PAGE)));
    const initial = Math.ceil(STATES / PAGE) + 1;
    if (initial > maximum) throw tooMany(1, maxMemory);
    try {
      const memory = new api.Memory({ initial, maximum, shared });
      return new SortedStates(
        sweep,
        maxMemory,
        memory,
        wasmExports(module, memory) as unknown as FrontierKernels,
      );
    } catch {
      return null;
    }
  }

  /** The order words, as the helper reads them. */
  order(): Float64Array {
    return new Float64Array(this.memory.buffer, ORDER, ORDER_BYTES / 8);
  }

  /** The paths finished so far by thread 0, and by thread 1 if `helped`. */
  total(helped: boolean): bigint {
    let total = 0n;
    for (const thread of helped ? ([0, 1] as const) : ([0] as const)) {
      const limbs = new BigUint64Array(this.memory.buffer, ownRegions(thread).total, this.limbs);
      let own = 0n;
      for (let l = this.limbs - 1; l >= 0; l--) own = (own << 64n) | limbs[l];
      total += own;
    }
    return total;
  }

  /** The states the next cell reads. */
  get size(): number {
    return this.mainStates + this.extraStates;
  }

  /** Lays the regions out for `needed` states of `bytes` each, moving the partner states. */
  private layOut(needed: number, bytes: number): void {
    if (needed <= this.capacity && bytes === this.entry) return;
    const room = Math.max(needed, Math.ceil(this.capacity * 1.5));
    const total = STATES + room * (6 * bytes + 32) + PLACES_BYTES;
    if (total > this.maxMemory || total > this.maxPages * PAGE) throw tooMany(needed, this.maxMemory);
    const pages = Math.ceil(total / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (pages > 0) {
      try {
        this.memory.grow(pages);
      } catch {
        throw tooMany(needed, this.maxMemory);
      }
    }
    // The partner states move up (the main region only grows); copyWithin is memmove-safe.
    const extra = STATES + 2 * room * bytes;
    new Uint8Array(this.memory.buffer).copyWithin(
      extra,
      this.extra,
      this.extra + this.extraStates * this.entry,
    );
    this.extra = extra;
    this.capacity = room;
  }

  /**
   * Gets ready to decide a cell: counts a limb wider when one may overflow in it, and room for its
   * successors. The regions, after the partner states: the successors (two a state), the partner
   * successors (one a state), the partners' sort (32 bytes a state).
   */
  private prepare(): Regions {
    const { kernels } = this;
    const states = this.size;
    // The top limbs are read only when the bound says they may have passed 2^56 (a pass over every
    // state): past that, a successor's sum of counts (fewer than 256 of them) could overflow.
    if (this.topBits > FULL_BITS) {
      this.topBits = Math.max(
        kernels.frontierTopBits(this.main, this.mainStates),
        kernels.frontierTopBits(this.extra, this.extraStates),
      );
    }
    if (this.topBits > FULL_BITS) {
      if (this.limbs === MAX_LIMBS) throw tooMany(states, this.maxMemory);
      this.layOut(Math.max(states, this.capacity), this.entry + 8);
      kernels.frontierWidenStates(this.main, this.mainStates);
      kernels.frontierWidenStates(this.extra, this.extraStates);
      kernels.frontierWiden();
      this.limbs++;
      this.entry += 8;
      this.topBits = 1;
    }
    // What the cell may add: a count is the sum of fewer than 256 counts of the cell before.
    this.topBits += GROWTH_BITS;
    this.layOut(states, this.entry);
    const out = this.extra + this.capacity * this.entry;
    const partners = out + 2 * this.capacity * this.entry;
    return { out, partners, pairs: partners + this.capacity * this.entry };
  }

  /** The cell's flags for the kernel (1 start or goal, 2 open below, 4 open to the right), and its rotation. */
  private cellOf(cell: number): { column: number; flags: number; rotation: number } {
    const { height, width, usable, start, goal } = this.sweep;
    const row = (cell / width) | 0;
    const column = cell - row * width;
    const flags =
      (cell === start || cell === goal ? 1 : 0) |
      (row + 1 < height && usable[cell + width] === 1 ? 2 : 0) |
      (column + 1 < width && usable[cell + 1] === 1 ? 4 : 0);
    const rotation = 2 * ((((column - this.rotated) % this.plugs) + this.plugs) % this.plugs);
    return { column, flags, rotation };
  }

  /** The next row's plugs are this row's moved one place on (the last plug is always NONE). */
  endRow(): void {
    this.rotated = (this.rotated + 1) % this.plugs;
  }

  /** The four runs' places for successors counted by run in `own`, after those of `before`. */
  private places(at: number, own: number[], before: number[], after: number[]): void {
    const places = new Int32Array(this.memory.buffer, at, 4);
    let sum = 0;
    for (let r = 0; r < 4; r++) {
      places[r] = sum + before[r];
      sum += before[r] + own[r] + after[r];
    }
  }

  /**
   * Decides cell `cell` on this thread alone; `check` is called between runs of `RUN_BUDGET`
   * states (to look at a signal). Cost: O(states × limbs), a pass per differing key byte for the
   * partners.
   */
  decide(cell: number, check: () => void): void {
    const { kernels } = this;
    const regions = this.prepare();
    const { column, flags, rotation } = this.cellOf(cell);
    kernels.frontierBegin(
      column,
      flags,
      rotation,
      this.main,
      this.mainStates,
      this.extra,
      this.extraStates,
      regions.out,
      regions.partners,
    );
    while (kernels.frontierRun(RUN_BUDGET) > 0) check();
    const count = kernels.frontierOutCount();
    const runs = [0, 1, 2, 3].map((r) => kernels.frontierRunCount(r));
    this.places(regions.pairs, runs, [0, 0, 0, 0], [0, 0, 0, 0]);
    kernels.frontierScatter(regions.out, count, this.main, regions.pairs);
    this.mainStates = count;
    const partners = kernels.frontierPartnerCount();
    const sortRoom = regions.pairs + PLACES_BYTES;
    this.extraStates = kernels.frontierSortPartners(
      regions.partners,
      partners,
      sortRoom,
      sortRoom + 16 * partners,
      this.extra,
    );
    this.rotated = column + 1;
  }

  /**
   * Decides cell `cell` with `helper`: the states are cut at a group's edge near the middle, the
   * helper decides the second part while this thread decides the first, then each puts its
   * successors in place and sorts its partner successors, which this thread merges.
   */
  async decideTogether(cell: number, helper: SweepHelper, check: () => void): Promise<void> {
    const { kernels } = this;
    const regions = this.prepare();
    const { column, flags, rotation } = this.cellOf(cell);
    const [mainCut, extraCut] = this.cut(rotation);
    const first = mainCut + extraCut; // states this thread reads, and its share of each region
    const { entry } = this;
    const order = this.order();
    order.set([1, this.limbs, column, flags, rotation], Order.phase);
    order[Order.main] = this.main + mainCut * entry;
    order[Order.mainStates] = this.mainStates - mainCut;
    order[Order.extra] = this.extra + extraCut * entry;
    order[Order.extraStates] = this.extraStates - extraCut;
    order[Order.out] = regions.out + 2 * first * entry;
    order[Order.partners] = regions.partners + first * entry;
    const helped = helper.carryOut();
    kernels.frontierBegin(
      column,
      flags,
      rotation,
      this.main,
      mainCut,
      this.extra,
      extraCut,
      regions.out,
      regions.partners,
    );
    while (kernels.frontierRun(RUN_BUDGET) > 0) check();
    await helped;
    // Both threads' successors, put in place: run r of this thread's, then run r of the helper's.
    const answer = this.order();
    const count = kernels.frontierOutCount();
    const theirCount = answer[Order.outCount];
    const mine = [0, 1, 2, 3].map((r) => kernels.frontierRunCount(r));
    const theirs = [0, 1, 2, 3].map((r) => answer[Order.runs + r]);
    const partners = kernels.frontierPartnerCount();
    const theirPartners = answer[Order.partnerCount];
    // This thread's places and sort room, then the helper's.
    const places = regions.pairs;
    const theirPlaces = places + 16;
    this.places(places, mine, [0, 0, 0, 0], theirs);
    this.places(theirPlaces, theirs, mine, [0, 0, 0, 0]);
    const sortRoom = regions.pairs + PLACES_BYTES;
    answer[Order.phase] = 2;
    answer[Order.to] = this.main;
    answer[Order.places] = theirPlaces;
    answer[Order.pairs] = sortRoom + 32 * partners;
    answer[Order.spare] = sortRoom + 32 * partners + 16 * theirPartners;
    // Each thread's successors are in place once scattered: its sorted partners go where they were.
    answer[Order.sorted] = answer[Order.out];
    const placed = helper.carryOut();
    kernels.frontierScatter(regions.out, count, this.main, places);
    const sorted = kernels.frontierSortPartners(
      regions.partners,
      partners,
      sortRoom,
      sortRoom + 16 * partners,
      regions.out,
    );
    await placed;
    const done = this.order();
    this.extraStates = kernels.frontierMerge(
      regions.out,
      sorted,
      done[Order.sorted],
      done[Order.sortedCount],
      this.extra,
    );
    this.mainStates = count + theirCount;
    this.rotated = column + 1;
  }

  /**
   * Where the states are cut for two threads: the first main state of the group nearest the middle,
   * and the first partner state at or past it (keys are compared as stored: the rotation keeps
   * their order). [mainStates, extraStates] when there is no second group.
   */
  private cut(rotation: number): [number, number] {
    const keys = new BigUint64Array(this.memory.buffer, this.main, this.mainStates * (this.entry / 8));
    const stride = this.entry / 8;
    const field = BigInt(2 * this.plugs);
    const mask = (1n << field) - 1n;
    const bits = BigInt(rotation);
    const groupOf = (key: bigint) =>
      (bits === 0n ? key : ((key >> bits) | (key << (field - bits))) & mask) >> 6n;
    let at = this.mainStates >> 1;
    if (at === 0) return [this.mainStates, this.extraStates];
    const group = groupOf(keys[at * stride]);
    while (at < this.mainStates && groupOf(keys[at * stride]) === group) at++;
    if (at === this.mainStates) return [this.mainStates, this.extraStates];
    const first = keys[at * stride];
    const extra = new BigUint64Array(this.memory.buffer, this.extra, this.extraStates * stride);
    let low = 0;
    let high = this.extraStates;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (extra[middle * stride] < first) low = middle + 1;
      else high = middle;
    }
    return [at, low];
  }
}
