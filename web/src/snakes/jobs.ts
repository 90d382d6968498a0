/**
 * The Snakes and Ladders tab's searches, run in the search worker: the fewest throws with the
 * breadth-first run the board shows, and the real game's figures.
 */
import { analyzeSnakes, playersFigures, solveSnakes } from 'boardpath';
import { snakesGraph } from 'boardpath/engine';
// Where the token stands along a game the solver gave: the page's own use, not the library's.
import { snakesRunEnds, snakesThrowEnds } from '../../../src/puzzles/snakes/solve/run-ends.js';
import { recordBreadthFirst } from '../learn/record.js';
import { learnSteps, MAX_LISTED_THROWS, MAX_TRACED_SQUARES } from '../search/limits.js';
import type { SearchAnswer, SearchJob } from '../search/protocol.js';

/** The fewest throws, and the board's search square by square where it is small enough to watch. */
function runSnakes(job: Extract<SearchJob, { puzzle: 'snakes' }>): SearchAnswer {
  const { board, chain } = job;
  const solution = solveSnakes(board, { chain });
  // Boards too big to search square by square here are searched by the library alone (by runs).
  const run =
    board.last + 1 <= MAX_TRACED_SQUARES
      ? recordBreadthFirst(
          snakesGraph(board, { chain }),
          board.start,
          board.last,
          learnSteps(job.learn, board.last + 1),
        )
      : null;
  const { runs, moves } = solution;
  const positions = solution.path
    ? Float64Array.from(solution.path)
    : runs && moves !== null && moves <= MAX_LISTED_THROWS
      ? snakesThrowEnds(board, runs, moves, chain)
      : null;
  return {
    puzzle: 'snakes',
    solution,
    run,
    positions,
    runEnds: !positions && runs ? snakesRunEnds(board, runs, chain) : null,
    explored: run?.explored ?? null,
  };
}

/** The real game's figures: the library's analysis without its per-square arrays. */
function runAnalysis(job: Extract<SearchJob, { puzzle: 'snakes-analysis' }>): SearchAnswer {
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
      sd: analysis.sd,
      sdError: analysis.sdError,
      bounds: analysis.bounds,
      probabilities: distribution.probabilities,
      complete: distribution.complete,
      stuck: distribution.stuck,
      remaining: distribution.remaining,
      players: players.players,
      seats: players.seats,
      rounds: players.rounds,
      totalThrows: players.throws,
      roundsBounds: players.roundsBounds,
    },
  };
}

/** The Snakes and Ladders tab's jobs, by name. */
export const SNAKES_JOBS = { snakes: runSnakes, 'snakes-analysis': runAnalysis };
