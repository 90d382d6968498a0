// What `generateMaze` takes: one schema for the library, the command and the judge.
import { z } from 'zod';
import { BoardpathError } from '../../../errors.js';
import { allowing, checkOptions, oneOf, optionsSchema, wholeNumber } from '../../../options.js';
import { gridOf, gridSizeSchema } from '../../grid-size.js';
import { generateCommonShape, uniqueSchema, type GenerateCommonOptions } from '../../generate.js';
import type { MazeMoves } from '../board/board.js';
import { movesSchema } from '../options.js';

/** The kinds of maze `generateMaze` makes: blocked cells at random, or a perfect maze (a tree). */
export const MAZE_STYLES = ['random', 'perfect'] as const;

/** One of `MAZE_STYLES`. */
export type MazeStyle = (typeof MAZE_STYLES)[number];

/** The longest side of a generated maze. */
const MAX_GENERATED_SIDE = 2000;

/** The options of `generateMaze`. */
export interface GenerateMazeOptions extends GenerateCommonOptions {
  /**
   * The grid as the command's `--size` writes it: `'6x8'` or `'6×8'` (6 rows, 8 columns), or N
   * (N×N). The same as `rows` and `columns`; given with them, it must agree.
   */
  readonly size?: number | string;
  /** Rows of the maze (default 10). */
  readonly rows?: number;
  /** Columns of the maze (default 10). */
  readonly columns?: number;
  /** 2 (down, right), 4 (the four sides, the default) or 8 (also diagonally). */
  readonly moves?: MazeMoves;
  /** Exactly this many steps on a shortest path from the top-left to the bottom-right; -1: no path (default: any). */
  readonly shortest?: number;
  /** Exactly this many shortest paths (default: any). */
  readonly paths?: number;
  /** One shortest path: `paths: 1`. */
  readonly unique?: boolean;
  /** The share of blocked cells to aim at, roughly, from 0 to 1 (default 0.3; a perfect maze: as few as it can). */
  readonly walls?: number;
  /** `random` (the default) or `perfect`: every two open cells joined by exactly one path. */
  readonly style?: MazeStyle;
}

/** `walls`: a share of the cells, from 0 to 1. @internal */
export const wallsSchema = allowing('a share from 0 to 1', z.number().min(0).max(1));

/** The options of `generateMaze`, each as a schema. @internal */
export const generateMazeSchema = optionsSchema({
  ...generateCommonShape,
  size: gridSizeSchema(MAX_GENERATED_SIDE).optional(),
  rows: wholeNumber(1, MAX_GENERATED_SIDE).optional(),
  columns: wholeNumber(1, MAX_GENERATED_SIDE).optional(),
  moves: movesSchema.optional(),
  shortest: allowing(
    '-1 or a whole number of steps from 0',
    z
      .number()
      .int()
      .min(-1)
      .max(MAX_GENERATED_SIDE ** 2),
  ).optional(),
  paths: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
  unique: uniqueSchema,
  walls: wallsSchema.optional(),
  style: oneOf(MAZE_STYLES).optional(),
});

/** The checked request: the grid, the moves, the targets. */
export interface MazeRequest {
  readonly rows: number;
  readonly columns: number;
  readonly moves: MazeMoves;
  readonly shortest: number | undefined;
  /** The shortest paths wanted, or undefined for any number. */
  readonly paths: number | undefined;
  readonly walls: number;
  readonly style: MazeStyle;
}

/** The options checked (`generateMazeSchema`) and read once; the request they make. Cost: O(1). */
export function checkGenerateMaze(options: unknown) {
  const checked = checkOptions(generateMazeSchema, options);
  if (checked.unique && checked.paths !== undefined && checked.paths !== 1)
    throw new BoardpathError('E_USAGE', `unique is paths 1, not paths ${checked.paths}`, {
      option: 'unique',
    });
  const paths = checked.unique ? 1 : checked.paths;
  const style = checked.style ?? 'random';
  if (checked.shortest === -1 && paths !== undefined)
    throw new BoardpathError('E_USAGE', 'shortest -1 asks for no path: paths and unique ask for some', {
      option: 'paths',
    });
  if (style === 'perfect' && paths !== undefined && paths > 1)
    throw new BoardpathError(
      'E_USAGE',
      `a perfect maze joins two cells by exactly one path: it has one shortest path, not ${paths}`,
      { option: 'paths' },
    );
  const request: MazeRequest = {
    ...gridOf(checked, 10),
    moves: checked.moves ?? 4,
    shortest: checked.shortest,
    paths,
    walls: checked.walls ?? (style === 'perfect' ? 0 : 0.3),
    style,
  };
  return { checked, request };
}
