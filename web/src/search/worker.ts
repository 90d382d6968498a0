/// <reference lib="webworker" />
/**
 * The search worker: every search of the page runs here, so the page never freezes, and the page
 * cancels a long search by terminating this worker. It only calls the library; its answers cross
 * to the page with their typed arrays transferred, not copied.
 */
import '../strict.js';
import {
  BoardpathError,
  solveSnakes,
  allMazePaths,
  countMazePaths,
  firstMazePath,
  parseMaze,
  solveTokens,
  analyzeSnakes,
  parseSnakes,
  parseTokens,
  playersFigures,
} from 'boardpath';
import { snakesGraph, mazeGraph, mazeSolutionOf, tokensGraph, tokensStateOf } from 'boardpath/engine';
import { recordBacktracking, recordBreadthFirst, type BreadthTrace } from '../learn/record.js';
import { compareSearches } from './compare.js';
import { makeBoard, practiceBoards } from './generate-jobs.js';
import { readPaste } from '../paste/read-paste.js';
import {
  LEARN_EVENTS,
  LEARN_FIRST_STEPS,
  LEARN_MAX_STATES,
  MAX_LISTED_THROWS,
  MAX_PAGE_CELLS,
  MAX_TRACED_POSITIONS,
  MAX_TRACED_SQUARES,
} from './limits.js';
import { runEnds, throwEnds } from './runs.js';
import type { SearchAnswer, SearchJob, SearchReply, SearchRequest } from './protocol.js';

/** Steps of the textbook backtracking the page records for "first": enough to watch. */
export const MAX_TRACE_EVENTS = 20_000;
/** The solution matrix crosses to the page only when the page would show it. */
const MAX_MATRIX_CELLS = 40 * 60;

/**
 * Steps the learn view records of a search over `states` states: none when it is off, the whole
 * search of a small board, the first steps of a big one (the page then goes on a level at a time).
 */
export function learnSteps(learn: boolean, states: number): number {
  return !learn ? 0 : states <= LEARN_MAX_STATES ? LEARN_EVENTS : LEARN_FIRST_STEPS;
}

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
      ? throwEnds(board, chain, runs, moves)
      : null;
  return {
    puzzle: 'snakes',
    solution,
    run,
    positions,
    runEnds: !positions && runs ? runEnds(board, chain, runs) : null,
    explored: run?.explored ?? null,
  };
}

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

function run(job: SearchJob): SearchAnswer {
  switch (job.puzzle) {
    case 'snakes':
      return runSnakes(job);
    case 'maze':
      return runMaze(job);
    case 'maze-compare':
      return {
        puzzle: 'maze-compare',
        ...compareSearches(job.grid, job.moves, learnSteps(job.learn, job.grid.open.length)),
        explored: null,
      };
    case 'maze-parse': {
      const grid = parseMaze(job.text, { file: job.file });
      if (grid.rows * grid.columns > MAX_PAGE_CELLS)
        throw new BoardpathError(
          'E_BOARD',
          `${job.file}: ${(grid.rows * grid.columns).toLocaleString('en')} cells; the page takes up to ${MAX_PAGE_CELLS.toLocaleString('en')} (the CLI takes more)`,
        );
      return { puzzle: 'maze-parse', grid, explored: null };
    }
    // Long texts pasted, imported or linked are read here, so the page never waits on the parser.
    case 'snakes-parse':
      return { puzzle: 'snakes-parse', board: parseSnakes(job.text, { file: job.file }), explored: null };
    case 'tokens-parse':
      return { puzzle: 'tokens-parse', board: parseTokens(job.text, { file: job.file }), explored: null };
    case 'tokens':
      return runTokens(job);
    case 'generate':
      return { puzzle: 'generate', made: makeBoard(job.request), explored: null };
    case 'practice':
      return practiceBoards(job.spec);
    case 'examples':
      return { puzzle: 'examples', paste: readPaste(job.text, job.file, job.options), explored: null };
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
  }
}

/** The buffers under an answer's typed arrays, to transfer rather than copy (each once). */
function buffersOf(value: unknown, found = new Set<ArrayBuffer>(), depth = 0): Set<ArrayBuffer> {
  if (depth > 4 || value === null || typeof value !== 'object') return found;
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer) found.add(value.buffer);
    return found;
  }
  for (const inner of Array.isArray(value) ? value.slice(0, 8) : Object.values(value))
    buffersOf(inner, found, depth + 1);
  return found;
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
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, [...buffersOf(reply)]);
};
