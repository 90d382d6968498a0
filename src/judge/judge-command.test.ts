// The judge from outside: a command run once per board, and what it refuses before any board.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { judgeProgram, type JudgeOptions } from './judge.js';
import { refereeAnswer, type RefereeProblem } from './reference.test-util.js';

const TOKENS: RefereeProblem = { puzzle: 'tokens', mode: 'shortest', moves: 4, open: 1, line: false };
const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));

describe('a command run once per board', () => {
  it("passes a correct program reading LeetCode's rows on its standard input", async () => {
    const report = await judgeProgram({
      puzzle: 'snakes',
      command: ['python3', fixture('snakes_stdin.py')],
      seed: 'stdin',
      cases: 4,
      size: [2, 6],
    });
    expect(report).toMatchObject({ cases: 4, passed: 4, failure: null });
  });

  it('finds a program that prints the wrong answer, and shrinks its board to the smallest', async () => {
    const report = await judgeProgram({ puzzle: 'snakes', command: ['echo', '3'], seed: 'echo', cases: 20 });
    expect(report.failure).toMatchObject({
      kind: 'wrong',
      expected: '1',
      got: '3\n',
      board: [
        [-1, -1],
        [-1, -1],
      ],
    });
  });
});

describe('a command on mazes and grids, in their notations', () => {
  it('finds a program that always says -1, on a small grid in the rows notation', async () => {
    const report = await judgeProgram({
      puzzle: 'tokens',
      format: 'rows',
      command: ['echo', '-1'],
      seed: 'rows',
    });
    const failure = report.failure!;
    const rows = failure.board as number[][];
    expect(failure.input).toBe(rows.map((row) => row.join(' ')).join('\n') + '\n');
    expect(failure.expected).toBe(refereeAnswer(TOKENS, rows));
    expect(failure.expected).not.toBe('-1');
    expect(rows.length * rows[0].length).toBeLessThanOrEqual(6);
  });

  it('finds a program that prints its paths unsorted, in the text notation', async () => {
    // Prints the two paths of an open 2×2 maze in the wrong order, whatever the maze.
    const report = await judgeProgram({
      puzzle: 'maze',
      mode: 'all',
      format: 'text',
      command: ['echo', 'RD', 'DR'],
      seed: 'text',
    });
    expect(report.failure).toMatchObject({
      kind: 'wrong',
      board: [
        [1, 1],
        [1, 1],
      ],
      input: '1 1\n1 1\n',
      expected: 'DR RD',
    });
  });
});

describe('what the judge refuses, before any board', () => {
  const refusal = (options: JudgeOptions) =>
    judgeProgram(options).then(
      () => 'judged',
      (error: unknown) => (error instanceof BoardpathError ? error.message : String(error)),
    );

  it('a solution that does not load, or defines none of the functions', async () => {
    expect(await refusal({ puzzle: 'maze', solution: fixture('snakes_correct.py') })).toBe(
      `${fixture('snakes_correct.py')} defines none of the maze functions the judge calls: shortestPathBinaryMatrix, findPath, shortestPath or countPaths`,
    );
    expect(await refusal({ puzzle: 'snakes', solution: fixture('missing.py') })).toBe(
      'cannot read the solution: no such file',
    );
    expect(await refusal({ puzzle: 'snakes', solution: fixture('../snakes.json') })).toMatch(
      /cannot tell the language/,
    );
  });

  it('a command and a solution together, or neither', async () => {
    expect(await refusal({ puzzle: 'snakes' })).toBe(
      'judge either a command or a solution file: give one of them',
    );
    expect(
      await refusal({ puzzle: 'snakes', command: ['true'], solution: fixture('snakes_correct.py') }),
    ).toBe('judge either a command or a solution file: give one of them');
  });

  it('options that mean nothing for the puzzle or the solution', async () => {
    expect(await refusal({ puzzle: 'snakes', command: ['true'], mode: 'cells' })).toBe(
      'mode cells is a maze question: snakes has one question',
    );
    expect(await refusal({ puzzle: 'maze', command: ['true'], format: 'leetcode' })).toBe(
      "maze boards are written as 'json', 'text' or 'art', not 'leetcode'",
    );
    expect(await refusal({ puzzle: 'snakes', command: ['true'], size: [1, 30] })).toBe(
      'sizes 1..30 are not within 2..100',
    );
    expect(await refusal({ puzzle: 'maze', command: ['true'], mode: 'all', size: [2, 12] })).toMatch(
      /^sizes 2..12 are not within 1..8/,
    );
  });
});
