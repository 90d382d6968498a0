import { afterAll, describe, expect, it } from 'vitest';
import { liveGroups } from '../process-group.js';
import { refusal, removeSolutions, solutionFile, startDrivers } from './drivers.test-util.js';

afterAll(removeSolutions);

const BOARD = '[[[-1,-1],[-1,-1]]]\n';

describe('the Python driver', () => {
  it("calls a new Solution()'s method per case, with LeetCode's names in scope", async () => {
    const runner = await startDrivers(
      solutionFile(
        'count.py',
        [
          'class Solution:',
          '    calls = 0',
          '    def snakesAndLadders(self, board: List[List[int]]) -> int:',
          '        Solution.calls += 1',
          '        self.seen = getattr(self, "seen", 0) + 1',
          '        return Solution.calls * 10 + self.seen + len(deque(board))',
        ].join('\n'),
      ),
    );
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '13', cut: false });
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '23', cut: false });
    runner.close();
  });

  it('keeps what the solution prints, and what it reads, apart from its own lines', async () => {
    const runner = await startDrivers(
      solutionFile(
        'noisy.py',
        [
          'import sys',
          'print("loading")',
          'def snakesAndLadders(board):',
          '    print(len(board), "rows")',
          '    sys.stdout.write("7\\n")',
          '    return len(sys.stdin.read()) - 1',
        ].join('\n'),
      ),
    );
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '-1', cut: false });
    runner.close();
  });

  it('tells an exception by its kind and line, a death by its status, and starts again', async () => {
    const runner = await startDrivers(
      solutionFile(
        'dies.py',
        [
          'import os',
          'class Solution:',
          '    def snakesAndLadders(self, board):',
          '        if len(board) == 3:',
          '            return [][1]',
          '        if len(board) == 4:',
          '            os._exit(3)',
          '        return len(board)',
        ].join('\n'),
      ),
    );
    const three = `[${JSON.stringify(Array.from({ length: 3 }, () => [-1, -1, -1]))}]\n`;
    const four = `[${JSON.stringify(Array.from({ length: 4 }, () => [-1, -1, -1, -1]))}]\n`;
    expect(await runner.run(three)).toEqual({
      kind: 'crash',
      text: '',
      detail: 'raised IndexError: list index out of range (line 5)',
    });
    expect(await runner.run(four)).toMatchObject({ kind: 'crash', detail: 'exited with status 3' });
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '2', cut: false });
    runner.close();
    expect(liveGroups()).toBe(0);
  });

  it('cuts a reply over 1 MB, counts it wrong, and starts again', async () => {
    const runner = await startDrivers(
      solutionFile(
        'flood.py',
        'def snakesAndLadders(board):\n    return ["D" * 4096] * (2 if len(board) == 2 else 400)\n',
      ),
    );
    const small = '[[[-1,-1],[-1,-1]]]\n';
    const path = 'D'.repeat(4096);
    expect(await runner.run(small)).toEqual({ kind: 'answer', text: `${path} ${path}`, cut: false });
    const big = `[${JSON.stringify(Array(3).fill([-1, -1, -1]))}]\n`;
    expect(await runner.run(big)).toMatchObject({ kind: 'answer', cut: true });
    expect(await runner.run(small)).toEqual({ kind: 'answer', text: `${path} ${path}`, cut: false });
    runner.close();
  });

  it("calls GfG's functions with the arguments they take", async () => {
    const rat = await startDrivers(
      solutionFile(
        'rat.py',
        'class Solution:\n    def findPath(self, m, n):\n        return ["D" * n, "R"]\n',
      ),
      'maze',
    );
    expect(await rat.run('[[[1,1],[1,1]],2]\n')).toMatchObject({ text: 'DD R' });
    rat.close();
    const throws = await startDrivers(
      solutionFile(
        'gfg.py',
        'class Solution:\n    def minThrow(self, N, arr):\n        return N * 100 + sum(arr)\n',
      ),
    );
    expect(await throws.run('[2,[3,22,27,1]]\n')).toMatchObject({ text: '253' });
    throws.close();
  });

  it('tells an endless recursion as a crash, at once, not a time-out', async () => {
    const runner = await startDrivers(
      solutionFile(
        'deep.py',
        'def snakesAndLadders(board):\n    def f(n):\n        return f(n + 1)\n    return f(0)\n',
      ),
      'snakes',
      10_000,
    );
    expect(await runner.run(BOARD)).toEqual({
      kind: 'crash',
      text: '',
      detail: 'raised RecursionError: maximum recursion depth exceeded (line 3)',
    });
    runner.close();
  });

  it('refuses a file that does not load, with its line', async () => {
    const broken = solutionFile(
      'broken.py',
      'class Solution:\n    def snakesAndLadders(self, board)\n        return 1\n',
    );
    expect(await refusal(startDrivers(broken))).toBe(
      `${broken}: cannot load the solution: SyntaxError: expected ':' (line 2)`,
    );
    const other = solutionFile(
      'other.py',
      'def snakesAndLadder(board):\n    return 1\n# snakesAndLadders(\n',
    );
    expect(await refusal(startDrivers(other))).toMatch(
      /defines none of the snakes functions the judge calls/,
    );
  });
});
