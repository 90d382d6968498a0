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
  if (throws >= 2) {
    // The squares before the last two lie below last − faces, else the last square would be one throw
    // nearer; the second last is one throw from it, so that the last throw lands there plainly.
    const chosen = sample(start + 1, last - faces - 1, throws - 2, random);
    stands.set(chosen, 1);
    stands[throws - 1] = random.int(Math.max(last - faces, stands[throws - 2] + 1), last - 1);
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
    const landing = pickJumpable(game, from, to, random);
    if (landing < 0) return null;
    lands[i] = landing;
    land[landing] = next;
  }
  return { stands, lands };
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
