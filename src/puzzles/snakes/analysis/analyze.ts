import { checkMemory } from '../../../errors.js';
import type { Progress } from '../../../options.js';
import type { SnakesBoard } from '../board/board.js';
import { snakesChain, type ChainOptions, type SnakesChain } from './chain.js';
import type { EndRule } from './end-rules.js';
import { throwDistribution, type DistributionOptions, type ThrowDistribution } from './distribution.js';
import { expectedThrows, type ExpectedThrows } from './expected.js';
import { checkPercent, DEFAULT_PERCENTILES, lengthFigures } from './lengths.js';
import { lengthBounds, type LengthBounds } from './bounds.js';
import { throwSpread, type ThrowSpread } from './moments.js';
import { chainReach, type ChainReach } from './reach.js';
import { analyzeSnakesSchema, checkSnakesCall } from '../options.js';

/** Options for `analyzeSnakes`. */
export interface AnalyzeSnakesOptions extends ChainOptions, DistributionOptions {
  /** Told after every sweep of the expected-throws and spread solves: the sweeps so far, and the squares snakes lead back to. */
  readonly solveProgress?: Progress;
  /** Percentiles to report (default 10, 25, 50, 75, 90, 99). */
  readonly percentiles?: readonly number[];
  /** Refuse, before allocating, an analysis that would need more bytes than this (`E_MEMORY`). */
  readonly maxMemory?: number;
}

/**
 * Bytes per square the analysis allocates at most: the solver's 61 Krylov vectors of doubles
 * (488 bytes) and about a dozen arrays of doubles and integers beside them.
 */
const ANALYSIS_BYTES_PER_SQUARE = 600;

/** Bytes `analyzeSnakes` may allocate for a board (an upper estimate, from its squares). */
export function analysisBytes(board: Pick<SnakesBoard, 'last'>): number {
  return ANALYSIS_BYTES_PER_SQUARE * (board.last + 2);
}

/**
 * How long the real game plays on a board, for one player. `finite` tells whether the game always
 * ends: `if (analysis.finite)` makes `expected`, `errorBound` and `minimum` numbers; otherwise `trap`
 * is the square the token can get stuck behind, and `expected` is null.
 */
export type SnakesAnalysis = FiniteAnalysis | EndlessAnalysis;

/** The figures of every analysis. */
interface AnalysisFigures {
  readonly end: EndRule;
  readonly faces: number;
  readonly chain: boolean;
  /** The median throws (null when the distribution listed does not reach half the chance). */
  readonly median: number | null;
  /** The likeliest number of throws (null when no game ends within the throws listed). */
  readonly mode: number | null;
  readonly percentiles: Record<string, number | null>;
  readonly within: Record<string, number | null>;
  /**
   * Where the median, percentiles, chances and mode that the throws listed do not reach must lie
   * (those null above): never a blank, whatever cut the distribution short.
   */
  readonly bounds: LengthBounds;
  readonly distribution: ThrowDistribution;
}

/** A game that always ends: every square the token can reach leads on to the last square. */
interface FiniteAnalysis extends AnalysisFigures {
  readonly finite: true;
  /** Expected throws. */
  readonly expected: number;
  /** A bound on the relative error of `expected` (the solver's checked residual). */
  readonly errorBound: number;
  /** The standard deviation of the throws, exactly (a second sparse solve, `throwSpread`). */
  readonly sd: number;
  /** A bound on the absolute error of `sd`. */
  readonly sdError: number;
  readonly trap: null;
  /** The fewest throws that can end the game. */
  readonly minimum: number;
  /** The expected-value solve's numbers: GMRES iterations and the reduced system's size. */
  readonly solver: { readonly iterations: number; readonly reduced: number };
}

/** A game that can get stuck: the expected length is infinite. */
interface EndlessAnalysis extends AnalysisFigures {
  readonly finite: false;
  readonly expected: null;
  readonly errorBound: null;
  readonly sd: null;
  readonly sdError: null;
  /** A reachable square from which the last square cannot be reached. */
  readonly trap: number;
  /** The fewest throws that can end the game (null when the last square cannot be reached). */
  readonly minimum: number | null;
  readonly solver: null;
}

/**
 * How long the real game plays for one player: expected throws (sparse solve, `expectedThrows`), the whole
 * distribution (`throwDistribution`), its median, mode and percentiles, the chance to finish within
 * 10/20/50/100 throws, the minimum (breadth-first search over the chain), and the standard
 * deviation (a second sparse solve, `throwSpread`); the figures the distribution does not reach, when
 * it is cut short, come as `bounds`. A game that can get stuck is reported as infinite (`finite:
 * false`, `trap`), not as an error.
 *
 * Cost: O(squares × faces × (solver iterations of both solves + throws in the distribution)); O(squares) memory,
 * about `ANALYSIS_BYTES_PER_SQUARE` bytes a square (refused first if over `maxMemory`), and
 * `DISTRIBUTION_BYTES_PER_THROW` a throw listed: the distribution stops where the rest of
 * `maxMemory` is full (`cut: 'memory'`), or as soon as its chance in play shows that the budget or
 * the memory cannot cover the game (`needed`).
 */
export function analyzeSnakes(board: SnakesBoard, options: AnalyzeSnakesOptions = {}): SnakesAnalysis {
  [board, options] = checkSnakesCall(board, analyzeSnakesSchema, options);
  const solved = solveAnalysis(board, options);
  const distribution = throwDistribution(solved.chain, solved.reach, distributionOptions(board, options));
  return finishAnalysis(solved, distribution, options);
}

/**
 * The options of an analysis's distribution: its list of throws may take what `maxMemory` leaves
 * beside the rest of the analysis (`analysisBytes`), so that a long game is cut there, never grown
 * past it. Cost: O(1).
 */
export function distributionOptions<T extends AnalyzeSnakesOptions>(
  board: Pick<SnakesBoard, 'last'>,
  options: T,
): T {
  if (options.maxMemory === undefined) return options;
  return { ...options, maxMemory: Math.max(0, options.maxMemory - analysisBytes(board)) };
}

/** The first part of `analyzeSnakes`: the checks, the chain, its reach and the expected throws. */
interface SolvedAnalysis {
  readonly chain: SnakesChain;
  readonly reach: ChainReach;
  readonly solved: ExpectedThrows | null;
  readonly spread: ThrowSpread | null;
}

/**
 * `analyzeSnakes` up to the distribution: checks the options and the memory, builds the chain, its
 * reach, and solves the expected throws (`beforeSolve` is called with the chain and its reach just
 * before: a second thread can start meanwhile). Cost: that of `analyzeSnakes` without the distribution.
 */
export function solveAnalysis(
  board: SnakesBoard,
  options: AnalyzeSnakesOptions = {},
  beforeSolve?: (chain: SnakesChain, reach: ChainReach) => void,
): SolvedAnalysis {
  const percentiles = options.percentiles ?? DEFAULT_PERCENTILES;
  percentiles.forEach(checkPercent);
  const needed = analysisBytes(board);
  checkMemory(`analysing a board of ${board.last} squares`, needed, options.maxMemory, '');
  const chain = snakesChain(board, options);
  const reach = chainReach(chain);
  beforeSolve?.(chain, reach);
  // Small boards get the answer to the last bits for free; large ones to the 1e-9 promised.
  const tolerance = chain.last < 100_000 ? 1e-13 : 1e-9;
  const { signal, solveProgress } = options;
  const solved = reach.trap < 0 ? expectedThrows(chain, reach, tolerance, signal, solveProgress) : null;
  const spread = solved ? throwSpread(chain, reach, solved, tolerance, signal, solveProgress) : null;
  return { chain, reach, solved, spread };
}

/** The rest of `analyzeSnakes` once the distribution is known: its figures. Cost: O(length of the distribution). */
export function finishAnalysis(
  { chain, reach, solved, spread }: SolvedAnalysis,
  distribution: ThrowDistribution,
  options: AnalyzeSnakesOptions = {},
): SnakesAnalysis {
  const percentiles = options.percentiles ?? DEFAULT_PERCENTILES;
  const finite = reach.trap < 0;
  const figures = lengthFigures(distribution, [...new Set([...percentiles, 50])]);
  // Percentile 0 is the fewest throws, which the search gives however short the list.
  if (figures.percentiles['0'] === null && reach.levels[chain.last] >= 0)
    figures.percentiles['0'] = reach.levels[chain.last];
  const wanted: Record<string, number | null> = {};
  for (const percent of percentiles) wanted[String(percent)] = figures.percentiles[String(percent)];
  const minimum = reach.levels[chain.last];
  const errorBound = solved ? solved.residual / (1 - Math.min(solved.residual, 0.5)) : 0;
  const bounds = lengthBounds(
    distribution,
    { percentiles: figures.percentiles, within: figures.within, mode: figures.mode },
    {
      mean: solved?.expected ?? null,
      meanError: errorBound,
      sd: spread?.sd ?? null,
      sdError: spread?.sdError ?? 0,
      minimum: minimum < 0 ? null : minimum,
    },
  );
  // The bounds of the percentiles asked for, and of the median.
  const asked = new Set([...percentiles.map(String), '50']);
  const common = {
    end: chain.end,
    faces: chain.faces,
    chain: options.chain ?? false,
    median: figures.percentiles['50'],
    mode: figures.mode,
    percentiles: wanted,
    within: figures.within,
    bounds: {
      ...bounds,
      percentiles: Object.fromEntries(Object.entries(bounds.percentiles).filter(([p]) => asked.has(p))),
      never: bounds.never.filter((p) => asked.has(p)),
    },
    distribution,
  };
  if (finite && solved && spread) {
    return {
      ...common,
      finite: true,
      expected: solved.expected,
      errorBound,
      sd: spread.sd,
      sdError: spread.sdError,
      trap: null,
      minimum,
      solver: { iterations: solved.iterations, reduced: solved.reduced },
    };
  }
  return {
    ...common,
    finite: false,
    expected: null,
    errorBound: null,
    sd: null,
    sdError: null,
    trap: reach.trap,
    minimum: minimum < 0 ? null : minimum,
    solver: null,
  };
}
