import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures.test-util.js';
import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { parseSnakes } from '../board/formats.js';
import { replay } from './replay.test-util.js';
import { solveSnakes } from './solve.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

interface SnakesCase {
  name: string;
  format: 'board' | 'leetcode' | 'moves';
  input: unknown;
  moves: number | null;
}

/** The textbook reference: breadth-first search with a Map, distances on the square the token ends on. */
function referenceMoves(board: SnakesBoard, faces = board.faces): number | null {
  const jump = new Map<number, number>();
  board.jumpFrom.forEach((from, i) => jump.set(from, board.jumpTo[i]));
  const distance = new Map([[board.start, 0]]);
  const queue = [board.start];
  for (let head = 0; head < queue.length; head++) {
    const square = queue[head];
    if (square === board.last) return distance.get(square)!;
    for (let face = 1; face <= faces && square + face <= board.last; face++) {
      const end = jump.get(square + face) ?? square + face;
      if (!distance.has(end)) {
        distance.set(end, distance.get(square)! + 1);
        queue.push(end);
      }
    }
  }
  return null;
}

describe('solveSnakes on the public fixtures', () => {
  for (const fixture of loadFixture<SnakesCase>('snakes')) {
    it(`${fixture.name}: ${fixture.moves ?? 'unsolvable'}`, () => {
      const board = parseSnakes(JSON.stringify(fixture.input), { format: fixture.format });
      const solution = solveSnakes(board);
      expect(solution.moves).toBe(fixture.moves);
      expect(solution.solvable).toBe(fixture.moves !== null);
      if (solution.solvable) replay(board, solution);
      // Detection finds the same format without being told.
      expect(parseSnakes(JSON.stringify(fixture.input)).format).toBe(fixture.format);
    });
  }
});

describe('solveSnakes', () => {
  it('solves the built-in boards', () => {
    expect(solveSnakes(BUILT_IN_BOARDS.classic()).moves).toBe(7);
    expect(solveSnakes(BUILT_IN_BOARDS['classic-48']()).moves).toBe(7);
    expect(solveSnakes(BUILT_IN_BOARDS['example-30']()).moves).toBe(3);
  });

  it('takes one jump per throw: the end of a ladder that starts a snake is safe', () => {
    // 1 →(ladder) 5, and 5 starts a snake back to 2. Standing on 5 does not trigger it.
    const board = parseSnakes('{"squares": 8, "start": 0, "ladders": {"1": 5}, "snakes": {"5": 2}}', {
      format: 'board',
    });
    const solution = solveSnakes(board, { faces: 3 });
    expect(solution.path).toEqual([0, 5, 8]);
    expect(solution.rolls).toEqual([1, 3]);
  });

  it('follows the whole chain with chain: true, and refuses a cycle', () => {
    const board = parseSnakes('{"squares": 8, "ladders": {"1": 5}, "snakes": {"5": 2}}');
    const solution = solveSnakes(board, { faces: 3, chain: true });
    expect(solution.moves).toBe(3);
    replay(board, solution, 3, true);
    const cycle = parseSnakes('{"squares": 10, "ladders": {"3": 6}, "snakes": {"6": 3}}');
    expect(() => solveSnakes(cycle, { chain: true })).toThrow(/cycle/);
    expect(solveSnakes(cycle).moves).toBe(2);
  });

  it('never lets a throw pass the last square', () => {
    // From 4 on a 5-square board with a die of 3 the only useful face is 1.
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 5, start: 4, faces: 3, jumps: [] });
    expect(solveSnakes(board).rolls).toEqual([1]);
  });

  it('answers zero throws when the token starts on the last square', () => {
    const board = makeSnakesBoard({ format: 'moves', first: 0, last: 0, start: 0, jumps: [] });
    expect(solveSnakes(board)).toMatchObject({ solvable: true, moves: 0, path: [0], rolls: [] });
  });

  it('refuses before allocating when the search would need more memory than allowed', () => {
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 10_000_000, start: 0, jumps: [] });
    expect(() => solveSnakes(board, { maxMemory: 2 ** 20, method: 'squares' })).toThrow(
      /needs about \d+ MB to search but the limit is 1 MB$/,
    );
    // Left to choose, it takes the run-based search, which needs memory for the jumps only.
    expect(solveSnakes(board, { maxMemory: 2 ** 20 }).moves).toBe(1_666_667);
    const crowded = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 1_000_000,
      start: 0,
      jumps: Array.from({ length: 99_999 }, (_, i) => ({ from: 10 * (i + 1), to: 10 * (i + 1) + 1 })),
    });
    expect(() => solveSnakes(crowded, { maxMemory: 2 ** 20 })).toThrow(
      /needs about 21 MB to search but the limit is 1 MB/,
    );
  });

  it('takes boards of any size: runs of equal throws for games over 100,000 throws', () => {
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 1e12,
      start: 0,
      jumps: [{ from: 10, to: 999_999_999_990 }],
    });
    const short = solveSnakes(board);
    expect(short).toMatchObject({
      solvable: true,
      moves: 4,
      path: [0, 6, 999_999_999_990, 999_999_999_996, 1e12],
      method: 'runs',
    });
    replay(board, short);
    const long = solveSnakes(makeSnakesBoard({ format: 'board', first: 1, last: 1e12, start: 0, jumps: [] }));
    expect(long).toMatchObject({ solvable: true, moves: 166_666_666_667, path: null, rolls: null });
    expect(long.runs!.reduce((total, [face, count]) => total + face * count, 0)).toBe(1e12);
    expect(long.runs!.reduce((total, [, count]) => total + count, 0)).toBe(166_666_666_667);
  });

  it('agrees with a plain textbook BFS and replays legally on random boards', () => {
    const arbitraryBoard = fc
      .record({
        last: fc.integer({ min: 1, max: 60 }),
        start: fc.constantFrom(0, 1),
        faces: fc.integer({ min: 1, max: 8 }),
        jumps: fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 })), {
          maxLength: 25,
        }),
      })
      .map(({ last, start, faces, jumps }) => {
        const seen = new Set<number>();
        const kept = jumps
          .map(([from, to]) => ({ from: Math.min(from, last - 1), to: Math.min(to, last) }))
          .filter(({ from, to }) => from >= 1 && from !== to && !seen.has(from) && seen.add(from));
        return makeSnakesBoard({
          format: 'board',
          first: 1,
          last,
          start: Math.min(start, last),
          faces,
          jumps: kept,
        });
      });
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const solution = solveSnakes(board);
        expect(solution.moves).toBe(referenceMoves(board));
        if (solution.solvable) replay(board, solution);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });
});
