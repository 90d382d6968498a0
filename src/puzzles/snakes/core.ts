// Snakes and Ladders' core: the light part of its kit (kit.ts), which the page's own thread asks.
import type { PuzzleCore } from '../kit.js';
import type { SnakesBoard } from './board/board.js';
import { snakesPractice } from './practice/practice.js';
import { snakesStateGraph } from './solve/moves.js';

/** Snakes and Ladders' core. */
export const snakesCore: PuzzleCore<SnakesBoard> = {
  name: 'snakes',
  words: {
    title: 'Snakes and Ladders',
    move: 'throw',
    solution: 'game',
    none: 'the last square cannot be reached',
  },
  // The exercise's options hold more than the graph's (its size, its seed): only `chain` is its.
  graph: (board, { chain }: { chain?: boolean } = {}) =>
    snakesStateGraph(board, chain === undefined ? {} : { chain }),
  practice: snakesPractice,
};
