// Where a throw ends once it reaches a square: the one place that follows jumps, one per throw or
// chained, and that refuses a cycle of chained jumps.
import { BoardpathError } from '../../../errors.js';
import type { SnakesBoard } from './board.js';
import { jumpStartingOn } from './find-jump.js';

/**
 * Where a landing on each jump square ends the throw (same index as `board.jumpFrom`): the jump's
 * own end (one jump per throw, `board.jumpTo` itself), or with `chain` the end of the whole chain
 * of jumps that starts there. With `chain`, a cycle of jumps is a bad board (`BoardpathError`
 * E_BOARD, naming the jumps of the cycle).
 *
 * Cost: O(J log J) time for J jumps with `chain` (each jump walked once), 9 bytes per jump; nothing
 * without.
 */
export function jumpEnds(board: SnakesBoard, chain: boolean): Float64Array {
  const { jumpFrom, jumpTo } = board;
  if (!chain) return jumpTo;
  const count = jumpFrom.length;
  const end = new Float64Array(count);
  const state = new Uint8Array(count); // 0 new, 1 on the current walk, 2 resolved
  const walk: number[] = [];
  for (let first = 0; first < count; first++) {
    if (state[first] === 2) continue;
    walk.length = 0;
    let jump = first;
    let final: number;
    for (;;) {
      if (state[jump] === 2) {
        final = end[jump];
        break;
      }
      if (state[jump] === 1) throw chainCycle(jumpFrom, walk.slice(walk.indexOf(jump)), jump);
      state[jump] = 1;
      walk.push(jump);
      const next = jumpStartingOn(jumpFrom, jumpTo[jump]);
      if (next < 0) {
        final = jumpTo[jump];
        break;
      }
      jump = next;
    }
    for (const index of walk) {
      end[index] = final;
      state[index] = 2;
    }
  }
  return end;
}

// The error for the jumps `cycle` (indexes, in the order followed) that lead back to jump `again`.
function chainCycle(jumpFrom: Float64Array, cycle: number[], again: number): BoardpathError {
  const squares = [...cycle.map((index) => jumpFrom[index]), jumpFrom[again]];
  return new BoardpathError(
    'E_BOARD',
    `with chained jumps, the jumps ${squares.join('→')} form a cycle: the token would never stop`,
    { square: jumpFrom[again] },
  );
}

/**
 * Where the token ends a throw that reaches each square: itself, or the end of its jump (one jump
 * per throw), or with `chain` the end of the whole chain of jumps (`jumpEnds`, which refuses a
 * cycle).
 *
 * Cost: O(squares + J) time for J jumps (O(squares + J log J) with `chain`), 4 bytes per square.
 */
export function landingTable(board: SnakesBoard, chain = false): Int32Array {
  const landing = new Int32Array(board.last + 1);
  for (let square = 0; square <= board.last; square++) landing[square] = square;
  const { jumpFrom } = board;
  const ends = jumpEnds(board, chain);
  for (let i = 0; i < jumpFrom.length; i++) landing[jumpFrom[i]] = ends[i];
  return landing;
}
