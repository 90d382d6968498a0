// The backtracking answers of a maze: the textbook's first path with its solution matrix, and every
// path one after another. Both walk the same enumeration (src/search/backtrack.ts); the shortest
// path is in solve.ts.
import { checkMemory } from '../../../errors.js';
import { CHECKED_BY_CALLER } from '../../../search/check-graph.js';
import { BACKWARDS_BY_CONSTRUCTION } from '../../../search/paths-call.js';
import {
  firstSimplePath,
  simplePathBytes,
  simplePaths,
  type SimplePathOptions,
} from '../../../search/backtrack.js';
import { checkMazeCall, solveMazeSchema } from '../options.js';
import { type MazeGrid, type MazeMoves } from '../board/board.js';
import { directionsOf, cellGraph, mazeReverseGraph } from '../solve/moves.js';
import {
  noPath,
  PATH_BYTES_PER_CELL,
  solutionOf,
  type MazeFirstSolution,
  type SolveMazeOptions,
} from '../solve/solve.js';

/**
 * Bytes the path enumeration (first, all, count with 8 moves) may allocate for a maze: its marks,
 * stamps, group labels, queue and stack (`simplePathBytes`), and the path it gives.
 */
export function enumerationBytes(grid: Pick<MazeGrid, 'rows' | 'columns'>, moves: MazeMoves): number {
  const cells = grid.rows * grid.columns;
  return simplePathBytes(cells, moves) + PATH_BYTES_PER_CELL * cells;
}

/** The enumeration's options for a maze: its reverse graph with 2 moves, the signal and the budget. */
export function pathOptions(grid: MazeGrid, options: SolveMazeOptions): SimplePathOptions {
  const moves = options.moves ?? 4;
  // With 4 and 8 moves every step can be undone: no reverse graph, and the enumeration uses its
  // faster test for symmetric graphs. Those moves backwards are right by construction, so the
  // enumeration need not check them; the maze's own estimate (`enumerationBytes`) has been checked
  // against its limit.
  const maxMemory = CHECKED_BY_CALLER;
  const common = {
    signal: options.signal,
    maxWork: options.maxWork,
    progress: options.progress,
    maxMemory,
    [BACKWARDS_BY_CONSTRUCTION]: true,
  };
  return moves === 2 ? { ...common, reverse: mazeReverseGraph(grid, moves), acyclic: true } : common;
}

function firstNoPath(): MazeFirstSolution {
  return Object.assign(noPath(), { matrix: null });
}

/**
 * The textbook backtracking (the "first" answer of docs/rules.md): depth-first from the start, trying D then R with 2
 * moves, D, L, R, U (then b, n, u, y) with 4 and 8, never entering a cell twice; its first path to
 * the goal, and the 0/1 solution matrix. Branches that cannot reach the goal are cut before they are
 * walked, which changes how long it takes, never which path it finds.
 *
 * Cost: O(length × cells) time at most (one reachability search per step, none with 2 moves);
 * 46 to 88 bytes per cell at worst (`enumerationBytes`).
 */
export function firstMazePath(grid: MazeGrid, options: SolveMazeOptions = {}): MazeFirstSolution {
  [grid, options] = checkMazeCall(grid, solveMazeSchema, options);
  const moves = options.moves ?? 4;
  const { open, start, goal } = grid;
  if (open[start] !== 1 || open[goal] !== 1) return firstNoPath();
  checkMemory('this maze', enumerationBytes(grid, moves), options.maxMemory);
  const found = firstSimplePath(cellGraph(grid, moves), start, goal, pathOptions(grid, options));
  if (!found) return firstNoPath();
  return solutionOf(grid, found, found.length, true) as MazeFirstSolution;
}

/**
 * Every path from the start to the goal that visits no cell twice, as direction strings in
 * dictionary order (D < L < R < U < b < n < u < y), produced lazily: take as many as you need.
 * None if the start or goal is blocked; the one empty path `''` if the start is the goal.
 *
 * Cost: O(cells) memory; between two paths, at most O(length × cells) time (one reachability search
 * per step, none with 2 moves) — time grows with the number of paths, not with the dead ends.
 */
export function allMazePaths(
  grid: MazeGrid,
  options: SolveMazeOptions = {},
): Generator<string, void, undefined> {
  // Checked now, not at the first path: a generator's body waits for the first `next()`.
  [grid, options] = checkMazeCall(grid, solveMazeSchema, options);
  return mazePaths(grid, options);
}

function* mazePaths(grid: MazeGrid, options: SolveMazeOptions): Generator<string, void, undefined> {
  const moves = options.moves ?? 4;
  if (grid.open[grid.start] !== 1 || grid.open[grid.goal] !== 1) return;
  checkMemory('this maze', enumerationBytes(grid, moves), options.maxMemory);
  for (const path of simplePaths(cellGraph(grid, moves), grid.start, grid.goal, pathOptions(grid, options)))
    yield directionsOf(grid, path);
}
