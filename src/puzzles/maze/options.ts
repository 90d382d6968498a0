// What the maze functions accept: their options as schemas, and the grid they take checked in O(1)
// at entry (a grid that a caller made by hand or that crossed to a worker).
import { z } from 'zod';
import {
  allowing,
  maxMemorySchema,
  maxWorkSchema,
  oneOf,
  optionsSchema,
  progressSchema,
  signalSchema,
} from '../../options.js';
import { boardCall } from '../checks.js';
import { MAZE_MOVES, OPEN_CELLS, type MazeGrid, type MazeMoves, type OpenCell } from './board/board.js';
import { gridFrom } from './board/grid-from.js';
import { wordList } from '../../words.js';

/** `moves`: one of `MAZE_MOVES`, 2 (down, right), 4 (the four sides) or 8 (also diagonally). @internal */
export const movesSchema = allowing(
  wordList(MAZE_MOVES.map(String)),
  z.literal(MAZE_MOVES),
) satisfies z.ZodType<MazeMoves>;

/** `open`: one of `OPEN_CELLS`, the digit of an open cell (1, or 0 where 1 is a wall). @internal */
export const openSchema = allowing(
  `${wordList(OPEN_CELLS.map(String))} (the digit of an open cell)`,
  z.literal(OPEN_CELLS),
) satisfies z.ZodType<OpenCell>;

const solveShape = {
  moves: movesSchema.optional(),
  maxMemory: maxMemorySchema.optional(),
  signal: signalSchema.optional(),
  maxWork: maxWorkSchema.optional(),
  progress: progressSchema.optional(),
};

/** The options of `solveMaze`, `firstMazePath` and `allMazePaths`. @internal */
export const solveMazeSchema = optionsSchema(solveShape);

/**
 * How `countMazePaths` may count (its `method`): `auto`, the default, counts by the frontier where it
 * can; `enumerate` lists the paths one by one.
 */
export const COUNT_METHODS = ['auto', 'enumerate'] as const;

/** One of `COUNT_METHODS`. */
export type CountMethod = (typeof COUNT_METHODS)[number];

/** The options of `countMazePaths`. @internal */
export const countMazeSchema = optionsSchema({
  ...solveShape,
  method: oneOf(COUNT_METHODS).optional(),
});

/** The options of `countMazePathsAsync`: those of `countMazePaths` and `threads`. @internal */
export function countMazeAsyncSchema<T extends z.ZodType>(threads: T) {
  return optionsSchema({ ...solveShape, threads: threads.optional() });
}

/**
 * `grid` checked as a maze: one the library made as it is, any other checked in full and made
 * again (`gridFrom`). Cost: O(1), or O(cells) for a grid made elsewhere.
 */
export function checkMazeGrid(grid: unknown): MazeGrid {
  return gridFrom(grid);
}

/** A function's board and options, checked at its entry (`boardCall`). @internal */
export const checkMazeCall = boardCall(checkMazeGrid);
