// `generateMaze`: a Rat in a Maze grid made to order, proven by the solver.
import { checkMemory } from '../../../errors.js';
import type { SeededRandom } from '../../../random.js';
import { DEFAULT_ENGINE_MEMORY } from '../../../search/check-graph.js';
import { counted, grouped } from '../../../words.js';
import { boardRandom, frozenResult, GenerateBudget, type Certified, type Generated } from '../../generate.js';
import { makeMaze, type MazeGrid } from '../board/board.js';
import type { MazeSolution } from '../solve/solve.js';
import { mazeCertificate } from './certificate.js';
import { layExample } from './exact-mazes.js';
import { PATH_LENGTHS_BYTES } from './lay-path.js';
import { cutAll, growTree, openAround } from './open-cells.js';
import { checkGenerateMaze, type GenerateMazeOptions, type MazeRequest } from './options.js';
import { checkMazeRequest, describeMaze, lengthsWith, mazeLengths, type MazeLengths } from './range.js';
import { TWO_WAY_BYTES, TwoWaySearch } from './two-way.js';

/** A generated maze and its certificate. */
export type GeneratedMaze = Generated<MazeGrid, Certified<MazeSolution>>;

// Bytes a cell: the laid paths' lengths both ways, the two-way search (twice: the range's open
// grid too), the grid, and the certificate's searches.
const BYTES_PER_CELL = 2 * PATH_LENGTHS_BYTES + 2 * TWO_WAY_BYTES + 1 + 40;

/**
 * A Rat in a Maze grid made to order, from the top-left to the bottom-right
 * cell: a shortest path of exactly `shortest` steps (-1: no path), exactly `paths` shortest paths
 * (`unique`: one), about the share `walls` of cells blocked, cells blocked at random or a perfect
 * maze (`style`). Board `index` of `seed` is the same maze on every machine. The answer is the
 * certificate: the solver's fewest steps and one shortest path, and `solutions`, how many shortest
 * paths the engine counts. A request no maze meets is refused at once (`E_USAGE`, with the range
 * that can be met); one not met within `timeLimit` or `maxWork` is `E_WORK`.
 *
 * Cost: O(cells × moves) a cell opened, about 350 bytes a cell, refused past `maxMemory` (1 GiB by
 * default) before anything is allocated. Synchronous: a `signal` stops it only when it fired before
 * the call (or from another thread); `timeLimit` (10 s by default) and `maxWork` are what bound it,
 * the lengths' programme a row at a time included.
 *
 * @example
 * generateMaze({ rows: 6, columns: 6, shortest: 14, unique: true, seed: 'Ada' }).answer.moves // 14
 */
export function generateMaze(options: GenerateMazeOptions = {}): GeneratedMaze {
  const { checked, request } = checkGenerateMaze(options);
  const { rows, columns, moves } = request;
  const cells = rows * columns;
  const maxMemory = checked.maxMemory ?? DEFAULT_ENGINE_MEMORY;
  checkMemory(describeMaze(request), BYTES_PER_CELL * cells, maxMemory, ' to generate');
  // The budget's clock starts before the lengths a path can be laid with are worked out (a row at
  // a time: on a big grid, seconds), and counts them.
  let target = request.shortest;
  const budget = new GenerateBudget(checked, () => `no ${wanted(request, target)} was found`);
  const lengths = mazeLengths(request, (steps) => budget.spend(steps));
  checkMazeRequest(request, lengths);
  const random = boardRandom(checked.seed, checked.index);
  const shortest = request.shortest ?? naturalShortest(request, lengths, random);
  target = shortest;
  budget.spend(cells);
  const search = new TwoWaySearch(rows, columns, moves, 0, cells - 1);
  const limits = { maxMemory, signal: checked.signal };
  for (;;) {
    const open = new Uint8Array(cells);
    const ok =
      shortest === -1
        ? noPath(request, open, search, random, budget)
        : around(request, shortest, lengths, open, search, random, budget);
    budget.spend(1);
    if (!ok) continue;
    const grid = makeMaze(rows, columns, open);
    const answer = mazeCertificate(grid, moves, limits);
    const met =
      answer.moves === (shortest === -1 ? null : shortest) &&
      (request.paths === undefined || answer.solutions === BigInt(request.paths));
    if (met) return frozenResult(grid, answer);
  }
}

// A path of `shortest` steps laid (row after row, or column after column) and cells opened around it.
function around(
  request: MazeRequest,
  shortest: number,
  lengths: MazeLengths,
  open: Uint8Array,
  search: TwoWaySearch,
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  const { rows, columns } = request;
  const ways = [lengths.byRows, lengths.byColumns].filter((way) => way !== null && way.lays(shortest));
  if (ways.length > 0) {
    const way = random.pick(ways)!;
    const path = way.lay(shortest, random);
    if (!path) return false;
    for (const cell of path)
      // Laid on the grid turned, row r, column c is this grid's row c, column r.
      open[way === lengths.byRows ? cell : (cell % rows) * columns + Math.floor(cell / rows)] = 1;
  } else {
    // A length the row-by-row paths do not reach: the table's path of it, turned at random.
    const path = layExample(rows, columns, request.moves, shortest, random);
    if (!path) return false;
    for (const cell of path) open[cell] = 1;
  }
  budget.spend(rows * columns);
  if (request.style === 'perfect') {
    growTree(request, open, random, budget);
    return true;
  }
  return openAround(request, open, search, random, budget);
}

// No path: a perfect maze grown from the start with the goal left blocked, or cells cut at random.
function noPath(
  request: MazeRequest,
  open: Uint8Array,
  search: TwoWaySearch,
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  if (request.style === 'perfect') {
    open[search.start] = 1;
    if (search.start !== search.goal) growTree(request, open, random, budget, search.goal);
    else open[search.start] = 0;
  } else cutAll(request, open, search, random, budget);
  return true;
}

// Without a target: a length in the lower half of those a path can be laid with (with `paths`, one
// at which that many shortest paths may be: from the lower half if there is one there).
function naturalShortest(request: MazeRequest, lengths: MazeLengths, random: SeededRandom): number {
  const high = lengths.least + Math.floor((lengths.most - lengths.least) / 2);
  const fit = request.paths === undefined ? null : new Set(lengthsWith(request, lengths, request.paths));
  if (fit && ![...fit].some((steps) => steps <= high)) return random.pick([...fit]);
  for (;;) {
    const steps = random.int(lengths.least, high);
    if (fit ? fit.has(steps) : lengths.lays(steps)) return steps;
  }
}

// The request in words, for the message of a budget run out (before its length was chosen, the maze alone).
function wanted(request: MazeRequest, shortest: number | undefined): string {
  if (shortest === undefined) return describeMaze(request).replace(/^an? /, '');
  const path =
    shortest === -1
      ? 'no path'
      : `a shortest path of ${counted(shortest, 'step')}${request.paths === undefined ? '' : request.paths === 1 ? ', the only one' : ` and ${grouped(request.paths)} shortest paths`}`;
  return `${describeMaze(request).replace(/^an? /, '')} with ${path}`;
}
