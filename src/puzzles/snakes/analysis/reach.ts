import { throwEnd, type SnakesChain } from './chain.js';
import { END_RULE_TABLE } from './end-rules.js';

/** Which squares the game can visit, how soon, and whether it can always still finish. */
export interface ChainReach {
  /** 1 for every square the token can stand on after some throws from the start. */
  readonly reached: Uint8Array;
  /** The fewest throws to each square, -1 where never reached. */
  readonly levels: Int32Array;
  /** 1 for every reached square from which the last square can still be reached. */
  readonly canFinish: Uint8Array;
  /** A reached square from which the last square cannot be reached (the lowest), or -1. */
  readonly trap: number;
  /** How many squares are reached. */
  readonly count: number;
}

/**
 * Breadth-first search forward from the start over the chain's throws (levels = fewest throws), then
 * backward from the last square over the reversed throws of the reached squares.
 *
 * Cost: O(squares × faces) time; about 13 bytes per square.
 */
export function chainReach(chain: SnakesChain): ChainReach {
  const { last, faces, start } = chain;
  const size = last + 1;
  const levels = new Int32Array(size).fill(-1);
  const reached = new Uint8Array(size);
  const queue = new Int32Array(size);
  let head = 0;
  let tail = 0;
  levels[start] = 0;
  reached[start] = 1;
  queue[tail++] = start;
  while (head < tail) {
    const square = queue[head++];
    if (square === last) continue;
    const inside = square + faces <= last;
    for (let face = 1; face <= faces; face++) {
      const to = inside ? chain.landing[square + face] : throwEnd(chain, square, face);
      if (levels[to] < 0) {
        levels[to] = levels[square] + 1;
        reached[to] = 1;
        queue[tail++] = to;
      }
    }
  }
  const count = tail;
  // Backward from the last square. A square t is entered from "positions" p (the square a throw
  // reaches before its jump): t itself when no jump starts there, and every jump's start that leads to
  // t (listed by destination, counting sort). A position p is reached by plain throws from the faces
  // squares below it, and by the throws past the end that the end rule decides on p (those of the
  // squares near the end, `pastEndFrom`).
  const landing = chain.landing;
  const byEnd = new Int32Array(size + 1);
  for (let p = 0; p <= last; p++) if (landing[p] !== p) byEnd[landing[p] + 1]++;
  for (let i = 0; i < size; i++) byEnd[i + 1] += byEnd[i];
  const fill = byEnd.slice(0, size);
  const feet = new Int32Array(byEnd[size]);
  for (let p = 0; p <= last; p++) if (landing[p] !== p) feet[fill[landing[p]]++] = p;
  const canFinish = new Uint8Array(size);
  head = tail = 0;
  if (reached[last]) {
    canFinish[last] = 1;
    queue[tail++] = last;
  }
  const { pastEndFrom } = END_RULE_TABLE[chain.end];
  const fromPosition = (p: number): void => {
    for (let before = Math.max(0, p - faces); before < p; before++) {
      if (reached[before] === 1 && canFinish[before] === 0) {
        canFinish[before] = 1;
        queue[tail++] = before;
      }
    }
    for (let before = pastEndFrom(p, chain.first, last, faces); before < last; before++) {
      if (reached[before] === 1 && canFinish[before] === 0) {
        canFinish[before] = 1;
        queue[tail++] = before;
      }
    }
  };
  while (head < tail) {
    const square = queue[head++];
    if (landing[square] === square) fromPosition(square);
    for (let k = byEnd[square]; k < byEnd[square + 1]; k++) fromPosition(feet[k]);
  }
  let trap = -1;
  for (let square = 0; square < size && trap < 0; square++)
    if (reached[square] && !canFinish[square]) trap = square;
  return { reached, levels, canFinish, trap, count };
}
