// The two-token search on two cores. Node only (worker_threads): it is part of `boardpath/node`
// (src/node.ts), which the page never imports.
import { throwIfAborted } from '../../../errors.js';
import type { IntPath, Progress } from '../../../search/int-graph.js';
import { controlBlock } from '../../../threads/control.js';
import { helperAvailable, helperFile, startHelper } from '../../../threads/start-helper.js';
import { checkThreads, helperFits, threadsSchema, type Threads } from '../../../threads/threads.js';
import { levelPhases, warmUp } from './bit-search.js';
import { bitLevels } from './bit-search-matrices.js';
import {
  CHUNK_BLOCKS,
  chunkCount,
  CONTROL,
  controlLength,
  maxChunkBlocks,
  STOP,
  takeChunks,
} from './bit-search-phases.js';
import type { BitSearchHelperData } from './bit-search-threads.protocol.js';
import { tokensStart, type TokensBoard } from '../board/board.js';
import { moveTables } from '../solve/moves.js';
import { checkTokensCall, solveTokensAsyncSchema } from '../options.js';
import {
  checkTokensSearch,
  solveTokens,
  tokensAnswer,
  tokensSearchBytes,
  tokensMethod,
  type SolveTokensOptions,
  type TokensSolution,
} from '../solve/solve.js';

const { at } = CONTROL;

/** Options for `solveTokensAsync`: those of `solveTokens`, and how many threads search. */
export interface SolveTokensAsyncOptions extends SolveTokensOptions {
  /**
   * 1: this thread alone (`solveTokens`); 2: this thread and a worker thread split each level of the
   * bit-set search; `auto` (default): 2 from `THREADS_FROM_SQUARES` squares on. Only the bit-set
   * search (`method` bits, no `alternate`) splits; the others always run on one thread.
   */
  readonly threads?: Threads;
  /**
   * Wait for the worker's start-up and give it every other chunk of 32 rows of every phase (by
   * default chunks of 512 rows go to whichever thread is free, and the first levels run here while
   * the worker starts). For tests: small grids would finish before the worker took any chunk.
   */
  readonly splitEveryLevel?: boolean;
}

/**
 * From this many squares on (a 100×100 grid), `threads: 'auto'` uses a second thread. Measured on a
 * 2-core machine (the tokens benchmark of `npm run bench`): below it the second thread
 * seldom paid for its start-up (about 50 ms) and the memory traffic the two threads share.
 */
export const THREADS_FROM_SQUARES = 100 * 100;

/**
 * How many threads `solveTokensAsync` uses for a grid, or the number asked for when the search can
 * split and a helper fits in `maxMemory` beside the search (`helperFits`).
 */
export function tokensThreads(board: TokensBoard, options: SolveTokensAsyncOptions = {}): 1 | 2 {
  const asked = checkThreads(options.threads);
  if (options.alternate || tokensMethod(board, options.method) !== 'bits') return 1;
  if (!helperFits(options.maxMemory, tokensSearchBytes(board, false, options.method))) return 1;
  if (!helperAvailable()) return 1;
  if (asked !== 'auto') return asked;
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
  [board, options] = checkTokensCall(board, solveTokensAsyncSchema(threadsSchema), options);
  if (tokensThreads(board, options) === 1) {
    const { threads: _threads, splitEveryLevel: _split, ...solved } = options;
    return solveTokens(board, solved);
  }
  checkTokensSearch(board, false, options.method, options.maxMemory);
  return tokensAnswer(
    board,
    await bitwiseMeetOnTwo(board, tokensStart(board), options, options.splitEveryLevel),
  );
}

/**
 * `bitwiseMeet` on two threads: the matrices live in shared memory, and each phase of a level
 * (expand, transpose, combine, transpose, look for the meeting) is cut into chunks of 512 rows. This
 * thread writes the operation in the control block, wakes the helper (Atomics.notify), and both take
 * chunks (compare-and-swap on a shared counter) until none is left; then this thread waits for the
 * chunks the helper still holds. A helper that is starting (about 50 ms) or not given a core takes
 * fewer chunks rather than holding the search up. `splitEveryLevel` (for tests) waits for the helper
 * to start and gives it every other chunk of 32 rows. The helper is stopped however the search ends
 * (answer, error, or `signal`); its failure or death reaches this thread's waits.
 *
 * Cost: `bitwiseMeet`'s, shared between two threads, plus five wake-ups per level.
 */
async function bitwiseMeetOnTwo(
  board: TokensBoard,
  start: number,
  { signal, progress }: { signal?: AbortSignal; progress?: Progress },
  splitEveryLevel = false,
): Promise<IntPath> {
  throwIfAborted(signal);
  const { rows, columns, push } = moveTables(board);
  const levels = bitLevels(rows, columns, push, true);
  const control = controlBlock(controlLength(levels));
  control[at.everyOther] = splitEveryLevel ? 1 : 0;
  control[at.blocks] = splitEveryLevel ? 1 : Math.min(CHUNK_BLOCKS, maxChunkBlocks(levels.cells));
  const chunks = chunkCount(levels, control[at.blocks]);
  const data: BitSearchHelperData = { rows, columns, push, share: levels.share, control };
  const helper = startHelper(
    helperFile(import.meta.url, 'puzzles/tokens/bit-search/bit-search-threads.worker.js'),
    data,
  );
  try {
    warmUp(); // while the helper starts
    if (splitEveryLevel) await helper.waitWhile(control, at.ready, 0, signal);
    const phases = levelPhases(board, start, levels, control);
    for (let phase = 1, step = phases.next(); ; phase++, step = phases.next()) {
      if (step.done) return step.value;
      await helper.checkIn(signal);
      progress?.(step.value, step.value);
      Atomics.store(control, at.finished, 0);
      Atomics.store(control, at.nextChunk, (phase & 0x7fff) << 16);
      Atomics.store(control, at.phase, phase);
      Atomics.notify(control, at.phase);
      takeChunks(levels, control, phase, 0);
      // Wait only for the chunks the helper has taken: a helper that is slow to wake takes none.
      for (let finished; (finished = Atomics.load(control, at.finished)) !== chunks;)
        await helper.waitWhile(control, at.finished, finished, signal);
    }
  } finally {
    control[at.operation] = STOP;
    Atomics.add(control, at.phase, 1);
    Atomics.notify(control, at.phase);
    await helper.stop();
  }
}
