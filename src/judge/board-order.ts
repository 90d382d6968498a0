// Boards made to order for the judge: the generator's own options that say what a board must be
// (its fewest moves, one shortest solution, how many snakes, ladders or walls, its labels), checked
// with the generator's own schemas. The judge sets the rest itself: the size, the seed, the moves.
import { BoardpathError } from '../errors.js';
import { checkValue } from '../options.js';
import type { PuzzleOrder } from '../puzzles/judge-hooks.js';
import { KITS, kitOf } from '../puzzles/kits.js';
import type { MazeStyle } from '../puzzles/maze/generate/options.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import { wordList } from '../words.js';

/** Every puzzle's options of a board order (`kit.generator.order`), once each. */
export const ORDER_NAMES = [...new Set(KITS.flatMap((kit) => kit.generator.order))];

/**
 * What the boards of a judge must be, in the generator's words (`generateSnakes`, `generateMaze`,
 * `generateTokens`): each puzzle takes its own of these (its kit's `generator.order`).
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
  readonly style?: MazeStyle;
  /** Tokens: the labels, `[least, most]`. */
  readonly labels?: readonly [number, number];
}

/**
 * `order` checked for `puzzle`, as the generator checks its options: an option of another puzzle
 * (`walls` for snakes) or a value the generator's schema refuses is an `E_USAGE` error naming it.
 * Returns a frozen copy of the options given. Cost: O(options).
 */
export function checkBoardOrder(puzzle: Puzzle, order: BoardOrder): PuzzleOrder {
  const { order: allowed, schema } = kitOf(puzzle).generator;
  const checked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) {
    if (value === undefined) continue;
    if (!allowed.includes(key)) {
      const other = KITS.find((kit) => kit.generator.order.includes(key))?.name;
      throw new BoardpathError(
        'E_USAGE',
        `${key} ${other ? `makes ${other} boards to order, not ${puzzle}` : 'makes no board to order'}: ${puzzle} boards take ${wordList(allowed)}`,
        { option: `generate.${key}` },
      );
    }
    checked[key] = checkValue(`generate.${key}`, schema.shape[key], value);
  }
  return Object.freeze(checked);
}
