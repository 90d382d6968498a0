// Where the token stands along a game given as runs of faces (`[face, count]` pairs, as the solver
// gives games too long to list), on boards of any size: the jumps are looked up among the board's
// sorted jump starts, never in a table with an entry per square, and landings follow `jumpEnds`.
import type { SnakesBoard } from '../board/board.js';
import { firstAbove, jumpStartingOn } from '../board/find-jump.js';
import { jumpEnds } from '../board/landing.js';
import type { FaceRun } from './solution.js';

/** Where a throw that reaches `square` ends: its jump's end (its chain's, with `chain`), or itself. */
function landing(board: SnakesBoard, chain: boolean): (square: number) => number {
  const ends = jumpEnds(board, chain);
  return (square) => {
    const jump = jumpStartingOn(board.jumpFrom, square);
    return jump < 0 ? square : ends[jump];
  };
}

/**
 * The square after each run of the game (the start first): a run of `count` throws of `face` moves
 * the token `face` squares a throw until a throw lands on a jump's start, which it takes, and so on.
 * With `chain`, a cycle of jumps is refused (`E_BOARD`, as `jumpEnds` refuses it). Cost: O(J log J)
 * for J jumps to start, then for each run a search and a look at the jump starts it passes.
 */
export function snakesRunEnds(board: SnakesBoard, runs: readonly FaceRun[], chain = false): Float64Array {
  const land = landing(board, chain);
  const { jumpFrom } = board;
  const ends = new Float64Array(runs.length + 1);
  let square = board.start;
  ends[0] = square;
  runs.forEach(([face, count], r) => {
    let left = count;
    while (left > 0) {
      const reach = square + face * left;
      let taken = -1;
      for (let i = firstAbove(jumpFrom, square, 0); i < jumpFrom.length && jumpFrom[i] <= reach; i++)
        if ((jumpFrom[i] - square) % face === 0) {
          taken = jumpFrom[i];
          break;
        }
      if (taken < 0) {
        square = reach;
        left = 0;
      } else {
        left -= (taken - square) / face;
        square = land(taken);
      }
    }
    ends[r + 1] = square;
  });
  return ends;
}

/**
 * The square after every throw of a game given as runs, `moves` throws in all (the start first):
 * for games short enough to list. Cost: O(J log J) to start, O(log J) a throw.
 */
export function snakesThrowEnds(
  board: SnakesBoard,
  runs: readonly FaceRun[],
  moves: number,
  chain = false,
): Float64Array {
  const land = landing(board, chain);
  const positions = new Float64Array(moves + 1);
  let square = board.start;
  let throws = 0;
  positions[0] = square;
  for (const [face, count] of runs)
    for (let i = 0; i < count; i++) {
      square = land(square + face);
      positions[++throws] = square;
    }
  return positions;
}
