// How many shortest paths a maze has: a lower bound of its simple paths, found in linear time.
import type { MazeGrid } from '../board/board.js';

/** Bytes a cell `shortestPathCount` takes: its distance, its ways and its place in the queue. */
const SHORTEST_COUNT_BYTES_PER_CELL = 16;

/**
 * How many shortest paths lead from the start to the goal moving down and right (`moves` 2) or in
 * four directions (4), as a double (Infinity past about 1.8·10^308): a breadth-first search from the
 * start that adds up, for each cell, the ways into it from the level before. Every such path visits
 * no cell twice, so this is a lower bound of the simple paths in four directions, and in eight
 * (each four-direction path is one in eight too), where counting those takes exponential time; with
 * 2 moves every path is a shortest one, and the count is theirs. 0 when there is no path (a blocked
 * start or goal included); undefined when its bytes (`SHORTEST_COUNT_BYTES_PER_CELL` a cell) would
 * pass `maxMemory`.
 *
 * Cost: O(cells) time, 16 bytes a cell.
 */
export function shortestPathCount(grid: MazeGrid, moves: 2 | 4, maxMemory = Infinity): number | undefined {
  const { rows, columns, open, start, goal } = grid;
  const cells = rows * columns;
  if (SHORTEST_COUNT_BYTES_PER_CELL * cells > maxMemory) return undefined;
  if (open[start] !== 1 || open[goal] !== 1) return 0;
  const distance = new Int32Array(cells).fill(-1);
  const ways = new Float64Array(cells);
  const queue = new Int32Array(cells);
  distance[start] = 0;
  ways[start] = 1;
  queue[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head];
    if (cell === goal) break;
    const row = (cell / columns) | 0;
    const column = cell - row * columns;
    const next = distance[cell] + 1;
    // Down, right, then (with 4 moves) up and left, each only inside the grid.
    for (let step = 0; step < moves; step++) {
      let other: number;
      if (step === 0) other = row + 1 < rows ? cell + columns : -1;
      else if (step === 1) other = column + 1 < columns ? cell + 1 : -1;
      else if (step === 2) other = row > 0 ? cell - columns : -1;
      else other = column > 0 ? cell - 1 : -1;
      if (other < 0 || open[other] !== 1) continue;
      if (distance[other] === -1) {
        distance[other] = next;
        queue[tail++] = other;
      }
      if (distance[other] === next) ways[other] += ways[cell];
    }
  }
  return ways[goal];
}
