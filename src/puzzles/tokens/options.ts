// What the two-token functions accept: their options as schemas, and the board they take checked
// in O(1) at entry (a board that a caller made by hand or that crossed to a worker).
import { z } from 'zod';
import {
  maxMemorySchema,
  oneOf,
  optionsSchema,
  progressSchema,
  signalSchema,
  switchSchema,
} from '../../options.js';
import { boardCall } from '../checks.js';
import { tokensBoardFrom, type TokensBoard } from './board/board.js';

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

/** The options of `solveTokens`. @internal */
export const solveTokensSchema = optionsSchema(solveShape);

/** The options of `solveTokensAsync`: those of `solveTokens`, `threads` and `splitEveryLevel`. @internal */
export function solveTokensAsyncSchema<T extends z.ZodType>(threads: T) {
  return optionsSchema({
    ...solveShape,
    threads: threads.optional(),
    splitEveryLevel: switchSchema.optional(),
  });
}

/**
 * `board` checked as a two-token board: one the library made as it is, any other made again
 * through every check of `makeTokensBoard` (`tokensBoardFrom`). Cost: O(1), or O(squares).
 */
export function checkTokensBoard(board: unknown): TokensBoard {
  return tokensBoardFrom(board);
}

/** A function's board and options, checked at its entry (`boardCall`). @internal */
export const checkTokensCall = boardCall(checkTokensBoard);
