// --exhaustive: every board of at most K cells, smallest first, each once; a planted bug is found
// on a board no bigger than the smallest failing one a brute-force search finds apart.
import { describe, expect, it } from 'vitest';
import { familySource } from './board-source.js';
import { binaryGrids, smallestFailingSide } from './brute.test-util.js';
import type { CaseBoard } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { MazeCase } from '../puzzles/maze/judge/case.js';
import type { SnakesCase } from '../puzzles/snakes/judge/case.js';
import type { TokensCase } from '../puzzles/tokens/judge/case.js';
import { exhaustiveBoards, exhaustiveCount, fastPassCells } from './exhaustive.js';
import { runJudge } from './judge.js';
import { buggyCells, buggyRat, RIGHT } from './planted.test-util.js';
import { problemOf } from './problem.js';
import { renderJudgeReport } from './report.js';
import type { ProgramRunner } from './runner.js';

type Rows = number[][];

function inProcess(answer: (rows: Rows) => string): ProgramRunner {
  return {
    run: async (input) => ({ kind: 'answer', text: answer(JSON.parse(input) as Rows), cut: false }),
    close: () => {},
    warm: true,
  };
}

/** What orders the boards: their cells, their rows, how many are marked (a jump, a wall, a label above 1). */
function measure(board: CaseBoard): number[] {
  const one = board as SnakesCase | MazeCase | TokensCase;
  if (one.puzzle === 'snakes') return [one.squares, one.side, [...one.target].filter((t) => t !== -1).length];
  if (one.puzzle === 'maze') return [one.open.length, one.rows, one.open.filter((v) => v === 0).length];
  return [one.labels.length, one.rows, one.labels.filter((v) => v > 1).length];
}

/** Whether `a` comes before `b` or with it, in dictionary order. */
function notAfter(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((value, i) => value !== b[i]);
  return at < 0 || a[at] < b[at];
}

describe('every board of at most K cells', () => {
  it.each([
    [{ puzzle: 'snakes' } as const, 4, 25],
    // 1×1 … 1×4, 2×1, 2×2, 3×1, 4×1: 2 + 4 + 8 + 16 + 4 + 16 + 8 + 16.
    [{ puzzle: 'maze' } as const, 4, 74],
    // 1×1, 2×2: the rat's boards are square, of sides 2 and more.
    [{ puzzle: 'maze', mode: 'all' } as const, 9, 16 + 512],
    // 2×2 grids of labels 1 and 2 (the course's boards are square).
    [{ puzzle: 'tokens' } as const, 4, 16],
  ])(
    '%o, %i cells: %i boards, each once, fewer cells and then fewer marks first',
    (request, cells, count) => {
      const problem = problemOf(request);
      const boards = [...exhaustiveBoards(problem, cells)];
      expect(boards).toHaveLength(count);
      expect(exhaustiveCount(problem, cells)).toBe(count);
      expect(new Set(boards.map((board) => kitOf(board.puzzle).judge.key(board))).size).toBe(count);
      const measured = boards.map(measure);
      for (let i = 1; i < measured.length; i++) expect(notAfter(measured[i - 1], measured[i])).toBe(true);
    },
  );

  it('refuses more than 200,000 boards, saying how many', () => {
    expect(() => [...exhaustiveBoards(problemOf({ puzzle: 'snakes' }), 9)]).toThrow(
      /--exhaustive 9 would judge 10,000,025 snakes boards, more than 200,000: ask for fewer cells/,
    );
  });

  it.each([
    [
      '1091, a blocked goal reached',
      { puzzle: 'maze', mode: 'cells' } as const,
      (rows: Rows) => String(buggyCells(rows, { blockedGoal: true })),
      (rows: Rows) => String(RIGHT.cells(rows)),
    ],
    [
      '1091, depth first',
      { puzzle: 'maze', mode: 'cells' } as const,
      (rows: Rows) => String(buggyCells(rows, { depthFirst: true })),
      (rows: Rows) => String(RIGHT.cells(rows)),
    ],
    [
      'rat, never up',
      { puzzle: 'maze', mode: 'all' } as const,
      (rows: Rows) => buggyRat(rows, { without: 'U' }),
      RIGHT.rat,
    ],
  ])('finds %s on the smallest failing board, and says so', async (_, request, buggy, right) => {
    const problem = problemOf(request);
    const smallest = smallestFailingSide([1, 2, 3, 4], binaryGrids, (rows) => buggy(rows) !== right(rows))!;
    const report = await runJudge(problem, familySource(problem), inProcess(buggy), {
      seed: 'exhaustive',
      first: 1,
      last: 50,
      jobs: 2,
      timeLimitMs: 2000,
      shrink: true,
      shrinkMs: 60_000,
      signal: new AbortController().signal,
      exhaustive: { cells: 16, boards: [...exhaustiveBoards(problem, 16)] },
    });
    const failure = report.failure!;
    expect(failure.exhaustive).toEqual({ cells: 16, boards: exhaustiveCount(problem, 16) });
    expect((failure.board as Rows).length).toBe(smallest);
    expect(renderJudgeReport(report, { replay: '', timeLimit: 2 })).toMatch(
      /^board \d+ of the \d+ of at most 16 cells fails with a wrong answer \(\d+ boards? passed before it, fewer cells first: no smaller board fails\)\n/,
    );
  });
});

describe('the fast first pass', () => {
  // What each problem's smallest boards are, counted by hand: a 2×2 Snakes and Ladders board has
  // two squares between the first and the last, each plain or a jump to one of the 4 squares
  // (5² = 25); a 2×2 maze, 4 cells open or walled (2⁴ = 16), with the 1×1 one (2) where sides
  // start at 1, and the thin ones of 1×2 to 1×4 and 2×1 to 4×1 where mazes are rectangles
  // (2·(4 + 8 + 16) = 56); a 2×2 two-token grid, a label of 1 or 2 on each cell (2⁴ = 16).
  it.each([
    ['snakes', undefined, 4, 25],
    ['maze', 'shortest', 4, 2 + 56 + 16],
    ['maze', 'cells', 4, 2 + 16],
    ['maze', 'all', 4, 16],
    ['maze', 'count', 4, 16],
    ['tokens', undefined, 4, 16],
  ] as const)(
    'takes every board of %s (%s) of at most %i cells: %i boards',
    (puzzle, mode, cells, boards) => {
      const problem = problemOf({ puzzle, mode });
      expect(fastPassCells(problem)).toBe(cells);
      expect([...exhaustiveBoards(problem, cells)]).toHaveLength(boards);
      // One cell more would add boards, past the pass's hundred.
      const next = [...Array(400).keys()].map((k) => exhaustiveCount(problem, k + 1)).find((n) => n > boards);
      expect(next).toBeGreaterThan(100);
    },
  );

  it("has nothing where the sizes leave out the smallest boards, or on GfG's line", () => {
    expect(fastPassCells(problemOf({ puzzle: 'snakes', size: [3, 8] }))).toBe(0);
    expect(fastPassCells(problemOf({ puzzle: 'maze', mode: 'shortest', size: [5, 9] }))).toBe(0);
    expect(fastPassCells(problemOf({ puzzle: 'snakes', call: 'minThrow' }))).toBe(0);
  });
});
