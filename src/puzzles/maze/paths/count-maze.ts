// How many paths lead through a maze, exactly: by moves, the fastest method that is exact.
import { BoardpathError, checkMemory } from '../../../errors.js';
import { countSimplePaths, DEFAULT_ENUMERATION_WORK } from '../../../search/backtrack.js';
import { exponential, grouped } from '../../../words.js';
import { cellOf, type MazeGrid } from '../board/board.js';
import { cellGraph } from '../solve/moves.js';
import { countPathsFrontier } from './count-paths.js';
import { rowPathCount } from './row-paths.js';
import { shortestPathCount } from './shortest-count.js';
import { countGridPathsByMates, MATE_BYTES_PER_CELL } from './mate-grid.js';
import { checkMazeCall, countMazeSchema, type CountMethod } from '../options.js';
import { enumerationBytes, pathOptions } from './paths.js';
import type { SolveMazeOptions } from '../solve/solve.js';

/**
 * How many paths lead from the start to the goal visiting no cell twice, exactly.
 * 2 moves: dynamic programming over the rectangle between start and goal with BigInt (every path
 * has the same length, and the count is a sum over the cell above and the cell to the left), so an
 * open 1000×1000 grid (a binomial coefficient of 600 digits) takes well under a second.
 * 4 moves: frontier-based dynamic programming (`countPathsFrontier`), exact far past what
 * enumeration reaches (an open 12×12 maze in seconds).
 * 8 moves: frontier-based dynamic programming with mates (`countPathsByMates`), which allows the
 * crossing diagonals: an open 5×5 maze (447,544,629 paths) in milliseconds. When the usable cells'
 * shorter side is over 11 (too wide a frontier for its states), or with `method: 'enumerate'`: the
 * pruned enumeration of `allMazePaths`, counted without building strings.
 *
 * Cost: 2 moves, O(cells) BigInt additions and one row of BigInts; 4 and 8 moves, O(cells × frontier
 * states) time and O(frontier states) memory within `maxMemory` (`E_MEMORY` past it), 8 moves also
 * within `maxWork` states (`E_WORK`); the enumeration, O(paths × length × cells) time at most,
 * within `maxWork` steps.
 */
export function countMazePaths(
  grid: MazeGrid,
  options: SolveMazeOptions & { readonly method?: CountMethod } = {},
): bigint {
  [grid, options] = checkMazeCall(grid, countMazeSchema, options);
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
  if (moves === 8 && options.method !== 'enumerate') {
    const planBytes = MATE_BYTES_PER_CELL * grid.rows * grid.columns;
    checkMemory('this maze', planBytes, options.maxMemory, ' to count its paths');
    const count = countGridPathsByMates(grid, start, goal, 8, {
      signal: options.signal,
      maxMemory: options.maxMemory === undefined ? undefined : options.maxMemory - planBytes,
      maxWork: options.maxWork,
      progress: options.progress,
    });
    if (count !== undefined) return count;
    refuseEndlessCount(grid, options);
  }
  checkMemory('this maze', enumerationBytes(grid, moves), options.maxMemory);
  return countSimplePaths(cellGraph(grid, moves), start, goal, pathOptions(grid, options));
}

/** The work `quickPathCount` allows its count: frontier states, or steps of the enumeration. */
const QUICK_COUNT_WORK = 1e7;
/** The memory `quickPathCount` allows its count at most. */
const QUICK_COUNT_MEMORY = 256 * 2 ** 20;
/** The cells of the biggest maze `quickPathCount` counts with 2 moves (BigInt sums, under a second). */
const QUICK_COUNT_CELLS = 1e6;

/**
 * How many paths lead from the start to the goal, if `countMazePaths` can tell within a small budget
 * (`QUICK_COUNT_WORK`, at most 256 MB, about a second at most); undefined when it cannot: a maze too
 * wide for the frontier count, or with too many paths to enumerate. For what a listing of every path
 * would take before it starts.
 */
export function quickPathCount(grid: MazeGrid, options: SolveMazeOptions = {}): bigint | undefined {
  const moves = options.moves ?? 4;
  if (moves === 2 && grid.rows * grid.columns > QUICK_COUNT_CELLS) return undefined;
  const small = {
    moves,
    signal: options.signal,
    maxWork: Math.min(options.maxWork ?? Infinity, QUICK_COUNT_WORK),
    maxMemory: Math.min(options.maxMemory ?? Infinity, QUICK_COUNT_MEMORY),
  };
  try {
    // With 4 moves the budget is the frontier count's own (the command's count has none: memory
    // bounds it, on one thread or two alike).
    return moves === 4 ? countPathsFrontier(grid, grid.start, grid.goal, small) : countMazePaths(grid, small);
  } catch (error) {
    if (error instanceof BoardpathError && (error.code === 'E_WORK' || error.code === 'E_MEMORY'))
      return undefined;
    throw error;
  }
}

/** What `pathsAtLeast` knows: the exact count, or a number the paths are at least. */
export type PathsAtLeast = { readonly exact: bigint } | { readonly atLeast: number };

/**
 * How many paths lead from the start to the goal at least: the exact count when `quickPathCount`
 * has it, else the number of shortest ones (in four directions with 8 moves), found in linear time
 * (`shortestPathCount`); undefined when neither fits within `maxMemory` (and 256 MB). For what a
 * listing or a count of every path would take before it starts. Cost: `quickPathCount`'s, then
 * O(cells).
 */
export function pathsAtLeast(grid: MazeGrid, options: SolveMazeOptions = {}): PathsAtLeast | undefined {
  const exact = quickPathCount(grid, options);
  if (exact !== undefined) return { exact };
  const memory = Math.min(options.maxMemory ?? Infinity, QUICK_COUNT_MEMORY);
  const atLeast = shortestPathCount(grid, options.moves === 2 ? 2 : 4, memory);
  return atLeast === undefined ? undefined : { atLeast };
}

/** A number of paths as a message writes it: 2,704,156, or 1.2e58 when long, "more than" a bound. */
export function shownPaths(known: PathsAtLeast): string {
  if ('exact' in known) return grouped(known.exact);
  const { atLeast } = known;
  if (atLeast < 1e15) return `more than ${grouped(Math.floor(atLeast))}`;
  return `more than ${Math.min(atLeast, Number.MAX_VALUE).toPrecision(2).replace('e+', 'e')}`;
}

/** Whether `known` paths times `each` pass `budget`. */
export function passes(known: PathsAtLeast, each: number, budget: number): boolean {
  return 'exact' in known ? known.exact * BigInt(each) > BigInt(budget) : known.atLeast * each > budget;
}

/**
 * Before the enumeration counts 8-move paths one by one (a step at least each): every path in four
 * directions is one in eight too, so when those (counted quickly, or their shortest ones) already
 * pass the work budget, the enumeration would run into it: refused at once (an open 12×12 maze has
 * about 1.8·10^29 such paths).
 */
function refuseEndlessCount(grid: MazeGrid, options: SolveMazeOptions): void {
  const maxWork = options.maxWork ?? DEFAULT_ENUMERATION_WORK;
  const fewest = pathsAtLeast(grid, { moves: 4, signal: options.signal, maxMemory: options.maxMemory });
  if (fewest === undefined || !passes(fewest, 1, maxWork)) {
    // A limit below the quick count's own memory may have kept it from counting: the paths that
    // cross the rows in order need none, so the refusal comes as soon at 1 MB as at 256 MB.
    if ((options.maxMemory ?? Infinity) >= QUICK_COUNT_MEMORY) return;
    const crossing = rowPathCount(grid);
    if (crossing <= maxWork) return;
    throw new BoardpathError(
      'E_WORK',
      `this maze has ${shownPaths({ atLeast: crossing })} paths with 8 moves (that many crossing its rows or columns in order alone): counting them one by one would take more than ${exponential(maxWork)} steps, the work budget`,
    );
  }
  const which = 'exact' in fewest ? 'that many' : 'that many shortest ones';
  throw new BoardpathError(
    'E_WORK',
    `this maze has ${'exact' in fewest ? 'more than ' : ''}${shownPaths(fewest)} paths with 8 moves (${which} in four directions alone): counting them one by one would take more than ${exponential(maxWork)} steps, the work budget`,
  );
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
