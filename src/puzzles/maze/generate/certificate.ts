// The proof that goes with a generated maze: the fewest steps and one shortest path from the
// puzzle's own solver, and how many shortest paths there are, counted by the engine on the maze's
// graph. Nothing of it comes from the generator.
import { BoardpathError } from '../../../errors.js';
import { countShortestPaths } from '../../../search/count-shortest.js';
import { certified, type Certified } from '../../generate.js';
import type { MazeGrid, MazeMoves } from '../board/board.js';
import { cellGraph } from '../solve/moves.js';
import { solveMaze, type MazeSolution } from '../solve/solve.js';

/**
 * The certificate of `grid` with `moves`: `solveMaze`'s answer and `solutions`, the number of
 * shortest paths (sequences of cells), from `countShortestPaths` on the maze's graph (0n when the
 * start or the goal is blocked). Cost: O(cells × moves), about 30 bytes a cell, each search within
 * `maxMemory`.
 */
export function mazeCertificate(
  grid: MazeGrid,
  moves: MazeMoves,
  limits: { readonly maxMemory?: number; readonly signal?: AbortSignal },
): Certified<MazeSolution> {
  const solution = solveMaze(grid, { moves, ...limits });
  const blocked = grid.open[grid.start] !== 1 || grid.open[grid.goal] !== 1;
  const counted = blocked
    ? { moves: null, count: 0n }
    : countShortestPaths(cellGraph(grid, moves), grid.start, grid.goal, limits);
  if (counted.moves !== solution.moves)
    throw new BoardpathError(
      'E_BOARD',
      `two searches disagree on the fewest steps (${solution.moves} and ${counted.moves}): this is a bug in boardpath`,
    );
  // The path's cells stay as the solver gives them: not enumerable (JSON leaves them out).
  return certified(solution, counted.count);
}
