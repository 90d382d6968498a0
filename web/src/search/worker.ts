/// <reference lib="webworker" />
/**
 * The search worker: every search of the page runs here, so the page never freezes, and the page
 * cancels a long search by terminating this worker. It only calls the library.
 */
import '../strict.js';
import {
  BoardpathError,
  solveSnakes,
  allMazePaths,
  countMazePaths,
  firstMazePath,
  solveMaze,
  solveTokens,
  analyzeSnakes,
  playersFigures,
} from 'boardpath';
import { intLevels, traceBacktracking, snakesGraph, mazeGraph } from 'boardpath/engine';
import type { SearchAnswer, SearchJob, SearchReply, SearchRequest } from './protocol.js';

/** Steps of the textbook backtracking the page records for "first": enough to watch. */
export const MAX_TRACE_EVENTS = 20_000;

function runMaze(job: Extract<SearchJob, { puzzle: 'maze' }>): SearchAnswer {
  const { grid, moves } = job;
  switch (job.mode) {
    case 'shortest': {
      const solution = solveMaze(grid, { moves });
      const levels =
        grid.open[grid.start] === 1
          ? intLevels(mazeGraph(grid, moves), grid.start)
          : new Int32Array(grid.rows * grid.columns).fill(-1);
      return { puzzle: 'maze', mode: 'shortest', solution, levels, explored: solution.explored };
    }
    case 'first': {
      const solution = firstMazePath(grid, { moves });
      const trace =
        grid.open[grid.start] === 1
          ? traceBacktracking(mazeGraph(grid, moves), grid.start, grid.goal, { maxEvents: MAX_TRACE_EVENTS })
          : { events: new Int32Array(0), path: null, complete: true };
      return { puzzle: 'maze', mode: 'first', solution, trace, explored: solution.explored };
    }
    case 'all': {
      const paths: string[] = [];
      let complete = true;
      for (const path of allMazePaths(grid, { moves })) {
        if (paths.length === job.limit) {
          complete = false;
          break;
        }
        paths.push(path);
      }
      return { puzzle: 'maze', mode: 'all', paths, complete, explored: null };
    }
    case 'count':
      return {
        puzzle: 'maze',
        mode: 'count',
        count: countMazePaths(grid, { moves }).toString(),
        explored: null,
      };
  }
}

function run(job: SearchJob): SearchAnswer {
  switch (job.puzzle) {
    case 'snakes': {
      const solution = solveSnakes(job.board, { chain: job.chain });
      const levels = intLevels(snakesGraph(job.board, { chain: job.chain }), job.board.start);
      return { puzzle: 'snakes', solution, levels, explored: solution.explored };
    }
    case 'maze':
      return runMaze(job);
    case 'tokens': {
      const solution = solveTokens(job.board);
      return { puzzle: 'tokens', solution, explored: solution.explored };
    }
    case 'snakes-analysis': {
      const analysis = analyzeSnakes(job.board, { end: job.end, chain: job.chain });
      const players = playersFigures(analysis.distribution, job.players, analysis.expected);
      const { distribution } = analysis;
      return {
        puzzle: 'snakes-analysis',
        explored: null,
        analysis: {
          end: analysis.end,
          finite: analysis.finite,
          expected: analysis.expected,
          errorBound: analysis.errorBound,
          trap: analysis.trap,
          minimum: analysis.minimum,
          median: analysis.median,
          mode: analysis.mode,
          percentiles: analysis.percentiles,
          within: analysis.within,
          probabilities: distribution.probabilities,
          complete: distribution.complete,
          stuck: distribution.stuck,
          players: players.players,
          seats: players.seats,
          rounds: players.rounds,
          totalThrows: players.throws,
        },
      };
    }
  }
}

self.onmessage = (event: MessageEvent<SearchRequest>) => {
  const { id, job } = event.data;
  const started = performance.now();
  let reply: SearchReply;
  try {
    const answer = run(job);
    reply = { id, ok: true, answer, ms: performance.now() - started };
  } catch (error) {
    const problem =
      error instanceof BoardpathError
        ? { code: error.code, message: error.describe() }
        : error instanceof RangeError
          ? { code: 'E_MEMORY', message: `the browser ran out of room for this search (${error.message})` }
          : { code: 'E_BUG', message: `unexpected failure: ${String(error)}` };
    reply = { id, ok: false, problem };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply);
};
