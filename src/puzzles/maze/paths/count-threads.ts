/**
 * Exact path counting on two threads: the frontier states of each step are split between this thread
 * and one worker by a hash of their key ({@link ownerOf}). Each thread extends the states it keeps,
 * adds the successors it keeps to its own table and writes the others, with their counts, to an
 * outbox in shared memory; after a barrier (Atomics on a shared Int32Array, no message per step) each
 * folds in what the other sent. Every successor is still added to exactly one hash table once, so the
 * merge costs a sequential copy of about half the successors, and each thread's table is half the size.
 *
 * Node only (worker_threads): the page keeps the one-thread {@link countPathsFrontier}.
 */
import type { MessagePort } from 'node:worker_threads';
import { workerThreads } from '../../../threads/node-threads.js';
import { controlBlock } from '../../../threads/control.js';
import { helperAvailable, helperFile, startHelper, type Helper } from '../../../threads/start-helper.js';
import {
  checkThreads,
  HELPER_RUNTIME_BYTES,
  spareCore,
  threadsSchema,
  type Threads,
} from '../../../threads/threads.js';
import { DEFAULT_MAX_MEMORY, countPathsFrontier, type CountPathsOptions } from './count-paths.js';
import { frontierPart } from './frontier-part.js';
import { prepareSweep, usableCells, type CountGrid, type Sweep } from './sweep.js';
import type { MazeGrid } from '../board/board.js';
import { countMazePaths } from './count-maze.js';
import type { SolveMazeOptions } from '../solve/solve.js';
import { checkMazeCall, countMazeAsyncSchema } from '../options.js';
import { CONTROL, Outboxes, together, type CountHelperData } from './count-threads.protocol.js';

const { at } = CONTROL;

/** Options of {@link countPathsFrontierAsync}. */
interface ParallelCountOptions extends CountPathsOptions {
  /**
   * 1, 2, or `'auto'` (default: 2 once a step holds enough states to pay for the helper thread, if a
   * core is free).
   */
  threads?: Threads;
  /** For tests: with `threads: 2`, the step (cell of the sweep) from which the worker takes its half; default 0. */
  handOverStep?: number;
}

/**
 * With `threads: 'auto'`, the worker is started once a step holds this many states, and takes its
 * half from the first step after it is ready (it needs about 50–150 ms to start, while this thread
 * goes on alone). Measured here (bench/count.bench.mjs), whole command: open 10×10 (7,220 states at
 * most) 0.7× with two threads, open 12×12 (52,648) 1.0×, open 13×13 (143,598) 1.25×, a 20×20 maze
 * 72% open (1.3 million) 1.15–1.3×: below this the worker's start and the lock step eat the gain.
 */
const SPLIT_AT_STATES = 60_000;

/**
 * The exact number of simple paths from `start` to `goal`, as {@link countPathsFrontier} counts it,
 * on one or two threads (`threads`, default `'auto'`). The answer is the same bigint either way.
 * Cost: the same total work as one thread (O(cells × states × width) time), split about evenly, plus
 * a worker start-up (about 50–150 ms, overlapped with the first steps under `'auto'`), one barrier
 * per cell (each thread waits for the slower) and a copy of about half the successors; memory O(states × limbs) in
 * all, the limit `maxMemory` shared by both threads. `signal` is checked on this thread between and
 * within steps; a cancelled or failed count terminates the worker. Throws as {@link countPathsFrontier}.
 */
export async function countPathsFrontierAsync(
  grid: CountGrid,
  start: number,
  goal: number,
  options: ParallelCountOptions = {},
): Promise<bigint> {
  const threads = checkThreads(options.threads);
  // A helper's own runtime is set aside whatever the threads, so that one limit gives one outcome
  // and the peak stays within it on two threads too; under twice that runtime no helper starts.
  const limit = options.maxMemory ?? DEFAULT_MAX_MEMORY;
  const room = limit >= 2 * HELPER_RUNTIME_BYTES;
  const maxMemory = room ? limit - HELPER_RUNTIME_BYTES : limit;
  if (threads === 1 || !room || !helperAvailable())
    return countPathsFrontier(grid, start, goal, { ...options, maxMemory });
  const sweep = prepareSweep(grid, start, goal, options.signal);
  if (typeof sweep === 'bigint') return sweep;
  return sweepOnTwo(sweep, maxMemory, options, threads === 2 ? (options.handOverStep ?? 0) : undefined);
}

/** Options of {@link countMazePathsAsync}: those of {@link countMazePaths}, and how many threads count. */
export interface CountMazePathsAsyncOptions extends SolveMazeOptions {
  /** 1, 2, or `'auto'` (default), as {@link ParallelCountOptions}'s; only the four-move count splits. */
  readonly threads?: Threads;
}

/**
 * {@link countMazePaths} for the command line: in four directions the frontier count on one or two
 * threads ({@link countPathsFrontierAsync}), otherwise as {@link countMazePaths}. Cost: theirs.
 */
export async function countMazePathsAsync(
  grid: MazeGrid,
  options: CountMazePathsAsyncOptions = {},
): Promise<bigint> {
  [grid, options] = checkMazeCall(grid, countMazeAsyncSchema(threadsSchema), options);
  if ((options.moves ?? 4) !== 4) {
    const { threads: _threads, ...counted } = options;
    return countMazePaths(grid, counted);
  }
  const { open, start, goal } = grid;
  if (open[start] !== 1 || open[goal] !== 1) return 0n;
  return countPathsFrontierAsync(grid, start, goal, {
    signal: options.signal,
    maxMemory: options.maxMemory,
    threads: options.threads,
    progress: options.progress,
  });
}

/** Counts on this thread and a helper; `handOver`: the step from which the helper surely takes its half (else 'auto'). */
async function sweepOnTwo(
  sweep: Sweep,
  maxMemory: number,
  options: CountPathsOptions,
  handOver: number | undefined,
): Promise<bigint> {
  const { signal, progress } = options;
  const part = frontierPart(sweep, maxMemory, signal, true);
  const cells = usableCells(sweep);
  let swept = 0; // told to `progress` as each step ends
  const { width } = sweep;
  const control = controlBlock(CONTROL.words);
  let helper: Helper | undefined;
  let outboxes: Outboxes | undefined;
  let ownPort: MessagePort | undefined;
  const start = (): Helper => {
    const channel = new (workerThreads().MessageChannel)();
    ownPort = channel.port1;
    outboxes = new Outboxes(channel.port1, maxMemory / 4);
    const data: CountHelperData = { sweep, maxMemory, control, port: channel.port2 };
    return startHelper(helperFile(import.meta.url, 'puzzles/maze/paths/count-threads.worker.js'), data, [
      channel.port2,
    ]);
  };
  /** Waits for the helper to reach the barrier too, or for its failure, or for cancelling. */
  const barrier = async (): Promise<void> => {
    progress?.(++swept, cells.length);
    const mine = Atomics.add(control, at.arrived, 1) + 1;
    Atomics.notify(control, at.arrived);
    for (let arrived; (arrived = Atomics.load(control, at.arrived + 1)) < mine;)
      await helper!.waitWhile(control, at.arrived + 1, arrived, signal);
  };
  try {
    if (handOver !== undefined) {
      helper = start();
      await helper.waitWhile(control, at.ready, 0, signal);
    }
    // Alone until the helper is ready, then hand over: the first split step sends the helper its half.
    let step = 0;
    let row = cells.length > 0 ? (cells[0] / width) | 0 : 0;
    for (; step < cells.length; step++) {
      for (const now = (cells[step] / width) | 0; row < now; row++) part.endRow();
      if (!helper && part.size >= SPLIT_AT_STATES && spareCore() && helperAvailable()) helper = start();
      if (helper && Atomics.load(control, at.ready) === 1 && step >= (handOver ?? 0)) break;
      part.spread(cells[step]);
      part.advance();
      progress?.(++swept, cells.length);
    }
    if (step === cells.length) return part.total;
    part.split(0, outboxes!);
    Atomics.store(control, at.handover, step);
    part.spread(cells[step], step & 1);
    await together(part, 0, cells, step, width, control, outboxes!, barrier);
    return part.total + (await helper!.value<bigint>());
  } finally {
    // Releases the helper from its barrier (it stops there), then ends it.
    Atomics.store(control, at.stop, 1);
    Atomics.add(control, at.arrived, 1);
    Atomics.notify(control, at.arrived);
    await helper?.stop();
    ownPort?.close();
  }
}
