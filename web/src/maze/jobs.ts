/**
 * The maze tab's searches, run in the search worker: the fewest steps as the breadth-first run the
 * page shows found them, the textbook backtracking's first path, every path, their count, and the
 * comparison of four searches.
 */
import { allMazePaths, countMazePaths, firstMazePath } from 'boardpath';
import { mazeGraph, mazeSolutionOf } from 'boardpath/engine';
import { recordBacktracking, recordBreadthFirst } from '../learn/record.js';
import { learnSteps, MAX_TRACE_EVENTS } from '../search/limits.js';
import type { SearchAnswer, SearchJob } from '../search/protocol.js';
import { compareSearches } from './compare.js';

/** The solution matrix crosses to the page only when the page would show it. */
const MAX_MATRIX_CELLS = 40 * 60;

/** The maze's fewest steps as the breadth-first run the page shows found them. */
function runMazeShortest(job: Extract<SearchJob, { puzzle: 'maze' }>): SearchAnswer {
  const { grid, moves } = job;
  const blocked = grid.open[grid.start] !== 1 ? 'start' : grid.open[grid.goal] !== 1 ? 'goal' : null;
  const run = blocked
    ? null
    : recordBreadthFirst(
        mazeGraph(grid, moves),
        grid.start,
        grid.goal,
        learnSteps(job.learn, grid.open.length),
      );
  const explored = run?.explored ?? 0;
  return {
    puzzle: 'maze',
    mode: 'shortest',
    solution: mazeSolutionOf(grid, run?.path ?? null, explored),
    run,
    blocked,
    explored,
  };
}

/** A maze job: its mode's answer. */
function runMaze(job: Extract<SearchJob, { puzzle: 'maze' }>): SearchAnswer {
  const { grid, moves } = job;
  switch (job.mode) {
    case 'shortest':
      return runMazeShortest(job);
    case 'first': {
      const found = firstMazePath(grid, { moves });
      // The matrix is built when read: only for a grid the page shows it on.
      const shown = grid.rows * grid.columns <= MAX_MATRIX_CELLS;
      const solution = found.solvable
        ? {
            puzzle: found.puzzle,
            solvable: found.solvable,
            moves: found.moves,
            path: found.path,
            directions: found.directions,
            explored: found.explored,
            matrix: shown ? found.matrix : null,
          }
        : found;
      const trace =
        grid.open[grid.start] === 1
          ? recordBacktracking(mazeGraph(grid, moves), grid.start, grid.goal, MAX_TRACE_EVENTS)
          : { events: new Int32Array(0), path: null, found: 0, complete: true };
      return { puzzle: 'maze', mode: 'first', solution, trace, explored: solution.explored };
    }
    case 'all': {
      // The walk through every path, for the learn view (the first steps of a big maze's).
      const trace =
        job.learn && grid.open[grid.start] === 1
          ? recordBacktracking(
              mazeGraph(grid, moves),
              grid.start,
              grid.goal,
              Math.min(MAX_TRACE_EVENTS, learnSteps(true, grid.open.length)),
              true,
            )
          : null;
      const paths: string[] = [];
      let complete = true;
      for (const path of allMazePaths(grid, { moves })) {
        if (paths.length === job.limit) {
          complete = false;
          break;
        }
        paths.push(path);
      }
      return { puzzle: 'maze', mode: 'all', paths, complete, trace, explored: null };
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

/** The maze tab's jobs, by name. */
export const MAZE_JOBS = {
  maze: runMaze,
  'maze-compare': (job: Extract<SearchJob, { puzzle: 'maze-compare' }>): SearchAnswer => ({
    puzzle: 'maze-compare',
    ...compareSearches(job.grid, job.moves, learnSteps(job.learn, job.grid.open.length)),
    explored: null,
  }),
};
