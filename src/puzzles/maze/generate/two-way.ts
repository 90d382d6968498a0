// The generator's own look at a maze as it changes it: breadth-first search from the start and
// from the goal, each counting its shortest paths (as doubles: the generator aims at small counts),
// from which what opening one more cell would do is read at once. The certificate comes from the
// solver, not from here.
import type { MazeMoves } from '../board/board.js';

/** Bytes a cell `TwoWaySearch` takes. */
export const TWO_WAY_BYTES = 28;

// Steps as [row change, column change]: down and right first (the 2-move set), then the rest.
const STEPS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** What opening one blocked cell would do: the steps of the shortest path through it, and how many. */
export interface Opening {
  /** Steps of the shortest path through the cell (Infinity when it would join no path). */
  readonly through: number;
  /** How many shortest paths would go through it. */
  readonly ways: number;
}

/** Both searches over a grid's open cells (`open[cell]` 1), from `start` and back from `goal`. */
export class TwoWaySearch {
  /** Steps of the shortest path, or -1. */
  fewest = -1;
  /** How many shortest paths (exact below 2^53). */
  count = 0;
  readonly #fromStart: Int32Array;
  readonly #waysFromStart: Float64Array;
  readonly #toGoal: Int32Array;
  readonly #waysToGoal: Float64Array;
  readonly #queue: Int32Array;
  readonly #dRow: Int32Array;
  readonly #dColumn: Int32Array;

  constructor(
    readonly rows: number,
    readonly columns: number,
    readonly moves: MazeMoves,
    readonly start: number,
    readonly goal: number,
  ) {
    const cells = rows * columns;
    this.#fromStart = new Int32Array(cells);
    this.#waysFromStart = new Float64Array(cells);
    this.#toGoal = new Int32Array(cells);
    this.#waysToGoal = new Float64Array(cells);
    this.#queue = new Int32Array(cells);
    this.#dRow = Int32Array.from(STEPS.slice(0, moves), ([dr]) => dr);
    this.#dColumn = Int32Array.from(STEPS.slice(0, moves), ([, dc]) => dc);
  }

  /** Searches the grid `open` both ways. Returns the work done (cells looked at). Cost: O(cells × moves). */
  measure(open: Uint8Array): number {
    const work = this.#search(open, this.start, 1, this.#fromStart, this.#waysFromStart);
    this.fewest = this.#fromStart[this.goal];
    this.count = this.fewest < 0 ? 0 : this.#waysFromStart[this.goal];
    return work + this.#search(open, this.goal, -1, this.#toGoal, this.#waysToGoal);
  }

  /** The steps from the start to `cell` (-1 when it cannot be reached). */
  fromStart(cell: number): number {
    return this.#fromStart[cell];
  }

  /** The steps from `cell` to the goal (-1 when the goal cannot be reached from it). */
  toGoal(cell: number): number {
    return this.#toGoal[cell];
  }

  /**
   * What opening the blocked cell `cell` would do: a new path through it joins a cell the start
   * reaches next to it to a cell next to it that reaches the goal. Cost: O(moves).
   */
  opening(cell: number): Opening {
    let fromStart = Infinity;
    let waysIn = 0;
    let toGoal = Infinity;
    let waysOut = 0;
    const row = Math.floor(cell / this.columns);
    const column = cell - row * this.columns;
    for (let i = 0; i < this.moves; i++) {
      // Into the cell from its neighbour: the neighbour is one step against the move.
      const before = this.#neighbour(row - this.#dRow[i], column - this.#dColumn[i]);
      if (before >= 0 && this.#fromStart[before] >= 0) {
        const steps = this.#fromStart[before];
        if (steps < fromStart) [fromStart, waysIn] = [steps, 0];
        if (steps === fromStart) waysIn += this.#waysFromStart[before];
      }
      const after = this.#neighbour(row + this.#dRow[i], column + this.#dColumn[i]);
      if (after >= 0 && this.#toGoal[after] >= 0) {
        const steps = this.#toGoal[after];
        if (steps < toGoal) [toGoal, waysOut] = [steps, 0];
        if (steps === toGoal) waysOut += this.#waysToGoal[after];
      }
    }
    return { through: fromStart + toGoal + 2, ways: waysIn * waysOut };
  }

  #neighbour(row: number, column: number): number {
    return row >= 0 && row < this.rows && column >= 0 && column < this.columns
      ? row * this.columns + column
      : -1;
  }

  // Breadth-first search from `from` along the moves (`sense` 1) or against them (-1), counting.
  #search(open: Uint8Array, from: number, sense: number, steps: Int32Array, ways: Float64Array): number {
    steps.fill(-1);
    ways.fill(0);
    if (open[from] !== 1) return 1;
    const queue = this.#queue;
    const { rows, columns, moves } = this;
    steps[from] = 0;
    ways[from] = 1;
    queue[0] = from;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const cell = queue[head];
      const row = Math.floor(cell / columns);
      const column = cell - row * columns;
      for (let i = 0; i < moves; i++) {
        const r = row + sense * this.#dRow[i];
        const c = column + sense * this.#dColumn[i];
        if (r < 0 || r >= rows || c < 0 || c >= columns) continue;
        const next = r * columns + c;
        if (open[next] !== 1) continue;
        if (steps[next] === -1) {
          steps[next] = steps[cell] + 1;
          queue[tail++] = next;
        }
        if (steps[next] === steps[cell] + 1) ways[next] += ways[cell];
      }
    }
    return tail * moves;
  }
}
