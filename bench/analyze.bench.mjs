// Snakes and Ladders, the real game: expected throws on a 1,000,000-square board with 100,000 snakes and ladders.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chainReach, expectedThrows, parseSnakes, snakesChain, throwDistribution } from '../dist/index.js';
import { bestOf, bin, randomBoardJson, report, root, runCommand, seeded } from './lib.mjs';

const squares = 1_000_000;
const jumps = 100_000;
const text = randomBoardJson(squares, jumps, 42);
const dir = mkdtempSync(join(tmpdir(), 'boardpath-analyze-'));
const file = join(dir, 'board.json');
writeFileSync(file, text);
console.log(`  board: ${squares.toLocaleString('en')} squares, ${jumps.toLocaleString('en')} snakes and ladders, seed 42, exact end rule`);

const board = parseSnakes(text);
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
rmSync(dir, { recursive: true, force: true });
