import { BoardpathError, checkMemory } from '../../../errors.js';
import { showValue, type Progress } from '../../../options.js';
import { checkpoint, type IntSearchOptions } from '../../../search/int-graph.js';
import { A_STAR_STACK_BYTES_PER_CELL, fourWaysPath, NOT_REACHED } from './astar-four.js';
import { checkMazeCall, checkMazeGrid, solveMazeSchema } from '../options.js';
import {
  borderedAt,
  borderedBytes,
  cellAtBordered,
  cellOf,
  MOVE_LETTERS,
  stepsFor,
  takeBordered,
  type MazeGrid,
  type MazeMoves,
} from '../board/board.js';
import { directionsOf } from './moves.js';

/** Options shared by the maze solvers. */
export interface SolveMazeOptions {
  /** 2 (down, right), 4 (the four sides, the default) or 8 (also diagonally). */
  readonly moves?: MazeMoves;
  /** Refuse, before allocating, a search that would need more bytes than this. */
  readonly maxMemory?: number;
  readonly signal?: AbortSignal;
  /**
   * The work budget of the enumerations (`firstMazePath`, `allMazePaths`, the count with 8 moves):
   * steps of the backtracking, `E_WORK` past it (default `DEFAULT_ENUMERATION_WORK`, 10^9).
   */
  readonly maxWork?: number;
  /**
   * Told now and then how far the search has got: the shortest path's search tells the cells it
   * has explored and how many steps from the goal it is; the enumerations, their backtracking steps
   * and the paths found; the count with 4 moves, the cells swept and the states of its frontier.
   */
  readonly progress?: Progress;
}

/**
 * One path through the maze, or that there is none: the maze's JSON answer (docs/rules.md).
 * `if (solution.solvable)` makes `moves` a number, `path` the cells and `directions` the letters;
 * otherwise all three are null.
 */
export type MazeSolution = MazePath | MazeNoPath;

/** A path from the start to the goal. */
interface MazePath {
  readonly puzzle: 'maze';
  readonly solvable: true;
  /** Steps along `path` (the fewest, for the shortest path). */
  readonly moves: number;
  /**
   * The cells along the path, `[row, column]` from 0, start and goal included. Built from `cells`
   * the first time it is read: each pair is an object of its own (about 40 bytes against the 4 of a
   * cell in `cells`), so for a path of millions of cells read `cells` instead.
   */
  readonly path: Array<[number, number]>;
  /**
   * The same cells as `row × columns + column`, 4 bytes each. Not enumerable: `JSON.stringify` (and
   * a spread) leaves it out.
   */
  readonly cells: Int32Array;
  /** One letter per step: D, L, R, U, and for diagonals b, n, u, y. */
  readonly directions: string;
  /** Cells the search took off its queue (shortest) or stepped into (first). */
  readonly explored: number;
}

/** No path from the start to the goal (a blocked start or goal included). */
interface MazeNoPath {
  readonly puzzle: 'maze';
  readonly solvable: false;
  readonly moves: null;
  readonly path: null;
  /** Not enumerable, as in a path. */
  readonly cells: null;
  readonly directions: null;
  /** Cells the search took off its queue (shortest) or stepped into (first). */
  readonly explored: number;
}

/**
 * The textbook answer: the first path plus its 0/1 solution matrix (1 on the path), or no path. The
 * matrix, a number per cell of the maze, is built the first time it is read.
 */
export type MazeFirstSolution =
  (MazePath & { readonly matrix: number[][] }) | (MazeNoPath & { readonly matrix: null });

/**
 * A traced path of cell numbers (an engine search's `path` on `cellGraph`, say) as the maze's
 * answer, built as `solveMaze` builds its own; `null` is no path. The path must run from the
 * grid's start to its goal through open cells, each one step (of the eight) from the last: anything
 * else is a `BoardpathError` (E_USAGE) naming the first cell that is not.
 *
 * Cost: O(length) time and memory; the `[row, column]` pairs are made when `path` is first read.
 */
export function mazeSolutionOf(
  grid: MazeGrid,
  path: ArrayLike<number> | null,
  explored: number,
): MazeSolution {
  grid = checkMazeGrid(grid);
  if (!Number.isSafeInteger(explored) || explored < 0)
    throw new BoardpathError('E_USAGE', `explored is a count of cells, not ${showValue(explored)}`, {
      option: 'explored',
    });
  if (path === null) return noPath(explored);
  const refuse = (problem: string): never => {
    throw new BoardpathError('E_USAGE', `the path ${problem}`, { option: 'path' });
  };
  // A path visits a cell at most once, so it holds at most every cell: read once, each entry checked.
  const size = grid.rows * grid.columns;
  const length: unknown = typeof path === 'object' ? path.length : undefined;
  if (length === 0) refuse('is empty: it holds at least the start');
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 1 || length > size)
    refuse(`must be an array of 1 to ${size} cells, not ${showValue(path)}`);
  const cells = new Int32Array(length as number);
  for (let i = 0; i < cells.length; i++) {
    const cell: unknown = path[i];
    if (
      typeof cell !== 'number' ||
      !Number.isInteger(cell) ||
      cell < 0 ||
      cell >= size ||
      grid.open[cell] !== 1
    )
      refuse(`entry ${i}, ${showValue(cell)}, is not an open cell of the ${grid.rows}×${grid.columns} maze`);
    cells[i] = cell as number;
    if (i > 0 && !isStep(grid.columns, cells[i - 1], cells[i]))
      refuse(`entry ${i}, cell ${cells[i]}, is not one step from cell ${cells[i - 1]}`);
  }
  if (cells[0] !== grid.start) refuse(`starts at cell ${cells[0]}, not at the start ${grid.start}`);
  if (cells[cells.length - 1] !== grid.goal)
    refuse(`ends at cell ${cells[cells.length - 1]}, not at the goal ${grid.goal}`);
  return solutionOf(grid, cells, explored);
}

// Whether `to` is one of the eight steps from `from`.
function isStep(columns: number, from: number, to: number): boolean {
  const rows = Math.abs(Math.floor(to / columns) - Math.floor(from / columns));
  const sideways = Math.abs((to % columns) - (from % columns));
  return from !== to && rows <= 1 && sideways <= 1;
}

/**
 * Bytes the shortest-path search allocates for a grid: a level byte and an Int32 (distance or queue
 * entry) per cell with a border, and for the path found, at most every cell: an Int32 and a letter.
 */
export function mazeSearchBytes(grid: Pick<MazeGrid, 'rows' | 'columns'>): number {
  return 5 * (grid.rows + 2) * (grid.columns + 2) + PATH_BYTES_PER_CELL * grid.rows * grid.columns;
}

/** Bytes a path takes per cell: its cell (an Int32) and the letter of the step into it. */
export const PATH_BYTES_PER_CELL = 5;

/** No path, as an answer (`explored` cells searched). */
export function noPath(explored = 0): MazeNoPath {
  const answer = {
    puzzle: 'maze',
    solvable: false,
    moves: null,
    path: null,
    directions: null,
    explored,
  } as const;
  return Object.defineProperty(answer, 'cells', { value: null }) as MazeNoPath;
}

/** The 0/1 solution matrix of a path: 1 on the path's cells, 0 elsewhere. */
function solutionMatrix(grid: Pick<MazeGrid, 'rows' | 'columns'>, path: ArrayLike<number>): number[][] {
  const flat = new Uint8Array(grid.rows * grid.columns);
  for (let i = 0; i < path.length; i++) flat[path[i]] = 1;
  return Array.from({ length: grid.rows }, (_, r) =>
    Array.from(flat.subarray(r * grid.columns, (r + 1) * grid.columns)),
  );
}

/**
 * A found path as the maze's answer. `path` (and the first path's `matrix`) are built on first
 * read, so that a path of millions of cells costs its Int32Array, not millions of small arrays.
 * `cells` is not enumerable: `JSON.stringify` gives the documented keys only.
 */
export function solutionOf(grid: MazeGrid, cells: Int32Array, explored: number, first = false): MazePath {
  let path: Array<[number, number]> | undefined;
  let matrix: number[][] | undefined;
  const solution = {
    puzzle: 'maze' as const,
    solvable: true as const,
    moves: cells.length - 1,
    get path() {
      return (path ??= Array.from(cells, (cell) => cellOf(grid, cell)));
    },
    directions: directionsOf(grid, cells),
    explored,
  };
  if (first)
    Object.defineProperty(solution, 'matrix', {
      enumerable: true,
      get: () => (matrix ??= solutionMatrix(grid, cells)),
    });
  return Object.defineProperty(solution, 'cells', { value: cells }) as MazePath;
}

/**
 * The shortest path (fewest steps) from the start to the goal, by breadth-first search — and among
 * the shortest paths, the first in dictionary order of its directions. A blocked start or goal
 * means no path; start = goal is a path of zero steps.
 *
 * How: the grid is copied into a byte per cell with a border of blocked cells around it (so a step
 * is one addition and one byte test, with no bounds checks); one breadth-first search from the goal
 * (over the moves reversed) stops when it reaches the start, keeping each cell's level modulo 3 in
 * its byte (with 4 moves, an A* search from the goal does the same work on fewer cells); then a
 * walk from the start takes, at each cell, the first step in try order into a cell one level nearer
 * the goal. A neighbour's level differs by at most one (with 2 moves every path to
 * the goal has the same length), so the level modulo 3 tells "nearer" from "same" and "farther".
 *
 * Cost: O(cells) time; 5 bytes per cell (`mazeSearchBytes`: the bordered bytes and an Int32
 * queue), refused first if over `maxMemory`.
 *
 * @example
 * solveMaze(mazeFromRows([[1, 0, 0, 0], [1, 1, 0, 1], [1, 1, 0, 0], [0, 1, 1, 1]])).directions // 'DDRDRR'
 */
export function solveMaze(grid: MazeGrid, options: SolveMazeOptions = {}): MazeSolution {
  [grid, options] = checkMazeCall(grid, solveMazeSchema, options);
  const moves = options.moves ?? 4;
  const { rows, columns, start, goal } = grid;
  // A grid read straight into bordered bytes gives them to the search (`grid.open` is then not made).
  const taken = takeBordered(grid);
  const at = (cell: number) => borderedAt(columns, cell);
  const isOpen = (cell: number) => (taken ? taken[at(cell)] !== 0 : grid.open[cell] === 1);
  if (!isOpen(start) || !isOpen(goal)) return noPath();
  if (start === goal) return solutionOf(grid, Int32Array.of(start), 0);
  const needed = mazeSearchBytes(grid);
  checkMemory('this maze', needed, options.maxMemory);
  const width = columns + 2;
  const level = taken ?? borderedLevels(grid);
  const from = at(goal);
  const to = at(start);
  const forward = stepsFor(moves).map((step) => MOVE_LETTERS[step][0] * width + MOVE_LETTERS[step][1]);
  // A*'s two stacks grow with its frontier, which on an open grid is most of it: it is used when
  // the limit leaves them room beside the grid's bytes and the path; else the plain breadth-first
  // search, whose queue is counted in `mazeSearchBytes`. Both give the same path.
  const room = options.maxMemory === undefined ? Infinity : options.maxMemory - needed;
  if (moves === 4 && room >= A_STAR_STACK_BYTES_PER_CELL * rows * columns) {
    const { path, closed } = fourWaysPath(level, width, from, to, forward, options, room);
    if (!path) return noPath(closed);
    // Bordered indexes back to cells, in place: a path may be most of the maze.
    for (let i = 0; i < path.length; i++) path[i] = cellAtBordered(columns, path[i]);
    return solutionOf(grid, path, closed);
  }
  const backward = stepsFor(moves).map(
    (step) => (moves === 2 ? -1 : 1) * (MOVE_LETTERS[step][0] * width + MOVE_LETTERS[step][1]),
  );
  const queue = new Int32Array(rows * columns); // every open cell is queued at most once
  const explored = searchFromGoal(level, queue, Int32Array.from(backward), from, to, options);
  if (explored < 0) return noPath(-explored);
  // Walk forward from the start, always into the first neighbour one level nearer the goal:
  // once to count the steps, once to write the cells into a path of that length.
  const forwardCell = stepsFor(moves).map((step) => MOVE_LETTERS[step][0] * columns + MOVE_LETTERS[step][1]);
  const walk = (into: Int32Array | null): number => {
    let length = 1;
    for (let spot = to, cell = start; cell !== goal; length++) {
      const want = NEARER[level[spot]];
      let step = 0;
      while (step < forward.length && level[spot + forward[step]] !== want) step++;
      if (step === forward.length) throw new Error('maze walk lost its way (a bug in boardpath)');
      spot += forward[step];
      cell += forwardCell[step];
      if (into) into[length] = cell;
    }
    return length;
  };
  const path = new Int32Array(walk(null));
  path[0] = start;
  walk(path);
  return solutionOf(grid, path, explored);
}

// Levels of a bordered copy of the grid: 0 blocked or border, 1 open and not reached yet, 2…4
// reached (2 + steps to the goal, mod 3); A* uses 5…8 as well (`astar-four.ts`). The grid's own
// bytes (0 blocked, 1 open) are its levels before the search: its rows are copied as they are, and
// the border is the zeros of a new array.
function borderedLevels(grid: MazeGrid): Uint8Array {
  const { rows, columns, open } = grid;
  const level = new Uint8Array(borderedBytes(rows, columns));
  for (let r = 0; r < rows; r++)
    level.set(open.subarray(r * columns, (r + 1) * columns), borderedAt(columns, r * columns));
  return level;
}

// The level byte one step farther from the goal than a reached cell's level byte.
const NEXT_LEVEL = Uint8Array.of(0, 0, 3, 4, 2);

// The level byte one step nearer the goal than a reached cell's level byte.
const NEARER = Uint8Array.of(0, 0, 4, 2, 3);

// The same search for any list of steps (as offsets in the bordered grid).
function searchFromGoal(
  level: Uint8Array,
  queue: Int32Array,
  offsets: Int32Array,
  from: number,
  to: number,
  options: IntSearchOptions,
): number {
  level[from] = 2;
  let depth = 0; // the level of the cell taken last off the queue, counted as the queue passes it
  let levelEnd = 1;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    if (head === levelEnd) {
      depth++;
      levelEnd = tail;
    }
    if ((head & 0xfffff) === 0) checkpoint(options, head, depth);
    const spot = queue[head++];
    const next = NEXT_LEVEL[level[spot]];
    for (let i = 0; i < offsets.length; i++) {
      const other = spot + offsets[i];
      if (level[other] !== NOT_REACHED) continue;
      level[other] = next;
      if (other === to) return head;
      queue[tail++] = other;
    }
  }
  return -head;
}
