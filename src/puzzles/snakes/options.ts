// What the Snakes and Ladders functions accept: their options as schemas, and the board they take
// checked in O(1) at entry (a board that a caller made by hand or that crossed to a worker).
import { z } from 'zod';
import {
  allowing,
  maxMemorySchema,
  maxWorkSchema,
  oneOf,
  optionsSchema,
  progressSchema,
  signalSchema,
  switchSchema,
  wholeNumber,
} from '../../options.js';
import { boardCall } from '../checks.js';
import { END_RULES } from './analysis/end-rules.js';
import { MAX_PLAYERS } from './analysis/players.js';
import { boardFrom, MAX_FACES, type SnakesBoard } from './board/board.js';

/**
 * The searches `solveSnakes` may use (`SolveSnakesOptions.method`), `auto`, its default, first: it
 * picks one of the others.
 */
export const SNAKES_METHODS = ['auto', 'squares', 'levels', 'runs'] as const;

/** One of `SNAKES_METHODS`. */
export type SnakesMethod = (typeof SNAKES_METHODS)[number];

/** `faces`: the die's faces, 1 … faces. @internal */
export const facesSchema = wholeNumber(1, MAX_FACES);

/** `players`: how many take turns in the analysis of the real game. @internal */
export const playersSchema = wholeNumber(1, MAX_PLAYERS);

/** The options of `solveSnakes`. @internal */
export const solveSnakesSchema = optionsSchema({
  faces: facesSchema.optional(),
  chain: switchSchema.optional(),
  maxMemory: maxMemorySchema.optional(),
  signal: signalSchema.optional(),
  progress: progressSchema.optional(),
  pathLimit: wholeNumber(0).optional(),
  method: oneOf(SNAKES_METHODS).optional(),
});

const analysisShape = {
  end: oneOf(END_RULES).optional(),
  faces: facesSchema.optional(),
  chain: switchSchema.optional(),
  tolerance: allowing('a number above 0 and below 1', z.number().gt(0).lt(1)).optional(),
  maxWork: maxWorkSchema.optional(),
  signal: signalSchema.optional(),
  progress: progressSchema.optional(),
  solveProgress: progressSchema.optional(),
  percentiles: allowing(
    'an array of at most 1,000 numbers from 0 to 100',
    z.array(z.number().min(0).max(100)).max(1000),
  ).optional(),
  maxMemory: maxMemorySchema.optional(),
  bytesPerThrow: wholeNumber(0, 1e9).optional(),
};

/** The options of `analyzeSnakes`. @internal */
export const analyzeSnakesSchema = optionsSchema(analysisShape);

/** The options of `exactExpectedThrows`: the game's rules, the work budget and progress. @internal */
export const exactThrowsSchema = optionsSchema({
  end: analysisShape.end,
  faces: analysisShape.faces,
  chain: analysisShape.chain,
  maxWork: analysisShape.maxWork,
  progress: analysisShape.progress,
});

/** The options of `jumpImportance`: the game's rules and progress. @internal */
export const importanceSchema = optionsSchema({
  end: analysisShape.end,
  faces: analysisShape.faces,
  chain: analysisShape.chain,
  progress: analysisShape.progress,
});

/** The options of `analyzeSnakesAsync`: those of `analyzeSnakes` and `threads`. @internal */
export function analyzeSnakesAsyncSchema<T extends z.ZodType>(threads: T) {
  return optionsSchema({ ...analysisShape, threads: threads.optional() });
}

/**
 * `board` checked as a Snakes and Ladders board: one `makeSnakesBoard` made is taken as it is; any
 * other object is built again through all its checks (`boardFrom`), so no search meets a board
 * whose fields disagree with its jumps. Cost: O(1), or that of `makeSnakesBoard`.
 */
export function checkSnakesBoard(board: unknown): SnakesBoard {
  return boardFrom(board);
}

/** A function's board and options, checked at its entry (`boardCall`). @internal */
export const checkSnakesCall = boardCall(checkSnakesBoard);
