// The commands on pastes: each example answered, the pasted answer (or --expect) checked, --levels,
// --open 0, and every refusal one line that says where.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

const LEETCODE = `Example 1:\n\nInput: board = [[-1,-1,-1],[-1,-1,-1],[-1,-1,-1]]\nOutput: 2\nExplanation: two throws.\nExample 2:\n\nInput: board = [[-1,-1],[-1,3]]\nOutput: 2\n`;
const RAT =
  'Input: mat[][] = [[1, 0, 0, 0], [1, 1, 0, 1], [1, 1, 0, 0], [0, 1, 1, 1]]\nOutput: ["DDRDRR", "DRDDRR"]\n';
const BINARY =
  'Example 1:\nInput: grid = [[0,1],[1,0]]\nOutput: 2\nExample 2:\nInput: grid = [[1,0,0],[1,1,0],[1,1,0]]\nOutput: -1\n';

const run = (puzzle: string, text: string, ...options: string[]) =>
  runCli([puzzle, 'paste.txt', ...options], { files: { 'paste.txt': text } });

describe('several examples in one paste', () => {
  it('answers each in a section of its own, its check last; one that differs gives status 1', async () => {
    const { code, stdout } = await run('snakes', LEETCODE);
    expect(code).toBe(1);
    const sections = stdout.split('\n\nExample ');
    expect(sections).toHaveLength(2);
    expect(sections[0]).toMatch(/^Example 1: fewest throws 2\npaste\.txt \(leetcode format\): squares 1–9/);
    expect(sections[0]).toMatch(/\nAnswer check: 2 matches the expected output$/);
    expect(sections[1]).toMatch(/^2: fewest throws 1\n/);
    expect(sections[1]).toMatch(
      /\nAnswer check: differs: the paste says 2, the fewest is 1, e\.g\. 1 → 4\n$/,
    );
  });

  it('writes one JSON line per example, with its place and its check', async () => {
    const { code, stdout } = await run('snakes', LEETCODE, '--json');
    expect(code).toBe(1);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.map(({ moves, example, line, expected, matches }) => ({
        moves,
        example,
        line,
        expected,
        matches,
      })),
    ).toEqual([
      { moves: 2, example: 1, line: 3, expected: 2, matches: true },
      { moves: 1, example: 2, line: 8, expected: 2, matches: false },
    ]);
  });

  it('gives status 1 when an example has no answer, the others answered', async () => {
    const { code, stdout } = await run('maze', BINARY, '--open', '0', '--moves', '8');
    expect(code).toBe(1);
    expect(stdout).toContain('Example 1: shortest path 1 step\n');
    expect(stdout).toContain('Path length: 2 cells, start and goal included');
    expect(stdout).toContain('Answer check: 2 matches the expected output\n');
    expect(stdout).toContain('Example 2: no path\n');
    expect(stdout).toMatch(/Answer check: -1 \(there is no path\) matches the expected output\n$/);
  });

  it('says where an example is wrong, by its line in the paste', async () => {
    const { code, stdout, stderr } = await run(
      'maze',
      'Example 1:\nInput: [[1,1],[0,1]]\nOutput: 2\nExample 2:\nInput: [[1,1],[0,7]]\n',
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'boardpath: paste.txt:5:18: row 1, column 1: expected 0 (blocked) or 1 (open), not 7; a maze is 0/1 rows, ASCII art (# . S G), a JSON object {"grid": …}, or its rows written as JSON, a Python list, a C, C++ or Java array ({…} rows, int a[][] = {…};), or rows of numbers separated by blanks or commas\n',
    );
  });

  it('refuses --expect for a paste of several examples', async () => {
    const { code, stderr } = await run('snakes', LEETCODE, '--expect', '2');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--expect gives the answer of one board, and this paste holds 2 examples/);
  });
});

describe('the answer checked', () => {
  it("reads GfG's list of paths, and says which differ", async () => {
    expect((await run('maze', RAT)).stdout).toMatch(
      /Answer check: DDRDRR DRDDRR matches the expected output\n$/,
    );
    const wrong = await run('maze', RAT.replace('"DRDDRR"', '"DRDRDR"'));
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(
      /Answer check: differs: the paste lists DDRDRR DRDRDR, the 2 paths are DDRDRR DRDDRR\n$/,
    );
  });

  it('gives status 1 for an answer that differs, 0 for one that matches, and adds expected and matches', async () => {
    const files = { 'examples/tokens.txt': '4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\n' };
    const wrong = await runCli(['tokens', 'examples/tokens.txt', '--expect', '6', '--json'], { files });
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout)).toMatchObject({ moves: 5, expected: 6, matches: false });
    const right = await runCli(['tokens', 'examples/tokens.txt', '--expect', '5', '--json'], { files });
    expect(right.code).toBe(0);
    expect(JSON.parse(right.stdout)).toMatchObject({ moves: 5, expected: 5, matches: true });
    const snakes = await runCli(['snakes', 'classic', '--expect', '99']);
    expect(snakes.code).toBe(1);
    expect(snakes.stdout).toMatch(/Answer check: differs: --expect says 99, the fewest is 7/);
    expect((await runCli(['snakes', 'classic', '--expect', '7'])).code).toBe(0);
    // An answer to no question is not compared: the status is the search's.
    expect((await runCli(['snakes', 'classic', '--expect', 'hello'])).code).toBe(0);
  });

  it('takes any shortest path of a maze as its answer, and says why another is not one', async () => {
    const open = '1 1 1\n1 1 1\n1 1 1\n';
    // Every path of 4 steps from the corner to the corner is a shortest one; the search shows DDRR.
    for (const path of ['DDRR', 'DRDR', 'DRRD', 'RDDR', 'RDRD', 'RRDD']) {
      const { code, stdout } = await run('maze', open, '--expect', path);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`Answer check: ${path} \\(a shortest path, 4 steps\\) matches`));
    }
    const longer = await run('maze', open, '--expect', 'RRDLLDRR');
    expect(longer.code).toBe(1);
    expect(longer.stdout).toMatch(
      /differs: --expect lists RRDLLDRR, a path of 8 steps; the shortest has 4 steps, e\.g\. DDRR\n$/,
    );
    const wall = await run('maze', open, '--expect', 'DDDRR');
    expect(wall.code).toBe(1);
    expect(wall.stdout).toMatch(
      /differs: --expect lists DDDRR, which is no path here: step 3 leaves the grid\n$/,
    );
    // The first path is the textbook's own; a list of one with --all is every path.
    expect((await run('maze', open, '--first', '--expect', 'DDRR')).code).toBe(0);
    expect((await run('maze', open, '--first', '--expect', 'RRDD')).code).toBe(1);
    const all = await run('maze', open, '--all', '--expect', 'DDRR');
    expect(all.code).toBe(1);
    expect(all.stdout).toMatch(/differs: --expect lists DDRR, the paths include/);
  });

  it('says a maze counted in cells as LeetCode counts it, and hints the count it may mean', async () => {
    const grid = 'grid = [[0,0,0],[1,1,0],[1,1,0]]\n';
    expect((await run('maze', grid, '--open', '0', '--moves', '8', '--expect', '4')).stdout).toMatch(
      /Path length: 4 cells, start and goal included \(LeetCode's count\)\nAnswer check: 4 matches the expected output\n$/,
    );
    const json = JSON.parse((await run('maze', grid, '--open', '0', '--moves', '8', '--json')).stdout);
    expect(json).toMatchObject({ moves: 3, pathCells: 4 });
    expect((await run('maze', grid, '--open', '0', '--moves', '8', '--expect', '3')).stdout).toMatch(
      /differs: --expect says 3, the shortest path has 4 cells \(3 steps: the paste counts steps\), e\.g\. RnD\n$/,
    );
  });
});

describe('--open 0 and its hint', () => {
  it('suggests --open 0 when the start is blocked and the grid read with 0 open has a path', async () => {
    const { code, stdout } = await run('maze', '[[0,1],[1,0]]', '--moves', '8');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /the start is blocked\.\nRead with 0 as the open cell \(as LeetCode's binary matrix writes it\), this grid has a path of 1 step: try --open 0\n$/,
    );
    expect((await run('maze', '[[0,1],[1,0]]', '--moves', '4')).stdout).not.toContain('--open 0');
  });
});

describe('--levels', () => {
  it('shows the search level by level in each puzzle, and in JSON', async () => {
    const snakes = await run('snakes', '{"squares": 12, "ladders": {"2": 5, "5": 11}}', '--levels');
    expect(snakes.stdout).toMatch(
      /Levels of the search: the squares first reached after each throw\n {2}0: 0\n {2}1: 1 5 3 4 11 6\n {2}2: 7 8 9 10 12\n$/,
    );
    const maze = await run('maze', '1 1\n0 1', '--levels', '--json');
    expect(JSON.parse(maze.stdout)).toMatchObject({
      levels: [[[0, 0]], [[0, 1]], [[1, 1]]],
      levelsComplete: true,
    });
    const tokens = await run('tokens', '1 1\n1 1', '--levels');
    expect(tokens.stdout).toContain(
      'Levels of the search: the positions first reached after each move\n  0: R0,0 B1,1\n',
    );
  });

  it('says when the listing is cut, and when the goal is never reached', async () => {
    const big = await runCli(['snakes', 'big.json', '--levels'], {
      files: { 'big.json': '{"squares": 1000000000000}' },
    });
    expect(big.code).toBe(0);
    expect(big.stdout).toMatch(/\n {2}\(cut after 10,000 squares: the search goes on\)\n$/);
    const stuck = await run('snakes', '{"squares": 10, "faces": 1, "snakes": {"5": 1}}', '--levels');
    expect(stuck.code).toBe(1);
    expect(stuck.stdout).toMatch(/\n {2}\(the last square is never reached\)\n$/);
  });
});

describe('a plain board', () => {
  it('is answered as before: no heading, no check, no new key', async () => {
    const { stdout } = await run('snakes', '[[-1,-1],[-1,3]]', '--json');
    expect(Object.keys(JSON.parse(stdout))).toEqual([
      'puzzle',
      'solvable',
      'moves',
      'path',
      'rolls',
      'steps',
      'explored',
      'method',
      'board',
    ]);
    expect((await run('maze', '1 1\n0 1')).stdout).not.toMatch(/Example|Answer check|Levels/);
  });
});
