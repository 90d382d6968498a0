import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeProgram } from '../judge.js';
import { fixture, refusal, removeSolutions, solutionFile, startDrivers } from './drivers.test-util.js';
import { lacks } from '../../tools.test-util.js';
import { slow } from '../../slow.test-util.js';

afterAll(removeSolutions);

describe.skipIf(lacks('g++'))('the C++ driver', () => {
  it("compiles LeetCode's class Solution with no #include, and passes a correct 909", async () => {
    const report = await judgeProgram({
      puzzle: 'snakes',
      solution: fixture('snakes_correct.cpp'),
      seed: 'c++',
      cases: 300,
    });
    expect(report).toMatchObject({ cases: 300, passed: 300, failure: null });
  });

  it("compiles GfG's file with its includes and its own main, and calls findPath(m, n)", slow, async () => {
    const report = await judgeProgram({
      puzzle: 'maze',
      solution: fixture('rat_correct.cpp'),
      seed: 'c++',
      cases: 100,
    });
    expect(report).toMatchObject({ cases: 100, passed: 100, failure: null });
  });

  it("refuses a file that does not compile at g++'s first error, in the file's own lines", slow, async () => {
    const broken = solutionFile(
      'broken.cpp',
      'class Solution {\npublic:\n    int snakesAndLadders(vector<vector<int>>& board) {\n        return missing;\n    }\n};\n',
    );
    // g++ quotes the name as the locale says: 'missing' or ‘missing’.
    expect((await refusal(startDrivers(broken))).replace(/[‘’]/g, "'")).toBe(
      `${broken}:4:16: 'missing' was not declared in this scope`,
    );
  });

  it(
    'holds the compiler and the program to 1 GB: a file including /dev/zero, a static array of 2 GB',
    { ...slow, timeout: 120_000 },
    async () => {
      const zero = solutionFile(
        'zero.cpp',
        '#include "/dev/zero"\nclass Solution { public: int snakesAndLadders(vector<vector<int>>& b) { return 0; } };\n',
      );
      expect(await refusal(startDrivers(zero))).toBe(
        `${zero}: it does not compile within 1 GB of memory (does it include a device, such as /dev/zero?)`,
      );
      // Made before main(), where the driver sets its own limit: held by the limit set before it starts.
      const big = solutionFile(
        'big.cpp',
        'vector<char> kept(2000000000, 1);\nclass Solution { public: int snakesAndLadders(vector<vector<int>>& b) { return kept[7]; } };\n',
      );
      expect(await refusal(startDrivers(big))).toMatch(
        /^.*big\.cpp: cannot load the solution: its driver (was killed by SIGABRT|exited)/,
      );
    },
  );

  it('refuses, in one line, when g++ is not on the PATH', async () => {
    // A file not compiled before in this process: one compiled already runs without g++.
    const fresh = solutionFile(
      'fresh.cpp',
      readFileSync(fixture('snakes_correct.cpp'), 'utf8') + '\n// fresh\n',
    );
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(await refusal(startDrivers(fresh))).toBe('a C++ solution needs g++, which is not on the PATH');
    } finally {
      process.env.PATH = path;
    }
  });
});
