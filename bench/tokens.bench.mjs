// The two-token puzzle: n×n grids of labels 1…9 from a fixed seed, the whole command as a user runs it,
// on one thread and on two (--threads 1 | 2) side by side. BOARDPATH_TOKENS_SIZES=64,100 picks the
// sizes. n = 200 (minutes) is in tokens200.bench.mjs, run only when asked: npm run bench -- tokens200.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTokens, solveTokens } from '../dist/index.js';
import { bestOf, report } from './lib.mjs';
import { randomGridText, timeTokens } from './tokens-lib.mjs';

const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;

{
  const sizes = (process.env.BOARDPATH_TOKENS_SIZES ?? '50,64,100,128').split(',').map(Number);
  // The targets: n = 50 under 1 s, n = 64 under 0.5 s, n = 100 under 3 s and 600 MB, n = 128 under 10 s.
  const targets = { 50: { ms: 1000 }, 64: { ms: 500 }, 100: { ms: 3000, mb: 600 }, 128: { ms: 10000 } };
  // Wall times suffer when other work shares the two cores (and a second thread needs a free core):
  // the load average before each size, and the search's own CPU time (in process, parse excluded), say how much.
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-tokens-'));
  for (const n of sizes) {
    const file = join(dir, `grid-${n}.txt`);
    writeFileSync(file, randomGridText(n, 42));
    const runs = n <= 64 ? 3 : 1;
    console.log(`  n = ${n} (${(n ** 4).toLocaleString('en')} states, seed 42), best of ${runs}, ${load()}`);
    const one = timeTokens(file, ['--threads', '1'], runs);
    const two = timeTokens(file, ['--threads', '2'], runs);
    if (!one || !two) continue;
    const { answer } = one;
    console.log(
      `    ${answer.solvable ? `${answer.moves} moves` : 'no solution'}, ${answer.explored.toLocaleString('en')} states expanded; same answer on 2 threads: ${two.stdout === one.stdout ? 'yes' : 'NO'}`,
    );
    report(`n = ${n} whole command, 1 thread`, one.ms, 'ms');
    report(`n = ${n} whole command, 2 threads`, two.ms, 'ms', targets[n]?.ms);
    console.log(
      `  ${`n = ${n} speed-up on 2 threads`.padEnd(34)} ${(one.ms / two.ms).toFixed(2).padStart(9)} ×`,
    );
    report(`n = ${n} peak memory, 1 thread`, one.peakMB, 'MB');
    report(`n = ${n} peak memory, 2 threads`, two.peakMB, 'MB', targets[n]?.mb);
    const board = parseTokens(readFileSync(file, 'utf8'));
    const search = bestOf(runs, () => {
      const started = process.cpuUsage();
      solveTokens(board);
      return { ms: process.cpuUsage(started).user / 1000 };
    });
    report(`n = ${n} search CPU time, 1 thread`, search.ms, 'ms');
    if (n <= 64) {
      const queue = timeTokens(file, ['--method', 'queue'], runs);
      if (queue) report(`n = ${n} whole command, queue of states`, queue.ms, 'ms');
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
