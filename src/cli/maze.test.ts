import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledOnThreads } from './bundled.test-util.js';
import { runCli } from './run-cli.test-util.js';
import { slow } from '../slow.test-util.js';

const TWO_PATHS = '[[1,0,0,0],[1,1,0,1],[1,1,0,0],[0,1,1,1]]';
const TEXTBOOK = '1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1\n';

async function json(argv: string[], files: Record<string, string>) {
  const run = await runCli(argv, { files });
  expect(run.stderr).toBe('');
  return { code: run.code, answer: JSON.parse(run.stdout) };
}

describe('boardpath maze', () => {
  it('draws the shortest path and prints its directions', async () => {
    const run = await runCli(['maze', 'maze.json'], { files: { 'maze.json': TWO_PATHS } });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toBe(
      [
        'maze 4×4, 4 moves (D L R U), start 0,0, goal 3,3',
        '',
        'S###',
        '*.#.',
        '**##',
        '#**G',
        '',
        'Shortest path: 6 steps (7 cells explored)',
        'Directions: DDRDRR',
        '',
      ].join('\n'),
    );
  });

  it('answers in JSON with the keys the command line promises', async () => {
    const { code, answer } = await json(['maze', 'maze.json', '--json'], { 'maze.json': TWO_PATHS });
    expect(code).toBe(0);
    expect(answer).toMatchObject({
      puzzle: 'maze',
      solvable: true,
      moves: 6,
      path: [
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 1],
        [3, 1],
        [3, 2],
        [3, 3],
      ],
      directions: 'DDRDRR',
      maze: { rows: 4, columns: 4, start: [0, 0], goal: [3, 3], moveSet: 4 },
    });
  });

  it('--first --moves 2: the textbook backtracking and its solution matrix', async () => {
    const run = await runCli(['maze', 'maze.txt', '--first', '--moves', '2'], {
      files: { 'maze.txt': TEXTBOOK },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Directions: DRDDRR\nSolution matrix:\n1 0 0 0\n1 1 0 0\n0 1 0 0\n0 1 1 1\n',
    );
    const { answer } = await json(['maze', 'maze.txt', '--first', '--moves', '2', '--json'], {
      'maze.txt': TEXTBOOK,
    });
    expect(answer).toMatchObject({
      solvable: true,
      moves: 6,
      directions: 'DRDDRR',
      matrix: [
        [1, 0, 0, 0],
        [1, 1, 0, 0],
        [0, 1, 0, 0],
        [0, 1, 1, 1],
      ],
    });
  });

  it('--all streams every path in dictionary order, and --limit stops it', async () => {
    const files = { 'open.txt': '111\n111\n111\n' };
    const all = await json(['maze', 'open.txt', '--all', '--json'], files);
    expect(all.answer.count).toBe(12);
    expect(all.answer.complete).toBe(true);
    expect(all.answer.paths).toEqual([...all.answer.paths].sort());
    expect(all.answer.paths[0]).toBe('DDRR');
    expect(all.answer).toMatchObject({ puzzle: 'maze', solvable: true, moves: 4, directions: 'DDRR' });
    const text = await runCli(['maze', 'open.txt', '--all', '--limit', '3'], { files });
    expect(text.stdout).toBe('DDRR\nDDRURD\nDDRUURDD\n(3 paths shown: stopped at --limit 3)\n');
    const limited = await json(['maze', 'open.txt', '--all', '--limit', '3', '--json'], files);
    expect(limited.answer).toMatchObject({
      paths: ['DDRR', 'DDRURD', 'DDRUURDD'],
      count: 3,
      complete: false,
    });
  });

  it('--all lists 1,000 paths on a terminal by default, and says how to get more', async () => {
    const files = { 'open12.txt': '111111111111\n'.repeat(12) };
    const shown = await runCli(['maze', 'open12.txt', '--all'], { files, stdoutIsTTY: true });
    expect(shown.code).toBe(0);
    const paths = shown.stdout.split('\n').filter((line) => /^[DLRU]+$/.test(line));
    expect(paths).toHaveLength(1000);
    // The first 1,000 in dictionary order, as --limit 1000 lists them.
    const limited = await runCli(['maze', 'open12.txt', '--all', '--limit', '1000'], { files });
    expect(limited.stdout.split('\n').filter((line) => /^[DLRU]+$/.test(line))).toEqual(paths);
    expect(shown.stdout).toContain(
      '\n(1000 paths shown: stopped at 1,000, the default on a terminal; --limit k lists k)\n',
    );
  });

  it('--all counts the paths first and refuses at once a listing longer than its budget', async () => {
    const files = { 'open.txt': '111\n111\n111\n', 'open8.txt': '11111111\n'.repeat(8) };
    // 789,360,053,252 paths of at least 14 letters each: the first 10^6 of them (the default
    // limit) need more letters than 10^7.
    const huge = await runCli(['maze', 'open8.txt', '--all', '--budget', '1e7'], { files });
    expect(huge).toMatchObject({ code: 2, stdout: '' });
    expect(huge.stderr).toBe(
      'boardpath: this maze has 789,360,053,252 paths from the start to the goal: listing the first 10^6 (the default limit) would write more than 1e7 letters, the work budget: --count counts them, --limit k lists the first k (raise it with --budget)\n',
    );
    // 8 moves: 447,544,629 paths on an open 5×5 maze, counted by mates before anything is listed.
    const king = await runCli(['maze', 'm.txt', '--all', '--moves', '8', '--budget', '1e6'], {
      files: { 'm.txt': '11111\n'.repeat(5) },
    });
    expect(king.stderr).toMatch(/^boardpath: this maze has 447,544,629 paths from the start/);
    // The 3×3 maze's 12 paths need at least 12 × 5 letters and write 76: a budget between the two
    // passes the count and stops the listing once the letters pass it.
    const written = (await runCli(['maze', 'open.txt', '--all'], { files })).stdout
      .split('\n')
      .filter((line) => /^[DLRU]+$/.test(line))
      .reduce((sum, line) => sum + line.length + 1, 0);
    expect(written).toBe(76);
    expect((await runCli(['maze', 'open.txt', '--all', '--budget', '59'], { files })).stderr).toMatch(
      /^boardpath: this maze has 12 paths from the start to the goal: listing them would write more than 5\.9e1 letters/,
    );
    const stopped = await runCli(['maze', 'open.txt', '--all', '--budget', '70'], { files });
    expect(stopped.code).toBe(2);
    expect(stopped.stderr).toBe(
      'boardpath: the paths listed passed 7e1 letters, the work budget: the paths grow exponentially with the grid, --count counts them, --limit k lists the first k (raise it with --budget)\n',
    );
    expect((await runCli(['maze', 'open.txt', '--all', '--budget', '76'], { files })).code).toBe(0);
    // Too wide to count quickly: its shortest paths alone, counted in linear time, are too many.
    const wide = await runCli(['maze', 'open30.txt', '--all', '--budget', '1e7'], {
      files: { 'open30.txt': '1'.repeat(30).concat('\n').repeat(30) },
    });
    expect(wide.stderr).toMatch(
      /^boardpath: this maze has more than 3\.0e16 paths from the start to the goal \(its shortest ones alone\): listing the first 10\^6/,
    );
    // With --limit, no count and no refusal: the first k of them.
    const some = await runCli(['maze', 'open8.txt', '--all', '--limit', '2'], { files });
    expect(some.stdout).toBe(
      'DDDDDDDRRRRRRR\nDDDDDDDRRRRRRULLLLLURRRRRRDD\n(2 paths shown: stopped at --limit 2)\n',
    );
  });

  it('--all stops at 10^6 paths unless --limit says otherwise, and says so', slow, async () => {
    // An open 6×6 maze has 1,262,816 paths (4 moves): the listing stops after the millionth.
    const files = { 'open6.txt': '111111\n'.repeat(6) };
    const text = await runCli(['maze', 'open6.txt', '--all'], { files });
    const lines = text.stdout.split('\n');
    expect(text.code).toBe(0);
    expect(lines.length).toBe(1_000_002);
    expect(lines.slice(0, 1_000_000).every((line) => /^[DLRU]{10,35}$/.test(line))).toBe(true);
    expect(lines.slice(-2)).toEqual([
      '(1000000 paths shown: stopped at 10^6, the default limit; --limit k lists k)',
      '',
    ]);
  });

  it('--all ends its JSON whole when the work budget stops the listing', async () => {
    // Twelve paths need 76 letters with their line ends: a budget of 70 stops at the tenth or so.
    const stopped = await runCli(['maze', 'open.txt', '--all', '--budget', '70', '--json'], {
      files: { 'open.txt': '111\n111\n111\n' },
    });
    expect(stopped.code).toBe(2);
    expect(stopped.stderr).toMatch(/^boardpath: the paths listed passed 7e1 letters, the work budget/);
    const answer = JSON.parse(stopped.stdout);
    expect(answer.complete).toBe(false);
    expect(answer.paths.length).toBe(answer.count);
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.count).toBeLessThan(12);
  });

  it('--count is exact and a decimal string, and equals the number of --all paths', async () => {
    const files = { 'open.txt': '111\n111\n111\n' };
    for (const moves of ['2', '4', '8']) {
      const count = await json(['maze', 'open.txt', '--count', '--moves', moves, '--json'], files);
      const all = await json(['maze', 'open.txt', '--all', '--moves', moves, '--json'], files);
      expect(typeof count.answer.count).toBe('string');
      expect(count.answer.count).toBe(String(all.answer.count));
    }
    const text = await runCli(['maze', 'open.txt', '--count'], { files });
    expect(text.stdout).toBe('12 paths from the start to the goal (4 moves, no cell twice)\n');
  });

  it('--count with 2 moves answers an open 1000×1000 grid at once', async () => {
    const row = '1'.repeat(1000);
    const { answer } = await json(['maze', 'big.txt', '--count', '--moves', '2', '--json'], {
      'big.txt': `${row}\n`.repeat(1000),
    });
    let binomial = 1n; // C(1998, 999): choose which 999 of the 1998 steps go down
    for (let k = 1n; k <= 999n; k++) binomial = (binomial * (999n + k)) / k;
    expect(answer.count).toBe(binomial.toString());
  });

  it('--start and --goal move the ends; S and G in ASCII art set them', async () => {
    const moved = await json(['maze', 'maze.json', '--start', '1,1', '--goal', '2,0', '--json'], {
      'maze.json': TWO_PATHS,
    });
    expect(moved.answer).toMatchObject({ moves: 2, directions: 'DL', maze: { start: [1, 1], goal: [2, 0] } });
    const art = await json(['maze', 'maze.txt', '--json'], { 'maze.txt': '#.G\n.S#\n' });
    expect(art.answer).toMatchObject({
      moves: 2,
      directions: 'UR',
      path: [
        [1, 1],
        [0, 1],
        [0, 2],
      ],
    });
  });

  it('8 moves use the letters b n u y for the diagonals', async () => {
    const { answer } = await json(['maze', 'm.txt', '--moves', '8', '--json'], {
      'm.txt': '1 0 0\n0 1 0\n0 0 1\n',
    });
    expect(answer.directions).toBe('nn');
  });

  it('no path (a blocked start included) exits 1, not 2', async () => {
    const wall = await runCli(['maze', 'm.txt'], { files: { 'm.txt': '1 0\n1 0\n' } });
    expect(wall.code).toBe(1);
    expect(wall.stdout).toContain('No path from the start to the goal: the goal is blocked.');
    const blocked = await json(['maze', 'm.txt', '--json'], { 'm.txt': '0 1\n1 1\n' });
    expect(blocked).toMatchObject({
      code: 1,
      answer: { solvable: false, moves: null, path: null, directions: null },
    });
    const none = await json(['maze', 'm.txt', '--all', '--json'], { 'm.txt': '1 0\n0 1\n' });
    expect(none).toMatchObject({ code: 1, answer: { paths: [], count: 0 } });
    const zero = await json(['maze', 'm.txt', '--count', '--json'], { 'm.txt': '1 0\n0 1\n' });
    expect(zero).toMatchObject({ code: 1, answer: { count: '0' } });
  });

  it('start = goal: zero steps and one empty path', async () => {
    const files = { 'm.txt': '1 1\n1 1\n' };
    const shortest = await json(['maze', 'm.txt', '--start', '0,1', '--goal', '0,1', '--json'], files);
    expect(shortest).toMatchObject({ code: 0, answer: { moves: 0, directions: '', path: [[0, 1]] } });
    const all = await json(['maze', 'm.txt', '--start', '0,1', '--goal', '0,1', '--all', '--json'], files);
    expect(all.answer).toMatchObject({ paths: [''], count: 1 });
  });

  it('reads standard input with -', async () => {
    const run = await runCli(['maze', '-', '--json'], { stdin: 'S.\n.G\n' });
    expect(JSON.parse(run.stdout)).toMatchObject({ moves: 2, directions: 'DR' });
  });

  it.each([
    [
      ['maze', 'm.txt'],
      { 'm.txt': '1 1 1\n1 1\n' },
      'boardpath: m.txt:2:4: row 1 has 2 cells but row 0 has 3: a maze is rectangular; a maze is 0/1 rows',
    ],
    [['maze', 'm.txt'], { 'm.txt': '1 1\n1 x\n' }, 'boardpath: m.txt:2:3: unexpected "x"'],
    [
      ['maze', 'm.txt'],
      { 'm.txt': '\n' },
      'boardpath: m.txt: the input is empty: expected a maze; a maze is 0/1 rows',
    ],
    [['maze', 'm.txt'], { 'm.txt': 'S.\nS.\n' }, 'boardpath: m.txt:2:1: a second S'],
    [['maze', 'm.txt'], { 'm.txt': 'G.\n.G\n' }, 'boardpath: m.txt:2:2: a second G'],
    [
      ['maze', 'm.txt', '--start', '5,0'],
      { 'm.txt': '1 1\n1 1\n' },
      'boardpath: the start 5,0 is outside the 2×2 maze (rows 0…1, columns 0…1)\n',
    ],
    [
      ['maze', 'm.txt', '--goal', '0,2'],
      { 'm.txt': '1 1\n1 1\n' },
      'boardpath: the goal 0,2 is outside the 2×2 maze',
    ],
    [
      ['maze', 'm.txt', '--moves', '6'],
      { 'm.txt': '1' },
      "boardpath: option '--moves <n>' argument '6' is invalid",
    ],
    [
      ['maze', 'm.txt', '--all', '--count'],
      { 'm.txt': '1' },
      'boardpath: choose one of --first, --all and --count, not --all and --count\n',
    ],
    [['maze', 'm.txt', '--limit', '2'], { 'm.txt': '1' }, 'boardpath: --limit applies to --all\n'],
    [['maze', 'missing.txt'], {}, 'boardpath: cannot read missing.txt: no such file\n'],
  ])('bad input %j exits 2 with one line', async (argv, files, message) => {
    const run = await runCli(argv, { files });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toContain(message);
  });

  it('count equals the number of --all paths on random small mazes (4 moves)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.constantFrom('0', '1', '1'), { minLength: 3, maxLength: 3 }), {
          minLength: 3,
          maxLength: 4,
        }),
        async (rows) => {
          const files = { 'm.txt': rows.map((row) => row.join(' ')).join('\n') };
          const count = JSON.parse(
            (await runCli(['maze', 'm.txt', '--count', '--json'], { files })).stdout,
          ).count;
          const all = JSON.parse((await runCli(['maze', 'm.txt', '--all', '--json'], { files })).stdout);
          expect(count).toBe(String(all.paths.length));
        },
      ),
      { numRuns: 60 },
    );
  });
  it('finds its counting thread beside the bundled command (a real process, --count --threads 2)', () => {
    const open = Array.from({ length: 11 }, () => '.'.repeat(11)).join('\n');
    const { two, one } = bundledOnThreads('maze', open, ['--count']);
    expect(two.stderr).toBe('');
    expect(JSON.parse(two.stdout).count).toBe('1568758030464750013214100');
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
  });
});
