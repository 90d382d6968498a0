/**
 * The messages between the page and its search worker. Everything here is structured-cloneable:
 * boards and answers cross the boundary as plain objects and typed arrays.
 */
import type {
  GenerateMazeOptions,
  GenerateSnakesOptions,
  GenerateTokensOptions,
  GeneratedMaze,
  GeneratedSnakes,
  GeneratedTokens,
  SnakesBoard,
  SnakesSolution,
  EndRule,
  SnakesAnalysis,
  MazeFirstSolution,
  MazeGrid,
  MazeMoves,
  MazeQuestion,
  MazeSolution,
  Puzzle,
  TokensBoard,
  TokensSolution,
} from 'boardpath';
import type { AStarTrace, BacktrackTrace, BidirectionalTrace, BreadthTrace } from '../learn/record.js';
import type { PasteOptions, ReadPaste } from '../paste/examples.js';
import type { ExerciseBoards } from '../../../src/course/exercise.js';
import type { PuzzleWords } from '../../../src/puzzles/kit.js';
import type { PracticeSpec } from '../practice/kinds.js';

/** A maze answer as it reaches the page: the library's keys but `cells`, which is not posted. */
type PostedMazeSolution = MazeSolution extends infer S
  ? S extends MazeSolution
    ? Omit<S, 'cells'>
    : never
  : never;

/** The maze modes: fewest steps, the textbook backtracking's first path, every path, their count. */
export type MazeMode = MazeQuestion;

/** The searches the maze tab compares on one grid. */
export type ComparedName = 'breadth-first' | 'depth-first' | 'a-star' | 'bidirectional';

/** One search of a comparison: what it expanded, in order, and the path it found. */
export interface ComparedSearch {
  readonly name: ComparedName;
  /**
   * The cells in the order the search expanded them. For depth-first backtracking, its steps:
   * `cell` stepping onto a cell, `~cell` backing out of it.
   */
  readonly visits: Int32Array;
  /** For search from both ends: 0 for each visit from the start's side, 1 from the goal's. */
  readonly side: Uint8Array | null;
  /** Cells expanded (for depth-first: distinct cells stepped onto). */
  readonly explored: number;
  /** The path's cells, start to goal, or null when none was found. */
  readonly path: Int32Array | null;
  /** False when the recording stopped at its budget before the search ended. */
  readonly complete: boolean;
}

/**
 * The comparison's searches step by step, for the learn view (recorded when it is on): the
 * breadth-first search, the backtracking's walk (in `visits`), A* and the search from both ends.
 */
export interface ComparedSteps {
  readonly breadth: BreadthTrace;
  readonly walk: BacktrackTrace;
  readonly star: AStarTrace;
  readonly both: BidirectionalTrace;
}

/** A board to make to order: a generator's options (no signal: the page cancels by ending the worker). */
export type GenerateRequest =
  | { readonly puzzle: 'snakes'; readonly options: Omit<GenerateSnakesOptions, 'signal'> }
  | { readonly puzzle: 'maze'; readonly options: Omit<GenerateMazeOptions, 'signal'> }
  | { readonly puzzle: 'tokens'; readonly options: Omit<GenerateTokensOptions, 'signal'> };

/** A board made to order and its certificate, with the options it was made with (a maze's moves). */
export type MadeBoard =
  | ({ readonly puzzle: 'snakes'; readonly options: GenerateSnakesOptions } & GeneratedSnakes)
  | ({ readonly puzzle: 'maze'; readonly options: GenerateMazeOptions } & GeneratedMaze)
  | ({ readonly puzzle: 'tokens'; readonly options: GenerateTokensOptions } & GeneratedTokens);

/** A search the page asks for. */
export type SearchJob =
  | {
      readonly puzzle: 'snakes';
      readonly board: SnakesBoard;
      readonly chain: boolean;
      /** Record every step of the breadth-first search (for the learn view), not only its result. */
      readonly learn: boolean;
    }
  | {
      readonly puzzle: 'maze';
      readonly grid: MazeGrid;
      readonly moves: MazeMoves;
      readonly mode: MazeMode;
      readonly limit: number;
      readonly learn: boolean;
    }
  | {
      readonly puzzle: 'maze-compare';
      readonly grid: MazeGrid;
      readonly moves: MazeMoves;
      /** Record each search's steps for the learn view. */
      readonly learn: boolean;
    }
  | {
      /** A long board text (a link, the text box, a file) read by the puzzle's reader. */
      readonly puzzle: 'parse';
      readonly of: Puzzle;
      readonly text: string;
      readonly file: string;
      /** The most cells of a grid the tab takes: a bigger one is refused before it crosses back. */
      readonly maxCells?: number;
    }
  | { readonly puzzle: 'tokens'; readonly board: TokensBoard; readonly learn: boolean }
  | {
      readonly puzzle: 'snakes-analysis';
      readonly board: SnakesBoard;
      readonly chain: boolean;
      readonly end: EndRule;
      readonly players: number;
    }
  | { readonly puzzle: 'generate'; readonly request: GenerateRequest }
  | { readonly puzzle: 'practice'; readonly spec: PracticeSpec }
  /** A pasted text's examples, each answered when it is a problem page (see paste/examples.ts). */
  | {
      readonly puzzle: 'examples';
      readonly text: string;
      readonly file: string;
      readonly options: PasteOptions;
    };

/** The real game's figures for the page: the library's analysis without its per-square arrays. */
export interface SnakesAnalysisFigures extends Pick<
  SnakesAnalysis,
  | 'end'
  | 'finite'
  | 'expected'
  | 'errorBound'
  | 'trap'
  | 'minimum'
  | 'median'
  | 'mode'
  | 'percentiles'
  | 'within'
  | 'sd'
  | 'sdError'
  | 'bounds'
> {
  /** probabilities[n] = the chance that one player's game ends on throw n. */
  readonly probabilities: Float64Array;
  readonly complete: boolean;
  readonly stuck: number;
  /** The chance still in play after the throws listed (the distribution cut short when above 1e-9). */
  readonly remaining: number;
  readonly players: number;
  /** Each seat's chance to win (seat 1 throws first). */
  readonly seats: number[];
  readonly rounds: number | null;
  readonly totalThrows: number | null;
  /** Where the expected rounds lie when the distribution is cut short (else null). */
  readonly roundsBounds: { readonly low: number; readonly high: number | null } | null;
}

/** What each kind of job answers; `explored` is the states the search touched, when it says. */
export type SearchAnswer =
  | {
      readonly puzzle: 'snakes';
      readonly solution: SnakesSolution;
      /**
       * The breadth-first search over squares the board shows (its levels, queue and count), or
       * null for a board too big to search square by square on the page.
       */
      readonly run: BreadthTrace | null;
      /** The square after every throw of the game shown (the start first), also for games given as runs. */
      readonly positions: Float64Array | null;
      /** For games too long to replay throw by throw: the square after each run of faces (the start first). */
      readonly runEnds: Float64Array | null;
      /** Squares explored by the page's search (null when the library searched by runs alone). */
      readonly explored: number | null;
    }
  | {
      readonly puzzle: 'maze';
      readonly mode: 'shortest';
      readonly solution: PostedMazeSolution;
      /** The breadth-first search the maze shows (null when the start or the goal is a wall). */
      readonly run: BreadthTrace | null;
      /** Which end is a wall, when one is: then there is no path and nothing to search. */
      readonly blocked: 'start' | 'goal' | null;
      readonly explored: number;
    }
  | {
      readonly puzzle: 'maze';
      readonly mode: 'first';
      /** The library's answer; its matrix only when the page shows it (null on big grids). */
      readonly solution: PostedMazeSolution & { readonly matrix: MazeFirstSolution['matrix'] | null };
      readonly trace: BacktrackTrace;
      readonly explored: number;
    }
  | {
      readonly puzzle: 'maze';
      readonly mode: 'all';
      readonly paths: string[];
      readonly complete: boolean;
      /** The backtracking walking every path, step by step (in the learn view; else null). */
      readonly trace: BacktrackTrace | null;
      readonly explored: null;
    }
  | { readonly puzzle: 'maze'; readonly mode: 'count'; readonly count: string; readonly explored: null }
  | {
      readonly puzzle: 'maze-compare';
      readonly searches: ComparedSearch[];
      readonly steps: ComparedSteps | null;
      readonly explored: null;
    }
  | { readonly puzzle: 'parse'; readonly board: unknown; readonly explored: null }
  | {
      readonly puzzle: 'tokens';
      readonly solution: TokensSolution;
      /** The breadth-first search over positions, for grids small enough to watch (else null). */
      readonly run: BreadthTrace | null;
      readonly explored: number;
    }
  | { readonly puzzle: 'snakes-analysis'; readonly analysis: SnakesAnalysisFigures; readonly explored: null }
  | {
      readonly puzzle: 'generate';
      readonly made: MadeBoard;
      /** The puzzle's words, for the certificate's line. */
      readonly words: PuzzleWords;
      readonly explored: null;
    }
  | { readonly puzzle: 'examples'; readonly paste: ReadPaste; readonly explored: null }
  /** An exercise's boards, made by the library (src/course) as `boardpath course` makes them. */
  | ({ readonly puzzle: 'practice'; readonly explored: null } & ExerciseBoards);

/** A failure the page shows as one line: the library's `BoardpathError` flattened. */
export interface SearchProblem {
  readonly code: string;
  readonly message: string;
}

/** Page → worker. */
export interface SearchRequest {
  readonly id: number;
  readonly job: SearchJob;
}

/** Worker → page: the answer with the search's wall-clock time, or the problem. */
export type SearchReply =
  | { readonly id: number; readonly ok: true; readonly answer: SearchAnswer; readonly ms: number }
  | { readonly id: number; readonly ok: false; readonly problem: SearchProblem };
