import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import type { TokensBoard } from '../board/board.js';
import { parseTokens } from '../board/formats.js';
import { generateTokens } from './generate.js';
import { TOKENS_NOTATIONS, writeTokens } from './write.js';

/**
 * The reference: a textbook breadth-first search over positions, written as "r,c|r,c" text, that
 * counts the shortest solutions (sequences of positions).
 */
function shortestSolutions(
  rows: number,
  columns: number,
  labels: readonly number[],
): { moves: number | null; solutions: bigint } {
  const key = (red: number, blue: number) => `${red}|${blue}`;
  const start = key(0, rows * columns - 1);
  const goal = key(rows * columns - 1, 0);
  const moves = new Map([[start, 0]]);
  const ways = new Map([[start, 1n]]);
  for (const queue = [start]; queue.length > 0;) {
    const position = queue.shift()!;
    const [red, blue] = position.split('|').map(Number);
    const next: string[] = [];
    for (const [mover, other] of [
      [red, blue],
      [blue, red],
    ]) {
      const d = labels[other];
      const [r, c] = [Math.floor(mover / columns), mover % columns];
      for (const [r2, c2] of [
        [r - d, c],
        [r + d, c],
        [r, c - d],
        [r, c + d],
      ]) {
        const to = r2 * columns + c2;
        if (r2 < 0 || c2 < 0 || r2 >= rows || c2 >= columns || to === other) continue;
        next.push(mover === red ? key(to, blue) : key(red, to));
      }
    }
    for (const to of next) {
      if (!moves.has(to)) {
        moves.set(to, moves.get(position)! + 1);
        queue.push(to);
      }
      if (moves.get(to) === moves.get(position)! + 1)
        ways.set(to, (ways.get(to) ?? 0n) + ways.get(position)!);
    }
  }
  return { moves: moves.get(goal) ?? null, solutions: ways.get(goal) ?? 0n };
}

const solve = (board: TokensBoard) => shortestSolutions(board.rows, board.columns, board.labels);

const requests = fc.record({
  rows: fc.integer({ min: 1, max: 5 }),
  columns: fc.integer({ min: 2, max: 5 }),
  labels: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 25, maxLength: 25 }),
  notation: fc.constantFrom(...TOKENS_NOTATIONS),
  seed: fc.string({ maxLength: 8 }),
});

describe('generateTokens', () => {
  it('makes grids whose certificate the reference search finds again, with the moves asked for', () => {
    fc.assert(
      fc.property(requests, ({ rows, columns, labels, notation, seed }) => {
        // A target some grid of the size and labels takes: that of a random grid of them.
        const most = Math.max(rows, columns) - 1;
        const random = labels.slice(0, rows * columns).map((label) => Math.min(label, Math.max(1, most)));
        const fewest = shortestSolutions(rows, columns, random).moves ?? -1;
        const { board, answer } = generateTokens({
          rows,
          columns,
          fewest,
          labels: [1, Math.max(1, most)],
          seed,
        });
        const reference = solve(board);
        expect(answer.moves).toBe(reference.moves);
        expect(answer.solutions).toBe(reference.solutions);
        expect(answer.moves).toBe(fewest === -1 ? null : fewest);
        // Shortest solutions come in mirrored pairs.
        expect(answer.solutions % 2n).toBe(0n);
        if (notation === 'course' && rows !== columns) return;
        const again = parseTokens(writeTokens(board, notation), {
          format: notation === 'course' || notation === 'rows' ? notation : 'json',
        });
        expect(again.labels).toEqual(board.labels);
      }),
      { numRuns: 120 },
    );
  });

  it('makes one solution (and its mirror image) when asked, and the same grid from the same seed', () => {
    const made = generateTokens({ rows: 6, columns: 6, fewest: 10, unique: true, seed: 'class-7/Ada' });
    expect(solve(made.board)).toEqual({ moves: 10, solutions: 2n });
    expect(writeTokens(made.board, 'course')).toBe(
      '6\n1, 4, 1, 2, 4, 4\n2, 4, 5, 2, 5, 1\n4, 5, 5, 1, 4, 5\n1, 4, 2, 5, 3, 1\n3, 2, 1, 4, 4, 3\n4, 2, 4, 1, 3, 5\n',
    );
    const again = generateTokens({ rows: 6, columns: 6, fewest: 10, unique: true, seed: 'class-7/Ada' });
    expect(writeTokens(again.board, 'course')).toBe(writeTokens(made.board, 'course'));
  });

  it('makes the rare fewest moves of a size searched whole, from the grid its table keeps', () => {
    for (const [fewest, unique] of [
      [20, false],
      [16, true],
    ] as const) {
      const { board, answer } = generateTokens({
        rows: 4,
        columns: 4,
        labels: [1, 3],
        fewest,
        unique,
        seed: 'rare',
      });
      expect(solve(board)).toEqual({ moves: fewest, solutions: answer.solutions });
      expect(answer.moves).toBe(fewest);
      if (unique) expect(answer.solutions).toBe(2n);
      expect(board.labels.every((label) => label >= 1 && label <= 3)).toBe(true);
    }
  });

  it('refuses at once what no grid can meet, with the range that can be met', () => {
    const refusal = (options: Parameters<typeof generateTokens>[0]) => {
      try {
        generateTokens(options);
      } catch (error) {
        expect(error).toBeInstanceOf(BoardpathError);
        return `${(error as BoardpathError).code}: ${(error as BoardpathError).message}`;
      }
      return 'made';
    };
    expect(refusal({ rows: 5, columns: 5, fewest: 3 })).toBe(
      'E_USAGE: a 5×5 grid with labels 1 to 4 takes 4 to at most 599 moves at the fewest (or -1: no swap), not 3 moves',
    );
    expect(refusal({ rows: 4, columns: 6, fewest: 4 })).toBe(
      'E_USAGE: a 4×6 grid with labels 1 to 5 takes 5 to at most 551 moves at the fewest (or -1: no swap), not 4 moves',
    );
    expect(refusal({ rows: 1, columns: 2, fewest: 5 })).toBe(
      'E_USAGE: a 1×2 grid with every label 1 never lets a token move far enough to swap: only -1 can be made, not 5',
    );
    expect(refusal({ rows: 3, columns: 3, labels: [3, 9], fewest: 8 })).toBe(
      'E_USAGE: a 3×3 grid with labels 3 to 9 never lets a token move far enough to swap: only -1 can be made, not 8',
    );
    // Sizes whose every grid was searched: the exact fewest moves, gaps and all.
    expect(refusal({ rows: 4, columns: 4, fewest: 19 })).toBe(
      'E_USAGE: a 4×4 grid with labels 1 to 3 takes 4 to 18 or 20 moves at the fewest (or -1: no swap), not 19 moves',
    );
    expect(refusal({ rows: 4, columns: 4, fewest: 15, unique: true })).toBe(
      'E_USAGE: a 4×4 grid with labels 1 to 3 takes 4 to 14 or 16 moves at the fewest with one pair of shortest solutions, not 15 moves',
    );
    expect(refusal({ rows: 3, columns: 3, labels: [1, 2], fewest: -1 })).toBe(
      'E_USAGE: every 3×3 grid with labels 1 to 2 lets the tokens swap: it takes 4 to 6 or 8 moves at the fewest, not -1',
    );
    // One label, one grid: looked at once.
    expect(refusal({ rows: 2, columns: 5, labels: [2, 2], fewest: 4 })).toBe(
      'E_USAGE: a 2×5 grid with every label 2 never lets a token move far enough to swap: only -1 can be made, not 4',
    );
    expect(refusal({ rows: 1, columns: 1 })).toBe(
      'E_USAGE: a 1×1 grid has room for one token only: the two tokens need two squares',
    );
    expect(refusal({ rows: 200, columns: 200, maxMemory: 2 ** 27 })).toBe(
      'E_MEMORY: a 200×200 grid with labels 1 to 199 needs about 94605 MB to generate but the limit is 128 MB',
    );
    expect(refusal({ rows: 5, columns: 5, fewest: 40, unique: true, maxWork: 1e5 })).toMatch(
      /^E_WORK: no 5×5 grid with labels 1 to 4 with 40 moves at the fewest and one shortest solution \(and its mirror image\) was found \(the nearest: \d+ moves\) within the budget of 100,000 steps$/,
    );
  });
});
