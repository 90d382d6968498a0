import { BUILT_IN_BOARDS, makeSnakesBoard, solveSnakes } from 'boardpath';
import { describe, expect, it } from 'vitest';
import { runEnds, throwEnds } from './runs.js';

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
    expect(Array.from(throwEnds(board, false, runs, solution.moves!))).toEqual(solution.path);
    const ends = runEnds(board, false, runs);
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
    const ends = runEnds(board, false, solution.runs!);
    expect(ends[0]).toBe(0);
    expect(ends.at(-1)).toBe(1e12);
    // The first run of sixes ends on 498; a 2 lands on the ladder at 500, up to 5e11.
    expect(ends[1]).toBe(498);
    expect(ends[2]).toBe(5e11);
  });
});
