// What the commands say in the details users read: one thing in the singular, and the file a
// problem comes from named wherever the problem is found.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

describe('messages', () => {
  it('counts one square, one position, one cell in the singular', async () => {
    const snakes = await runCli(['snakes', 'one.json'], { files: { 'one.json': '{"squares": 1}' } });
    expect(snakes.stdout).toContain('Fewest throws: 1 (1 square explored)');
    const maze = await runCli(['maze', 'line.txt'], { files: { 'line.txt': '1 1' } });
    expect(maze.stdout).toContain('Shortest path: 1 step (');
    expect(maze.stdout).not.toMatch(/\b1 cells\b/);
  });

  it('offers --max-memory only where more memory would help', async () => {
    const grid = `${Array.from({ length: 216 }, () => '1 '.repeat(216).trim()).join('\n')}\n`;
    const tokens = await runCli(['tokens', 'big.txt'], { files: { 'big.txt': grid } });
    expect(tokens.code).toBe(2);
    expect(tokens.stderr).toMatch(
      /the search can number \(at most 215×215 squares, or 46,340 squares in all\)\n$/,
    );
    expect(tokens.stderr).not.toContain('--max-memory');
    const small = await runCli(['tokens', 'big.txt', '--max-memory', '1MB'], {
      files: { 'big.txt': `${'1 '.repeat(60).trim()}\n`.repeat(60) },
    });
    expect(small.stderr).toMatch(/\(raise it with --max-memory\)\n$/);
  });

  it('says how large a grid with turns can be, a smaller one than without', async () => {
    const grid = `${Array.from({ length: 182 }, () => '1 '.repeat(182).trim()).join('\n')}\n`;
    const turns = await runCli(['tokens', 'big.txt', '--alternate'], { files: { 'big.txt': grid } });
    expect(turns.code).toBe(2);
    expect(turns.stderr).toBe(
      'boardpath: a 182×182 grid has 2.19e+9 states with turns: more than the 2147483647 the search can number (at most 181×181 squares, or 32,767 squares in all)\n',
    );
  });

  it('shows numbers as they were written or says what they are: never null, never another number', async () => {
    const say = async (puzzle: string, text: string) =>
      (await runCli([puzzle, 'x.txt'], { files: { 'x.txt': text } })).stderr;
    expect(await say('snakes', '{"squares": 100, "ladders": {"3": 1e400}}')).toBe(
      'boardpath: x.txt: ladder from square 3: the end must be a whole square number, not a number too large to read\n',
    );
    expect(await say('snakes', '[[1e400, -1], [-1, -1]]')).toMatch(/not a number too large to read\n$/);
    expect(await say('snakes', '{"squares": 100, "ladders": {"99999999999999999999": 5}}')).toBe(
      'boardpath: x.txt: ladders: "99999999999999999999" is too large a square number\n',
    );
    expect(await say('tokens', '1e400 1\n1 1\n')).toMatch(
      /^boardpath: x\.txt:1:1: row 0, column 0: the label is too large a number: labels are positive/,
    );
    expect(await say('maze', '[[1e400, 1], [1, 1]]')).toMatch(/not a number too large to read;/);
    const many = Array.from({ length: 1001 }, (_, i) => (i % 99) + 1).join(',');
    expect((await runCli(['snakes', 'classic', '--analyze', '--percentiles', many])).stderr).toBe(
      'boardpath: percentiles must be an array of at most 1,000 numbers from 0 to 100, not an array of 1,001 items\n',
    );
  });

  it('names the wide encoding a file is written in, UTF-32 as well as UTF-16', async () => {
    const text = '1 1\n1 1\n';
    const files = {
      'utf16.txt': Buffer.from(`\ufeff${text}`, 'utf16le'),
      'utf16-bare.txt': Buffer.from(text, 'utf16le'),
      'utf32.txt': Buffer.from([0xff, 0xfe, 0, 0, ...[...text].flatMap((c) => [c.charCodeAt(0), 0, 0, 0])]),
      'utf32-bare.txt': Buffer.from([...text].flatMap((c) => [c.charCodeAt(0), 0, 0, 0])),
      'utf32-big.txt': Buffer.from([
        0,
        0,
        0xfe,
        0xff,
        ...[...text].flatMap((c) => [0, 0, 0, c.charCodeAt(0)]),
      ]),
    };
    for (const [file, encoding] of [
      ['utf16.txt', 'UTF-16'],
      ['utf16-bare.txt', 'UTF-16'],
      ['utf32.txt', 'UTF-32'],
      ['utf32-bare.txt', 'UTF-32'],
      ['utf32-big.txt', 'UTF-32'],
    ])
      expect((await runCli(['maze', file], { files })).stderr).toBe(
        `boardpath: ${file} is written in ${encoding}: save it as UTF-8 (or plain ASCII) text\n`,
      );
  });

  it('titles the analysis with the file name, not "board board"', async () => {
    const run = await runCli(['snakes', 'board.json', '--analyze'], {
      files: { 'board.json': '{"squares": 12, "ladders": {"3": 9}}' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^board\.json \(board format\): squares 1–12/);
    expect(run.stdout).not.toContain('board board');
    expect(run.stdout).toMatch(/Chance to finish within 10 throws: /);
  });

  it('names the file when chained jumps form a cycle, solving or analysing', async () => {
    const files = { 'loop.json': '{"squares": 10, "ladders": {"2": 5}, "snakes": {"5": 2}}' };
    for (const args of [['--chain'], ['--chain', '--analyze']]) {
      const run = await runCli(['snakes', 'loop.json', ...args], { files });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        'boardpath: loop.json: square 2: with chained jumps, the jumps 2→5→2 form a cycle: the token would never stop\n',
      );
    }
  });

  it('lists a few unknown keys and says how many more, each cut short', async () => {
    const many = `{"squares": 10, ${Array.from({ length: 50_000 }, (_, i) => `"k${i}": 1`).join(', ')}}`;
    const long = `{"squares": 10, "${'k'.repeat(100_000)}": 1}`;
    const run = await runCli(['snakes', 'many.json'], { files: { 'many.json': many } });
    expect(run.stderr).toBe(
      'boardpath: many.json: 50,000 unknown keys: "k0", "k1", "k2" and 49,997 more (known: squares, ladders, snakes, start, faces, rows, columns, name)\n',
    );
    const one = await runCli(['snakes', 'long.json'], { files: { 'long.json': long } });
    expect(one.stderr).toBe(
      `boardpath: long.json: unknown key "${'k'.repeat(40)}…" (100,000 characters) (known: squares, ladders, snakes, start, faces, rows, columns, name)\n`,
    );
  });

  it('never sends a control character from a file to the terminal', async () => {
    const name = 'evil\u001b]0;pwned\u0007\u001b[31mred';
    const files = {
      'evil.json': JSON.stringify({ squares: 10, name }),
      'bad.json': JSON.stringify({ squares: 10, name, [`key\u001b[2J`]: 1 }),
    };
    for (const args of [['evil.json'], ['evil.json', '--analyze'], ['bad.json']]) {
      const run = await runCli(['snakes', ...args], { files });
      // eslint-disable-next-line no-control-regex
      expect(run.stdout + run.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    }
    const solved = await runCli(['snakes', 'evil.json'], { files });
    expect(solved.stdout.split('\n')[0]).toContain('evil\\u001b]0;pwned\\u0007\\u001b[31mred (board format)');
  });
});
