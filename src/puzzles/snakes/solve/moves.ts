// Snakes and Ladders as the integer engine sees it: square → the squares one throw can end on.
import { checkMemory } from '../../../errors.js';
import { checkOptions, maxMemorySchema, optionsSchema, switchSchema } from '../../../options.js';
import { DEFAULT_ENGINE_MEMORY } from '../../../search/check-graph.js';
import type { IntGraph } from '../../../search/int-graph.js';
import type { StateGraph } from '../../puzzles.js';
import { grouped } from '../../../words.js';
import type { SnakesBoard } from '../board/board.js';
import { landingTable } from '../board/landing.js';
import { checkSnakesBoard } from '../options.js';

/** Options for `snakesGraph`. */
export interface SnakesGraphOptions {
  /** Follow a jump that ends on the start of another jump, and so on (default: one jump per throw). */
  readonly chain?: boolean;
  /** Refuse, before allocating, a landing table larger than this many bytes (default 1 GiB). */
  readonly maxMemory?: number;
}

const snakesGraphSchema = optionsSchema({
  chain: switchSchema.optional(),
  maxMemory: maxMemorySchema.optional(),
});

/**
 * The squares one throw away, as the integer engine sees them, from a landing table
 * (`landingTable`). Cost: O(1) to make; O(faces) per square expanded.
 */
export function throwGraph(board: SnakesBoard, landing: Int32Array, faces = board.faces): IntGraph {
  const { last } = board;
  return {
    size: last + 1,
    maxDegree: faces,
    moves(square, out) {
      const top = Math.min(square + faces, last);
      let count = 0;
      for (let reach = square + 1; reach <= top; reach++) out[count++] = landing[reach];
      return count;
    },
  };
}

/**
 * The board as the engine's integer graph: square → the squares one throw can end on, jumps taken
 * (one per throw, or followed to their end with `chain`). Costs O(squares) to build, and 4 bytes a
 * square, refused past `maxMemory` (1 GiB by default) before it is allocated.
 */
export function snakesGraph(board: SnakesBoard, options: SnakesGraphOptions = {}): IntGraph {
  board = checkSnakesBoard(board);
  const { chain, maxMemory } = checkOptions(snakesGraphSchema, options);
  checkMemory(
    `a board of ${grouped(board.last)} squares`,
    4 * (board.last + 1),
    maxMemory ?? DEFAULT_ENGINE_MEMORY,
    ' for its graph',
  );
  return throwGraph(board, landingTable(board, chain));
}

/**
 * The board's state graph as the learn view and practice search it: `snakesGraph`, from the start
 * square to the last. Cost: that of `snakesGraph`.
 */
export function snakesStateGraph(
  board: SnakesBoard,
  options: Pick<SnakesGraphOptions, 'chain'> = {},
): StateGraph {
  const checked = checkSnakesBoard(board);
  return { graph: snakesGraph(checked, options), start: checked.start, goal: checked.last };
}
