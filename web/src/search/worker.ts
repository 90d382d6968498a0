/// <reference lib="webworker" />
/**
 * The search worker: every search of the page runs here, so the page never freezes, and the page
 * cancels a long search by terminating this worker. It only calls the library.
 */
import { BoardpathError } from '../../../src/errors.js';
import { intLevels } from '../../../src/search/dense.js';
import { landingTable, solveSnakes, throwGraph } from '../../../src/puzzles/snakes/index.js';
import type { SearchAnswer, SearchJob, SearchReply, SearchRequest } from './protocol.js';

function run(job: SearchJob): SearchAnswer {
  switch (job.puzzle) {
    case 'snakes': {
      const solution = solveSnakes(job.board, { chain: job.chain });
      const levels = intLevels(throwGraph(job.board, landingTable(job.board, job.chain)), job.board.start);
      return { puzzle: 'snakes', solution, levels };
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
