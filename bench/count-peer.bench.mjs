// The four-move path count beside a peer: the example program of TdZdd's frontier-based search
// (junkawahara/frontier_basic_tdzdd; it reads `--path FILE`, FILE an edge list "u v" a line over
// vertices 1…N, and writes "# of solutions = …" for the paths from vertex 1 to vertex N). That
// repository has no licence, so nothing of it is kept here: name a checkout of it and this builds
// its program.cpp with `g++ -O3` into .bench/:
//   node bench/count-peer.bench.mjs CHECKOUT          (or BOARDPATH_COUNT_PEER_CHECKOUT=CHECKOUT
//   npm run bench -- count-peer)
// Both count the corner-to-corner paths of open n×n grids, n = 8 … BOARDPATH_COUNT_PEER_MAX_N
// (default 13), as whole processes on one thread (`--threads 1`), runs alternated, medians of
// BOARDPATH_COUNT_RUNS (default 3) of CPU time; the peer within 4 GiB of address space and 10
// minutes of CPU. Without a checkout it says so and stops.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { countCommand, known, openGrid, seconds } from './count-lib.mjs';
import { median, root, runTimed } from './lib.mjs';

// Run directly, the checkout is the first argument; under bench/run.js the arguments are its own.
const direct = basename(process.argv[1] ?? '') === 'count-peer.bench.mjs';
const checkout = (direct && process.argv[2]) || process.env.BOARDPATH_COUNT_PEER_CHECKOUT;
const maxN = Number(process.env.BOARDPATH_COUNT_PEER_MAX_N ?? 13);
const runs = Number(process.env.BOARDPATH_COUNT_RUNS ?? 3);

/** The peer built from `checkout` (its program.cpp, g++ -O3), or null with the reason printed. */
function buildPeer(checkout) {
  const source = join(resolve(checkout), 'program.cpp');
  if (!existsSync(source)) {
    console.log(`  (no peer: ${source} does not exist; name a checkout of frontier_basic_tdzdd)`);
    return null;
  }
  const built = join(root, '.bench');
  mkdirSync(built, { recursive: true });
  const binary = join(built, 'tdzdd-frontier');
  const made = spawnSync('g++', ['-O3', '-I', resolve(checkout), '-o', binary, source], {
    encoding: 'utf8',
  });
  if (made.error || made.status !== 0) {
    console.log(`  (no peer: building ${source} failed: ${made.error?.message ?? made.stderr.trim()})`);
    return null;
  }
  return binary;
}

/** The open n×n grid as the peer reads it: vertices 1…n² row by row, each edge to the right and down. */
function edgeList(n) {
  const lines = [];
  for (let row = 0; row < n; row++) {
    for (let column = 0; column < n; column++) {
      const vertex = row * n + column + 1;
      if (column + 1 < n) lines.push(`${vertex} ${vertex + 1}`);
      if (row + 1 < n) lines.push(`${vertex} ${vertex + n}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const peer = checkout
  ? buildPeer(checkout)
  : (console.log('  (no peer: name a checkout of frontier_basic_tdzdd, see the top of this file)'), null);
if (peer) {
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-peer-'));
  console.log(
    `  open n×n, corner to corner, one thread each, medians of ${runs} alternated runs (CPU, wall, peak):`,
  );
  console.log(
    `  ${'n'.padStart(3)}  ${'boardpath'.padEnd(30)} ${'peer'.padEnd(30)} ${'CPU ratio'.padStart(10)}  answers`,
  );
  for (let n = 8; n <= maxN; n++) {
    const file = join(dir, `grid${n}.txt`);
    writeFileSync(file, edgeList(n));
    const ours = [];
    const theirs = [];
    let failed = '';
    for (let round = 0; round < runs && !failed; round++) {
      ours.push(countCommand(openGrid(n, n), ['--threads', '1']));
      const run = runTimed(peer, ['--path', file], { limits: '-v 4194304 -t 600' });
      const answer = /# of solutions = (\d+)/.exec(run.stderr)?.[1];
      if (!answer)
        failed = `failed (status ${run.status}, ${seconds(run.cpuMs)} of CPU, ${run.peakMB.toFixed(0)} MB)`;
      else theirs.push({ ...run, count: BigInt(answer) });
    }
    const cell = (list) =>
      `${seconds(median(list.map((r) => r.cpuMs)))}, ${seconds(median(list.map((r) => r.ms)))}, ${median(list.map((r) => r.peakMB)).toFixed(0)} MB`;
    const expected = known.A007764[n - 1];
    const agree =
      !failed && ours.every((r) => r.count === expected) && theirs.every((r) => r.count === expected)
        ? 'both = A007764'
        : `boardpath ${ours[0].count}${failed ? '' : `, peer ${theirs[0].count}`} (A007764: ${expected})`;
    const ratio = failed
      ? ''
      : `${(median(ours.map((r) => r.cpuMs)) / median(theirs.map((r) => r.cpuMs))).toFixed(2)}×`;
    console.log(
      `  ${String(n).padStart(3)}  ${cell(ours).padEnd(30)} ${(failed || cell(theirs)).padEnd(30)} ${ratio.padStart(10)}  ${agree}; load average ${loadavg()[0].toFixed(1)}`,
    );
    if (failed) break;
  }
  rmSync(dir, { recursive: true, force: true });
}
