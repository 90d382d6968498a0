// Snakes and Ladders on boards of any size: the run-based solver (solveSnakesRuns), whose cost grows
// with the snakes and ladders, not the squares.
//  (a) 10^12 squares, 100,000 snakes and ladders (seeded);
//  (b) 10^12 squares, 100,000 snakes and no ladder: a game of about 1.7·10^11 throws, given as runs;
//  (c) 10^7 squares, 10^6 snakes and ladders (the board of snakes.bench.mjs), beside the
//      square-by-square solveSnakes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSnakes, solveSnakes } from '../dist/index.js';
import { solveSnakesRuns } from '../dist/puzzles/snakes/solve/runs.js';
import { bestOf, randomBoardJson, report, runCommand, seeded } from './lib.mjs';

/** A board of `squares` squares (any size) with `jumps` jumps at distinct squares; `snakesOnly` makes every jump a snake. */
export function hugeBoardJson(squares, jumps, seed, { snakesOnly = false } = {}) {
  const random = seeded(seed);
  const square = (below) => 1 + Math.floor((random() + random() / 2 ** 32) * below); // 1 … below, 53 bits of randomness
  const taken = new Set();
  const ladders = [];
  const snakes = [];
  while (taken.size < jumps) {
    const from = 1 + square(squares - 2); // 2 … squares-1
    const to = snakesOnly ? square(from - 1) : square(squares);
    if (taken.has(from) || to === from) continue;
    taken.add(from);
    (to > from ? ladders : snakes).push(`"${from}":${to}`);
  }
  return `{"squares":${squares},"ladders":{${ladders.join(',')}},"snakes":{${snakes.join(',')}}}`;
}

const dir = mkdtempSync(join(tmpdir(), 'boardpath-runs-'));
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function measure(label, text, { compare = false, wholeTarget } = {}) {
  console.log(`  ${label}: ${(text.length / 2 ** 20).toFixed(1)} MB of JSON`);
  const parseStarted = performance.now();
  const board = parseSnakes(text);
  report('parse (in process, once)', performance.now() - parseStarted, 'ms');
  let first;
  const solve = bestOf(3, () => {
    const cpu = cpuMs();
    const started = performance.now();
    const solution = solveSnakesRuns(board);
    const result = { ms: performance.now() - started, cpu: cpuMs() - cpu, solution };
    first ??= result;
    return result;
  });
  const { solution } = solve;
  const game = solution.runs
    ? `${solution.runs.length.toLocaleString('en')} runs`
    : `${solution.path?.length ?? 0} squares`;
  console.log(
    `  answer: ${solution.moves === null ? 'unsolvable' : `${solution.moves.toLocaleString('en')} throws (${game})`}, ${solution.explored.toLocaleString('en')} events`,
  );
  report('solve, first call (in process)', first.ms, 'ms');
  report('solve, best of 3 (in process)', solve.ms, 'ms');
  report('solve, best of 3 (CPU time)', solve.cpu, 'ms');
  if (compare) {
    const squares = bestOf(1, () => {
      const started = performance.now();
      const answer = solveSnakes(board, { method: 'squares' });
      return { ms: performance.now() - started, answer };
    });
    if (squares.answer.moves !== solution.moves)
      console.log(`  MISMATCH: solveSnakes says ${squares.answer.moves}`);
    report('square-by-square solveSnakes', squares.ms, 'ms');
  }
  const file = join(dir, 'board.json');
  writeFileSync(file, text);
  // The real command, which picks its search itself (runs for (a) and (b), levels for (c)).
  const whole = bestOf(3, () => runCommand(['snakes', file, '--json']));
  const method = whole.status === 0 ? JSON.parse(whole.stdout).method : `failed: ${whole.stderr}`;
  report(`whole command (snakes FILE --json: ${method})`, whole.ms, 'ms', wholeTarget);
  report('whole command peak memory', whole.peakMB, 'MB');
}

measure('(a) 10^12 squares, 100,000 snakes and ladders, seed 7', hugeBoardJson(1e12, 100_000, 7), {
  wholeTarget: 1000,
});
measure(
  '(b) 10^12 squares, 100,000 snakes, no ladder, seed 8',
  hugeBoardJson(1e12, 100_000, 8, { snakesOnly: true }),
  { wholeTarget: 1000 },
);
measure('(c) 10^7 squares, 10^6 snakes and ladders, seed 42', randomBoardJson(10_000_000, 1_000_000, 42), {
  compare: true,
  wholeTarget: 600,
});
rmSync(dir, { recursive: true, force: true });
