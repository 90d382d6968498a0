import { checkShape, checkValue } from '../../../options.js';
import { ownFields, paintSchema } from '../../checks.js';
import { boardFrom, type SnakesBoard } from '../board/board.js';
import { analysisSchema, extrasSchema } from './analysis-schema.js';
import { analyzeSnakes, type SnakesAnalysis } from './analyze.js';
import { END_RULE_TABLE } from './end-rules.js';
import { cutNote } from './cut-note.js';
import { fractionToDecimal, type Fraction } from './exact.js';
import type { JumpImportance } from './importance.js';
import type { PlayersFigures } from './players.js';
import { describeStart, NO_PAINT, SNAKES_TITLE, type Paint } from '../board/draw-board.js';
import type { FigureBound } from './bounds.js';
import { counted, printable } from '../../../words.js';
import {
  boundedChance,
  boundedCount,
  formatChance,
  formatThrows,
  fullNumber,
  throwCount,
} from './figure-words.js';
import { distributionChart } from './render-chart.js';

/** What may come with an analysis: several players, the exact fraction, the importance table. */
export interface AnalysisExtras {
  /** The board's name in the heading (default: its own name, else `Snakes and Ladders`). */
  readonly title?: string;
  readonly players?: PlayersFigures;
  /** The exact expected throws (null: infinite); absent when not asked for. */
  readonly exact?: Fraction | null;
  readonly importance?: JumpImportance[];
}

const PAINT = paintSchema<Paint>(['bold', 'green', 'red', 'yellow', 'dim']);

/**
 * A count of throws as the report shows it: exact, or (when the throws listed do not reach it) the
 * bound it is known by, or "never"; "—" only for a figure that has neither.
 */
function countOf(exact: number | null, bound: FigureBound | null | undefined, never = false): string {
  if (exact !== null) return throwCount(exact);
  if (never) return 'never';
  return bound ? boundedCount(bound) : '—';
}

/**
 * The analysis as text for people: expected throws, standard deviation, median, mode, minimum,
 * percentiles, chances within 10/20/50/100 throws, a bar chart of the distribution, and what
 * `extras` holds (players, the exact fraction, the importance table and the most visited squares).
 * A figure past a distribution cut short is given as the bound it is known by (`lengthBounds`).
 * Takes any board, as `boardFrom` does, and refuses (`E_USAGE`, naming it) an analysis, extras or
 * paint of another shape. Cost: O(length of the distribution + squares).
 */
export function renderAnalysis(
  board: SnakesBoard,
  analysis: SnakesAnalysis,
  extras: AnalysisExtras = {},
  paint: Paint = NO_PAINT,
): string {
  board = boardFrom(board);
  analysis = checkShape<SnakesAnalysis>('analysis', analysisSchema, ownFields(analysis));
  extras = checkValue('extras', extrasSchema, ownFields(extras));
  paint = checkValue('paint', PAINT, ownFields(paint));
  const title = printable(extras.title ?? board.name ?? SNAKES_TITLE);
  const lines = [
    `${paint.bold(title)} (${board.format} format): squares ${board.first}–${board.last}, die 1–${analysis.faces}, ${describeStart(board)}${analysis.chain ? ', jumps chain' : ''}`,
    `end rule ${analysis.end}: ${END_RULE_TABLE[analysis.end].describe(board.last)}; one player, a fair die, no choices`,
    '',
  ];
  const d = analysis.distribution;
  const bounds = analysis.bounds;
  if (!analysis.finite) {
    lines.push(
      `${paint.bold(paint.red('Expected throws: infinite'))} — from square ${analysis.trap}, which the token can reach, the last square cannot be reached.`,
      `Chance to finish at all: ${formatChance(d.finished)}${analysis.minimum === null ? ' (the last square is out of reach)' : ''}`,
    );
  } else {
    const bound = analysis.errorBound;
    lines.push(
      `${paint.bold(`Expected throws: ${formatThrows(analysis.expected)}`)}  ` +
        paint.dim(
          `(${fullNumber(analysis.expected)}, relative error < ${bound < 1e-15 ? '1e-15' : bound.toExponential(0)})`,
        ),
      `Standard deviation: ${formatThrows(analysis.sd)} throws`,
    );
  }
  const never = new Set(bounds.never);
  lines.push(
    `Median: ${countOf(analysis.median, bounds.percentiles['50'], never.has('50'))}   Mode: ${countOf(analysis.mode, bounds.mode)}   Minimum: ${countOf(analysis.minimum, null, true)}`,
  );
  lines.push(
    `Percentiles: ${Object.entries(analysis.percentiles)
      .map(([p, n]) => `${p}%: ${countOf(n, bounds.percentiles[p], never.has(p))}`)
      .join('  ')}`,
  );
  lines.push(
    `Chance to finish within ${Object.entries(analysis.within)
      .map(
        ([k, c]) =>
          `${counted(Number(k), 'throw')}: ${c !== null ? formatChance(c) : bounds.within[k] ? boundedChance(bounds.within[k]) : '—'}`,
      )
      .join(', ')}`,
  );
  const bounded = Object.keys(bounds.percentiles).length + Object.keys(bounds.within).length > 0;
  if (bounded)
    lines.push(
      paint.dim(
        bounds.from === 'moments'
          ? "(a range is where a figure must lie: the distribution below is cut short, and the exact mean and standard deviation bound the rest, by Cantelli's inequality)"
          : '(a range is where a figure must lie: the distribution below is cut short)',
      ),
    );
  if (extras.exact !== undefined) {
    lines.push(
      extras.exact === null
        ? 'Exactly: infinite'
        : `Exactly: ${extras.exact.numerator}/${extras.exact.denominator} = ${fractionToDecimal(extras.exact, 15)}…`,
    );
  }
  const chart = distributionChart(analysis, paint);
  if (chart.length > 0) lines.push('', ...chart);
  const listed = d.probabilities.length - 1;
  if (!d.complete) {
    lines.push(paint.yellow(cutNote(d, formatChance)));
  } else if (d.stuck > 0) {
    lines.push(
      paint.dim(
        `(distribution listed to ${listed} throws; the other ${formatChance(d.stuck)} of games never end)`,
      ),
    );
  } else {
    lines.push(paint.dim(`(distribution listed to ${listed} throws; less than 1e-9 of games last longer)`));
  }
  if (extras.players) lines.push('', ...renderPlayers(extras.players, d.complete));
  if (extras.importance)
    lines.push('', ...renderImportance(extras.importance, paint), '', ...renderVisits(board, analysis));
  return lines.join('\n') + '\n';
}

// A distribution cut short gives each seat's chance to have won by then, and the expected length's bounds.
function renderPlayers(players: PlayersFigures, complete: boolean): string[] {
  const seats = players.seats.map((chance, i) => `seat ${i + 1}: ${formatChance(chance)}`);
  const when = complete ? '' : ' within the throws listed';
  const lines = [
    `${players.players} players (seat 1 throws first), chance to win${when} — ${seats.join('  ')}`,
  ];
  if (players.never > 0.0005) lines.push(`nobody ever wins: ${formatChance(players.never)}`);
  const { roundsBounds: rounds, throwsBounds: throws } = players;
  if (rounds && throws) {
    const range = (b: { low: number; high: number | null }) =>
      b.high === null
        ? `more than ${formatThrows(b.low)}`
        : `${formatThrows(b.low)} to ${formatThrows(b.high)}`;
    return [
      ...lines,
      `expected length: ${range(rounds)} rounds, ${range(throws)} throws in all (bounds: the distribution is cut short)`,
    ];
  }
  lines.push(
    players.rounds === null || players.throws === null
      ? 'expected rounds: infinite (all the tokens can get stuck for ever)'
      : `expected length: ${formatThrows(players.rounds)} rounds, ${formatThrows(players.throws)} throws in all`,
  );
  return lines;
}

function renderImportance(rows: JumpImportance[], paint: Paint): string[] {
  const lines = [paint.bold('Expected throws without each snake or ladder (biggest change first):')];
  for (const row of rows) {
    const name = `${row.kind} ${row.from}→${row.to}`.padEnd(18);
    const expected = row.expected === null ? 'infinite' : formatThrows(row.expected);
    const change = row.change === null ? '' : `${row.change >= 0 ? '+' : ''}${formatThrows(row.change)}`;
    const painted = row.kind === 'ladder' ? paint.green(name) : paint.red(name);
    lines.push(`  ${painted} ${expected.padStart(10)}  ${change}`);
  }
  return lines;
}

function renderVisits(board: SnakesBoard, analysis: SnakesAnalysis, count = 10): string[] {
  const visits = analysis.distribution.visits;
  const order = Array.from(visits.keys())
    .filter((square) => square !== board.last && visits[square] > 0)
    .sort((a, b) => visits[b] - visits[a] || a - b)
    .slice(0, count);
  return [
    `Most visited squares (expected visits per game): ${order.map((s) => `${s}: ${visits[s].toFixed(2)}`).join(', ')}`,
  ];
}

/**
 * The `analysis` object of `--json`. Its distributions stay typed arrays, as long as the analysis
 * made them: `printableJsonPieces` writes them as JSON arrays a piece at a time.
 */
export function analysisJson(analysis: SnakesAnalysis, extras: AnalysisExtras = {}): Record<string, unknown> {
  const d = analysis.distribution;
  const json: Record<string, unknown> = {
    end: analysis.end,
    faces: analysis.faces,
    chain: analysis.chain,
    finite: analysis.finite,
    expected: analysis.expected,
    errorBound: analysis.errorBound,
    trap: analysis.trap,
    sd: analysis.sd,
    sdError: analysis.sdError,
    median: analysis.median,
    mode: analysis.mode,
    minimum: analysis.minimum,
    percentiles: analysis.percentiles,
    within: analysis.within,
    bounds: analysis.bounds,
    distribution: d.probabilities,
    finished: d.finished,
    stuck: d.stuck,
    remaining: d.remaining,
    complete: d.complete,
    // Only a distribution cut short says why, and what a full one would need.
    ...(d.complete ? {} : { cut: d.cut, needed: d.needed }),
    solver: analysis.solver,
  };
  if (extras.players) {
    const p = extras.players;
    Object.assign(json, {
      players: p.players,
      seats: p.seats,
      never: p.never,
      rounds: p.rounds,
      throws: p.throws,
      roundsBounds: p.roundsBounds,
      throwsBounds: p.throwsBounds,
      throwsDistribution: p.throwsDistribution,
    });
  }
  if (extras.exact !== undefined) {
    json.exact =
      extras.exact === null
        ? null
        : {
            numerator: String(extras.exact.numerator),
            denominator: String(extras.exact.denominator),
            decimal: fractionToDecimal(extras.exact, 20),
          };
  }
  if (extras.importance) {
    json.importance = extras.importance;
    json.visits = d.visits;
  }
  return json;
}

/** Boards up to this many squares get the one-line summary of the real game under the solver's answer. */
const SUMMARY_MAX_SQUARES = 20_000;

/** The work (square-face steps) one summary line may take: about 0.1 s. */
const SUMMARY_WORK = 2e7;

/**
 * One line for the solver's text output: "With a fair die the real game takes 39.2 throws on average
 * (median 32)". Null when the board is too large for this to be instant or the die has one face, or
 * when `budget` (work shared by the lines of a paste's many boards) has too little left: a paste of
 * ten thousand boards would otherwise spend 0.1 s on each. The work done is taken from `budget`.
 */
export function gameLengthLine(
  board: SnakesBoard,
  options: { faces?: number; chain?: boolean; paint?: Paint; budget?: { left: number } } = {},
): string | null {
  const faces = options.faces ?? board.faces;
  const squares = board.last + 1;
  if (faces < 2 || squares > SUMMARY_MAX_SQUARES || squares * faces > 1e7) return null;
  const { budget } = options;
  const maxWork = Math.min(SUMMARY_WORK, budget?.left ?? SUMMARY_WORK);
  // A budget that cannot list a few throws gives no line: a median cut short says nothing.
  if (maxWork < 16 * squares * faces) return null;
  const analysis = analyzeSnakes(board, { faces, chain: options.chain, maxWork, percentiles: [50] });
  if (budget) budget.left -= Math.min(maxWork, analysis.distribution.probabilities.length * squares * faces);
  const paint = options.paint ?? NO_PAINT;
  if (!analysis.finite) {
    return `With a fair die the real game may never end: from square ${analysis.trap} the last square cannot be reached.`;
  }
  const median = analysis.median === null ? '' : ` (median ${analysis.median})`;
  return `With a fair die the real game takes ${paint.bold(analysis.expected.toFixed(1))} throws on average${median}; --analyze tells more.`;
}
