// Snakes and Ladders, the real game: expected throws on a 1,000,000-square board with 100,000 snakes and ladders,
// then the distribution and the whole command on one thread against two (`node bench/analyze.bench.mjs threads`
// runs only that part).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainReach, expectedThrows, parseSnakes, snakesChain, throwDistribution, throwDistributionAsync } from '../dist/index.js';
import { bestOf, bin, randomBoardJson, report, root, runCommand, seeded } from './lib.mjs';

const squares = 1_000_000;
const jumps = 100_000;
const text = randomBoardJson(squares, jumps, 42);
const dir = mkdtempSync(join(tmpdir(), 'boardpath-analyze-'));
const file = join(dir, 'board.json');
writeFileSync(file, text);
console.log(`  board: ${squares.toLocaleString('en')} squares, ${jumps.toLocaleString('en')} snakes and ladders, seed 42, exact end rule`);

const board = parseSnakes(text);
const onlyThreads = process.argv.includes('threads');
if (!onlyThreads) {
  const solve = bestOf(2, () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const chain = snakesChain(board);
    const reach = chainReach(chain);
    const solved = expectedThrows(chain, reach);
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpu: (used.user + used.system) / 1000, solved, reach };
  });
  const { solved } = solve;
  console.log(
    `  expected throws ${solved.expected.toFixed(6)} (relative error < ${solved.residual.toExponential(1)}), ` +
      `${solved.iterations} GMRES iterations on ${solved.reduced.toLocaleString('en')} snake tails, ${solve.reach.count.toLocaleString('en')} squares reached`,
  );
  report('expected throws (in process)', solve.ms, 'ms', 5000);
  report('  … its CPU time', solve.cpu, 'ms');
  const started = performance.now();
  const distribution = throwDistribution(snakesChain(board), solve.reach);
  report(`distribution, ${distribution.probabilities.length - 1} throws (budget)`, performance.now() - started, 'ms');
  const whole = bestOf(2, () => runCommand(['snakes', file, '--analyze', '--json']));
  if (whole.status !== 0) console.log(`  the command failed: ${whole.stderr}`);
  else console.log(`  the command says: expected ${JSON.parse(whole.stdout).analysis.expected}`);
  report('whole command (snakes FILE --analyze --json)', whole.ms, 'ms', 5000);
  // The same command once more, for its CPU time (user + system) as the child itself counts it.
  const cpuFile = join(dir, 'cpu');
  spawnSync(process.execPath, ['--import', join(root, 'bench', 'cpu-hook.mjs'), bin, 'snakes', file, '--analyze', '--json'], {
    env: { ...process.env, BOARDPATH_CPU_FILE: cpuFile, NO_COLOR: '1' },
    maxBuffer: 1 << 30,
  });
  report('  … its CPU time', Number(readFileSync(cpuFile, 'utf8')), 'ms');
  report('whole command peak memory', whole.peakMB, 'MB');
}

// One thread against two: the distribution in process (the same budget, so the same answer), then the
// whole command. Runs alternate, so both see the same neighbours; best of the repeats.
console.log('\n  one thread against two (throwDistribution / throwDistributionAsync, snakes FILE --analyze --threads 1 | 2):');
const chain = snakesChain(board);
const reach = chainReach(chain);
const same = (a, b) => a.probabilities.length === b.probabilities.length && a.probabilities.every((p, i) => Object.is(p, b.probabilities[i])) && a.visits.every((v, i) => Object.is(v, b.visits[i]));
for (const maxWork of [5e7, 3e8]) {
  let one = Infinity;
  let two = Infinity;
  let answers;
  for (let repeat = 0; repeat < 2; repeat++) {
    let started = performance.now();
    const a = throwDistribution(chain, reach, { maxWork });
    one = Math.min(one, performance.now() - started);
    started = performance.now();
    const b = await throwDistributionAsync(chain, reach, { maxWork, threads: 2 });
    two = Math.min(two, performance.now() - started);
    answers = [a, b];
  }
  const [a, b] = answers;
  console.log(
    `  distribution, budget ${maxWork.toExponential(0)} (${a.probabilities.length - 1} throws): one thread ${one.toFixed(0)} ms, two ${two.toFixed(0)} ms (worker start included), ` +
      `${(one / two).toFixed(2)}×; ${same(a, b) ? 'bit for bit the same' : 'DIFFERENT'}`,
  );
}
const command = (threads) => runCommand(['snakes', file, '--analyze', '--json', '--threads', threads]);
let wholeOne;
let wholeTwo;
for (let repeat = 0; repeat < 2; repeat++) {
  const a = command('1');
  const b = command('2');
  if (!wholeOne || a.ms < wholeOne.ms) wholeOne = a;
  if (!wholeTwo || b.ms < wholeTwo.ms) wholeTwo = b;
}
if (wholeOne.status !== 0 || wholeTwo.status !== 0) console.log(`  the command failed: ${wholeOne.stderr}${wholeTwo.stderr}`);
const sameJson = wholeOne.stdout === wholeTwo.stdout;
report('whole command, --threads 1', wholeOne.ms, 'ms');
report('whole command, --threads 2', wholeTwo.ms, 'ms');
console.log(`  speed-up ${(wholeOne.ms / wholeTwo.ms).toFixed(2)}×, peak ${wholeOne.peakMB.toFixed(0)} MB against ${wholeTwo.peakMB.toFixed(0)} MB; ${sameJson ? 'the same JSON' : 'DIFFERENT JSON'}`);
console.log(`  (load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(', ')})`);
rmSync(dir, { recursive: true, force: true });
