// The generator's own look at a board as it changes it: the fewest throws, how many shortest games
// (as doubles: the generator aims at small counts) and which landings they use. Its arrays are made
// once per board and reused for every look; the certificate comes from the solver, not from here.

/** Bytes a square `ShortestGames` takes. */
export const SHORTEST_GAMES_BYTES = 25;

/**
 * Breadth-first search over squares with a landing table (`land[square]`: where a throw that
 * reaches the square ends), counting shortest games as sequences of squares.
 */
export class ShortestGames {
  /** The fewest throws to the last square, or -1. */
  fewest = -1;
  /** How many shortest games (exact below 2^53). */
  count = 0;
  readonly #distance: Int32Array;
  readonly #ways: Float64Array;
  readonly #order: Int32Array;
  readonly #leads: Uint8Array;
  readonly #mark: Int32Array;
  #reached = 0;
  #looks = 0;
  #land: Int32Array = new Int32Array(0);
  #leadsKnown = false;

  constructor(
    readonly start: number,
    readonly last: number,
    readonly faces: number,
  ) {
    const size = last + 1;
    this.#distance = new Int32Array(size);
    this.#ways = new Float64Array(size);
    this.#order = new Int32Array(size);
    this.#leads = new Uint8Array(size);
    this.#mark = new Int32Array(size);
  }

  /**
   * Looks at the board `land` describes: `fewest` and `count` (which squares lead on to the last
   * one is worked out when `usedLandings` asks). Returns the work done (squares × faces looked at).
   * Cost: O(squares × faces).
   */
  measure(land: Int32Array): number {
    const { start, last, faces } = this;
    const distance = this.#distance.fill(-1);
    const ways = this.#ways;
    const order = this.#order;
    const mark = this.#mark;
    // A square's ways count only once it is reached: set then, not cleared beforehand.
    distance[start] = 0;
    ways[start] = 1;
    order[0] = start;
    let tail = 1;
    let head = 0;
    let goal = -1;
    // mark[to] = square + 1 + offset while `square` is expanded: the offset, new each look, spares
    // clearing the marks.
    this.#looks += last + 2;
    if (this.#looks > 0x3fff0000) {
      mark.fill(0);
      this.#looks = last + 2;
    }
    const offset = this.#looks;
    for (; head < tail; head++) {
      const square = order[head];
      const level = distance[square];
      if (goal !== -1 && level >= goal) break;
      const top = square + faces < last ? square + faces : last;
      const stamp = square + 1 + offset;
      const from = ways[square];
      for (let reach = square + 1; reach <= top; reach++) {
        const to = land[reach];
        if (mark[to] === stamp) continue;
        mark[to] = stamp;
        const seen = distance[to];
        if (seen === -1) {
          distance[to] = level + 1;
          ways[to] = from;
          order[tail++] = to;
          if (to === last) goal = level + 1;
        } else if (seen === level + 1) ways[to] += from;
      }
    }
    this.#reached = tail;
    this.#land = land;
    this.#leadsKnown = false;
    this.fewest = distance[last];
    this.count = this.fewest === -1 ? 0 : ways[last];
    return (head + 1) * faces;
  }

  // The squares from which a shortest game goes on to the last square, from the last one backwards.
  #markLeads(): void {
    const leads = this.#leads.fill(0);
    this.#leadsKnown = true;
    if (this.fewest === -1) return;
    const distance = this.#distance;
    const land = this.#land;
    leads[this.last] = 1;
    for (let at = this.#reached - 1; at >= 0; at--) {
      const square = this.#order[at];
      const level = distance[square];
      if (level >= this.fewest) continue;
      const top = Math.min(square + this.faces, this.last);
      for (let reach = square + 1; reach <= top; reach++) {
        const to = land[reach];
        if (distance[to] === level + 1 && leads[to] === 1) {
          leads[square] = 1;
          break;
        }
      }
    }
  }

  /**
   * The squares a throw of a shortest game reaches (before its jump), each once, into `out`; how
   * many. Cost: O(squares × faces).
   */
  usedLandings(land: Int32Array, out: Int32Array): number {
    if (this.fewest === -1) return 0;
    if (!this.#leadsKnown) this.#markLeads();
    const distance = this.#distance;
    const leads = this.#leads;
    const seen = this.#mark.fill(0);
    this.#looks = 0;
    let count = 0;
    for (let at = 0; at < this.#reached; at++) {
      const square = this.#order[at];
      if (leads[square] !== 1 || distance[square] >= this.fewest) continue;
      const top = Math.min(square + this.faces, this.last);
      for (let reach = square + 1; reach <= top; reach++) {
        const to = land[reach];
        if (distance[to] === distance[square] + 1 && leads[to] === 1 && seen[reach] === 0) {
          seen[reach] = 1;
          out[count++] = reach;
        }
      }
    }
    return count;
  }
}
