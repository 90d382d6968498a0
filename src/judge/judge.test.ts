// The judge of a solution file, beyond finding its bug (planted-*.test.ts): what a crash says, a
// time-out stopped with all it started, the same failure again from its seed and case number.
import { describe, expect, it } from 'vitest';
import { judgeProgram, type JudgeOptions } from './judge.js';
import { fixturePath } from './planted-files.test-util.js';
import { liveGroups } from './process-group.js';
import { refereeAnswer, type RefereeProblem } from './reference.test-util.js';

const SNAKES: RefereeProblem = { puzzle: 'snakes', mode: 'shortest', moves: 4, open: 1, line: false };

async function judged(options: Partial<JudgeOptions> & { solution: string }, seed = 'planted') {
  return judgeProgram({
    puzzle: 'snakes',
    seed,
    cases: 300,
    jobs: 2,
    ...options,
    solution: fixturePath(options.solution),
  });
}

describe('the judge of a command', () => {
  it('runs up to 256 jobs at once with no warning from the runtime', async () => {
    const warnings: string[] = [];
    const heard = (warning: Error) => warnings.push(warning.name);
    process.on('warning', heard);
    try {
      for (const jobs of [11, 40])
        expect(
          await judgeProgram({
            puzzle: 'snakes',
            command: ['true'],
            cases: 60,
            jobs,
            shrink: false,
            seed: 'j',
          }),
        ).toMatchObject({ cases: 1, passed: 0 });
      // A warning is emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', heard);
    }
    expect(warnings).toEqual([]);
  });
});

describe('LeetCode 909 solutions in Python, their bugs planted', () => {
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
    // The smallest board with no way to the last square: six snakes in a row on a 3×3 board.
    expect(failure.board).toHaveLength(3);
    expect(liveGroups()).toBe(0);
  });

  it('replays the failing case alone from its seed and number', async () => {
    const first = await judged({ solution: 'snakes_chained.py' }, 'replay');
    const again = await judged({ solution: 'snakes_chained.py', caseNumber: first.failure!.case }, 'replay');
    expect(again.cases).toBe(1);
    expect(again.failure).toEqual(first.failure);
  });
});
