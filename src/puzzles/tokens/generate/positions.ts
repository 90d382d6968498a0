// The generator's own look at a grid of labels as it changes them: breadth-first search over the
// two tokens' positions, counting shortest solutions (as doubles: the generator aims at small
// counts). The certificate comes from the solver, not from here.
import type { SeededRandom } from '../../../random.js';

/** Bytes a position `TokenPositions` takes. */
export const POSITIONS_BYTES = 21;

/**
 * Breadth-first search from red top-left and blue bottom-right to the swap, over positions
 * `red × cells + blue` (cells numbered row × columns + column).
 */
export class TokenPositions {
  /** The fewest moves that swap the tokens, or -1. */
  fewest = -1;
  /** How many shortest solutions (exact below 2^53). */
  count = 0;
  readonly cells: number;
  readonly start: number;
  readonly goal: number;
  readonly #distance: Int32Array;
  readonly #ways: Float64Array;
  readonly #order: Int32Array;
  readonly #leads: Uint8Array;
  #reached = 0;
  #labels: Int32Array = new Int32Array(0);
  #leadsKnown = false;
  readonly #rowOf: Int32Array;
  readonly #columnOf: Int32Array;

  constructor(
    readonly rows: number,
    readonly columns: number,
  ) {
    const cells = rows * columns;
    this.cells = cells;
    this.start = cells - 1;
    this.goal = (cells - 1) * cells;
    this.#distance = new Int32Array(cells * cells);
    this.#ways = new Float64Array(cells * cells);
    this.#order = new Int32Array(cells * cells);
    this.#leads = new Uint8Array(cells * cells);
    this.#rowOf = Int32Array.from({ length: cells }, (_, cell) => Math.floor(cell / columns));
    this.#columnOf = Int32Array.from({ length: cells }, (_, cell) => cell % columns);
  }

  /**
   * Searches the grid of `labels` (row after row): `fewest` and `count` (which positions lead on to
   * the swap is worked out when `readOnShortest` asks). Returns the work done (moves looked at).
   * Cost: O(cells² × 8).
   */
  measure(labels: Int32Array): number {
    this.#labels = labels;
    const distance = this.#distance.fill(-1);
    const ways = this.#ways;
    const order = this.#order;
    const { start, goal, cells, columns, rows } = this;
    const rowOf = this.#rowOf;
    const columnOf = this.#columnOf;
    distance[start] = 0;
    ways[start] = 1;
    order[0] = start;
    let tail = 1;
    let head = 0;
    let found = -1;
    // Each position reached once: its ways set then, added to after (no two moves of a position
    // reach the same one, so no move is counted twice).
    const reach = (next: number, level: number, from: number) => {
      const seen = distance[next];
      if (seen === -1) {
        distance[next] = level + 1;
        ways[next] = from;
        order[tail++] = next;
        if (next === goal) found = level + 1;
      } else if (seen === level + 1) ways[next] += from;
    };
    for (; head < tail; head++) {
      const state = order[head];
      const level = distance[state];
      if (found !== -1 && level >= found) break;
      const from = ways[state];
      const red = (state / cells) | 0;
      const blue = state - red * cells;
      // Red by the label under blue, then blue by the label under red.
      let d = labels[blue];
      let row = rowOf[red];
      let column = columnOf[red];
      let up = red - d * columns;
      let down = red + d * columns;
      if (row >= d && up !== blue) reach(up * cells + blue, level, from);
      if (row + d < rows && down !== blue) reach(down * cells + blue, level, from);
      if (column >= d && red - d !== blue) reach((red - d) * cells + blue, level, from);
      if (column + d < columns && red + d !== blue) reach((red + d) * cells + blue, level, from);
      d = labels[red];
      row = rowOf[blue];
      column = columnOf[blue];
      up = blue - d * columns;
      down = blue + d * columns;
      const base = red * cells;
      if (row >= d && up !== red) reach(base + up, level, from);
      if (row + d < rows && down !== red) reach(base + down, level, from);
      if (column >= d && blue - d !== red) reach(base + blue - d, level, from);
      if (column + d < columns && blue + d !== red) reach(base + blue + d, level, from);
    }
    this.#reached = tail;
    this.#leadsKnown = false;
    this.fewest = distance[goal];
    this.count = this.fewest === -1 ? 0 : ways[goal];
    return (head + 1) * 8;
  }

  /**
   * The positions one move from `state` into `out`, and how many: red by the label under blue, blue
   * by the label under red, up, down, left or right, never off the grid nor onto the other. No two
   * are the same position. Cost: O(1).
   */
  moves(state: number, out: Int32Array): number {
    const { cells, columns, rows } = this;
    const labels = this.#labels;
    const red = (state / cells) | 0;
    const blue = state - red * cells;
    let count = 0;
    // Red by the label under blue.
    let d = labels[blue];
    let row = (red / columns) | 0;
    let column = red - row * columns;
    if (row >= d && red - d * columns !== blue) out[count++] = (red - d * columns) * cells + blue;
    if (row + d < rows && red + d * columns !== blue) out[count++] = (red + d * columns) * cells + blue;
    if (column >= d && red - d !== blue) out[count++] = (red - d) * cells + blue;
    if (column + d < columns && red + d !== blue) out[count++] = (red + d) * cells + blue;
    // Blue by the label under red.
    d = labels[red];
    row = (blue / columns) | 0;
    column = blue - row * columns;
    const base = red * cells;
    if (row >= d && blue - d * columns !== red) out[count++] = base + blue - d * columns;
    if (row + d < rows && blue + d * columns !== red) out[count++] = base + blue + d * columns;
    if (column >= d && blue - d !== red) out[count++] = base + blue - d;
    if (column + d < columns && blue + d !== red) out[count++] = base + blue + d;
    return count;
  }

  // The positions from which a shortest solution goes on to the swap, from the goal backwards.
  #markLeads(): void {
    const leads = this.#leads.fill(0);
    this.#leadsKnown = true;
    if (this.fewest === -1) return;
    const distance = this.#distance;
    const out = new Int32Array(8);
    leads[this.goal] = 1;
    for (let at = this.#reached - 1; at >= 0; at--) {
      const state = this.#order[at];
      if (distance[state] >= this.fewest) continue;
      const count = this.moves(state, out);
      for (let i = 0; i < count; i++)
        if (distance[out[i]] === distance[state] + 1 && leads[out[i]] === 1) {
          leads[state] = 1;
          break;
        }
    }
  }

  /**
   * The square whose label a move of a shortest solution read (the square of the token that did
   * not move), on a shortest solution and at a move picked at random; -1 when there is none.
   * Cost: O(fewest × 8).
   */
  readOnShortest(random: SeededRandom): number {
    if (this.fewest <= 0) return -1;
    if (!this.#leadsKnown) this.#markLeads();
    const at = random.int(0, this.fewest - 1);
    const out = new Int32Array(8);
    let state = this.start;
    for (let step = 0; ; step++) {
      const count = this.moves(state, out);
      const on: number[] = [];
      for (let i = 0; i < count; i++)
        if (this.#distance[out[i]] === step + 1 && this.#leads[out[i]] === 1) on.push(out[i]);
      const next = random.pick(on);
      if (step === at) {
        // The token that stayed is the one whose square is the same in both positions.
        const red = (state / this.cells) | 0;
        return ((next / this.cells) | 0) === red ? red : state - red * this.cells;
      }
      state = next;
    }
  }
}
