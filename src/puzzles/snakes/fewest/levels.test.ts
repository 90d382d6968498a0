import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { solveSnakesByLevels } from './levels.js';
import { solveSnakesBySquares } from './squares.js';
import { replay } from './replay.test-util.js';

describe('solveSnakesByLevels', () => {
  it('solves the built-in boards', () => {
    expect(solveSnakesByLevels(BUILT_IN_BOARDS.classic())?.moves).toBe(7);
    expect(solveSnakesByLevels(BUILT_IN_BOARDS['example-30']())?.moves).toBe(3);
  });

  it('hands back a search deeper than its limit', () => {
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 1000, start: 0, jumps: [] });
    expect(solveSnakesByLevels(board, { maxLevels: 10 })).toBeNull();
    expect(solveSnakesByLevels(board, { maxLevels: 200 })?.moves).toBe(167);
  });

  it('agrees with the square-by-square search, and its games replay, on random crowded boards', () => {
    const arbitraryBoard = fc
      .record({
        last: fc.integer({ min: 1, max: 300 }),
        start: fc.constantFrom(0, 1),
        faces: fc.integer({ min: 1, max: 40 }),
        density: fc.constantFrom(0.05, 0.2, 0.5, 0.9),
        seed: fc.integer({ min: 0, max: 2 ** 31 }),
      })
      .map(({ last, start, faces, density, seed }) => {
        let state = seed;
        const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
        const jumps = [];
        for (let from = 2; from < last; from++)
          if (random() < density) jumps.push({ from, to: 1 + Math.floor(random() * last) });
        return makeSnakesBoard({
          format: 'board',
          first: 1,
          last,
          start: Math.min(start, last),
          faces,
          jumps,
        });
      });
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const levels = solveSnakesByLevels(board, { maxLevels: 1000 });
        if (board.faces > 32) {
          expect(levels).toBeNull();
          return;
        }
        expect(levels!.moves).toBe(solveSnakesBySquares(board).moves);
        if (levels!.solvable) replay(board, levels!);
      }),
      { numRuns: 2000 },
    );
  });
});
