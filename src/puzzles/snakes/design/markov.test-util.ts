// An independent referee for the design's figures: the real game written again from its rules
// (docs/rules.md) as a dense Markov chain, solved by plain Gaussian elimination. It shares no code
// with the library's analysis or design.
import type { EndRule } from '../analysis/end-rules.js';

/** A board as the referee reads it: squares 1 … last, jumps by start, the token off the board. */
export interface RefereeBoard {
  readonly last: number;
  readonly faces: number;
  readonly end: EndRule;
  readonly jumps: ReadonlyMap<number, number>;
}

/** Where a throw of `face` from `square` ends under the board's rules. */
function landing(board: RefereeBoard, square: number, face: number): number {
  let position = square + face;
  if (position > board.last) {
    if (board.end === 'exact') return square;
    if (board.end === 'overshoot') return board.last;
    position = Math.max(1, 2 * board.last - position);
  }
  return board.jumps.get(position) ?? position;
}

/** Solves A x = b (A n × n, rows of arrays) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The mean and variance of one player's throws, from squares 0 … last − 1 by two dense solves. */
export function refereeMoments(board: RefereeBoard): { mean: number; variance: number } {
  const n = board.last;
  const a = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  for (let s = 0; s < n; s++)
    for (let face = 1; face <= board.faces; face++) {
      const to = landing(board, s, face);
      if (to !== board.last) a[s][to] -= 1 / board.faces;
    }
  const t = solve(a, new Array<number>(n).fill(1));
  const m = solve(
    a,
    t.map((x) => 2 * x - 1),
  );
  return { mean: t[0], variance: m[0] - t[0] * t[0] };
}

/** P(the game ends on throw n) for n = 0 … throws, pushing the whole distribution. */
export function refereeDistribution(board: RefereeBoard, throws: number): number[] {
  let now = new Array<number>(board.last + 1).fill(0);
  now[0] = 1;
  const ended = [0];
  for (let n = 1; n <= throws; n++) {
    const next = new Array<number>(board.last + 1).fill(0);
    for (let s = 0; s < board.last; s++)
      for (let face = 1; face <= board.faces; face++) next[landing(board, s, face)] += now[s] / board.faces;
    ended.push(next[board.last]);
    next[board.last] = 0;
    now = next;
  }
  return ended;
}

/** The puzzle's fewest throws: every face chosen, no throw past the last square; -1 if none. */
export function refereeFewest(board: RefereeBoard): number {
  const seen = new Map<number, number>([[0, 0]]);
  const queue = [0];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head];
    if (s === board.last) return seen.get(s)!;
    for (let face = 1; face <= board.faces && s + face <= board.last; face++) {
      const to = board.jumps.get(s + face) ?? s + face;
      if (!seen.has(to)) {
        seen.set(to, seen.get(s)! + 1);
        queue.push(to);
      }
    }
  }
  return -1;
}

/** Each of `players` seats' chance to win from one player's distribution (tokens independent). */
export function refereeSeats(ended: readonly number[], players: number): number[] {
  const seats = new Array<number>(players).fill(0);
  let before = 1;
  for (let n = 1; n < ended.length; n++) {
    const after = before - ended[n];
    for (let seat = 0; seat < players; seat++)
      seats[seat] += ended[n] * Math.max(0, after) ** seat * Math.max(0, before) ** (players - 1 - seat);
    before = after;
  }
  return seats;
}
