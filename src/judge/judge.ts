// `judgeProgram`: a program run on board after board, each answer compared with boardpath's own in
// the problem's convention; at the first that fails (a wrong answer, a crash, a time-out) the board
// is shrunk while the program still fails the same way.
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { BoardpathError } from '../errors.js';
import { checkOptions, checkValue } from '../options.js';
import { seededRandom } from '../random.js';
import { expectedAnswer, sameAnswer, samePathsReordered } from './answers.js';
import { familySource, type BoardSource } from './board-source.js';
import { checkBoardOrder } from './board-order.js';
import { generatedSource } from './generated-source.js';
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { judgeSchema, MOST_JOBS, type JudgeOptions, type JudgeProgress } from './options.js';
import { holdLeftovers } from './leftovers.js';
import { failureOf, type JudgeFailure, type Verdict } from './failure.js';
import { programInput } from './notation.js';
import { problemOf } from './problem.js';
import { commandRunner, driverRunner, type ProgramRunner } from './runner.js';
import { sweepEnded } from './process-group.js';
import { exhaustiveBoards, fastPassCells } from './exhaustive.js';
import { shrinkFailing, type Found, type Shrunk } from './shrinking.js';
import { readSolutionFile } from './solution-file.js';

export type { JudgeOptions, JudgeProgress } from './options.js';
export type { JudgeFailure } from './failure.js';
export type { BoardOrder } from './board-order.js';

/** What a judge found. */
export interface JudgeReport {
  /** Cases judged: up to the first failing one, or all of them. */
  readonly cases: number;
  /** Cases whose answer was right. */
  readonly passed: number;
  /** The first failing case, its board shrunk; null when every case passed. */
  readonly failure: JudgeFailure | null;
  /** The seed the boards were drawn from. */
  readonly seed: string;
  /** True when the signal stopped the judge before it was done. */
  readonly interrupted: boolean;
  /**
   * The boards judged before the cases (`exhaustive`), when every one of them passed: every board
   * of at most `cells` cells, `boards` of them. (A failure among them is told by the failure.)
   */
  readonly exhaustive?: { readonly cells: number; readonly boards: number };
}

/**
 * Judges a program (a command run once per board, or a solution file called through its driver)
 * on `cases` boards made to break solutions, and shrinks the first failing board.
 * Runs `jobs` at once, each within `timeLimit` seconds, its whole process group killed after. A
 * program that cannot start, a solution that does not load or compile, options that mean nothing
 * together: a `BoardpathError`, before any board. When `signal` fires, every run is killed and the
 * report says what was found so far (`interrupted`).
 *
 * Cost: per board, one run of the program and boardpath's own search (milliseconds on the boards'
 * sizes); memory O(jobs × 1 MB) for the programs' output.
 */
export async function judgeProgram(options: JudgeOptions): Promise<JudgeReport> {
  options = checkOptions(judgeSchema, options);
  // The one option with no default.
  checkValue('puzzle', judgeSchema.shape.puzzle, options.puzzle);
  if ((options.command === undefined) === (options.solution === undefined))
    throw new BoardpathError('E_USAGE', 'judge either a command or a solution file: give one of them', {
      option: 'command',
    });
  // From here to the end, an ending signal finds the handlers that end what the judge started.
  const release = holdLeftovers();
  // The judge's own signal, following the caller's: every run listens to it, `jobs` at once.
  const stop = new AbortController();
  setMaxListeners(MOST_JOBS + 16, stop.signal);
  const follow = () => stop.abort();
  options.signal?.addEventListener('abort', follow, { once: true });
  if (options.signal?.aborted) stop.abort();
  let runner: ProgramRunner | undefined;
  try {
    const solution =
      options.solution === undefined ? undefined : readSolutionFile(options.solution, options.puzzle);
    const problem = problemOf({ ...options, call: solution?.call });
    const source =
      options.generate === undefined
        ? familySource(problem)
        : generatedSource(problem, checkBoardOrder(problem.puzzle, options.generate));
    // Made, and refused when too many, before anything runs; skipped when one case is replayed.
    const cells = passCells(options, problem);
    const exhaustive = cells > 0 ? { cells, boards: [...exhaustiveBoards(problem, cells)] } : undefined;
    const seed = options.seed ?? Date.now().toString(36);
    const timeLimitMs = Math.ceil((options.timeLimit ?? 2) * 1000);
    try {
      runner = solution
        ? await driverRunner(solution, timeLimitMs, stop.signal)
        : commandRunner(options.command!, timeLimitMs);
    } catch (error) {
      // Stopped while the solution was compiled or loaded: nothing judged, nothing to refuse.
      if (stop.signal.aborted) return { cases: 0, passed: 0, failure: null, seed, interrupted: true };
      throw error;
    }
    return await runJudge(problem, source, runner, {
      seed,
      first: options.caseNumber ?? 1,
      last: options.caseNumber ?? options.cases ?? 500,
      jobs: options.jobs ?? Math.max(1, availableParallelism()),
      timeLimitMs,
      shrink: options.shrink ?? true,
      shrinkMs: (options.shrinkTime ?? 60) * 1000,
      signal: stop.signal,
      progress: options.progress,
      exhaustive,
    });
  } finally {
    runner?.close();
    // What any run left after leaving its group goes with the judge, not some time after.
    sweepEnded();
    options.signal?.removeEventListener('abort', follow);
    release();
  }
}

/**
 * The cells of the boards judged before the cases: none when one case is replayed (`--case`), the
 * fast pass's on the problem's own family (`'fast'`; none on boards made to order, which it would
 * not be made of), else the number asked for.
 */
function passCells(options: JudgeOptions, problem: Problem): number {
  if (options.caseNumber !== undefined) return 0;
  if (options.exhaustive !== 'fast') return options.exhaustive ?? 0;
  return options.generate === undefined ? fastPassCells(problem) : 0;
}

/** How one judge runs: its seed, the cases, runs at once, shrinking, the signal and progress. */
export interface JudgeSettings {
  readonly seed: string;
  /** The first and last case numbers judged (from 1). */
  readonly first: number;
  readonly last: number;
  readonly jobs: number;
  /** The time limit of a run, in milliseconds (time-outs are shrunk with a shorter one first). */
  readonly timeLimitMs: number;
  readonly shrink: boolean;
  /** The most milliseconds shrinking may take. */
  readonly shrinkMs: number;
  readonly signal: AbortSignal;
  readonly progress?: (progress: JudgeProgress) => void;
  /** Boards judged first, in their order (`--exhaustive`): every board of at most `cells` cells. */
  readonly exhaustive?: { readonly cells: number; readonly boards: readonly CaseBoard[] };
}

/**
 * The judge itself, on any board source and any runner: cases `first`…`last` drawn from `source`
 * with each case's own stream of `seed`, each answer compared with boardpath's, the first failing
 * board shrunk. Cost: that of `judgeProgram`.
 */
export async function runJudge(
  problem: Problem,
  source: BoardSource,
  runner: ProgramRunner,
  settings: JudgeSettings,
): Promise<JudgeReport> {
  const { seed, first, last, jobs, signal } = settings;
  const judge = new Judging(problem, source, runner, seed, signal, settings.progress);
  const every = settings.exhaustive;
  let found: (Found & { index: number }) | undefined;
  let tried = 0;
  if (every && every.boards.length > 0) {
    found = await judge.cases(1, every.boards.length, jobs, (index) => every.boards[index - 1]);
    tried = found ? 0 : judge.done;
  }
  const exhaustive = found && every ? { cells: every.cells, boards: every.boards.length } : undefined;
  // Every board before the cases judged, and none failed: the report says so beside the cases.
  const passedAll =
    every && !found && tried > 0 && tried === every.boards.length
      ? { exhaustive: { cells: every.cells, boards: tried } }
      : undefined;
  found ??= await judge.cases(first, last, jobs);
  if (tried > 0) judge.done -= tried;
  const cases = found ? found.index - first + 1 : judge.done;
  if (!found) return { cases, passed: cases, failure: null, seed, interrupted: signal.aborted, ...passedAll };
  const shrunk: Shrunk = settings.shrink
    ? await judge.shrink(found, jobs, settings.timeLimitMs, settings.shrinkMs)
    : { found, shrinks: 0, complete: false };
  return {
    cases,
    passed: cases - 1,
    failure: failureOf(problem, shrunk.found.board, shrunk.found.verdict, {
      seed,
      index: found.index,
      shrinks: shrunk.shrinks,
      complete: shrunk.complete,
      exhaustive,
    }),
    seed,
    interrupted: signal.aborted,
  };
}

/** One judge's state: the cases judged, the runs made, and how to tell each. */
class Judging {
  done = 0;
  private runs = 0;
  private failures = 0;
  private shrinks = 0;
  private phase: JudgeProgress['phase'] = 'judging';
  private total = 0;

  constructor(
    private readonly problem: Problem,
    private readonly source: BoardSource,
    private readonly runner: ProgramRunner,
    private readonly seed: string,
    private readonly signal: AbortSignal,
    private readonly progress?: (progress: JudgeProgress) => void,
  ) {}

  /**
   * Judges cases `first`…`last`, `jobs` at once, in order of their numbers; after a failure no
   * later case is started, and the earliest failing case is the one found (so the same seed finds
   * the same case however the runs interleave).
   */
  async cases(
    first: number,
    last: number,
    jobs: number,
    boardAt = (index: number) => this.source.board(seededRandom(this.seed, 'case', index), index),
  ): Promise<(Found & { index: number }) | undefined> {
    this.total = last - first + 1;
    let next = first;
    let failing: (Found & { index: number }) | undefined;
    const worker = async () => {
      while (!this.signal.aborted && next <= last && (failing === undefined || next < failing.index)) {
        const index = next++;
        const board = boardAt(index);
        const verdict = await this.verdict(board);
        if (this.signal.aborted) return;
        this.done++;
        if (verdict.kind !== 'pass') {
          this.failures++;
          if (failing === undefined || index < failing.index) failing = { board, verdict, index };
        }
        this.tell();
      }
    };
    await Promise.all(Array.from({ length: Math.min(jobs, this.total) }, worker));
    return failing;
  }

  /** The simplest board found that fails as `found` does, within `budgetMs` (`shrinkFailing`). */
  async shrink(found: Found, jobs: number, timeLimitMs: number, budgetMs: number): Promise<Shrunk> {
    this.phase = 'shrinking';
    return shrinkFailing(this.problem, found, {
      jobs,
      deadline: Date.now() + budgetMs,
      signal: this.signal,
      timeLimitMs,
      thorough: this.runner.warm,
      run: (board, limitMs) => this.verdict(board, limitMs),
      taken: (shrinks) => {
        this.shrinks = shrinks;
        this.tell();
      },
    });
  }

  /** One run of the program on `board`, and whether it answered right. */
  private async verdict(board: CaseBoard, limitMs?: number): Promise<Verdict> {
    const expected = expectedAnswer(this.problem, board);
    const input = programInput(this.problem, board);
    const outcome = await this.runner.run(input, this.signal, limitMs);
    this.runs++;
    // While shrinking, most runs find no simpler failing board: the runs a second still move.
    if (this.phase === 'shrinking') this.tell();
    if (outcome.kind === 'timeout')
      return { kind: 'timeout', input, expected, got: outcome.text, detail: null };
    if (outcome.kind === 'crash')
      return { kind: 'crash', input, expected, got: outcome.text, detail: outcome.detail };
    if (outcome.cut)
      return {
        kind: 'wrong',
        input,
        expected,
        got: outcome.text,
        detail: 'its output passed 1 MB and was cut',
      };
    if (sameAnswer(this.problem, expected, outcome.text))
      return { kind: 'pass', input, expected, got: outcome.text, detail: null };
    // A list of paths wrong only in its order is said to be so: the order is all there is to fix.
    const reordered = this.problem.mode === 'all' && samePathsReordered(expected, outcome.text);
    return {
      kind: 'wrong',
      input,
      expected,
      got: outcome.text,
      detail: reordered ? 'the same paths in another order' : null,
    };
  }

  private tell(): void {
    this.progress?.({
      phase: this.phase,
      done: this.done,
      cases: this.total,
      failures: this.failures,
      runs: this.runs,
      shrinks: this.shrinks,
    });
  }
}
