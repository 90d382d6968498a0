import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { gameSolution, type FaceRun } from './solution.js';

describe('gameSolution', () => {
  // Squares 1–10: a ladder 3→6, a snake 6→2, a ladder 7→9.
  const board = makeSnakesBoard({
    format: 'board',
    first: 1,
    last: 10,
    start: 0,
    jumps: [
      { from: 3, to: 6 },
      { from: 6, to: 2 },
      { from: 7, to: 9 },
    ],
  });
  const game: FaceRun[] = [
    [3, 1],
    [1, 2],
  ];

  it('lists a game given as runs throw by throw, one jump per throw', () => {
    expect(gameSolution(board, game, 12)).toEqual({
      puzzle: 'snakes',
      solvable: true,
      moves: 3,
      path: [0, 6, 9, 10],
      rolls: [3, 1, 1],
      steps: [
        { face: 3, from: 0, landing: 3, to: 6, jumps: [{ kind: 'ladder', from: 3, to: 6 }] },
        { face: 1, from: 6, landing: 7, to: 9, jumps: [{ kind: 'ladder', from: 7, to: 9 }] },
        { face: 1, from: 9, landing: 10, to: 10, jumps: [] },
      ],
      explored: 12,
    });
  });

  it('follows the whole chain of jumps with chain', () => {
    const chained = gameSolution(board, [[3, 1]], 1, { chain: true });
    expect(chained.path).toEqual([0, 2]);
    expect(chained.steps![0].jumps).toEqual([
      { kind: 'ladder', from: 3, to: 6 },
      { kind: 'snake', from: 6, to: 2 },
    ]);
  });

  it('gives the runs themselves for a game longer than the path limit', () => {
    expect(gameSolution(board, game, 12, { pathLimit: 2 })).toEqual({
      puzzle: 'snakes',
      solvable: true,
      moves: 3,
      path: null,
      rolls: null,
      steps: null,
      explored: 12,
      runs: game,
    });
  });
});
