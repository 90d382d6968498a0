// What the maze functions accept: their options as schemas, and the grid they take checked in O(1)
// at entry (a grid that a caller made by hand or that crossed to a worker).
import { z } from 'zod';
import {
  allowing,
  checkValue,
  maxMemorySchema,
  maxWorkSchema,
  oneOf,
  optionError,
  optionsSchema,
  progressSchema,
  signalSchema,
} from '../../options.js';
import { boardCall, isTypedArray, whole } from '../checks.js';
import { isBorderedGrid, MAZE_MOVES, type MazeGrid, type MazeMoves } from './board/board.js';
import { wordList } from '../../words.js';

/** `moves`: one of `MAZE_MOVES`, 2 (down, right), 4 (the four sides) or 8 (also diagonally). */
export const movesSchema = allowing(
  wordList(MAZE_MOVES.map(String)),
  z.literal(MAZE_MOVES),
) satisfies z.ZodType<MazeMoves>;

const solveShape = {
  moves: movesSchema.optional(),
  maxMemory: maxMemorySchema.optional(),
  signal: signalSchema.optional(),
  maxWork: maxWorkSchema.optional(),
  progress: progressSchema.optional(),
};

/** The options of `solveMaze`, `firstMazePath` and `allMazePaths`. */
export const solveMazeSchema = optionsSchema(solveShape);

/**
 * How `countMazePaths` may count (its `method`): `auto`, the default, counts by the frontier where it
 * can; `enumerate` lists the paths one by one.
 */
export const COUNT_METHODS = ['auto', 'enumerate'] as const;

/** One of `COUNT_METHODS`. */
export type CountMethod = (typeof COUNT_METHODS)[number];

/** The options of `countMazePaths`. */
export const countMazeSchema = optionsSchema({
  ...solveShape,
  method: oneOf(COUNT_METHODS).optional(),
});

/** The options of `countMazePathsAsync`: those of `countMazePaths` and `threads`. */
export function countMazeAsyncSchema<T extends z.ZodType>(threads: T) {
  return optionsSchema({ ...solveShape, threads: threads.optional() });
}

const GRID = 'a maze made by parseMaze or makeMaze';

const gridSchema = allowing(
  GRID,
  z.object({
    rows: whole(1, 2 ** 31),
    columns: whole(1, 2 ** 31),
    start: whole(0, 2 ** 53),
    goal: whole(0, 2 ** 53),
  }),
);
const openSchema = allowing(
  GRID,
  z.object({ open: z.custom<Uint8Array>((value) => isTypedArray(value, 'Uint8Array')) }),
);

/**
 * `grid` checked as a maze (its fields, not every cell). The `open` of a grid made from its
 * bordered cells (`mazeFromBordered`) is not looked at: it may not be made yet. Cost: O(1).
 */
export function checkMazeGrid(grid: unknown): MazeGrid {
  const checked = checkValue('grid', gridSchema, grid);
  const cells = checked.rows * checked.columns;
  if (checked.start >= cells || checked.goal >= cells) throw optionError('grid', GRID, grid);
  if (isBorderedGrid(grid as object)) return grid as MazeGrid;
  if (checkValue('grid', openSchema, grid).open.length !== cells) throw optionError('grid', GRID, grid);
  return grid as MazeGrid;
}

/** A function's board and options, checked at its entry (`boardCall`). */
export const checkMazeCall = boardCall(checkMazeGrid);
