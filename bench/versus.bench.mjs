// Side by side on the same inputs, whole processes, runs alternated and medians compared:
// boardpath's command, its textbook search (--method squares / queue; the maze has only its own),
// and textbook C++ programs (bench/textbook/*.cpp, built with g++ -O2 when g++ is on the
// machine): the classic queue search for Snakes and Ladders as GeeksforGeeks teaches it, with its
// own text reader, and tight breadth-first searches for each puzzle (two for the two tokens: an
// int distance per state, as courses write it, and a byte per state). Every answer is checked
// against the others. Each process's CPU time (user + system) is measured beside its wall time, and
// the ratios and targets go by CPU time: on a shared machine the wall time says more about the
// neighbours. Each ratio is then compared with the last release's (bench/release-figures.mjs).
// BOARDPATH_VERSUS_RUNS sets the runs per side (default 5); BOARDPATH_VERSUS_N100=0 leaves out the
// two-token grid of n = 100 (its C++ searches take ~40 s); BOARDPATH_VERSUS_ONLY=WORD… runs only
// the workloads whose key holds a word (snakes-long, snakes-42, tokens-64, tokens-100,
// maze-spaced, maze-side-by-side); BOARDPATH_VERSUS_BIN measures another checkout's
// bin/boardpath.js.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin as ourBin, median, randomBoardJson, root, runTimed, seeded } from './lib.mjs';
import { againstRelease, recordRelease } from './release-figures.mjs';
import { solvableMaze } from './maze-lib.mjs';
import { randomGridText } from './tokens-lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'boardpath-versus-'));
const built = join(root, '.bench');
mkdirSync(built, { recursive: true });
const runs = Number(process.env.BOARDPATH_VERSUS_RUNS ?? 5);
const bin = process.env.BOARDPATH_VERSUS_BIN ?? ourBin;
const only = process.env.BOARDPATH_VERSUS_ONLY?.split(/[\s,]+/).filter(Boolean);
const wanted = (key) => !only || only.some((word) => key.includes(word));

// The C++ program, compiled once; null when there is no g++.
function cpp(name) {
  const binary = join(built, name);
  const source = join(root, 'bench', 'textbook', `${name}.cpp`);
  const made = spawnSync('g++', ['-O2', '-o', binary, source], { encoding: 'utf8' });
  if (made.error || made.status !== 0) {
    console.log(`  (no C++ figure for ${name}: ${made.error?.message ?? made.stderr.trim()})`);
    return null;
  }
  return binary;
}

function row(label, runs, answer) {
  const memory = Number.isNaN(runs[0].peakMB)
    ? ''
    : `${median(runs.map((r) => r.peakMB))
        .toFixed(0)
        .padStart(5)} MB`;
  const wall = (median(runs.map((r) => r.ms)) / 1000).toFixed(3);
  const cpu = (median(runs.map((r) => r.cpuMs)) / 1000).toFixed(3);
  console.log(
    `  ${label.padEnd(58)} CPU ${cpu.padStart(7)} s, wall ${wall.padStart(7)} s ${memory}   answer ${answer}`,
  );
}

/**
 * boardpath `args` on `ours` against each C++ program of `binaryNames` on `theirs` (the same
 * puzzle, in the program's own format), `times` runs each (`cppTimes` for the C++), alternated; the
 * ratio of the medians of CPU time against `target`, and against the last release's, for each
 * program. `key` names the workload in the release's figures.
 */
function compare(
  key,
  title,
  { args, textbook, ours, binaryNames, theirs, target, times = runs, cppTimes = times },
) {
  if (!wanted(key)) return;
  console.log(`  ${title} (whole processes, medians of ${times} alternated runs)`);
  const binaries = binaryNames.map((name) => ({ name, binary: cpp(name), runs: [] }));
  const mine = [];
  const slow = [];
  for (let i = 0; i < Math.max(times, cppTimes); i++) {
    if (i < times) mine.push(runTimed(process.execPath, [bin, ...args, ours, '--json']));
    if (textbook && i < times)
      slow.push(runTimed(process.execPath, [bin, ...args, ...textbook, ours, '--json']));
    for (const { binary, runs: native } of binaries)
      if (binary && i < cppTimes) native.push(runTimed(binary, [theirs]));
  }
  const answer = JSON.parse(mine[0].stdout).moves;
  const cpuMs = median(mine.map((r) => r.cpuMs));
  row(`boardpath ${args.join(' ')} FILE --json`, mine, answer);
  if (textbook) {
    const slowAnswer = JSON.parse(slow[0].stdout).moves;
    row(`boardpath ${[...args, ...textbook].join(' ')} (textbook)`, slow, slowAnswer);
    const ratio = median(slow.map((r) => r.cpuMs)) / cpuMs;
    console.log(
      `  answers ${answer === slowAnswer ? 'agree' : 'DISAGREE'}; the textbook search takes ${ratio.toFixed(2)}× boardpath's CPU time`,
    );
  }
  for (const { name, binary, runs: native } of binaries) {
    if (!binary) continue;
    const nativeAnswer = Number(native[0].stdout.trim());
    row(`C++ (bench/textbook/${name}.cpp, g++ -O2)`, native, nativeAnswer);
    const yardstickMs = median(native.map((r) => r.cpuMs));
    const ratio = cpuMs / yardstickMs;
    console.log(
      `  answers ${answer === nativeAnswer ? 'agree' : 'DISAGREE'}; boardpath takes ${ratio.toFixed(3)}× the C++ CPU time` +
        ` (target ≤ ${target}×: ${ratio <= target ? 'met' : 'MISSED'}); load average ${loadavg()[0].toFixed(2)}`,
    );
    console.log(`  ${againstRelease(`${key} vs ${name}`, { cpuMs, yardstickMs })}`);
  }
}

/**
 * A board of `squares` squares and `jumps` snakes and ladders, each at most `span` squares long,
 * from a fixed seed, the token starting on square 1: as JSON (board format), and as the text the
 * classic C++ reads ("N M", then M lines "from to"). Short jumps make a long game.
 */
function longGameBoard(squares, jumps, span, seed) {
  const random = seeded(seed);
  const taken = new Uint8Array(squares + 1);
  const ladders = [];
  const snakes = [];
  const lines = [`${squares} ${jumps}`];
  while (lines.length <= jumps) {
    const from = 2 + Math.floor(random() * (squares - 2));
    const length = 1 + Math.floor(random() * span);
    const to = random() < 0.5 ? Math.min(squares, from + length) : Math.max(1, from - length);
    if (taken[from] || to === from) continue;
    taken[from] = 1;
    (to > from ? ladders : snakes).push(`"${from}": ${to}`);
    lines.push(`${from} ${to}`);
  }
  const json = `{"squares": ${squares}, "start": 1, "ladders": {${ladders.join(', ')}}, "snakes": {${snakes.join(', ')}}}`;
  return { json, text: `${lines.join('\n')}\n` };
}

if (wanted('snakes-long')) {
  const long = longGameBoard(10_000_000, 1_000_000, 200_000, 7);
  writeFileSync(join(dir, 'long.json'), long.json);
  writeFileSync(join(dir, 'long.txt'), long.text);
}
compare(
  'snakes-long',
  'Snakes and Ladders, 10^7 squares, 10^6 short snakes and ladders (a long game), seed 7',
  {
    args: ['snakes'],
    textbook: ['--method', 'squares'],
    ours: join(dir, 'long.json'),
    binaryNames: ['snakes-gfg'],
    theirs: join(dir, 'long.txt'),
    target: 0.6,
  },
);

const board = join(dir, 'board.json');
if (wanted('snakes-42')) writeFileSync(board, randomBoardJson(10_000_000, 1_000_000, 42));
compare('snakes-42', 'Snakes and Ladders, 10^7 squares, 10^6 snakes and ladders, seed 42', {
  args: ['snakes'],
  textbook: ['--method', 'squares'],
  ours: board,
  binaryNames: ['snakes-bfs'],
  theirs: board,
  target: 0.6,
});

for (const [n, target] of [
  [64, 0.1],
  [100, 0.04],
]) {
  if (n === 100 && process.env.BOARDPATH_VERSUS_N100 === '0') continue;
  const grid = join(dir, `grid${n}.txt`);
  if (wanted(`tokens-${n}`)) writeFileSync(grid, randomGridText(n, 42));
  compare(`tokens-${n}`, `Two tokens, n = ${n}, labels 1…9, seed 42`, {
    args: ['tokens'],
    textbook: ['--method', 'queue'],
    ours: grid,
    // The search as courses write it (an int distance per state: 131 MB at n = 64), and the same
    // search with a byte per state, about twice as fast.
    binaryNames: ['tokens-bfs-dist', 'tokens-bfs'],
    theirs: grid,
    target,
    ...(n === 100 && { times: 3, cppTimes: 1 }),
  });
}

// The maze as programs print it: digits separated by spaces, and digits side by side.
const solvable = wanted('maze') ? solvableMaze(4000, 0.72, 42) : { text: '', seed: 42 };
for (const [key, text, words] of [
  ['maze-spaced', solvable.text, 'digits separated by spaces'],
  ['maze-side-by-side', solvable.text.replaceAll(' ', ''), 'digits side by side'],
]) {
  const maze = join(dir, `${key}.txt`);
  writeFileSync(maze, text);
  compare(key, `Rat in a Maze, 4000×4000, 72% open, seed ${solvable.seed}, ${words}`, {
    args: ['maze'],
    ours: maze,
    binaryNames: ['maze-bfs'],
    theirs: maze,
    target: 0.4,
  });
}
recordRelease('versus');
rmSync(dir, { recursive: true, force: true });
