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

  it("has LeetCode's Python names in scope, and keeps the builtins they would shadow", async () => {
    const runner = await startDrivers(
      solutionFile(
        'scope.py',
        [
          'class Solution:',
          '    def snakesAndLadders(self, board: List[List[int]]) -> int:',
          '        seen: Dict[int, Optional[int]] = defaultdict(int)',
          '        heap = [3, 1]',
          '        heapify(heap)',
          '        total = heappop(heap) + comb(4, 2) + isqrt(17) + list(accumulate([1, 2]))[-1]',
          '        total += Counter("aab")["a"] + bisect_left([1, 2, 3], 2) + reduce(lambda a, b: a + b, [1, 1])',
          '        total += len(list(permutations(range(3)))) + pow(2, 10, 7) + (inf > 10**9) + len(ascii_lowercase)',
          '        return total + len(seen) + len(deque(board)) + (cache(lambda: 1)()) + itemgetter(0)([5])',
        ].join('\n'),
      ),
    );
    // 1 + 6 + 4 + 3 + 2 + 1 + 2 + 6 + 2 + 1 + 26 + 0 + 2 + 1 + 5
    expect(await runner.run(BOARD)).toEqual({ kind: 'answer', text: '62', cut: false });
    runner.close();
  });

  it('answers inf, nan and None as the problem prints them: wrong answers, not crashes', async () => {
    const gfg = await startDrivers(
      solutionFile(
        'gfg_inf.py',
        [
          'class Solution:',
          '    def minThrow(self, N, arr):',
          "        return [float('inf'), float('nan'), None, [float('-inf')]][N - 1]",
        ].join('\n'),
      ),
    );
    // GfG's driver prints what is returned, with Python's print.
    expect(await gfg.run('[1,[3,22]]\n')).toEqual({ kind: 'answer', text: 'inf', cut: false });
    expect(await gfg.run('[2,[3,22,5,8]]\n')).toEqual({ kind: 'answer', text: 'nan', cut: false });
    expect(await gfg.run('[3,[3,22,5,8,9,4]]\n')).toEqual({ kind: 'answer', text: 'None', cut: false });
    expect(await gfg.run('[4,[3,22,5,8,9,4,11,2]]\n')).toEqual({ kind: 'answer', text: '-inf', cut: false });
    gfg.close();
    // LeetCode shows a returned None as null.
    const leetcode = await startDrivers(
      solutionFile(
        'leetcode_none.py',
        'class Solution:\n    def snakesAndLadders(self, board):\n        pass\n',
      ),
    );
    expect(await leetcode.run(BOARD)).toEqual({ kind: 'answer', text: 'null', cut: false });
    leetcode.close();
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
