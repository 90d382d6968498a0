// Shared by the benchmarks: run the real command as a user would, and report time and peak memory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = join(root, 'bin', 'boardpath.js');
const rssHook = join(root, 'bench', 'rss-hook.mjs');

/** A line describing the machine, printed by every benchmark. */
export function machine() {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/**
 * Runs `node bin/boardpath.js ...args` once and returns the wall time (ms, whole process, start-up
 * included), the child's peak resident memory (MB), its exit status and output.
 */
export function runCommand(args, { input } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-bench-'));
  const rssFile = join(dir, 'rss');
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--import', rssHook, bin, ...args], {
    input,
    env: { ...process.env, BOARDPATH_RSS_FILE: rssFile, NO_COLOR: '1' },
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  let peakMB = NaN;
  try {
    peakMB = Number(readFileSync(rssFile, 'utf8')) / 1024;
  } catch {
    // No figure: the child died before its exit hook wrote one.
  }
  rmSync(dir, { recursive: true, force: true });
  return { ms, peakMB, status: child.status, stdout: child.stdout, stderr: child.stderr };
}

/** Best of `repeat` runs (least disturbed by the rest of the machine). */
export function bestOf(repeat, run) {
  let best;
  for (let i = 0; i < repeat; i++) {
    const result = run();
    if (!best || result.ms < best.ms) best = result;
  }
  return best;
}

/** A small, fast, seeded generator (mulberry32), so every benchmark input is the same each run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Prints one result row and whether it met its target. */
export function report(label, value, unit, target) {
  const ok =
    target === undefined
      ? ''
      : value <= target
        ? `  (target < ${target} ${unit}: met)`
        : `  (target < ${target} ${unit}: MISSED)`;
  console.log(`  ${label.padEnd(34)} ${value.toFixed(unit === 'MB' ? 0 : 1).padStart(9)} ${unit}${ok}`);
}

/** A board of `squares` squares with `jumps` snakes and ladders at distinct squares, from a fixed seed. */
export function randomBoardJson(squares, jumps, seed) {
  const random = seeded(seed);
  const taken = new Uint8Array(squares + 1);
  const ladders = [];
  const snakes = [];
  while (ladders.length + snakes.length < jumps) {
    const from = 2 + Math.floor(random() * (squares - 2)); // 2 … squares-1: never the start or the last
    const to = 1 + Math.floor(random() * squares);
    if (taken[from] || to === from) continue;
    taken[from] = 1;
    (to > from ? ladders : snakes).push(`"${from}":${to}`);
  }
  return `{"squares":${squares},"ladders":{${ladders.join(',')}},"snakes":{${snakes.join(',')}}}`;
}
