// What the two-token functions accept: their options as schemas, and the board they take checked
// in O(1) at entry (a board that a caller made by hand or that crossed to a worker).
import { z } from 'zod';
import {
  allowing,
  checkValue,
  maxMemorySchema,
  oneOf,
  optionError,
  optionsSchema,
  progressSchema,
  signalSchema,
  switchSchema,
} from '../../options.js';
import { boardCall, whole } from '../checks.js';
import type { TokensBoard } from './board.js';

const solveShape = {
  alternate: switchSchema.optional(),
  method: oneOf(['auto', 'queue', 'bits']).optional(),
  maxMemory: maxMemorySchema.optional(),
  signal: signalSchema.optional(),
  progress: progressSchema.optional(),
};

/** The options of `solveTokens`. */
export const solveTokensSchema = optionsSchema(solveShape);

/** The options of `solveTokensAsync`: those of `solveTokens`, `threads` and `splitEveryLevel`. */
export function solveTokensAsyncSchema<T extends z.ZodType>(threads: T) {
  return optionsSchema({
    ...solveShape,
    threads: threads.optional(),
    splitEveryLevel: switchSchema.optional(),
  });
}

const BOARD = 'a board made by parseTokens or makeTokensBoard';
const cell = z.tuple([whole(0, 2 ** 31), whole(0, 2 ** 31)]);

const boardSchema = allowing(
  BOARD,
  z.object({
    rows: whole(1, 2 ** 31),
    columns: whole(1, 2 ** 31),
    labels: z.array(z.number()),
    red: cell,
    blue: cell,
  }),
);

/** `board` checked as a two-token board (its fields, not every label). Cost: O(1) beyond zod's array check. */
export function checkTokensBoard(board: unknown): TokensBoard {
  const checked = checkValue('board', boardSchema, board);
  const { rows, columns, labels, red, blue } = checked;
  const inside = ([r, c]: readonly number[]) => r < rows && c < columns;
  if (labels.length !== rows * columns || !inside(red) || !inside(blue))
    throw optionError('board', BOARD, board);
  return board as TokensBoard;
}

/** A function's board and options, checked at its entry (`boardCall`). */
export const checkTokensCall = boardCall(checkTokensBoard);
