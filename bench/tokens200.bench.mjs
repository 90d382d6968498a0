// The two-token puzzle at n = 200 (1.6·10^9 states; the target: possible within 8 GB): one run of the
// whole command on two threads, which takes minutes, so only when asked: npm run bench -- tokens200.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { report } from './lib.mjs';
import { randomGridText, timeTokens } from './tokens-lib.mjs';

if (!process.argv.slice(2).some((word) => word.includes('tokens200'))) {
  console.log('  skipped (minutes long): npm run bench -- tokens200');
} else {
  const n = Number(process.env.BOARDPATH_TOKENS_BIG ?? 200);
  const threads = process.env.BOARDPATH_TOKENS_THREADS ?? '2';
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-tokens-'));
  const file = join(dir, `grid-${n}.txt`);
  writeFileSync(file, randomGridText(n, 42));
  console.log(
    `  n = ${n} (${(n ** 4).toLocaleString('en')} states, seed 42), --threads ${threads}, one run, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  const run = timeTokens(file, ['--threads', threads], 1);
  if (run) {
    console.log(
      `    ${run.answer.solvable ? `${run.answer.moves} moves` : 'no solution'}, ${run.answer.explored.toLocaleString('en')} states expanded`,
    );
    report(`n = ${n} whole command, ${threads} thread${threads === '1' ? '' : 's'}`, run.ms, 'ms');
    report(`n = ${n} peak memory`, run.peakMB, 'MB', 8192);
  }
  rmSync(dir, { recursive: true, force: true });
}
