/**
 * The maze tab's comparison, run in the worker: breadth-first search, the textbook depth-first
 * backtracking, A* and breadth-first search from both ends, each on the same grid through the
 * engine, each with the cells it expanded in order and the path it found.
 */
import type { MazeGrid, MazeMoves } from 'boardpath';
import { mazeGraph, type IntGraph } from 'boardpath/engine';
import { recordAStar, recordBacktracking, recordBidirectional, recordBreadthFirst } from '../learn/record.js';
import type { ComparedSearch, ComparedSteps } from '../search/protocol.js';

/** Steps of the depth-first backtracking a comparison records: enough for a 1000×1000 maze's walk. */
const COMPARE_DEPTH_FIRST_STEPS = 4_000_000;

/**
 * Moves from the goal's side with 2 moves (down and right): the steps into a cell, up and left.
 * With 4 or 8 moves every step can be undone, so the maze's own graph serves both sides.
 */
function backwardsGraph(grid: MazeGrid, moves: MazeMoves): IntGraph | undefined {
  if (moves !== 2) return undefined;
  const { rows, columns, open } = grid;
  return {
    size: rows * columns,
    maxDegree: 2,
    moves(cell, out) {
      const row = Math.floor(cell / columns);
      const column = cell - row * columns;
      let count = 0;
      if (row > 0 && open[cell - columns] === 1) out[count++] = cell - columns;
      if (column > 0 && open[cell - 1] === 1) out[count++] = cell - 1;
      return count;
    },
  };
}

/**
 * The distance to the goal if no wall stood in the way, a consistent heuristic for A*: Manhattan
 * for 2 and 4 moves, Chebyshev (the larger of the row and column distances) for 8, since a diagonal
 * step costs one move like any other.
 */
function gridDistance(grid: MazeGrid, moves: MazeMoves): (cell: number) => number {
  const { columns } = grid;
  const goalRow = Math.floor(grid.goal / columns);
  const goalColumn = grid.goal % columns;
  return (cell) => {
    const row = Math.floor(cell / columns);
    const dr = Math.abs(row - goalRow);
    const dc = Math.abs(cell - row * columns - goalColumn);
    return moves === 8 ? Math.max(dr, dc) : dr + dc;
  };
}

/**
 * The four searches on one maze whose start and goal are open, and with `steps` > 0 each one's
 * first `steps` steps recorded for the learn view: each is the engine's search, recorded as it
 * runs, so the steps and the comparison are the same searches.
 */
export function compareSearches(
  grid: MazeGrid,
  moves: MazeMoves,
  steps = 0,
): { searches: ComparedSearch[]; steps: ComparedSteps | null } {
  const graph = mazeGraph(grid, moves);
  const { start, goal } = grid;
  const breadth = recordBreadthFirst(graph, start, goal, steps);
  const walk = recordBacktracking(graph, start, goal, COMPARE_DEPTH_FIRST_STEPS);
  const stepped = new Uint8Array(graph.size);
  let distinct = 0;
  for (const event of walk.events)
    if (event >= 0 && !stepped[event]) {
      stepped[event] = 1;
      distinct++;
    }
  const star = recordAStar(graph, start, goal, gridDistance(grid, moves), steps);
  const both = recordBidirectional(graph, start, goal, steps, backwardsGraph(grid, moves));
  const searches: ComparedSearch[] = [
    {
      name: 'breadth-first',
      visits: breadth.order.slice(0, breadth.explored),
      side: null,
      explored: breadth.explored,
      path: breadth.path,
      complete: true,
    },
    {
      name: 'depth-first',
      visits: walk.events,
      side: null,
      explored: distinct,
      path: walk.path,
      complete: walk.complete,
    },
    {
      name: 'a-star',
      visits: star.expanded,
      side: null,
      explored: star.explored,
      path: star.path,
      complete: true,
    },
    {
      name: 'bidirectional',
      visits: both.expanded,
      side: both.side,
      explored: both.explored,
      path: both.path,
      complete: true,
    },
  ];
  return { searches, steps: steps > 0 ? { breadth, walk, star, both } : null };
}
