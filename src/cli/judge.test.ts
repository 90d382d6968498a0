import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.test-util.js';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'boardpath-judge-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('boardpath judge', () => {
  it('prints the smallest failing board, both answers, the solution, the replay line, and saves the board', async () => {
    const saved = join(folder, 'failing.json');
    const solution = fixture('snakes_no_flip.py');
    const run = await runCli(['judge', 'snakes', '--solution', solution, '--seed', 'cli', '--save', saved]);
    expect(run).toMatchObject({ code: 1, stderr: '' });
    expect(run.stdout).toBe(
      [
        'case 2 fails with a wrong answer (seed cli, 1 case passed before it)',
        'shrunk 11 times to a 4×4 board, 1-minimal (no jump removed or shortened, nor a row and a column less, fails the same way):',
        '',
        '  [[-1,-1,-1,-1],[-1,-1,-1,-1],[10,-1,-1,-1],[-1,-1,-1,-1]]',
        '',
        'expected: 3',
        'got:      2',
        '',
        "boardpath's shortest solution:",
        '',
        '  Snakes and Ladders (leetcode format): squares 1–16, die 1–6, start on square 1',
        '',
        '  [16 ] 15   14   13',
        '    9  [10 ] 11   12',
        '    8↑   7    6    5',
        '  [ 1 ][ 2 ]  3    4',
        '',
        '  ladders ↑ 8→10',
        '  snakes  ↓ none',
        '',
        '  Fewest throws: 3 (8 squares explored)',
        '  throw 1: 1 → lands on 2',
        '  throw 2: 6 → lands on 8, ladder to 10',
        '  throw 3: 6 → lands on 16',
        '',
        `replay: boardpath judge snakes --seed cli --case 2 --solution ${solution}`,
        `saved:  ${saved}`,
        '',
      ].join('\n'),
    );
    expect(readFileSync(saved, 'utf8')).toBe('[[-1,-1,-1,-1],[-1,-1,-1,-1],[10,-1,-1,-1],[-1,-1,-1,-1]]\n');
  });

  it('answers in one JSON object with --json', async () => {
    const run = await runCli([
      'judge',
      'maze',
      '--solution',
      fixture('rat_long_paths_cut.py'),
      '--seed',
      'cli',
      '--save',
      join(folder, 'rat.json'),
      '--json',
    ]);
    expect(run).toMatchObject({ code: 1, stderr: '' });
    const open3 = [
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ];
    expect(JSON.parse(run.stdout)).toEqual({
      cases: 8,
      passed: 7,
      failure: {
        kind: 'wrong',
        board: open3,
        input: `${JSON.stringify([open3, 3])}\n`,
        expected: 'DDRR DDRURD DDRUURDD DRDR DRRD DRURDD RDDR RDLDRR RDRD RRDD RRDLDR RRDLLDRR',
        got: 'DDRR DRDR DRRD RDDR RDRD RRDD',
        detail: null,
        seed: 'cli',
        case: 8,
        shrinks: 2,
        minimal: 'no wall opened, nor a row and a column less',
      },
      seed: 'cli',
      saved: join(folder, 'rat.json'),
    });
  });

  it('judges every small board first with --exhaustive, and replays with it', async () => {
    const solution = fixture('rat_long_paths_cut.py');
    const run = await runCli([
      'judge',
      'maze',
      '--exhaustive',
      '9',
      '--seed',
      'e',
      '--no-save',
      '--solution',
      solution,
    ]);
    expect(run).toMatchObject({ code: 1, stderr: '' });
    // The rat's boards are square, of sides 2 and more: the 16 of 2×2 pass, the open 3×3 fails.
    expect(run.stdout).toMatch(
      /^board 17 of the 528 of at most 9 cells fails with a wrong answer \(16 boards passed before it, fewer cells first: no smaller board fails\)\n/,
    );
    expect(run.stdout).toContain(
      `replay: boardpath judge maze --exhaustive 9 --seed e --solution ${solution}\n`,
    );
  });

  it('says every case passed, every small board first, and exits with 0', async () => {
    // Every 2×2 board (25, with every jump placement) is judged before the random cases.
    const run = await runCli([
      'judge',
      'snakes',
      '--cases',
      '50',
      '--seed',
      'ok',
      '--solution',
      fixture('snakes_correct.py'),
    ]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(
      /^every board of at most 4 cells \(25\) and 50 cases judged, all passed \(seed ok\), in \d+\.\d s\n$/,
    );
    const fiveCases = ['judge', 'snakes', '--cases', '5', '--seed', 'ok', '--json'];
    // Through the driver, one process for all the boards: a command would start one per board.
    const program = ['--solution', fixture('snakes_correct.py')];
    const json = await runCli([...fiveCases, ...program]);
    expect(JSON.parse(json.stdout)).toEqual({
      cases: 5,
      passed: 5,
      failure: null,
      seed: 'ok',
      exhaustive: { cells: 4, boards: 25 },
    });
    // --exhaustive 0: the random cases alone.
    const bare = await runCli([...fiveCases, '--exhaustive', '0', ...program]);
    expect(JSON.parse(bare.stdout)).toEqual({ cases: 5, passed: 5, failure: null, seed: 'ok' });
  });

  it('judges the smallest boards first by default, and replays them without a case number', async () => {
    // A program that answers 2 where 1 throw is right: the first 2×2 board fails, by proof the
    // smallest; the replay finds it again by the same pass, so it names no case.
    const run = await runCli(['judge', 'snakes', '--seed', 's', '--no-save', '--', 'sh', '-c', 'echo 2']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^board 1 of the 25 of at most 4 cells fails with a wrong answer \(0 boards passed before it, fewer cells first: no smaller board fails\)\n/,
    );
    expect(run.stdout).toContain("replay: boardpath judge snakes --seed s -- sh -c 'echo 2'\n");
    // Sizes that leave out the smallest boards leave no pass; nor do boards made to order.
    for (const extra of [
      ['--size', '3..5'],
      ['--fewest', '2'],
    ]) {
      const json = await runCli([
        'judge',
        'snakes',
        '--seed',
        's',
        '--cases',
        '3',
        '--json',
        ...extra,
        '--',
        'python3',
        fixture('snakes_stdin.py'),
      ]);
      expect(JSON.parse(json.stdout)).toEqual({ cases: 3, passed: 3, failure: null, seed: 's' });
    }
  });

  it('replays with the options that made the board, the command quoted for a shell', async () => {
    const run = await runCli([
      'judge',
      'snakes',
      '--size',
      '2..4',
      '--time-limit',
      '0.5',
      '--seed',
      'it is',
      '--exhaustive',
      '0',
      '--no-shrink',
      '--save',
      join(folder, 'echo.json'),
      '--',
      'sh',
      '-c',
      "echo 'two'",
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `replay: boardpath judge snakes --size 2..4 --time-limit 0.5 --seed 'it is' --case 1 -- sh -c 'echo '\\''two'\\'''\n`,
    );
    expect(run.stdout).toMatch(/\nan? \d+×\d+ board, not shrunk:\n/);
  });

  it("takes the generator's options for boards made to order, and replays with them", async () => {
    const solution = fixture('snakes_forever.py');
    const run = await runCli([
      'judge',
      'snakes',
      '--fewest',
      '-1',
      '--snakes',
      '6..20',
      '--time-limit',
      '0.5',
      '--seed',
      'order',
      '--no-save',
      '--solution',
      solution,
    ]);
    expect(run).toMatchObject({ code: 1, stderr: '' });
    // Every board has no way to the end: the first one times out.
    expect(run.stdout).toMatch(/^case 1 fails with a time-out \(seed order, 0 cases passed before it\)\n/);
    expect(run.stdout).toContain(
      `replay: boardpath judge snakes --fewest -1 --snakes 6..20 --time-limit 0.5 --seed order --case 1 --solution ${solution}\n`,
    );
  });

  it('never saves through a symbolic link, and says so in the report and under --json', async () => {
    const victim = join(folder, 'victim.txt');
    const link = join(folder, 'link.json');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, link);
    const args = ['judge', 'snakes', '--cases', '1', '--no-shrink', '--seed', 'l', '--save', link];
    const text = await runCli([...args, '--', 'echo', '999']);
    expect(text).toMatchObject({ code: 1, stderr: '' });
    expect(text.stdout).toContain(
      `\nnot saved: ${link}: a symbolic link, not written through (name the file it points to, or remove the link)\n`,
    );
    const json = await runCli([...args, '--json', '--', 'echo', '999']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ cases: 1, passed: 0, saved: null });
    expect(json.stderr).toBe(
      `boardpath: the failing board was not saved: ${link}: a symbolic link, not written through (name the file it points to, or remove the link)\n`,
    );
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    const saved = join(folder, 'saved.json');
    const fine = await runCli([
      'judge',
      'snakes',
      '--cases',
      '1',
      '--no-shrink',
      '--seed',
      'l',
      '--save',
      saved,
      '--json',
      '--',
      'echo',
      '999',
    ]);
    expect(JSON.parse(fine.stdout)).toMatchObject({ saved });
    expect(readFileSync(saved, 'utf8')).toMatch(/^\[\[/);
  });

  it('refuses bad usage with one line and status 2', async () => {
    const refused = async (argv: string[], line: string | RegExp) => {
      const run = await runCli(['judge', ...argv]);
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toMatch(line);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    };
    await refused(['snakes'], 'boardpath: nothing to judge: give a command after -- or --solution FILE\n');
    await refused(['snakes', '--solution', 'a.py', '--', 'true'], /not both/);
    await refused(
      ['snakes', '--mode', 'cells', '--', 'true'],
      'boardpath: mode cells is a maze question: snakes has one question\n',
    );
    await refused(['snakes', '--size', '9..2', '--', 'true'], /expected the sides as A\.\.B/);
    await refused(['snakes', '--time-limit', '0', '--', 'true'], /expected seconds above 0/);
    await refused(
      ['snakes', '--walls', '0.3', '--', 'true'],
      'boardpath: walls makes maze boards to order, not snakes: snakes boards take fewest, unique, ladders or snakes\n',
    );
    await refused(['maze', '--walls', '2', '--', 'true'], /--walls/);
    await refused(
      ['tokens', '--fewest', '99', '--size', '2..3', '--', 'true'],
      /^boardpath: no board of sides 2\.\.3 can be made to order: a 3×3 grid .* not 99 moves\n$/,
    );
    await refused(
      ['chess', '--', 'true'],
      /'chess' is invalid.*Allowed choices are snakes, maze, tokens\.\n$/,
    );
    await refused(
      ['snakes', '--', 'boardpath-no-such-program'],
      "boardpath: cannot run 'boardpath-no-such-program': no such program on the PATH\n",
    );
  });
});
