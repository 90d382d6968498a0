import { MAX_MAZE_CELLS } from './puzzles/maze/board/board.js';
import { MAX_FACES } from './puzzles/snakes/board/board.js';
import { MAX_PLAYERS } from './puzzles/snakes/analysis/players.js';
import { PATH_LIMIT } from './puzzles/snakes/solve/solution.js';
import { MAX_TOKENS_STATES } from './puzzles/tokens/solve/solve.js';

/** The largest inputs boardpath takes, for a user interface to show before it asks. */
export const LIMITS = Object.freeze({
  /** Die faces 1…faces. */
  faces: MAX_FACES,
  /** Players taking turns in the analysis of the real game. */
  players: MAX_PLAYERS,
  /** A Snakes and Ladders game longer than this many throws comes as runs of faces, not one per throw. */
  listedThrows: PATH_LIMIT,
  /** Cells of a maze. */
  mazeCells: MAX_MAZE_CELLS,
  /** Positions of the two tokens (cells × cells). */
  tokensStates: MAX_TOKENS_STATES,
});
