/**
 * The distribution of the game's length on two threads: each throw's push is split at a square
 * `mid` between this thread (the squares below mid) and one worker (mid and up). The worker adds its
 * chance straight into the squares the lower half cannot reach in this throw and logs the rest in
 * order; this thread replays the log after its own push (push-throw.ts). Every square thus receives its
 * chance in the same order as on one thread: the result is bit for bit that of `throwDistribution`.
 *
 * Node only (worker_threads): exported from `boardpath/node` (src/node.ts), never from the root
 * entry, which the web page bundles.
 */
import { Worker } from 'node:worker_threads';
import { BoardpathError } from '../../../errors.js';
import { spareCore, waitAsync, workerFile } from '../../../search/threads.js';
import type { SnakesBoard } from '../board/board.js';
import { finishAnalysis, solveAnalysis, type AnalyzeSnakesOptions, type SnakesAnalysis } from './analyze.js';
import type { SnakesChain } from './chain.js';
import {
  DEFAULT_MAX_WORK,
  distributionThrows,
  throwDistribution,
  type DistributionOptions,
  type DistributionState,
  type ThrowDistribution,
  type ThrowStep,
} from './distribution.js';
import {
  CONTROL_WORDS,
  DONE,
  FAILED,
  FROM,
  HANDED,
  HANDOVER,
  LIMIT,
  PARITY,
  PHASE,
  READY,
  STOP,
  TO,
  type AloneReport,
  type DistributionWorkerData,
} from './distribution-threads.protocol.js';
import {
  ELAPSED,
  LOGGED,
  NEXT_HIGH,
  NEXT_LOW,
  PUSH_WORDS,
  pushSources,
  replayLog,
  STOPPED_AT,
} from './push-throw.js';
import { chainReach, type ChainReach } from './reach.js';

/** How many threads push the distribution: 1, 2, or `'auto'`. */
export type SnakesThreads = 1 | 2 | 'auto';

/** Options of `throwDistributionAsync`: those of `throwDistribution`, and how many threads push. */
export interface ParallelDistributionOptions extends DistributionOptions {
  /**
   * 1: this thread alone (`throwDistribution`); 2: this thread and a worker split every throw over
   * `SPLIT_FROM_SQUARES` squares; `'auto'` (default): 2 when the chain's reached squares × faces
   * reach `THREADS_FROM_WORK`, the work budget `THREADS_FROM_BUDGET`, and a core is free (`spareCore`).
   */
  readonly threads?: SnakesThreads;
  /** For tests: wait for the worker to start and split every throw of two squares or more, at its middle. */
  readonly splitEveryThrow?: boolean;
}

/**
 * With `threads: 'auto'`, two threads only from this many reached squares × faces on (about 330,000
 * squares with a six-faced die): smaller boards spread their chance over too few squares per throw.
 */
export const THREADS_FROM_WORK = 2_000_000;

/**
 * With `threads: 'auto'`, two threads only when the work budget (`maxWork`) allows at least this many
 * square-face steps. Measured on this 2-core machine (docs/analysis-threads.md, 1,000,000
 * squares): under the default budget (5·10⁷, about 0.15 s of pushing) the whole command took
 * 0.83–1.06× the one-thread time with two threads (the worker's start and the two threads' shared
 * memory traffic eat the gain); with 3·10⁸, 1.12–1.5× (the distribution alone 1.29–1.31×).
 */
export const THREADS_FROM_BUDGET = 2e8;

/**
 * A throw whose chance spans fewer squares than this runs on this thread alone even with two: the
 * hand-off (two wake-ups, some tens of microseconds) would cost more than half the push.
 */
export const SPLIT_FROM_SQUARES = 16_384;

/**
 * How many threads `throwDistributionAsync` and `analyzeSnakesAsync` use for a chain and a work
 * budget (see `ParallelDistributionOptions.threads`). Cost: O(1) (reads the load average).
 */
export function distributionThreads(
  chain: SnakesChain,
  reach: ChainReach,
  threads: SnakesThreads = 'auto',
  maxWork = DEFAULT_MAX_WORK,
): 1 | 2 {
  if (threads !== 1 && threads !== 2 && threads !== 'auto')
    throw new BoardpathError('E_USAGE', `threads must be 1, 2 or 'auto', not ${String(threads)}`);
  if (threads !== 'auto') return threads;
  return reach.count * chain.faces >= THREADS_FROM_WORK && maxWork >= THREADS_FROM_BUDGET && spareCore()
    ? 2
    : 1;
}

/**
 * `throwDistribution` on one or two threads (`distributionThreads`): the same distribution, bit for
 * bit, and the same work budget (`maxWork` counts square-face steps, not time, so the answer never
 * depends on the thread count or on the machine's load). Asynchronous because this thread awaits the
 * worker's half of each throw; `signal` is checked every throw.
 *
 * Cost: that of `throwDistribution`, the pushes of throws spanning `SPLIT_FROM_SQUARES` squares or
 * more halved on two free cores, plus the worker's start (some 30–50 ms, during which this thread
 * pushes alone), two wake-ups per split throw, and a replay on this thread of what the worker logged
 * (the chance its half sends below mid + faces, mostly down snakes: about a tenth of its additions
 * on the benchmark board). Memory: the three vectors in shared memory as on one thread, plus 9 bytes
 * per square (copies of the landing table and of `canFinish`, the deferring keys the worker makes)
 * and a log of up to squares × faces / 16 entries of 12 bytes.
 */
export async function throwDistributionAsync(
  chain: SnakesChain,
  reach: ChainReach = chainReach(chain),
  options: ParallelDistributionOptions = {},
): Promise<ThrowDistribution> {
  if (distributionThreads(chain, reach, options.threads, options.maxWork) === 1)
    return throwDistribution(chain, reach, options);
  const team = startTeam(chain, reach);
  try {
    return await team.distribution(options);
  } finally {
    await team.stop();
  }
}

/** Options of `analyzeSnakesAsync`: those of `analyzeSnakes`, and `threads` as `throwDistributionAsync`'s. */
export interface AnalyzeSnakesAsyncOptions extends AnalyzeSnakesOptions {
  readonly threads?: SnakesThreads;
}

/**
 * `analyzeSnakes` with the distribution on one or two threads (`distributionThreads`). With two, the
 * worker starts before the expected-throws solve and pushes the distribution alone while this thread
 * solves; then it hands over where it stands (or the finished distribution), and the two threads
 * split each remaining throw as `throwDistributionAsync` does. The same analysis, bit for bit. The
 * solve itself stays on this thread: its sweeps are a triangular solve, each square waiting for the
 * `faces` squares above it.
 *
 * Cost: that of `analyzeSnakes`, the distribution's time overlapped with the solve's and the rest
 * split as `throwDistributionAsync`'s; memory as `throwDistributionAsync`'s.
 */
export async function analyzeSnakesAsync(
  board: SnakesBoard,
  options: AnalyzeSnakesAsyncOptions = {},
): Promise<SnakesAnalysis> {
  let team: Team | undefined;
  try {
    const solved = solveAnalysis(board, options, (chain, reach) => {
      // The worker pushes the distribution alone while this thread solves, then the two split what is left.
      if (distributionThreads(chain, reach, options.threads, options.maxWork) === 2)
        team = startTeam(chain, reach, { tolerance: options.tolerance, maxWork: options.maxWork });
    });
    const distribution = team
      ? await team.distribution(options)
      : throwDistribution(solved.chain, solved.reach, options);
    return finishAnalysis(solved, distribution, options);
  } finally {
    await team?.stop();
  }
}

/** A worker started on a chain, ready to push the upper halves of its throws. */
interface Team {
  distribution(options: ParallelDistributionOptions): Promise<ThrowDistribution>;
  stop(): Promise<void>;
}

const shared = <T>(make: new (buffer: SharedArrayBuffer) => T, bytes: number): T =>
  new make(new SharedArrayBuffer(bytes));

/**
 * Starts the worker on copies of the chain's tables in shared memory. Its start-up runs on its own
 * core while this thread goes on (the expected-throws solve, or the first throws).
 */
function startTeam(chain: SnakesChain, reach: ChainReach, alone?: DistributionOptions): Team {
  const size = chain.last + 1;
  const landing = shared(Int32Array, 4 * size);
  landing.set(chain.landing);
  const { canFinish } = reach;
  // The worker makes the keys (deferKeys) before it says it is ready, off this thread's path.
  const canFinishShared = shared(Uint8Array, size);
  canFinishShared.set(canFinish);
  const key = shared(Int32Array, 4 * size);
  const vectors: [Float64Array, Float64Array] = [
    shared(Float64Array, 8 * size),
    shared(Float64Array, 8 * size),
  ];
  const visits = shared(Float64Array, 8 * size);
  const capacity = Math.max(1 << 12, Math.ceil((size * chain.faces) / 16));
  const log = { to: shared(Int32Array, 4 * capacity), part: shared(Float64Array, 8 * capacity) };
  const theirs = shared(Float64Array, 8 * PUSH_WORDS);
  const control = shared(Int32Array, 4 * CONTROL_WORDS);
  const data: DistributionWorkerData = {
    alone: alone && { tolerance: alone.tolerance, maxWork: alone.maxWork, count: reach.count },
    start: chain.start,
    first: chain.first,
    last: chain.last,
    faces: chain.faces,
    end: chain.end,
    landing,
    canFinish: canFinishShared,
    key,
    vectors,
    visits,
    logTo: log.to,
    logPart: log.part,
    out: theirs,
    control,
  };
  const worker = new Worker(
    workerFile(import.meta.url, 'puzzles/snakes/analysis/distribution-threads.worker.js'),
    {
      workerData: data,
    },
  );
  let failure: string | undefined;
  let reported: (report: AloneReport) => void = () => {};
  const aloneReport = new Promise<AloneReport>((resolve) => (reported = resolve));
  let stopping = false;
  // Settles (rejects) only if the worker dies: raced against every wait, so a dead worker never hangs us.
  const died = new Promise<never>((_, reject) => {
    worker.on('message', (message: string | AloneReport) => {
      if (typeof message === 'string') failure = message;
      else reported(message);
    });
    worker.on('error', (error) =>
      reject(new Error(`the distribution worker failed: ${error?.message ?? error}`)),
    );
    worker.on('exit', (code) => {
      if (!stopping) reject(new Error(`the distribution worker stopped (exit code ${code})`));
    });
  });
  died.catch(() => {}); // awaited in a race below; a rejection before then is not unhandled
  const ready = (): boolean => Atomics.load(control, READY) === 1;
  const workerReady = async (): Promise<void> => {
    while (!ready()) await Promise.race([waitAsync(control, READY, 0).value, died]);
  };

  // The split point balances the two halves from the last split throw's timings (milliseconds per
  // square on each thread, and the replay this thread does after its half). Only the time depends on
  // it: the result is the same wherever a throw is split.
  let mainCost = 0;
  let workerCost = 0;
  let replayTime = 0;
  const balancedMid = (low: number, high: number): number => {
    const span = high - low + 1;
    if (mainCost === 0 || workerCost === 0) return low + (span >> 1);
    const share = (span * workerCost - replayTime) / (span * (mainCost + workerCost));
    return low + Math.round(span * Math.min(0.85, Math.max(0.15, share)));
  };

  const pushSplit = async (step: ThrowStep, mid: number): Promise<void> => {
    const { now, next, visits: seen, low, high, out } = step;
    control[FROM] = mid;
    control[TO] = high;
    control[LIMIT] = mid + chain.faces;
    control[PARITY] = now === vectors[0] ? 0 : 1;
    const done = Atomics.load(control, DONE);
    Atomics.add(control, PHASE, 1);
    Atomics.notify(control, PHASE);
    const started = performance.now();
    pushSources(chain, canFinish, now, next, seen, low, mid - 1, out);
    const pushed = performance.now();
    for (let count; (count = Atomics.load(control, DONE)) === done;) {
      const wait = waitAsync(control, DONE, count);
      if (wait.async) await Promise.race([wait.value, died]);
    }
    if (Atomics.load(control, FAILED) !== 0)
      throw new Error(`the distribution worker failed: ${failure ?? 'no message'}`);
    const replayed = performance.now();
    replayLog(log, theirs[LOGGED], chain.last, canFinish, next, out);
    if (theirs[NEXT_LOW] < out[NEXT_LOW]) out[NEXT_LOW] = theirs[NEXT_LOW];
    if (theirs[NEXT_HIGH] > out[NEXT_HIGH]) out[NEXT_HIGH] = theirs[NEXT_HIGH];
    // The worker stops early only when its log is full: the rest of its half is pushed here, after.
    if (theirs[STOPPED_AT] <= high)
      pushSources(chain, canFinish, now, next, seen, theirs[STOPPED_AT], high, out);
    else if (mid > low && high >= mid) {
      const average = (old: number, now: number): number => (old === 0 ? now : (old + now) / 2);
      mainCost = average(mainCost, (pushed - started) / (mid - low));
      workerCost = average(workerCost, theirs[ELAPSED] / (high - mid + 1));
      replayTime = average(replayTime, performance.now() - replayed);
    }
  };

  return {
    async distribution(options) {
      const every = options.splitEveryThrow ?? false;
      // This thread pushes alone until the worker is ready (splitEveryThrow: waits for it).
      if (every) await workerReady();
      // A worker pushing alone gives the distribution back: done, or where it stands.
      let resume: DistributionState | undefined;
      if (alone) {
        Atomics.store(control, HANDOVER, 1);
        while (Atomics.load(control, HANDED) === 0)
          await Promise.race([waitAsync(control, HANDED, 0).value, died]);
        const report = await Promise.race([aloneReport, died]);
        if ('finished' in report) return { ...report.finished, visits: visits.slice() };
        resume = report.state;
      }
      let allocated = 0;
      const throws = distributionThrows(
        chain,
        reach,
        options,
        (length) => {
          // The two vectors the worker knows, then visits: handed out in the order the loop asks.
          const vector = [vectors[0], vectors[1], visits][allocated++];
          if (vector.length !== length) throw new Error('distribution vectors of the wrong size');
          return vector;
        },
        resume,
      );
      for (let step = throws.next(); ; step = throws.next()) {
        if (step.done) {
          // Asked for two threads, make sure the second could start: a worker that cannot (its file
          // missing, say) is an error, not a silent single thread. Mostly it is ready long before.
          if (options.threads === 2) await workerReady();
          // Visits in an ordinary buffer: the shared one goes with the worker.
          return { ...step.value, visits: step.value.visits.slice() };
        }
        const { now, next, visits: seen, low, high, out } = step.value;
        const span = high - low + 1;
        if (every && span >= 2) await pushSplit(step.value, low + (span >> 1));
        else if (span >= SPLIT_FROM_SQUARES && ready()) await pushSplit(step.value, balancedMid(low, high));
        else pushSources(chain, canFinish, now, next, seen, low, high, out);
      }
    },
    async stop() {
      stopping = true;
      Atomics.store(control, STOP, 1);
      Atomics.add(control, PHASE, 1);
      Atomics.notify(control, PHASE);
      await worker.terminate();
    },
  };
}
