// The shrinking loop: from a failing board, the simpler boards tried a few at a time in their
// order, the first that fails the same way taken, and the search started again from it, until none
// does (a fixpoint) or the time given has passed. A time-out is shrunk with a shorter limit first,
// which finds its small boards without waiting the whole limit on each, and the board found is then
// confirmed with the whole limit. The simpler boards of a board are its puzzle's (`judge.simpler`),
// each strictly simpler, so shrinking ends; then its single simplifications (`judge.single`), so a
// fixpoint is 1-minimal.
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { Verdict } from './failure.js';

/** A failing board and how it failed. */
export interface Found {
  readonly board: CaseBoard;
  readonly verdict: Verdict;
}

/** What shrinking ended with: the simplest board found, the steps to it, and whether it is a fixpoint. */
export interface Shrunk {
  readonly found: Found;
  /** How many simpler failing boards were taken on the way. */
  readonly shrinks: number;
  /** True when no simpler board fails the same way (false: stopped by the time or the signal). */
  readonly complete: boolean;
}

/** How to shrink: runs at once, until when, the signal, the run limits, and what to tell. */
export interface ShrinkSettings {
  readonly jobs: number;
  /** The time (`Date.now()`) shrinking stops at, with the simplest board found so far. */
  readonly deadline: number;
  readonly signal: AbortSignal;
  /** The time limit of a run, in milliseconds. */
  readonly timeLimitMs: number;
  /** One run of the program on a board, within `limitMs`. */
  readonly run: (board: CaseBoard, limitMs: number) => Promise<Verdict>;
  /** Try more tiny boards (the puzzle's `judge.simpler`): the program answers in microseconds. */
  readonly thorough?: boolean;
  /** Told each time a simpler failing board is taken. */
  readonly taken?: (shrinks: number) => void;
}

/** The boards a time-out found with the quicker limit may still be confirmed on past the deadline. */
const LATE_CONFIRMATIONS = 3;

/** The shortest limit a time-out is first shrunk with: 150 ms. */
const QUICKEST_LIMIT_MS = 150;

/**
 * The limit a time-out is first shrunk with: a tenth of the run's limit, at least 150 ms (a
 * program answers a small board in milliseconds, even on a loaded machine; one that does not is
 * confirmed with the whole limit before it is reported).
 */
function quickLimit(timeLimitMs: number): number {
  return Math.min(timeLimitMs, Math.max(QUICKEST_LIMIT_MS, Math.round(timeLimitMs / 10)));
}

/**
 * The simplest board found that fails as `found` does. A wrong answer
 * or a crash: the greedy search with the run's limit. A time-out: the greedy search with the
 * quicker limit; then, from the simplest board back, the first that still times out with the whole
 * limit is kept, and the search goes on from it with the whole limit (at once done, when it was the
 * simplest). Cost: the runs made, each within its limit, `jobs` at a time.
 */
export async function shrinkFailing(
  problem: Problem,
  found: Found,
  settings: ShrinkSettings,
): Promise<Shrunk> {
  const { timeLimitMs } = settings;
  if (found.verdict.kind !== 'timeout' || quickLimit(timeLimitMs) >= timeLimitMs)
    return greedy(problem, [found], timeLimitMs, settings, 0);
  const quick = await greedy(problem, [found], quickLimit(timeLimitMs), settings, 0);
  const chain = quick.chain;
  // Past the deadline a few boards are still tried: an unconfirmed board is no time-out to report.
  let late = 0;
  for (let at = chain.length - 1; at > 0; at--) {
    if (settings.signal.aborted || (Date.now() >= settings.deadline && ++late > LATE_CONFIRMATIONS)) break;
    const verdict = await settings.run(chain[at].board, timeLimitMs);
    if (verdict.kind !== 'timeout') continue;
    const confirmed: Found = { board: chain[at].board, verdict };
    // The simplest board confirmed after a complete search: nothing simpler times out even quickly.
    if (at === chain.length - 1 && quick.complete) return { found: confirmed, shrinks: at, complete: true };
    return greedy(problem, [confirmed], timeLimitMs, settings, at);
  }
  return greedy(problem, [found], timeLimitMs, settings, 0);
}

/**
 * The greedy search from the last board of `chain`, each run within `limitMs`: the simpler boards
 * tried `jobs` at a time in their order, the first that fails the same way appended, until none
 * does or the deadline or the signal. `shrinks` counts the steps taken before the chain's start.
 */
async function greedy(
  problem: Problem,
  chain: Found[],
  limitMs: number,
  settings: ShrinkSettings,
  shrinks: number,
): Promise<Shrunk & { chain: Found[] }> {
  const { jobs, deadline, signal } = settings;
  const hooks = kitOf(problem.puzzle).judge;
  const kind = chain[0].verdict.kind;
  const ended = (complete: boolean) => ({ found: chain[chain.length - 1], shrinks, complete, chain });
  // The boards that did not fail the same way: a search started again from a simpler board meets
  // many of them again (the tiny boards, the same smaller boards), and they are not run twice.
  const passed = new Set<string>();
  search: while (!signal.aborted) {
    const candidates = simplerThenSingle(problem, chain[chain.length - 1].board, settings.thorough ?? false);
    for (;;) {
      if (Date.now() >= deadline) return ended(false);
      const batch: CaseBoard[] = [];
      for (let next = candidates.next(); !next.done; next = candidates.next()) {
        if (passed.has(hooks.key(next.value))) continue;
        batch.push(next.value);
        if (batch.length === jobs) break;
      }
      if (batch.length === 0) break search;
      const verdicts = await Promise.all(batch.map((board) => settings.run(board, limitMs)));
      if (signal.aborted) break search;
      for (const [i, verdict] of verdicts.entries())
        if (verdict.kind !== kind) passed.add(hooks.key(batch[i]));
      const same = verdicts.findIndex((verdict) => verdict.kind === kind);
      if (same >= 0) {
        chain.push({ board: batch[same], verdict: verdicts[same] });
        settings.taken?.(++shrinks);
        continue search;
      }
    }
  }
  return ended(!signal.aborted);
}

/**
 * The puzzle's simpler boards, then every single simplification (some met before): a fixpoint is
 * then 1-minimal, whatever the simpler boards miss. Cost: O(squares) a board.
 */
function* simplerThenSingle(problem: Problem, board: CaseBoard, thorough: boolean): Generator<CaseBoard> {
  const hooks = kitOf(problem.puzzle).judge;
  yield* hooks.simpler(problem, board, thorough);
  yield* hooks.single(problem, board);
}
