// The two tokens' core: the light part of their kit (kit.ts), which the page's own thread asks.
import type { PuzzleCore } from '../kit.js';
import type { TokensBoard } from './board/board.js';
import { tokensPractice } from './practice/practice.js';
import { tokensStateGraph } from './solve/solve.js';

/** The two tokens' core. */
export const tokensCore: PuzzleCore<TokensBoard> = {
  name: 'tokens',
  words: {
    title: 'The two tokens',
    move: 'move',
    solution: 'solution',
    none: 'the tokens cannot swap',
  },
  graph: tokensStateGraph,
  practice: tokensPractice,
};
