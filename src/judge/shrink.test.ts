import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import type { Problem, ProblemRequest } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { MazeCase } from '../puzzles/maze/judge/case.js';
import { jumpPairs, type SnakesCase } from '../puzzles/snakes/judge/case.js';
import type { TokensCase } from '../puzzles/tokens/judge/case.js';
import { familySource } from './board-source.js';
import { runJudge, type JudgeSettings } from './judge.js';
import { problemOf } from './problem.js';
import { plainMazeSteps, plainSnakes, plainTokens, refereeAnswer } from './reference.test-util.js';
import type { ProgramRunner } from './runner.js';

type CaseBoard = SnakesCase | MazeCase | TokensCase;
const simplerBoards = (problem: Problem, board: CaseBoard, thorough: boolean) =>
  kitOf(problem.puzzle).judge.simpler(problem, board, thorough) as Generator<CaseBoard>;

// A program run in this process: its answer from the text it is given (the board on its standard
// input, as JSON), with no process started, so that shrinking can be tried on many planted bugs.
function inProcess(answer: (board: number[][]) => string): ProgramRunner {
  return {
    run: async (input) => ({ kind: 'answer', text: answer(JSON.parse(input) as number[][]), cut: false }),
    close: () => {},
  };
}

const settings = (seed: string, jobs = 2): JudgeSettings => ({
  seed,
  first: 1,
  last: 500,
  jobs,
  timeLimitMs: 2000,
  shrink: true,
  shrinkMs: 60_000,
  signal: new AbortController().signal,
});

// LeetCode 909 with a bug: rows read left to right only.
const noFlip = (rows: number[][]) => {
  const n = rows.length;
  const mirrored = rows.map((row, r) => ((n - 1 - r) % 2 === 1 ? [...row].reverse() : row));
  return String(plainSnakes(mirrored));
};

// The maze with 2 moves where 4 were asked: never up, never left.
const downRight = (rows: number[][]) => String(plainMazeSteps(rows, 1, 2));

// The two tokens, forgetting that a token may not end on the other.
const tokensCount = (rows: number[][]) => String(plainTokens(rows) === -1 ? -1 : plainTokens(rows));

describe('a planted bug is found and its board shrunk', () => {
  const cases: Array<[string, ProblemRequest, (rows: number[][]) => string, number]> = [
    ['909 without the turn of the rows', { puzzle: 'snakes' }, noFlip, 3],
    // A way that needs Up or Left takes three rows and five columns, or five rows and three.
    ['a maze without Up and Left', { puzzle: 'maze' }, downRight, 5],
  ];
  for (const [name, request, buggy, side] of cases) {
    it(name, async () => {
      const problem = problemOf(request);
      const report = await runJudge(problem, familySource(problem), inProcess(buggy), settings(name));
      const failure = report.failure!;
      expect(failure.kind).toBe('wrong');
      const rows = failure.board as number[][];
      expect(rows.length).toBeLessThanOrEqual(side);
      expect(rows.length * rows[0].length).toBeLessThanOrEqual(side * 3);
      // The shrunk board separates the right answer from the program's.
      expect(failure.expected).toBe(refereeAnswer(problem, rows));
      expect(failure.got).toBe(buggy(rows));
      expect(failure.got).not.toBe(failure.expected);
      expect(report.passed).toBe(report.cases - 1);
    });
  }

  it('the same case whatever the runs at once, and that case alone again', async () => {
    const problem = problemOf({ puzzle: 'snakes' });
    const one = await runJudge(problem, familySource(problem), inProcess(noFlip), settings('same', 1));
    const four = await runJudge(problem, familySource(problem), inProcess(noFlip), settings('same', 4));
    expect(four).toEqual(one);
    const again = await runJudge(problem, familySource(problem), inProcess(noFlip), {
      ...settings('same'),
      first: one.failure!.case,
      last: one.failure!.case,
    });
    expect(again.failure).toEqual(one.failure);
    expect(again.cases).toBe(1);
  });

  it('a correct program passes every case', async () => {
    const problem = problemOf({ puzzle: 'tokens', format: 'json' });
    const report = await runJudge(problem, familySource(problem), inProcess(tokensCount), {
      ...settings('right'),
      last: 200,
    });
    expect(report).toMatchObject({ cases: 200, passed: 200, failure: null, interrupted: false });
  });
});

describe('the simpler boards', () => {
  const size = (board: CaseBoard) => (board.puzzle === 'snakes' ? board.squares : board.rows * board.columns);
  // What shrinking lowers at a size: the jumps, then their total length; the walls; the labels.
  const weight = (board: CaseBoard): [number, number] =>
    board.puzzle === 'snakes'
      ? [jumpPairs(board).length, jumpPairs(board).reduce((sum, [from, to]) => sum + Math.abs(to - from), 0)]
      : board.puzzle === 'maze'
        ? [board.open.filter((cell) => cell === 0).length, 0]
        : [board.labels.reduce((sum, label) => sum + label, 0), 0];
  const lighter = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  const requests: ProblemRequest[] = [
    { puzzle: 'snakes' },
    { puzzle: 'snakes', call: 'minThrow' },
    { puzzle: 'maze' },
    { puzzle: 'maze', mode: 'cells' },
    { puzzle: 'tokens' },
    { puzzle: 'tokens', format: 'rows' },
  ];
  const check = (problem: Problem, board: CaseBoard, thorough: boolean) => {
    for (const simpler of simplerBoards(problem, board, thorough)) {
      // Smaller, or as big with fewer or shorter jumps, fewer walls, smaller labels: so shrinking ends.
      const smaller =
        size(simpler) < size(board) ||
        (size(simpler) === size(board) && lighter(weight(simpler), weight(board)));
      expect(smaller).toBe(true);
      if (simpler.puzzle === 'snakes' && simpler.side > 0) {
        expect(simpler.squares).toBe(simpler.side ** 2);
        expect([simpler.target[1], simpler.target[simpler.squares]]).toEqual([-1, -1]);
      }
      if (simpler.puzzle === 'snakes' && simpler.side === 0)
        expect(jumpPairs(simpler).length).toBeGreaterThan(0);
      if (simpler.puzzle !== 'snakes' && problem.square) expect(simpler.rows).toBe(simpler.columns);
      if (simpler.puzzle !== 'snakes') expect(simpler.rows).toBeGreaterThanOrEqual(problem.sizes[0]);
    }
  };
  for (const request of requests) {
    it(`are each simpler and keep the problem's rules: ${JSON.stringify(request)}`, () => {
      const problem = problemOf(request);
      const source = familySource(problem);
      for (let index = 1; index <= 30; index++)
        check(problem, source.board(seededRandom('simpler', index), index) as CaseBoard, index <= 4);
    });
  }
});
