// A design as the command prints it: the board in the board notation, the board drawn, and each
// target beside the figure the exact analysis gives.
import { drawBoard, NO_PAINT, type Paint } from '../board/draw-board.js';
import { jumpsOf, type SnakesBoard } from '../board/board.js';
import { formatChance, formatThrows } from '../analysis/figure-words.js';
import { counted, grouped, printableJson } from '../../../words.js';
import type { SnakesDesign } from './design.js';

/** The board notation's object of a designed board: squares, ladders and snakes by start (and faces, when not 6). */
export function boardNotation(board: SnakesBoard): Record<string, unknown> {
  const ladders: Record<string, number> = {};
  const snakes: Record<string, number> = {};
  for (const { from, to } of jumpsOf(board)) (to > from ? ladders : snakes)[String(from)] = to;
  return { squares: board.last, ...(board.faces !== 6 && { faces: board.faces }), ladders, snakes };
}

/** The board notation as one line of JSON, spaced as people write it. */
function boardNotationText(board: SnakesBoard): string {
  const pairs = (jumps: Record<string, unknown>) =>
    `{${Object.entries(jumps)
      .map(([from, to]) => `"${from}": ${to}`)
      .join(', ')}}`;
  const notation = boardNotation(board);
  const fields = Object.entries(notation).map(([key, value]) =>
    typeof value === 'object' ? `"${key}": ${pairs(value as Record<string, unknown>)}` : `"${key}": ${value}`,
  );
  return `{${fields.join(', ')}}`;
}

/** A chance as precise as a fairness needs: `1.5%`, `0.010%`. */
function fineChance(chance: number): string {
  return chance >= 0.001 || chance === 0 ? formatChance(chance) : `${(chance * 100).toPrecision(2)}%`;
}

/** Each seat's chance, the first three and the last when there are many. */
function seatsText(seats: readonly number[], least: string): string {
  const shown = seats.map((seat, i) => `${i + 1}: ${least}${formatChance(seat)}`);
  return shown.length <= 8 ? shown.join(', ') : `${shown.slice(0, 3).join(', ')}, …, ${shown.at(-1)}`;
}

/**
 * The design as text: a heading, the board notation, the board drawn, a table of each target with
 * the figure reached (and, when missed, by how much), and a last line saying whether all are met.
 * Cost: O(squares).
 */
export function renderDesign(design: SnakesDesign, paint: Paint = NO_PAINT): string {
  const { board, figures, targets, search } = design;
  const jumps = jumpsOf(board);
  const ladders = jumps.filter(({ from, to }) => to > from).length;
  const lines = [
    paint.bold(
      `A board of ${board.last} squares with ${counted(ladders, 'ladder')} and ${counted(jumps.length - ladders, 'snake')}, die 1–${board.faces}, end rule ${design.end}:`,
    ),
    boardNotationText(board),
    '',
    drawBoard(board, null, paint),
    '',
  ];
  const rows: Array<[string, string, boolean, string]> = [];
  const missed = (off: number, unit: (n: number) => string) => (off > 0 ? `off by ${unit(off)}` : '');
  const throws = (n: number) => `${formatThrows(n)} throws`;
  if (targets.mean)
    rows.push([
      `mean ${targets.mean.target} ± ${targets.mean.tolerance}`,
      formatThrows(figures.mean),
      targets.mean.met,
      missed(targets.mean.off, throws),
    ]);
  if (targets.sd)
    rows.push([
      `sd ${targets.sd.target} ± ${targets.sd.tolerance}`,
      formatThrows(figures.sd),
      targets.sd.met,
      missed(targets.sd.off, throws),
    ]);
  if (targets.within && figures.within !== null)
    rows.push([
      `within ${grouped(targets.within.throws)} throws: at least ${formatChance(targets.within.chance)}`,
      `${targets.within.bound ? 'at least ' : ''}${formatChance(figures.within)}`,
      targets.within.met,
      missed(targets.within.off, (n) => `${(n * 100).toPrecision(2)} points`),
    ]);
  if (targets.fewest)
    rows.push([
      `fewest ${targets.fewest.target} throws`,
      targets.fewest.figure === null || targets.fewest.figure < 0 ? 'none' : String(targets.fewest.figure),
      targets.fewest.met,
      missed(targets.fewest.off, (n) => counted(n, 'throw')),
    ]);
  const least = figures.seatsBound ? 'at least ' : '';
  if (targets.fair && figures.seats)
    rows.push([
      `${targets.fair.players} seats within ${fineChance(targets.fair.spread)} of fair`,
      seatsText(figures.seats, least),
      targets.fair.met,
      // A fairness from a distribution cut short is known only between two bounds.
      targets.fair.bound && !targets.fair.met
        ? targets.fair.off > 0
          ? `off by at least ${(targets.fair.off * 100).toPrecision(2)} points`
          : UNKNOWN
        : missed(targets.fair.off, (n) => `${(n * 100).toPrecision(2)} points`),
    ]);
  else if (figures.seats)
    rows.push([
      `${figures.seats.length} seats`,
      figures.seats.map((seat) => `${least}${formatChance(seat)}`).join(', '),
      true,
      NO_TARGET,
    ]);
  const width = Math.max(6, ...rows.map(([target]) => target.length));
  const figureWidth = Math.max(6, ...rows.map(([, figure]) => figure.length));
  lines.push(paint.dim(`${'target'.padEnd(width)}  reached`));
  for (const [target, figure, met, note] of rows) {
    const mark =
      note === NO_TARGET || note === UNKNOWN ? note : met ? paint.green('met') : paint.red('missed');
    const more = note && note !== NO_TARGET && note !== UNKNOWN ? `, ${note}` : '';
    lines.push(`${target.padEnd(width)}  ${figure.padEnd(figureWidth)}  ${mark}${more}`);
  }
  if (figures.seatsBound)
    lines.push(
      paint.dim(
        `(the seats' chances are bounds: the game's distribution was cut short with ${formatChance(1 - figures.seats!.reduce((sum, seat) => sum + seat, 0))} of games undecided)`,
      ),
    );
  const tried = `${grouped(search.boards)} boards tried, ${counted(search.restarts, 'restart')}, seed ${printableJson(search.seed)}`;
  lines.push(
    '',
    design.met ? paint.green(`Every target met (${tried}).`) : paint.yellow(missLine(search, tried)),
  );
  return lines.join('\n') + '\n';
}

/** A fairness that a distribution cut short leaves undecided: neither met nor missed. */
const UNKNOWN = 'not known';
const NO_TARGET = '(no target)';

/** Why the best board found misses, and what to change. */
function missLine(search: SnakesDesign['search'], tried: string): string {
  if (search.cut === 'time')
    return `The time bound cut the search before its budget was spent (${tried}): another run may stop on another board; a longer --time lets the budget decide.`;
  return `The best board found misses (${tried}): a larger --budget may reach the targets, or no board may.`;
}
