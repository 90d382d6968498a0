// Shrinking held to a brute-force search: planted bugs (written in the test, run in this process)
// are judged from many seeds, and each shrunk board must be no bigger than the smallest side on
// which the bug shows at all, found by trying every small board; and it must really separate the
// right answer (the referee's plain search) from the buggy one.
// Many seeds and a brute-force search each: npm run test:slow runs it (shrink.test.ts stays in
// npm test).
// @module-tag slow
import { describe, expect, it } from 'vitest';
import { familySource } from './board-source.js';
import { binaryGrids, labelGrids, smallestFailingSide, snakesBoards } from './brute.test-util.js';
import { runJudge, type JudgeSettings } from './judge.js';
import {
  buggyCells,
  buggyRat,
  buggySnakes,
  buggyTokens,
  RIGHT,
  type CellsBug,
  type RatBug,
  type SnakesBug,
  type TokensBug,
} from './planted.test-util.js';
import type { ProblemRequest } from '../puzzles/judge-hooks.js';
import { problemOf } from './problem.js';
import type { ProgramRunner } from './runner.js';

type Rows = number[][];

/** The rows of a board as given: JSON, or the two tokens' course format (n, then n rows). */
function rowsOf(input: string): Rows {
  if (input.startsWith('[')) return JSON.parse(input) as Rows;
  return input
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map(Number));
}

/** A program run in this process: its answer from the rows it is given. */
function inProcess(answer: (rows: Rows) => string): ProgramRunner {
  return {
    run: async (input) => ({ kind: 'answer', text: answer(rowsOf(input)), cut: false }),
    close: () => {},
    warm: true,
  };
}

const settings = (seed: string): JudgeSettings => ({
  seed,
  first: 1,
  last: 2000,
  jobs: 2,
  timeLimitMs: 2000,
  shrink: true,
  shrinkMs: 60_000,
  signal: new AbortController().signal,
});

const SEEDS = Array.from({ length: 12 }, (_, i) => `planted-${i}`);

interface Planted {
  readonly name: string;
  readonly request: ProblemRequest;
  readonly buggy: (rows: Rows) => string;
  readonly right: (rows: Rows) => string;
  /** The sides tried by brute force, and every board of each (small enough to try them all). */
  readonly sides: readonly number[];
  readonly boards: (side: number) => Iterable<Rows>;
  /** The side to hold the shrunk boards to when the brute-force search finds none. */
  readonly bound?: number;
}

const snakes = (name: string, bug: SnakesBug): Planted => ({
  name,
  request: { puzzle: 'snakes' },
  buggy: (rows) => String(buggySnakes(rows, bug)),
  right: (rows) => String(RIGHT.snakes(rows)),
  sides: [2, 3, 4],
  // Every 2×2 board; 3×3 boards with up to three jumps; 4×4 with up to two.
  boards: (side) => snakesBoards(side, side === 2 ? 2 : side === 3 ? 3 : 2),
});

const cells = (name: string, bug: CellsBug): Planted => ({
  name,
  request: { puzzle: 'maze', mode: 'cells' },
  buggy: (rows) => String(buggyCells(rows, bug)),
  right: (rows) => String(RIGHT.cells(rows)),
  sides: [1, 2, 3, 4],
  boards: binaryGrids,
});

const rat = (name: string, bug: RatBug): Planted => ({
  name,
  request: { puzzle: 'maze', mode: 'all' },
  buggy: (rows) => buggyRat(rows, bug),
  right: RIGHT.rat,
  sides: [2, 3, 4],
  boards: binaryGrids,
});

const tokens = (name: string, bug: TokensBug): Planted => ({
  name,
  request: { puzzle: 'tokens' },
  buggy: (rows) => String(buggyTokens(rows, bug)),
  right: (rows) => String(RIGHT.tokens(rows)),
  sides: [2, 3],
  boards: (side) => labelGrids(side, 3),
});

const PLANTED: Planted[] = [
  snakes('909, rows read left to right', { turn: 'none' }),
  snakes('909, rows read left to right, the last square taken on landing', { turn: 'none', earlyGoal: true }),
  snakes('909, the turn counted from the top row', { turn: 'from-top' }),
  snakes('909, jumps followed in a chain', { chained: true }),
  snakes('909, a die of five faces', { faces: 5 }),
  snakes('909, the landing square looked up, the jump’s end marked', { landingSeen: true }),
  snakes('909, a ladder to the last square not counted', { landedGoal: true }),
  // No way to the last square takes six snakes in a row: a 3×3 board at least.
  { ...snakes('909, 0 for no way', { noMinusOne: true }), bound: 3 },
  cells('1091, no move up and right', { without: [-1, 1] }),
  cells('1091, no move down and left', { without: [1, -1] }),
  cells('1091, the goal looked for among neighbours only', { neighboursOnly: true }),
  cells('1091, a blocked goal reached', { blockedGoal: true }),
  cells('1091, depth first', { depthFirst: true }),
  rat('rat, moves in the order D R L U, unsorted', { order: 'DRLU' }),
  rat('rat, never up', { without: 'U' }),
  rat('rat, a blocked start walked from', { openStart: true }),
  tokens('tokens, landing on the other token', { overlap: true }),
  tokens('tokens, moving by its own label', { ownLabel: true }),
  tokens('tokens, never up', { without: [-1, 0] }),
  tokens('tokens, never jumping over the other', { noJumpOver: true }),
  tokens('tokens, taking turns', { turns: true }),
];

describe('planted bugs shrink to the smallest side a brute-force search finds', () => {
  for (const planted of PLANTED) {
    it(
      planted.name,
      async () => {
        const fails = (rows: Rows) => planted.buggy(rows) !== planted.right(rows);
        const smallest = smallestFailingSide(planted.sides, planted.boards, fails);
        const problem = problemOf(planted.request);
        const sides: number[] = [];
        for (const seed of SEEDS) {
          const report = await runJudge(
            problem,
            familySource(problem),
            inProcess(planted.buggy),
            settings(seed),
          );
          const failure = report.failure!;
          expect(failure.kind).toBe('wrong');
          const rows = failure.board as Rows;
          // It separates: the referee's answer is the expected one, and the bug answers otherwise.
          expect(failure.expected).toBe(planted.right(rows));
          expect(failure.got).toBe(planted.buggy(rows));
          expect(failure.got).not.toBe(failure.expected);
          expect(failure.shrunk).toBe(true);
          sides.push(Math.max(rows.length, rows[0].length));
        }
        console.log(planted.name, smallest, sides.join(' '));
        expect(smallest ?? planted.bound).toBeDefined();
        expect(Math.max(...sides)).toBeLessThanOrEqual((smallest ?? planted.bound)!);
      },
      60_000,
    );
  }
});
