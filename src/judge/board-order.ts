// Boards made to order for the judge: the generator's own options that say what a board must be
// (its fewest moves, one shortest solution, how many snakes, ladders or walls, its labels), checked
// with the generator's own schemas. The judge sets the rest itself: the size, the seed, the moves.
import { BoardpathError } from '../errors.js';
import { checkValue } from '../options.js';
import { generateMazeSchema, type GenerateMazeOptions } from '../puzzles/maze/generate/options.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import { generateSnakesSchema, type GenerateSnakesOptions } from '../puzzles/snakes/generate/options.js';
import { generateTokensSchema, type GenerateTokensOptions } from '../puzzles/tokens/generate/options.js';
import { wordList } from '../words.js';

/** The generator's options a judge takes for each puzzle: what a board must be, not its size. */
export const ORDER_OPTIONS = {
  snakes: ['fewest', 'unique', 'ladders', 'snakes'],
  maze: ['shortest', 'paths', 'unique', 'walls', 'style'],
  tokens: ['fewest', 'unique', 'labels'],
} as const satisfies Record<Puzzle, readonly string[]>;

/**
 * What the boards of a judge must be, in the generator's words (`generateSnakes`, `generateMaze`,
 * `generateTokens`): each puzzle takes its own of these (`ORDER_OPTIONS`).
 */
export interface BoardOrder {
  /** Snakes: exactly this many throws at the fewest; tokens: moves (-1: none). */
  readonly fewest?: number;
  /** Exactly one shortest solution (the maze: one shortest path). */
  readonly unique?: boolean;
  /** Snakes: how many ladders, `[least, most]`. */
  readonly ladders?: readonly [number, number];
  /** Snakes: how many snakes, `[least, most]`. */
  readonly snakes?: readonly [number, number];
  /** Maze: exactly this many steps on a shortest path (-1: no path). */
  readonly shortest?: number;
  /** Maze: exactly this many shortest paths. */
  readonly paths?: number;
  /** Maze: the share of blocked cells to aim at. */
  readonly walls?: number;
  /** Maze: `random` or `perfect`. */
  readonly style?: GenerateMazeOptions['style'];
  /** Tokens: the labels, `[least, most]`. */
  readonly labels?: readonly [number, number];
}

const SCHEMAS = {
  snakes: generateSnakesSchema.shape,
  maze: generateMazeSchema.shape,
  tokens: generateTokensSchema.shape,
} as const;

/** The generator's options of one puzzle that a board order holds. */
export type PuzzleOrder = Partial<
  Pick<GenerateSnakesOptions, 'fewest' | 'unique' | 'ladders' | 'snakes'> &
    Pick<GenerateMazeOptions, 'shortest' | 'paths' | 'unique' | 'walls' | 'style'> &
    Pick<GenerateTokensOptions, 'fewest' | 'unique' | 'labels'>
>;

/**
 * `order` checked for `puzzle`, as the generator checks its options: an option of another puzzle
 * (`walls` for snakes) or a value the generator's schema refuses is an `E_USAGE` error naming it.
 * Returns a frozen copy of the options given. Cost: O(options).
 */
export function checkBoardOrder(puzzle: Puzzle, order: BoardOrder): PuzzleOrder {
  const allowed: readonly string[] = ORDER_OPTIONS[puzzle];
  const checked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) {
    if (value === undefined) continue;
    if (!allowed.includes(key)) {
      const other = (Object.keys(ORDER_OPTIONS) as Puzzle[]).find((p) =>
        (ORDER_OPTIONS[p] as readonly string[]).includes(key),
      );
      throw new BoardpathError(
        'E_USAGE',
        `${key} ${other ? `makes ${other} boards to order, not ${puzzle}` : 'makes no board to order'}: ${puzzle} boards take ${wordList(allowed)}`,
        { option: `generate.${key}` },
      );
    }
    const schema = SCHEMAS[puzzle][key as keyof (typeof SCHEMAS)[typeof puzzle]];
    checked[key] = checkValue(`generate.${key}`, schema, value);
  }
  return Object.freeze(checked) as PuzzleOrder;
}
