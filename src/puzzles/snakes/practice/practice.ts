// Snakes and Ladders' practice: every question, "which board plays longer" too (its real game has
// a length to compare), on boards of 5×5, 6×6 and 8×8. Its pairs of boards to compare are designed
// (longer.ts): the kit's, not the core's.
import { QUESTION_KINDS, type PuzzlePractice } from '../../practice.js';
import type { SnakesBoard } from '../board/board.js';
import { snakesGraph } from '../solve/moves.js';

/** The boards of each difficulty: their size. */
export const SNAKES_PRACTICE_BOARDS = { easy: { size: 5 }, medium: { size: 6 }, hard: { size: 8 } } as const;

/** Snakes and Ladders' practice. */
export const snakesPractice: PuzzlePractice<SnakesBoard> = {
  kinds: QUESTION_KINDS,
  offersChoices: false,
  boards: SNAKES_PRACTICE_BOARDS,
  state: 'square',
  stateName: (_board, state) => (state === 0 ? 'square 0 (off the board)' : `square ${state}`),
  rules(board, _options, kind) {
    const start = board.start < board.first ? 'off the board (square 0)' : `on square ${board.start}`;
    const die =
      kind === 'longer'
        ? `a fair ${board.faces}-faced die is thrown, and a throw that would pass square ${board.last} does not move the token`
        : `you choose every face of a ${board.faces}-faced die, and a throw may not pass square ${board.last}`;
    return `Squares ${board.first} to ${board.last}; the token starts ${start}; ${die}. Landing on a ladder's foot or a snake's head takes it, one jump a throw.`;
  },
  wrongRules: (board) => [['second-jump', snakesGraph(board, { chain: true })]],
};
