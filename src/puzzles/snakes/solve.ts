import { BoardpathError, checkMemory } from '../../errors.js';
import { intSearchBytes, shortestIntPath } from '../../search/int-bfs.js';
import type { IntGraph, Progress } from '../../search/int-graph.js';
import type { SnakesBoard } from './board.js';
import { DEFAULT_MAX_LEVELS, solveSnakesByLevels } from './levels.js';
import { appendFaces, PATH_LIMIT, solveSnakesRuns, type FaceRun } from './runs.js';

/** Options for `solveSnakes`. */
export interface SolveSnakesOptions {
  /** Die faces 1 … faces (default: the board's, usually 6). */
  readonly faces?: number;
  /** Follow a jump that ends on the start of another jump, and so on (default: one jump per throw). */
  readonly chain?: boolean;
  /** Refuse, before allocating, a search that would need more bytes than this. */
  readonly maxMemory?: number;
  readonly signal?: AbortSignal;
  readonly progress?: Progress;
  /**
   * `squares`: breadth-first search square by square (the textbook method; its `explored` counts
   * squares); `levels`: breadth-first search a whole level at a time on bit sets (square by square
   * if deeper than 64 throws, or with `chain`); `runs`: the run-based search, whose cost grows with the snakes and ladders, not the
   * squares; `auto` (default): squares for small or crowded boards, runs for the rest.
   */
  readonly method?: 'auto' | 'squares' | 'levels' | 'runs';
  /** Games longer than this many throws come as `runs`, whichever search found them (default 100,000). */
  readonly pathLimit?: number;
}

/** A snake or ladder taken during a throw. */
export interface TakenJump {
  readonly kind: 'ladder' | 'snake';
  readonly from: number;
  readonly to: number;
}

/** One throw of a shortest game. */
export interface SnakesThrow {
  readonly face: number;
  /** The square before the throw. */
  readonly from: number;
  /** The square the die count reaches. */
  readonly landing: number;
  /** Where the token ends the throw (after the jump, if `landing` starts one). */
  readonly to: number;
  /** The jumps taken: none, one, or (with `chain`) several. */
  readonly jumps: readonly TakenJump[];
}

/** The answer: the fewest throws and one shortest game, or that the last square cannot be reached. */
export interface SnakesSolution {
  readonly puzzle: 'snakes';
  readonly solvable: boolean;
  /** The fewest throws, or null when unsolvable. */
  readonly moves: number | null;
  /** The squares after every throw, the start included. */
  readonly path: number[] | null;
  /** The face of every throw. */
  readonly rolls: number[] | null;
  /** The throws one by one, for people. */
  readonly steps: SnakesThrow[] | null;
  /** States the search expanded: squares (square by square) or events (run-based). */
  readonly explored: number;
  /**
   * Only for games of more than 100,000 throws (then `path`, `rolls` and `steps` are null): one
   * shortest game as [face, count] pairs that replay it from the start, each landing following the
   * one-jump rule.
   */
  readonly runs?: FaceRun[];
  /** Which search answered: square by square, whole levels as bit sets, or by runs (set by `solveSnakes`). */
  readonly method?: 'squares' | 'levels' | 'runs';
}

/** The largest board the square-by-square search takes: its state numbers are Int32. */
export const MAX_DENSE_SQUARES = 2 ** 31 - 2;

/** Bytes the square-by-square search needs for a board: the landing table and the engine's arrays. */
export function snakesSearchBytes(board: SnakesBoard): number {
  const size = board.last + 1;
  return 4 * size + intSearchBytes(size);
}

/**
 * Where the token ends a throw that reaches each square: itself, or the end of its jump (one jump
 * per throw), or with `chain` the end of the whole chain of jumps. With `chain`, a cycle of jumps is
 * a bad board (`BoardpathError`).
 *
 * Cost: O(squares + jumps) time, 4 bytes per square.
 */
export function landingTable(board: SnakesBoard, chain = false): Int32Array {
  const landing = new Int32Array(board.last + 1);
  for (let square = 0; square <= board.last; square++) landing[square] = square;
  const { jumpFrom, jumpTo } = board;
  for (let i = 0; i < jumpFrom.length; i++) landing[jumpFrom[i]] = jumpTo[i];
  if (chain) resolveChains(board, landing);
  return landing;
}

// Follows every chain to its end, memoising as it goes; a walk that meets itself is a cycle.
function resolveChains(board: SnakesBoard, landing: Int32Array): void {
  const state = new Uint8Array(board.last + 1); // 0 new, 1 on the current walk, 2 resolved
  for (const start of board.jumpFrom) {
    const walk: number[] = [];
    let square = start;
    while (landing[square] !== square && state[square] !== 2) {
      if (state[square] === 1) {
        const cycle = walk.slice(walk.indexOf(square));
        throw new BoardpathError(
          'E_BOARD',
          `with --chain the jumps ${[...cycle, square].join('→')} form a cycle: the token would never stop`,
          { square },
        );
      }
      state[square] = 1;
      walk.push(square);
      square = landing[square];
    }
    const end = landing[square];
    for (const visited of walk) {
      landing[visited] = end;
      state[visited] = 2;
    }
  }
}

/** The squares one throw away, as the integer engine sees them. */
export function throwGraph(board: SnakesBoard, landing: Int32Array, faces = board.faces): IntGraph {
  const { last } = board;
  return {
    size: last + 1,
    maxDegree: faces,
    moves(square, out) {
      const top = Math.min(square + faces, last);
      let count = 0;
      for (let reach = square + 1; reach <= top; reach++) out[count++] = landing[reach];
      return count;
    },
  };
}

/**
 * The board as the engine's integer graph: square → the squares one throw can end on, jumps taken
 * (one per throw, or followed to their end with `chain`). Costs O(squares) to build.
 */
export function snakesGraph(board: SnakesBoard, options: { readonly chain?: boolean } = {}): IntGraph {
  return throwGraph(board, landingTable(board, options.chain));
}

/**
 * The fewest throws from the board's start to its last square when the player chooses every face
 * (SPEC 1), and one shortest game. A throw may not pass the last square; one jump per throw unless
 * `chain`. Boards of up to 65,536 squares are searched square by square (`solveSnakesBySquares`);
 * bigger ones with a snake or ladder on at least every 16th square a whole level at a time on bit
 * sets (`solveSnakesByLevels`, square by square if that search turns out deep); bigger, sparser
 * boards (up to 2^53 squares) by runs of plain squares (`solveSnakesRuns`). `method` forces one.
 *
 * Cost: the smaller of O(squares × faces) time with about 8.5 bytes per square, and O(J log J)
 * for J snakes and ladders.
 *
 * @example
 * solveSnakes(BUILT_IN_BOARDS.classic()).moves // 7
 */
export function solveSnakes(board: SnakesBoard, options: SolveSnakesOptions = {}): SnakesSolution {
  const method = options.method ?? 'auto';
  const squares = board.last + 1;
  const bySquares =
    method === 'squares' ||
    method === 'levels' ||
    (method === 'auto' &&
      squares <= Math.max(2 ** 16, 16 * (board.jumpFrom.length + 1)) &&
      squares <= MAX_DENSE_SQUARES &&
      (options.maxMemory === undefined || snakesSearchBytes(board) <= options.maxMemory));
  if (bySquares) {
    // Big crowded boards: whole levels as bit sets first (much less waiting for memory), square by
    // square if the search turns out deep.
    const levelBytes = ((DEFAULT_MAX_LEVELS + 4) * squares) / 8;
    const tryLevels =
      (method === 'levels' || (method === 'auto' && squares > 2 ** 16)) &&
      !options.chain &&
      (options.faces ?? board.faces) <= 32;
    if (tryLevels && (options.maxMemory === undefined || levelBytes <= options.maxMemory)) {
      const byLevels = solveSnakesByLevels(board, options);
      if (byLevels)
        return { ...withinPathLimit(byLevels, options.pathLimit ?? PATH_LIMIT), method: 'levels' };
    }
    return { ...solveSnakesBySquares(board, options), method: 'squares' };
  }
  const needed = RUNS_BYTES_PER_JUMP * (board.jumpFrom.length + 1);
  checkMemory('this board', needed, options.maxMemory);
  return { ...solveSnakesRuns(board, options), method: 'runs' };
}

// What the run-based search keeps per snake or ladder (its doc comment's figure).
const RUNS_BYTES_PER_JUMP = 56;

/**
 * The fewest throws by breadth-first search over squares with the integer engine (states are
 * square numbers), and one shortest game: the textbook method, kept for boards of ordinary size
 * and for the page's animation.
 *
 * Cost: O(squares × faces) time; about 8.5 bytes per square (refused first if over `maxMemory`).
 */
export function solveSnakesBySquares(board: SnakesBoard, options: SolveSnakesOptions = {}): SnakesSolution {
  const faces = options.faces ?? board.faces;
  const chain = options.chain ?? false;
  const needed = snakesSearchBytes(board);
  if (board.last > MAX_DENSE_SQUARES) {
    throw new BoardpathError(
      'E_MEMORY',
      `a board of ${board.last} squares is too large for the square-by-square search (at most ${MAX_DENSE_SQUARES})`,
    );
  }
  checkMemory('this board', needed, options.maxMemory);
  const landing = landingTable(board, chain);
  const result = shortestIntPath(throwGraph(board, landing, faces), board.start, board.last, options);
  if (!result.reachable) {
    return {
      puzzle: 'snakes',
      solvable: false,
      moves: null,
      path: null,
      rolls: null,
      steps: null,
      explored: result.explored,
    };
  }
  // A game too long to list throw by throw comes as runs of faces, as from the run-based search.
  if (result.moves > (options.pathLimit ?? PATH_LIMIT)) {
    return {
      puzzle: 'snakes',
      solvable: true,
      moves: result.moves,
      path: null,
      rolls: null,
      steps: null,
      explored: result.explored,
      runs: faceRuns(landing, result.path, faces),
    };
  }
  const path = Array.from(result.path);
  const steps = throwsAlong(board, landing, path, faces, chain);
  return {
    puzzle: 'snakes',
    solvable: true,
    moves: result.moves,
    path,
    rolls: steps.map((step) => step.face),
    steps,
    explored: result.explored,
  };
}

// A listed game longer than the path limit (possible only with a small limit) as runs of faces.
function withinPathLimit(solution: SnakesSolution, pathLimit: number): SnakesSolution {
  if (!solution.rolls || solution.rolls.length <= pathLimit) return solution;
  const runs: FaceRun[] = [];
  for (const face of solution.rolls) appendFaces(runs, face, 1);
  return { ...solution, path: null, rolls: null, steps: null, runs };
}

// The faces along a path as [face, count] pairs: each throw's smallest face that lands where the
// path goes next, like `throwsAlong`, without an object per throw.
function faceRuns(landing: Int32Array, path: Int32Array, faces: number): FaceRun[] {
  const runs: FaceRun[] = [];
  for (let i = 1; i < path.length; i++) {
    let face = 1;
    while (face <= faces && landing[path[i - 1] + face] !== path[i]) face++;
    appendFaces(runs, face, 1);
  }
  return runs;
}

// Recovers each throw's face: the smallest face whose landing ends where the path goes next.
function throwsAlong(
  board: SnakesBoard,
  landing: Int32Array,
  path: number[],
  faces: number,
  chain: boolean,
): SnakesThrow[] {
  const oneJump = chain ? landingTable(board, false) : landing;
  const steps: SnakesThrow[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1];
    const to = path[i];
    let face = 1;
    while (face <= faces && landing[from + face] !== to) face++;
    const reach = from + face;
    const jumps: TakenJump[] = [];
    for (let square = reach; oneJump[square] !== square; square = oneJump[square]) {
      jumps.push({ kind: oneJump[square] > square ? 'ladder' : 'snake', from: square, to: oneJump[square] });
      if (!chain) break;
    }
    steps.push({ face, from, landing: reach, to, jumps });
  }
  return steps;
}
