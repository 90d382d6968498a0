import { describe, expect, it } from 'vitest';
import { unitTestOf, type FailingCall } from './saved-test.js';

const pairFile =
  'class Solution {\n  public int snakesAndLadders(int[][] b) { Pair<Integer, Integer> p = null; return 0; }\n}\n';
const base: FailingCall = {
  language: 'Java',
  call: 'snakesAndLadders',
  text: pairFile,
  solution: '../Solution.java',
  input: '[[[-1,-1],[-1,-1]]]\n',
  expected: '1',
  about: 'case 3 of seed s, shrunk to a 2×2 board',
  file: 'SnakesTest.java',
};

describe('a saved unit test', () => {
  it("brings LeetCode's Pair to a Java file that names it and defines none, and only then", () => {
    expect(unitTestOf(base)).toContain('\nclass Pair<K, V> {');
    expect(unitTestOf(base)).toContain('public class SnakesTest {');
    const own = { ...base, text: `${pairFile}class Pair<A, B> {}\n` };
    expect(unitTestOf(own)).not.toContain('class Pair<K, V>');
  });

  it('calls GfG functions with the arguments their declaration takes', () => {
    const gfg = {
      ...base,
      call: 'minThrow',
      text: 'class Solution { int minThrow(int n, int arr[]) { return 0; } }',
      input: '[1,[3,22]]\n',
    } as const;
    expect(unitTestOf({ ...gfg, language: 'C++', file: 't.cpp' })).toContain(
      'vector<int> arr = {3, 22};\n    Solution solution;\n    auto got = solution.minThrow(1, arr.data());',
    );
    const rat = {
      ...base,
      language: 'C++',
      call: 'findPath',
      text: '// findPath(mat)\nclass Solution { vector<string> findPath(vector<vector<int>> &m, int n) { return {}; } };',
      input: '[[[1,1],[1,1]],2]\n',
      expected: 'DR RD',
      file: 't.cpp',
    } as const;
    expect(unitTestOf(rat)).toContain('auto got = solution.findPath(board, 2);');
    expect(unitTestOf(rat)).toContain('vector<string> expected = {"DR", "RD"};');
  });

  it('writes a Node test as a module when its file ends in .mjs', () => {
    const js = { ...base, language: 'JavaScript', text: '', solution: '../s.js' } as const;
    expect(unitTestOf({ ...js, file: 't.mjs' })).toContain("import test from 'node:test';");
    expect(unitTestOf({ ...js, file: 't.js' })).toContain("const test = require('node:test');");
  });
});
