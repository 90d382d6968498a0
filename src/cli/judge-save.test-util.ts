// The failing case saved into the user's own tests, as the user runs it: each language's saved
// test fails on the buggy solution and passes once the solution is right. Shared by the fast file
// (Python, JavaScript) and the slow one (C++ and Java, compiled three times each).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

/** A file of fixtures/judge/. */
export const fixture = (name: string) =>
  fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));
/** The folder the tests write in, gone after them. */
export const root = mkdtempSync(join(tmpdir(), 'boardpath-judge-save-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `argv` in `cwd`: its status and what it printed. */
export function run(argv: string[], cwd: string, input?: string) {
  const done = spawnSync(argv[0], argv.slice(1), { cwd, input, encoding: 'utf8', timeout: 120_000 });
  return { status: done.status, output: `${done.stdout}${done.stderr}` };
}

/** How the user runs a saved test of each language, in its folder. */
const RUN_TEST: Record<string, (test: string, solution: string) => string[][]> = {
  py: (test) => [['python3', '-m', 'unittest', test]],
  js: (test) => [[process.execPath, '--test', test]],
  mjs: (test) => [[process.execPath, '--test', test]],
  cpp: (test) => [['g++', '-std=gnu++17', '-o', 'failing-board', test], ['./failing-board']],
  java: (test, solution) => [
    ['javac', '-d', 'out', test, solution],
    ['java', '-cp', 'out', test.replace(/\.java$/, '')],
  ],
};

/** Runs a saved test as the user would: the status of its last step (a compile that fails, its own). */
function runTest(folder: string, test: string, solution: string): { status: number | null; output: string } {
  let outcome = { status: 0 as number | null, output: '' };
  for (const step of RUN_TEST[test.split('.').pop()!](test, solution)) {
    outcome = run(step, folder);
    if (outcome.status !== 0) return outcome;
  }
  return outcome;
}

/** A Java solution as it compiles on its own, with the imports LeetCode adds. */
function withImports(file: string): string {
  return `import java.util.*;\n${readFileSync(fixture(file), 'utf8')}`;
}

const GFG_THROWS = `from collections import deque


class Solution:
    def minThrow(self, N, arr):
        jump = list(range(31))
        for i in range(N):
            jump[arr[2 * i]] = arr[2 * i + 1]
        seen = {1: 0}
        queue = deque([1])
        while queue:
            square = queue.popleft()
            if square == 30:
                return seen[square]
            for landing in range(square + 1, min(square + 6, 30) + 1):
                end = jump[landing]
                if end not in seen:
                    seen[end] = seen[square] + 1
                    queue.append(end)
        return -1
`;

/** The solutions saved, by language: the buggy file, a right one, the test's name. */
export const CASES: ReadonlyArray<{
  puzzle: string;
  buggy: string;
  right: string;
  test: string;
  text?: (f: string) => string;
  /** The bug planted in the file as it is copied. */
  bug?: (text: string) => string;
}> = [
  { puzzle: 'snakes', buggy: 'snakes_no_flip.py', right: 'snakes_correct.py', test: 'test_snakes.py' },
  { puzzle: 'maze', buggy: 'rat_long_paths_cut.py', right: 'rat_own_order.py', test: 'test_rat.py' },
  { puzzle: 'snakes', buggy: 'snakes_gfg_inf.py', right: 'gfg-throws', test: 'test_throws.py' },
  { puzzle: 'snakes', buggy: 'snakes_no_flip.js', right: 'snakes_correct.js', test: 'snakes.test.js' },
  { puzzle: 'maze', buggy: 'rat_no_left.js', right: 'rat_correct.js', test: 'rat.test.mjs' },
  { puzzle: 'snakes', buggy: 'snakes_five_faces.cpp', right: 'snakes_correct.cpp', test: 'snakes_test.cpp' },
  { puzzle: 'maze', buggy: 'rat_blocked_start.cpp', right: 'rat_own_order.cpp', test: 'rat_test.cpp' },
  {
    // A die of five faces, in a file that names LeetCode's Pair: the saved test brings its own.
    puzzle: 'snakes',
    buggy: 'snakes_pair.java',
    right: 'snakes_pair.java',
    test: 'SnakesTest.java',
    text: (file) => withImports(file),
    bug: (text) => text.replace('square + 6', 'square + 5'),
  },
  {
    puzzle: 'maze',
    buggy: 'rat_no_up.java',
    right: 'rat_correct.java',
    test: 'RatTest.java',
    text: withImports,
  },
];

/** One test a case: the saved test fails on the buggy solution and passes on the right one. */
export function savesEach(cases: typeof CASES): void {
  it.each(cases.map((c) => [c.buggy, c] as const))(
    'saves %s failing case as a test that fails on it and passes on a right solution',
    async (_, { puzzle, buggy, right, test, text, bug }) => {
      const folder = join(root, test.replace(/\W/g, '-'));
      mkdirSync(join(folder, 'tests'), { recursive: true });
      const extension = buggy.split('.').pop()!;
      const solutionName = extension === 'java' ? 'Solution.java' : `solution.${extension}`;
      const solution = join(folder, solutionName);
      const put = (file: string) =>
        file === 'gfg-throws'
          ? writeFileSync(solution, GFG_THROWS)
          : text
            ? writeFileSync(solution, text(file))
            : copyFileSync(fixture(file), solution);
      put(buggy);
      if (bug) writeFileSync(solution, bug(readFileSync(solution, 'utf8')));
      const saved = await runCli([
        'judge',
        puzzle,
        '--solution',
        solution,
        '--seed',
        'saved',
        '--no-save',
        '--save-test',
        join(folder, 'tests', test),
      ]);
      expect(saved).toMatchObject({ code: 1, stderr: '' });
      expect(saved.stdout).toContain(`\ntest:   ${join(folder, 'tests', test)}\n`);
      const testFolder = join(folder, 'tests');
      const failing = runTest(testFolder, test, join('..', solutionName));
      expect(failing.status, failing.output).not.toBe(0);
      put(right);
      const passing = runTest(testFolder, test, join('..', solutionName));
      expect(passing, passing.output).toMatchObject({ status: 0 });
    },
    // A hang guard: a C++ or Java file is compiled three times, on a loaded machine.
    300_000,
  );
}
