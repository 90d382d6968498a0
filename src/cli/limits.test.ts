import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

// Every search estimates its memory from the input's size and refuses above --max-memory before
// allocating; so does reading a file too big for the limit. One line, exit 2, nothing on stdout.
const NEEDS =
  /^boardpath: .*needs about \d+(\.\d)? [KMG]B.* but the limit is 1 (MB|\.0 GB|024 KB) \(raise it with --max-memory\)\n$/;

async function refused(argv: string[], files: Record<string, string>): Promise<string> {
  const run = await runCli([...argv, '--max-memory', '1MB'], { files });
  expect(run.code).toBe(2);
  // Under --json the refusal is also the JSON line on standard output; else nothing is there.
  if (argv.includes('--json')) expect(JSON.parse(run.stdout)).toMatchObject({ error: { code: 'E_MEMORY' } });
  else expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(NEEDS);
  return run.stderr;
}

// 500×500 open cells, one byte a cell: 250 KB to read (750 KB with the expansion), 1.25 MB for the
// shortest-path search, 4 MB for the enumeration (first, all, count with 8 moves).
const bigMaze = ('1'.repeat(500) + '\n').repeat(500);

// A million squares with a ladder on every 5th: too crowded for the run-based search to be the
// cheap way out (it needs 56 bytes a jump, 11 MB here), so both searches need more than a few MB.
// Its file (4 MB) is refused first, by the reading check, which counts 3 bytes of memory a byte.
const crowdedBoard = `{"squares": 1000000, "ladders": {${Array.from({ length: 199_999 }, (_, i) => `"${5 * (i + 1)}": ${5 * (i + 1) + 1}`).join(', ')}}}`;

describe('--max-memory refuses a search before it allocates', () => {
  it('snakes, whichever search it would take', async () => {
    expect(await refused(['snakes', 'b.json'], { 'b.json': crowdedBoard })).toMatch(
      /b\.json is 4 MB: reading it needs about 11 MB/,
    );
    // A small file whose square-by-square search would not fit is solved by runs instead.
    const run = await runCli(['snakes', 'b.json', '--max-memory', '1MB', '--json'], {
      files: { 'b.json': '{"squares": 1000000}' },
    });
    expect(JSON.parse(run.stdout)).toMatchObject({ moves: 166_667, method: 'runs' });
  });

  it('snakes --analyze (the solve fits, the analysis does not)', async () => {
    const stderr = await refused(['snakes', 'b.json', '--analyze'], {
      'b.json': '{"squares": 50000, "ladders": {"2": 40000}}',
    });
    expect(stderr).toMatch(/analysing a board of 50000 squares needs about 29 MB/);
  });

  it.each([
    [[]],
    [['--first']],
    [['--all']],
    [['--count', '--moves', '8']],
    [['--count']],
    [['--json', '--moves', '2']],
  ])('maze %j', async (mode) => {
    expect(await refused(['maze', 'm.txt', ...mode], { 'm.txt': bigMaze })).toMatch(
      /this maze needs about (3|16) MB to search/,
    );
  });

  it('maze --first with 2 moves: the enumeration counts its stack and the path it gives', async () => {
    const run = await runCli(['maze', 'm.txt', '--first', '--moves', '2', '--max-memory', '2MB'], {
      files: { 'm.txt': bigMaze },
    });
    expect(run.stderr).toBe(
      'boardpath: this maze needs about 13 MB to search but the limit is 2 MB (raise it with --max-memory)\n',
    );
  });

  it.each([['queue'], ['bits'], ['auto']])('tokens --method %s', async (method) => {
    const grid = Array.from({ length: 60 }, () => Array.from({ length: 60 }, () => '1').join(' ')).join('\n');
    expect(await refused(['tokens', 'g.txt', '--method', method], { 'g.txt': grid })).toMatch(
      /a 60×60 grid needs about \d+ MB to search/,
    );
  });

  it('the default limit is three quarters of free memory', async () => {
    const run = await runCli(['snakes', 'b.json'], {
      files: { 'b.json': crowdedBoard },
      freeMemory: 8 * 2 ** 20,
    });
    expect(run.stderr).toBe(
      'boardpath: b.json is 4 MB: reading it needs about 11 MB but the limit is 6 MB (raise it with --max-memory)\n',
    );
  });
});

describe('--max-memory is one limit for the whole command', () => {
  it('gives the search what the grid or the board it keeps leaves of it, and says so', async () => {
    // A 1024×1024 maze: 1 MB of grid kept while the search runs, 3 of the 4 MB left for it.
    const files = { 'm.txt': ('1'.repeat(1024) + '\n').repeat(1024) };
    const maze = await runCli(['maze', 'm.txt', '--max-memory', '4MB'], { files });
    expect(maze.code).toBe(2);
    expect(maze.stderr).toMatch(
      /^boardpath: this maze needs about \d+ MB to search but the limit is 3 MB: the grid already holds 1 MB of the 4 MB allowed \(raise it with --max-memory\)\n$/,
    );
    // A board of 10^7 squares and 100,000 jumps keeps 4 MB (its jumps and the index of their starts):
    // the analysis is given the rest.
    const ladders = Array.from({ length: 100_000 }, (_, i) => `"${100 * i + 2}": ${100 * i + 3}`).join(', ');
    const board = { 'b.json': `{"squares": 10000000, "ladders": {${ladders}}}` };
    const analysis = await runCli(['snakes', 'b.json', '--analyze', '--max-memory', '100MB'], {
      files: board,
    });
    expect(analysis.stderr).toMatch(
      /^boardpath: analysing a board of 10000000 squares needs about \d+ MB but the limit is 9\d MB: the board already holds \d MB of the 100 MB allowed \(raise it with --max-memory\)\n$/,
    );
  });
});

describe('a file too big for --max-memory is refused before it is read', () => {
  // Stands for the 200 MB file: 2 MB against a 1 MB limit, the same check (a stat, before reading).
  const big = ' '.repeat(2 * 2 ** 20);
  it.each([['snakes'], ['maze'], ['tokens']])('%s', async (command) => {
    const run = await runCli([command, 'big.txt', '--max-memory', '1MB'], { files: { 'big.txt': big } });
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'boardpath: big.txt is 2 MB: reading it needs about 6 MB but the limit is 1 MB (raise it with --max-memory)\n',
    });
  });

  it('standard input too, read no further than the limit', async () => {
    const run = await runCli(['maze', '-', '--max-memory', '1MB'], { stdin: big });
    expect(run.stderr).toBe(
      'boardpath: <stdin> holds more than 342 KB, the most that can be read within the limit of 1 MB (raise it with --max-memory)\n',
    );
  });

  it('a file that fits is read', async () => {
    const run = await runCli(['maze', 'm.txt', '--max-memory', '1MB'], { files: { 'm.txt': '1 1\n0 1\n' } });
    expect(run.code).toBe(0);
  });
});

describe('input that is not text', () => {
  it('points at the first NUL byte, which no board written as text holds', async () => {
    const file = await runCli(['maze', 'b.bin'], { files: { 'b.bin': 'ab\0c' } });
    expect(file).toMatchObject({ code: 2, stderr: 'boardpath: b.bin is not text: byte 3 is a NUL byte\n' });
    const stdin = await runCli(['maze', '-'], { stdin: '[[1,1],\0' });
    expect(stdin).toMatchObject({
      code: 2,
      stderr: 'boardpath: <stdin> is not text: byte 8 is a NUL byte\n',
    });
  });

  it('names UTF-16, the usual cause', async () => {
    for (const stdin of [
      Buffer.from('\ufeff2\n1,2\n3,4\n', 'utf16le'),
      Buffer.from('2\n1,2\n3,4\n', 'utf16le'),
      Buffer.from('2\n1,2\n3,4\n', 'utf16le').swap16(),
    ]) {
      const run = await runCli(['tokens', '-'], { stdin });
      expect(run).toMatchObject({
        code: 2,
        stderr: 'boardpath: <stdin> is written in UTF-16: save it as UTF-8 (or plain ASCII) text\n',
      });
    }
  });
});

describe('brackets nested past any board', () => {
  it('are refused where they go past 64 deep, alike at 1 MB and at 100 MB', async () => {
    const files = {
      'deep.json': '['.repeat(100_000) + ']'.repeat(100_000),
      'deep.c': `int a[][] = ${'{'.repeat(100_000)};`,
    };
    for (const puzzle of ['snakes', 'maze', 'tokens'])
      for (const [file, column] of [
        ['deep.json', 65],
        ['deep.c', 77],
      ] as const)
        for (const limit of ['1MB', '100MB']) {
          const run = await runCli([puzzle, file, '--max-memory', limit], { files });
          expect(run.code).toBe(2);
          expect(run.stdout).toBe('');
          expect(run.stderr).toMatch(
            new RegExp(
              `^boardpath: ${file.replace('.', '\\.')}:1:${column}: brackets nested more than 64 deep: [^\\n]*\\n$`,
            ),
          );
        }
  });
});

describe('a file of millions of tiny containers', () => {
  it('is refused for what its brackets take, before it is parsed', async () => {
    // 200,002 brackets: 400 bytes each beside 8 a byte of the 600 KB file, about 81 MB.
    const files = { 'tiny.json': `[${'{},'.repeat(200_000)}{}]` };
    for (const puzzle of ['snakes', 'maze', 'tokens']) {
      const run = await runCli([puzzle, 'tiny.json', '--max-memory', '64MB'], { files });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'boardpath: tiny.json is 586 KB with 200,002 brackets: reading it needs about 81 MB but the limit is 64 MB (raise it with --max-memory)\n',
      );
    }
    // A board's rows are a bracket each: a maze of 1,000 rows of 1,000 cells is read as before.
    const rows = `[${Array.from({ length: 1000 }, () => `[${'1,'.repeat(999)}1]`).join(',')}]`;
    const maze = await runCli(['maze', 'rows.json', '--max-memory', '64MB'], {
      files: { 'rows.json': rows },
    });
    expect(maze.code).toBe(0);
  });
});

describe('a refusal that depends on the limit', () => {
  it('comes as soon at 1 MB as at 100 MB: an open 12×12 maze has too many paths with 8 moves', async () => {
    const files = { 'open12.txt': '1'.repeat(12).concat('\n').repeat(12) };
    const refusal = async (limit: string) => {
      const run = await runCli(['maze', 'open12.txt', '--count', '--moves', '8', '--max-memory', limit], {
        files,
      });
      expect(run.code).toBe(2);
      return run.stderr;
    };
    // Too little memory to count the paths in four directions: those that cross its rows in order.
    expect(await refusal('1MB')).toBe(
      'boardpath: this maze has more than 7.0e16 paths with 8 moves (that many crossing its rows or columns in order alone): counting them one by one would take more than 1e9 steps, the work budget (raise it with --budget)\n',
    );
    expect(await refusal('100MB')).toMatch(
      /^boardpath: this maze has more than 182,413,291,514,248,049,241,470,885,236 paths/,
    );
  });
});
