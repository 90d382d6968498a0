import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';
import { slow } from '../slow.test-util.js';

// The second thread loads dist/puzzles/maze/frontier-worker.js: `npm test` builds it first.
describe('boardpath maze --count --threads', () => {
  it('counts the same on one thread and on two', async () => {
    const files = {
      'open.txt': '1111111\n'.repeat(7),
      'walls.txt': '111011\n101111\n111101\n110111\n111111\n',
    };
    for (const file of Object.keys(files)) {
      const one = await runCli(['maze', file, '--count', '--threads', '1', '--json'], { files });
      const two = await runCli(['maze', file, '--count', '--threads', '2', '--json'], { files });
      expect(one).toMatchObject({ code: 0, stderr: '' });
      expect(two).toEqual(one);
    }
    const text = await runCli(['maze', 'open.txt', '--count', '--threads', '2'], { files });
    expect(text).toEqual({
      code: 0,
      stdout: '575780564 paths from the start to the goal (4 moves, no cell twice)\n',
      stderr: '',
    });
  });

  it('accepts --threads with any move set, and refuses it without --count or with another number', async () => {
    const files = { 'm.txt': '111\n111\n111\n' };
    for (const [moves, count] of [
      ['2', '6'],
      ['8', '235'],
    ]) {
      const run = await runCli(['maze', 'm.txt', '--count', '--moves', moves, '--threads', '2', '--json'], {
        files,
      });
      expect(JSON.parse(run.stdout).count).toBe(count);
    }
    expect(await runCli(['maze', 'm.txt', '--threads', '2'], { files })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'boardpath: --threads applies to --count\n',
    });
    const three = await runCli(['maze', 'm.txt', '--count', '--threads', '3'], { files });
    expect(three.code).toBe(2);
    expect(three.stderr).toMatch(/--threads.*3.*1, 2/);
  });

  it('refuses a count past --max-memory on two threads too, in one line', async () => {
    const files = { 'open.txt': '1111111111\n'.repeat(10) };
    const run = await runCli(['maze', 'open.txt', '--count', '--threads', '2', '--max-memory', '1MB'], {
      files,
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^boardpath: counting needs more than \d+ frontier states at once .*\n$/);
  });

  it('fits a memory limit or not whatever the threads', async () => {
    const files = { 'open.txt': '1111111111\n'.repeat(10) };
    // An open 10×10 count needs about 3.1 MB of frontier on one thread or two.
    for (const [limit, code] of [
      ['3MB', 2],
      ['3.2MB', 0],
    ] as const) {
      for (const threads of ['1', '2']) {
        const run = await runCli(
          ['maze', 'open.txt', '--count', '--threads', threads, '--max-memory', limit],
          {
            files,
          },
        );
        expect({ limit, threads, code: run.code }).toEqual({ limit, threads, code });
      }
    }
  });
});

describe('boardpath maze --budget', () => {
  it('stops a search past its work budget with one line, and counts within it', slow, async () => {
    const files = { 'open.txt': '1 1 1 1 1\n'.repeat(5), 'open9.txt': '1'.repeat(9).concat('\n').repeat(9) };
    // Past 11 cells across, the 8-move count is the enumeration's, a step at least per path: refused
    // at once when the paths in four directions alone are more than the budget (a quick count)...
    const wide = await runCli(['maze', 'open12.txt', '--count', '--moves', '8'], {
      files: { 'open12.txt': '1'.repeat(12).concat('\n').repeat(12) },
    });
    expect(wide.code).toBe(2);
    expect(wide.stderr).toBe(
      'boardpath: this maze has more than 182,413,291,514,248,049,241,470,885,236 paths with 8 moves (that many in four directions alone): counting them one by one would take more than 1e9 steps, the work budget (raise it with --budget)\n',
    );
    // ...or when its shortest paths in four directions alone do (2,704,156 on an open 13×13 maze)...
    const files13 = { 'open13.txt': '1'.repeat(13).concat('\n').repeat(13) };
    const shortest = await runCli(['maze', 'open13.txt', '--count', '--moves', '8', '--budget', '1e5'], {
      files: files13,
    });
    expect(shortest.stderr).toMatch(
      /^boardpath: this maze has more than 2,704,156 paths with 8 moves \(that many shortest ones in four directions alone\)/,
    );
    // ...and stopped at the budget when neither tells.
    const wider = await runCli(['maze', 'open13.txt', '--count', '--moves', '8', '--budget', '3e6'], {
      files: files13,
    });
    expect(wider.code).toBe(2);
    expect(wider.stderr).toMatch(
      /^boardpath: the enumeration of paths took more than 3e6 steps, its work budget: .* \(raise it with --budget\)\n$/,
    );
    const over = await runCli(['maze', 'open9.txt', '--count', '--moves', '8', '--budget', '1e5'], { files });
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(
      /^boardpath: counting the paths handled more than 1e5 frontier states, its work budget: .* \(raise it with --budget\)\n$/,
    );
    const within = await runCli(['maze', 'open.txt', '--count', '--moves', '8', '--budget', '1e5'], {
      files,
    });
    expect(within.stdout).toBe('447544629 paths from the start to the goal (8 moves, no cell twice)\n');
    expect((await runCli(['maze', 'open.txt', '--count', '--budget', '0x10'], { files })).code).toBe(2);
  });
});
