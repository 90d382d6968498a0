// Every search that can run long tells `progress` how far it has got: the numbers it reports grow,
// and the last report is near the end of the search.
import { describe, expect, it } from 'vitest';
import {
  allMazePaths,
  analyzeSnakes,
  countMazePaths,
  makeMaze,
  parseSnakes,
  parseTokens,
  solveMaze,
  solveTokens,
} from './index.js';
import { BUILT_IN_BOARDS } from './puzzles/snakes/board/built-in-boards.js';
import { exactExpectedThrows } from './puzzles/snakes/analysis/exact.js';
import { jumpImportance } from './puzzles/snakes/analysis/importance.js';

function recorder() {
  const reports: Array<[number, number]> = [];
  return { reports, progress: (a: number, b: number) => void reports.push([a, b]) };
}

const nonDecreasing = (values: number[]) => values.every((value, i) => i === 0 || value >= values[i - 1]);

describe('progress', () => {
  it('of the shortest maze path: cells explored and steps from the goal, with 4 and 8 moves', () => {
    const cells = 3 << 20;
    const row = makeMaze(1, cells, new Uint8Array(cells).fill(1));
    for (const moves of [4, 8] as const) {
      const { reports, progress } = recorder();
      expect(solveMaze(row, { moves, progress }).moves).toBe(cells - 1);
      expect(reports.length).toBeGreaterThanOrEqual(2);
      expect(nonDecreasing(reports.map(([explored]) => explored))).toBe(true);
      expect(nonDecreasing(reports.map(([, steps]) => steps))).toBe(true);
      expect(reports.at(-1)![0]).toBeLessThanOrEqual(cells);
    }
  });

  it('of the enumeration: backtracking steps and paths found, up to its budget', () => {
    const open = makeMaze(5, 5, new Uint8Array(25).fill(1));
    const { reports, progress } = recorder();
    expect(() => countMazePaths(open, { moves: 8, method: 'enumerate', maxWork: 1e6, progress })).toThrow(
      /work budget/,
    );
    expect(reports.length).toBe(Math.floor(1e6 / 65536));
    expect(reports.map(([steps]) => steps)).toEqual(reports.map((_, i) => (i + 1) * 65536));
    expect(nonDecreasing(reports.map(([, found]) => found))).toBe(true);
    expect(reports.at(-1)![1]).toBeGreaterThan(0);
    const paths = recorder();
    let taken = 0;
    for (const _path of allMazePaths(open, { moves: 8, progress: paths.progress }))
      if (++taken === 100_000) break;
    expect(paths.reports.length).toBeGreaterThan(0);
    expect(paths.reports.at(-1)![1]).toBeLessThanOrEqual(100_000);
  });

  it('of the count with 8 moves: each step between two cells decided, of all', () => {
    const open = makeMaze(4, 4, new Uint8Array(16).fill(1));
    const { reports, progress } = recorder();
    expect(countMazePaths(open, { moves: 8, progress })).toBe(96371n);
    // 12 steps along the rows, 12 down the columns, 18 diagonal.
    expect(reports).toEqual(Array.from({ length: 42 }, (_, i) => [i + 1, 42]));
  });

  it('of the exact fractions and the importance: each square written, each jump taken away', () => {
    const board = BUILT_IN_BOARDS.classic();
    const fractions = recorder();
    exactExpectedThrows(board, { progress: fractions.progress });
    const [, reached] = fractions.reports[0];
    expect(fractions.reports).toEqual(Array.from({ length: reached }, (_, i) => [i + 1, reached]));
    const removals = recorder();
    jumpImportance(board, { progress: removals.progress });
    const jumps = board.jumpFrom.length;
    expect(removals.reports).toEqual(Array.from({ length: jumps }, (_, i) => [i + 1, jumps]));
  });

  it('of the count with 4 moves: each cell swept, of all', () => {
    const open = makeMaze(4, 4, new Uint8Array(16).fill(1));
    const { reports, progress } = recorder();
    expect(countMazePaths(open, { progress })).toBe(184n);
    expect(reports).toEqual(Array.from({ length: 16 }, (_, i) => [i + 1, 16]));
  });

  it('of the two-token search: positions and moves with the queue, levels over bit sets', () => {
    const rows = Array.from({ length: 24 }, (_, r) =>
      Array.from({ length: 24 }, (_, c) => ((r * 7 + c * 3) % 3) + 1).join(' '),
    ).join('\n');
    const board = parseTokens(rows);
    const queue = recorder();
    const bits = recorder();
    const byQueue = solveTokens(board, { method: 'queue', progress: queue.progress });
    const byBits = solveTokens(board, { method: 'bits', progress: bits.progress });
    expect(byBits.moves).toBe(byQueue.moves);
    expect(queue.reports.length).toBeGreaterThan(0);
    expect(nonDecreasing(queue.reports.map(([explored]) => explored))).toBe(true);
    expect(bits.reports.length).toBeGreaterThan(0);
    expect(nonDecreasing(bits.reports.map(([level]) => level))).toBe(true);
    // Each level is half the answer's moves at most, from the start and from the goal alike.
    expect(bits.reports.at(-1)![0]).toBeLessThanOrEqual(Math.ceil((byBits.moves ?? 0) / 2));
  });

  it("of the game's analysis: a report a throw", () => {
    const board = parseSnakes('{"squares": 100, "ladders": {"4": 14}, "snakes": {"99": 10}}');
    const { reports, progress } = recorder();
    const analysis = analyzeSnakes(board, { progress });
    expect(reports.length).toBeGreaterThan(100);
    expect(reports.map(([throws]) => throws)).toEqual(reports.map((_, i) => i + 1));
    expect(analysis.distribution.probabilities.length).toBeGreaterThanOrEqual(reports.length);
  });
});
