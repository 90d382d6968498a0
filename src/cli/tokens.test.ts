import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

const bin = fileURLToPath(new URL('../../bin/boardpath.js', import.meta.url));
const COURSE = '4\n1, 2, 4, 3\n3, 4, 1, 2\n3, 1, 2, 3\n2, 3, 1, 2\n';

describe('boardpath tokens', () => {
  it('prints the fewest moves, each move and a picture after it', async () => {
    const run = await runCli(['tokens', 'grid.txt'], { files: { 'grid.txt': COURSE } });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Fewest moves: 5');
    expect(run.stdout).toContain(
      'move 1: red down 2: (0,0) → (2,0)\n   1  2  4  3\n   3  4  1  2\n  R3  1  2  3\n   2  3  1 B2\n',
    );
    expect(run.stdout).toContain('move 5: red down 1: (2,3) → (3,3)\n  B1  2  4  3');
  });

  it('prints one JSON object with --json, as the rules of the command line say', async () => {
    const run = await runCli(['tokens', '-', '--json'], {
      stdin: '[[1,2,4,3],[3,4,1,2],[3,1,2,3],[2,3,1,2]]',
    });
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ puzzle: 'tokens', solvable: true, moves: 5 });
    expect(answer.path).toHaveLength(6);
    expect(answer.path[0]).toEqual({ red: [0, 0], blue: [3, 3] });
    expect(answer.path[5]).toEqual({ red: [3, 3], blue: [0, 0] });
    expect(answer.steps[0]).toEqual({
      token: 'red',
      direction: 'down',
      distance: 2,
      from: [0, 0],
      to: [2, 0],
    });
    expect(typeof answer.explored).toBe('number');
  });

  it('says "no solution" and exits 1 when the tokens cannot swap', async () => {
    const run = await runCli(['tokens', 'stuck.txt'], { files: { 'stuck.txt': '1 2\n2 1\n' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('No solution');
    const json = await runCli(['tokens', 'stuck.txt', '--json'], { files: { 'stuck.txt': '1 2\n2 1\n' } });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      puzzle: 'tokens',
      solvable: false,
      moves: null,
      path: null,
      steps: null,
    });
  });

  it('takes other starting squares and the variant with turns', async () => {
    const files = { 'grid.txt': COURSE };
    const moved = JSON.parse(
      (await runCli(['tokens', 'grid.txt', '--red', '1,0', '--blue', '2,3', '--json'], { files })).stdout,
    );
    expect(moved).toMatchObject({ solvable: true, moves: 11 });
    expect(moved.path[0]).toEqual({ red: [1, 0], blue: [2, 3] });
    expect(moved.path.at(-1)).toEqual({ red: [2, 3], blue: [1, 0] });
    const turns = await runCli(['tokens', 'grid.txt', '--alternate', '--json'], { files });
    const answer = JSON.parse(turns.stdout);
    expect(answer).toMatchObject({ solvable: true, moves: 5 });
    answer.steps.forEach((step: { token: string }, i: number) =>
      expect(step.token).toBe(i % 2 === 0 ? 'red' : 'blue'),
    );
    expect(answer.grid.alternate).toBe(true);
  });

  it('gives the same answer with either search (--method queue | bits)', async () => {
    let seed = 7;
    const label = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 9) + 1;
    const grid = Array.from({ length: 20 }, () => Array.from({ length: 20 }, label).join(' ')).join('\n');
    const files = { 'grid.txt': grid };
    const queue = JSON.parse(
      (await runCli(['tokens', 'grid.txt', '--json', '--method', 'queue'], { files })).stdout,
    );
    const bits = JSON.parse(
      (await runCli(['tokens', 'grid.txt', '--json', '--method', 'bits'], { files })).stdout,
    );
    expect(bits.moves).toBe(queue.moves);
    expect(bits.path.at(-1)).toEqual({ red: [19, 19], blue: [0, 0] });
  });

  it('gives the same answer on one or two threads (--threads 1 | 2), and refuses other counts', async () => {
    let seed = 11;
    const label = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 9) + 1;
    const files = {
      'grid.txt': Array.from({ length: 24 }, () => Array.from({ length: 24 }, label).join(' ')).join('\n'),
    };
    const one = await runCli(['tokens', 'grid.txt', '--json', '--threads', '1'], { files });
    const two = await runCli(['tokens', 'grid.txt', '--json', '--threads', '2'], { files });
    expect(one.code).toBe(0);
    expect(two).toEqual(one);
    expect(JSON.parse(two.stdout).path.at(-1)).toEqual({ red: [23, 23], blue: [0, 0] });
    const bad = await runCli(['tokens', 'grid.txt', '--threads', '3'], { files });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^boardpath: .*--threads.*'3'.*\n$/);
  });

  it('finds its thread worker beside the bundled command (a real process, a grid big enough for the worker to join)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'boardpath-tokens-'));
    let seed = 5;
    const label = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 9) + 1;
    writeFileSync(
      join(folder, 'grid.txt'),
      Array.from({ length: 90 }, () => Array.from({ length: 90 }, label).join(' ')).join('\n'),
    );
    const run = (threads: string) =>
      spawnSync(process.execPath, [bin, 'tokens', join(folder, 'grid.txt'), '--json', '--threads', threads], {
        encoding: 'utf8',
      });
    const two = run('2');
    const one = run('1');
    rmSync(folder, { recursive: true });
    expect(two.stderr).toBe('');
    expect(two.status).toBe(one.status);
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
  });

  it('does not draw grids larger than 10×10', async () => {
    const grid = Array.from({ length: 11 }, () => Array(11).fill(1).join(' ')).join('\n');
    const run = await runCli(['tokens', 'big.txt'], { files: { 'big.txt': grid } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Fewest moves: \d+/);
    expect(run.stdout).not.toContain('R1');
  });

  it('reports bad input on one line with where, exit 2', async () => {
    const cases: Array<[string[], Record<string, string>, string]> = [
      [
        ['tokens', 'g.txt'],
        { 'g.txt': '1 2\n0 1\n' },
        'boardpath: g.txt:2:1: row 1, column 0: the label 0 is not positive: labels are 1 or more (a token must move)\n',
      ],
      [
        ['tokens', 'g.txt'],
        { 'g.txt': '1 2\n1\n' },
        'boardpath: g.txt:2:1: row 1 has 1 label but row 0 has 2: every row must be as long; a grid is rows of positive labels',
      ],
      [
        ['tokens', 'g.txt'],
        { 'g.txt': '3\n1,2\n2,1\n' },
        'boardpath: g.txt:1:1: the first line says the grid is 3×3 but 2 rows follow; a grid is rows',
      ],
      [
        ['tokens', 'g.txt'],
        { 'g.txt': '[[4]]' },
        'boardpath: g.txt: a 1×1 grid has room for one token only: the two tokens cannot start apart\n',
      ],
      [
        ['tokens', 'g.txt', '--red', '5,0'],
        { 'g.txt': '1 1\n1 1' },
        "boardpath: the red token's square (5,0) is outside the 2×2 grid (rows 0…1, columns 0…1)\n",
      ],
      [
        ['tokens', 'g.txt', '--red', '1,1'],
        { 'g.txt': '1 1\n1 1' },
        'boardpath: the red and blue tokens cannot both start on (1,1)\n',
      ],
      [['tokens', 'missing.txt'], {}, 'boardpath: cannot read missing.txt: no such file\n'],
    ];
    for (const [argv, files, stderr] of cases) {
      const run = await runCli(argv, { files });
      // One line: the problem, then (when the text fits no notation) the notations a grid is read from.
      expect({ code: run.code, line: run.stderr.slice(0, stderr.length), stdout: run.stdout }).toEqual({
        code: 2,
        line: stderr,
        stdout: '',
      });
      expect(run.stderr.indexOf('\n')).toBe(run.stderr.length - 1);
    }
  });

  it('refuses a grid over --max-memory with how much it would need', async () => {
    const grid = Array.from({ length: 100 }, () => Array(100).fill(1).join(' ')).join('\n');
    const run = await runCli(['tokens', 'big.txt', '--max-memory', '20MB'], { files: { 'big.txt': grid } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^boardpath: a 100×100 grid needs about 5\d MB to search but the limit is 20 MB \(raise it with --max-memory\)\n$/,
    );
  });
});
