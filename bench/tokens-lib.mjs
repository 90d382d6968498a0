// Shared by the two-token benchmarks (tokens.bench.mjs, tokens200.bench.mjs).
import { bestOf, runCommand, seeded } from './lib.mjs';

/** An n×n grid of labels 1…9 in the plain rows format, from a fixed seed. */
export function randomGridText(n, seed) {
  const random = seeded(seed);
  const rows = [];
  for (let r = 0; r < n; r++)
    rows.push(Array.from({ length: n }, () => 1 + Math.floor(random() * 9)).join(' '));
  return rows.join('\n') + '\n';
}

/** The whole command on `file` (best of `runs`), or undefined with a line saying why it failed. */
export function timeTokens(file, args, runs) {
  const whole = bestOf(runs, () => runCommand(['tokens', file, '--json', ...args]));
  if (whole.status === 0 || whole.status === 1) return { ...whole, answer: JSON.parse(whole.stdout) };
  console.log(`  ${args.join(' ')}: the command failed (status ${whole.status}): ${whole.stderr}`);
  return undefined;
}
