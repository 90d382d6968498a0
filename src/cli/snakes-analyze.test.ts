import { describe, expect, it } from 'vitest';
import { progressLine, type ProgressWords } from './progress-words.js';
import { bundledOnThreads } from './bundled.test-util.js';
import { runCli } from './run-cli.test-util.js';
import { slow } from '../slow.test-util.js';
import { runAnalysis, throwsProgress } from './snakes-analyze.js';
import { parseSnakes } from '../puzzles/snakes/board/formats.js';
import { NO_PAINT } from '../puzzles/snakes/board/draw-board.js';
import { MemoryLedger } from './ledger.js';

/** A board-format JSON board of `squares` squares with about `jumps` snakes and ladders (seeded). */
function bigBoard(squares: number, jumps: number, seed: number): string {
  const ladders: Record<string, number> = {};
  const snakes: Record<string, number> = {};
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < jumps; i++) {
    const from = 2 + (next() % (squares - 2));
    const to = 1 + (next() % (squares - 1));
    if (from === to || from in ladders || from in snakes) continue;
    (to > from ? ladders : snakes)[from] = to;
  }
  return JSON.stringify({ squares, ladders, snakes });
}

describe('boardpath snakes --analyze', () => {
  it('prints the classic figures, percentiles, chances and a bar chart', async () => {
    const run = await runCli(['snakes', 'classic', '--analyze']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Expected throws: 39.225');
    expect(run.stdout).toContain('Median: 32   Mode: 22   Minimum: 7');
    expect(run.stdout).toContain('Percentiles: 10%: 15  25%: 22  50%: 32  75%: 50  90%: 72  99%: 128');
    expect(run.stdout).toContain(
      'Chance to finish within 10 throws: 2.2%, 20 throws: 22.3%, 50 throws: 75.9%, 100 throws: 96.9%',
    );
    expect(run.stdout).toMatch(/31–36 {2}█+▉? 11\.4% ← median/);
    expect(run.stdout).not.toContain('\u001b['); // not a terminal: no colour
  });

  it('colours the chart with --color', async () => {
    const run = await runCli(['snakes', 'classic', '--analyze', '--color']);
    expect(run.stdout).toContain('\u001b[32m█');
  });

  it('gives an analysis object with --json, the plain answer beside it', async () => {
    const run = await runCli(['snakes', 'classic', '--analyze', '--json', '--percentiles', '50,95']);
    const answer = JSON.parse(run.stdout);
    expect(answer).toMatchObject({ puzzle: 'snakes', moves: 7 });
    const a = answer.analysis;
    expect(a.expected).toBeCloseTo(39.225122308, 8);
    expect(a).toMatchObject({ median: 32, mode: 22, minimum: 7, end: 'exact', finite: true, complete: true });
    expect(a.percentiles).toEqual({ '50': 32, '95': 89 });
    expect(Object.keys(a.within)).toEqual(['10', '20', '50', '100']);
    expect(a.distribution[7]).toBeGreaterThan(0);
    expect(a.distribution[6]).toBe(0);
    expect(a.distribution.reduce((x: number, y: number) => x + y, 0)).toBeCloseTo(1, 8);
  });

  it('adds seats, rounds and throws with --players, and the end rule with --end', async () => {
    const run = await runCli(['snakes', 'classic', '--players', '2', '--end', 'bounce', '--json']);
    const a = JSON.parse(run.stdout).analysis;
    expect(a.end).toBe('bounce');
    expect(a.expected).toBeCloseTo(43.3245974417, 8);
    expect(a.seats).toHaveLength(2);
    expect(a.seats[0] + a.seats[1]).toBeCloseTo(1, 9);
    expect(a.rounds).toBeGreaterThan(20);
    expect(a.throws).toBeGreaterThan(a.rounds);
    const text = await runCli(['snakes', 'classic', '--players', '3']);
    expect(text.stdout).toMatch(
      /3 players \(seat 1 throws first\), chance to win — seat 1: [\d.]+% {2}seat 2: [\d.]+% {2}seat 3: [\d.]+%/,
    );
    expect(text.stdout).toMatch(/expected length: [\d.]+ rounds, [\d.]+ throws in all/);
  });

  it('gives the exact fraction with --exact', async () => {
    const run = await runCli(['snakes', 'classic', '--exact', '--json']);
    const exact = JSON.parse(run.stdout).analysis.exact;
    expect(exact.decimal.startsWith('39.2251223082349')).toBe(true);
    expect(Number((BigInt(exact.numerator) * 10n ** 12n) / BigInt(exact.denominator))).toBe(39225122308234);
    const text = await runCli(['snakes', 'example-30', '--exact']);
    expect(text.stdout).toMatch(/Exactly: \d+\/\d+ = 14\.3236087057669/);
  });

  it('ranks the snakes and ladders with --importance and counts visits', async () => {
    const run = await runCli(['snakes', 'classic', '--importance', '--json']);
    const a = JSON.parse(run.stdout).analysis;
    expect(a.importance[0]).toMatchObject({ kind: 'ladder', from: 80, to: 100 });
    expect(a.visits).toHaveLength(101);
    expect(a.visits[0]).toBeCloseTo(1, 9);
    const text = await runCli(['snakes', 'classic', '--importance']);
    expect(text.stdout).toMatch(/ladder 80→100\s+58\.991\s+\+19\.766/);
    expect(text.stdout).toContain('Most visited squares');
  });

  it('reports an endless game clearly', async () => {
    const files = {
      'trap.json': '{"squares": 6, "faces": 2, "ladders": {"1": 5}, "snakes": {"3": 2, "4": 2}}',
    };
    const run = await runCli(['snakes', 'trap.json', '--analyze'], { files });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Expected throws: infinite — from square 2, which the token can reach, the last square cannot be reached.',
    );
    expect(run.stdout).toContain('Chance to finish at all: 50%');
    const json = JSON.parse(
      (await runCli(['snakes', 'trap.json', '--analyze', '--json'], { files })).stdout,
    ).analysis;
    expect(json).toMatchObject({ finite: false, expected: null, trap: 2, median: null });
    const plain = await runCli(['snakes', 'trap.json'], { files });
    expect(plain.stdout).toContain(
      'With a fair die the real game may never end: from square 2 the last square cannot be reached.',
    );
  });

  it('shows the real game under the fewest-throws answer, and leaves the plain --json alone', async () => {
    const run = await runCli(['snakes']);
    expect(run.stdout).toContain('Fewest throws: 7');
    expect(run.stdout).toContain('With a fair die the real game takes 39.2 throws on average (median 32)');
    const json = JSON.parse((await runCli(['snakes', '--json'])).stdout);
    expect(json.analysis).toBeUndefined();
  });

  // It spends its budget of about a second, and more on a loaded machine: a slow one.
  it(
    'gives the lines on the real game of a paste of many boards one budget, about a second',
    slow,
    async () => {
      // A 30×30 board whose snakes all lead back to square 2: each line takes all its work (0.1 s).
      const long = Array.from({ length: 30 }, (_, r) =>
        Array.from({ length: 30 }, (_, c) => ((r * 7 + c) % 97 === 5 ? 2 : -1)),
      );
      const paste = (board: unknown, count: number) =>
        Array.from(
          { length: count },
          (_, k) => `Example ${k + 1}:\nInput: board = ${JSON.stringify(board)}\n`,
        ).join('\n');
      const lines = (stdout: string) =>
        stdout.split('\n').filter((line) => line.includes('the real game')).length;
      const slowRun = await runCli(['snakes', 'p.txt'], { files: { 'p.txt': paste(long, 40) } });
      expect(slowRun.stdout.match(/^Example \d+:/gm)).toHaveLength(40);
      expect(lines(slowRun.stdout)).toBeGreaterThan(0);
      expect(lines(slowRun.stdout)).toBeLessThanOrEqual(10);
      // Small boards take little of it: every one has its line.
      const quick = [
        [-1, -1],
        [-1, -1],
      ];
      const quickRun = await runCli(['snakes', 'p.txt'], { files: { 'p.txt': paste(quick, 40) } });
      expect(lines(quickRun.stdout)).toBe(40);
    },
  );

  it.each([
    [['--players', '0'], /--players.*expected a whole number from 1 to 1,000, not "0"/],
    [['--faces', '1', '--analyze'], /at least 2 faces/],
    [['--percentiles', '10,101'], /--percentiles.*from 0 to 100/],
    [['--percentiles', '-5'], /--percentiles/],
    // A value of 400 digits is echoed cut short, in a line of a normal length.
    [['--percentiles', '9'.repeat(400)], /\(not "9{24}…"\)\.\n$/],
    [['--percentiles', '10,,50'], /--percentiles/],
    [['--end', 'wrap'], /--end.*exact, bounce, overshoot/],
  ])('refuses %j with one line and status 2', async (args, message) => {
    const run = await runCli(['snakes', 'classic', ...args]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it("keeps the solver's own errors", async () => {
    const run = await runCli(['snakes', 'nope.json', '--analyze']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^boardpath: /);
  });

  it('gives the same analysis on one or two threads (--threads 1 | 2 | auto), and refuses other counts', async () => {
    const files = { 'big.json': bigBoard(40_000, 3000, 9) };
    const one = await runCli(['snakes', 'big.json', '--analyze', '--json', '--threads', '1'], { files });
    const two = await runCli(
      ['snakes', 'big.json', '--analyze', '--json', '--threads', '2', '--end', 'bounce'],
      { files },
    );
    const oneBounce = await runCli(
      ['snakes', 'big.json', '--analyze', '--json', '--threads', '1', '--end', 'bounce'],
      { files },
    );
    const auto = await runCli(['snakes', 'big.json', '--analyze', '--json', '--threads', 'auto'], { files });
    expect(one.code).toBe(0);
    expect(JSON.parse(two.stdout)).toEqual(JSON.parse(oneBounce.stdout));
    expect(JSON.parse(auto.stdout)).toEqual(JSON.parse(one.stdout));
    const bad = await runCli(['snakes', 'classic', '--analyze', '--threads', '3']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^boardpath: .*--threads.*'3'.*\n$/);
    expect(await runCli(['snakes', 'classic', '--threads', '2'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'boardpath: --threads applies to --analyze\n',
    });
  });

  // Two analyses of a board big enough to split its throws between threads, each in a process of
  // its own: seconds, so a slow one.
  it(
    'finds its distribution worker beside the bundled command (a real process, --analyze --threads 2)',
    slow,
    () => {
      const { two, one } = bundledOnThreads('snakes', bigBoard(60_000, 4000, 3), ['--analyze']);
      expect(two.stderr).toBe('');
      expect(two.status).toBe(0);
      expect(JSON.parse(two.stdout)).toEqual(JSON.parse(one.stdout));
    },
  );

  it("takes the distribution's work budget from --budget, and refuses a bad one", async () => {
    const short = await runCli(['snakes', 'classic', '--budget', '6000', '--json']);
    const a = JSON.parse(short.stdout).analysis;
    expect(a.complete).toBe(false);
    expect(a.median).toBeNull();
    // The median the full distribution gives (32) lies within the bounds the cut one gives instead.
    expect(a.bounds.percentiles['50'].low).toBeLessThanOrEqual(32);
    expect(a.bounds.percentiles['50'].high).toBeGreaterThanOrEqual(32);
    expect(a.bounds.from).toBe('moments');
    const text = await runCli(['snakes', 'classic', '--budget', '6000']);
    expect(text.stdout).toMatch(
      /The distribution covers the first \d+ throws only .*figures beyond it are given as bounds \(a larger --budget lists more\)\./,
    );
    expect(text.stdout).toMatch(/^Median: \d+–\d+ {3}Mode: > \d+ {3}Minimum: 7$/m);
    expect(text.stdout).not.toContain('—');
    const bad = await runCli(['snakes', 'classic', '--budget', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^boardpath: .*--budget.*from 1 to 1e15.*\n$/);
  });
});

describe('boardpath snakes --analyze within its limits', () => {
  // Every square but the multiples of 6 is a snake back to square 1: the game plays some 1.35e13 throws.
  const snakes: Record<string, number> = {};
  for (let square = 2; square < 100; square++) if (square % 6 !== 0) snakes[square] = 1;
  const files = { 'longgame100.json': JSON.stringify({ squares: 100, snakes }) };

  it('stops the distribution of a game that plays for ever, saying what it would need', async () => {
    const run = await runCli(
      ['snakes', 'longgame100.json', '--analyze', '--budget', '1e15', '--max-memory', '100MB'],
      { files },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Expected throws: 13,527,708,');
    expect(run.stdout).toContain(
      "the game's distribution needs about 2.8e14 throws to cover all but 1e-9 of its probability; the memory limit allows 2.6e6, so it stops here. The chances listed are exact; the figures beyond them are given as bounds.",
    );
    // No dash: the median lies past the throws listed, and below what Cantelli's inequality allows.
    expect(run.stdout).toMatch(/^Median: 524,289–\d{2}(,\d{3}){4} {3}Mode: > \d+ {3}Minimum: 17$/m);
    expect(run.stdout).not.toContain('—');
  });

  it("counts the players' figures and the JSON of each throw against --max-memory before it grows", async () => {
    const limit = 10 * 2 ** 20;
    const run = await runCli(
      ['snakes', 'longgame100.json', '--players', '8', '--budget', '1e15', '--max-memory', '10MB', '--json'],
      { files },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const a = JSON.parse(run.stdout).analysis;
    expect(a).toMatchObject({ complete: false, cut: 'memory', players: 8 });
    expect(a.needed.throws).toBeGreaterThan(2e14);
    // Each throw listed: the list's 40 bytes, the players' 8 + 8 × 40, the JSON's 64.
    expect(a.needed.allowed).toBe(Math.floor((limit - 600 * 102) / (40 + 8 + 8 * 40 + 64)) - 1);
    expect(a.throwsDistribution.length).toBe((a.distribution.length - 1) * 8 + 1);
  });

  it('gives the seats a chance to have won by the throws listed, and the expected length as bounds, when cut short', async () => {
    const run = await runCli(['snakes', 'classic', '--players', '2', '--budget', '6000']);
    expect(run.stdout).toContain(
      '2 players (seat 1 throws first), chance to win within the throws listed — seat 1: 8.3%',
    );
    expect(run.stdout).toMatch(
      /^expected length: [\d.]+ to [\d.]+ rounds, [\d.]+ to [\d.]+ throws in all \(bounds: the distribution is cut short\)$/m,
    );
    // The JSON holds no sum over the throws listed as if it were the whole: null, and the bounds,
    // which hold the full distribution's figures (26.331 rounds, 52.154 throws).
    const json = JSON.parse(
      (await runCli(['snakes', 'classic', '--players', '2', '--budget', '6000', '--json'])).stdout,
    ).analysis;
    expect(json.rounds).toBeNull();
    expect(json.throws).toBeNull();
    expect(json.roundsBounds.low).toBeLessThan(26.331);
    expect(json.roundsBounds.high).toBeGreaterThan(26.331);
    expect(json.throwsBounds.low).toBeLessThan(52.154);
    expect(json.throwsBounds.high).toBeGreaterThan(52.154);
  });
});

describe('the progress line of the distribution', () => {
  it('says how many throws the game needs once the chance in play has shown it', () => {
    const lines: string[] = [];
    const progress = throwsProgress(
      (words: ProgressWords) => (a, b) => lines.push(progressLine(words, a, b, 3)),
    );
    progress?.(100, 100);
    progress?.(512, 2.8e14);
    expect(lines).toEqual([
      'searching: 100 throws computed, 3 s',
      'searching: 512 throws computed of about 280,000,000,000,000 the game needs, 3 s',
    ]);
    expect(throwsProgress(undefined)).toBeUndefined();
  });
});

describe('the progress of every step of the analysis', () => {
  it('reports the sweeps of the expected-throws and spread solves before the first throw', async () => {
    const reports: string[] = [];
    const board = parseSnakes(bigBoard(20_000, 3000, 9));
    await runAnalysis(board, { analyze: true }, NO_PAINT, {
      ledger: new MemoryLedger(2 ** 30),
      progress: (words) => (a, b) => void reports.push(progressLine(words, a, b, 1)),
    });
    const firstThrow = reports.findIndex((line) => line.includes('throws computed'));
    expect(reports[0]).toMatch(
      /^searching: expected throws and spread: 1 sweeps over the board, [\d,]+ squares snakes lead back to, 1 s$/,
    );
    expect(firstThrow).toBeGreaterThan(10);
    expect(reports.slice(0, firstThrow).every((line) => line.includes('sweeps over the board'))).toBe(true);
  });
});
