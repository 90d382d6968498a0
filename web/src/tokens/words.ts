/** How the learn view names the two-token puzzle's states (both tokens' squares) and moves. */
import type { TokensBoard } from 'boardpath';
import { tokensPositionOf as positionOf } from 'boardpath/engine';
import type { LearnWords } from '../learn/LearnPanel.js';

const DIRECTIONS: Record<string, string> = { '1,0': 'down', '-1,0': 'up', '0,1': 'right', '0,-1': 'left' };

/** The learn view's words for the two-token puzzle. */
export function tokensWords(board: TokensBoard): LearnWords {
  return {
    state(state) {
      const { red, blue } = positionOf(board, state);
      return `red (${red.join(',')}) blue (${blue.join(',')})`;
    },
    move(from, to) {
      const before = positionOf(board, from);
      const after = positionOf(board, to);
      const token = before.red[0] !== after.red[0] || before.red[1] !== after.red[1] ? 'red' : 'blue';
      const dr = after[token][0] - before[token][0];
      const dc = after[token][1] - before[token][1];
      const distance = Math.abs(dr) + Math.abs(dc);
      return `${token} ${DIRECTIONS[`${Math.sign(dr)},${Math.sign(dc)}`]} ${distance}`;
    },
    plural: 'positions',
  };
}
