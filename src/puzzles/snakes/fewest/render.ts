import type { SnakesBoard } from '../board/board.js';
import type { SnakesSolution, SnakesThrow } from './solution.js';

/** Colour functions (picocolors' shape); pass identity functions for plain text. */
export interface Paint {
  bold(text: string): string;
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
}

/** Plain text: every colour is the identity. */
export const NO_PAINT: Paint = {
  bold: (t) => t,
  green: (t) => t,
  red: (t) => t,
  yellow: (t) => t,
  dim: (t) => t,
};

/** Boards with more squares than this are described, not drawn. */
export const MAX_DRAWN_SQUARES = 2500;
/** Games with more throws than this are listed in part. */
export const MAX_LISTED_THROWS = 1000;

/**
 * The drawing's shape: what the board says, else n×n for a square number of squares, else the
 * divisor nearest the square root (10 columns for 100 squares, 6 for 30), else a ragged top row.
 */
export function layoutOf(board: SnakesBoard): { rows: number; columns: number } {
  const cells = board.last - board.first + 1;
  if (board.columns) return { columns: board.columns, rows: board.rows ?? Math.ceil(cells / board.columns) };
  if (board.rows) return { rows: board.rows, columns: Math.ceil(cells / board.rows) };
  const root = Math.sqrt(cells);
  for (let columns = Math.ceil(root); columns <= Math.ceil(root * 1.6); columns++) {
    if (cells % columns === 0) return { columns, rows: cells / columns };
  }
  const columns = Math.ceil(root);
  return { columns, rows: Math.ceil(cells / columns) };
}

/**
 * The board drawn as it is printed on cardboard: square `first` at the bottom-left, rows running
 * left-to-right and right-to-left in turn (boustrophedon). `↑` marks the foot of a ladder, `↓` the
 * head of a snake, and `[ ]` the squares where the shortest game stops.
 */
export function drawBoard(
  board: SnakesBoard,
  path: readonly number[] | null,
  paint: Paint = NO_PAINT,
): string {
  const { rows, columns } = layoutOf(board);
  const width = String(board.last).length;
  const jumpEnd = new Map<number, number>();
  board.jumpFrom.forEach((from, i) => jumpEnd.set(from, board.jumpTo[i]));
  const onPath = new Set(path ?? []);
  const lines: string[] = [];
  for (let top = 0; top < rows; top++) {
    const fromBottom = rows - 1 - top;
    const cells: string[] = [];
    for (let c = 0; c < columns; c++) {
      const along = fromBottom % 2 === 0 ? c : columns - 1 - c;
      const square = board.first + fromBottom * columns + along;
      if (square > board.last) {
        cells.push(' '.repeat(width + 3));
        continue;
      }
      const end = jumpEnd.get(square);
      const arrow = end === undefined ? ' ' : end > square ? '↑' : '↓';
      let label = String(square).padStart(width) + arrow;
      if (end !== undefined) label = end > square ? paint.green(label) : paint.red(label);
      cells.push(onPath.has(square) ? paint.bold(paint.yellow(`[${label}]`)) : ` ${label} `);
    }
    lines.push(cells.join('').trimEnd());
  }
  return lines.join('\n');
}

/** One line per throw: `throw 3: 5 → lands on 28, ladder to 84`. */
export function describeThrow(step: SnakesThrow, index: number): string {
  const jumps = step.jumps.map((jump) => `${jump.kind} to ${jump.to}`).join(', ');
  return `throw ${index + 1}: ${step.face} → lands on ${step.landing}${jumps ? `, ${jumps}` : ''}`;
}

function describeStart(board: SnakesBoard): string {
  return board.start === 0 && board.first > 0
    ? 'start off the board (square 0)'
    : `start on square ${board.start}`;
}

function listJumps(board: SnakesBoard, kind: 'ladder' | 'snake', limit = 40): string {
  // Only the first `limit` are written out: a big board has a million, and a string for each
  // kept the collector busy for half a second.
  const { jumpFrom, jumpTo } = board;
  const shown: string[] = [];
  let count = 0;
  for (let i = 0; i < jumpFrom.length; i++) {
    if (jumpTo[i] > jumpFrom[i] !== (kind === 'ladder')) continue;
    if (count++ < limit) shown.push(`${jumpFrom[i]}→${jumpTo[i]}`);
  }
  return count > limit ? `${shown.join(' ')} … and ${count - limit} more` : shown.join(' ') || 'none';
}

/** Options for `renderSnakes`. */
export interface RenderSnakesOptions {
  readonly paint?: Paint;
  readonly faces?: number;
  readonly chain?: boolean;
  /** The heading (default: the board's name, else its format). */
  readonly title?: string;
}

/**
 * The whole text answer: a heading, the drawn board with the game marked, its ladders and snakes,
 * the fewest throws and the throws one by one (or that the last square cannot be reached).
 */
export function renderSnakes(
  board: SnakesBoard,
  solution: SnakesSolution,
  options: RenderSnakesOptions = {},
): string {
  const paint = options.paint ?? NO_PAINT;
  const faces = options.faces ?? board.faces;
  const title = options.title ?? board.name ?? `${board.format} board`;
  const lines = [
    `${paint.bold(title)} (${board.format} format): squares ${board.first}–${board.last}, die 1–${faces}, ${describeStart(board)}${options.chain ? ', jumps chain' : ''}`,
  ];
  const squares = board.last - board.first + 1;
  if (squares <= MAX_DRAWN_SQUARES) lines.push('', drawBoard(board, solution.path, paint), '');
  else lines.push(paint.dim(`(${squares} squares: too many to draw)`));
  lines.push(
    `${paint.green('ladders ↑')} ${listJumps(board, 'ladder')}`,
    `${paint.red('snakes  ↓')} ${listJumps(board, 'snake')}`,
    '',
  );
  if (!solution.solvable) {
    lines.push(
      `${paint.bold('No way to reach square ' + board.last)}: unsolvable (${solution.explored} squares explored).`,
    );
    return lines.join('\n') + '\n';
  }
  lines.push(
    `${paint.bold(`Fewest throws: ${solution.moves}`)} (${solution.explored} ${solution.method === 'runs' ? 'run event' : 'square'}${solution.explored === 1 ? '' : 's'} explored)`,
  );
  if (solution.runs) {
    lines.push(`One shortest game, as runs of equal throws (${solution.runs.length}):`);
    let thrown = 0;
    for (const [face, count] of solution.runs.slice(0, MAX_LISTED_THROWS)) {
      lines.push(
        count === 1 ? `throw ${thrown + 1}: ${face}` : `throws ${thrown + 1}–${thrown + count}: ${face} each`,
      );
      thrown += count;
    }
    if (solution.runs.length > MAX_LISTED_THROWS)
      lines.push(
        paint.dim(`… ${solution.runs.length - MAX_LISTED_THROWS} more runs (--json lists them all)`),
      );
    return lines.join('\n') + '\n';
  }
  const steps = solution.steps!;
  const listed = steps.length > MAX_LISTED_THROWS ? steps.slice(0, MAX_LISTED_THROWS) : steps;
  listed.forEach((step, i) => lines.push(describeThrow(step, i)));
  if (listed.length < steps.length)
    lines.push(paint.dim(`… ${steps.length - listed.length} more throws (--json lists them all)`));
  return lines.join('\n') + '\n';
}
