// Rat in a Maze's core: the light part of its kit (kit.ts), which the page's own thread asks.
import type { PuzzleCore } from '../kit.js';
import type { MazeGrid, MazeMoves } from './board/board.js';
import { mazePractice } from './practice/practice.js';
import { mazeStateGraph } from './solve/moves.js';

/** Rat in a Maze's core. */
export const mazeCore: PuzzleCore<MazeGrid> = {
  name: 'maze',
  words: {
    title: 'Rat in a Maze',
    move: 'step',
    solution: 'path',
    none: 'no path from the start to the goal',
  },
  // The exercise's options hold more than the graph's (its size, its seed): only `moves` is its.
  graph: (grid, { moves }: { moves?: MazeMoves } = {}) =>
    mazeStateGraph(grid, moves === undefined ? {} : { moves }),
  practice: mazePractice,
};
