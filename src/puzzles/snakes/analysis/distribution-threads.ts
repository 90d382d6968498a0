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
import { controlBlock, sharedArray } from '../../../threads/control.js';
import { helperAvailable, helperFile, startHelper, type Helper } from '../../../threads/start-helper.js';
import {
  checkThreads,
  helperFits,
  spareCore,
  threadsSchema,
  type Threads,
} from '../../../threads/threads.js';
import { analyzeSnakesAsyncSchema, checkSnakesCall } from '../options.js';
import type { SnakesBoard } from '../board/board.js';
import {
  analysisBytes,
  distributionOptions,
  finishAnalysis,
  solveAnalysis,
  type AnalyzeSnakesOptions,
  type SnakesAnalysis,
} from './analyze.js';
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
import { CONTROL, type AloneReport, type DistributionHelperData } from './distribution-threads.protocol.js';
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

const { at } = CONTROL;

/** Options of `throwDistributionAsync`: those of `throwDistribution`, and how many threads push. */
interface ParallelDistributionOptions extends DistributionOptions {
  /**
   * 1: this thread alone (`throwDistribution`); 2: this thread and a worker split every throw over
   * `SPLIT_FROM_SQUARES` squares; `'auto'` (default): 2 when the chain's reached squares × faces
   * reach `THREADS_FROM_WORK`, the work budget `THREADS_FROM_BUDGET`, and a core is free (`spareCore`).
   */
  readonly threads?: Threads;
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
 * square-face steps. Measured on a 2-core machine (a board of 1,000,000
 * squares): under the default budget (5·10⁷, about 0.15 s of pushing) the whole command took
 * 0.83–1.06× the one-thread time with two threads (the worker's start and the two threads' shared
 * memory traffic eat the gain); with 3·10⁸, 1.12–1.5× (the distribution alone 1.29–1.31×).
 */
export const THREADS_FROM_BUDGET = 2e8;

/**
 * A throw whose chance spans fewer squares than this runs on this thread alone even with two: the
 * hand-off (two wake-ups, some tens of microseconds) would cost more than half the push.
 */
const SPLIT_FROM_SQUARES = 16_384;

/**
 * How many threads `throwDistributionAsync` and `analyzeSnakesAsync` use for a chain and a work
 * budget (see `ParallelDistributionOptions.threads`): one whenever a helper would not fit in
 * `maxMemory` beside the analysis (`helperFits`). Cost: O(1) (reads the load average).
 */
export function distributionThreads(
  chain: SnakesChain,
  reach: ChainReach,
  threads?: Threads,
  maxWork = DEFAULT_MAX_WORK,
  maxMemory?: number,
): 1 | 2 {
  const asked = checkThreads(threads);
  if (!helperFits(maxMemory, analysisBytes({ last: chain.last })) || !helperAvailable()) return 1;
  if (asked !== 'auto') return asked;
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
  const helper = startDistributionHelper(chain, reach);
  try {
    return await helper.distribution(options);
  } finally {
    await helper.stop();
  }
}

/** Options of `analyzeSnakesAsync`: those of `analyzeSnakes`, and `threads` as `throwDistributionAsync`'s. */
export interface AnalyzeSnakesAsyncOptions extends AnalyzeSnakesOptions {
  readonly threads?: Threads;
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
  [board, options] = checkSnakesCall(board, analyzeSnakesAsyncSchema(threadsSchema), options);
  let helper: DistributionHelper | undefined;
  const pushing = distributionOptions(board, options);
  try {
    const solved = solveAnalysis(board, options, (chain, reach) => {
      // The helper pushes the distribution alone while this thread solves, then the two split what is left.
      if (distributionThreads(chain, reach, options.threads, options.maxWork, options.maxMemory) === 2)
        helper = startDistributionHelper(chain, reach, {
          tolerance: pushing.tolerance,
          maxWork: pushing.maxWork,
          maxMemory: pushing.maxMemory,
          bytesPerThrow: pushing.bytesPerThrow,
        });
    });
    const distribution = helper
      ? await helper.distribution({ ...options, ...pushing })
      : throwDistribution(solved.chain, solved.reach, pushing);
    return finishAnalysis(solved, distribution, options);
  } finally {
    await helper?.stop();
  }
}

/** A helper thread started on a chain, ready to push the upper halves of its throws. */
interface DistributionHelper {
  distribution(options: ParallelDistributionOptions): Promise<ThrowDistribution>;
  stop(): Promise<void>;
}

/**
 * Starts the helper thread on copies of the chain's tables in shared memory. Its start-up runs on
 * its own core while this thread goes on (the expected-throws solve, or the first throws). With
 * `alone`, it pushes the distribution by itself from the start, until `distribution` asks for it.
 */
function startDistributionHelper(
  chain: SnakesChain,
  reach: ChainReach,
  alone?: DistributionOptions,
): DistributionHelper {
  const size = chain.last + 1;
  const landing = sharedArray(Int32Array, size);
  landing.set(chain.landing);
  const { canFinish } = reach;
  // The helper makes the keys (deferKeys) before it says it is ready, off this thread's path.
  const canFinishShared = sharedArray(Uint8Array, size);
  canFinishShared.set(canFinish);
  const vectors: [Float64Array, Float64Array] = [
    sharedArray(Float64Array, size),
    sharedArray(Float64Array, size),
  ];
  const visits = sharedArray(Float64Array, size);
  const capacity = Math.max(1 << 12, Math.ceil((size * chain.faces) / 16));
  const log = { to: sharedArray(Int32Array, capacity), part: sharedArray(Float64Array, capacity) };
  const theirs = sharedArray(Float64Array, PUSH_WORDS);
  const control = controlBlock(CONTROL.words);
  const data: DistributionHelperData = {
    alone: alone && {
      tolerance: alone.tolerance,
      maxWork: alone.maxWork,
      maxMemory: alone.maxMemory,
      bytesPerThrow: alone.bytesPerThrow,
      count: reach.count,
    },
    start: chain.start,
    first: chain.first,
    last: chain.last,
    faces: chain.faces,
    end: chain.end,
    landing,
    canFinish: canFinishShared,
    key: sharedArray(Int32Array, size),
    vectors,
    visits,
    logTo: log.to,
    logPart: log.part,
    out: theirs,
    control,
  };
  const helper: Helper = startHelper(
    helperFile(import.meta.url, 'puzzles/snakes/analysis/distribution-threads.worker.js'),
    data,
  );
  const ready = (): boolean => Atomics.load(control, at.ready) === 1;

  // The split point balances the two halves from the last split throw's timings (milliseconds per
  // square on each thread, and the replay this thread does after its half). Only the time depends on
  // it: the result is the same wherever a throw is split.
  let mainCost = 0;
  let helperCost = 0;
  let replayTime = 0;
  const balancedMid = (low: number, high: number): number => {
    const span = high - low + 1;
    if (mainCost === 0 || helperCost === 0) return low + (span >> 1);
    const share = (span * helperCost - replayTime) / (span * (mainCost + helperCost));
    return low + Math.round(span * Math.min(0.85, Math.max(0.15, share)));
  };

  const pushSplit = async (step: ThrowStep, mid: number): Promise<void> => {
    const { now, next, visits: seen, low, high, out } = step;
    control[at.from] = mid;
    control[at.to] = high;
    control[at.limit] = mid + chain.faces;
    control[at.parity] = now === vectors[0] ? 0 : 1;
    const done = Atomics.load(control, at.done);
    Atomics.add(control, at.phase, 1);
    Atomics.notify(control, at.phase);
    const started = performance.now();
    pushSources(chain, canFinish, now, next, seen, low, mid - 1, out);
    const pushed = performance.now();
    await helper.waitWhile(control, at.done, done);
    const replayed = performance.now();
    replayLog(log, theirs[LOGGED], chain.last, canFinish, next, out);
    if (theirs[NEXT_LOW] < out[NEXT_LOW]) out[NEXT_LOW] = theirs[NEXT_LOW];
    if (theirs[NEXT_HIGH] > out[NEXT_HIGH]) out[NEXT_HIGH] = theirs[NEXT_HIGH];
    // The helper stops early only when its log is full: the rest of its half is pushed here, after.
    if (theirs[STOPPED_AT] <= high)
      pushSources(chain, canFinish, now, next, seen, theirs[STOPPED_AT], high, out);
    else if (mid > low && high >= mid) {
      const average = (old: number, now: number): number => (old === 0 ? now : (old + now) / 2);
      mainCost = average(mainCost, (pushed - started) / (mid - low));
      helperCost = average(helperCost, theirs[ELAPSED] / (high - mid + 1));
      replayTime = average(replayTime, performance.now() - replayed);
    }
  };

  return {
    async distribution(options) {
      const every = options.splitEveryThrow ?? false;
      // This thread pushes alone until the helper is ready (splitEveryThrow: waits for it).
      if (every) await helper.waitWhile(control, at.ready, 0);
      // A helper pushing alone gives the distribution back: done, or where it stands.
      let resume: DistributionState | undefined;
      if (alone) {
        Atomics.store(control, at.handover, 1);
        const report = await helper.message<AloneReport>();
        if ('finished' in report) return { ...report.finished, visits: visits.slice() };
        resume = report.state;
      }
      let allocated = 0;
      const throws = distributionThrows(
        chain,
        reach,
        options,
        (length) => {
          // The two vectors the helper knows, then visits: handed out in the order the loop asks.
          const vector = [vectors[0], vectors[1], visits][allocated++];
          if (vector.length !== length) throw new Error('distribution vectors of the wrong size');
          return vector;
        },
        resume,
      );
      for (let step = throws.next(); ; step = throws.next()) {
        if (step.done) {
          // Asked for two threads, make sure the second could start: a helper that cannot (its file
          // missing, say) is an error, not a silent single thread. Mostly it is ready long before.
          if (options.threads === 2) await helper.waitWhile(control, at.ready, 0);
          // Visits in an ordinary buffer: the shared one goes with the helper.
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
      Atomics.store(control, at.stop, 1);
      Atomics.add(control, at.phase, 1);
      Atomics.notify(control, at.phase);
      await helper.stop();
    },
  };
}
