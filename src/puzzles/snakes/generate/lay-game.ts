// The first step of a board made to order: one game of exactly the wanted throws, laid on an empty
// board, with the snakes and ladders it needs (docs/generate.md). Its standing squares rise, and
// each throw lands beyond the reach of every square the game stood on before, so that no throw of
// an earlier square can reach a later landing: what is left to block is always blockable.
import type { SeededRandom } from '../../../random.js';
import type { SnakesGame } from './options.js';

/** A game laid on the board: the squares it stands on after each throw and where each throw lands. */
export interface LaidGame {
  /** `stands[i]`: the square after throw i (`stands[0]` the start, the last the last square). */
  readonly stands: Int32Array;
  /** `lands[i]`: the square throw i + 1 reaches, before its jump (if any). */
  readonly lands: Int32Array;
}

/**
 * A game of `throws` throws from the start to the last square (1 ≤ throws ≤ last − start − faces
 * + 1, or 1 when the last square is one throw away), its jumps written into `land`, or null when
 * a throw has no square to land on that may hold a jump. Cost: O(squares).
 */
export function layGame(
  game: SnakesGame,
  throws: number,
  land: Int32Array,
  random: SeededRandom,
): LaidGame | null {
  const { start, last, faces } = game;
  const stands = new Int32Array(throws + 1);
  stands[0] = start;
  stands[throws] = last;
  const ladders = game.ladders[1] > 0;
  const snakes = game.snakes[1] > 0;
  if (throws >= 2 && ladders && snakes) {
    // The squares before the last two lie below last − faces, else the last square would be one throw
    // nearer; the second last is one throw from it, so that the last throw lands there plainly.
    const chosen = sample(start + 1, last - faces - 1, throws - 2, random);
    stands.set(chosen, 1);
    stands[throws - 1] = random.int(Math.max(last - faces, stands[throws - 2] + 1), last - 1);
  } else if (throws >= 2) {
    const gaps = restrictedGaps(last - start, throws, faces, ladders, snakes, random);
    if (!gaps) return null;
    for (let i = 1; i < throws; i++) stands[i] = stands[i - 1] + gaps[i - 1];
  }
  const lands = new Int32Array(throws);
  for (let i = 0; i < throws; i++) {
    // Beyond the reach of every earlier square, within this one's.
    const from = Math.max(stands[i] + 1, i === 0 ? 0 : stands[i - 1] + faces + 1);
    const to = Math.min(stands[i] + faces, last);
    const next = stands[i + 1];
    if (next >= from && next <= to) {
      lands[i] = next;
      continue;
    }
    // A ladder up to the next square lands below it, a snake down to it above it: without one of
    // them, the landing is on the other's side.
    const low = ladders ? from : Math.max(from, next + 1);
    const high = snakes ? to : Math.min(to, next - 1);
    const landing = low <= high ? pickJumpable(game, low, high, random) : -1;
    if (landing < 0) return null;
    lands[i] = landing;
    land[landing] = next;
  }
  return { stands, lands };
}

/**
 * The gaps between the standing squares of a game of `throws` throws over `span` squares, at random,
 * when the board may not hold ladders (`ladders` false) or snakes. The last two add up to more
 * than `faces` and the last is at most `faces`, as in any laid game. Without ladders no throw goes
 * further than the die (a landing beyond the reach of the squares before goes down a snake to the
 * next square). Without snakes nothing can be blocked, so the laid game must be the shortest: the
 * gaps before the last two are at least `faces` where the span allows it (no throw of the die
 * then gets ahead of the game), else more than half of it (every two in a row then add up to more
 * than `faces`: the next square is at or above a landing beyond the reach of the square before,
 * reached plainly or by a ladder up). Null when no gaps fit. Cost: O(throws + faces).
 */
function restrictedGaps(
  span: number,
  throws: number,
  faces: number,
  ladders: boolean,
  snakes: boolean,
  random: SeededRandom,
): Int32Array | null {
  const rest = throws - 2;
  const low = snakes ? 1 : rest * faces + faces + 1 <= span ? faces : Math.ceil((faces + 1) / 2);
  const high = ladders ? span : faces;
  const gaps = new Int32Array(throws);
  // The last two first (at least one each): their sum more than faces, the last at most faces,
  // the rest still possible.
  const before = (lastGap: number): [number, number] => [
    Math.max(1, faces + 1 - lastGap, span - lastGap - rest * high),
    Math.min(high, span - lastGap - rest * low),
  ];
  const lasts: number[] = [];
  for (let lastGap = 1; lastGap <= Math.min(faces, high); lastGap++) {
    const [from, to] = before(lastGap);
    if (from <= to) lasts.push(lastGap);
  }
  if (lasts.length === 0) return null;
  const lastGap = random.pick(lasts);
  const [from, to] = before(lastGap);
  gaps[throws - 1] = lastGap;
  gaps[throws - 2] = random.int(from, to);
  let left = span - gaps[throws - 2] - lastGap;
  for (let i = 0; i < rest; i++) {
    const count = rest - 1 - i;
    const gap = random.int(Math.max(low, left - count * high), Math.min(high, left - count * low));
    gaps[i] = gap;
    left -= gap;
  }
  return gaps;
}

// A square from `from` to `to` that may hold a jump, at random; -1 when none may.
function pickJumpable(game: SnakesGame, from: number, to: number, random: SeededRandom): number {
  const first = random.int(from, to);
  for (let k = 0; k <= to - from; k++) {
    const square = from + ((first - from + k) % (to - from + 1));
    if (game.jumpable(square) && square !== game.last) return square;
  }
  return -1;
}

// `count` different whole numbers from `low` to `high`, ascending (Floyd's sampling). Cost: O(count + range / 8).
function sample(low: number, high: number, count: number, random: SeededRandom): Int32Array {
  const range = high - low + 1;
  const taken = new Uint8Array(range);
  for (let j = range - count; j < range; j++) {
    const pick = random.int(0, j);
    taken[taken[pick] === 1 ? j : pick] = 1;
  }
  const chosen = new Int32Array(count);
  for (let k = 0, at = 0; k < range; k++) if (taken[k] === 1) chosen[at++] = low + k;
  return chosen;
}
