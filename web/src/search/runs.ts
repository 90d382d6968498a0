/**
 * Where the token stands along a game given as runs of faces ([face, count] pairs, as the library
 * gives games too long to list), on boards of any size: the jumps are looked up among the board's
 * sorted jump starts, never in a table with an entry per square.
 */
import type { FaceRun, SnakesBoard } from 'boardpath';

/** The square a throw that reaches `square` ends on: the jump's end (followed on with `chain`), or itself. */
export function landingOf(board: SnakesBoard, chain: boolean): (square: number) => number {
  const { jumpFrom, jumpTo } = board;
  const find = (square: number) => {
    let low = 0;
    let high = jumpFrom.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (jumpFrom[middle] < square) low = middle + 1;
      else high = middle;
    }
    return low < jumpFrom.length && jumpFrom[low] === square ? jumpTo[low] : square;
  };
  return (square) => {
    let end = find(square);
    // A chain ends within as many jumps as the board has (the library refuses cycles).
    for (let hops = 0; chain && hops < jumpFrom.length && find(end) !== end; hops++) end = find(end);
    return end;
  };
}

/** The index of the first jump start after `square`. */
function firstAfter(jumpFrom: ArrayLike<number>, square: number): number {
  let low = 0;
  let high = jumpFrom.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (jumpFrom[middle] <= square) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The square after each run of the game (the start first): a run of `count` throws of `face` moves
 * the token `face` squares a throw until a throw lands on a jump's start, which it takes, and so on.
 * Cost: for each run, a binary search and a look at the jump starts it passes.
 */
export function runEnds(board: SnakesBoard, chain: boolean, runs: readonly FaceRun[]): Float64Array {
  const land = landingOf(board, chain);
  const { jumpFrom } = board;
  const ends = new Float64Array(runs.length + 1);
  let square = board.start;
  ends[0] = square;
  runs.forEach(([face, count], r) => {
    let left = count;
    while (left > 0) {
      const reach = square + face * left;
      let taken = -1;
      for (let i = firstAfter(jumpFrom, square); i < jumpFrom.length && jumpFrom[i] <= reach; i++)
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

/** The square after every throw of a game given as runs (the start first): for games short enough to list. */
export function throwEnds(
  board: SnakesBoard,
  chain: boolean,
  runs: readonly FaceRun[],
  moves: number,
): Float64Array {
  const land = landingOf(board, chain);
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
