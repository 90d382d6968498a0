/**
 * The messages between the page and its search worker. Everything here is structured-cloneable:
 * boards and answers cross the boundary as plain objects and typed arrays.
 */
import type {
  SnakesBoard,
  SnakesSolution,
  EndRule,
  SnakesAnalysis,
  MazeFirstSolution,
  MazeGrid,
  MazeMoves,
  MazeSolution,
  TokensBoard,
  TokensSolution,
} from 'boardpath';
import type { BacktrackTrace } from 'boardpath/engine';

/** The maze modes of SPEC 2. */
export type MazeMode = 'shortest' | 'first' | 'all' | 'count';

/** A search the page asks for. */
export type SearchJob =
  | { readonly puzzle: 'snakes'; readonly board: SnakesBoard; readonly chain: boolean }
  | {
      readonly puzzle: 'maze';
      readonly grid: MazeGrid;
      readonly moves: MazeMoves;
      readonly mode: MazeMode;
      readonly limit: number;
    }
  | { readonly puzzle: 'tokens'; readonly board: TokensBoard }
  | {
      readonly puzzle: 'snakes-analysis';
      readonly board: SnakesBoard;
      readonly chain: boolean;
      readonly end: EndRule;
      readonly players: number;
    };

/** SPEC 1b's figures for the page: the library's analysis without its per-square arrays. */
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
> {
  /** probabilities[n] = the chance that one player's game ends on throw n. */
  readonly probabilities: Float64Array;
  readonly complete: boolean;
  readonly stuck: number;
  readonly players: number;
  /** Each seat's chance to win (seat 1 throws first). */
  readonly seats: number[];
  readonly rounds: number | null;
  readonly totalThrows: number | null;
}

/** What each kind of job answers; `explored` is the states the search touched, when it says. */
export type SearchAnswer =
  | {
      readonly puzzle: 'snakes';
      readonly solution: SnakesSolution;
      /** Throws from the start to every square (-1 unreachable): the search's levels, for the animation. */
      readonly levels: Int32Array;
      readonly explored: number;
    }
  | {
      readonly puzzle: 'maze';
      readonly mode: 'shortest';
      readonly solution: MazeSolution;
      /** Steps from the start to every cell (-1 unreachable), for the frontier animation. */
      readonly levels: Int32Array;
      readonly explored: number;
    }
  | {
      readonly puzzle: 'maze';
      readonly mode: 'first';
      readonly solution: MazeFirstSolution;
      readonly trace: BacktrackTrace;
      readonly explored: number;
    }
  | {
      readonly puzzle: 'maze';
      readonly mode: 'all';
      readonly paths: string[];
      readonly complete: boolean;
      readonly explored: null;
    }
  | { readonly puzzle: 'maze'; readonly mode: 'count'; readonly count: string; readonly explored: null }
  | { readonly puzzle: 'tokens'; readonly solution: TokensSolution; readonly explored: number }
  | { readonly puzzle: 'snakes-analysis'; readonly analysis: SnakesAnalysisFigures; readonly explored: null };

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
