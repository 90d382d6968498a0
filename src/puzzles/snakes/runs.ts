import { BoardpathError } from '../../errors.js';
import type { SnakesBoard } from './board.js';
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
 * square). Each jump square is landed on once, at the earliest throw count (landings never come
 * out of order), and spawns one run at its end. Runs that can bring nothing new are dropped: if at
 * throw k the frontier of run X lies within [lo, E] of another run R at the same throw (lo = the
 * lowest square R or the runs it absorbed started from), everything X would land on later R lands
 * on no later (the step E → E_{k+1} is monotone), so X is dropped and R's lo extended. Two runs
 * that meet find each other through the jump squares the other has already landed on.
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
 * Cost: O(J log J) time and O(J) memory for J snakes and ladders, whatever the number of squares
 * (plus O(moves) to list a game of at most `pathLimit` throws).
 *
 * @example
 * solveSnakesRuns(makeSnakesBoard({ format: 'board', first: 1, last: 1e12, start: 0, jumps: [] })).moves // 166666666667
 */
export function solveSnakesRuns(board: SnakesBoard, options: SolveSnakesRunsOptions = {}): SnakesRunsSolution {
  const faces = options.faces ?? board.faces;
  if (!Number.isSafeInteger(faces) || faces < 1) throw new BoardpathError('E_USAGE', `a die needs at least 1 face, not ${faces}`);
  const chain = options.chain ?? false;
  const pathLimit = options.pathLimit ?? PATH_LIMIT;
  const ends = jumpEnds(board, chain);
  const search = new RunSearch(board, ends, faces, options.signal);
  const goal = search.run();
  if (goal === null) {
    return { puzzle: 'snakes', solvable: false, moves: null, path: null, rolls: null, steps: null, explored: search.explored };
  }
  const runs = search.game(goal);
  const moves = goal.time;
  if (moves > pathLimit) {
    return { puzzle: 'snakes', solvable: true, moves, path: null, rolls: null, steps: null, explored: search.explored, runs };
  }
  const steps = throwsOf(board, ends, chain, runs);
  const path = [board.start, ...steps.map((step) => step.to)];
  return { puzzle: 'snakes', solvable: true, moves, path, rolls: steps.map((step) => step.face), steps, explored: search.explored };
}

/** Where a landing on each jump square (same index as `board.jumpFrom`) ends the throw. */
function jumpEnds(board: SnakesBoard, chain: boolean): Float64Array {
  const { jumpFrom, jumpTo } = board;
  if (!chain) return jumpTo;
  const count = jumpFrom.length;
  const end = new Float64Array(count);
  const state = new Uint8Array(count); // 0 new, 1 on the current walk, 2 resolved
  const walk: number[] = [];
  for (let first = 0; first < count; first++) {
    if (state[first] === 2) continue;
    walk.length = 0;
    let jump = first;
    let final: number;
    for (;;) {
      if (state[jump] === 2) {
        final = end[jump];
        break;
      }
      if (state[jump] === 1) {
        const cycle = walk.slice(walk.indexOf(jump)).map((index) => jumpFrom[index]);
        throw new BoardpathError(
          'E_BOARD',
          `with --chain the jumps ${[...cycle, jumpFrom[jump]].join('→')} form a cycle: the token would never stop`,
          { square: jumpFrom[jump] },
        );
      }
      state[jump] = 1;
      walk.push(jump);
      const next = indexOfSquare(jumpFrom, jumpTo[jump]);
      if (next < 0) {
        final = jumpTo[jump];
        break;
      }
      jump = next;
    }
    for (const index of walk) {
      end[index] = final;
      state[index] = 2;
    }
  }
  return end;
}

/** The index of `square` in the ascending `squares`, or -1. */
function indexOfSquare(squares: Float64Array, square: number): number {
  const index = firstAbove(squares, square - 1, 0);
  return index < squares.length && squares[index] === square ? index : -1;
}

/** The first index at or after `from` whose square is above `square` (the length if none): galloping, then binary search. */
function firstAbove(squares: Float64Array, square: number, from: number): number {
  const length = squares.length;
  if (from >= length || squares[from] > square) return from;
  let low = from; // squares[low] <= square
  let step = 1;
  while (low + step < length && squares[low + step] <= square) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, length); // squares[high] > square, or high = length
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (squares[middle] <= square) low = middle;
    else high = middle;
  }
  return high;
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

// The search's state lives in typed arrays indexed by run number; a board of J jumps has at most
// J + 1 runs (the start, and one per jump square, landed on once).
class RunSearch {
  explored = 0;
  private readonly jumpFrom: Float64Array;
  private readonly last: number;
  private readonly faces: number;
  /** For each jump square, the index of the lowest jump square of the unbroken block it lies in. */
  private readonly blockLow: Int32Array;
  /** Union-find over jump squares: the first one at or after an index not yet landed on. */
  private readonly unlanded: Int32Array;
  /** The run that first landed on each jump square (NO_RUN before). */
  private readonly owner: Int32Array;

  // Per run.
  private runs = 0;
  private readonly source: Float64Array;
  private readonly born: Float64Array;
  private readonly parent: Int32Array;
  private readonly via: Int32Array;
  /** The frontier E at throw `at`, and the index of the first jump square above it. */
  private readonly frontier: Float64Array;
  private readonly at: Float64Array;
  private readonly above: Int32Array;
  /** The throw of the run's pending event. */
  private readonly next: Float64Array;
  /** The lowest square of the runs this one absorbed (itself included). */
  private readonly low: Float64Array;
  private readonly alive: Uint8Array;
  /** Union-find: the run that absorbed this one (itself while it is not absorbed). */
  private readonly absorbedBy: Int32Array;

  // A binary heap of runs by the throw of their next event.
  private heapSize = 0;
  private readonly heapTime: Float64Array;
  private readonly heapRun: Int32Array;

  constructor(
    private readonly board: SnakesBoard,
    private readonly ends: Float64Array,
    faces: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    this.jumpFrom = board.jumpFrom;
    this.last = board.last;
    this.faces = faces;
    const jumps = board.jumpFrom.length;
    this.blockLow = new Int32Array(jumps);
    for (let j = 0; j < jumps; j++) {
      this.blockLow[j] = j > 0 && this.jumpFrom[j - 1] === this.jumpFrom[j] - 1 ? this.blockLow[j - 1] : j;
    }
    this.unlanded = new Int32Array(jumps + 1);
    for (let j = 0; j <= jumps; j++) this.unlanded[j] = j;
    this.owner = new Int32Array(jumps).fill(NO_RUN);
    const capacity = jumps + 1;
    this.source = new Float64Array(capacity);
    this.born = new Float64Array(capacity);
    this.parent = new Int32Array(capacity);
    this.via = new Int32Array(capacity);
    this.frontier = new Float64Array(capacity);
    this.at = new Float64Array(capacity);
    this.above = new Int32Array(capacity);
    this.next = new Float64Array(capacity);
    this.low = new Float64Array(capacity);
    this.alive = new Uint8Array(capacity);
    this.absorbedBy = new Int32Array(capacity);
    this.heapTime = new Float64Array(capacity);
    this.heapRun = new Int32Array(capacity);
  }

  /** Runs the events in order of throw count; the first that reaches the last square, or null. */
  run(): Goal | null {
    const { board, jumpFrom, last, faces, ends, owner, unlanded, blockLow } = this;
    const jumps = jumpFrom.length;
    if (board.start === last) return { run: this.spawn(board.start, 0, NO_RUN, -1), time: 0, jump: -1 };
    this.spawn(board.start, 0, NO_RUN, -1);
    while (this.heapSize > 0) {
      const time = this.heapTime[0];
      const run = this.pop();
      if (!this.alive[run]) continue;
      if ((this.explored++ & 0xffff) === 0 && this.signal?.aborted) throw new BoardpathError('E_ABORTED', 'search cancelled');
      const from = this.frontier[run] + (time - 1 - this.at[run]) * faces; // the frontier one throw ago
      if (last - from <= faces) return { run, time, jump: -1 };
      const reach = from + faces;

      // Land on every jump square of the window (from, reach] nobody has landed on yet.
      for (let j = this.find(this.above[run]); j < jumps && jumpFrom[j] <= reach; j = this.find(j + 1)) {
        owner[j] = run;
        unlanded[j] = j + 1;
        if (ends[j] === last) return { run, time, jump: j };
        this.spawn(ends[j], time, run, j);
      }

      // The new frontier: the last plain square at or below `reach`.
      const beyond = firstAbove(jumpFrom, reach, this.above[run]);
      let frontier = reach;
      let above = beyond;
      if (beyond > 0 && jumpFrom[beyond - 1] === reach) {
        above = blockLow[beyond - 1];
        frontier = jumpFrom[above] - 1;
      }
      if (frontier <= from) {
        this.alive[run] = 0; // a wall of `faces` jump squares: this walk is over
        continue;
      }
      this.frontier[run] = frontier;
      this.at[run] = time;
      this.above[run] = above;
      if (this.covered(run, frontier, time)) continue;
      this.schedule(run);
    }
    return null;
  }

  /** Starts a run at `square` at throw `time`, unless a run already there covers it; returns it (or NO_RUN). */
  private spawn(square: number, time: number, parent: number, via: number): number {
    const above = firstAbove(this.jumpFrom, square, 0);
    if (parent !== NO_RUN && this.coveredBy(above, square, time, NO_RUN) !== NO_RUN) return NO_RUN;
    const run = this.runs++;
    this.source[run] = square;
    this.born[run] = time;
    this.parent[run] = parent;
    this.via[run] = via;
    this.frontier[run] = square;
    this.at[run] = time;
    this.above[run] = above;
    this.low[run] = square;
    this.alive[run] = 1;
    this.absorbedBy[run] = run;
    this.schedule(run);
    return run;
  }

  /** Drops `run` if another run covers its frontier at this throw (see the top of the file). */
  private covered(run: number, frontier: number, time: number): boolean {
    const by = this.coveredBy(this.above[run], frontier, time, run);
    if (by === NO_RUN) return false;
    this.alive[run] = 0;
    this.absorbedBy[run] = by;
    if (this.low[run] < this.low[by]) this.low[by] = this.low[run];
    return true;
  }

  // The candidates are the runs (or their absorbers) that landed on the jump squares just above and
  // just below `square`: a run covering `square` has landed on whichever of them it has passed.
  private coveredBy(above: number, square: number, time: number, self: number): number {
    const by = this.coveredVia(above, square, time, self);
    return by !== NO_RUN ? by : this.coveredVia(above - 1, square, time, self);
  }

  private coveredVia(jump: number, square: number, time: number, self: number): number {
    if (jump < 0 || jump >= this.owner.length || this.owner[jump] === NO_RUN) return NO_RUN;
    const other = this.findRun(this.owner[jump]);
    if (other === self || !this.alive[other]) return NO_RUN;
    let reach: number;
    if (this.at[other] === time) reach = this.frontier[other];
    else if (this.next[other] > time) reach = this.frontier[other] + (time - this.at[other]) * this.faces;
    else return NO_RUN; // its event at this throw is still pending: it will look for us instead
    return this.low[other] <= square && square <= reach ? other : NO_RUN;
  }

  /** Queues the run's next event: the throw whose window first holds a jump square or the last square. */
  private schedule(run: number): void {
    const frontier = this.frontier[run];
    const above = this.above[run];
    const target = above < this.jumpFrom.length ? this.jumpFrom[above] : this.last;
    const gap = target - frontier;
    const plainThrows = gap > this.faces ? ceilDivide(gap - this.faces, this.faces) : 0;
    this.next[run] = this.at[run] + plainThrows + 1;
    this.push(run, this.next[run]);
  }

  private find(j: number): number {
    const { unlanded } = this;
    let root = j;
    while (unlanded[root] !== root) root = unlanded[root];
    while (unlanded[j] !== root) {
      const up = unlanded[j];
      unlanded[j] = root;
      j = up;
    }
    return root;
  }

  private findRun(run: number): number {
    const { absorbedBy } = this;
    let root = run;
    while (absorbedBy[root] !== root) root = absorbedBy[root];
    while (absorbedBy[run] !== root) {
      const up = absorbedBy[run];
      absorbedBy[run] = root;
      run = up;
    }
    return root;
  }

  private push(run: number, time: number): void {
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

  private pop(): number {
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
    if (goal.time === 0) return [];
    const legs: Array<{ run: number; time: number; landing: number }> = [];
    let leg = { run: goal.run, time: goal.time, landing: goal.jump >= 0 ? this.jumpFrom[goal.jump] : this.last };
    for (;;) {
      legs.push(leg);
      const { run } = leg;
      if (this.parent[run] === NO_RUN) break;
      leg = { run: this.parent[run], time: this.born[run], landing: this.jumpFrom[this.via[run]] };
    }
    const runs: FaceRun[] = [];
    const add = (face: number, count: number) => {
      const previous = runs[runs.length - 1];
      if (previous && previous[0] === face) previous[1] += count;
      else runs.push([face, count]);
    };
    for (let i = legs.length - 1; i >= 0; i--) this.walk(legs[i], add);
    return runs;
  }

  // Replays a run's walk from where it started to the throw that lands on `landing` at `time`, with
  // the same arithmetic as the search, so it follows the very frontier the search followed.
  private walk(leg: { run: number; time: number; landing: number }, add: (face: number, count: number) => void): void {
    const { jumpFrom, blockLow, faces, last } = this;
    let frontier = this.source[leg.run];
    let time = this.born[leg.run];
    let above = firstAbove(jumpFrom, frontier, 0);
    while (time < leg.time - 1) {
      const target = above < jumpFrom.length ? jumpFrom[above] : last;
      const gap = target - frontier;
      if (gap > faces) {
        const plainThrows = Math.min(ceilDivide(gap - faces, faces), leg.time - 1 - time);
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
    add(leg.landing - frontier, 1);
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
      let jump = indexOfSquare(jumpFrom, landing);
      if (jump >= 0) {
        to = ends[jump];
        for (let at = landing; jump >= 0; jump = chain ? indexOfSquare(jumpFrom, at) : -1) {
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
