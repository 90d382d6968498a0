import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { analyzeSnakes } from './analyze.js';
import { jumpImportance } from './importance.js';
import { board } from './small-board.test-util.js';

describe('importance', () => {
  it('removes each snake or ladder in turn and sorts by the change', () => {
    const rows = jumpImportance(BUILT_IN_BOARDS.classic());
    expect(rows).toHaveLength(19);
    expect(rows[0]).toMatchObject({ kind: 'ladder', from: 80, to: 100 });
    expect(rows[0].expected).toBeCloseTo(58.99, 2);
    for (let i = 1; i < rows.length; i++)
      expect(Math.abs(rows[i - 1].change!)).toBeGreaterThanOrEqual(Math.abs(rows[i].change!));
    const without80 = analyzeSnakes(
      makeSnakesBoard({
        ...BUILT_IN_BOARDS.classic(),
        jumps: {
          from: [...BUILT_IN_BOARDS.classic().jumpFrom].filter((f) => f !== 80),
          to: [...BUILT_IN_BOARDS.classic().jumpTo].filter((t) => t !== 100),
        },
      }),
    );
    expect(rows[0].expected).toBeCloseTo(without80.expected!, 9);
  });

  it('refuses a board too large for one solve per jump, with a clear message', () => {
    const jumps: Record<number, number> = {};
    for (let i = 2; i < 40_000; i += 4) jumps[i] = i + 2;
    expect(() => jumpImportance(board(100_000, 6, jumps))).toThrow(
      /the importance of the snakes and ladders takes one solve of the board per jump/,
    );
  });

  it('counts the die: a small board with a huge die is refused before the first solve', () => {
    const jumps = { 10: 2, 20: 40, 50: 5, 70: 90 };
    expect(jumpImportance(board(1000, 6, jumps))).toHaveLength(4);
    expect(() => jumpImportance(board(1000, 400_000, jumps))).toThrow(
      /4 jumps on 1001 squares with 400000 faces is too much \(at most 1e\+8 squares × faces × jumps\)/,
    );
  });
});
