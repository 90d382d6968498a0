// Boards made to order: `boardpath generate` against a plain redraw-until-it-fits generator
// (bench/redraw-generate.mjs) on the same requests. The targets: each batch of the command within
// 2 s as a whole process, and at least 20 times faster than the redrawing where it finishes at all
// (it is stopped after BOARDPATH_REDRAW_SECONDS, 60 by default).
//
// Both sides run BOARDPATH_GENERATE_RUNS times (5 by default; a redrawing that does not finish,
// once), alternated, and each figure is the best run and the median: first as whole processes (Node
// starting, the command or the script loading, the boards written), then the generation alone, in
// a fresh process for each side and run (generate-batch.mjs): the first batch, as a command makes
// it, and the steady state, the same batch made again once the code is compiled.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { batches } from './generate-batches.mjs';
import { bin, report, root, runCommand } from './lib.mjs';

const cap = Number(process.env.BOARDPATH_REDRAW_SECONDS ?? 60);
const runs = Number(process.env.BOARDPATH_GENERATE_RUNS ?? 5);
const warmRuns = 3;

const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;

// A process of Node running `args`, timed from its start to its end (no memory hook: that loads a
// module of its own before the command).
function timed(args) {
  const started = performance.now();
  const child = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { ms: performance.now() - started, ...child };
}

const lines = (text) =>
  text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const best = (values) => Math.min(...values);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const figures = (values) =>
  values.length === 1
    ? seconds(values[0])
    : `best ${seconds(best(values))}, median ${seconds(median(values))}`;
const times = (slow, fast) => `${(slow / fast).toFixed(1)}×`;

const results = [];
for (const batch of batches) {
  const { label, args, redraw: request } = batch;
  const [, count, target] = request;
  const unique = request[0] === 'tokens' ? '2' : '1';
  console.log(`  ${label} (${load()})`);
  const ours = [];
  const plain = [];
  let plainFinished = true;
  let drawn = 0;
  let certified = true;
  for (let run = 0; run < runs; run++) {
    const command = timed([bin, 'generate', ...args, '--seed', 'bench', '--json']);
    const boards = lines(command.stdout);
    certified &&=
      command.status === 0 &&
      boards.length === count &&
      boards.every(({ answer }) => answer.moves === target && answer.solutions === unique);
    ours.push(command.ms);
    if (!plainFinished) continue;
    const redrawing = timed([
      join(root, 'bench', 'redraw-generate.mjs'),
      ...request.map(String),
      String(cap),
    ]);
    plainFinished = lines(redrawing.stdout).length === count;
    drawn = Number(redrawing.stderr.trim()) || 0;
    plain.push(redrawing.ms);
  }
  const memory = runCommand(['generate', ...args, '--seed', 'bench', '--json']);
  console.log(`    boardpath generate: ${certified ? `${count} boards, each certified` : 'FAILED'}`);
  report('boardpath generate, whole command', best(ours), 'ms', 2000);
  console.log(
    `    whole command, ${runs} runs: ${figures(ours)}; peak memory ${memory.peakMB.toFixed(0)} MB`,
  );
  console.log(
    plainFinished
      ? `    redraw until it fits, whole process, ${plain.length} runs: ${figures(plain)} (${drawn.toLocaleString('en')} boards drawn): boardpath generate ${times(best(plain), best(ours))} faster (best against best; target: 20×)`
      : `    redraw until it fits: did not finish in ${cap} s (${drawn.toLocaleString('en')} drawn): boardpath generate over ${times(plain[0], best(ours))} faster`,
  );
  results.push({ batch, plainFinished });
}

// The generation alone, each side in fresh processes.
console.log(`  in process, generation alone (${load()}):`);
for (const { batch, plainFinished } of results) {
  const sides = {};
  for (const side of ['generate', 'redraw']) {
    const runsHere = side === 'redraw' && !plainFinished ? 1 : runs;
    sides[side] = [];
    for (let run = 0; run < runsHere; run++) {
      const child = timed([
        join(root, 'bench', 'generate-batch.mjs'),
        side,
        batch.name,
        String(cap),
        String(warmRuns),
      ]);
      sides[side].push(lines(child.stdout)[0]);
    }
  }
  const cold = (side) => sides[side].map((run) => run.cold);
  const warm = (side) => sides[side].map((run) => run.warm).filter((ms) => ms !== null);
  const ms = (values) => `best ${best(values).toFixed(0)} ms, median ${median(values).toFixed(0)} ms`;
  console.log(`    ${batch.label}:`);
  console.log(`      first batch: boardpath ${ms(cold('generate'))}; redrawing ${ms(cold('redraw'))}`);
  if (plainFinished) {
    console.log(`      steady state: boardpath ${ms(warm('generate'))}; redrawing ${ms(warm('redraw'))}`);
    console.log(
      `      boardpath generate ${times(best(cold('redraw')), best(cold('generate')))} faster on the first batch, ${times(best(warm('redraw')), best(warm('generate')))} in the steady state (best against best; target: 20×)`,
    );
  } else
    console.log(
      `      redrawing: ${sides.redraw[0].found} of ${batch.redraw[1]} in ${cap} s (${sides.redraw[0].drawn.toLocaleString('en')} drawn): boardpath generate over ${times(cold('redraw')[0], best(cold('generate')))} faster`,
    );
}
