import { BoardpathError, checkMemory } from '../../../errors.js';
import { CHECKED_BY_CALLER, checkState } from '../../../search/check-graph.js';
import { intSearchBytes, shortestIntPath } from '../../../search/int-bfs.js';
import { LevelCodes, levelCode, mirrorMeetBytes } from '../../../search/mirror-meet.js';
import { bitwiseMeet } from '../bit-search/bit-search.js';
import { bitwiseTokensBytes } from '../bit-search/bit-search-matrices.js';
import { alternateTokensGraph, meetAt, moveTables, tokensGraph } from './moves.js';
import type { StateGraph } from '../../puzzles.js';
import { checkpoint, type IntPath, type IntSearchOptions, type Progress } from '../../../search/int-graph.js';
import { tokensStart, type TokensBoard } from '../board/board.js';
import { checkTokensBoard, checkTokensCall, solveTokensSchema, type TokensMethod } from '../options.js';
import type { Cell } from '../../../cell.js';
import { aOrAn, grouped } from '../../../words.js';
import { showJsonValue } from '../../../json.js';

/** The two tokens, red (who moves first when they take turns) first. */
export const TOKENS = ['red', 'blue'] as const;

/** Which token moves: one of `TOKENS`. */
export type Token = (typeof TOKENS)[number];

/** The ways a token moves: rows grow downwards, columns to the right. */
export const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;

/** Where a token moves: one of `DIRECTIONS`. */
export type Direction = (typeof DIRECTIONS)[number];

/** Where the two tokens stand. */
export interface TokensPosition {
  readonly red: Cell;
  readonly blue: Cell;
}

/** One move: a token goes `distance` squares (the label under the other token) in a direction. */
export interface TokensStep {
  readonly token: Token;
  readonly direction: Direction;
  readonly distance: number;
  readonly from: Cell;
  readonly to: Cell;
}

/**
 * The answer: the fewest moves and one shortest solution, or that the tokens cannot swap.
 * `if (solution.solvable)` makes `moves` a number and `path` and `steps` arrays; otherwise they are null.
 */
export type TokensSolution = TokensSwap | TokensNoSwap;

/** The fewest moves that swap the tokens, and one shortest solution. */
interface TokensSwap {
  readonly puzzle: 'tokens';
  readonly solvable: true;
  /** The fewest moves. */
  readonly moves: number;
  /** The positions along one shortest solution, the start included. */
  readonly path: TokensPosition[];
  /** The moves one by one. */
  readonly steps: TokensStep[];
  /** States taken off the search queue. */
  readonly explored: number;
}

/** The tokens cannot swap. */
interface TokensNoSwap {
  readonly puzzle: 'tokens';
  readonly solvable: false;
  readonly moves: null;
  readonly path: null;
  readonly steps: null;
  /** States taken off the search queue. */
  readonly explored: number;
}

/** Options for `solveTokens`. */
export interface SolveTokensOptions {
  /** The classroom variant: red and blue take turns, red first (the turn is part of the state). */
  readonly alternate?: boolean;
  /**
   * How to search without turns: `queue` (a queue of states, two bits of level per state), `bits`
   * (level-synchronous over bit sets, 32 states per word operation), or `auto` (default: `bits`
   * from `BITS_FROM_SQUARES` squares on).
   */
  readonly method?: TokensMethod;
  /** Refuse, before allocating, a search that would need more bytes than this (`E_MEMORY`). */
  readonly maxMemory?: number;
  readonly signal?: AbortSignal;
  /**
   * Told now and then how far the search has got: with the queue or with turns, the positions
   * explored and how many moves deep; over bit sets, once a level, how many moves deep the search
   * is from both ends (twice).
   */
  readonly progress?: Progress;
}

/** The two searches without turns (see `SolveTokensOptions.method`), beside the schema that checks them. */
export type { TokensMethod } from '../options.js';

/** From this many squares on, `auto` searches over bit sets (smaller grids finish sooner with the queue). */
export const BITS_FROM_SQUARES = 400;

/** The search `auto` picks for a grid, or the one asked for. */
export function tokensMethod(board: GridSize, method: TokensMethod = 'auto'): Exclude<TokensMethod, 'auto'> {
  if (method !== 'auto') return method;
  return board.rows * board.columns >= BITS_FROM_SQUARES ? 'bits' : 'queue';
}

/** A grid's size: all the search's estimates need, so a grid can be refused before it is read. */
type GridSize = Pick<TokensBoard, 'rows' | 'columns'>;

/** The most states the search numbers: state numbers are Int32 and index typed arrays. */
export const MAX_TOKENS_STATES = 2 ** 31 - 1;

/** The number of search states: red square × squares + blue square, twice that with turns. */
function tokensStates(board: GridSize, alternate = false): number {
  const cells = board.rows * board.columns;
  return cells * cells * (alternate ? 2 : 1);
}

/**
 * Bytes the search needs for a grid, estimated before anything is allocated: over bit sets, six
 * bits per state (`bitwiseTokensBytes`); with the queue, two bits of level and at most four bytes of
 * queue per state (`mirrorMeetBytes`); with turns, the engine's eight bytes per state (`intSearchBytes`).
 */
export function tokensSearchBytes(board: GridSize, alternate = false, method: TokensMethod = 'auto'): number {
  const states = tokensStates(board, alternate);
  const tables = 16 * board.rows * board.columns;
  if (alternate) return intSearchBytes(states) + tables;
  return (
    (tokensMethod(board, method) === 'bits' ? bitwiseTokensBytes(board) : mirrorMeetBytes(states)) + tables
  );
}

/**
 * The fewest moves that swap the two tokens (docs/rules.md), and one shortest solution move by move.
 *
 * Without turns it is one breadth-first search from the start over integer states that meets its own
 * colour-swapped mirror image halfway (`mirrorMeetPath`): the goal is the start with the colours
 * swapped, so a state s is as far from the goal as its mirror is from the start. Small grids use a
 * queue of states; larger ones (`BITS_FROM_SQUARES`) go level by level over bit sets
 * (`bitwiseMeet`). With `alternate` it is the engine's plain search over states with the turn
 * (`shortestIntPath`).
 *
 * Cost, S = squares² states: with the queue, O(S') time for the S' states within half the answer of
 * the start (the start's whole component when there is no solution) and S/4 + 4·S' bytes; over bit
 * sets, O(S/32) word operations per level for about half the answer's levels and 7·S/8 bytes; with
 * turns O(S) time and 16·S bytes. Memory (`tokensSearchBytes`) is refused first when over `maxMemory`.
 *
 * @example
 * solveTokens(parseTokens('1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2')).moves // 5
 */
export function solveTokens(board: TokensBoard, options: SolveTokensOptions = {}): TokensSolution {
  [board, options] = checkTokensCall(board, solveTokensSchema, options);
  const alternate = options.alternate ?? false;
  checkTokensSearch(board, alternate, options.method, options.maxMemory);
  const cells = board.rows * board.columns;
  const start = tokensStart(board);
  const goal = (start % cells) * cells + Math.floor(start / cells);
  const found = alternate
    ? shortestIntPath(alternateTokensGraph(board), start, (state) => state % (cells * cells) === goal, {
        signal: options.signal,
        progress: options.progress,
        maxMemory: CHECKED_BY_CALLER,
      })
    : tokensMethod(board, options.method) === 'bits'
      ? bitwiseMeet(board, start, options.signal, options.progress)
      : meetMirror(board, start, options);
  return tokensAnswer(board, found);
}

/**
 * Refuses (`E_MEMORY`), before anything is allocated, a search with more states than an Int32 can
 * number or that needs more than `maxMemory` bytes (`tokensSearchBytes`).
 */
export function checkTokensSearch(
  board: GridSize,
  alternate: boolean,
  method: TokensMethod | undefined,
  maxMemory: number | undefined,
): void {
  const states = tokensStates(board, alternate);
  const needed = tokensSearchBytes(board, alternate, method);
  // States are numbered in Int32 arrays (the queue, and the path walked back from the levels). A
  // limit of the search, not of memory: no memory limit would lift it (E_BOARD, not E_MEMORY).
  if (states > MAX_TOKENS_STATES) {
    // The most squares whose states (squares², twice that with turns) the search can number.
    const squares = Math.floor(
      Math.sqrt(MAX_TOKENS_STATES / tokensStates({ rows: 1, columns: 1 }, alternate)),
    );
    const side = Math.floor(Math.sqrt(squares));
    throw new BoardpathError(
      'E_BOARD',
      `${aOrAn(board.rows)} ${board.rows}×${board.columns} grid has ${states.toExponential(2)} states${alternate ? ' with turns' : ''}: more than the ${MAX_TOKENS_STATES} the search can number (at most ${side}×${side} squares, or ${grouped(squares)} squares in all)`,
    );
  }
  checkMemory(
    `${aOrAn(board.rows)} ${board.rows}×${board.columns} grid${alternate ? ' with turns' : ''}`,
    needed,
    maxMemory,
  );
}

/** The solution a search's path stands for: positions and moves. Cost O(moves). */
export function tokensAnswer(board: TokensBoard, found: IntPath): TokensSolution {
  const pairs = (board.rows * board.columns) ** 2;
  if (!found.reachable)
    return {
      puzzle: 'tokens',
      solvable: false,
      moves: null,
      path: null,
      steps: null,
      explored: found.explored,
    };
  const path = Array.from(found.path, (state) => positionOf(board, state % pairs));
  return {
    puzzle: 'tokens',
    solvable: true,
    moves: found.moves,
    path,
    steps: stepsAlong(board, path),
    explored: found.explored,
  };
}

/**
 * `mirrorMeetPath` written out for this puzzle's moves, the hot loop free of calls: one
 * breadth-first search from the start, levels modulo 3 in two bits per state, stopping when a level
 * meets its colour-swapped mirror image (see `mirrorMeetPath` for why that is exact).
 */
function meetMirror(board: TokensBoard, start: number, options: IntSearchOptions): IntPath {
  const { rows, columns, cells, rowOf, columnOf, push } = moveTables(board);
  const size = cells * cells;
  const levels = new LevelCodes(size);
  const bits = levels.bits;
  const queue = new Int32Array(size);
  const startRed = (start / cells) | 0;
  const startBlue = start - startRed * cells;
  bits[start >>> 2] |= levelCode(0) << ((start & 3) << 1);
  queue[0] = start;
  let head = 0;
  let tail = 1;
  let code = 0;
  let previous = 0;
  let odd = -1; // a state of this level whose mirror is one level lower: 2·level - 1 moves
  let even = -1; // a state of this level whose mirror is at this level too: 2·level moves
  // Marks `next` (its mirror is `image`) as seen at this level unless it was seen, and checks the mirror.
  const visit = (next: number, image: number) => {
    const shift = (next & 3) << 1;
    const byte = bits[next >>> 2];
    if (((byte >>> shift) & 3) !== 0) return;
    bits[next >>> 2] = byte | (code << shift);
    queue[tail++] = next;
    const other = (bits[image >>> 2] >>> ((image & 3) << 1)) & 3;
    if (other === previous) odd = next;
    else if (other === code && even < 0) even = next;
  };
  if (startBlue * cells + startRed !== start) {
    for (let level = 1; head < tail; level++) {
      const levelEnd = tail;
      code = levelCode(level);
      previous = levelCode(level - 1);
      while (head < levelEnd && odd < 0) {
        if ((head & 0xffff) === 0) checkpoint(options, head, level);
        const state = queue[head++];
        const red = (state / cells) | 0;
        const blue = state - red * cells;
        const redBase = red * cells;
        const blueBase = blue * cells;
        // Red moves by the label under blue; the mirror of (red', blue) is (blue, red').
        const d = push[blue];
        const rr = rowOf[red];
        const rc = columnOf[red];
        let to = red - d * columns;
        if (rr >= d && to !== blue) visit(to * cells + blue, blueBase + to);
        to = red + d * columns;
        if (rr + d < rows && to !== blue) visit(to * cells + blue, blueBase + to);
        to = red - d;
        if (rc >= d && to !== blue) visit(to * cells + blue, blueBase + to);
        to = red + d;
        if (rc + d < columns && to !== blue) visit(to * cells + blue, blueBase + to);
        // Blue moves by the label under red.
        const e = push[red];
        const br = rowOf[blue];
        const bc = columnOf[blue];
        to = blue - e * columns;
        if (br >= e && to !== red) visit(redBase + to, to * cells + red);
        to = blue + e * columns;
        if (br + e < rows && to !== red) visit(redBase + to, to * cells + red);
        to = blue - e;
        if (bc >= e && to !== red) visit(redBase + to, to * cells + red);
        to = blue + e;
        if (bc + e < columns && to !== red) visit(redBase + to, to * cells + red);
      }
      if (odd >= 0) return meetAt(board, levels, odd, level, level - 1, head);
      if (even >= 0) return meetAt(board, levels, even, level, level, head);
    }
    return { reachable: false, moves: null, path: null, explored: head };
  }
  return { reachable: true, moves: 0, path: Int32Array.of(start), explored: 0 };
}

/**
 * The position a state number `red × squares + blue` stands for (squares numbered row × columns +
 * column), as `tokensGraph` numbers them. A state outside `0…squares²-1` is a `BoardpathError`
 * (E_USAGE). Cost: O(1) for a board the library made (else O(squares), to check its labels).
 */
export function tokensPositionOf(board: TokensBoard, state: number): TokensPosition {
  board = checkTokensBoard(board);
  const squares = board.rows * board.columns;
  return positionOf(board, checkState('state', state, squares * squares));
}

/** `tokensPositionOf` on a board and a state already checked, for the library's own searches. */
export function positionOf(board: TokensBoard, state: number): TokensPosition {
  const cells = board.rows * board.columns;
  const red = Math.floor(state / cells);
  const blue = state - red * cells;
  const cell = (square: number): Cell => [Math.floor(square / board.columns), square % board.columns];
  return { red: cell(red), blue: cell(blue) };
}

/**
 * The state number of a position, `red × squares + blue` (`positionOf` undone): the numbering of
 * `tokensGraph`. A square outside the grid, or both tokens on one square, is a `BoardpathError`
 * (E_USAGE). Cost: O(1) for a board `makeTokensBoard` made (else O(squares), to check its labels).
 */
export function tokensStateOf(board: TokensBoard, position: TokensPosition): number {
  checkTokensBoard(board);
  const { red, blue } = (position ?? {}) as Partial<TokensPosition>;
  const square = (token: Token, cell: unknown): number => {
    const [r, c] = Array.isArray(cell) ? (cell as unknown[]) : [];
    if (!isIndex(r, board.rows) || !isIndex(c, board.columns))
      throw new BoardpathError(
        'E_USAGE',
        `the ${token} token's square ${showJsonValue(cell)} is not a [row, column] of the ${board.rows}×${board.columns} grid (rows 0…${board.rows - 1}, columns 0…${board.columns - 1})`,
        { option: 'position' },
      );
    return r * board.columns + c;
  };
  const [at, other] = [square('red', red), square('blue', blue)];
  if (at === other)
    throw new BoardpathError(
      'E_USAGE',
      `the red and blue tokens cannot both stand on (${Math.floor(at / board.columns)},${at % board.columns})`,
      {
        option: 'position',
      },
    );
  return at * board.rows * board.columns + other;
}

// Whether `value` is a whole number from 0 to `size` - 1.
function isIndex(value: unknown, size: number): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < size;
}

/** The move between each two positions of a path: the token that changed square, where and how far. */
function stepsAlong(board: TokensBoard, path: readonly TokensPosition[]): TokensStep[] {
  const steps: TokensStep[] = [];
  for (let i = 1; i < path.length; i++) {
    const before = path[i - 1];
    const after = path[i];
    const token: Token = before.red[0] !== after.red[0] || before.red[1] !== after.red[1] ? 'red' : 'blue';
    const from = before[token];
    const to = after[token];
    const rows = to[0] - from[0];
    const columns = to[1] - from[1];
    const direction: Direction = rows < 0 ? 'up' : rows > 0 ? 'down' : columns < 0 ? 'left' : 'right';
    steps.push({ token, direction, distance: Math.abs(rows) + Math.abs(columns), from, to });
  }
  return steps;
}

/**
 * The grid's state graph as the learn view and practice search it: `tokensGraph`, from the start
 * position to the two tokens swapped. Cost: O(squares) for its tables.
 */
export function tokensStateGraph(board: TokensBoard): StateGraph {
  return {
    graph: tokensGraph(board),
    start: tokensStateOf(board, { red: board.red, blue: board.blue }),
    goal: tokensStateOf(board, { red: board.blue, blue: board.red }),
  };
}
