// Boards made to order: `boardpath generate` against a plain redraw-until-it-fits generator
// (bench/redraw-generate.mjs) on the same requests, each a whole process as a user runs it. The
// targets: each batch of the command within 2 s, and at least 20 times faster than the redrawing
// where it finishes at all (it is stopped after BOARDPATH_REDRAW_SECONDS, 60 by default).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { generateMaze, generateSnakes, generateTokens } from '../dist/index.js';
import { bestOf, report, root, runCommand } from './lib.mjs';
import { redraw } from './redraw-lib.mjs';

const cap = Number(process.env.BOARDPATH_REDRAW_SECONDS ?? 60);
const batches = [
  {
    label: '100 unique 10×10 Snakes boards, fewest 6',
    args: ['snakes', '--size', '10', '--fewest', '6', '--unique', '--count', '100'],
    redraw: ['snakes', 100, 6],
    library: (index) => generateSnakes({ size: 10, fewest: 6, unique: true, seed: 'bench', index }),
  },
  {
    label: '20 unique 20×20 mazes, shortest 60',
    args: ['maze', '--size', '20x20', '--shortest', '60', '--unique', '--count', '20'],
    redraw: ['maze', 20, 60],
    library: (index) =>
      generateMaze({ rows: 20, columns: 20, shortest: 60, unique: true, seed: 'bench', index }),
  },
  {
    // One shortest solution is one mirrored pair: a solution and the same played backwards with
    // the colours swapped (`--unique`, solutions 2); one alone never exists.
    label: '20 unique 6×6 token grids, fewest 10',
    args: ['tokens', '--size', '6x6', '--fewest', '10', '--unique', '--count', '20'],
    redraw: ['tokens', 20, 10],
    library: (index) =>
      generateTokens({ rows: 6, columns: 6, fewest: 10, unique: true, seed: 'bench', index }),
  },
];

const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`;

for (const { label, args, redraw: request } of batches) {
  console.log(`  ${label} (${load()})`);
  const ours = bestOf(3, () => runCommand(['generate', ...args, '--seed', 'bench', '--json']));
  const boards = ours.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const [puzzle, count, target] = request;
  const unique = puzzle === 'tokens' ? '2' : '1';
  const met =
    boards.length === count &&
    boards.every(({ answer }) => answer.moves === target && answer.solutions === unique);
  console.log(
    `    boardpath generate: ${ours.status === 0 && met ? `${boards.length} boards, each certified` : `FAILED: ${ours.stderr.trim()}`}`,
  );
  report('boardpath generate, whole command', ours.ms, 'ms', 2000);
  report('boardpath generate, peak memory', ours.peakMB, 'MB');
  const started = performance.now();
  const plain = spawnSync(
    process.execPath,
    [join(root, 'bench', 'redraw-generate.mjs'), ...request.map(String), String(cap)],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  const ms = performance.now() - started;
  const found = plain.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const draws = Number(plain.stderr.trim()) || 0;
  if (found.length === count) {
    report('redraw until it fits, whole process', ms, 'ms');
    console.log(
      `    ${draws.toLocaleString('en')} boards drawn; boardpath generate is ${(ms / ours.ms).toFixed(0)}× faster (target: 20×)`,
    );
  } else {
    console.log(
      `    redraw until it fits: ${found.length} of ${count} boards in ${cap} s (${draws.toLocaleString('en')} drawn): did not finish; boardpath generate is over ${(ms / ours.ms).toFixed(0)}× faster`,
    );
  }
}

// The same batches in this process, the generators alone (no start-up of Node, nothing written):
// where the whole command's time is mostly Node starting, this is the work each way does.
console.log('  in process, generation alone:');
for (const { label, redraw: request, library } of batches) {
  const [puzzle, count, target] = request;
  const started = performance.now();
  for (let index = 0; index < count; index++) library(index);
  const ours = performance.now() - started;
  const plainStarted = performance.now();
  const { found, drawn } = redraw(puzzle, count, target, cap);
  const plain = performance.now() - plainStarted;
  const ratio =
    found === count
      ? `${(plain / ours).toFixed(0)}× faster`
      : `over ${(plain / ours).toFixed(0)}× faster (redraw: ${found} of ${count} in ${cap} s)`;
  console.log(
    `    ${label}: ${ours.toFixed(0)} ms against ${plain.toFixed(0)} ms redrawing (${drawn.toLocaleString('en')} drawn): ${ratio}`,
  );
}
