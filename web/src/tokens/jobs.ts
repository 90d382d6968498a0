/**
 * The two-token tab's search, run in the search worker: the fewest moves, and the breadth-first
 * search over positions where the grid is small enough to watch it.
 */
import { solveTokens } from 'boardpath';
import { tokensGraph, tokensStateOf } from 'boardpath/engine';
import { recordBreadthFirst, type BreadthTrace } from '../learn/record.js';
import { learnSteps, MAX_TRACED_POSITIONS } from '../search/limits.js';
import type { SearchAnswer, SearchJob } from '../search/protocol.js';

function runTokens(job: Extract<SearchJob, { puzzle: 'tokens' }>): SearchAnswer {
  const { board } = job;
  const solution = solveTokens(board);
  const cells = board.rows * board.columns;
  let run: BreadthTrace | null = null;
  if (cells * cells <= MAX_TRACED_POSITIONS) {
    const { red, blue } = board;
    const start = tokensStateOf(board, { red, blue });
    const swapped = tokensStateOf(board, { red: blue, blue: red });
    run = recordBreadthFirst(tokensGraph(board), start, swapped, learnSteps(job.learn, cells * cells));
  }
  return { puzzle: 'tokens', solution, run, explored: run?.explored ?? solution.explored };
}

/** The two-token tab's jobs, by name. */
export const TOKENS_JOBS = { tokens: runTokens };
