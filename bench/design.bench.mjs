// Snakes and Ladders boards designed to order: how fast the search evaluates a board (the exact
// mean and sd of a 100-square board after one jump changed, by the rank-one update of the chain),
// how long five target sets on a 10×10 board take to be met, each within 10 s, and how long a
// request no board meets takes to be refused.
import { cpuUsage } from 'node:process';
import { designSnakes } from '../dist/index.js';
import { seededRandom } from '../dist/random.js';
import { feedersOf } from '../dist/puzzles/snakes/design/feeders.js';
import { fundamentalOf } from '../dist/puzzles/snakes/design/fundamental.js';
import { randomLayout } from '../dist/puzzles/snakes/design/layout.js';
import { report, runCommand } from './lib.mjs';

const rules = { last: 100, faces: 6, end: 'exact' };
const counts = { ladders: { min: 8, max: 8 }, snakes: { min: 8, max: 8 } };
const random = seededRandom('bench');
const layout = randomLayout(rules, counts, random);
const fundamental = fundamentalOf(rules, feedersOf(rules), layout.landing);
console.log(
  `  board: 100 squares, 8 ladders and 8 snakes (seed "bench"), exact end rule: mean ${fundamental.mean.toFixed(3)}`,
);

// The proposals first, so that the clock times the evaluations alone.
const proposals = [];
for (let i = 0; proposals.length < 200_000 && i < 1e6; i++) {
  const proposal = { move: 'add', changes: [] };
  if (layout.propose(random, proposal)) proposals.push(proposal.changes);
}
const moments = { mean: 0, second: 0 };
let sink = 0;
let best = Infinity;
let cpu = 0;
for (let round = 0; round < 5; round++) {
  const started = performance.now();
  const before = cpuUsage();
  for (const changes of proposals) if (fundamental.evaluate(changes, moments)) sink += moments.mean;
  const used = cpuUsage(before);
  const ms = performance.now() - started;
  if (ms < best) {
    best = ms;
    cpu = (used.user + used.system) / 1000;
  }
}
const perSecond = (proposals.length / best) * 1000;
console.log(
  `  ${proposals.length.toLocaleString('en')} boards one jump away, mean and sd each (best of 5): ` +
    `${Math.round(perSecond).toLocaleString('en')} boards/s (target ≥ 20,000: ${perSecond >= 20_000 ? 'met' : 'MISSED'}), ` +
    `CPU ${cpu.toFixed(1)} ms of ${best.toFixed(1)} ms${sink === 0 ? ' (no board evaluated)' : ''}`,
);

// Moves taken too: the update of N and N² that a taken move costs, O(squares²).
{
  const taken = fundamentalOf(rules, feedersOf(rules), layout.landing);
  const copy = layout.copy();
  const proposal = { move: 'add', changes: [] };
  let moves = 0;
  const started = performance.now();
  while (moves < 20_000) {
    if (!copy.propose(random, proposal) || !taken.evaluate(proposal.changes, moments)) continue;
    taken.accept(proposal.changes);
    copy.apply(proposal.changes);
    moves++;
  }
  const ms = performance.now() - started;
  const fresh = fundamentalOf(rules, feedersOf(rules), copy.landing);
  console.log(
    `  20,000 moves taken (evaluate and update N, N²): ${Math.round((moves / ms) * 1000).toLocaleString('en')} moves/s; ` +
      `after them the mean differs from a fresh elimination by ${Math.abs(taken.mean - fresh.mean).toExponential(1)}`,
  );
}

// Five target sets that 10×10 boards reach (docs/design-region.svg), each met within 10 s.
const REQUESTS = [
  { mean: 40, sd: 25 },
  { mean: 30, sd: 15, fewest: 5 },
  { mean: 60, sd: 50, ladders: [6, 10], snakes: [6, 10] },
  { mean: 45, sd: 30, players: 4, fair: 0.01 },
  { mean: 35, within: { throws: 50, chance: 0.9 }, end: 'bounce' },
];
for (const request of REQUESTS) {
  const started = performance.now();
  const design = designSnakes({ ...request, time: 10 });
  const ms = performance.now() - started;
  const label = Object.entries(request)
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join(', ');
  report(`${label}`.slice(0, 34), ms, 'ms', 10_000);
  console.log(
    `    ${design.met ? 'met' : 'MISSED'}: mean ${design.figures.mean.toFixed(3)}, sd ${design.figures.sd.toFixed(3)}, ` +
      `${design.search.boards.toLocaleString('en')} boards, ${design.search.restarts} restarts`,
  );
}

const command = runCommand(['design', '--mean', '40', '--sd', '25', '--json']);
report('whole command (design --mean 40 --sd 25)', command.ms, 'ms');
report('  … its peak memory', command.peakMB, 'MB');

// Requests no board meets, refused before any search: how long the proven ranges take.
const REFUSED = [
  { mean: 45, sd: 0 },
  { mean: 10, fair: 0.005 },
  { size: 20, mean: 400, sd: 1 },
];
for (const request of REFUSED) {
  const started = performance.now();
  let refused = false;
  try {
    designSnakes({ ...request, time: 3600 });
  } catch (error) {
    refused = error.code === 'E_USAGE';
  }
  const label = Object.entries(request)
    .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join(', ');
  report(`refused: ${label}`.slice(0, 34), performance.now() - started, 'ms', 1000);
  if (!refused) console.log('    NOT REFUSED');
}
const refusal = runCommand(['design', '--mean', '45', '--sd', '0']);
report(`whole command refusing (exit ${refusal.status})`, refusal.ms, 'ms');
