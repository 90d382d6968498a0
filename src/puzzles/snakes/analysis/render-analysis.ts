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
import { describeStart, NO_PAINT, type Paint } from '../board/draw-board.js';
import { counted, printable } from '../../../words.js';

/** What may come with an analysis: several players, the exact fraction, the importance table. */
export interface AnalysisExtras {
  /** The board's name in the heading (default: its own name, or its format). */
  readonly title?: string;
  readonly players?: PlayersFigures;
  /** The exact expected throws (null: infinite); absent when not asked for. */
  readonly exact?: Fraction | null;
  readonly importance?: JumpImportance[];
}

const PAINT = paintSchema<Paint>(['bold', 'green', 'red', 'yellow', 'dim']);

/** `39.225`, `175,728.0`: a few significant digits after the point, thousands separated. */
function formatThrows(value: number): string {
  const digits = value >= 1000 ? 1 : 3;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** `22.3%`, `< 0.1%`, `100%`. */
function formatChance(chance: number): string {
  if (chance >= 0.9995 && chance < 1) return '> 99.9%';
  if (chance > 0 && chance < 0.0005) return '< 0.1%';
  return `${(chance * 100).toFixed(1).replace(/\.0$/, '')}%`;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A bar `width` cells long at full scale, drawn in eighths of a cell. */
function bar(fraction: number, width: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, fraction)) * width * 8);
  const full = Math.floor(eighths / 8);
  const text = '█'.repeat(full) + EIGHTHS[eighths % 8];
  return text === '' && fraction > 0 ? '▏' : text;
}

/**
 * The distribution as a terminal bar chart: throws from the fewest to the 99th percentile (or the end
 * of the list), grouped into at most `rows` rows of equal width, each with its chance. The row holding
 * the median is marked.
 */
function distributionChart(
  analysis: SnakesAnalysis,
  paint: Paint = NO_PAINT,
  rows = 24,
  width = 40,
): string[] {
  const p = analysis.distribution.probabilities;
  let low = 0;
  while (low < p.length && p[low] === 0) low++;
  if (low >= p.length) return [];
  const high = Math.min(p.length - 1, analysis.percentiles['99'] ?? percentileOf(p, 0.99) ?? p.length - 1);
  const step = Math.max(1, Math.ceil((high - low + 1) / rows));
  const groups: { from: number; to: number; chance: number }[] = [];
  for (let from = low; from <= high; from += step) {
    const to = Math.min(high, from + step - 1);
    let chance = 0;
    for (let n = from; n <= to; n++) chance += p[n];
    groups.push({ from, to, chance });
  }
  const most = Math.max(...groups.map((g) => g.chance));
  const labelWidth = String(high).length * 2 + 1;
  const lines = [paint.dim(`${'throws'.padStart(labelWidth)}  chance of ending there`)];
  for (const g of groups) {
    const label = (g.from === g.to ? String(g.from) : `${g.from}–${g.to}`).padStart(labelWidth);
    const isMedian = analysis.median !== null && analysis.median >= g.from && analysis.median <= g.to;
    const drawn = paint.green(bar(g.chance / most, width));
    lines.push(`${label}  ${drawn} ${formatChance(g.chance)}${isMedian ? paint.yellow(' ← median') : ''}`);
  }
  const after =
    1 - analysis.distribution.stuck - groups.reduce((sum, g) => sum + g.chance, 0) - sumTo(p, low - 1);
  if (after > 0.0005)
    lines.push(paint.dim(`${'more'.padStart(labelWidth)}  ${formatChance(after)} of games last longer`));
  return lines;
}

function sumTo(p: Float64Array, n: number): number {
  let sum = 0;
  for (let i = 0; i <= n && i < p.length; i++) sum += p[i];
  return sum;
}

function percentileOf(p: Float64Array, level: number): number | null {
  let sum = 0;
  for (let n = 0; n < p.length; n++) if ((sum += p[n]) >= level) return n;
  return null;
}

const show = (n: number | null): string => (n === null ? '—' : String(n));

/**
 * The analysis as text for people: expected throws, median, mode, minimum, percentiles, chances within
 * 10/20/50/100 throws, a bar chart of the distribution, and what `extras` holds (players, the exact
 * fraction, the importance table and the most visited squares). Takes any board, as `boardFrom`
 * does, and refuses (`E_USAGE`, naming it) an analysis, extras or paint of another shape.
 * Cost: O(length of the distribution + squares).
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
  const title = printable(extras.title ?? board.name ?? `${board.format} board`);
  const lines = [
    `${paint.bold(title)} (${board.format} format): squares ${board.first}–${board.last}, die 1–${analysis.faces}, ${describeStart(board)}${analysis.chain ? ', jumps chain' : ''}`,
    `end rule ${analysis.end}: ${END_RULE_TABLE[analysis.end].describe(board.last)}; one player, a fair die, no choices`,
    '',
  ];
  const d = analysis.distribution;
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
          `(${analysis.expected}, relative error < ${bound < 1e-15 ? '1e-15' : bound.toExponential(0)})`,
        ),
    );
  }
  lines.push(
    `Median: ${show(analysis.median)}   Mode: ${show(analysis.mode)}   Minimum: ${show(analysis.minimum)}`,
  );
  lines.push(
    `Percentiles: ${Object.entries(analysis.percentiles)
      .map(([p, n]) => `${p}%: ${show(n)}`)
      .join('  ')}`,
  );
  lines.push(
    `Chance to finish within ${Object.entries(analysis.within)
      .map(([k, c]) => `${counted(Number(k), 'throw')}: ${c === null ? '—' : formatChance(c)}`)
      .join(', ')}`,
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

// A distribution cut short gives each seat's chance to have won by then, and no expected length.
function renderPlayers(players: PlayersFigures, complete: boolean): string[] {
  const seats = players.seats.map((chance, i) => `seat ${i + 1}: ${formatChance(chance)}`);
  const when = complete ? '' : ' within the throws listed';
  const lines = [
    `${players.players} players (seat 1 throws first), chance to win${when} — ${seats.join('  ')}`,
  ];
  if (players.never > 0.0005) lines.push(`nobody ever wins: ${formatChance(players.never)}`);
  if (!complete) return [...lines, 'expected length: — (beyond the throws listed)'];
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
    median: analysis.median,
    mode: analysis.mode,
    minimum: analysis.minimum,
    percentiles: analysis.percentiles,
    within: analysis.within,
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

/**
 * One line for the solver's text output: "With a fair die the real game takes 39.2 throws on average
 * (median 32)". Null when the board is too large for this to be instant or the die has one face.
 */
export function gameLengthLine(
  board: SnakesBoard,
  options: { faces?: number; chain?: boolean; paint?: Paint } = {},
): string | null {
  const faces = options.faces ?? board.faces;
  if (faces < 2 || board.last + 1 > SUMMARY_MAX_SQUARES || (board.last + 1) * faces > 1e7) return null;
  const analysis = analyzeSnakes(board, { faces, chain: options.chain, maxWork: 2e7, percentiles: [50] });
  const paint = options.paint ?? NO_PAINT;
  if (!analysis.finite) {
    return `With a fair die the real game may never end: from square ${analysis.trap} the last square cannot be reached.`;
  }
  const median = analysis.median === null ? '' : ` (median ${analysis.median})`;
  return `With a fair die the real game takes ${paint.bold(analysis.expected.toFixed(1))} throws on average${median}; --analyze tells more.`;
}
