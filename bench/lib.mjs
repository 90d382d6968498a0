// Shared by the benchmarks: run the real command as a user would, and report time and peak memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

const timed = existsSync('/usr/bin/time') && existsSync('/bin/bash');
// bash's `time` gives the CPU time to the millisecond (and counts /usr/bin/time's own millisecond or
// so); /usr/bin/time the peak memory. `limits`: ulimit options set first (`-v 4194304`: 4 GiB of
// address space), for programs that might take the machine.
const TIMES = 'TIMEFORMAT="%3U %3S"; time /usr/bin/time -f %M "$@"';

/**
 * Runs `command args` once as a whole process: its wall time (ms), CPU time (ms, user + system,
 * every thread; the wall time where bash or /usr/bin/time is missing), peak memory (MB, NaN
 * likewise), exit status, standard output and error. The way the side-by-side benchmarks measure
 * both sides alike: on a shared machine the wall time says more about the neighbours.
 */
export function runTimed(command, args, { limits = '' } = {}) {
  const started = performance.now();
  const child = timed
    ? spawnSync('/bin/bash', ['-c', `${limits && `ulimit ${limits}; `}${TIMES}`, 'time', command, ...args], {
        encoding: 'utf8',
        maxBuffer: 1 << 30,
      })
    : spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = performance.now() - started;
  const result = {
    ms,
    cpuMs: ms,
    peakMB: NaN,
    status: child.status,
    stdout: child.stdout,
    stderr: child.stderr,
  };
  if (!timed) return result;
  // The last two lines are the timers'; before them, what the program wrote on its standard error.
  const lines = child.stderr.trimEnd().split('\n');
  const [user, system] = (lines.at(-1) ?? '').split(' ').map(Number);
  const peak = Number(lines.at(-2));
  return {
    ...result,
    cpuMs: (user + system) * 1000,
    peakMB: peak / 1024,
    stderr: lines.slice(0, -2).join('\n'),
  };
}

/** The median of `values`. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
