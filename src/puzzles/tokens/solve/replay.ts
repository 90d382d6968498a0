import { z } from 'zod';
import { allowing, checkOptions, checkValue, optionsSchema, switchSchema } from '../../../options.js';
import { tokensBoardFrom, type TokensBoard } from '../board/board.js';
import type { Cell } from '../../../cell.js';
import { TOKENS, type Direction, type Token } from './solve.js';

/** A move as a user writes it: which token, which way, how far (checked against the rules). */
export interface ReplayMove {
  readonly token: Token;
  readonly direction: Direction;
  readonly distance: number;
}

/** What replaying a list of moves gave: where the tokens ended, or the first move that breaks a rule. */
export type Replay =
  | { readonly legal: true; readonly red: Cell; readonly blue: Cell; readonly swapped: boolean }
  | { readonly legal: false; readonly move: number; readonly reason: string };

const MOVES = allowing(
  "an array of moves { token: 'red' or 'blue', direction, distance }",
  z.array(z.object({ token: z.enum(TOKENS), direction: z.string(), distance: z.number() })),
);
const replaySchema = optionsSchema({ alternate: switchSchema.optional() });

const STEP: Readonly<Record<Direction, readonly [number, number]>> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/**
 * Plays `moves` from the board's start by the rules (docs/rules.md), independently of the solver: a
 * token moves exactly the label under the other token, stays on the grid and does not end on the
 * other token; with `alternate`, red and blue take turns, red first. Says whether the tokens end swapped.
 * For checking an answer (yours or boardpath's).
 *
 * Takes any board, as `tokensBoardFrom` does; a move that is not `{ token: 'red' | 'blue', direction,
 * distance }` is refused (`E_USAGE`).
 *
 * Cost: O(moves).
 */
export function replayTokens(
  board: TokensBoard,
  moves: readonly ReplayMove[],
  options: { alternate?: boolean } = {},
): Replay {
  board = tokensBoardFrom(board);
  moves = checkValue('moves', MOVES, moves) as readonly ReplayMove[];
  const { alternate } = checkOptions(replaySchema, options);
  let red: Cell = board.red;
  let blue: Cell = board.blue;
  for (let i = 0; i < moves.length; i++) {
    const { token, direction, distance } = moves[i];
    const number = i + 1;
    if (alternate && token !== (i % 2 === 0 ? 'red' : 'blue')) {
      return { legal: false, move: number, reason: `it is ${i % 2 === 0 ? 'red' : 'blue'}'s turn` };
    }
    const mover = token === 'red' ? red : blue;
    const other = token === 'red' ? blue : red;
    const label = board.labels[other[0] * board.columns + other[1]];
    if (distance !== label)
      return {
        legal: false,
        move: number,
        reason: `${token} must move ${label} (the label under ${token === 'red' ? 'blue' : 'red'}), not ${distance}`,
      };
    const step = Object.hasOwn(STEP, direction) ? STEP[direction] : undefined;
    if (!step)
      return { legal: false, move: number, reason: `${String(direction)} is not up, down, left or right` };
    const to: Cell = [mover[0] + step[0] * distance, mover[1] + step[1] * distance];
    if (to[0] < 0 || to[1] < 0 || to[0] >= board.rows || to[1] >= board.columns) {
      return { legal: false, move: number, reason: `${token} would leave the grid` };
    }
    if (to[0] === other[0] && to[1] === other[1])
      return { legal: false, move: number, reason: `${token} would land on the other token` };
    if (token === 'red') red = to;
    else blue = to;
  }
  const swapped =
    red[0] === board.blue[0] &&
    red[1] === board.blue[1] &&
    blue[0] === board.red[0] &&
    blue[1] === board.red[1];
  return { legal: true, red, blue, swapped };
}
