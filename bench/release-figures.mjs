// The last release's figures (bench/last-release.json), against which a benchmark's run says
// which workloads got slower. A figure is kept per workload and yardstick: boardpath's CPU time,
// the yardstick's (a C++ program run beside it in the same run) and their ratio. The ratio is what
// is compared: on a shared machine both programs' times move with the load, their ratio far less.
// BOARDPATH_BENCH_RECORD=FILE writes the run's figures to FILE instead, for the next release.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** How much slower than the last release a workload may get before the benchmark says so. */
export const SLOWER_BY = 0.1;

const file = join(root, 'bench', 'last-release.json');
const release = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
const recorded = {};

/**
 * Compares one workload's figures (`cpuMs` boardpath's, `yardstickMs` the yardstick's, CPU time
 * medians of the same run) with the last release's under the same `key`, and keeps them for
 * `recordRelease`. Returns the line to print.
 */
export function againstRelease(key, { cpuMs, yardstickMs }) {
  const ratio = cpuMs / yardstickMs;
  recorded[key] = {
    cpuMs: round(cpuMs),
    yardstickMs: round(yardstickMs),
    ratio: round(ratio, 4),
    load: round(loadavg()[0], 2),
  };
  const last = release?.workloads[key];
  if (!last) return `no figure of the last release for ${key}`;
  const change = ratio / last.ratio - 1;
  const words =
    change > SLOWER_BY
      ? `SLOWER by ${percent(change)}`
      : change > 0
        ? `${percent(change)} slower, within ${percent(SLOWER_BY)}`
        : `${percent(-change)} faster`;
  return (
    `against the last release (${release.release}, ${release.commit}): ${words}` +
    ` (ratio ${last.ratio.toFixed(3)}× → ${ratio.toFixed(3)}×; boardpath's CPU ${last.cpuMs} → ${round(cpuMs)} ms` +
    ` at load ${last.load} → ${recorded[key].load})`
  );
}

/** With BOARDPATH_BENCH_RECORD=FILE, writes every figure kept so far to FILE, as last-release.json holds them. */
export function recordRelease(bench) {
  const target = process.env.BOARDPATH_BENCH_RECORD;
  if (!target) return;
  const previous = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')) : {};
  const figures = {
    release:
      process.env.BOARDPATH_BENCH_RELEASE ?? JSON.parse(readFileSync(join(root, 'package.json'))).version,
    commit: process.env.BOARDPATH_BENCH_COMMIT ?? 'unknown',
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    how: `npm run bench -- ${bench}: CPU time (user + system) of whole processes, medians of alternated runs`,
    workloads: { ...previous.workloads, ...recorded },
  };
  writeFileSync(target, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`  figures written to ${target}`);
}

function round(value, digits = 1) {
  return Number(value.toFixed(digits));
}

function percent(fraction) {
  return `${(100 * fraction).toFixed(0)}%`;
}
