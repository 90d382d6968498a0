// Side by side on the same inputs, whole processes: boardpath's own search, boardpath's textbook
// search (--method squares / queue; the maze has only its own), and a tight C++ breadth-first
// search (bench/textbook/*.cpp, built with g++ -O2 when g++ is on the machine). Every answer is
// checked against the others.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bestOf, randomBoardJson, root, runCommand } from './lib.mjs';
import { solvableMaze } from './maze-lib.mjs';
import { randomGridText } from './tokens-lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'boardpath-versus-'));
const built = join(root, '.bench');
mkdirSync(built, { recursive: true });

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

// A whole C++ process: wall time, peak memory from /usr/bin/time when there is one, its answer.
function runBinary(binary, file) {
  const timed = existsSync('/usr/bin/time');
  const started = performance.now();
  const child = timed
    ? spawnSync('/usr/bin/time', ['-f', '%M', binary, file], { encoding: 'utf8' })
    : spawnSync(binary, [file], { encoding: 'utf8' });
  const ms = performance.now() - started;
  const peakMB = timed ? Number(child.stderr.trim().split('\n').at(-1)) / 1024 : NaN;
  return { ms, peakMB, answer: Number(child.stdout.trim()) };
}

function row(label, result, answer) {
  console.log(
    `  ${label.padEnd(52)} ${(result.ms / 1000).toFixed(2).padStart(6)} s ${Number.isNaN(result.peakMB) ? '' : `${result.peakMB.toFixed(0).padStart(5)} MB`}   answer ${answer}`,
  );
}

function compare(title, file, ours, textbook, binaryName) {
  console.log(`  ${title} (best of 3, whole processes)`);
  const fast = bestOf(3, () => runCommand([...ours, file, '--json']));
  const answers = [JSON.parse(fast.stdout).moves];
  row(`boardpath ${ours.join(' ')}`, fast, answers[0]);
  const slow = textbook && bestOf(3, () => runCommand([...textbook, file, '--json']));
  if (slow) {
    answers.push(JSON.parse(slow.stdout).moves);
    row(`boardpath ${textbook.join(' ')} (textbook)`, slow, answers[1]);
  }
  const binary = cpp(binaryName);
  let native;
  if (binary) {
    native = bestOf(3, () => runBinary(binary, file));
    row(`C++ BFS (bench/textbook/${binaryName}.cpp, g++ -O2)`, native, native.answer);
    answers.push(native.answer);
  }
  const agree = answers.every((answer) => answer === answers[0]);
  const ratios = [
    slow && `textbook search ${(slow.ms / fast.ms).toFixed(1)}×`,
    native && `C++ BFS ${(native.ms / fast.ms).toFixed(1)}×`,
  ].filter(Boolean);
  console.log(`  answers ${agree ? 'agree' : 'DISAGREE'}; time against boardpath's: ${ratios.join(', ')}`);
}

const board = join(dir, 'board.json');
writeFileSync(board, randomBoardJson(10_000_000, 1_000_000, 42));
compare(
  'Snakes and Ladders, 10^7 squares, 10^6 snakes and ladders, seed 42',
  board,
  ['snakes'],
  ['snakes', '--method', 'squares'],
  'snakes-bfs',
);

const grid = join(dir, 'grid.txt');
writeFileSync(grid, randomGridText(64, 42));
compare(
  'Two tokens, n = 64, labels 1…9, seed 42',
  grid,
  ['tokens'],
  ['tokens', '--method', 'queue'],
  'tokens-bfs',
);
const maze = join(dir, 'maze.txt');
const solvable = solvableMaze(4000, 0.72, 42);
writeFileSync(maze, solvable.text);
compare(`Rat in a Maze, 4000×4000, 72% open, seed ${solvable.seed}`, maze, ['maze'], null, 'maze-bfs');
rmSync(dir, { recursive: true, force: true });
