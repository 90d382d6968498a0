// Part of the build: runs a few small commands of each puzzle through bin/boardpath.js, each
// keeping V8's code cache of the bundle it ran (dist/bin/tokens.cache beside tokens.js, …) and
// adding to it, so that the command starts from compiled code (see bin/boardpath.js). A failed
// sample stops the build: a cache would otherwise be missing, silently.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../bin/boardpath.js', import.meta.url));
const puzzles = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist/bin/puzzles.json', import.meta.url)), 'utf8'),
);
const commands = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist/bin/commands.json', import.meta.url)), 'utf8'),
);
for (const bundle of ['boardpath', ...puzzles, ...commands])
  rmSync(fileURLToPath(new URL(`../dist/bin/${bundle}.cache`, import.meta.url)), { force: true });

const maze = '1 0 0 0\n1 1 0 1\n1 1 0 0\n0 1 1 1\n';
const tokens = '3 1 2\n1 2 1\n2 1 1\n';

// Files big enough for the code big inputs take: a board file read a piece at a time, a maze of
// printed rows read likewise, and a grid of 24×24 squares, searched over bit sets. Without them
// those functions are compiled at every run (about a millisecond on the big inputs).
const files = mkdtempSync(join(tmpdir(), 'boardpath-samples-'));
const sample = (name, text) => {
  writeFileSync(join(files, name), text);
  return join(files, name);
};
const grid = (rows, columns, cell) =>
  Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => cell(r, c)).join(' '),
  ).join('\n') + '\n';
const ladders = Array.from({ length: 40 }, (_, i) => `"${10 + 20 * i}":${25 + 20 * i}`).join(',');
const snakes = Array.from({ length: 40 }, (_, i) => `"${19 + 20 * i}":${3 + 20 * i}`).join(',');
const bigBoard = sample('board.json', `{"squares":1000,"ladders":{${ladders}},"snakes":{${snakes}}}\n`);
const bigMaze = sample(
  'maze.txt',
  grid(64, 64, (r, c) => (r % 4 === 1 && c % 8 !== 5 ? 0 : 1)),
);
const bigGrid = sample(
  'grid.txt',
  grid(24, 24, (r, c) => 1 + ((r * 7 + c * 3) % 9)),
);
const samples = [
  { args: ['snakes', 'classic', '--json'] },
  { args: ['snakes', 'classic', '--analyze'] },
  { args: ['snakes', 'classic'] },
  { args: ['maze', '-', '--json'], input: maze },
  { args: ['maze', '-', '--count'], input: maze },
  { args: ['maze', '-'], input: maze },
  { args: ['tokens', '-', '--json'], input: tokens },
  { args: ['tokens', '-'], input: tokens },
  { args: ['snakes', bigBoard, '--json'] },
  { args: ['maze', bigMaze, '--json'] },
  { args: ['tokens', bigGrid, '--json'] },
  // Boards made to order: the generate command's own bundle.
  { args: ['generate', 'snakes', '--fewest', '6', '--unique', '--count', '3', '--seed', 'cache', '--json'] },
  {
    args: [
      'generate',
      'maze',
      '--size',
      '20x20',
      '--shortest',
      '60',
      '--unique',
      '--seed',
      'cache',
      '--json',
    ],
  },
  {
    args: ['generate', 'tokens', '--size', '6x6', '--fewest', '10', '--unique', '--seed', 'cache', '--json'],
  },
  { args: ['generate', 'snakes', '--fewest', '6', '--seed', 'cache'] },
  // The whole command line's bundle: what runs when no puzzle is named.
  { args: ['--help'] },
  { args: ['help', 'tokens'] },
];
for (const { args, input } of samples) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, BOARDPATH_WRITE_CODE_CACHE: '1', NO_COLOR: '1' },
  });
  // Exit status 1 is an answer too (no solution); anything else is a broken sample.
  if (run.status !== 0 && run.status !== 1) {
    console.error(`code cache: boardpath ${args.join(' ')} failed (${run.status}): ${run.stderr}`);
    process.exit(1);
  }
}
rmSync(files, { recursive: true, force: true });
