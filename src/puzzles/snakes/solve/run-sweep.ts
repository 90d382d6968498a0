// The event sweep of the run-based search (runs.ts explains the method): runs, each a walk with a
// frontier, advanced in order of throw count, landing on jump squares and spawning runs at their
// ends, dropping the runs another covers.
import { throwIfAborted } from '../../../errors.js';
import type { SnakesBoard } from '../board/board.js';
import { firstAbove } from '../board/find-jump.js';

/**
 * ⌈a / b⌉ for 0 < a, b, exact for safe integers (a float division alone can round across an
 * integer). Cost: O(1).
 */
export function ceilDivide(a: number, b: number): number {
  let quotient = Math.floor(a / b);
  while (quotient * b < a) quotient++;
  while (quotient > 0 && (quotient - 1) * b >= a) quotient--;
  return quotient;
}

/** How the last square was first reached: by `run`, at throw `time`, walking or through jump `jump`. */
export interface Goal {
  readonly run: number;
  readonly time: number;
  /** The jump (index into the board's jumps) that ended on the last square, or -1 for a plain landing. */
  readonly jump: number;
}

const NO_RUN = -1;

// Runs and jump squares share records: run 0 starts at the start square, run j + 1 at the end of
// jump j (a jump square is landed on once, so it starts at most one run), and record j + 1 also
// holds what the search knows of jump square j. Each record is 56 bytes: four doubles, then six
// int32s. Runs are visited in no useful order, so keeping their fields in one place matters more
// than anything else; and every field reads 0 until it is first written, so the records of runs
// that never start are never touched (fresh zeroed pages cost nothing).
const RECORD_REALS = 7; // the stride in doubles
const RECORD_INTS = 14; // the stride in int32s
const FRONTIER = 0; // double: the run's frontier E at throw AT
const AT = 1; // double
const LOW = 2; // double: the lowest square of the runs it absorbed, itself included
const LANDED_AT = 3; // double: the throw jump square j was first landed on (record j + 1)
const ABOVE = 10; // int: the index of the first jump square above FRONTIER
const ABSORBED_BY = 11; // int: union-find over runs, 1 + the run that absorbed it, or 0
const LINK = 12; // int: the next run in its event slot
const STATE = 13; // int: ABSORBED (or not started), WALKING or STOPPED

const ABSORBED = 0;
const WALKING = 1;
/** Stopped for good by a wall of F jump squares: its frontier stays, and still covers what is below. */
const STOPPED = 2;

// Events less than SLOTS throws ahead wait in a ring of lists, one per throw; later ones in a heap.
const SLOTS = 256;
const SLOT_MASK = SLOTS - 1;

/**
 * The sweep: runs advanced event by event in order of throw count until one reaches the last
 * square. A board of J jumps has at most J + 1 runs; their records are allocated once. What the
 * way back to the start needs (`gameOfSweep`) is public and read-only.
 *
 * Cost: 56 bytes per jump, allocated when made; `run` takes O(J log J) time (see `solveSnakesRuns`).
 */
export class RunSweep {
  /** Events processed so far. */
  explored = 0;
  readonly jumpFrom: Float64Array;
  readonly jumps: number;
  readonly last: number;
  readonly faces: number;
  /** For each jump square, the index of the lowest jump square of the unbroken block it lies in. */
  readonly blockLow: Int32Array;
  /** `index[b]`: the first jump square at or above b·indexStep, so a square is found in O(1) expected. */
  private readonly index: Int32Array;
  private readonly indexStep: number;
  private readonly real: Float64Array;
  private readonly int: Int32Array;
  /** Per jump square: 1 + the run that first landed on it, or 0. */
  private readonly lander: Int32Array;
  /** Union-find over jump squares: 1 + the next index to look at, or 0 while nobody has landed on it. */
  private readonly unlanded: Int32Array;

  private now = 0;
  private nowSlot = 0;
  private inSlots = 0;
  private readonly slotHead = new Int32Array(SLOTS).fill(NO_RUN);
  private heapSize = 0;
  private heapTime = new Float64Array(256);
  private heapRun = new Int32Array(256);

  constructor(
    readonly board: SnakesBoard,
    /** Where a landing on each jump square ends the throw (`jumpEnds`). */
    readonly ends: Float64Array,
    faces: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    const { jumpFrom, last } = board;
    const jumps = jumpFrom.length;
    this.jumpFrom = jumpFrom;
    this.jumps = jumps;
    this.last = last;
    this.faces = faces;
    this.blockLow = new Int32Array(jumps);
    for (let j = 1; j < jumps; j++)
      this.blockLow[j] = jumpFrom[j - 1] === jumpFrom[j] - 1 ? this.blockLow[j - 1] : j;
    const buckets = Math.max(1, jumps);
    const step = Math.ceil((last + 1) / buckets);
    this.indexStep = step;
    this.index = new Int32Array(buckets + 1);
    for (let b = 0, j = 0; b <= buckets; b++) {
      while (j < jumps && jumpFrom[j] < b * step) j++;
      this.index[b] = j;
    }
    const buffer = new ArrayBuffer((jumps + 1) * RECORD_REALS * 8);
    this.real = new Float64Array(buffer);
    this.int = new Int32Array(buffer);
    this.lander = new Int32Array(jumps);
    this.unlanded = new Int32Array(jumps);
  }

  /** The index of the first jump square above `square`. */
  locate(square: number): number {
    const bucket = Math.min(Math.floor(square / this.indexStep), this.index.length - 1);
    return firstAbove(this.jumpFrom, square, this.index[bucket]);
  }

  /** Runs the events in order of throw count; the first that reaches the last square, or null. */
  run(): Goal | null {
    const { board, jumpFrom, jumps, last, faces, ends, blockLow, real, int, lander, unlanded } = this;
    this.spawn(0, board.start, 0);
    if (board.start === last) return { run: 0, time: 0, jump: -1 };
    for (let run = this.nextEvent(); run !== NO_RUN; run = this.nextEvent()) {
      if ((this.explored++ & 0xffff) === 0) throwIfAborted(this.signal);
      const time = this.now;
      const r = run * RECORD_REALS;
      const i = run * RECORD_INTS;
      const from = real[r + FRONTIER] + (time - 1 - real[r + AT]) * faces; // the frontier one throw ago
      if (last - from <= faces) return { run, time, jump: -1 };
      const reach = from + faces;
      const firstAboveFrom = int[i + ABOVE];

      // Land on every jump square of the window (from, reach] nobody has landed on yet.
      for (let j = this.find(firstAboveFrom); j < jumps && jumpFrom[j] <= reach; j = this.find(j + 1)) {
        lander[j] = run + 1;
        unlanded[j] = j + 2;
        real[(j + 1) * RECORD_REALS + LANDED_AT] = time;
        if (ends[j] === last) return { run, time, jump: j };
        this.spawn(j + 1, ends[j], time);
      }

      // The new frontier: the last plain square at or below `reach`.
      const beyond = firstAbove(jumpFrom, reach, firstAboveFrom);
      let frontier = reach;
      let above = beyond;
      if (beyond > 0 && jumpFrom[beyond - 1] === reach) {
        above = blockLow[beyond - 1];
        frontier = jumpFrom[above] - 1;
      }
      if (frontier <= from) {
        // A wall of `faces` jump squares: this walk is over, but what it covers stays covered.
        real[r + FRONTIER] = from;
        real[r + AT] = time;
        int[i + STATE] = STOPPED;
        continue;
      }
      real[r + FRONTIER] = frontier;
      real[r + AT] = time;
      int[i + ABOVE] = above;
      const by = this.coveredBy(above, frontier, time, run, true);
      if (by !== NO_RUN) {
        int[i + STATE] = ABSORBED;
        int[i + ABSORBED_BY] = by + 1;
        const low = by * RECORD_REALS + LOW;
        if (real[r + LOW] < real[low]) real[low] = real[r + LOW];
        continue;
      }
      this.schedule(run);
    }
    return null;
  }

  /** The throw on which run `run` started: when the jump square that spawned it was first landed on. */
  startedAt(run: number): number {
    return run === 0 ? 0 : this.real[run * RECORD_REALS + LANDED_AT];
  }

  /** The run that first landed on jump square `jump` (which spawned run `jump + 1`). */
  firstLander(jump: number): number {
    return this.lander[jump] - 1;
  }

  /** Starts run `run` at `square` at throw `time`, unless a run already there covers it. */
  private spawn(run: number, square: number, time: number): void {
    const above = this.locate(square);
    // At this throw the run stands on `square` since the throw before, so any run covering it then
    // covers it (the landing run itself is still in the middle of its throw: it does not count).
    const plain = above === 0 || this.jumpFrom[above - 1] !== square;
    if (run !== 0 && this.coveredBy(above, square, time - 1, NO_RUN, plain) !== NO_RUN) return;
    const r = run * RECORD_REALS;
    const i = run * RECORD_INTS;
    const { real, int } = this;
    real[r + FRONTIER] = square;
    real[r + AT] = time;
    real[r + LOW] = square;
    int[i + ABOVE] = above;
    int[i + STATE] = WALKING;
    this.schedule(run);
  }

  // A run covering `square` at throw `time` has landed on the jump square just above it or the one
  // just below it, whichever it has passed: the candidates are those squares' first landers, or the
  // runs that absorbed them. Returns the covering run, or NO_RUN. `plain`: `square` is no jump square.
  private coveredBy(above: number, square: number, time: number, self: number, plain: boolean): number {
    const by = this.coveredVia(above, square, time, self, plain);
    return by !== NO_RUN ? by : this.coveredVia(above - 1, square, time, self, plain);
  }

  private coveredVia(jump: number, square: number, time: number, self: number, plain: boolean): number {
    if (jump < 0 || jump >= this.jumps) return NO_RUN;
    const lander = this.lander[jump];
    if (lander === 0) return NO_RUN;
    const other = this.findRun(lander - 1);
    const state = this.int[other * RECORD_INTS + STATE];
    if (other === self || state === ABSORBED) return NO_RUN;
    const r = other * RECORD_REALS;
    const at = this.real[r + AT];
    // Its frontier at `time`: its walk is a straight line from AT up to its next event, which is at
    // `time` at the earliest. If that event is still pending, the line gives the far end of its
    // window instead, E + F: the frontier after the event is the last plain square up there, so it
    // reaches any plain `square` below; for a jump square, take the frontier a throw earlier.
    let reach: number;
    if (at === time || state === STOPPED) reach = this.real[r + FRONTIER];
    else if (at < time) reach = this.real[r + FRONTIER] + (time - (plain ? 0 : 1) - at) * this.faces;
    else return NO_RUN;
    return this.real[r + LOW] <= square && square <= reach ? other : NO_RUN;
  }

  /** Queues the run's next event: the throw whose window first holds a jump square or the last square. */
  private schedule(run: number): void {
    const r = run * RECORD_REALS;
    const frontier = this.real[r + FRONTIER];
    const above = this.int[run * RECORD_INTS + ABOVE];
    const target = above < this.jumps ? this.jumpFrom[above] : this.last;
    const gap = target - frontier;
    const plainThrows = gap > this.faces ? ceilDivide(gap - this.faces, this.faces) : 0;
    const time = this.real[r + AT] + plainThrows + 1;
    if (time - this.now < SLOTS) this.addToSlot(run, time);
    else this.heapPush(run, time);
  }

  private addToSlot(run: number, time: number): void {
    const slot = (this.nowSlot + (time - this.now)) & SLOT_MASK;
    this.int[run * RECORD_INTS + LINK] = this.slotHead[slot];
    this.slotHead[slot] = run;
    this.inSlots++;
  }

  /** The next run to move, in order of throw count (`now` is its throw), or NO_RUN when none is left. */
  private nextEvent(): number {
    for (;;) {
      const head = this.slotHead[this.nowSlot];
      if (head !== NO_RUN) {
        this.slotHead[this.nowSlot] = this.int[head * RECORD_INTS + LINK];
        this.inSlots--;
        return head;
      }
      if (this.inSlots > 0) {
        this.now++;
        this.nowSlot = (this.nowSlot + 1) & SLOT_MASK;
      } else if (this.heapSize > 0) {
        this.now = this.heapTime[0];
      } else {
        return NO_RUN;
      }
      while (this.heapSize > 0 && this.heapTime[0] - this.now < SLOTS) {
        const time = this.heapTime[0];
        this.addToSlot(this.heapPop(), time);
      }
    }
  }

  /** The first jump square at or after index `j` that nobody has landed on (`jumps` if none). */
  private find(j: number): number {
    const { unlanded, jumps } = this;
    let root = j;
    while (root < jumps && unlanded[root] !== 0) root = unlanded[root] - 1;
    while (j < root) {
      const up = unlanded[j] - 1;
      unlanded[j] = root + 1;
      j = up;
    }
    return root;
  }

  private findRun(run: number): number {
    const { int } = this;
    let root = run;
    for (let up = int[root * RECORD_INTS + ABSORBED_BY]; up !== 0; up = int[root * RECORD_INTS + ABSORBED_BY])
      root = up - 1;
    while (run !== root) {
      const slot = run * RECORD_INTS + ABSORBED_BY;
      const up = int[slot] - 1;
      int[slot] = root + 1;
      run = up;
    }
    return root;
  }

  private heapPush(run: number, time: number): void {
    if (this.heapSize === this.heapRun.length) {
      const heapTime = new Float64Array(this.heapSize * 2);
      heapTime.set(this.heapTime);
      this.heapTime = heapTime;
      const heapRun = new Int32Array(this.heapSize * 2);
      heapRun.set(this.heapRun);
      this.heapRun = heapRun;
    }
    const { heapTime, heapRun } = this;
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (heapTime[up] <= time) break;
      heapTime[i] = heapTime[up];
      heapRun[i] = heapRun[up];
      i = up;
    }
    heapTime[i] = time;
    heapRun[i] = run;
  }

  private heapPop(): number {
    const { heapTime, heapRun } = this;
    const top = heapRun[0];
    const size = --this.heapSize;
    const time = heapTime[size];
    const run = heapRun[size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      if (child + 1 < size && heapTime[child + 1] < heapTime[child]) child++;
      if (heapTime[child] >= time) break;
      heapTime[i] = heapTime[child];
      heapRun[i] = heapRun[child];
      i = child;
    }
    heapTime[i] = time;
    heapRun[i] = run;
    return top;
  }
}
