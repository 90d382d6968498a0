import { BoardpathError, throwIfAborted } from '../../../errors.js';
import type { SnakesBoard } from '../board/board.js';
import { firstAbove, jumpStartingOn } from '../board/find-jump.js';
import { jumpEnds } from '../board/landing.js';
import type { SnakesSolution, SnakesThrow, TakenJump } from './solve.js';

/*
 * Snakes and Ladders on boards of any size: the fewest throws in time that grows with the number of
 * snakes and ladders, not with the number of squares.
 *
 * Why it works. Call the squares where a snake or ladder starts "jump squares" and every other
 * square "plain". A token stands somewhere (the start, or the end of a jump it just took) and walks
 * on plain squares until a throw lands on a jump square. From a square p, the plain squares it can
 * reach within k throws without taking a jump are exactly the plain squares of (p, E_k], where
 * E_0 = p and E_{k+1} is the last plain square at or below min(E_k + F, last) (or E_k if there is
 * none above it: a wall of F jump squares stops the walk for good). The jump squares it can land
 * on within k + 1 throws are those of (p, E_k + F]. So a walk is one number, its frontier E, and
 * while no jump square lies within F above it, E simply grows by F per throw: a stretch of m such
 * throws is crossed in one step.
 *
 * A "run" is such a walk, started at the start square or at the end of a jump when that jump's
 * square is first landed on. Runs are advanced in order of throw count (a priority queue of events,
 * one per run: the throw at which its window (E, E + F] next holds a jump square or the last
 * square; a ring of per-throw lists for the next 255 throws, a heap beyond). Each jump square is
 * landed on once, at the earliest throw count (landings never come out of order), and spawns one
 * run at its end. Runs that can bring nothing new are dropped: if at
 * throw k the frontier of run X lies within [lo, E] of another run R at the same throw (lo = the
 * lowest square R or the runs it absorbed started from), everything X would land on later R lands
 * on no later (the step E → E_{k+1} is monotone), so X is dropped and R's lo extended. A run that
 * a wall stops keeps its last frontier and goes on covering. Two runs that meet find each other
 * through the jump squares just above and below the frontier, which the other has landed on.
 *
 * The answer is the throw count of the first event that reaches the last square (by walking or by a
 * jump that ends there). One shortest game is rebuilt backwards: the winning run's walk from where
 * it started, preceded by the walk of the run whose landing spawned it, and so on back to the start;
 * each walk is replayed with the same arithmetic, so long stretches come out as [face, count] pairs.
 */

/** Games longer than this many throws are given as `runs` of [face, count] instead of square by square. */
export const PATH_LIMIT = 100_000;

/** Options for `solveSnakesRuns`. */
export interface SolveSnakesRunsOptions {
  /** Die faces 1 … faces (default: the board's, usually 6). */
  readonly faces?: number;
  /** Follow a jump that ends on the start of another jump, and so on (default: one jump per throw). */
  readonly chain?: boolean;
  /** Give `path`, `rolls` and `steps` for games of at most this many throws, else `runs` (default 100,000). */
  readonly pathLimit?: number;
  readonly signal?: AbortSignal;
}

/** `count` throws in a row, each showing `face`. */
export type FaceRun = [face: number, count: number];

/** `count` more throws of `face` at the end of a game written as runs (joined to the last run when it throws the same face). Cost: O(1). */
export function appendFaces(runs: FaceRun[], face: number, count: number): void {
  const last = runs[runs.length - 1];
  if (last && last[0] === face) last[1] += count;
  else runs.push([face, count]);
}

/** `SnakesSolution`, plus the game as [face, count] pairs when it is too long to list throw by throw. */
export interface SnakesRunsSolution extends SnakesSolution {
  /**
   * Only for games of more than `pathLimit` throws (then `path`, `rolls` and `steps` are null): the
   * faces of one shortest game as [face, count] pairs, in order, that replay it from the start.
   */
  readonly runs?: FaceRun[];
}

/**
 * The fewest throws from the board's start to its last square when the player chooses every face
 * (SPEC 1), and one shortest game — the same answer as `solveSnakes`, on boards of any size (up to
 * 2^53 squares). Works on runs of plain squares between snakes and ladders instead of on squares.
 * With `chain`, a cycle of jumps is a bad board (`BoardpathError` E_BOARD).
 *
 * Games of more than `pathLimit` (100,000) throws come as `runs` of [face, count] pairs, with
 * `path`, `rolls` and `steps` null. `explored` counts the events processed.
 *
 * Cost: O(J log J) time and O(J) memory (56 bytes per jump) for J snakes and ladders, whatever the
 * number of squares, plus O(moves) to list a game of at most `pathLimit` throws. (The time bound
 * rests on covered runs being noticed within a throw or two, which is measured on random and
 * adversarial boards, not proved: 0.05 to 1.8 events per jump.)
 *
 * @example
 * solveSnakesRuns(makeSnakesBoard({ format: 'board', first: 1, last: 1e12, start: 0, jumps: [] })).moves // 166666666667
 */
export function solveSnakesRuns(
  board: SnakesBoard,
  options: SolveSnakesRunsOptions = {},
): SnakesRunsSolution {
  const faces = options.faces ?? board.faces;
  if (!Number.isSafeInteger(faces) || faces < 1)
    throw new BoardpathError('E_USAGE', `a die needs at least 1 face, not ${faces}`);
  const chain = options.chain ?? false;
  const pathLimit = options.pathLimit ?? PATH_LIMIT;
  const ends = jumpEnds(board, chain);
  const search = new RunSearch(board, ends, faces, options.signal);
  const goal = search.run();
  if (goal === null) {
    return {
      puzzle: 'snakes',
      solvable: false,
      moves: null,
      path: null,
      rolls: null,
      steps: null,
      explored: search.explored,
    };
  }
  const runs = search.game(goal);
  const moves = goal.time;
  if (moves > pathLimit) {
    return {
      puzzle: 'snakes',
      solvable: true,
      moves,
      path: null,
      rolls: null,
      steps: null,
      explored: search.explored,
      runs,
    };
  }
  const steps = throwsOf(board, ends, chain, runs);
  const path = [board.start, ...steps.map((step) => step.to)];
  return {
    puzzle: 'snakes',
    solvable: true,
    moves,
    path,
    rolls: steps.map((step) => step.face),
    steps,
    explored: search.explored,
  };
}

/** ⌈a / b⌉ for 0 < a, b, exact for safe integers (a float division alone can round across an integer). */
function ceilDivide(a: number, b: number): number {
  let quotient = Math.floor(a / b);
  while (quotient * b < a) quotient++;
  while (quotient > 0 && (quotient - 1) * b >= a) quotient--;
  return quotient;
}

/** How the last square was first reached: by `run`, at throw `time`, walking or through jump `jump`. */
interface Goal {
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

// The search. A board of J jumps has at most J + 1 runs; the records are allocated once.
class RunSearch {
  explored = 0;
  private readonly jumpFrom: Float64Array;
  private readonly jumps: number;
  private readonly last: number;
  private readonly faces: number;
  /** For each jump square, the index of the lowest jump square of the unbroken block it lies in. */
  private readonly blockLow: Int32Array;
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
    private readonly board: SnakesBoard,
    private readonly ends: Float64Array,
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
  private locate(square: number): number {
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

  /** One shortest game to `goal`, as [face, count] pairs from the start. */
  game(goal: Goal): FaceRun[] {
    const runs: FaceRun[] = [];
    if (goal.time === 0) return runs;
    // The legs backwards: each run's walk, from the last square back to the start.
    const legRuns: number[] = [];
    const legTimes: number[] = [];
    const legLandings: number[] = [];
    let run = goal.run;
    let time = goal.time;
    let landing = goal.jump >= 0 ? this.jumpFrom[goal.jump] : this.last;
    for (;;) {
      legRuns.push(run);
      legTimes.push(time);
      legLandings.push(landing);
      if (run === 0) break;
      const via = run - 1;
      time = this.real[run * RECORD_REALS + LANDED_AT];
      landing = this.jumpFrom[via];
      run = this.lander[via] - 1;
    }
    const add = (face: number, count: number) => appendFaces(runs, face, count);
    for (let k = legRuns.length - 1; k >= 0; k--) this.walk(legRuns[k], legTimes[k], legLandings[k], add);
    return runs;
  }

  // Replays a run's walk from where it started to the throw that lands on `landing` at `until`,
  // with the same arithmetic as the search, so it follows the very frontier the search followed.
  private walk(
    run: number,
    until: number,
    landing: number,
    add: (face: number, count: number) => void,
  ): void {
    const { jumpFrom, jumps, blockLow, faces, last } = this;
    let frontier = run === 0 ? this.board.start : this.ends[run - 1];
    let time = run === 0 ? 0 : this.real[run * RECORD_REALS + LANDED_AT];
    let above = this.locate(frontier);
    while (time < until - 1) {
      const target = above < jumps ? jumpFrom[above] : last;
      const gap = target - frontier;
      if (gap > faces) {
        const plainThrows = Math.min(ceilDivide(gap - faces, faces), until - 1 - time);
        add(faces, plainThrows);
        frontier += plainThrows * faces;
        time += plainThrows;
        continue;
      }
      const reach = frontier + faces; // below the last square, or the search would have stopped sooner
      const beyond = firstAbove(jumpFrom, reach, above);
      let next = reach;
      above = beyond;
      if (beyond > 0 && jumpFrom[beyond - 1] === reach) {
        above = blockLow[beyond - 1];
        next = jumpFrom[above] - 1;
      }
      add(next - frontier, 1);
      frontier = next;
      time++;
    }
    add(landing - frontier, 1);
  }
}

/** The throws of a game given as [face, count] pairs, square by square (`SnakesThrow`, as `solveSnakes` gives them). */
function throwsOf(board: SnakesBoard, ends: Float64Array, chain: boolean, runs: FaceRun[]): SnakesThrow[] {
  const { jumpFrom, jumpTo } = board;
  const steps: SnakesThrow[] = [];
  let square = board.start;
  for (const [face, count] of runs) {
    for (let i = 0; i < count; i++) {
      const landing = square + face;
      const jumps: TakenJump[] = [];
      let to = landing;
      let jump = jumpStartingOn(jumpFrom, landing);
      if (jump >= 0) {
        to = ends[jump];
        for (let at = landing; jump >= 0; jump = chain ? jumpStartingOn(jumpFrom, at) : -1) {
          jumps.push({ kind: jumpTo[jump] > at ? 'ladder' : 'snake', from: at, to: jumpTo[jump] });
          at = jumpTo[jump];
        }
      }
      steps.push({ face, from: square, landing, to, jumps });
      square = to;
    }
  }
  return steps;
}
