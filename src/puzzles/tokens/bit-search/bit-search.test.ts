import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomTokensBoards } from '../solve/random-boards.test-util.js';
import { intLevels } from '../../../search/int-bfs.js';
import { bitwiseMeet } from './bit-search.js';
import { makeTokensBoard, tokensStart } from '../board/board.js';
import { tokensGraph } from '../solve/moves.js';
import { replayTokens } from '../solve/replay.js';
import { solveTokens, tokensMethod } from '../solve/solve.js';

describe('bitwiseMeet (solveTokens with method "bits")', () => {
  it('equals the queue search on random grids, square and long, and its moves replay to the swap', () => {
    fc.assert(
      fc.property(randomTokensBoards(7), (board) => {
        const queue = solveTokens(board, { method: 'queue' });
        const bits = solveTokens(board, { method: 'bits' });
        expect(bits.moves).toBe(queue.moves);
        if (bits.solvable) {
          expect(bits.path![0]).toEqual({ red: board.red, blue: board.blue });
          expect(replayTokens(board, bits.steps!)).toMatchObject({ legal: true, swapped: true });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('counts as explored the states of every level it expanded, with either kernels', () => {
    fc.assert(
      fc.property(randomTokensBoards(7), fc.boolean(), (board, typescript) => {
        const start = tokensStart(board);
        const found = bitwiseMeet(board, start, undefined, undefined, typescript ? 'typescript' : 'auto');
        // The levels below the one where the search met its mirror image (k for 2k - 1 or 2k
        // moves), or the start's whole component when the swap cannot be made.
        const levels = intLevels(tokensGraph(board), start);
        const below = found.moves === null ? Infinity : Math.ceil(found.moves / 2);
        expect(found.explored).toBe(levels.filter((level) => level >= 0 && level < below).length);
      }),
      { numRuns: 300 },
    );
  });

  // Random labels 1…9 on a rows × columns grid: the bit search's moves are the queue's, and replay.
  const equalsQueueOn = (rows: number, columns: number, numRuns: number) =>
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: rows * columns, maxLength: rows * columns }),
        (labels) => {
          const board = makeTokensBoard({
            grid: Array.from({ length: rows }, (_, r) => labels.slice(columns * r, columns * r + columns)),
          });
          const bits = solveTokens(board, { method: 'bits' });
          expect(bits.moves).toBe(solveTokens(board, { method: 'queue' }).moves);
          if (bits.solvable)
            expect(replayTokens(board, bits.steps!)).toMatchObject({ legal: true, swapped: true });
        },
      ),
      { numRuns },
    );

  it('equals the queue search on 20×20 grids of labels 1…9', () => equalsQueueOn(20, 20, 20));

  it('equals the queue search on 32×40 grids, big enough to warm the kernels up first', () =>
    equalsQueueOn(32, 40, 5));

  it('is what auto picks for larger grids', () => {
    expect(tokensMethod(makeTokensBoard({ grid: [[1, 1]] }))).toBe('queue');
    expect(tokensMethod(makeTokensBoard({ grid: Array.from({ length: 20 }, () => Array(20).fill(1)) }))).toBe(
      'bits',
    );
    expect(tokensMethod(makeTokensBoard({ grid: [[1, 1]] }), 'bits')).toBe('bits');
  });

  it('solves the fixtures', () => {
    expect(
      solveTokens(
        makeTokensBoard({
          grid: [
            [1, 2, 4, 3],
            [3, 4, 1, 2],
            [3, 1, 2, 3],
            [2, 3, 1, 2],
          ],
        }),
        { method: 'bits' },
      ).moves,
    ).toBe(5);
    expect(
      solveTokens(
        makeTokensBoard({
          grid: [
            [1, 1],
            [1, 1],
          ],
        }),
        { method: 'bits' },
      ).moves,
    ).toBe(4);
    expect(
      solveTokens(
        makeTokensBoard({
          grid: [
            [1, 2],
            [2, 1],
          ],
        }),
        { method: 'bits' },
      ).moves,
    ).toBe(null);
  });
});
