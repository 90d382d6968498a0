import { describe, expect, it } from 'vitest';
import { makeTokensBoard } from '../board/board.js';
import { replayTokens } from './replay.js';

const board = makeTokensBoard({
  grid: [
    [1, 2, 4, 3],
    [3, 4, 1, 2],
    [3, 1, 2, 3],
    [2, 3, 1, 2],
  ],
});

describe('replayTokens', () => {
  it('plays a solution to the swap', () => {
    const moves = [
      { token: 'red', direction: 'down', distance: 2 },
      { token: 'blue', direction: 'up', distance: 3 },
      { token: 'red', direction: 'right', distance: 3 },
      { token: 'blue', direction: 'left', distance: 3 },
      { token: 'red', direction: 'down', distance: 1 },
    ] as const;
    expect(replayTokens(board, moves)).toEqual({ legal: true, red: [3, 3], blue: [0, 0], swapped: true });
    expect(replayTokens(board, moves.slice(0, 2))).toEqual({
      legal: true,
      red: [2, 0],
      blue: [0, 3],
      swapped: false,
    });
  });

  it('names the first move that breaks a rule', () => {
    expect(replayTokens(board, [{ token: 'red', direction: 'down', distance: 1 }])).toEqual({
      legal: false,
      move: 1,
      reason: 'red must move 2 (the label under blue), not 1',
    });
    expect(replayTokens(board, [{ token: 'red', direction: 'up', distance: 2 }])).toEqual({
      legal: false,
      move: 1,
      reason: 'red would leave the grid',
    });
    const onto = makeTokensBoard({ grid: [[1, 1]] });
    expect(replayTokens(onto, [{ token: 'red', direction: 'right', distance: 1 }])).toMatchObject({
      legal: false,
      reason: 'red would land on the other token',
    });
    expect(
      replayTokens(board, [{ token: 'blue', direction: 'up', distance: 1 }], { alternate: true }),
    ).toMatchObject({ legal: false, reason: "it is red's turn" });
  });
});
