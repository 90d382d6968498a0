import { describe, expect, it } from 'vitest';
import { parseSnakes } from '../puzzles/snakes/board/formats.js';
import { jumpsOf } from '../puzzles/snakes/board/board.js';
import { refereeMoments } from '../puzzles/snakes/design/markov.test-util.js';
import { runCli } from './run-cli.test-util.js';
import { slow } from '../slow.test-util.js';

// The referee's mean and sd of a board in the board notation the command printed.
function refereeOf(notation: string, end: 'exact' | 'bounce' | 'overshoot' = 'exact') {
  const board = parseSnakes(notation);
  const jumps = new Map(jumpsOf(board).map(({ from, to }) => [from, to]));
  const { mean, variance } = refereeMoments({ last: board.last, faces: board.faces, end, jumps });
  return { mean, sd: Math.sqrt(variance) };
}

describe('boardpath design', () => {
  it('prints the board in the board notation, drawn, each target beside the figure reached', async () => {
    const run = await runCli(['design', '--mean', '40', '--sd', '25', '--seed', 'cli']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^A board of 100 squares with \d+ ladders? and \d+ snakes?, die 1–6, end rule exact:$/,
    );
    expect(lines[1]).toMatch(/^\{"squares": 100, "ladders": \{.*\}, "snakes": \{.*\}\}$/);
    expect(lines[3]).toMatch(/^ 100 +99[↑↓]? +98/);
    expect(run.stdout).toMatch(/^mean 40 ± 0\.1 +(39\.9\d\d|40\.0\d\d|40\.100) +met$/m);
    expect(run.stdout).toMatch(/^sd 25 ± 0\.5 +\d+\.\d{3} +met$/m);
    expect(run.stdout).toMatch(/^Every target met \([\d,]+ boards tried, \d+ restarts?, seed "cli"\)\.$/m);
    const figures = refereeOf(lines[1]);
    expect(Math.abs(figures.mean - 40)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(figures.sd - 25)).toBeLessThanOrEqual(0.5);
  });

  it('shows a seed of terminal controls escaped', async () => {
    const run = await runCli(['design', '--mean', '40', '--time', '1', '--seed', 'a\u202eb\u009bc\u001b[2J']);
    expect(run.stdout).toContain('seed "a\\u202eb\\u009bc\\u001b[2J")');
  });

  it('prints one JSON object: board, figures, targets, met', async () => {
    const run = await runCli([
      'design',
      '--size',
      '8',
      '--mean',
      '30',
      '--fewest',
      '4',
      '--within',
      '60:90%',
      '--players',
      '3',
      '--fair',
      '2%',
      '--end',
      'bounce',
      '--ladders',
      '3..6',
      '--snakes',
      '2..6',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(Object.keys(json)).toEqual(['board', 'end', 'figures', 'targets', 'met', 'search']);
    expect(json.met).toBe(true);
    expect(json.board.squares).toBe(64);
    const ladders = Object.keys(json.board.ladders).length;
    const snakes = Object.keys(json.board.snakes).length;
    expect(ladders).toBeGreaterThanOrEqual(3);
    expect(ladders).toBeLessThanOrEqual(6);
    expect(snakes).toBeGreaterThanOrEqual(2);
    expect(snakes).toBeLessThanOrEqual(6);
    expect(Object.keys(json.figures)).toEqual(['mean', 'sd', 'fewest', 'within', 'seats', 'seatsBound']);
    expect(json.figures.seatsBound).toBe(false);
    expect(json.search).toMatchObject({ cut: null, seed: 'boardpath' });
    expect(json.figures.fewest).toBe(4);
    expect(json.targets.within).toMatchObject({ throws: 60, chance: 0.9, bound: false, met: true });
    expect(json.figures.within).toBeGreaterThanOrEqual(0.9);
    expect(json.figures.seats).toHaveLength(3);
    expect(json.targets.mean).toMatchObject({ target: 30, tolerance: 0.1, met: true, off: 0 });
    expect(json.targets.fair).toMatchObject({ players: 3, spread: 0.02, met: true, bound: false });
    const figures = refereeOf(JSON.stringify(json.board), 'bounce');
    expect(figures.mean).toBeCloseTo(json.figures.mean, 8);
  });

  it('exits 1 with the best board and how far it misses when its budget is spent, the same every time', async () => {
    // Not refused (the proven floor at that mean is an sd of 0.68), but no board the search saw
    // spreads less than 9 throws.
    const args = ['design', '--mean', '45', '--sd', '3', '--budget', '3e6', '--seed', 'again'];
    const run = await runCli(args);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^sd 3 ± 0\.5 +\d+\.\d{3} +missed, off by \d+\.\d{3} throws$/m);
    expect(run.stdout).toMatch(
      /^The best board found misses \(.*\): a larger --budget may reach the targets/m,
    );
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json.met).toBe(false);
    expect(json.targets.sd.off).toBeGreaterThan(1);
    expect(json.search).toMatchObject({ cut: 'budget', seed: 'again' });
    expect(json.search.work).toBeGreaterThanOrEqual(3e6);
    // The budget, not the clock, ends it: the same board, byte for byte, run after run.
    for (let again = 0; again < 3; again++) expect(await runCli(args)).toEqual(run);
  });

  it('says so when the time bound cuts the search before its budget', async () => {
    const run = await runCli(['design', '--mean', '45', '--sd', '3', '--time', '0.05', '--budget', '1e13']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^The time bound cut the search before its budget was spent \(.*\): another run may stop on another board; a longer --time lets the budget decide\.$/m,
    );
    const json = JSON.parse(
      (await runCli(['design', '--mean', '45', '--sd', '3', '--time', '0.05', '--budget', '1e13', '--json']))
        .stdout,
    );
    expect(json.search.cut).toBe('time');
  });

  // A distribution of seconds, cut by its budget: a slow one.
  it('marks a fairness known only by bounds, the seats as the least they can be', slow, async () => {
    // A game of some 400,000 throws: the distribution is cut long before its end.
    const args = ['design', '--squares', '400', '--faces', '2', '--snakes', '12', '--ladders', '0'];
    args.push('--mean', '1000000', '--fair', '0.01', '--budget', '1');
    const run = await runCli(args);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^2 seats within 1% of fair +1: at least \d+\.\d%, 2: at least \d+\.\d% +not known$/m,
    );
    expect(run.stdout).toMatch(
      /^\(the seats' chances are bounds: the game's distribution was cut short with \d+\.\d% of games undecided\)$/m,
    );
    const json = JSON.parse((await runCli([...args, '--json'])).stdout);
    expect(json.figures.seatsBound).toBe(true);
    expect(json.targets.fair).toMatchObject({ bound: true, met: false, off: 0 });
    const [one, two] = json.figures.seats as number[];
    // The least the largest distance from a fair half can be, with 1 - one - two undecided.
    expect(json.targets.fair.figure).toBeCloseTo(
      Math.max(0, one - 0.5, two - 0.5, 0.5 - one - (1 - one - two), 0.5 - two - (1 - one - two)),
      12,
    );
  });

  it('exits 2 at once for a request no board can meet, with the range', async () => {
    const run = await runCli(['design', '--mean', '0.5']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'boardpath: no board of 100 squares with 0 to 12 ladders and 0 to 12 snakes (die 1–6, end rule exact) has a mean of 0.5 throws: its mean lies from 1.000 throws up (with snakes, nothing bounds it above)\n',
    );
    const noSnakes = await runCli(['design', '--mean', '300', '--snakes', '0']);
    expect(noSnakes.code).toBe(2);
    expect(noSnakes.stderr).toMatch(/its mean lies from [\d.]+ to 3\d\.\d{3} throws\n$/);
  });

  it('exits 2 at once, without searching an hour, for the requests the proven bounds rule out', async () => {
    for (const [args, message] of [
      [
        ['--mean', '45', '--sd', '0'],
        'has a standard deviation of 0 throws (± 0.5) with a mean of 45 throws (± 0.1): with such a mean it lies from 0.681 throws up',
      ],
      [
        ['--mean', '150', '--sd', '5'],
        'has a standard deviation of 5 throws (± 0.5) with a mean of 150 throws (± 0.1): with such a mean it lies from 7.063 throws up',
      ],
      [['--mean', '2', '--ladders', '0..2'], 'has a mean of 2 throws: its mean lies from 2.998 throws up'],
      [['--within', '2:90%', '--ladders', '0..3'], 'ends within 2 throws with a chance of 90%: at most 75%'],
      [['--fewest', '12', '--mean', '10'], 'taking exactly 12 throws at fewest has a mean of 10 throws'],
      [
        ['--mean', '10', '--fair', '0.5%'],
        "with a mean of at most 10.100 throws is fair to 2 players within 0.5%: some seat's chance differs from 1/2 by at least 2.3%",
      ],
    ] as const) {
      const run = await runCli(['design', ...args, '--time', '3600']);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
      expect(run.stderr.split('\n')).toHaveLength(2);
    }
  });

  it('searches a target whose tolerance reaches the proven range', async () => {
    // sd 0 ± 1 allows 0.68, the floor at a mean of 45: not refused; missed, exit 1.
    const run = await runCli([
      'design',
      '--mean',
      '45',
      '--sd',
      '0',
      '--tol',
      'mean:0.1,sd:1',
      '--time',
      '0.3',
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^sd 0 ± 1 +\d+\.\d{3} +missed/m);
  });

  it('refuses bad options with one line', async () => {
    for (const [args, message] of [
      [['--ladders', '5..2'], /--ladders <a\.\.b>.*expected a count such as 5, or a range such as 3\.\.8/],
      [['--within', '50'], /--within <t:p>.*expected THROWS:CHANCE/],
      [['--within', '50:120%'], /expected THROWS:CHANCE/],
      [['--fair', 'x'], /expected a chance such as 0\.02 or 2%/],
      [['--tol', 'mean=1'], /expected a number of throws for both, or mean:X,sd:Y/],
      [['--size', '40'], /--size <n>.*expected a whole number from 2 to 20/],
      [['--squares', '1000', '--mean', '300'], /--squares <n>.*expected a whole number from 2 to 400/],
      [['--end', 'wrap'], /--end.*Allowed choices are exact, bounce, overshoot/],
      [[], /a design needs a target: mean, sd, within, fewest or fair/],
      [
        ['--size', '5', '--squares', '30', '--mean', '9'],
        /give the size \(n × n squares\) or the squares, not both/,
      ],
    ] as const) {
      const run = await runCli(['design', ...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(message);
      expect(run.stderr.split('\n')).toHaveLength(2);
    }
  });

  it('takes tolerances for the mean and the sd', async () => {
    const run = await runCli(['design', '--mean', '50', '--sd', '30', '--tol', 'mean:0.01,sd:2', '--json']);
    const json = JSON.parse(run.stdout);
    expect(json.targets.mean.tolerance).toBe(0.01);
    expect(json.targets.sd.tolerance).toBe(2);
    expect(Math.abs(json.figures.mean - 50)).toBeLessThanOrEqual(0.01);
  });
});
