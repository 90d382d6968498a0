// Snakes and Ladders, the real game: expected throws on a 1,000,000-square board with 100,000 snakes and ladders,
// then the distribution and the whole command on one thread against two (`node bench/analyze.bench.mjs threads`
// runs only that part).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { parseSnakes } from '../dist/index.js';
import { chainReach } from '../dist/puzzles/snakes/analysis/reach.js';
import { expectedThrows } from '../dist/puzzles/snakes/analysis/expected.js';
import { snakesChain } from '../dist/puzzles/snakes/analysis/chain.js';
import { throwDistribution } from '../dist/puzzles/snakes/analysis/distribution.js';
import { throwDistributionAsync } from '../dist/puzzles/snakes/analysis/distribution-threads.js';
import { bestOf, bin, randomBoardJson, report, root, runCommand } from './lib.mjs';

const squares = 1_000_000;
const jumps = 100_000;
const text = randomBoardJson(squares, jumps, 42);
const dir = mkdtempSync(join(tmpdir(), 'boardpath-analyze-'));
const file = join(dir, 'board.json');
writeFileSync(file, text);
console.log(
  `  board: ${squares.toLocaleString('en')} squares, ${jumps.toLocaleString('en')} snakes and ladders, seed 42, exact end rule`,
);

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
  report(
    `distribution, ${distribution.probabilities.length - 1} throws (budget)`,
    performance.now() - started,
    'ms',
  );
  const whole = bestOf(2, () => runCommand(['snakes', file, '--analyze', '--json']));
  if (whole.status !== 0) console.log(`  the command failed: ${whole.stderr}`);
  else console.log(`  the command says: expected ${JSON.parse(whole.stdout).analysis.expected}`);
  report('whole command (snakes FILE --analyze --json)', whole.ms, 'ms', 5000);
  // The same command once more, for its CPU time (user + system) as the child itself counts it.
  const cpuFile = join(dir, 'cpu');
  spawnSync(
    process.execPath,
    ['--import', join(root, 'bench', 'cpu-hook.mjs'), bin, 'snakes', file, '--analyze', '--json'],
    {
      env: { ...process.env, BOARDPATH_CPU_FILE: cpuFile, NO_COLOR: '1' },
      maxBuffer: 1 << 30,
    },
  );
  report('  … its CPU time', Number(readFileSync(cpuFile, 'utf8')), 'ms');
  report('whole command peak memory', whole.peakMB, 'MB');
}

// One thread against two: the distribution in process (the same budget, so the same answer), then the
// whole command. Runs alternate, so both see the same neighbours; best of the repeats.
console.log(
  '\n  one thread against two (throwDistribution / throwDistributionAsync, snakes FILE --analyze --threads 1 | 2):',
);
const chain = snakesChain(board);
const reach = chainReach(chain);
const same = (a, b) =>
  a.probabilities.length === b.probabilities.length &&
  a.probabilities.every((p, i) => Object.is(p, b.probabilities[i])) &&
  a.visits.every((v, i) => Object.is(v, b.visits[i]));
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
for (const budget of ['5e7', '3e8']) {
  const command = (threads) =>
    runCommand(['snakes', file, '--analyze', '--json', '--budget', budget, '--threads', threads]);
  let wholeOne;
  let wholeTwo;
  for (let repeat = 0; repeat < 2; repeat++) {
    const a = command('1');
    const b = command('2');
    if (!wholeOne || a.ms < wholeOne.ms) wholeOne = a;
    if (!wholeTwo || b.ms < wholeTwo.ms) wholeTwo = b;
  }
  if (wholeOne.status !== 0 || wholeTwo.status !== 0)
    console.log(`  the command failed: ${wholeOne.stderr}${wholeTwo.stderr}`);
  console.log(
    `  whole command --budget ${budget}: --threads 1 ${wholeOne.ms.toFixed(0)} ms (${wholeOne.peakMB.toFixed(0)} MB), --threads 2 ${wholeTwo.ms.toFixed(0)} ms (${wholeTwo.peakMB.toFixed(0)} MB), ` +
      `${(wholeOne.ms / wholeTwo.ms).toFixed(2)}×; ${wholeOne.stdout === wholeTwo.stdout ? 'the same JSON' : 'DIFFERENT JSON'}`,
  );
}
// For scale, the machine's own two-thread figure: the same fixed loop (random updates in a 4 MB table)
// on one worker, then on two at once (as bench/count.bench.mjs does).
const loop = `const table = new Int32Array(1 << 20); let x = 1;
  for (let i = 0; i < 4e7; i++) { x = (Math.imul(x, 0x9e3779b1) + 1) | 0; table[(x >>> 8) & 0xfffff] += i; }
  require('node:worker_threads').parentPort.postMessage(table[7]);`;
const onWorkers = async (count) => {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) =>
          new Worker(loop, { eval: true }).once('message', resolve).once('error', reject),
        ),
    ),
  );
  return performance.now() - started;
};
const loopOne = Math.min(await onWorkers(1), await onWorkers(1));
const loopTwo = Math.min(await onWorkers(2), await onWorkers(2));
console.log(
  `  for scale, the machine itself: a fixed loop takes ${loopOne.toFixed(0)} ms on one thread, two copies ${loopTwo.toFixed(0)} ms on two: ${((2 * loopOne) / loopTwo).toFixed(2)}× the work per second`,
);
console.log(
  `  (load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')})`,
);
rmSync(dir, { recursive: true, force: true });
