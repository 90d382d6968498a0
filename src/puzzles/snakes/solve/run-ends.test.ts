import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { snakesRunEnds, snakesThrowEnds } from './run-ends.js';
import { solveSnakes } from './solve.js';

describe('replaying a game given as runs of faces', () => {
  it('stands where the listed game stands, throw by throw and run by run', () => {
    const board = BUILT_IN_BOARDS.classic();
    const solution = solveSnakes(board);
    const runs: Array<[number, number]> = [];
    for (const face of solution.rolls!) {
      const last = runs.at(-1);
      if (last && last[0] === face) last[1]++;
      else runs.push([face, 1]);
    }
    expect(Array.from(snakesThrowEnds(board, runs, solution.moves!))).toEqual(solution.path);
    const ends = snakesRunEnds(board, runs);
    expect(ends.at(-1)).toBe(board.last);
  });

  it('follows a trillion-square game through its jumps by arithmetic', () => {
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 1e12,
      start: 0,
      jumps: [
        { from: 500, to: 5e11 },
        { from: 7e11, to: 10 },
      ],
    });
    const solution = solveSnakes(board);
    const ends = snakesRunEnds(board, solution.runs!);
    expect(ends[0]).toBe(0);
    expect(ends.at(-1)).toBe(1e12);
    // The first run of sixes ends on 498; a 2 lands on the ladder at 500, up to 5e11.
    expect(ends[1]).toBe(498);
    expect(ends[2]).toBe(5e11);
  });

  it('follows a chain of jumps to its end with chain, one jump without', () => {
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 20,
      start: 0,
      jumps: [
        { from: 3, to: 5 },
        { from: 5, to: 9 },
      ],
    });
    expect(Array.from(snakesThrowEnds(board, [[3, 1]], 1))).toEqual([0, 5]);
    expect(Array.from(snakesThrowEnds(board, [[3, 1]], 1, true))).toEqual([0, 9]);
    expect(Array.from(snakesRunEnds(board, [[3, 2]], true))).toEqual([0, 12]);
  });
});
