// What a judged program is asked, and in which convention it answers: the puzzle, the question
// (for the maze, which of the four), the moves, how the board is written for it, and the sizes of
// the boards it is given. Everything the judge does follows from one `Problem`.
import { BoardpathError } from '../errors.js';
import { MAZE_FORMATS, MAZE_MOVES, type MazeMoves } from '../puzzles/maze/board/board.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import { SNAKES_FORMATS } from '../puzzles/snakes/board/board.js';
import { TOKENS_FORMATS } from '../puzzles/tokens/board/board.js';
import { wordList } from '../words.js';

/**
 * What a maze program answers: `shortest`, the fewest steps (`-1` for none); `cells`, LeetCode
 * 1091's cells on a shortest path with 0 for an open cell and 8 moves (`-1`); `all`, every path
 * sorted, as GfG's rat in a maze prints them (`-1` or nothing for none); `count`, how many paths.
 */
export const JUDGE_MODES = ['shortest', 'cells', 'all', 'count'] as const;

/** One of `JUDGE_MODES`. */
export type JudgeMode = (typeof JUDGE_MODES)[number];

/** How a solution file's function takes its board: a grid, a grid and its side, or GfG's pairs. */
export type CallShape = 'grid' | 'grid-and-side' | 'pairs';

/** A function a solution file may define, the problem it solves and how it is called. */
export interface SolutionFunction {
  readonly puzzle: Puzzle;
  readonly mode: JudgeMode;
  readonly shape: CallShape;
  /** The problem's own words, for messages. */
  readonly problem: string;
}

/**
 * The functions a solution file is called through, in the order they are looked for: LeetCode's
 * and GfG's names for these problems, and one name for each question no site names.
 */
export const SOLUTION_FUNCTIONS = {
  snakesAndLadders: { puzzle: 'snakes', mode: 'shortest', shape: 'grid', problem: 'LeetCode 909' },
  minThrow: { puzzle: 'snakes', mode: 'shortest', shape: 'pairs', problem: "GfG's snake and ladder" },
  shortestPathBinaryMatrix: { puzzle: 'maze', mode: 'cells', shape: 'grid', problem: 'LeetCode 1091' },
  findPath: { puzzle: 'maze', mode: 'all', shape: 'grid-and-side', problem: "GfG's rat in a maze" },
  shortestPath: { puzzle: 'maze', mode: 'shortest', shape: 'grid', problem: 'the fewest steps' },
  countPaths: { puzzle: 'maze', mode: 'count', shape: 'grid', problem: 'how many paths' },
  fewestMoves: { puzzle: 'tokens', mode: 'shortest', shape: 'grid', problem: 'the two tokens' },
} as const satisfies Record<string, SolutionFunction>;

/** The name of one of `SOLUTION_FUNCTIONS`. */
export type SolutionFunctionName = keyof typeof SOLUTION_FUNCTIONS;

/** The notations a program may read its board in: each puzzle's own formats. */
export const JUDGE_FORMATS = {
  snakes: SNAKES_FORMATS,
  maze: MAZE_FORMATS,
  tokens: TOKENS_FORMATS,
} as const satisfies Record<Puzzle, readonly string[]>;

/** Every notation of any puzzle, once each (what `--format` takes before the puzzle is known). */
export const ANY_JUDGE_FORMAT = [...new Set(Object.values(JUDGE_FORMATS).flat())];

/** The smallest and largest side a judged board may have, per puzzle and question. */
export const SIZE_LIMITS = {
  snakes: [2, 100],
  maze: [1, 100],
  enumeration: [1, 8],
  tokens: [2, 30],
} as const;

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
  readonly call?: SolutionFunctionName;
  /** The digit of an open maze cell in what the program reads: 0 for LeetCode 1091, else 1. */
  readonly open: 0 | 1;
  /** Boards with as many rows as columns (LeetCode's and GfG's n×n, the course format). */
  readonly square: boolean;
  /** GfG's board of 30 squares in a line, its snakes and ladders as pairs. */
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
  readonly call?: SolutionFunctionName;
}

/** The sides of boards when `--size` is not given: what the problems' constraints allow, kept quick. */
const DEFAULT_SIZES: Record<Puzzle | 'enumeration', readonly [number, number]> = {
  snakes: [2, 20],
  maze: [1, 12],
  enumeration: [2, 5],
  tokens: [2, 8],
};

/** The moves each maze question is asked with unless `moves` says otherwise. */
const DEFAULT_MOVES: Record<JudgeMode, MazeMoves> = { shortest: 4, cells: 8, all: 4, count: 4 };

/**
 * The problem `request` asks: defaults filled in, and every combination that means nothing refused
 * (`E_USAGE`, naming the option): a mode other than `shortest` outside the maze, a notation of
 * another puzzle, sides outside the puzzle's limits, a mode that differs from the solution's.
 * Cost: O(1).
 */
export function problemOf(request: ProblemRequest): Problem {
  const { puzzle, call } = request;
  const fn = call === undefined ? undefined : SOLUTION_FUNCTIONS[call];
  if (fn && fn.puzzle !== puzzle)
    throw new BoardpathError('E_USAGE', `${call} (${fn.problem}) is a ${fn.puzzle} problem, not ${puzzle}`, {
      option: 'solution',
    });
  if (puzzle !== 'maze' && request.mode !== undefined && request.mode !== 'shortest')
    throw new BoardpathError(
      'E_USAGE',
      `mode ${request.mode} is a maze question: ${puzzle} has one question`,
      {
        option: 'mode',
      },
    );
  if (puzzle !== 'maze' && request.moves !== undefined)
    throw new BoardpathError('E_USAGE', `moves are the maze's: ${puzzle} has its own`, { option: 'moves' });
  const mode = request.mode ?? fn?.mode ?? 'shortest';
  if (fn && fn.mode !== mode)
    throw new BoardpathError(
      'E_USAGE',
      `${call} answers ${fn.problem} (mode ${fn.mode}), not mode ${mode}: leave the mode out`,
      { option: 'mode' },
    );
  const formats: readonly string[] = JUDGE_FORMATS[puzzle];
  const format = request.format ?? formats[puzzle === 'snakes' ? 1 : 0];
  if (!formats.includes(format))
    throw new BoardpathError(
      'E_USAGE',
      `${puzzle} boards are written as ${wordList(formats.map((f) => `'${f}'`))}, not '${format}'`,
      { option: 'format' },
    );
  const enumerates = puzzle === 'maze' && (mode === 'all' || mode === 'count');
  const key = enumerates ? 'enumeration' : puzzle;
  const [least, most] = SIZE_LIMITS[key];
  const sizes = request.size ?? DEFAULT_SIZES[key];
  if (sizes[0] > sizes[1] || sizes[0] < least || sizes[1] > most)
    throw new BoardpathError(
      'E_USAGE',
      `sizes ${sizes[0]}..${sizes[1]} are not within ${least}..${most}${enumerates ? ` (the sides of a maze whose paths are listed or counted)` : ''}`,
      { option: 'size' },
    );
  const moves = request.moves ?? DEFAULT_MOVES[mode];
  if (!MAZE_MOVES.includes(moves))
    throw new BoardpathError('E_USAGE', `moves must be ${wordList(MAZE_MOVES.map(String))}`, {
      option: 'moves',
    });
  const line = call === 'minThrow';
  const square =
    (puzzle === 'snakes' && !line) ||
    (puzzle === 'maze' && (mode === 'cells' || mode === 'all')) ||
    (puzzle === 'tokens' && format === 'course');
  if (line && request.size !== undefined)
    throw new BoardpathError('E_USAGE', "minThrow's board is GfG's, always 30 squares: leave --size out", {
      option: 'size',
    });
  return Object.freeze({
    puzzle,
    mode,
    moves,
    format,
    call,
    open: mode === 'cells' ? 0 : 1,
    square,
    line,
    sizes,
  });
}
