// What the judge asks of a puzzle: the questions its programs answer and how they are called, its
// boards as the judge keeps them (made to break solutions, shrunk, written as a program reads them),
// and the right answers. Each puzzle answers in its own judge room (src/puzzles/<puzzle>/judge/);
// the judge itself (src/judge/) runs programs and shrinks, and never names a puzzle.
import type { MazeMoves } from './maze/board/board.js';
import type { Puzzle } from './puzzles.js';
import type { SeededRandom } from '../random.js';

/**
 * The questions a judged program answers: `shortest`, the fewest moves (`-1` for none), every
 * puzzle's; and the maze's others: `cells`, LeetCode 1091's cells on a shortest path with 0 for an
 * open cell and 8 moves (`-1`); `all`, every path sorted, as GfG's rat in a maze prints them (`-1`
 * or nothing for none); `count`, how many paths.
 */
export const JUDGE_MODES = ['shortest', 'cells', 'all', 'count'] as const;

/** One of `JUDGE_MODES`. */
export type JudgeMode = (typeof JUDGE_MODES)[number];

/** How a solution file's function takes its board: a grid, a grid and its side, or GfG's pairs. */
type CallShape = 'grid' | 'grid-and-side' | 'pairs';

/** A function a solution file may define, the problem it solves and how it is called. */
export interface SolutionFunction {
  readonly puzzle: Puzzle;
  readonly mode: JudgeMode;
  readonly shape: CallShape;
  /** The problem's own words, for messages. */
  readonly problem: string;
  /**
   * How the problem's own driver prints what the function returns: `json` as LeetCode shows it
   * (`null`), `print` as GfG's driver prints it, with the language's own print (`None`, `inf`).
   */
  readonly prints: 'json' | 'print';
  /** True when the problem's driver sorts a returned list of paths before printing it (GfG's rat). */
  readonly sorts?: true;
}

/**
 * Everything the judge needs to know of what is asked: the puzzle and question, the moves (maze),
 * the notation written on a command's standard input, the function a solution file is called
 * through, and the sides of the boards.
 */
export interface Problem {
  readonly puzzle: Puzzle;
  readonly mode: JudgeMode;
  /** The maze's moves (4 elsewhere, unused). */
  readonly moves: MazeMoves;
  /** The notation a command reads on standard input. */
  readonly format: string;
  /** The function of a solution file, when the program is one. */
  readonly call?: string;
  /** The digit of an open maze cell in what the program reads: 0 for LeetCode 1091, else 1. */
  readonly open: 0 | 1;
  /** Boards with as many rows as columns (LeetCode's and GfG's n×n, the course format). */
  readonly square: boolean;
  /** GfG's board of 30 squares in a line, its snakes and ladders as pairs (a `pairs` call). */
  readonly line: boolean;
  /** The fewest and most rows (and columns) of a board. */
  readonly sizes: readonly [number, number];
}

/** What a problem is made from: the options as given (checked already), and a solution's function. */
export interface ProblemRequest {
  readonly puzzle: Puzzle;
  readonly mode?: JudgeMode;
  readonly moves?: MazeMoves;
  readonly format?: string;
  readonly size?: readonly [number, number];
  readonly call?: string;
}

/** A board as the judge keeps it: each puzzle's own shape, small and plain, named by its puzzle. */
export interface CaseBoard {
  readonly puzzle: Puzzle;
}

/** The sides a question's boards may have, and have when none are asked for. */
interface JudgeSizes {
  readonly limits: readonly [number, number];
  readonly default: readonly [number, number];
  /** What the limits are for, when a question has limits of its own (said when they are passed). */
  readonly why?: string;
}

/** The generator's options that say what a board must be (`fewest`, `unique`, …), checked. */
export type PuzzleOrder = Readonly<Record<string, unknown>>;

/**
 * A puzzle's answers to the judge. `Case` is its board as the judge keeps it. Every function is
 * O(squares) of the board unless it says otherwise.
 */
export interface JudgeHooks<Case extends CaseBoard = CaseBoard> {
  /** The questions its programs answer, the first asked when none is named. */
  readonly modes: readonly JudgeMode[];
  /** The moves each question is asked with unless the request says (the maze's); none: no moves to choose. */
  defaultMoves?(mode: JudgeMode): MazeMoves;
  /** The notation on a command's standard input when none is named. */
  readonly format: string;
  /** The functions a solution file may define, in the order they are looked for. */
  readonly solutions: Readonly<Record<string, Omit<SolutionFunction, 'puzzle'>>>;
  /** The sides of a question's boards. */
  sizes(mode: JudgeMode): JudgeSizes;
  /** Whether the problem's boards are square (LeetCode's n×n, the course format). */
  square(problem: Pick<Problem, 'mode' | 'format' | 'line'>): boolean;
  /** Refuses (`E_USAGE`) what the request asks that this puzzle's problem cannot be. */
  check?(request: ProblemRequest, problem: Pick<Problem, 'line'>): void;
  /** A board from the families that break solutions, drawn from `random` alone. */
  board(problem: Problem, random: SeededRandom): Case;
  /** The generator's options for a board of these sides, `order` saying what it must be. */
  orderOptions(problem: Problem, order: PuzzleOrder, rows: number, columns: number): object;
  /** The generator's board (of `orderOptions`) as the judge keeps it; `random` is the case's own. */
  caseOf(problem: Problem, board: unknown, rows: number, columns: number, random: SeededRandom): Case;
  /** The boards one step simpler, simplest first, each strictly simpler (so shrinking ends). */
  simpler(problem: Problem, board: Case, thorough: boolean): Generator<Case>;
  /**
   * Every board one simplification from `board` (a mark removed or made smaller, a row and a
   * column less), tried after `simpler`'s: a board none of which fails the same way is 1-minimal.
   */
  single(problem: Problem, board: Case): Generator<Case>;
  /** What a 1-minimal board withstands, in a report's words: `no wall opened, nor a row or a column less`. */
  withstands(problem: Problem): string;
  /**
   * The places a board of `rows` × `columns` may be marked (a jump's start, a wall, a label above 1)
   * and the values a mark may take (a jump's end, 0 for a wall, a label of 2 or more), for
   * `--exhaustive`. Cost: O(cells).
   */
  marks(problem: Problem, rows: number, columns: number): { places: number[]; values: number[] };
  /** The board of `rows` × `columns` with `marked`'s places given their values (of `marks`). */
  marked(problem: Problem, rows: number, columns: number, marked: ReadonlyArray<[number, number]>): Case;
  /** A text naming the board exactly: two boards are the same when their keys are. */
  key(board: Case): string;
  /** How big a board is, in its own words: `a 3×3 board`, `an 8×4 maze`. */
  size(board: Case): string;
  /** The board as the program is given it, a JSON value (a solution's function: its first argument). */
  value(problem: Problem, board: Case): unknown;
  /** The board in the problem's notation, as a file of that notation holds it. */
  text(problem: Problem, board: Case): string;
  /** The extension of a saved board: `json` for JSON notations, `txt` for the others. */
  extension(problem: Problem): string;
  /** The right answer in the problem's convention, from boardpath's own searches. */
  expected(problem: Problem, board: Case): string;
  /** boardpath's own shortest solution of the board, drawn as the puzzle's command draws it. */
  solution(problem: Problem, board: Case): string;
}

/**
 * The sides of a case's board, `[rows, columns]`, drawn from the problem's sizes: half the time from
 * the four smallest (small boards fail sooner and shrink faster), as many columns as rows where the
 * problem's boards are square. Cost: O(1).
 */
export function drawSides(problem: Problem, random: SeededRandom): [number, number] {
  const [least, most] = problem.sizes;
  const side = () =>
    random.chance(0.5) ? random.int(least, Math.min(most, least + 3)) : random.int(least, most);
  const rows = side();
  return [rows, problem.square ? rows : side()];
}

/** `cells` (row after row) as `rows` arrays of `columns` numbers. Cost: O(cells). */
export function rowsOf(cells: ArrayLike<number>, rows: number, columns: number): number[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => cells[r * columns + c]),
  );
}
