// The command's start-up as a user meets it: the package packed (`npm pack`), installed from the
// tarball into a fresh folder, and `boardpath …` run there as whole processes, through the command
// npm installs (node_modules/.bin/boardpath) and through `npx boardpath`, which adds npm's own
// start. Small commands, so that the figure is the start: `--version`, the classic board, a few
// boards made to order.
//
// BOARDPATH_STARTUP_TARBALLS (tarballs, comma-separated) compares packages side by side, such as
// a release's and this build's; without it, this repository's build is packed (build it first).
// Each package's commands run BOARDPATH_STARTUP_RUNS times (21 by default; npx, a third as many),
// the packages alternated, and each figure is the median. BOARDPATH_STARTUP_NODE runs them under
// another Node (its folder is put first on PATH, for the command's `#!/usr/bin/env node`), and
// BOARDPATH_STARTUP_COMPILE_CACHE=1 runs each package a second time with Node's compile cache
// (Node 22.1 or later: NODE_COMPILE_CACHE, a folder of the benchmark's own, filled by the first run).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, delimiter, dirname, join } from 'node:path';
import { root } from './lib.mjs';

const runs = Number(process.env.BOARDPATH_STARTUP_RUNS ?? 21);
const node = process.env.BOARDPATH_STARTUP_NODE;
const COMMANDS = [
  ['--version'],
  ['snakes', 'classic'],
  ['generate', 'snakes', '--fewest', '6', '--count', '3', '--seed', 'bench'],
];

const folder = mkdtempSync(join(tmpdir(), 'boardpath-startup-'));
const npm = (args, cwd) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });

function tarballs() {
  if (process.env.BOARDPATH_STARTUP_TARBALLS) return process.env.BOARDPATH_STARTUP_TARBALLS.split(',');
  npm(['pack', '--ignore-scripts', '--pack-destination', folder], root);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.tgz'))
    .map((name) => join(folder, name));
}

const env = {
  ...process.env,
  NO_COLOR: '1',
  ...(node ? { PATH: `${dirname(node)}${delimiter}${process.env.PATH}` } : {}),
};

// Each package installed in a project of its own, as a user installs it.
const packages = tarballs().flatMap((tarball, index) => {
  const project = join(folder, `user-${index}`);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "user", "version": "1.0.0", "private": true }\n');
  npm(['install', '--prefer-offline', tarball], project);
  const installed = { name: basename(tarball), project, env };
  if (!process.env.BOARDPATH_STARTUP_COMPILE_CACHE) return [installed];
  const cache = { ...env, NODE_COMPILE_CACHE: join(folder, `compile-cache-${index}`) };
  return [installed, { name: `${basename(tarball)} + NODE_COMPILE_CACHE`, project, env: cache }];
});

// The CPU time this process's finished children have used, in ms (user and system, all their
// threads): Linux counts it in ticks of 10 ms, fine enough summed over many runs, and it moves
// less than wall time when other work shares the machine.
function childrenCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

function timed(program, args, cwd, runEnv = env) {
  const cpu = childrenCpu();
  const started = performance.now();
  const run = spawnSync(program, args, { cwd, env: runEnv, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`${program} ${args.join(' ')}: status ${run.status}: ${run.stderr}`);
  return { ms, cpu: childrenCpu() - cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

const version = execFileSync(node ?? process.execPath, ['--version'], { encoding: 'utf8' }).trim();
console.log(`  Node ${version}, ${runs} runs each (npx: ${Math.ceil(runs / 3)}), load average ${load()}`);
// Node itself, starting and ending with nothing to run: the floor under every figure below.
const bare = Array.from({ length: runs }, () => timed(node ?? process.execPath, ['-e', '0'], folder));
const bareCpu = bare.reduce((sum, { cpu }) => sum + cpu, 0) / runs;
console.log(
  `  node -e 0 (Node alone)${' '.repeat(30)} ${median(bare.map(({ ms }) => ms))
    .toFixed(1)
    .padStart(7)} ms   CPU ${bareCpu.toFixed(0).padStart(4)} ms`,
);
const ways = [
  {
    label: 'boardpath',
    runs,
    run: ({ project, env }, args) => timed(join(project, 'node_modules/.bin/boardpath'), args, project, env),
  },
  // Not with the compile cache, which would speed npm up too.
  {
    label: 'npx boardpath',
    runs: Math.ceil(runs / 3),
    run: ({ project, env }, args) => timed('npx', ['boardpath', ...args], project, env),
    only: ({ env }) => env.NODE_COMPILE_CACHE === process.env.NODE_COMPILE_CACHE,
  },
];
for (const way of ways)
  for (const args of COMMANDS) {
    const these = packages.filter(way.only ?? (() => true));
    const times = these.map(() => []);
    // A first run of each, not counted: the files into the system's cache (and Node's, if asked).
    for (const installed of these) way.run(installed, args);
    for (let i = 0; i < way.runs; i++)
      these.forEach((installed, p) => times[p].push(way.run(installed, args)));
    console.log(`  ${way.label} ${args.join(' ')}`);
    these.forEach(({ name }, p) => {
      const wall = median(times[p].map(({ ms }) => ms));
      const cpu = times[p].reduce((sum, { cpu }) => sum + cpu, 0) / times[p].length;
      console.log(
        `    ${name.padEnd(48)} ${wall.toFixed(1).padStart(7)} ms   CPU ${cpu.toFixed(0).padStart(4)} ms`,
      );
    });
  }
console.log(`  load average at the end ${load()}`);
rmSync(folder, { recursive: true, force: true });
