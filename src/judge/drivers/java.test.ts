import { afterAll, describe, expect, it } from 'vitest';
import { judgeProgram } from '../judge.js';
import { fixture, refusal, removeSolutions, solutionFile, startDrivers } from './drivers.test-util.js';
import { lacks } from '../../tools.test-util.js';
import { slow } from '../../slow.test-util.js';

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

  it(
    "calls GfG's findPath(int[][]) returning an ArrayList, and tells an exception by its line",
    slow,
    async () => {
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
    },
  );

  it(
    "refuses a file that does not compile at javac's first error, in the file's own lines",
    slow,
    async () => {
      const broken = solutionFile(
        'Broken.java',
        'class Solution {\n  public int snakesAndLadders(int[][] board) {\n    return missing;\n  }\n}\n',
      );
      expect(await refusal(startDrivers(broken))).toBe(
        `${broken}:3: cannot find symbol (symbol: variable missing, location: class Solution)`,
      );
    },
  );

  it(
    "has LeetCode's Pair and imports in scope, and a javafx import of Pair is not refused",
    slow,
    async () => {
      const report = await judgeProgram({
        puzzle: 'snakes',
        solution: fixture('snakes_pair.java'),
        seed: 'pair',
        cases: 100,
      });
      expect(report).toMatchObject({ cases: 100, passed: 100, failure: null });
      const imported = solutionFile(
        'Imported.java',
        [
          'import javafx.util.Pair;',
          'class Solution {',
          '  public double minThrow(int n, int[] arr) {',
          '    Function<Integer, Integer> twice = x -> 2 * x;',
          '    Map<Integer, AtomicInteger> seen = new ConcurrentHashMap<>();',
          '    seen.computeIfAbsent(n, k -> new AtomicInteger()).incrementAndGet();',
          '    Pair<Integer, Integer> pair = new Pair<>(twice.apply(n), seen.get(n).get());',
          '    if (!pair.equals(new Pair<>(2 * n, 1)) || !pair.toString().equals(2 * n + "=1")) return -2;',
          '    return n == 1 ? Double.POSITIVE_INFINITY : pair.getKey() + pair.getValue();',
          '  }',
          '}',
        ].join('\n'),
      );
      const runner = await startDrivers(imported);
      expect(await runner.run('[2,[3,22,5,8]]\n')).toEqual({ kind: 'answer', text: '5.0', cut: false });
      expect(await runner.run('[1,[3,22]]\n')).toEqual({ kind: 'answer', text: 'Infinity', cut: false });
      runner.close();
    },
  );

  it(
    "says which symbol javac cannot find, its lines whole, for a Pair of the file's own import",
    slow,
    async () => {
      const broken = solutionFile(
        'Own.java',
        'import my.Pair;\nclass Solution {\n  public int snakesAndLadders(int[][] board) {\n    return new Triple(1).size();\n  }\n}\n',
      );
      const said = await refusal(startDrivers(broken));
      expect(said).toMatch(/^.*Own\.java:1: package my does not exist$/);
      const triple = solutionFile(
        'Triple.java',
        'class Solution {\n  public int snakesAndLadders(int[][] board) {\n    return new Triple(1).size();\n  }\n}\n',
      );
      expect(await refusal(startDrivers(triple))).toBe(
        `${triple}:3: cannot find symbol (symbol: class Triple, location: class Solution)`,
      );
    },
  );
});
