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
import { isMadeTokensBoard, type TokensBoard } from './board/board.js';

/**
 * The two searches without turns (`SolveTokensOptions.method`), `auto`, the default, first: it picks
 * one of the others by the grid's size.
 */
export const TOKENS_METHODS = ['auto', 'queue', 'bits'] as const;

/** One of `TOKENS_METHODS`. */
export type TokensMethod = (typeof TOKENS_METHODS)[number];

const solveShape = {
  alternate: switchSchema.optional(),
  method: oneOf(TOKENS_METHODS).optional(),
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
    labels: z.custom<number[]>((value) => Array.isArray(value)),
    red: cell,
    blue: cell,
  }),
);
// The labels of a board made elsewhere (those `makeTokensBoard` made were checked one by one then).
const labelsSchema = allowing(BOARD, z.object({ labels: z.array(z.number()) }));

/**
 * `board` checked as a two-token board: its fields, and that its labels are numbers unless
 * `makeTokensBoard` made it (it checked each label then). Cost: O(1) for a board made so, else O(squares).
 */
export function checkTokensBoard(board: unknown): TokensBoard {
  const checked = checkValue('board', boardSchema, board);
  if (!isMadeTokensBoard(board as object)) checkValue('board', labelsSchema, board);
  const { rows, columns, labels, red, blue } = checked;
  const inside = ([r, c]: readonly number[]) => r < rows && c < columns;
  if (labels.length !== rows * columns || !inside(red) || !inside(blue))
    throw optionError('board', BOARD, board);
  return board as TokensBoard;
}

/** A function's board and options, checked at its entry (`boardCall`). */
export const checkTokensCall = boardCall(checkTokensBoard);
