// Each problem compared as its own driver compares it (docs/judge.md, "What is compared"): real
// solution files, accepted by their sites, pass; a wrong answer is shown as the driver prints it.
import { describe, expect, it } from 'vitest';
import { judgeProgram } from './judge.js';
import { fixturePath } from './planted-files.test-util.js';
import { renderJudgeReport } from './report.js';
import { solutionFile, removeSolutions } from './drivers/drivers.test-util.js';
import { afterAll } from 'vitest';

afterAll(removeSolutions);

const extras = { replay: 'boardpath judge …', timeLimit: 2 };

describe("GfG's rat in a maze: the paths sorted by its driver", () => {
  it.each(['rat_own_order.py', 'rat_own_order.cpp'])(
    'passes %s, which returns its paths in the order it finds them',
    async (file) => {
      const report = await judgeProgram({
        puzzle: 'maze',
        solution: fixturePath(file),
        seed: 'order',
        cases: 300,
      });
      expect(report).toMatchObject({ cases: 300, passed: 300, failure: null });
    },
  );

  it('says of a printed list that it holds the same paths in another order', async () => {
    const report = await judgeProgram({
      puzzle: 'maze',
      mode: 'all',
      format: 'text',
      command: ['echo', 'RD', 'DR'],
      seed: 'text',
    });
    expect(report.failure).toMatchObject({
      kind: 'wrong',
      expected: 'DR RD',
      got: 'RD DR\n',
      detail: 'the same paths in another order',
    });
    expect(renderJudgeReport(report, extras)).toContain(
      'expected: DR RD\ngot:      RD DR (the same paths in another order)\n',
    );
  });
});

describe('answers no JSON holds', () => {
  it("finds GfG's minThrow answering inf a wrong answer, shown as GfG prints it", async () => {
    const report = await judgeProgram({
      puzzle: 'snakes',
      solution: fixturePath('snakes_gfg_inf.py'),
      seed: 'inf',
      cases: 500,
    });
    expect(report.failure).toMatchObject({
      kind: 'wrong',
      expected: '-1',
      got: 'inf',
      detail: null,
      shrunk: true,
    });
    // No way to square 30 needs six snakes in a row: no fewer jumps fail.
    expect(report.failure!.board).toHaveLength(12);
    expect(renderJudgeReport(report, extras)).toContain('expected: -1\ngot:      inf\n');
  });

  it('says a solution killed by a signal was killed', async () => {
    const file = solutionFile(
      'segv.py',
      'import os, signal\n\ndef snakesAndLadders(board):\n    os.kill(os.getpid(), signal.SIGSEGV)\n',
    );
    const report = await judgeProgram({ puzzle: 'snakes', solution: file, seed: 'segv', cases: 1 });
    expect(report.failure).toMatchObject({ kind: 'crash', detail: 'was killed by SIGSEGV' });
    expect(renderJudgeReport(report, extras)).toContain(
      'got:      (nothing), then it was killed by SIGSEGV\n',
    );
  });
});
