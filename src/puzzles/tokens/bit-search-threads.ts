// The two-token search on two cores. Node only (worker_threads): it is part of `boardpath/node`
// (src/node.ts), which the page never imports.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { throwIfAborted } from '../../errors.js';
import type { IntPath } from '../../search/int-graph.js';
import { workerFile } from '../../search/threads.js';
import { levelSteps } from './bit-search.js';
import { bitLevels } from './bit-search-matrices.js';
import {
  BLOCKS,
  CHUNK_BLOCKS,
  chunkCount,
  controlLength,
  EVERY_OTHER,
  FAILED,
  FINISHED,
  NEXT_CHUNK,
  OPERATION,
  PHASE,
  READY,
  STOP,
  takeChunks,
} from './bit-search-phases.js';
import type { BitSearchWorkerData } from './bit-search-threads.protocol.js';
import type { TokensBoard } from './board.js';
import { moveTables } from './moves.js';
import {
  checkTokensSearch,
  solveTokens,
  tokensAnswer,
  tokensMethod,
  tokensStart,
  type SolveTokensOptions,
  type TokensSolution,
} from './solve.js';

/** Options for `solveTokensAsync`: those of `solveTokens`, and how many threads search. */
export interface SolveTokensAsyncOptions extends SolveTokensOptions {
  /**
   * 1: this thread alone (`solveTokens`); 2: this thread and a worker thread split each level of the
   * bit-set search; `auto` (default): 2 from `THREADS_FROM_SQUARES` squares on. Only the bit-set
   * search (`method` bits, no `alternate`) splits; the others always run on one thread.
   */
  readonly threads?: TokensThreads;
  /**
   * Wait for the worker's start-up and give it every other chunk of 32 rows of every phase (by
   * default chunks of 512 rows go to whichever thread is free, and the first levels run here while
   * the worker starts). For tests: small grids would finish before the worker took any chunk.
   */
  readonly splitEveryLevel?: boolean;
}

/** How many threads search (see `SolveTokensAsyncOptions.threads`). */
export type TokensThreads = 1 | 2 | 'auto';

/**
 * From this many squares on (a 100×100 grid), `threads: 'auto'` uses a second thread. Measured on a
 * 2-core machine (`npm run bench -- tokens`, docs/tokens-threads.md): below it the second thread
 * seldom paid for its start-up (about 50 ms) and the memory traffic the two threads share.
 */
export const THREADS_FROM_SQUARES = 100 * 100;

/** How many threads `solveTokensAsync` uses for a grid, or the number asked for when the search can split. */
export function tokensThreads(board: TokensBoard, options: SolveTokensAsyncOptions = {}): 1 | 2 {
  if (options.alternate || tokensMethod(board, options.method) !== 'bits') return 1;
  const threads = options.threads ?? 'auto';
  if (threads !== 'auto') return threads;
  return board.rows * board.columns >= THREADS_FROM_SQUARES ? 2 : 1;
}

/**
 * `solveTokens` with each level of the bit-set search split over two threads (`tokensThreads`): the
 * same answer, the same moves. Asynchronous because the worker thread starts asynchronously; between
 * levels it lets the event loop run, so an AbortSignal fired meanwhile stops both threads.
 *
 * Cost: that of `solveTokens`, the level work (not the walk back) halved on two free cores once the
 * worker has started (about 50 ms, during which this thread searches alone), plus a few MB for the
 * worker; the matrices are shared, not copied.
 */
export async function solveTokensAsync(
  board: TokensBoard,
  options: SolveTokensAsyncOptions = {},
): Promise<TokensSolution> {
  if (tokensThreads(board, options) === 1) return solveTokens(board, options);
  checkTokensSearch(board, false, options.method, options.maxMemory);
  return tokensAnswer(
    board,
    await bitwiseMeetParallel(board, tokensStart(board), options.signal, options.splitEveryLevel),
  );
}

/**
 * `bitwiseMeet` on two threads: the matrices live in SharedArrayBuffers, and each phase of a level
 * (expand, transpose, combine, transpose, look for the meeting) is cut into chunks of 512 rows. This
 * thread writes the operation in a shared control block, wakes the worker (Atomics.notify), and both
 * take chunks (compare-and-swap on a shared counter) until none is left; then this thread waits
 * (Atomics.wait) for the chunks the worker still holds. A worker that is starting (about 50 ms) or
 * not given a core takes fewer chunks rather than holding the search up. `splitEveryLevel` (for
 * tests) waits for the worker to start and gives it every other chunk of 32 rows. The worker is
 * stopped and terminated however the search ends (answer, error, or `signal`).
 *
 * Cost: `bitwiseMeet`'s, shared between two threads, plus five wake-ups per level.
 */
export async function bitwiseMeetParallel(
  board: TokensBoard,
  start: number,
  signal?: AbortSignal,
  splitEveryLevel = false,
): Promise<IntPath> {
  throwIfAborted(signal);
  const { rows, columns, push } = moveTables(board);
  const levels = bitLevels(rows, columns, push, true);
  const control = new Int32Array(new SharedArrayBuffer(4 * controlLength(levels)));
  control[EVERY_OTHER] = splitEveryLevel ? 1 : 0;
  control[BLOCKS] = splitEveryLevel ? 1 : CHUNK_BLOCKS;
  const chunks = chunkCount(levels, control[BLOCKS]);
  // The worker reports a failed phase on this channel, read without the event loop (this thread waits).
  const { port1: failures, port2 } = new MessageChannel();
  const worker = new Worker(workerFile(import.meta.url, 'puzzles/tokens/bit-search-threads.worker.js'), {
    workerData: {
      rows,
      columns,
      push,
      buffers: levels.buffers,
      control,
      failures: port2,
    } satisfies BitSearchWorkerData,
    transferList: [port2],
  });
  worker.unref();
  let failed: unknown;
  worker.on('error', (error) => (failed = error));
  try {
    while (splitEveryLevel && !Atomics.load(control, READY) && !failed)
      await new Promise((resolve) => setTimeout(resolve, 1));
    let phase = 0;
    const step = levelSteps(board, start, levels, control, () => {
      Atomics.store(control, FINISHED, 0);
      Atomics.store(control, NEXT_CHUNK, (++phase & 0x7fff) << 16);
      Atomics.store(control, PHASE, phase);
      Atomics.notify(control, PHASE);
      takeChunks(levels, control, phase, 0);
      // Wait only for the chunks the worker has taken: a worker that is slow to wake takes none.
      for (let finished; (finished = Atomics.load(control, FINISHED)) !== chunks;) {
        if (control[FAILED])
          throw new Error(`the search worker failed: ${receiveMessageOnPort(failures)?.message}`);
        Atomics.wait(control, FINISHED, finished);
      }
    });
    for (;;) {
      throwIfAborted(signal);
      // A worker that could not start (its file missing, say) is a fault of the installation: say so.
      if (failed) throw new Error(`the search worker failed: ${(failed as Error)?.message ?? failed}`);
      const found = step();
      if (found) return found;
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    control[OPERATION] = STOP;
    Atomics.add(control, PHASE, 1);
    Atomics.notify(control, PHASE);
    failures.close();
    void worker.terminate(); // it returns by itself once it sees STOP; this is for one stuck in a chunk
  }
}
