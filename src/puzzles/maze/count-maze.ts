// How many paths lead through a maze, exactly: by moves, the fastest method that is exact.
import { checkMemory } from '../../errors.js';
import { countSimplePaths } from '../../search/backtrack.js';
import { cellOf, mazeGraph, type MazeGrid } from './board.js';
import { countPathsFrontier } from './count/count-paths.js';
import { checkMazeCall, countMazeSchema } from './options.js';
import { enumerationBytes, pathOptions } from './paths.js';
import type { SolveMazeOptions } from './solve.js';

/**
 * How many paths lead from the start to the goal visiting no cell twice, exactly.
 * 2 moves: dynamic programming over the rectangle between start and goal with BigInt (every path
 * has the same length, and the count is a sum over the cell above and the cell to the left), so an
 * open 1000×1000 grid (a binomial coefficient of 600 digits) takes well under a second.
 * 4 moves: frontier-based dynamic programming (`countPathsFrontier`), exact far past what
 * enumeration reaches (an open 12×12 maze in seconds).
 * 8 moves (or `method: 'enumerate'`): the pruned enumeration of `allMazePaths`, counted without
 * building strings — diagonal moves cross each other, which breaks the planar frontier.
 *
 * Cost: 2 moves, O(cells) BigInt additions and one row of BigInts; 4 moves, O(cells × frontier
 * states); 8 moves, O(paths × length × cells) time at most.
 */
export function countMazePaths(
  grid: MazeGrid,
  options: SolveMazeOptions & { readonly method?: 'auto' | 'enumerate' } = {},
): bigint {
  checkMazeCall(grid, countMazeSchema, options);
  const moves = options.moves ?? 4;
  const { open, start, goal } = grid;
  if (open[start] !== 1 || open[goal] !== 1) return 0n;
  if (moves === 2) return countDownRight(grid);
  if (moves === 4 && options.method !== 'enumerate') {
    return countPathsFrontier(grid, start, goal, {
      signal: options.signal,
      maxMemory: options.maxMemory,
      progress: options.progress,
    });
  }
  checkMemory('this maze', enumerationBytes(grid, moves), options.maxMemory);
  return countSimplePaths(mazeGraph(grid, moves), start, goal, pathOptions(grid, options));
}

function countDownRight(grid: MazeGrid): bigint {
  const { open, columns } = grid;
  const [startRow, startColumn] = cellOf(grid, grid.start);
  const [goalRow, goalColumn] = cellOf(grid, grid.goal);
  if (goalRow < startRow || goalColumn < startColumn) return 0n;
  const width = goalColumn - startColumn + 1;
  const ways: bigint[] = new Array<bigint>(width).fill(0n);
  for (let r = startRow; r <= goalRow; r++) {
    let left = 0n;
    for (let i = 0; i < width; i++) {
      const cell = r * columns + startColumn + i;
      if (open[cell] !== 1) left = 0n;
      else if (r === startRow && i === 0) left = 1n;
      else left = ways[i] + left;
      ways[i] = left;
    }
  }
  return ways[width - 1];
}
