// The generator's own look at a grid of labels as it changes them: breadth-first search over the
// two tokens' positions, counting shortest solutions (as doubles: the generator aims at small
// counts). The certificate comes from the solver, not from here.
//
// The look searches from the start only, and only half way: every move can be undone and the swap
// is the start with the colours swapped, so the moves from a position to the swap are those from
// the start to its mirror image (the same position, colours swapped). A solution of L moves is met
// at its middle position p, ⌈L/2⌉ moves from the start with its mirror image ⌊L/2⌋ from it; the
// solutions through p are the ways into p times the ways into its mirror image. So the search stops
// at level ⌈L/2⌉, having reached a fifth of the positions a search to the swap reaches on a 6×6 grid.
/** Bytes a position `TokenPositions` takes. */
export const POSITIONS_BYTES = 16;

/**
 * Breadth-first search from red top-left and blue bottom-right towards the swap, over positions
 * `red × cells + blue` (cells numbered row × columns + column), met half way by its mirror image.
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
  // Positions reached by the last look (their distances set, the rest -1), and its deepest level.
  #reached = 0;
  #depth = 0;
  // Where each level starts in `#order`, and where the last one ends.
  #levelStarts: number[] = [];
  #labels: Int32Array = new Int32Array(0);
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
    this.#distance = new Int32Array(cells * cells).fill(-1);
    this.#ways = new Float64Array(cells * cells);
    this.#order = new Int32Array(cells * cells);
    this.#rowOf = Int32Array.from({ length: cells }, (_, cell) => Math.floor(cell / columns));
    this.#columnOf = Int32Array.from({ length: cells }, (_, cell) => cell % columns);
  }

  /**
   * Searches the grid of `labels` (row after row): `fewest` and `count`, and the levels around the
   * start that `ShortestSolutions` reads the solutions from. Returns the work done (moves looked
   * at). Cost: O(positions within ⌈fewest/2⌉ moves of the start × 8); O(cells² × 8) when the tokens
   * cannot swap.
   */
  measure(labels: Int32Array): number {
    this.#labels = labels;
    const distance = this.#distance;
    const ways = this.#ways;
    const order = this.#order;
    const { start, cells, columns, rows } = this;
    const rowOf = this.#rowOf;
    const columnOf = this.#columnOf;
    // Only the positions the last look reached need their distance cleared.
    for (let at = 0; at < this.#reached; at++) distance[order[at]] = -1;
    distance[start] = 0;
    ways[start] = 1;
    order[0] = start;
    let tail = 1;
    let head = 0;
    let level = 0;
    this.fewest = -1;
    this.count = 0;
    const starts = this.#levelStarts;
    starts.length = 0;
    starts.push(0, 1);
    while (head < tail) {
      // Level `level` is order[head…end): expand it into the next.
      const end = tail;
      const next = level + 1;
      for (; head < end; head++) {
        const state = order[head];
        const from = ways[state];
        const red = (state / cells) | 0;
        const blue = state - red * cells;
        // Red by the label under blue, then blue by the label under red: each target position is
        // new (set at the next level), already there (its ways added to), or nearer (left alone).
        // No two moves of a position reach the same one, so no move is counted twice.
        let d = labels[blue];
        let row = rowOf[red];
        let column = columnOf[red];
        let shift = d * columns * cells;
        if (row >= d && red - d * columns !== blue) tail = this.#reach(state - shift, next, from, tail);
        if (row + d < rows && red + d * columns !== blue) tail = this.#reach(state + shift, next, from, tail);
        shift = d * cells;
        if (column >= d && red - d !== blue) tail = this.#reach(state - shift, next, from, tail);
        if (column + d < columns && red + d !== blue) tail = this.#reach(state + shift, next, from, tail);
        d = labels[red];
        row = rowOf[blue];
        column = columnOf[blue];
        shift = d * columns;
        if (row >= d && blue - shift !== red) tail = this.#reach(state - shift, next, from, tail);
        if (row + d < rows && blue + shift !== red) tail = this.#reach(state + shift, next, from, tail);
        if (column >= d && blue - d !== red) tail = this.#reach(state - d, next, from, tail);
        if (column + d < columns && blue + d !== red) tail = this.#reach(state + d, next, from, tail);
      }
      level = next;
      // Level `level` is order[end…tail).
      starts.push(tail);
      // The new level met by its mirror image: a solution of 2·level − 1 moves when the image is a
      // level nearer, of 2·level when it is on this level too.
      let odd = 0;
      let even = 0;
      for (let at = end; at < tail; at++) {
        const state = order[at];
        const red = (state / cells) | 0;
        const image = (state - red * cells) * cells + red;
        const seen = distance[image];
        if (seen === level - 1) odd += ways[state] * ways[image];
        else if (seen === level) even += ways[state] * ways[image];
      }
      if (odd > 0 || even > 0) {
        this.fewest = odd > 0 ? 2 * level - 1 : 2 * level;
        this.count = odd > 0 ? odd : even;
        break;
      }
    }
    this.#reached = tail;
    this.#depth = level;
    return head * 8;
  }

  // One move of the look into `target` at level `next`, with `from` ways: a new position is queued
  // at `tail`; returns the queue's new end.
  #reach(target: number, next: number, from: number, tail: number): number {
    const seen = this.#distance[target];
    if (seen === -1) {
      this.#distance[target] = next;
      this.#ways[target] = from;
      this.#order[tail++] = target;
    } else if (seen === next) this.#ways[target] += from;
    return tail;
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

  /** The moves from the start to `state` the last look found: -1 past its `depth`, or never reached. */
  distanceTo(state: number): number {
    return this.#distance[state];
  }

  /** How many shortest ways lead from the start into `state` (where `distanceTo` is not -1). */
  waysInto(state: number): number {
    return this.#ways[state];
  }

  /** The last look's deepest level: ⌈fewest / 2⌉ when the tokens can swap. */
  get depth(): number {
    return this.#depth;
  }

  /** The positions of `level` (at most `depth`), in the order the look reached them. Cost: O(1). */
  level(level: number): Int32Array {
    return this.#order.subarray(this.#levelStarts[level], this.#levelStarts[level + 1]);
  }

  /** The position with the colours swapped: red where blue stood and blue where red stood. */
  mirror(state: number): number {
    const red = (state / this.cells) | 0;
    return (state - red * this.cells) * this.cells + red;
  }
}
