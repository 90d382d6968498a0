/**
 * Exact path counting on two threads: this thread and one worker run the sorted sweep's kernels
 * (sorted-sweep.ts) over one shared WebAssembly memory. Each cell's states are cut in two at a
 * group's edge; each thread decides its part, then puts its successors in their places among the
 * other's and sorts its partner successors, which this thread merges. Two orders a cell, given in
 * the shared memory's order words and a control block (Atomics on a shared Int32Array, no message
 * per step); nothing is copied from one thread to the other.
 *
 * Node only (worker_threads): the page keeps the one-thread {@link countPathsFrontier}.
 */
import { throwIfAborted } from '../../../errors.js';
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
import { SortedStates, type SweepHelper } from './sorted-sweep.js';
import { prepareSweep, usableCells, type CountGrid } from './sweep.js';
import type { MazeGrid } from '../board/board.js';
import { countMazePaths } from './count-maze.js';
import type { SolveMazeOptions } from '../solve/solve.js';
import { checkMazeCall, countMazeAsyncSchema } from '../options.js';
import { CONTROL, type CountHelperData } from './count-threads.protocol.js';

const { at } = CONTROL;

/** Options of {@link countPathsFrontierAsync}. */
interface ParallelCountOptions extends CountPathsOptions {
  /**
   * 1, 2, or `'auto'` (default: 2 once a step holds enough states to pay for the helper thread, if a
   * core is free).
   */
  threads?: Threads;
  /** For tests: with `threads: 2`, the step (cell of the sweep) from which the worker takes its part; default 0. */
  handOverStep?: number;
}

/**
 * With `threads: 'auto'`, the worker is started once a step holds this many states, and takes its
 * part from the first step after it is ready (it needs about 50–150 ms to start, while this thread
 * goes on alone). Below it a whole count takes well under a second on one thread, and the worker's
 * start and two meetings a cell eat what the second core would gain.
 */
const SPLIT_AT_STATES = 60_000;

/**
 * The exact number of simple paths from `start` to `goal`, as {@link countPathsFrontier} counts it,
 * on one or two threads (`threads`, default `'auto'`). The answer is the same bigint either way.
 * Cost: the same total work as one thread (O(cells × states × limbs) time), split about evenly,
 * plus a worker start-up (about 50–150 ms, overlapped with the first steps under `'auto'`) and two
 * meetings a cell (each thread waits for the slower); memory 48 × (1 + limbs) + 32 bytes a state, the
 * same on one thread or two, the limit `maxMemory` shared by both threads. `signal` is checked on
 * this thread between and within steps; a cancelled or failed count terminates the worker. Where
 * WebAssembly cannot share memory between threads, one thread counts. Throws as
 * {@link countPathsFrontier}.
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
  const alone = () => countPathsFrontier(grid, start, goal, { ...options, maxMemory });
  if (threads === 1 || !room || !helperAvailable()) return alone();
  const sweep = prepareSweep(grid, start, goal, options.signal);
  if (typeof sweep === 'bigint') return sweep;
  const states = SortedStates.create(sweep, maxMemory, true);
  if (!states) return alone();
  return sweepOnTwo(states, options, threads === 2 ? (options.handOverStep ?? 0) : undefined);
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

/** Counts on this thread and a helper; `handOver`: the step from which the helper surely takes its part (else 'auto'). */
async function sweepOnTwo(
  states: SortedStates,
  { signal, progress }: CountPathsOptions,
  handOver: number | undefined,
): Promise<bigint> {
  const { sweep } = states;
  const cells = usableCells(sweep);
  const control = controlBlock(CONTROL.words);
  let helper: Helper | undefined;
  const start = (): Helper => {
    const data: CountHelperData = { memory: states.memory, plugs: states.plugs, control };
    return startHelper(helperFile(import.meta.url, 'puzzles/maze/paths/count-threads.worker.js'), data);
  };
  let given = 0;
  const crew: SweepHelper = {
    async carryOut() {
      given++;
      Atomics.store(control, at.orders, given);
      Atomics.notify(control, at.orders);
      for (let done; (done = Atomics.load(control, at.done)) < given;)
        await helper!.waitWhile(control, at.done, done, signal);
    },
  };
  const check = () => throwIfAborted(signal);
  try {
    if (handOver !== undefined) {
      helper = start();
      await helper.waitWhile(control, at.ready, 0, signal);
    }
    let row = cells.length > 0 ? (cells[0] / sweep.width) | 0 : 0;
    for (let step = 0; step < cells.length; step++) {
      const cell = cells[step];
      for (const now = (cell / sweep.width) | 0; row < now; row++) states.endRow();
      if (!helper && states.size >= SPLIT_AT_STATES && spareCore() && helperAvailable()) helper = start();
      check();
      if (helper && Atomics.load(control, at.ready) === 1 && step >= (handOver ?? 0)) {
        await states.decideTogether(cell, crew, check);
        await helper.checkIn(signal);
      } else states.decide(cell, check);
      progress?.(step + 1, cells.length);
    }
    return states.total(true);
  } finally {
    // Wakes the helper, which stops, then ends it.
    Atomics.store(control, at.stop, 1);
    Atomics.add(control, at.orders, 1);
    Atomics.notify(control, at.orders);
    await helper?.stop();
  }
}
