// Paths that are their maze's only shortest path once every other cell is blocked, of any length
// the grid allows them: they go down a row at a time, along each row in a run, and a run may not
// lie beside the run of the row above but where the two meet (with 8 moves, not even corner to
// corner). docs/generate.md tells which lengths are laid and how they are found.
import type { SeededRandom } from '../../../random.js';

// What a row's run may do, from what the row above did: anything (the first row), go right or stay,
// go left or stay, or stay (with 8 moves, after stepping straight down from a single cell).
const ANY = 0;
const RIGHT = 1;
const LEFT = 2;
const STAY = 3;

/** Bytes a cell `PathLengths` takes: per kind of entry and parity, the fewest and the most steps on. */
export const PATH_LENGTHS_BYTES = 128;

// A set of lengths on is kept as four numbers: per parity (even, odd) the fewest, then the most
// (each a whole interval of that parity, or empty: Infinity and -Infinity).
const EMPTY = [Infinity, Infinity, -Infinity, -Infinity] as const;

/**
 * For a grid of `rows × columns` and a move set (4 or 8), the lengths a laid path can still take
 * from each cell it enters, for each kind of entry: for each parity, the fewest and the most steps
 * (every length of that parity between the two is laid: `lay-path.test.ts` holds this to the
 * exact sets on every grid up to 7×7). A dynamic programme from the last row up.
 * Cost: O(rows × columns) time and `PATH_LENGTHS_BYTES` a cell.
 */
export class PathLengths {
  readonly #least: Float64Array;
  readonly #most: Float64Array;

  /** `spend`, when given, is told the steps of each row filled (`columns`), and may throw to stop. */
  constructor(
    readonly rows: number,
    readonly columns: number,
    readonly moves: 4 | 8,
    spend?: (steps: number) => void,
  ) {
    const slots = rows * columns * 4 * 2;
    this.#least = new Float64Array(slots).fill(Infinity);
    this.#most = new Float64Array(slots).fill(-Infinity);
    for (let row = rows - 1; row >= 0; row--) {
      this.#fillRow(row);
      spend?.(columns);
    }
  }

  /** The fewest steps of a laid path from the start (top-left) to the goal (bottom-right). */
  get least(): number {
    const at = this.#at(0, 0, ANY);
    return Math.min(this.#least[at], this.#least[at + 1]);
  }

  /** The most steps of a laid path from the start to the goal. */
  get most(): number {
    const at = this.#at(0, 0, ANY);
    return Math.max(this.#most[at], this.#most[at + 1]);
  }

  /** The lengths laid, per parity: `[least, most]` of the even ones, then of the odd ones (empty: least > most). */
  get byParity(): [[number, number], [number, number]] {
    const at = this.#at(0, 0, ANY);
    return [
      [this.#least[at], this.#most[at]],
      [this.#least[at + 1], this.#most[at + 1]],
    ];
  }

  /** Whether a laid path of exactly `steps` steps exists. Cost: O(1). */
  lays(steps: number): boolean {
    return this.#holds(this.#at(0, 0, ANY), steps);
  }

  /**
   * A laid path of exactly `steps` steps, as cell numbers from the start to the goal, each choice
   * at random among those that can still end on time; null when `lays(steps)` does not hold.
   * Cost: O(rows × columns).
   */
  lay(steps: number, random: SeededRandom): Int32Array | null {
    if (!this.lays(steps)) return null;
    const path = new Int32Array(steps + 1);
    let length = 0;
    let entry = 0;
    let kind = ANY;
    let left = steps;
    for (let row = 0; row < this.rows; row++) {
      const options: number[] = [];
      this.#choices(row, entry, kind, (end, next, nextKind, run) => {
        const rest = left - run - (row + 1 < this.rows ? 1 : 0);
        if (row + 1 === this.rows ? rest === 0 : this.#holds(this.#at(row + 1, next, nextKind), rest))
          options.push(end, next, nextKind);
      });
      if (options.length === 0) return null;
      const pick = random.int(0, options.length / 3 - 1) * 3;
      const [end, next, nextKind] = [options[pick], options[pick + 1], options[pick + 2]];
      const step = end >= entry ? 1 : -1;
      for (let column = entry; column !== end + step; column += step)
        path[length++] = row * this.columns + column;
      left -= Math.abs(end - entry) + 1;
      entry = next;
      kind = nextKind;
    }
    return path;
  }

  // The slot of (row, entry, kind) for even lengths; odd ones are the next.
  #at(row: number, entry: number, kind: number): number {
    return ((row * this.columns + entry) * 4 + kind) * 2;
  }

  #holds(at: number, steps: number): boolean {
    const parity = steps & 1;
    return steps >= 0 && steps >= this.#least[at + parity] && steps <= this.#most[at + parity];
  }

  // Each way on from a cell entered in a way: the run's end, the next row's entry and what its run
  // may do, and the run's steps.
  #choices(
    row: number,
    entry: number,
    kind: number,
    take: (end: number, next: number, nextKind: number, run: number) => void,
  ): void {
    const last = this.columns - 1;
    const lastRow = row + 1 === this.rows;
    for (let end = 0; end <= last; end++) {
      const direction = end > entry ? RIGHT : end < entry ? LEFT : STAY;
      if (kind !== ANY && direction !== STAY && direction !== kind) continue;
      if (kind === STAY && direction !== STAY) continue;
      const run = Math.abs(end - entry);
      if (lastRow) {
        if (end === last) take(end, -1, -1, run);
        continue;
      }
      if (this.moves === 4) take(end, end, direction === STAY ? ANY : direction, run);
      else if (direction === RIGHT) {
        if (end < last) take(end, end + 1, RIGHT, run);
      } else if (direction === LEFT) {
        if (end > 0) take(end, end - 1, LEFT, run);
      } else {
        take(end, end, STAY, run);
        if (end < last) take(end, end + 1, RIGHT, run);
        if (end > 0) take(end, end - 1, LEFT, run);
      }
    }
  }

  // Adds the lengths of slot `at` of the next row, each `shift` more, into the set at `into[o…o+3]`,
  // keyed by the parity the shifted length has.
  #gather(into: Float64Array, o: number, at: number, shift: number): void {
    for (let parity = 0; parity < 2; parity++) {
      const least = this.#least[at + parity];
      if (least === Infinity) continue;
      const key = (parity + shift) & 1;
      if (least + shift < into[o + key]) into[o + key] = least + shift;
      const most = this.#most[at + parity] + shift;
      if (most > into[o + 2 + key]) into[o + 2 + key] = most;
    }
  }

  // The lengths on from every cell of `row` and each kind of entry, from the next row's: a run to
  // the right ends at x (then steps down), so its rest is x − entry + 1 + the next row's from x (or
  // x + 1 with 8 moves), and the best x past the entry is a suffix's best, kept per parity of
  // x + 1 + rest (less the entry, the parity turns with it); a run to the left likewise a prefix's.
  // Cost: O(columns).
  #fillRow(row: number): void {
    const { columns } = this;
    const last = columns - 1;
    if (row + 1 === this.rows) {
      for (let entry = 0; entry <= last; entry++) {
        const run = last - entry;
        // Only a run that ends on the goal's column: to the right, or staying there.
        for (let kind = ANY; kind <= STAY; kind++)
          if (run === 0 || kind === ANY || kind === RIGHT) this.#set(this.#at(row, entry, kind), run, run);
      }
      return;
    }
    const next = (entry: number, kind: number) => this.#at(row + 1, entry, kind);
    const eight = this.moves === 8;
    // rights at 4x: over ends x' ≥ x, x' + 1 + rest; lefts at 4x: over ends x' < x, 1 − x' + rest.
    const rights = new Float64Array(4 * (columns + 1));
    const lefts = new Float64Array(4 * (columns + 1));
    rights.set(EMPTY, 4 * columns);
    lefts.set(EMPTY, 0);
    for (let x = last; x >= 0; x--) {
      rights.copyWithin(4 * x, 4 * (x + 1), 4 * (x + 2));
      if (!eight) this.#gather(rights, 4 * x, next(x, RIGHT), x + 1);
      else if (x < last) this.#gather(rights, 4 * x, next(x + 1, RIGHT), x + 1);
    }
    for (let x = 0; x <= last; x++) {
      lefts.copyWithin(4 * (x + 1), 4 * x, 4 * (x + 1));
      if (!eight) this.#gather(lefts, 4 * (x + 1), next(x, LEFT), 1 - x);
      else if (x > 0) this.#gather(lefts, 4 * (x + 1), next(x - 1, LEFT), 1 - x);
    }
    // Per entry: staying (0…3), a run to the right (4…7), to the left (8…11), and all (12…15).
    const sets = new Float64Array(16);
    for (let entry = 0; entry <= last; entry++) {
      // Staying: straight down (any run next with 4 moves; with 8 only a stay, or a step aside).
      sets.set(EMPTY, 0);
      if (!eight) this.#gather(sets, 0, next(entry, ANY), 1);
      else {
        this.#gather(sets, 0, next(entry, STAY), 1);
        if (entry < last) this.#gather(sets, 0, next(entry + 1, RIGHT), 1);
        if (entry > 0) this.#gather(sets, 0, next(entry - 1, LEFT), 1);
      }
      shifted(rights, 4 * (entry + 1), -entry, sets, 4);
      shifted(lefts, 4 * entry, entry, sets, 8);
      for (let kind = ANY; kind <= STAY; kind++) {
        sets.copyWithin(12, 0, 4);
        if (kind === ANY || kind === RIGHT) merge(sets, 12, 4);
        if (kind === ANY || kind === LEFT) merge(sets, 12, 8);
        const at = this.#at(row, entry, kind);
        for (let parity = 0; parity < 2; parity++) {
          this.#least[at + parity] = sets[12 + parity];
          this.#most[at + parity] = sets[14 + parity];
        }
      }
    }
  }

  // A single length at slot `at` (its parity's interval).
  #set(at: number, least: number, most: number): void {
    this.#least[at + (least & 1)] = least;
    this.#most[at + (most & 1)] = most;
  }
}

// The set at `from` joined into the set at `into`, both in `sets`.
function merge(sets: Float64Array, into: number, from: number): void {
  for (let k = 0; k < 2; k++) {
    if (sets[from + k] < sets[into + k]) sets[into + k] = sets[from + k];
    if (sets[from + 2 + k] > sets[into + 2 + k]) sets[into + 2 + k] = sets[from + 2 + k];
  }
}

// The set at `from[o…]` with every length `by` more, into `into[at…]`: an odd `by` swaps parities.
function shifted(from: Float64Array, o: number, by: number, into: Float64Array, at: number): void {
  const swap = by & 1;
  for (let parity = 0; parity < 2; parity++) {
    into[at + parity] = from[o + (parity ^ swap)] + by;
    into[at + 2 + parity] = from[o + 2 + (parity ^ swap)] + by;
  }
}
