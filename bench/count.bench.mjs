// Exact path counting: open n×n grids corner to corner as whole commands (`maze FILE --count`, on
// one thread, two, and as `auto` picks), checked against the published counts; the cost per
// frontier state in process, on open and walled mazes, of the sorted sweep and of the hash-table
// sweep kept for engines without WebAssembly; and the count with diagonal moves, n by n until a
// count takes a minute. Times are CPU time (user + system, every thread) beside the wall time: on a
// shared machine the wall time says more about the neighbours. BOARDPATH_COUNT_MAX_N (default 14)
// is the largest open grid counted in four directions (16 takes about a minute of CPU),
// BOARDPATH_COUNT_KING_MAX_N (default 8) with diagonal moves; BOARDPATH_COUNT_RUNS (default 3) the
// runs of each command, medians taken (grids past 14 run once).
import { loadavg } from 'node:os';
import { countMazePaths, makeMaze } from '../dist/index.js';
import { hashSweepCount } from '../dist/puzzles/maze/paths/count-paths.js';
import { SortedStates } from '../dist/puzzles/maze/paths/sorted-sweep.js';
import { prepareSweep } from '../dist/puzzles/maze/paths/sweep.js';
import { countCommand, known, openGrid, randomMaze, seconds } from './count-lib.mjs';
import { median } from './lib.mjs';

const maxN = Number(process.env.BOARDPATH_COUNT_MAX_N ?? 14);
const kingMaxN = Number(process.env.BOARDPATH_COUNT_KING_MAX_N ?? 8);
const runs = Number(process.env.BOARDPATH_COUNT_RUNS ?? 3);
/** CPU-time targets of the open n×n count, one thread (ms). */
const TARGETS = { 14: 6_000, 16: 60_000 };
const load = () => `load average ${loadavg()[0].toFixed(1)}`;

/** CPU time of this process so far (ms). */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

{
  console.log(
    '  open n×n, corner to corner, whole command `maze FILE --count --json` (medians; CPU of every thread):',
  );
  console.log(
    `  ${'n'.padStart(3)}  ${'--threads 1: CPU, wall, peak'.padEnd(32)} ${'--threads 2'.padEnd(32)} ${'auto'.padEnd(20)} count`,
  );
  for (let n = 8; n <= maxN; n++) {
    const grid = openGrid(n, n);
    const times = n > 14 ? 1 : runs;
    const measured = { 1: [], 2: [], auto: [] };
    for (let round = 0; round < times; round++) {
      for (const threads of [1, 2, 'auto']) {
        const run = countCommand(grid, threads === 'auto' ? [] : ['--threads', String(threads)]);
        if (run.count === null) throw new Error(`open ${n}×${n}, --threads ${threads}: ${run.stderr}`);
        measured[threads].push(run);
      }
    }
    const cell = (list) =>
      `${seconds(median(list.map((r) => r.cpuMs)))}, ${seconds(median(list.map((r) => r.ms)))}, ${median(list.map((r) => r.peakMB)).toFixed(0)} MB`;
    const counts = new Set(Object.values(measured).flatMap((list) => list.map((r) => String(r.count))));
    const count = measured[1][0].count;
    const check =
      counts.size > 1
        ? 'THE THREADS DISAGREE'
        : count === known.A007764[n - 1]
          ? '= A007764'
          : `WRONG, A007764 says ${known.A007764[n - 1]}`;
    const cpu = median(measured[1].map((r) => r.cpuMs));
    const target =
      TARGETS[n] === undefined
        ? ''
        : `  (target < ${TARGETS[n] / 1000} s of CPU: ${cpu < TARGETS[n] ? 'met' : 'MISSED'})`;
    console.log(
      `  ${String(n).padStart(3)}  ${cell(measured[1]).padEnd(32)} ${cell(measured[2]).padEnd(32)} ${`${seconds(median(measured.auto.map((r) => r.cpuMs)))}, ${seconds(median(measured.auto.map((r) => r.ms)))}`.padEnd(20)} ${count} ${check}${target}; ${load()}`,
    );
  }
}

/**
 * The sorted sweep of count-paths.ts on one thread, in process, with the frontier states it
 * handles counted: the count, the states (summed over the cells), CPU ms.
 */
function sortedSweep(grid, start, goal) {
  const started = cpuNow();
  const sweep = prepareSweep(grid, start, goal);
  const states = SortedStates.create(sweep, 2 ** 32, false);
  let handled = 0;
  for (let row = 0; row < sweep.height; row++) {
    for (let cell = row * sweep.width; cell < (row + 1) * sweep.width; cell++) {
      if (!sweep.usable[cell]) continue;
      handled += states.size;
      states.decide(cell, () => {});
    }
    states.endRow();
  }
  return { count: states.total(false), handled, cpuMs: cpuNow() - started };
}

/** The hash-table sweep on the same maze: the count and CPU ms. */
function hashSweep(grid, start, goal) {
  const started = cpuNow();
  const count = hashSweepCount(prepareSweep(grid, start, goal), 2 ** 32, {}, Infinity);
  return { count, cpuMs: cpuNow() - started };
}

{
  console.log('\n  per frontier state, in process, one thread (CPU; the hash-table sweep beside it):');
  const middle = [7 * 14 + 4, 7 * 14 + 10];
  const mazes = [
    ['open 12×12', openGrid(12, 12), 0, 143],
    ['open 13×13', openGrid(13, 13), 0, 168],
    ['20×20, 72% open, seed 1', randomMaze(20, 20, 0.72, 1, 0, 399), 0, 399],
    ['14×14, 80% open, seed 1', randomMaze(14, 14, 0.8, 1, 0, 195), 0, 195],
    ['20×14, 80% open, seed 3', randomMaze(20, 14, 0.8, 3, 0, 279), 0, 279],
    ['14×14, 90% open, seed 4', randomMaze(14, 14, 0.9, 4, 0, 195), 0, 195],
    ['14×14, 80% open, middle to middle', randomMaze(14, 14, 0.8, 5, ...middle), ...middle],
    ['14×14, 90% open, middle to middle', randomMaze(14, 14, 0.9, 6, ...middle), ...middle],
  ];
  console.log(
    `  ${'maze'.padEnd(36)} ${'states'.padStart(12)} ${'sorted'.padStart(10)} ${'a state'.padStart(9)} ${'hash'.padStart(10)} ${'a state'.padStart(9)}  ratio`,
  );
  for (const [label, grid, start, goal] of mazes) {
    const sorted = sortedSweep(grid, start, goal);
    const hash = hashSweep(grid, start, goal);
    if (sorted.count !== hash.count) throw new Error(`${label}: sorted ${sorted.count}, hash ${hash.count}`);
    const each = (ms) => `${((ms * 1e6) / sorted.handled).toFixed(0)} ns`;
    console.log(
      `  ${label.padEnd(36)} ${sorted.handled.toLocaleString('en').padStart(12)} ${`${sorted.cpuMs.toFixed(0)} ms`.padStart(10)} ${each(sorted.cpuMs).padStart(9)} ${`${hash.cpuMs.toFixed(0)} ms`.padStart(10)} ${each(hash.cpuMs).padStart(9)}  ${(hash.cpuMs / sorted.cpuMs).toFixed(1)}×  (${sorted.count} paths)`,
    );
  }
  console.log(`  (${load()})`);
}

{
  console.log(
    '\n  with diagonal moves (8), open n×n corner to corner, in process (CPU), up to a minute a count:',
  );
  for (let n = 5; n <= kingMaxN; n++) {
    const started = cpuNow();
    const count = countMazePaths(makeMaze(n, n, new Uint8Array(n * n).fill(1)), {
      moves: 8,
      maxWork: 1e12,
      maxMemory: 2 ** 32,
    });
    const cpuMs = cpuNow() - started;
    const check =
      count === known.A140518[n - 1] ? '= A140518' : `WRONG, A140518 says ${known.A140518[n - 1]}`;
    console.log(`  ${String(n).padStart(3)}  ${seconds(cpuMs).padStart(10)}  ${count} ${check}; ${load()}`);
    if (cpuMs > 60_000) break;
  }
}
