// Finding jumps by square in a board's ascending `jumpFrom`, for the searches that cannot afford a
// table with an entry per square.

/**
 * The first index at or after `from` whose square is above `square` (the length if none): galloping
 * from `from`, then binary search, so a walk up the board that looks a little further each time
 * pays for the distance it goes, not for the whole board.
 *
 * Cost: O(log d) for an answer d places after `from`.
 */
export function firstAbove(squares: Float64Array, square: number, from: number): number {
  const length = squares.length;
  if (from >= length || squares[from] > square) return from;
  let low = from; // squares[low] <= square
  let step = 1;
  while (low + step < length && squares[low + step] <= square) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, length); // squares[high] > square, or high = length
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (squares[middle] <= square) low = middle;
    else high = middle;
  }
  return high;
}

/** The index of the jump starting on `square` in the ascending `jumpFrom`, or -1. Cost: O(log J). */
export function jumpStartingOn(jumpFrom: Float64Array, square: number): number {
  const index = firstAbove(jumpFrom, square - 1, 0);
  return index < jumpFrom.length && jumpFrom[index] === square ? index : -1;
}
