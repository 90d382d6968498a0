// The two-token puzzle: n×n grids of labels 1…9 from a fixed seed, whole command as a user runs it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bestOf, report, runCommand, seeded } from './lib.mjs';

/** An n×n grid of labels 1…9 in the plain rows format, from a fixed seed. */
export function randomGridText(n, seed) {
  const random = seeded(seed);
  const rows = [];
  for (let r = 0; r < n; r++) rows.push(Array.from({ length: n }, () => 1 + Math.floor(random() * 9)).join(' '));
  return rows.join('\n') + '\n';
}

// BOARDPATH_TOKENS_SIZES=50,100 picks sizes (the big ones take a while on a shared machine).
const sizes = (process.env.BOARDPATH_TOKENS_SIZES ?? '50,100').split(',').map(Number);
const targets = { 50: { ms: 1000 }, 64: { ms: 500 }, 100: { ms: 30000, mb: 1536 }, 128: { ms: 10000 } };
const dir = mkdtempSync(join(tmpdir(), 'boardpath-tokens-'));
for (const n of sizes) {
  const file = join(dir, `grid-${n}.txt`);
  writeFileSync(file, randomGridText(n, 42));
  const runs = n <= 64 ? 3 : 1;
  const whole = bestOf(runs, () => runCommand(['tokens', file, '--json']));
  if (whole.status !== 0 && whole.status !== 1) console.log(`  the command failed: ${whole.stderr}`);
  const answer = whole.status <= 1 ? JSON.parse(whole.stdout) : {};
  console.log(`  n = ${n}: ${(n ** 4).toLocaleString('en')} states, labels 1…9, seed 42: ${answer.solvable ? `${answer.moves} moves` : 'no solution'}, ${answer.explored?.toLocaleString('en')} states explored (best of ${runs})`);
  report(`n = ${n} whole command (tokens --json)`, whole.ms, 'ms', targets[n]?.ms);
  report(`n = ${n} peak memory`, whole.peakMB, 'MB', targets[n]?.mb);
}
rmSync(dir, { recursive: true, force: true });
