/**
 * The messages between the page and its search worker. Everything here is structured-cloneable:
 * boards and answers cross the boundary as plain objects and typed arrays.
 */
import type { SnakesBoard, SnakesSolution } from '../../../src/puzzles/snakes/index.js';

/** A search the page asks for. */
export type SearchJob = { readonly puzzle: 'snakes'; readonly board: SnakesBoard; readonly chain: boolean };

/** What each kind of job answers (the `puzzle` field ties them together). */
export type SearchAnswer = {
  readonly puzzle: 'snakes';
  readonly solution: SnakesSolution;
  /** Throws from the start to every square (-1 unreachable): the search's levels, for the animation. */
  readonly levels: Int32Array;
};

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
