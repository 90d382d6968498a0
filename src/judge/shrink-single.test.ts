// Every shrunk board is 1-minimal: planted bugs (run in this process) are judged from several
// seeds, and every single simplification of the board they shrink to, made here apart from the
// library (one jump removed or shortened, one wall opened, one label smaller, one row and one
// column less), is run again: none may still fail. The report says so.
import { describe, expect, it } from 'vitest';
import { sameAnswer } from './answers.js';
import { familySource } from './board-source.js';
import { runJudge, type JudgeSettings } from './judge.js';
import { buggyCells, buggyRat, buggySnakes, buggyTokens, RIGHT } from './planted.test-util.js';
import type { ProblemRequest } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import { problemOf } from './problem.js';
import { seededRandom } from '../random.js';
import { renderJudgeReport } from './report.js';
import type { ProgramRunner } from './runner.js';

type Rows = number[][];

function rowsOf(input: string): Rows {
  if (input.startsWith('[')) return JSON.parse(input) as Rows;
  return input
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map(Number));
}

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

/** The rows without row `r` and column `c`. */
const cut = (rows: Rows, r: number, c: number): Rows =>
  rows.filter((_, i) => i !== r).map((row) => row.filter((_, j) => j !== c));

/** LeetCode's square of the cell in row `r` from the top, column `c`, on an n×n board. */
function squareAt(n: number, r: number, c: number): number {
  const up = n - 1 - r;
  return up * n + (up % 2 === 0 ? c : n - 1 - c) + 1;
}

/** The cell (from the top) of LeetCode's square `s` on an n×n board. */
function cellOf(n: number, s: number): [number, number] {
  const up = Math.floor((s - 1) / n);
  const along = (s - 1) % n;
  return [n - 1 - up, up % 2 === 0 ? along : n - 1 - along];
}

/** Every single simplification of LeetCode's rows. */
function* snakesSingles(rows: Rows): Generator<Rows> {
  const n = rows.length;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const to = rows[r][c];
      if (to === -1) continue;
      const from = squareAt(n, r, c);
      yield rows.map((row, i) => row.map((v, j) => (i === r && j === c ? -1 : v)));
      if (Math.abs(to - from) >= 2)
        yield rows.map((row, i) => row.map((v, j) => (i === r && j === c ? to - Math.sign(to - from) : v)));
    }
  if (n <= 2) return;
  const last = (n - 1) * (n - 1);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      // Each kept cell keeps its place; a jump's end is carried to its cell's new square.
      const carried = rows.map((row) =>
        row.map((to) => {
          if (to === -1 || to === 1) return to;
          if (to === n * n) return last;
          const [tr, tc] = cellOf(n, to);
          if (tr === r || tc === c) return -1;
          return squareAt(n - 1, tr > r ? tr - 1 : tr, tc > c ? tc - 1 : tc);
        }),
      );
      const smaller = cut(carried, r, c);
      // No jump from the first or the last square.
      const [r1, c1] = cellOf(n - 1, 1);
      const [rl, cl] = cellOf(n - 1, last);
      smaller[r1][c1] = -1;
      smaller[rl][cl] = -1;
      yield smaller;
    }
}

/**
 * Every single simplification of a square grid: a cell made `simpler` (when it can be), a row and
 * a column less.
 */
function* gridSingles(
  rows: Rows,
  simpler: (value: number) => number | undefined,
  least: number,
): Generator<Rows> {
  const n = rows.length;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < rows[r].length; c++) {
      const value = simpler(rows[r][c]);
      if (value !== undefined)
        yield rows.map((row, i) => row.map((v, j) => (i === r && j === c ? value : v)));
    }
  // Never below the problem's least side.
  if (n <= least) return;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) yield cut(rows, r, c);
}

interface Planted {
  readonly name: string;
  readonly request: ProblemRequest;
  readonly buggy: (rows: Rows) => string;
  readonly right: (rows: Rows) => string;
  readonly singles: (rows: Rows) => Iterable<Rows>;
}

const PLANTED: Planted[] = [
  {
    name: '909, rows read left to right',
    request: { puzzle: 'snakes' },
    buggy: (rows) => String(buggySnakes(rows, { turn: 'none' })),
    right: (rows) => String(RIGHT.snakes(rows)),
    singles: snakesSingles,
  },
  {
    name: '909, jumps followed in a chain',
    request: { puzzle: 'snakes' },
    buggy: (rows) => String(buggySnakes(rows, { chained: true })),
    right: (rows) => String(RIGHT.snakes(rows)),
    singles: snakesSingles,
  },
  {
    name: '1091, depth first',
    request: { puzzle: 'maze', mode: 'cells' },
    buggy: (rows) => String(buggyCells(rows, { depthFirst: true })),
    right: (rows) => String(RIGHT.cells(rows)),
    // 1 is a wall in LeetCode 1091's grid.
    singles: (rows) => gridSingles(rows, (v) => (v === 1 ? 0 : undefined), 1),
  },
  {
    name: 'rat, never up',
    request: { puzzle: 'maze', mode: 'all' },
    buggy: (rows) => buggyRat(rows, { without: 'U' }),
    right: RIGHT.rat,
    singles: (rows) => gridSingles(rows, (v) => (v === 0 ? 1 : undefined), 2),
  },
  {
    name: 'tokens, never jumping over the other',
    request: { puzzle: 'tokens' },
    buggy: (rows) => String(buggyTokens(rows, { noJumpOver: true })),
    right: (rows) => String(RIGHT.tokens(rows)),
    singles: (rows) => gridSingles(rows, (v) => (v > 1 ? v - 1 : undefined), 2),
  },
];

describe('a shrunk board is 1-minimal, and the report says so', () => {
  for (const planted of PLANTED)
    it(
      planted.name,
      async () => {
        const problem = problemOf(planted.request);
        for (const seed of ['single-1', 'single-2', 'single-3', 'single-4']) {
          const report = await runJudge(
            problem,
            familySource(problem),
            inProcess(planted.buggy),
            settings(seed),
          );
          const failure = report.failure!;
          expect(failure.shrunk).toBe(true);
          expect(renderJudgeReport(report, { replay: '', timeLimit: 2 })).toMatch(
            /^(shrunk \d+ times? to )?an? \d+×\d+ \w+, 1-minimal \(no .*, fails the same way\):$/m,
          );
          const rows = failure.board as Rows;
          let tried = 0;
          for (const simpler of planted.singles(rows)) {
            tried++;
            const fails = !sameAnswer(problem, planted.right(simpler), planted.buggy(simpler));
            expect(fails, `${JSON.stringify(rows)} → ${JSON.stringify(simpler)} still fails`).toBe(false);
          }
          expect(tried).toBeGreaterThan(0);
        }
      },
      120_000,
    );
});

describe('the single simplifications shrinking tries', () => {
  for (const planted of PLANTED)
    it(`are those made apart here, for ${planted.name.split(',')[0]}`, () => {
      const problem = problemOf(planted.request);
      const source = familySource(problem);
      const hooks = kitOf(problem.puzzle).judge;
      for (let index = 1; index <= 40; index++) {
        const board = source.board(seededRandom('singles', 'case', index), index);
        const rows = hooks.value(problem, board) as Rows;
        const made = [...hooks.single(problem, board)].map((b) => JSON.stringify(hooks.value(problem, b)));
        const apart = [...planted.singles(rows)].map((simpler) => JSON.stringify(simpler));
        expect(new Set(made), JSON.stringify(rows)).toEqual(new Set(apart));
      }
    });
});
