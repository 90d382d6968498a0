// A failing case as a unit test in the solution's own language, with only what the language ships:
// Python's unittest (which pytest runs too), Node's node:test, a Java class whose main fails loudly,
// a C++ file with assert. The test calls the user's function on the shrunk board and checks the
// right answer as the problem's own driver compares it (GfG's rat's paths sorted first).
import { javaSource } from './drivers/java.js';
import { PYTHON_PRELUDE } from './drivers/python.js';
import { SOLUTION_FUNCTIONS, type SolutionFunctionName } from './problem.js';

/** What a saved test is made from. */
export interface FailingCall {
  /** The solution's language, as its driver names it: Python, JavaScript, C++ or Java. */
  readonly language: string;
  readonly call: SolutionFunctionName;
  /** The solution's text (Java and C++: how its function takes its arguments). */
  readonly text: string;
  /** The solution file's path from the test's folder, with `/` between folders. */
  readonly solution: string;
  /** The function's arguments, as the judge gave them: one line of JSON. */
  readonly input: string;
  /** The right answer, as the judge compares it (`-1` for no path). */
  readonly expected: string;
  /** Where the case came from, in a line: `case 8 of seed cli, shrunk to a 3×3 board`. */
  readonly about: string;
  /** The test file's name without its folder (Java: the class is named after it). */
  readonly file: string;
}

/** The extensions a saved test may have, per language of the solution. */
export const TEST_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  Python: ['.py'],
  JavaScript: ['.js', '.cjs', '.mjs'],
  'C++': ['.cpp', '.cc', '.cxx'],
  Java: ['.java'],
};

/** The unit test of `failing`, as the text of a file. Cost: O(the board and the answer). */
export function unitTestOf(failing: FailingCall): string {
  switch (failing.language) {
    case 'Python':
      return pythonTest(failing);
    case 'JavaScript':
      return javascriptTest(failing);
    case 'C++':
      return cppTest(failing);
    default:
      return javaTest(failing);
  }
}

/** The paths expected (GfG's rat), or undefined when the answer is a number. */
function expectedPaths(failing: FailingCall): string[] | undefined {
  if (SOLUTION_FUNCTIONS[failing.call].mode !== 'all') return undefined;
  return failing.expected === '-1' ? [] : failing.expected.split(' ');
}

function argumentsOf(failing: FailingCall): unknown[] {
  return JSON.parse(failing.input) as unknown[];
}

/** How many parameters the file's `call` declares (C++ and Java), and the text of the second. */
function parametersOf(failing: FailingCall): string[] {
  const code = failing.text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const match = new RegExp(`\\b${failing.call}\\s*\\(([^)]*)\\)`).exec(code);
  if (!match || match[1].trim() === '') return [];
  return match[1].split(',');
}

function pythonTest(failing: FailingCall): string {
  const paths = expectedPaths(failing);
  const check = paths
    ? `self.assertEqual(sorted(got), ${JSON.stringify(paths)}, 'the paths, sorted as GfG sorts them')`
    : `self.assertEqual((type(got).__name__, got), ('int', ${failing.expected}))`;
  return `# A failing case found by boardpath judge: ${failing.about}.
# Run: python3 -m unittest ${failing.file}   (or: pytest ${failing.file})
import inspect
import os
import unittest

SOLUTION = os.path.join(os.path.dirname(os.path.abspath(__file__)), ${JSON.stringify(failing.solution)})
ARGUMENTS = ${JSON.stringify(argumentsOf(failing))}

# What LeetCode's Python has in scope before the solution's first line.
PRELUDE = '''
${PYTHON_PRELUDE}'''


def solution_function():
    space = {'__name__': 'solution', '__file__': SOLUTION}
    exec(PRELUDE, space)
    with open(SOLUTION, encoding='utf-8') as file:
        exec(compile(file.read(), SOLUTION, 'exec'), space)
    owner = space.get('Solution')
    if isinstance(owner, type) and callable(getattr(owner, ${JSON.stringify(failing.call)}, None)):
        return getattr(owner(), ${JSON.stringify(failing.call)})
    return space[${JSON.stringify(failing.call)}]


class TestFailingBoard(unittest.TestCase):
    def test_failing_board(self):
        function = solution_function()
        takes = len(inspect.signature(function).parameters)
        got = function(*ARGUMENTS[:takes])
        ${check}


if __name__ == '__main__':
    unittest.main()
`;
}

function javascriptTest(failing: FailingCall): string {
  const paths = expectedPaths(failing);
  const check = paths
    ? `assert.deepStrictEqual([...got].sort(), ${JSON.stringify(paths)}, 'the paths, sorted as GfG sorts them');`
    : `assert.strictEqual(got, ${failing.expected});`;
  const module = failing.file.endsWith('.mjs');
  const head = module
    ? `import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);`
    : `'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const here = __dirname;`;
  return `// A failing case found by boardpath judge: ${failing.about}.
// Run: node --test ${failing.file}
${head}
const SOLUTION = path.join(here, ${JSON.stringify(failing.solution)});
const NAME = ${JSON.stringify(failing.call)};
const ARGUMENTS = ${JSON.stringify(argumentsOf(failing))};

// The solution runs as a script, as LeetCode runs it: its functions and classes are found by name.
function solutionFunction() {
  const module = { exports: {} };
  Object.assign(globalThis, { require, module, exports: module.exports });
  vm.runInThisContext(fs.readFileSync(SOLUTION, 'utf8'), { filename: SOLUTION });
  const found = vm.runInThisContext(
    \`typeof \${NAME} === 'function' ? \${NAME} : typeof Solution === 'function' ? Solution : undefined\`,
  ) ?? module.exports[NAME] ?? module.exports.Solution ?? module.exports;
  if (typeof found.prototype?.[NAME] === 'function') {
    const solution = new found();
    return solution[NAME].bind(solution);
  }
  return found;
}

test('the failing board', () => {
  const fn = solutionFunction();
  const got = fn(...ARGUMENTS.slice(0, fn.length || ARGUMENTS.length));
  ${check}
});
`;
}

/** A value as C++ and Java write it in braces: `{{-1, -1}, {-1, 3}}`. */
function braces(value: unknown): string {
  return Array.isArray(value) ? `{${value.map(braces).join(', ')}}` : String(value);
}

/** The C++ or Java arguments: the grid (and its side), or GfG's N and its pairs. */
function callOf(failing: FailingCall, array: (pairs: string) => string): { setup: string[]; call: string } {
  const [first, second] = argumentsOf(failing);
  const parameters = parametersOf(failing);
  if (failing.call === 'minThrow')
    return { setup: [array(braces(second))], call: `${String(first)}, ${arrayArgument(parameters[1])}` };
  return { setup: [], call: parameters.length >= 2 ? `board, ${String(second)}` : 'board' };
}

function arrayArgument(parameter = ''): string {
  return /\[\s*\]|\*/.test(parameter) ? 'arr.data()' : 'arr';
}

function cppTest(failing: FailingCall): string {
  const [grid] = argumentsOf(failing);
  const paths = expectedPaths(failing);
  const { setup, call } = callOf(failing, (pairs) => `vector<int> arr = ${pairs};`);
  const board = failing.call === 'minThrow' ? [] : [`vector<vector<int>> board = ${braces(grid)};`];
  const check = paths
    ? [
        `sort(got.begin(), got.end());  // GfG's driver sorts the paths`,
        `vector<string> expected = {${paths.map((path) => JSON.stringify(path)).join(', ')}};`,
        `if (got != expected) {`,
        `    cerr << "expected:";`,
        `    for (auto &path : expected) cerr << ' ' << path;`,
        `    cerr << "\\ngot:";`,
        `    for (auto &path : got) cerr << ' ' << path;`,
        `    cerr << '\\n';`,
        `}`,
        `assert(got == expected);`,
      ]
    : [
        `if (got != ${failing.expected}) cerr << "expected ${failing.expected}, got " << got << '\\n';`,
        `assert(got == ${failing.expected});`,
      ];
  return `// A failing case found by boardpath judge: ${failing.about}.
// Run: g++ -std=gnu++17 -o failing-board ${failing.file} && ./failing-board
#include <bits/stdc++.h>
using namespace std;
#define main boardpath_solution_main
#include ${JSON.stringify(failing.solution)}
#undef main
#undef NDEBUG
#include <cassert>

int main() {
${[...board, ...setup, 'Solution solution;', `auto got = solution.${failing.call}(${call});`, ...check, 'cout << "passed\\n";', 'return 0;'].map((line) => `    ${line}`).join('\n')}
}
`;
}

function javaTest(failing: FailingCall): string {
  const [grid] = argumentsOf(failing);
  const paths = expectedPaths(failing);
  const { setup, call } = callOf(failing, (pairs) => `int[] arr = ${pairs};`);
  const board = failing.call === 'minThrow' ? [] : [`int[][] board = ${braces(grid)};`];
  const name = /^[A-Za-z_$][\w$]*\.java$/.test(failing.file) ? failing.file.slice(0, -5) : 'FailingBoard';
  const got = paths
    ? [
        `List<String> got = new ArrayList<>(new Solution().${failing.call}(${call}));`,
        `Collections.sort(got);  // GfG's driver sorts the paths`,
        `List<String> expected = Arrays.asList(${paths.map((path) => JSON.stringify(path)).join(', ')});`,
        'if (!got.equals(expected)) fail("expected " + expected + ", got " + got);',
      ]
    : [
        // Compared as printed, as the judge compares: 4.0 is not 4.
        `Object got = new Solution().${failing.call}(${call});`,
        `if (!String.valueOf(got).equals("${failing.expected}")) fail("expected ${failing.expected}, got " + got);`,
      ];
  const pair = javaSource(failing.text).pair
    ? `\n// javafx.util.Pair, as LeetCode's Java has it in scope.\n${javaPair()}`
    : '';
  return `// A failing case found by boardpath judge: ${failing.about}.
// Run: javac -d out ${failing.file} ${failing.solution} && java -cp out ${name}
// (the solution file as it compiles on its own: with its imports)
import java.util.*;

public class ${name} {
  static void fail(String message) {
    System.err.println("FAILED: " + message);
    throw new AssertionError(message);
  }

  public static void main(String[] args) {
${[...board, ...setup, ...got, 'System.out.println("passed");'].map((line) => `    ${line}`).join('\n')}
  }
}
${pair}`;
}

/** LeetCode's Pair, not public: it shares the test's file. */
function javaPair(): string {
  return `class Pair<K, V> {
  private final K key;
  private final V value;
  Pair(K key, V value) { this.key = key; this.value = value; }
  public K getKey() { return key; }
  public V getValue() { return value; }
  @Override public String toString() { return key + "=" + value; }
  @Override public int hashCode() { return Objects.hashCode(key) * 13 + Objects.hashCode(value); }
  @Override public boolean equals(Object o) {
    return o instanceof Pair && Objects.equals(key, ((Pair<?, ?>) o).key) && Objects.equals(value, ((Pair<?, ?>) o).value);
  }
}
`;
}
