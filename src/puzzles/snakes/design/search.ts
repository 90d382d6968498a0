// The design search: simulated annealing over boards, one jump changed per move, each candidate's
// mean and sd read from the fundamental matrix updated in place (fundamental.ts), with restarts.
import { throwIfAborted } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import type { SeededRandom } from '../../../random.js';
import { feedersOf, type DesignRules } from './feeders.js';
import { fundamentalOf, type Fundamental, type Moments } from './fundamental.js';
import { Layout, randomLayout, type JumpCounts, type Proposal } from './layout.js';
import { PlayFigures } from './play-figures.js';
import { missesOf, scoreOf, type DesignFigures, type DesignTargets, type Tolerances } from './targets.js';

/** What the search needs. */
export interface SearchSettings {
  readonly rules: DesignRules;
  readonly counts: JumpCounts;
  readonly targets: DesignTargets;
  readonly tolerance: Tolerances;
  readonly random: SeededRandom;
  /**
   * The work the search may do, in steps (`DesignWork`): counted from what it computes, so that
   * where it stops depends on the seed and the options alone, on every machine.
   */
  readonly budget: number;
  /**
   * True once the time allowed has run out: an outer bound, asked with the budget (every 256
   * boards, or every board when each pushes a distribution, and before every restart).
   */
  readonly timeUp: () => boolean;
  /**
   * The exact check of a board the search finds meeting every target: true when the exact analysis
   * agrees. (The search aims inside the tolerances, so it agrees but for a figure on the very edge.)
   */
  readonly confirm: (landing: Int32Array) => boolean;
  readonly signal?: AbortSignal;
  /** Told every 1,024 boards: boards evaluated, restarts. */
  readonly progress?: Progress;
  /** Told the mean and sd of every board evaluated (the region of what boards reach is drawn from them). */
  readonly onBoard?: (mean: number, sd: number) => void;
}

/** The best board the search found, and how it searched. */
export interface SearchOutcome {
  readonly landing: Int32Array;
  /** Every target met, and confirmed by the exact analysis. */
  readonly met: boolean;
  /** Boards evaluated (candidates scored, each a rank-one or rank-two update of the chain). */
  readonly evaluations: number;
  readonly restarts: number;
  /** The work done, in steps (`budget`'s unit). */
  readonly work: number;
  /**
   * Why the search stopped short of meeting every target: its work `budget` (the same on every
   * machine), or the `time` bound (then another run may stop elsewhere); null when it met them, or
   * when no board of the counts could be started.
   */
  readonly cut: 'budget' | 'time' | null;
}

/**
 * What the search's steps cost, in one unit (a few nanoseconds' work each): a candidate's
 * update O(faces × k²) for the k squares it changes, a move taken O(squares² × k), a fundamental
 * matrix from scratch O(squares³), a distribution pushed O(throws × squares × faces) (counted by
 * `PlayFigures.work`), an exact check of a board that meets the targets O(squares³).
 */
const costOf = {
  candidate: (rules: DesignRules, k: number) => rules.faces * k * k + 16,
  accept: (rules: DesignRules, k: number) => (rules.last + 1) ** 2 * k,
  fresh: (rules: DesignRules) => (rules.last + 1) ** 3,
};

/** The margin the search aims inside each tolerance by: a quarter of it. */
const MARGIN = 0.25;
/** Boards tried without bettering a run's best before it restarts from a fresh random board. */
const STALL = 6_000;
/** Moves accepted between two eliminations from scratch, so that rounding never builds up. */
const REFRESH = 400;
/** The starting temperature (in score units: throws of the mean) and its fall per move. */
const HEAT = 1;
const COOLING = 0.9993;
const COLDEST = 1e-3;

/**
 * Searches for a board of `rules` within `counts` whose figures meet `targets`: restarts of
 * simulated annealing from random boards. Each move proposes a few candidates (a jump added,
 * removed, lengthened, shortened or slid), scores them — the mean and sd by a Sherman–Morrison
 * update in O(faces), the other figures by a push of the distribution when asked — and takes the
 * best by the annealing's rule. A run that has not bettered its best for `STALL` boards restarts.
 * It stops as soon as a board meets every target (confirmed by `confirm`), else when `timeUp`
 * says so, with the best board seen. The boards tried depend only on the seed and the options;
 * the time only decides where a search that has not met its targets stops.
 *
 * Cost: O(faces) per candidate for the mean and sd, O(squares × faces × throws) more for the other
 * targets; O(squares²) per move taken; 16 (squares + 1)² bytes.
 */
export function searchDesign(settings: SearchSettings): SearchOutcome {
  const { rules, counts, targets, tolerance, random } = settings;
  const feeders = feedersOf(rules);
  const play = new PlayFigures(rules);
  const expensive = targets.within !== undefined || targets.fair !== undefined;
  const candidates = expensive ? 3 : 12;
  const mask = expensive ? 0 : 255;
  const figuresOf = (landing: Int32Array, moments: Moments): DesignFigures => ({
    mean: moments.mean,
    sd: Math.sqrt(Math.max(0, moments.second - moments.mean * moments.mean)),
    fewest: targets.fewest === undefined ? null : play.fewest(landing),
    within: targets.within === undefined ? null : play.within(landing, targets.within.throws),
    seats: targets.fair === undefined ? null : play.seats(landing, targets.fair.players),
  });
  // The mean and sd alone: a candidate that misses by more than the threshold on them needs no more.
  const cheapScore = (moments: Moments) => {
    const sd = Math.sqrt(Math.max(0, moments.second - moments.mean * moments.mean));
    let score = 0;
    if (targets.mean !== undefined)
      score += Math.max(0, Math.abs(moments.mean - targets.mean) - tolerance.mean * (1 - MARGIN));
    if (targets.sd !== undefined)
      score += Math.max(0, Math.abs(sd - targets.sd) - tolerance.sd * (1 - MARGIN));
    return score;
  };
  let best: { landing: Int32Array; score: number } | null = null;
  // Candidates tried (the checks' count) and boards scored (a try that found no move scores none).
  let tries = 0;
  let evaluations = 0;
  let restarts = -1;
  // The work done besides the distributions, which `play` counts.
  let steps = 0;
  const work = () => steps + play.work;
  // Why to stop now, if at all: the budget first, so that a search the budget ends ends there
  // however fast the machine; then the time, the outer bound.
  let cut: SearchOutcome['cut'] = null;
  const stopping = () => {
    throwIfAborted(settings.signal);
    cut = work() >= settings.budget ? 'budget' : settings.timeUp() ? 'time' : null;
    return cut !== null;
  };
  const proposal: Proposal = { move: 'add', changes: [] };
  const chosen: Proposal = { move: 'add', changes: [] };
  const moments: Moments = { mean: 0, second: 0 };
  while (!stopping()) {
    restarts++;
    const start = freshStart(rules, counts, feeders, random, () => {
      steps += costOf.fresh(rules);
      return stopping();
    });
    if (!start) break;
    // Stopped right after a restart: its board is the best there is, its figures never pushed.
    if (cut !== null) {
      best ??= { landing: start.layout.landing.slice(), score: Infinity };
      break;
    }
    const { layout } = start;
    let { fundamental } = start;
    let score = scoreOf(missesOf(targets, tolerance, figuresOf(layout.landing, fundamental), MARGIN));
    let runBest = score;
    let stall = 0;
    let accepted = 0;
    let temperature = HEAT;
    while (stall < STALL) {
      if (best === null || score < best.score) best = { landing: layout.landing.slice(), score };
      if (score === 0) {
        steps += costOf.fresh(rules);
        if (settings.confirm(layout.landing)) return finish(best.landing, true);
        // The exact analysis put a figure just outside: go on, from here.
        score = Number.MIN_VALUE;
        best.score = score;
      }
      // The annealing's rule, drawn first: a candidate scoring under this threshold is taken.
      const threshold = score + temperature * -Math.log(1 - random.float());
      let chosenScore = Infinity;
      for (let c = 0; c < candidates; c++) {
        // The budget and the clock are read every 256 tries, or every one when each board pushes a
        // distribution.
        if ((++tries & mask) === 0) {
          if (stopping()) return finish(best.landing, false);
          if ((tries & 1023) === 0 || expensive) settings.progress?.(evaluations, restarts);
        }
        if (!layout.propose(random, proposal)) continue;
        steps += costOf.candidate(rules, proposal.changes.length);
        if (!fundamental.evaluate(proposal.changes, moments)) continue;
        evaluations++;
        settings.onBoard?.(
          moments.mean,
          Math.sqrt(Math.max(0, moments.second - moments.mean * moments.mean)),
        );
        let candidate = cheapScore(moments);
        if (candidate >= Math.min(threshold, chosenScore)) continue;
        if (targets.fewest !== undefined || expensive) {
          layout.apply(proposal.changes);
          candidate = scoreOf(missesOf(targets, tolerance, figuresOf(layout.landing, moments), MARGIN));
          layout.apply(reverse(proposal.changes));
        }
        if (candidate < chosenScore) {
          chosenScore = candidate;
          chosen.move = proposal.move;
          chosen.changes.length = 0;
          for (const change of proposal.changes) chosen.changes.push({ ...change });
        }
      }
      temperature = Math.max(COLDEST, temperature * COOLING);
      stall++;
      if (!(chosenScore < threshold)) continue;
      // Evaluate again for the chosen: `accept` reuses what `evaluate` kept of it.
      fundamental.evaluate(chosen.changes, moments);
      fundamental.accept(chosen.changes);
      steps += costOf.accept(rules, chosen.changes.length);
      layout.apply(chosen.changes);
      score = chosenScore;
      if (++accepted % REFRESH === 0) {
        steps += costOf.fresh(rules);
        const fresh = fundamentalOf(rules, feeders, layout.landing);
        if (!fresh) break;
        fundamental = fresh;
      }
      if (score < runBest) {
        runBest = score;
        stall = 0;
      }
    }
  }
  return finish(best?.landing ?? new Layout(rules, counts).landing, false);

  function finish(landing: Int32Array, met: boolean): SearchOutcome {
    return {
      landing,
      met,
      evaluations,
      restarts: Math.max(0, restarts),
      work: work(),
      cut: met ? null : cut,
    };
  }
}

function reverse(changes: Proposal['changes']): Proposal['changes'] {
  return changes.map(({ square, from, to }) => ({ square, from: to, to: from })).reverse();
}

/**
 * A random board within the counts whose game always ends, and its fundamental matrix; null when
 * none was found in 100 tries, or when `stop` (told of each matrix made from scratch, an O(squares³)
 * step, and asked whether to stop) says so before one was.
 */
function freshStart(
  rules: DesignRules,
  counts: JumpCounts,
  feeders: ReturnType<typeof feedersOf>,
  random: SeededRandom,
  stop: () => boolean,
): { layout: Layout; fundamental: Fundamental } | null {
  for (let tries = 0; tries < 100; tries++) {
    const layout = randomLayout(rules, counts, random);
    if (!layout) continue;
    const fundamental = fundamentalOf(rules, feeders, layout.landing);
    const stopped = stop();
    if (fundamental) return { layout, fundamental };
    if (stopped) return null;
  }
  return null;
}
