import type { JumpKind, SnakesBoard } from '../board/board.js';
import { describeStart, drawBoard, MAX_DRAWN_SQUARES, NO_PAINT, type Paint } from '../board/draw-board.js';
import type { SnakesSolution, SnakesThrow } from './solution.js';
import { counted, printable } from '../../../words.js';

/** Games with more throws than this are listed in part. */
export const MAX_LISTED_THROWS = 1000;

/** One line per throw: `throw 3: 5 → lands on 28, ladder to 84`. */
export function describeThrow(step: SnakesThrow, index: number): string {
  const jumps = step.jumps.map((jump) => `${jump.kind} to ${jump.to}`).join(', ');
  return `throw ${index + 1}: ${step.face} → lands on ${step.landing}${jumps ? `, ${jumps}` : ''}`;
}

function listJumps(board: SnakesBoard, kind: JumpKind, limit = 40): string {
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
  const title = printable(options.title ?? board.name ?? `${board.format} board`);
  const lines = [
    `${paint.bold(title)} (${board.format} format): squares ${board.first}–${board.last}, die 1–${faces}, ` +
      `${describeStart(board)}${options.chain ? ', jumps chain' : ''}`,
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
      `${paint.bold('No way to reach square ' + board.last)}: unsolvable (${counted(solution.explored, 'square')} explored).`,
    );
    return lines.join('\n') + '\n';
  }
  lines.push(
    `${paint.bold(`Fewest throws: ${solution.moves}`)} ` +
      `(${counted(solution.explored, solution.method === 'runs' ? 'run event' : 'square')} explored)`,
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
  const { steps } = solution;
  const listed = steps.length > MAX_LISTED_THROWS ? steps.slice(0, MAX_LISTED_THROWS) : steps;
  listed.forEach((step, i) => lines.push(describeThrow(step, i)));
  if (listed.length < steps.length)
    lines.push(paint.dim(`… ${steps.length - listed.length} more throws (--json lists them all)`));
  return lines.join('\n') + '\n';
}
