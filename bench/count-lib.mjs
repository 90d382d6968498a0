// Shared by the path-count benchmarks (count.bench.mjs, count-peer.bench.mjs): the grids, the
// published counts they are checked against, and the whole command measured.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, root, runTimed, seeded } from './lib.mjs';

/** An open `rows × columns` grid. */
export function openGrid(rows, columns) {
  return { rows, columns, open: new Uint8Array(rows * columns).fill(1) };
}

/** A random maze with each cell open with chance `openChance` (start and goal always open), from a fixed seed. */
export function randomMaze(rows, columns, openChance, seed, start, goal) {
  const random = seeded(seed);
  const open = new Uint8Array(rows * columns);
  for (let cell = 0; cell < open.length; cell++) open[cell] = random() < openChance ? 1 : 0;
  open[start] = 1;
  open[goal] = 1;
  return { rows, columns, open };
}

/** A maze as text rows of 0/1 digits side by side. */
export function mazeText({ rows, columns, open }) {
  const lines = [];
  for (let row = 0; row < rows; row++)
    lines.push(Array.from(open.subarray(row * columns, (row + 1) * columns)).join(''));
  return lines.join('\n') + '\n';
}

/**
 * The published corner-to-corner counts of open n×n grids the tests check (entry n - 1 is n×n's):
 * `A007764` in four directions, `A140518` with diagonal moves, read from the tests' own table
 * (src/puzzles/maze/paths/oeis.test-util.ts) so that there is one copy of them.
 */
export const known = (() => {
  const text = readFileSync(join(root, 'src', 'puzzles', 'maze', 'paths', 'oeis.test-util.ts'), 'utf8');
  const table = (name) =>
    new RegExp(`export const ${name} = \\[([^\\]]*)\\]`)
      .exec(text)[1]
      .match(/\d+n/g)
      .map((value) => BigInt(value.slice(0, -1)));
  return { A007764: table('A007764'), A140518: table('A140518') };
})();

/**
 * `boardpath maze FILE --count --json …args` on `grid`, as a whole process (`runTimed`): the count
 * (a bigint, or null with the error when it failed) beside the time and memory.
 */
export function countCommand(grid, args = []) {
  const dir = mkdtempSync(join(tmpdir(), 'boardpath-count-'));
  const file = join(dir, 'maze.txt');
  writeFileSync(file, mazeText(grid));
  const run = runTimed(process.execPath, [bin, 'maze', file, '--count', '--json', ...args]);
  rmSync(dir, { recursive: true, force: true });
  const count = run.status === 0 ? BigInt(JSON.parse(run.stdout).count) : null;
  return { ...run, count };
}

/** Seconds with two decimals. */
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
