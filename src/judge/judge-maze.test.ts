// Maze and two-token solutions with planted bugs, judged from outside through their drivers: each
// bug found on a small board that a plain search (written in the test) tells apart; each correct
// solution passing.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { judgeProgram, type JudgeOptions } from './judge.js';
import { refereeAnswer, type RefereeProblem } from './reference.test-util.js';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));
const judged = (options: Partial<JudgeOptions> & { solution: string; puzzle: JudgeOptions['puzzle'] }) =>
  judgeProgram({ seed: 'planted', cases: 300, jobs: 2, ...options, solution: fixture(options.solution) });

const CELLS: RefereeProblem = { puzzle: 'maze', mode: 'cells', moves: 8, open: 0, line: false };
const ALL: RefereeProblem = { puzzle: 'maze', mode: 'all', moves: 4, open: 1, line: false };
const TOKENS: RefereeProblem = { puzzle: 'tokens', mode: 'shortest', moves: 4, open: 1, line: false };

describe("LeetCode 1091 and GfG's rat in a maze", () => {
  it('finds a 1091 solution with four moves instead of eight, on a 2×2 grid with 0 for open', async () => {
    const { failure } = await judged({ puzzle: 'maze', solution: 'maze_cells_four_moves.py' });
    expect(failure).toMatchObject({
      kind: 'wrong',
      board: [
        [0, 0],
        [0, 0],
      ],
      expected: '2',
      got: '3',
    });
    expect(refereeAnswer(CELLS, failure!.board)).toBe('2');
    expect(failure!.input).toBe('[[[0,0],[0,0]]]\n');
  });

  it("finds a rat that does not sort its paths, on GfG's open 2×2 maze", async () => {
    const { failure } = await judged({ puzzle: 'maze', solution: 'rat_unsorted.py' });
    expect(failure).toMatchObject({
      kind: 'wrong',
      board: [
        [1, 1],
        [1, 1],
      ],
      expected: 'DR RD',
      got: 'RD DR',
    });
    expect(refereeAnswer(ALL, failure!.board)).toBe('DR RD');
    expect(failure!.input).toBe('[[[1,1],[1,1]],2]\n');
  });

  it('passes correct solutions: 1091 in Python and JavaScript, the rat in Python', async () => {
    for (const solution of ['maze_cells_correct.py', 'maze_cells_correct.js', 'rat_correct.py']) {
      const report = await judged({ puzzle: 'maze', solution, cases: 200 });
      expect(report).toMatchObject({ cases: 200, passed: 200, failure: null });
    }
  });
});

describe('the two tokens', () => {
  it('finds a solution that lets the tokens land on each other, on a 2×2 grid', async () => {
    const { failure } = await judged({ puzzle: 'tokens', solution: 'tokens_overlap.py' });
    expect(failure!.kind).toBe('wrong');
    expect(failure!.board).toHaveLength(2);
    expect(failure!.expected).toBe(refereeAnswer(TOKENS, failure!.board));
    expect(failure!.got).not.toBe(failure!.expected);
  });

  it('passes a correct one', async () => {
    const report = await judged({ puzzle: 'tokens', solution: 'tokens_correct.py', cases: 200 });
    expect(report).toMatchObject({ cases: 200, passed: 200, failure: null });
  });
});
