// Exact path counting in four directions (frontier DP): in process, open n×n grids corner to corner
// and seeded random walled mazes up to 14 wide; then the whole command `maze FILE --count` with
// --threads 1 and --threads 2 side by side (`node bench/count.bench.mjs threads` runs only that).
import { spawnSync } from 'node:child_process';
import { MessageChannel, Worker } from 'node:worker_threads';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { countPathsFrontier } from '../dist/puzzles/maze/paths/count-paths.js';
import { frontierPart } from '../dist/puzzles/maze/paths/frontier-part.js';
import { prepareSweep } from '../dist/puzzles/maze/paths/sweep.js';
import { Outboxes, usableCells } from '../dist/puzzles/maze/paths/count-threads.protocol.js';
import { bin, report, root, seeded } from './lib.mjs';

/** An open `rows × columns` grid. */
function openGrid(rows, columns) {
  return { rows, columns, open: new Uint8Array(rows * columns).fill(1) };
}

/** A random maze with each cell open with chance `openChance` (start and goal always open), from a fixed seed. */
function randomMaze(rows, columns, openChance, seed, start, goal) {
  const random = seeded(seed);
  const open = new Uint8Array(rows * columns);
  for (let cell = 0; cell < open.length; cell++) open[cell] = random() < openChance ? 1 : 0;
  open[start] = 1;
  open[goal] = 1;
  return { rows, columns, open };
}

function timed(label, grid, start, goal, target, expected) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const count = countPathsFrontier(grid, start, goal);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu); // microseconds: on a shared machine, steadier than wall time
  const cpuMs = (used.user + used.system) / 1000;
  const check =
    expected === undefined ? '' : count === expected ? '  (= known value)' : `  WRONG, expected ${expected}`;
  console.log(`  ${label}: ${count}${check}  [cpu ${cpuMs.toFixed(0)} ms]`);
  report(`  ${label}`, ms, 'ms', target);
  return count;
}

/** Plain depth-first enumeration, the independent check for mazes with few enough paths. */
function enumerate({ rows, columns, open }, start, goal) {
  const visited = new Uint8Array(open.length);
  let count = 0;
  const walk = (cell) => {
    if (cell === goal) return void count++;
    visited[cell] = 1;
    const row = Math.floor(cell / columns);
    const column = cell % columns;
    if (row > 0 && open[cell - columns] && !visited[cell - columns]) walk(cell - columns);
    if (row + 1 < rows && open[cell + columns] && !visited[cell + columns]) walk(cell + columns);
    if (column > 0 && open[cell - 1] && !visited[cell - 1]) walk(cell - 1);
    if (column + 1 < columns && open[cell + 1] && !visited[cell + 1]) walk(cell + 1);
    visited[cell] = 0;
  };
  walk(start);
  return BigInt(count);
}

/** The maze seen in a mirror (columns reversed): the sweep meets its plugs in the other order. */
function mirrored({ rows, columns, open }, cell) {
  const image = new Uint8Array(open.length);
  const place = (c) => Math.floor(c / columns) * columns + (columns - 1 - (c % columns));
  for (let c = 0; c < open.length; c++) image[place(c)] = open[c];
  return [{ rows, columns, open: image }, place(cell)];
}

const threadsOnly = process.argv.includes('threads');
if (!threadsOnly) {
  timed('open 8×8', openGrid(8, 8), 0, 63, 10_000, 789360053252n);
  timed('open 10×10', openGrid(10, 10), 0, 99, 10_000, 41044208702632496804n);
  timed('open 12×12', openGrid(12, 12), 0, 143, 60_000, 182413291514248049241470885236n);
  for (const [rows, columns, chance, seed] of [
    [14, 14, 0.8, 1],
    [14, 14, 0.8, 2],
    [20, 14, 0.8, 3],
    [14, 14, 0.9, 4],
  ]) {
    const goal = rows * columns - 1;
    timed(
      `${rows}×${columns}, ${chance * 100}% open, seed ${seed}`,
      randomMaze(rows, columns, chance, seed, 0, goal),
      0,
      goal,
      10_000,
    );
  }
  {
    // Start and goal in the middle, six cells apart; checked against the mirror image.
    const start = 7 * 14 + 4;
    const goal = 7 * 14 + 10;
    const maze = randomMaze(14, 14, 0.8, 5, start, goal);
    const count = timed('14×14, 80% open, middle to middle', maze, start, goal, 10_000);
    const [image, imageStart] = mirrored(maze, start);
    const [, imageGoal] = mirrored(maze, goal);
    const again = countPathsFrontier(image, imageStart, imageGoal);
    console.log(`  its mirror image: ${again === count ? 'the same count' : `DIFFERENT: ${again}`}`);
    // The hardest kind here: nearly open, with both ends inside, so two loose ends roam the frontier.
    timed('14×14, 90% open, middle to middle', randomMaze(14, 14, 0.9, 6, start, goal), start, goal, 10_000);
  }
  {
    // Few enough paths to enumerate: the independent check on a 14-wide walled maze.
    const maze = randomMaze(14, 14, 0.65, 3, 0, 195);
    const count = timed('14×14, 65% open, seed 3', maze, 0, 195);
    const started = performance.now();
    const listed = enumerate(maze, 0, 195);
    console.log(
      `  enumeration: ${listed} in ${(performance.now() - started).toFixed(0)} ms: ${listed === count ? 'agrees' : 'DISAGREES'}`,
    );
  }
  report('peak resident memory (whole bench)', process.resourceUsage().maxRSS / 1024, 'MB');
}

/**
 * Runs `boardpath ...args` once: wall time (ms, the whole process), CPU time of all its threads
 * (ms, user + system) and peak resident memory (MB), as the child itself counts them.
 */
function runMeasured(args) {
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-count-'));
  const env = {
    ...process.env,
    BOARDPATH_RSS_FILE: join(dir, 'rss'),
    BOARDPATH_CPU_FILE: join(dir, 'cpu'),
    NO_COLOR: '1',
  };
  const hooks = ['rss-hook.mjs', 'cpu-hook.mjs'].flatMap((hook) => ['--import', join(root, 'bench', hook)]);
  const started = performance.now();
  const child = spawnSync(process.execPath, [...hooks, bin, ...args], { env, encoding: 'utf8' });
  const ms = performance.now() - started;
  const result = {
    ms,
    cpu: Number(readFileSync(join(dir, 'cpu'), 'utf8')),
    peakMB: Number(readFileSync(join(dir, 'rss'), 'utf8')) / 1024,
    status: child.status,
    stdout: child.stdout,
    stderr: child.stderr,
  };
  rmSync(dir, { recursive: true, force: true });
  return result;
}

/** A maze as text rows of 0/1 digits: `open` cells as given. */
function mazeText({ rows, columns, open }) {
  const lines = [];
  for (let row = 0; row < rows; row++)
    lines.push(Array.from(open.subarray(row * columns, (row + 1) * columns)).join(''));
  return lines.join('\n') + '\n';
}

/**
 * The machine's own two-thread speed-up, for scale: the same fixed loop (random updates in a 4 MB
 * table, as the frontier's hash tables do) once on one thread, then on two threads at once. On a
 * quiet machine with two real cores this is near 2; on a shared or hyper-threaded one it is less.
 */
async function machineSpeedup() {
  const loop = `const table = new Int32Array(1 << 20); let x = 1;
    for (let i = 0; i < 4e7; i++) { x = (Math.imul(x, 0x9e3779b1) + 1) | 0; table[(x >>> 8) & 0xfffff] += i; }
    globalThis.result = table[7];`;
  const runOnWorkers = async (count) => {
    const started = performance.now();
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise((resolve, reject) => {
            const worker = new Worker(`${loop}; require('node:worker_threads').parentPort.postMessage(0);`, {
              eval: true,
            });
            worker.once('message', resolve).once('error', reject);
          }),
      ),
    );
    return performance.now() - started;
  };
  let one = Infinity;
  let two = Infinity;
  for (let round = 0; round < 3; round++) {
    one = Math.min(one, await runOnWorkers(1));
    two = Math.min(two, await runOnWorkers(2));
  }
  return { one, two, speedup: (2 * one) / two };
}

/** CPU time of this thread so far, ms. */
function cpuNow() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The split's own cost, free of the other core's neighbours: both halves of the two-thread sweep run
 * one after the other on this thread, step by step as the threads would (spread, then fold what the
 * other sent). `work`: CPU ms of both halves together (against one thread's CPU ms: the split's extra
 * work); `critical`: the sum over steps of the slower half, what two free cores would take.
 */
function splitCost(grid, start, goal) {
  const sweep = prepareSweep(grid, start, goal);
  const cells = usableCells(sweep);
  const parts = [
    frontierPart(sweep, 2 ** 31, undefined, true),
    frontierPart(sweep, 2 ** 31, undefined, false),
  ];
  const channel = new MessageChannel();
  const outboxes = [new Outboxes(channel.port1, 2 ** 30), new Outboxes(channel.port2, 2 ** 30)];
  parts[0].split(0, outboxes[0]);
  parts[1].split(1, outboxes[1]);
  let critical = 0;
  let work = 0;
  let row = (cells[0] / sweep.width) | 0;
  for (let step = 0; step < cells.length; step++) {
    for (const now = (cells[step] / sweep.width) | 0; row < now; row++)
      for (const part of parts) part.endRow();
    const took = [0, 0];
    for (const me of [0, 1]) {
      const started = cpuNow();
      parts[me].spread(cells[step], step & 1);
      took[me] += cpuNow() - started;
    }
    const sent = parts.map((part) => [part.sent, part.limbs]);
    for (const me of [0, 1]) {
      const [entries, limbs] = sent[1 - me];
      const started = cpuNow();
      parts[me].fold(
        new Float64Array(outboxes[me].inbox(step & 1, 8 * entries * (2 + limbs)), 0, entries * (2 + limbs)),
        entries,
        limbs,
      );
      parts[me].advance();
      took[me] += cpuNow() - started;
    }
    critical += Math.max(took[0], took[1]);
    work += took[0] + took[1];
  }
  channel.port1.close();
  return { count: parts[0].total + parts[1].total, work, critical };
}

{
  console.log(
    "\n  the split's own cost: both halves run one after the other on one thread (CPU ms, best of the repeats):",
  );
  for (const [label, grid, repeat] of [
    ['open 12×12', openGrid(12, 12), 3],
    ['open 13×13', openGrid(13, 13), 2],
  ]) {
    const goal = grid.open.length - 1;
    let one = Infinity;
    let best;
    for (let round = 0; round < repeat; round++) {
      const started = cpuNow();
      const count = countPathsFrontier(grid, 0, goal);
      one = Math.min(one, cpuNow() - started);
      const split = splitCost(grid, 0, goal);
      if (split.count !== count) throw new Error(`the split counts ${split.count}, one thread ${count}`);
      if (!best || split.critical < best.critical) best = split;
    }
    console.log(
      `  ${label}: one thread ${one.toFixed(0)} ms; split, both halves ${best.work.toFixed(0)} ms (${(best.work / one).toFixed(2)}× the work), ` +
        `slower half summed over the steps ${best.critical.toFixed(0)} ms: at best ${(one / best.critical).toFixed(2)}× on two free cores`,
    );
  }
}

{
  console.log(
    '\n  whole command `maze FILE --count`, --threads 1, --threads 2 and no --threads (runs alternated, best of the repeats):',
  );
  console.log(
    `  ${'maze'.padEnd(24)} ${'--threads 1'.padStart(24)} ${'--threads 2'.padStart(24)}  speed-up   default (auto)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-count-'));
  const random = randomMaze(20, 20, 0.72, 1, 0, 399);
  for (const [label, grid, repeat] of [
    ['open 10×10', openGrid(10, 10), 3],
    ['open 12×12', openGrid(12, 12), 3],
    ['open 13×13', openGrid(13, 13), 2],
    ['20×20, 72% open, seed 1', random, 2],
  ]) {
    const file = join(dir, 'maze.txt');
    writeFileSync(file, mazeText(grid));
    const best = { 1: undefined, 2: undefined, auto: undefined };
    for (let round = 0; round < repeat; round++) {
      for (const threads of [1, 2, 'auto']) {
        const run = runMeasured([
          'maze',
          file,
          '--count',
          ...(threads === 'auto' ? [] : ['--threads', String(threads)]),
        ]);
        if (run.status !== 0) throw new Error(`maze --count --threads ${threads} failed: ${run.stderr}`);
        if (!best[threads] || run.ms < best[threads].ms) best[threads] = run;
      }
    }
    if (best[1].stdout !== best[2].stdout || best[1].stdout !== best.auto.stdout)
      throw new Error(`the counts differ: ${best[1].stdout} / ${best[2].stdout} / ${best.auto.stdout}`);
    const cell = (run) =>
      `${(run.ms / 1000).toFixed(2)} s (cpu ${(run.cpu / 1000).toFixed(2)}) ${run.peakMB.toFixed(0).padStart(4)} MB`;
    console.log(
      `  ${label.padEnd(24)} ${cell(best[1]).padStart(24)} ${cell(best[2]).padStart(24)}  ${(best[1].ms / best[2].ms).toFixed(2)}×      ${(best.auto.ms / 1000).toFixed(2)} s (${(best[1].ms / best.auto.ms).toFixed(2)}×)`,
    );
    console.log(`  ${''.padEnd(24)} ${best[1].stdout.split(' ')[0]} paths, the same all three ways`);
  }
  const machine = await machineSpeedup();
  console.log(
    `  for scale, the machine itself: a fixed loop takes ${machine.one.toFixed(0)} ms on one thread, two copies ${machine.two.toFixed(0)} ms on two: ${machine.speedup.toFixed(2)}× the work per second`,
  );
  console.log(
    `  (load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on this machine's cores while measuring)`,
  );
  rmSync(dir, { recursive: true, force: true });
}
