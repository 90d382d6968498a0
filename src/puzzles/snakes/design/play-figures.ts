// The figures of a board under design that its fundamental matrix does not give: the puzzle's
// fewest throws, the chance to finish within T throws, and each seat's chance to win. Computed on
// the landing table directly, with buffers kept between boards: the search asks for them often.
import { throwPosition } from '../analysis/chain.js';
import { plainChain, type DesignRules } from './feeders.js';

/**
 * The chance still in play at which the seats' distribution stops: a seat's chance is then off by
 * less than this, far inside the quarter of a tolerance the search aims within (the exact analysis
 * checks the board it stops on to 1e-9).
 */
const SEATS_TOLERANCE = 1e-8;

/** The most throws the seats' distribution pushes (a game that long has seats within 1e-4 of fair). */
const SEATS_MAX_THROWS = 20_000;

/**
 * The figures of boards of one size and rules, with the buffers they share. Memory: 4 × faces
 * bytes per square for the throws' positions, and 16 bytes per square and throw listed.
 */
export class PlayFigures {
  readonly #positions: Int32Array;
  readonly #now: Float64Array;
  readonly #next: Float64Array;
  readonly #queue: Int32Array;
  readonly #levels: Int32Array;
  #ended = new Float64Array(1024);
  /** The square-face steps taken so far by every figure computed: the search counts them as its work. */
  work = 0;

  constructor(readonly rules: DesignRules) {
    const { last, faces } = rules;
    const chain = plainChain(rules);
    this.#positions = new Int32Array(last * faces);
    for (let square = 0; square < last; square++)
      for (let face = 1; face <= faces; face++)
        this.#positions[square * faces + face - 1] = throwPosition(chain, square, face);
    this.#now = new Float64Array(last + 1);
    this.#next = new Float64Array(last + 1);
    this.#queue = new Int32Array(last + 1);
    this.#levels = new Int32Array(last + 1);
  }

  /**
   * The puzzle's fewest throws (the player chooses every face, and a throw may not pass the last
   * square, whatever the end rule of the real game): -1 when the last square cannot be reached.
   * Cost: O(squares × faces).
   */
  fewest(landing: Int32Array): number {
    const { last, faces } = this.rules;
    this.work += (last + 1) * faces;
    const levels = this.#levels.fill(-1);
    const queue = this.#queue;
    let head = 0;
    let tail = 0;
    levels[0] = 0;
    queue[tail++] = 0;
    while (head < tail) {
      const square = queue[head++];
      if (square === last) return levels[last];
      for (let face = 1; face <= faces && square + face <= last; face++) {
        const to = landing[square + face];
        if (levels[to] < 0) {
          levels[to] = levels[square] + 1;
          queue[tail++] = to;
        }
      }
    }
    return -1;
  }

  /**
   * The chance of the game ending on each throw, into a list that stays this object's (read it before
   * the next call): `throws` throws, or until at most 1e-12 is in play when `throws` is Infinity (at
   * most 20,000). Returns how many were pushed and the chance still in play.
   * Cost: O(throws × squares × faces).
   */
  distribution(
    landing: Int32Array,
    throws: number,
  ): { ended: Float64Array; listed: number; remaining: number } {
    const { last, faces } = this.rules;
    const positions = this.#positions;
    let now = this.#now.fill(0);
    let next = this.#next.fill(0);
    now[0] = 1;
    let remaining = 1;
    let listed = 0;
    const share = 1 / faces;
    const most = Math.min(throws, SEATS_MAX_THROWS);
    // Past all but 1e-15 of the chance, further throws change nothing a figure shows.
    const enough = throws === Infinity ? SEATS_TOLERANCE : 1e-15;
    while (listed < most && remaining > enough) {
      let ended = 0;
      for (let square = 0; square < last; square++) {
        const mass = now[square];
        if (mass === 0) continue;
        now[square] = 0;
        const part = mass * share;
        const base = square * faces;
        for (let face = 0; face < faces; face++) {
          const position = positions[base + face];
          const to = position < 0 ? square : landing[position];
          if (to === last) ended += part;
          else next[to] += part;
        }
      }
      [now, next] = [next, now];
      listed++;
      if (listed >= this.#ended.length) {
        const grown = new Float64Array(this.#ended.length * 2);
        grown.set(this.#ended);
        this.#ended = grown;
      }
      this.#ended[listed] = ended;
      remaining -= ended;
    }
    this.#ended[0] = 0;
    this.work += (listed + 1) * (last + 1) * faces;
    return { ended: this.#ended, listed, remaining: Math.max(0, remaining) };
  }

  /** P(the game ends within `throws` throws). Cost: O(throws × squares × faces). */
  within(landing: Int32Array, throws: number): number {
    const { remaining } = this.distribution(landing, throws);
    return 1 - remaining;
  }

  /**
   * Each seat's chance to win when `players` take turns (seat 1 first), the tokens independent:
   * seat i wins on round n with chance f(n) S(n)^i S(n − 1)^(K − 1 − i) (players.ts). Cost: that of
   * the distribution, and O(throws × players).
   */
  seats(landing: Int32Array, players: number): number[] {
    const { ended, listed, remaining } = this.distribution(landing, Infinity);
    const seats = new Array<number>(players).fill(0);
    // S(n) = P(length > n), from the tail so that small values keep their precision.
    let after = remaining;
    const survive = new Float64Array(listed + 1);
    for (let n = listed; n >= 0; n--) {
      survive[n] = after;
      after += ended[n];
    }
    for (let n = 1; n <= listed; n++) {
      const f = ended[n];
      if (f === 0) continue;
      for (let seat = 0; seat < players; seat++)
        seats[seat] += f * survive[n] ** seat * survive[n - 1] ** (players - 1 - seat);
    }
    return seats;
  }
}
