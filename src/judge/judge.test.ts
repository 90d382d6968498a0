// Solutions with planted bugs (fixtures/judge/), each judged from outside as a user would: the bug
// must be found, its board shrunk small, and the shrunk board must separate the right answer (a
// plain search's, written in the test) from the program's. Correct solutions must pass.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { judgeProgram, type JudgeOptions } from './judge.js';
import { liveGroups } from './process-group.js';
import { refereeAnswer, type RefereeProblem } from './reference.test-util.js';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));
const SNAKES: RefereeProblem = { puzzle: 'snakes', mode: 'shortest', moves: 4, open: 1, line: false };

async function judged(options: Partial<JudgeOptions> & { solution: string }, seed = 'planted') {
  return judgeProgram({
    puzzle: 'snakes',
    seed,
    cases: 300,
    jobs: 2,
    ...options,
    solution: fixture(options.solution),
  });
}

describe('LeetCode 909 solutions in Python, their bugs planted', () => {
  const planted: Array<[string, string, 'wrong' | 'crash' | 'timeout', number]> = [
    ['snakes_no_flip.py', 'reads every row left to right', 'wrong', 3],
    ['snakes_chained.py', 'follows a jump onto another jump', 'wrong', 5],
    ['snakes_last_square.py', 'counts one throw from seven squares before the last', 'wrong', 4],
    ['snakes_crash.py', 'crashes on a ladder to the last square', 'crash', 3],
  ];
  for (const [file, bug, kind, side] of planted) {
    it(`finds the one that ${bug}, on a board of at most ${side}×${side}`, async () => {
      const report = await judged({ solution: file });
      const failure = report.failure!;
      expect(failure.kind).toBe(kind);
      const rows = failure.board as number[][];
      expect(rows.length).toBeLessThanOrEqual(side);
      expect(failure.shrunk).toBe(true);
      expect(failure.expected).toBe(refereeAnswer(SNAKES, rows));
      if (kind === 'wrong') expect(failure.got.trim()).not.toBe(failure.expected);
      expect(failure.input).toBe(`${JSON.stringify([rows])}\n`);
      expect(report.passed).toBe(report.cases - 1);
    });
  }

  it('tells a crash by what the solution raised, and where', async () => {
    const { failure } = await judged({ solution: 'snakes_crash.py' });
    expect(failure!.detail).toBe('raised IndexError: list index out of range (line 20)');
  });

  it('stops the one that never ends at the time limit, and shrinks it as a time-out', async () => {
    const report = await judged({ solution: 'snakes_forever.py', timeLimit: 0.3, cases: 100 });
    const failure = report.failure!;
    expect(failure.kind).toBe('timeout');
    expect(failure.expected).toBe('-1');
    expect(refereeAnswer(SNAKES, failure.board)).toBe('-1');
    expect(liveGroups()).toBe(0);
  });

  it('passes the correct one on every board, in Python and in JavaScript', async () => {
    for (const solution of ['snakes_correct.py', 'snakes_correct.js']) {
      const report = await judged({ solution, cases: 500 });
      expect(report).toMatchObject({ cases: 500, passed: 500, failure: null, interrupted: false });
    }
  });

  it('finds the JavaScript one that reads every row left to right', async () => {
    const { failure } = await judged({ solution: 'snakes_no_flip.js' });
    expect(failure).toMatchObject({ kind: 'wrong', expected: refereeAnswer(SNAKES, failure!.board) });
    expect((failure!.board as number[][]).length).toBe(2);
  });

  it('replays the failing case alone from its seed and number', async () => {
    const first = await judged({ solution: 'snakes_chained.py' }, 'replay');
    const again = await judged({ solution: 'snakes_chained.py', caseNumber: first.failure!.case }, 'replay');
    expect(again.cases).toBe(1);
    expect(again.failure).toEqual(first.failure);
  });
});
