import { describe, expect, it } from 'vitest';
import { PUZZLES } from '../puzzles/puzzles.js';
import { kitOf } from '../puzzles/kits.js';
import { runCli } from './run-cli.test-util.js';

// One JSON line per board.
const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, never>);

/** Whether every tag of `html` is closed in order (void elements and `<… />` aside). */
export function balanced(html: string): boolean {
  const open: string[] = [];
  const VOID = new Set(['meta', 'br', 'hr', 'img', 'input', 'link']);
  for (const [, close, name, self] of html
    .replace(/<!DOCTYPE[^>]*>/i, '')
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (self === '/' || VOID.has(name)) continue;
    if (close === '') open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('boardpath generate', () => {
  it('prints each board, what it takes and one shortest solution', async () => {
    const run = await runCli([
      'generate',
      'maze',
      '--size',
      '5x6',
      '--shortest',
      '11',
      '--unique',
      '--seed',
      'demo',
    ]);
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: `board 1 (seed "demo", index 0): 11 steps at the fewest, 1 shortest path
S.....
#####.
......
#..#.#
.#...G
answer: 11 steps: RRRRRDDLDDR
`,
    });
  });

  it('writes one JSON line per board, its certificate with the count as a decimal string', async () => {
    const run = await runCli([
      'generate',
      'snakes',
      '--size',
      '6',
      '--fewest',
      '4',
      '--unique',
      '--count',
      '3',
      '--seed',
      's',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const boards = lines(run.stdout);
    expect(boards.map((board) => board.index)).toEqual([0, 1, 2]);
    for (const board of boards) {
      expect(Object.keys(board)).toEqual(['puzzle', 'seed', 'index', 'format', 'board', 'answer']);
      expect(board).toMatchObject({ puzzle: 'snakes', seed: 's', format: 'leetcode' });
      expect(board.answer).toMatchObject({ moves: 4, solutions: '1', solvable: true });
      expect(Object.keys(board.answer).slice(0, 3)).toEqual(['moves', 'solutions', 'path']);
      expect(board.answer).toHaveProperty('rolls');
      expect(board.answer).toHaveProperty('steps');
    }
  });

  it('makes the same boards from the same seed, and board k alone as the k-th of many', async () => {
    const three = await runCli([
      'generate',
      'tokens',
      '--fewest',
      '7',
      '--count',
      '3',
      '--seed',
      'x',
      '--json',
    ]);
    const again = await runCli([
      'generate',
      'tokens',
      '--fewest',
      '7',
      '--count',
      '3',
      '--seed',
      'x',
      '--json',
    ]);
    expect(again.stdout).toBe(three.stdout);
    const other = await runCli([
      'generate',
      'tokens',
      '--fewest',
      '7',
      '--count',
      '3',
      '--seed',
      'y',
      '--json',
    ]);
    expect(other.stdout).not.toBe(three.stdout);
  });

  it('reads every board back, in every notation, with the answer of its certificate', async () => {
    for (const puzzle of PUZZLES)
      for (const format of kitOf(puzzle).generator.notations) {
        const size =
          puzzle === 'snakes'
            ? format === 'moves'
              ? ['--squares', '40']
              : ['--size', '7']
            : ['--size', puzzle === 'maze' ? '5x7' : '5x5'];
        const extra = puzzle === 'snakes' ? ['--faces', '4'] : puzzle === 'maze' ? ['--moves', '8'] : [];
        const made = await runCli([
          'generate',
          puzzle,
          ...size,
          ...extra,
          '--format',
          format,
          '--count',
          '2',
          '--seed',
          format,
          '--json',
        ]);
        expect([puzzle, format, made.code, made.stderr]).toEqual([puzzle, format, 0, '']);
        for (const { board, answer } of lines(made.stdout)) {
          const rules =
            puzzle === 'maze'
              ? ['--moves', '8']
              : puzzle === 'snakes' && format !== 'board'
                ? ['--faces', '4']
                : [];
          const solved = await runCli([puzzle, '-', ...rules, '--json'], { stdin: board });
          expect([puzzle, format, solved.stderr]).toEqual([puzzle, format, '']);
          expect([puzzle, format, JSON.parse(solved.stdout).moves]).toEqual([
            puzzle,
            format,
            (answer as { moves: number }).moves,
          ]);
        }
      }
  });

  it('writes one file per board and the answers with --out', async () => {
    const written: Record<string, string> = {};
    const run = await runCli(
      ['generate', 'maze', '--count', '12', '--out', 'boards/', '--seed', 'o', '--format', 'json'],
      { written },
    );
    expect(run.code).toBe(0);
    expect(Object.keys(written).sort()).toEqual(
      [
        'boards/',
        ...Array.from({ length: 12 }, (_, i) => `boards/${String(i + 1).padStart(2, '0')}.json`),
        'boards/answers.json',
      ].sort(),
    );
    const answers = JSON.parse(written['boards/answers.json']) as Array<Record<string, unknown>>;
    expect(answers).toHaveLength(12);
    expect(answers[0]).toMatchObject({ puzzle: 'maze', seed: 'o', index: 0, file: 'boards/01.json' });
    // One board's record a line, between the brackets of the list.
    const lines = written['boards/answers.json'].split('\n');
    expect(lines).toHaveLength(12 + 3);
    expect(lines.slice(1, 13).map((line) => JSON.parse(line.replace(/,$/, '')) as unknown)).toEqual(answers);
    expect(run.stdout.split('\n')[0]).toMatch(
      /^boards\/01\.json: \d+ steps at the fewest, \d+ shortest paths?$/,
    );
  });

  it('refuses, before any board is made, a worksheet where --out writes a board or the answers', async () => {
    for (const [sheet, what] of [
      ['out/1.json', 'board 1'],
      ['./out/../out/2.json', 'board 2'],
      ['out/answers.json', 'the answers'],
    ]) {
      const written: Record<string, string> = {};
      const run = await runCli(
        ['generate', 'snakes', '--count', '2', '--out', 'out', '--sheet', sheet, '--seed', 's'],
        { written },
      );
      expect(run).toEqual({
        code: 2,
        stdout: '',
        stderr: `boardpath: --sheet ${sheet} is where --out writes ${what}: name another file for the worksheet\n`,
      });
      expect(written).toEqual({});
    }
  });

  it('counts the worksheet against --max-memory before drawing it', async () => {
    const written: Record<string, string> = {};
    const args = [
      'generate',
      'snakes',
      '--squares',
      '3000',
      '--ladders',
      '0',
      '--snakes',
      '0',
      '--seed',
      'm',
    ];
    expect(await runCli([...args, '--sheet', 's.html', '--max-memory', '4MB'], { written })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'boardpath: a worksheet of 1 board such as these needs about 6 MB to draw but the limit is 4 MB (raise it with --max-memory)\n',
    });
    expect(written).toEqual({});
    const drawn = await runCli([...args, '--sheet', 's.html', '--max-memory', '8MB'], { written });
    expect(drawn.code).toBe(0);
    // The count is an upper bound, and not a loose one: the HTML is within it and over half of it.
    const html = Buffer.byteLength(written['s.html']);
    expect(html * 12).toBeLessThanOrEqual(6 * 2 ** 20);
    expect(html * 12 * 2).toBeGreaterThan(5 * 2 ** 20);
  });

  it('writes a printable worksheet: the boards drawn, numbered, with their questions, then the answers', async () => {
    const written: Record<string, string> = {};
    for (const puzzle of PUZZLES) {
      const run = await runCli(
        ['generate', puzzle, '--count', '3', '--sheet', `${puzzle}.html`, '--seed', 'class-7/Ada'],
        { written },
      );
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toBe(`${puzzle}.html: a worksheet of 3 boards (seed "class-7/Ada")\n`);
      const html = written[`${puzzle}.html`];
      expect(balanced(html)).toBe(true);
      expect(html.match(/<section class="board">/g)).toHaveLength(3);
      expect(html.match(/<svg /g)).toHaveLength(3);
      expect(html).toMatch(/<h2>1\.<\/h2>/);
      expect(html).toContain('class="answers"');
      expect(html).toContain('break-inside: avoid');
      expect(html).toContain('break-before: page');
      // Self-contained: nothing to fetch, no script.
      expect(html).not.toMatch(/<script|<link|src=|href=/);
    }
  });

  it('refuses at once a request no board can meet, with the range that can be met', async () => {
    expect(await runCli(['generate', 'maze', '--size', '6x6', '--moves', '4', '--shortest', '35'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'boardpath: a 6×6 maze with 4 moves is made with shortest paths of 10 to 22 steps (an even number), not 35\n',
    });
    expect(await runCli(['generate', 'snakes', '--fewest', '200'])).toMatchObject({
      code: 2,
      stderr:
        'boardpath: a 10×10 board with a 6-faced die takes 1 to 94 throws at the fewest (or -1: no way to the last square), not 200\n',
    });
    expect(await runCli(['generate', 'tokens', '--size', '2x1', '--fewest', '3'])).toMatchObject({ code: 2 });
  });

  it('says so when a request that could be met is not within the budget', async () => {
    const run = await runCli([
      'generate',
      'tokens',
      '--size',
      '6x6',
      '--fewest',
      '35',
      '--unique',
      '--budget',
      '200ms',
      '--seed',
      'b',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^boardpath: no 6×6 grid with labels 1 to 5 with 35 moves at the fewest and one shortest solution \(and its mirror image\) was found \(the nearest: \d+ moves\) within the budget of 0\.2 s \(raise it with --budget\)\n$/,
    );
  });

  it('is one of the commands boardpath knows, and a near miss of it is pointed at it', async () => {
    expect((await runCli(['--help'])).stdout).toMatch(/\n {2}generate +make boards to order/);
    expect((await runCli(['generat'])).stderr).toBe(
      "boardpath: unknown command 'generat' (did you mean generate?)\n",
    );
    // Without a puzzle, or with another word: one line, not the help on standard error.
    expect(await runCli(['generate'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'boardpath: choose a puzzle: boardpath generate <snakes|maze|tokens> [options] (boardpath generate --help tells more)\n',
    });
    expect((await runCli(['generate', 'chess'])).stderr).toBe(
      "boardpath: unknown command 'chess' (the puzzles: snakes, maze, tokens)\n",
    );
    expect((await runCli(['generate', 'help'])).stdout).toMatch(/^Usage: boardpath generate/);
  });

  it('refuses bad flags in one line', async () => {
    const refused = async (...argv: string[]) => (await runCli(['generate', ...argv])).stderr;
    expect(await refused('maze', '--size', '6by6')).toMatch(
      /^boardpath: option '--size <rows×columns>' argument '6by6' is invalid\. expected ROWS×COLUMNS/,
    );
    expect(await refused('snakes', '--count', '1e9')).toMatch(
      /^boardpath: option '--count <k>' argument '1e9' is invalid/,
    );
    expect(await refused('snakes', '--ladders', '5..2')).toMatch(
      /expected A\.\.B, two whole numbers with A ≤ B/,
    );
    expect(await refused('tokens', '--budget', '0s')).toMatch(/expected a time such as 10s/);
    expect(await refused('snakes', '--fewest', '-2')).toMatch(/expected -1 or a whole number from 0/);
    expect(await refused('maze', '--format', 'course')).toMatch(
      /Allowed choices are json, text, art, python, c, java/,
    );
    expect(await refused('snakes', '--squares', '30', '--format', 'leetcode')).toBe(
      'boardpath: the leetcode format writes an N×N board: give size, not squares\n',
    );
    expect(await refused('snakes', '--format', 'board', '--count', '2000', '--sheet', 'x.html')).toBe(
      'boardpath: a worksheet holds at most 1000 boards, not 2000\n',
    );
    expect(await refused('maze', '--size', '100000x100000', '--max-memory', '64MB')).toBe(
      'boardpath: rows must be a whole number from 1 to 2,000, not 100000\n',
    );
  });
});
