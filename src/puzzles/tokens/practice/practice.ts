// The two tokens' practice: four questions, on grids of 3×4, 4×4 and 5×5; their positions cannot be
// clicked on the board, so "which comes next" offers a few.
import type { PuzzlePractice } from '../../practice.js';
import type { IntGraph } from '../../../search/int-graph.js';
import type { TokensBoard } from '../board/board.js';
import { tokensPositionOf } from '../solve/solve.js';

/** The two tokens' moves if each moved by the label under itself, not under the other token. */
function ownLabelGraph(board: TokensBoard): IntGraph {
  const { rows, columns, labels } = board;
  const cells = rows * columns;
  const step = (token: number, other: number, out: number[]) => {
    const d = labels[token];
    const [r, c] = [Math.floor(token / columns), token % columns];
    for (const [dr, dc] of [
      [-d, 0],
      [d, 0],
      [0, -d],
      [0, d],
    ]) {
      const [nr, nc] = [r + dr, c + dc];
      const to = nr * columns + nc;
      if (nr >= 0 && nr < rows && nc >= 0 && nc < columns && to !== other) out.push(to);
    }
  };
  return {
    size: cells * cells,
    maxDegree: 8,
    moves(state, out) {
      const [red, blue] = [Math.floor(state / cells), state % cells];
      const reds: number[] = [];
      const blues: number[] = [];
      step(red, blue, reds);
      step(blue, red, blues);
      let count = 0;
      for (const to of reds) out[count++] = to * cells + blue;
      for (const to of blues) out[count++] = red * cells + to;
      return count;
    },
  };
}

/** The two tokens' practice. */
export const tokensPractice: PuzzlePractice<TokensBoard> = {
  kinds: ['fewest', 'next', 'distance', 'path'],
  offersChoices: true,
  boards: { easy: { rows: 3, columns: 4 }, medium: { rows: 4, columns: 4 }, hard: { rows: 5, columns: 5 } },
  state: 'position',
  stateName(board, state) {
    const { red, blue } = tokensPositionOf(board, state);
    return `red (${red.join(',')}) blue (${blue.join(',')})`;
  },
  rules: (board) =>
    `Two tokens on a ${board.rows} × ${board.columns} grid, red (R) and blue (B) where they are drawn: a move takes one token up, down, left or right by exactly the number under the other token, never off the grid nor onto the other token; the goal swaps them. A position names each token's cell as (row,column), counted from 0 at the top-left.`,
  wrongRules: (board) => [['own-label', ownLabelGraph(board)]],
};
