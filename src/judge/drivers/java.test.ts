import { afterAll, describe, expect, it } from 'vitest';
import { judgeProgram } from '../judge.js';
import { fixture, refusal, removeSolutions, solutionFile, startDrivers } from './drivers.test-util.js';
import { lacks } from '../../tools.test-util.js';

afterAll(removeSolutions);

describe.skipIf(lacks('javac'))('the Java driver', () => {
  it("compiles LeetCode's class Solution with no imports, and passes a correct 909", async () => {
    const report = await judgeProgram({
      puzzle: 'snakes',
      solution: fixture('snakes_correct.java'),
      seed: 'java',
      cases: 300,
    });
    expect(report).toMatchObject({ cases: 300, passed: 300, failure: null });
  });

  it("calls GfG's findPath(int[][]) returning an ArrayList, and tells an exception by its line", async () => {
    const report = await judgeProgram({
      puzzle: 'maze',
      solution: fixture('rat_correct.java'),
      seed: 'java',
      cases: 100,
    });
    expect(report).toMatchObject({ cases: 100, passed: 100, failure: null });
    const throws = solutionFile(
      'Throws.java',
      'class Solution {\n  public int snakesAndLadders(int[][] board) {\n    int[] none = new int[0];\n    return none[board.length];\n  }\n}\n',
    );
    const runner = await startDrivers(throws);
    expect(await runner.run('[[[-1,-1],[-1,-1]]]\n')).toEqual({
      kind: 'crash',
      text: '',
      detail: 'raised ArrayIndexOutOfBoundsException: Index 2 out of bounds for length 0 (line 4)',
    });
    runner.close();
  });

  it("refuses a file that does not compile at javac's first error, in the file's own lines", async () => {
    const broken = solutionFile(
      'Broken.java',
      'class Solution {\n  public int snakesAndLadders(int[][] board) {\n    return missing;\n  }\n}\n',
    );
    expect(await refusal(startDrivers(broken))).toBe(`${broken}:3: cannot find symbol`);
  });
});
