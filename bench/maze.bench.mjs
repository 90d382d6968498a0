// Rat in a Maze, shortest path: a 4000×4000 maze, 72% open, 4 moves, through the whole command.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseMaze, solveMaze } from '../dist/index.js';
import { bestOf, report, runCommand } from './lib.mjs';
import { solvableMaze } from './maze-lib.mjs';

const size = 4000;
const openness = 0.72;
// The first seed from 42 whose start and goal are connected (at 72% open, nearly all are).
const { text, seed } = solvableMaze(size, openness, 42);
const dir = mkdtempSync(join(tmpdir(), 'boardpath-maze-'));
const file = join(dir, 'maze.txt');
writeFileSync(file, text);
console.log(
  `  maze: ${size}×${size}, ${openness * 100}% open, seed ${seed}, 4 moves, ${(text.length / 2 ** 20).toFixed(1)} MB of 0/1 text rows`,
);

const parse = bestOf(3, () => {
  const started = performance.now();
  const grid = parseMaze(text);
  return { ms: performance.now() - started, grid };
});
const solve = bestOf(3, () => {
  const started = performance.now();
  const solution = solveMaze(parse.grid, { moves: 4 });
  return { ms: performance.now() - started, solution };
});
report('parse (in process)', parse.ms, 'ms');
report(`solve (in process, ${solve.solution.moves} steps)`, solve.ms, 'ms');
const whole = bestOf(3, () => runCommand(['maze', file, '--json']));
if (whole.status !== 0) console.log(`  the command failed (status ${whole.status}): ${whole.stderr}`);
else console.log(`  the command's answer: ${JSON.parse(whole.stdout).moves} steps`);
report('whole command (maze FILE --json)', whole.ms, 'ms', 1300);
console.log(
  `  (load average while measuring: ${loadavg()[0].toFixed(1)} on this machine's cores; timings scale with it)`,
);
report('whole command peak memory', whole.peakMB, 'MB', 400);
rmSync(dir, { recursive: true, force: true });
