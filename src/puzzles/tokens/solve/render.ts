import { z } from 'zod';
import {
  allowing,
  checkOptions,
  checkShape,
  checkValue,
  optionsSchema,
  switchSchema,
} from '../../../options.js';
import { ownFields, paintSchema } from '../../checks.js';
import { tokensBoardFrom, type TokensBoard } from '../board/board.js';
import type { Cell } from '../../../cell.js';
import type { TokensPosition, TokensSolution, TokensStep } from './solve.js';
import { counted } from '../../../words.js';

/** Colour functions (picocolors' shape); pass `NO_PAINT` for plain text. */
interface TokensPaint {
  bold(text: string): string;
  red(text: string): string;
  blue(text: string): string;
  dim(text: string): string;
}

/** Plain text: every colour is the identity. */
const NO_PAINT: TokensPaint = { bold: (t) => t, red: (t) => t, blue: (t) => t, dim: (t) => t };

/** Grids with more rows or columns than this are not drawn after each move. */
const MAX_DRAWN_SIDE = 10;
/** Solutions with more moves than this are listed in part (the JSON has them all). */
const MAX_LISTED_MOVES = 1000;

/** Options for `renderTokens`. */
export interface RenderTokensOptions {
  readonly paint?: TokensPaint;
  /** The variant with turns was solved (said in the heading). */
  readonly alternate?: boolean;
}

/** `(3,0)`: a square as row,column from 0. */
function cellText([row, column]: Cell): string {
  return `(${row},${column})`;
}

const SQUARE = z.tuple([z.number(), z.number()]);
const STEP = allowing(
  'a step of solveTokens { token, direction, distance, from, to }',
  z.looseObject({
    token: z.enum(['red', 'blue']),
    direction: z.enum(['up', 'down', 'left', 'right']),
    distance: z.number(),
    from: SQUARE,
    to: SQUARE,
  }),
);

/** One line per move: `blue left 3: (3,3) → (3,0)`. A value that is no step is refused (`E_USAGE`). */
export function describeTokensStep(step: TokensStep): string {
  step = checkValue('step', STEP, ownFields(step));
  return `${step.token} ${step.direction} ${step.distance}: ${cellText(step.from)} → ${cellText(step.to)}`;
}

/**
 * The grid with the tokens on it: each label, with `R` before the one under red and `B` before the
 * one under blue (so the distance the other token will move stays visible).
 */
function drawTokens(board: TokensBoard, position: TokensPosition, paint: TokensPaint = NO_PAINT): string {
  const width = Math.max(...board.labels.map((label) => String(label).length));
  const lines: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < board.columns; c++) {
      const label = String(board.labels[r * board.columns + c]).padStart(width);
      if (position.red[0] === r && position.red[1] === c) cells.push(paint.bold(paint.red(`R${label}`)));
      else if (position.blue[0] === r && position.blue[1] === c)
        cells.push(paint.bold(paint.blue(`B${label}`)));
      else cells.push(` ${label}`);
    }
    lines.push('  ' + cells.join(' ').trimEnd());
  }
  return lines.join('\n');
}

const renderTokensSchema = optionsSchema({
  paint: paintSchema<TokensPaint>(['bold', 'red', 'blue', 'dim']).optional(),
  alternate: switchSchema.optional(),
});

// An answer as the drawing reads it: its steps and positions as far as they are listed (the rest of
// a long answer is only counted), so the check costs what the drawing does.
const SOLUTION = allowing(
  'an answer of solveTokens',
  z.union([
    z.looseObject({ solvable: z.literal(false), explored: z.number() }),
    z
      .object({
        solvable: z.literal(true),
        moves: z.number(),
        explored: z.number(),
        path: z.array(z.unknown()),
        steps: z.array(z.unknown()),
      })
      .transform((answer, context) => {
        const listed = Math.min(answer.steps.length, MAX_LISTED_MOVES);
        const steps = z.array(STEP).safeParse(answer.steps.slice(0, listed));
        const path = z
          .array(z.looseObject({ red: SQUARE, blue: SQUARE }))
          .min(listed + 1)
          .safeParse(answer.path.slice(0, listed + 1));
        if (!steps.success || !path.success) {
          context.addIssue({ code: 'custom', message: 'not an answer' });
          return z.NEVER;
        }
        return { ...answer, steps: steps.data, path: path.data };
      }),
  ]),
);

/**
 * The answer for people: the fewest moves (or that there is no solution), then the moves one by one,
 * each followed by a picture of the grid when it is at most `MAX_DRAWN_SIDE` squares on a side.
 * Takes any board, as `tokensBoardFrom` does, and checks the answer as far as it is drawn.
 * Cost: O(squares drawn × moves listed), at most 1,000 moves listed.
 */
export function renderTokens(
  board: TokensBoard,
  solution: TokensSolution,
  options: RenderTokensOptions = {},
): string {
  board = tokensBoardFrom(board);
  options = checkOptions(renderTokensSchema, options);
  solution = checkShape<TokensSolution>('solution', SOLUTION, ownFields(solution));
  const paint = options.paint ?? NO_PAINT;
  const drawn = board.rows <= MAX_DRAWN_SIDE && board.columns <= MAX_DRAWN_SIDE;
  const out: string[] = [];
  const turns = options.alternate ? ', taking turns (red first)' : '';
  out.push(
    `A ${board.rows}×${board.columns} grid: red starts on ${cellText(board.red)}, blue on ${cellText(board.blue)}; the goal is to swap them${turns}.`,
  );
  if (!solution.solvable) {
    out.push(
      paint.bold(`No solution: the tokens cannot swap (${counted(solution.explored, 'position')} explored).`),
    );
    if (drawn) out.push('', drawTokens(board, { red: board.red, blue: board.blue }, paint));
    return out.join('\n') + '\n';
  }
  out.push(
    paint.bold(`Fewest moves: ${solution.moves}`) +
      paint.dim(` (${counted(solution.explored, 'position')} explored)`),
  );
  const { path, steps } = solution;
  if (drawn) out.push('', 'start', drawTokens(board, path[0], paint));
  const listed = Math.min(steps.length, MAX_LISTED_MOVES);
  for (let i = 0; i < listed; i++) {
    if (drawn) out.push('');
    out.push(`move ${i + 1}: ${describeTokensStep(steps[i])}`);
    if (drawn) out.push(drawTokens(board, path[i + 1], paint));
  }
  if (listed < steps.length)
    out.push(paint.dim(`… and ${steps.length - listed} more moves (--json lists them all)`));
  return out.join('\n') + '\n';
}
