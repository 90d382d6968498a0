import { z } from 'zod';
import {
  allowing,
  checkOptions,
  checkValue,
  optionError,
  optionsSchema,
  switchSchema,
  wholeNumber,
} from '../../../options.js';
import { ownFields, paintSchema } from '../../checks.js';
import { boardFrom, MAX_FACES, type JumpKind, type SnakesBoard } from '../board/board.js';
import {
  describeStart,
  drawBoard,
  MAX_DRAWN_SQUARES,
  NO_PAINT,
  SNAKES_TITLE,
  type Paint,
} from '../board/draw-board.js';
import type { SnakesSolution, SnakesThrow } from './solution.js';
import { counted, printable } from '../../../words.js';

// An answer checked as far as the drawing reads it, taken as the whole answer it stands for.
const solved = (answer: unknown) => answer as SnakesSolution;

// The answer checked as far as the drawing reads it (its steps or runs up to MAX_LISTED_THROWS).
function checkSolution(solution: unknown): SnakesSolution {
  const answer = checkValue('solution', solutionSchema, ownFields(solution));
  if (!answer.solvable) return solved(answer);
  // The listed ones checked (and copied); the rest, only counted, as they are.
  const listed = <T>(schema: z.ZodType<T[]>, items: readonly unknown[]): unknown[] => [
    ...checkValue('solution', schema, items.slice(0, MAX_LISTED_THROWS)),
    ...items.slice(MAX_LISTED_THROWS),
  ];
  if (answer.runs) return solved({ ...answer, runs: listed(runsSchema, answer.runs) });
  if (!answer.steps || !answer.path) throw optionError('solution', SOLUTION, solution);
  const steps = listed(listedSchema, answer.steps);
  return solved({ ...answer, steps, path: answer.path });
}

/** Games with more throws than this are listed in part. */
const MAX_LISTED_THROWS = 1000;

/** One line per throw: `throw 3: 5 → lands on 28, ladder to 84`. */
function describeThrow(step: SnakesThrow, index: number): string {
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
  /** The heading (default: the board's name, else `Snakes and Ladders`). */
  readonly title?: string;
}

const renderSnakesSchema = optionsSchema({
  paint: paintSchema<Paint>(['bold', 'green', 'red', 'yellow', 'dim']).optional(),
  faces: wholeNumber(1, MAX_FACES).optional(),
  chain: switchSchema.optional(),
  title: allowing('a heading (a string)', z.string()).optional(),
});

const SOLUTION = 'an answer of solveSnakes';
const squares = z.array(z.number());
const throwSchema = z.looseObject({
  face: z.number(),
  landing: z.number(),
  jumps: z.array(z.looseObject({ kind: z.enum(['ladder', 'snake']), to: z.number() })),
});
const solutionSchema = allowing(
  SOLUTION,
  z.union([
    z.looseObject({ solvable: z.literal(false), explored: z.number() }),
    z.looseObject({
      solvable: z.literal(true),
      moves: z.number(),
      explored: z.number(),
      path: squares.nullable().optional(),
      steps: z.array(z.unknown()).nullable().optional(),
      runs: z.array(z.unknown()).nullable().optional(),
    }),
  ]),
);
// The throws (or runs) as far as they are listed: a long game is only counted past them.
const listedSchema = allowing(SOLUTION, z.array(throwSchema));
const runsSchema = allowing(SOLUTION, z.array(z.tuple([z.number(), z.number()])));

/**
 * The whole text answer: a heading, the drawn board with the game marked, its ladders and snakes,
 * the fewest throws and the throws one by one (or that the last square cannot be reached). Takes
 * any board, as `boardFrom` does, and an answer of `solveSnakes`, checked as far as it is drawn
 * (`E_USAGE` naming `solution` otherwise). Cost: O(squares drawn + jumps + throws listed).
 */
export function renderSnakes(
  board: SnakesBoard,
  solution: SnakesSolution,
  options: RenderSnakesOptions = {},
): string {
  board = boardFrom(board);
  options = checkOptions(renderSnakesSchema, options);
  solution = checkSolution(solution);
  const paint = options.paint ?? NO_PAINT;
  const faces = options.faces ?? board.faces;
  const title = printable(options.title ?? board.name ?? SNAKES_TITLE);
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
