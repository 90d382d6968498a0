import type { IntGraph } from '../search/int-graph.js';

/**
 * Every puzzle boardpath knows, in the order the command's help, the page's tabs and the docs list
 * them. This is the one place they are named: the command line and the page read it.
 */
export const PUZZLES = ['snakes', 'maze', 'tokens'] as const;

/** One puzzle's name, as the command's first argument says it (`boardpath tokens …`). */
export type Puzzle = (typeof PUZZLES)[number];

/** What every puzzle's answer says, whatever else it holds. */
export interface PuzzleAnswer {
  readonly puzzle: Puzzle;
  readonly solvable: boolean;
  /** The fewest moves, or null when there is no way. */
  readonly moves: number | null;
}

/** A board's positions as the engine searches them: the integer graph, where it starts and ends. */
export interface StateGraph {
  readonly graph: IntGraph;
  readonly start: number;
  readonly goal: number;
}
