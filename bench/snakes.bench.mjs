// Snakes and Ladders, fewest throws: a 10,000,000-square board with 1,000,000 snakes and ladders.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSnakes, solveSnakes } from '../dist/index.js';
import { bestOf, randomBoardJson, report, runCommand } from './lib.mjs';

const squares = 10_000_000;
const jumps = 1_000_000;
const text = randomBoardJson(squares, jumps, 42);
const dir = mkdtempSync(join(tmpdir(), 'boardpath-snakes-'));
const file = join(dir, 'board.json');
writeFileSync(file, text);
console.log(
  `  board: ${squares.toLocaleString('en')} squares, ${jumps.toLocaleString('en')} snakes and ladders, seed 42, ${(text.length / 2 ** 20).toFixed(1)} MB of JSON`,
);

// The bytes, as the command reads them (a string would be encoded first).
const bytes = readFileSync(file);
const parse = bestOf(3, () => {
  const started = performance.now();
  const board = parseSnakes(bytes);
  return { ms: performance.now() - started, board };
});
const solve = bestOf(3, () => {
  const started = performance.now();
  const solution = solveSnakes(parse.board);
  return { ms: performance.now() - started, solution };
});
report('parse (in process)', parse.ms, 'ms');
report(`solve (in process, ${solve.solution.moves} throws)`, solve.ms, 'ms', 500);
// The target: the whole command under 0.6 s. Wall times suffer when other
// work shares the two cores: the load average says how much.
console.log(
  `  load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
const whole = bestOf(5, () => runCommand(['snakes', file, '--json']));
if (whole.status !== 0) console.log(`  the command failed: ${whole.stderr}`);
report('whole command (snakes FILE --json)', whole.ms, 'ms', 600);
report('whole command peak memory', whole.peakMB, 'MB', 600);
rmSync(dir, { recursive: true, force: true });
