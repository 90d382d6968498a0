/// <reference lib="webworker" />
/**
 * The search worker: every search of the page runs here, so the page never freezes, and the page
 * cancels a long search by terminating this worker. It only calls the library; its answers cross
 * to the page with their typed arrays transferred, not copied.
 */
import '../strict.js';
import { BoardpathError } from 'boardpath';
import { kitOf } from '../../../src/puzzles/kits.js';
import { MAZE_JOBS } from '../maze/jobs.js';
import { SNAKES_JOBS } from '../snakes/jobs.js';
import { TOKENS_JOBS } from '../tokens/jobs.js';
import { makeBoard, practiceBoards } from './generate-jobs.js';
import { readPaste } from '../paste/read-paste.js';
import type { SearchAnswer, SearchJob, SearchReply, SearchRequest } from './protocol.js';

/** Each kind of job and what runs it: the tabs' own searches, and the jobs every puzzle shares. */
const RUN: { [K in SearchJob['puzzle']]: (job: Extract<SearchJob, { puzzle: K }>) => SearchAnswer } = {
  ...SNAKES_JOBS,
  ...MAZE_JOBS,
  ...TOKENS_JOBS,
  // Long texts pasted, imported or linked are read here, so the page never waits on the parser.
  parse({ of, text, file, maxCells }) {
    const board = kitOf(of).parse(text, { file });
    const { rows = 0, columns = 0 } = board as { rows?: number; columns?: number };
    if (maxCells !== undefined && rows * columns > maxCells)
      throw new BoardpathError(
        'E_BOARD',
        `${file}: ${(rows * columns).toLocaleString('en')} cells; the page takes up to ${maxCells.toLocaleString('en')} (the CLI takes more)`,
      );
    return { puzzle: 'parse', board, explored: null };
  },
  generate: ({ request }) => ({
    puzzle: 'generate',
    made: makeBoard(request),
    words: kitOf(request.puzzle).words,
    explored: null,
  }),
  practice: ({ spec }) => practiceBoards(spec),
  examples: ({ text, file, options }) => ({
    puzzle: 'examples',
    paste: readPaste(text, file, options),
    explored: null,
  }),
};

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
    const answer = (RUN[job.puzzle] as (job: SearchJob) => SearchAnswer)(job);
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
