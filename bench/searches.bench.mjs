// The engine's searches in process, on the same mazes each run: breadth-first search, A*, search
// from both ends, the first simple path and a count of simple paths. Each is run once to warm up,
// then BOARDPATH_SEARCHES_RUNS times (default 7); the median and the best are printed, with the load
// average, so that a change to a search's loop can be measured against the one before it.
import { loadavg } from 'node:os';
import { parseMaze } from '../dist/index.js';
import {
  aStarPath,
  bidirectionalPath,
  countSimplePaths,
  firstSimplePath,
  mazeGraph,
  shortestIntPath,
} from '../dist/engine.js';
import { randomMazeText, solvableMaze } from './maze-lib.mjs';

const runs = Number(process.env.BOARDPATH_SEARCHES_RUNS ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Runs `search` once to warm up and `runs` times measured; prints the median and the best wall
// time, and the median CPU time (this process's, all its threads): on a machine shared with other
// work the CPU time moves less with the load than the wall time does.
function measure(label, search) {
  const answer = search();
  const times = [];
  const cpu = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    search();
    const { user, system } = process.cpuUsage(used);
    times.push(performance.now() - started);
    cpu.push((user + system) / 1000);
  }
  const ms = (value) => `${value.toFixed(1).padStart(8)} ms`;
  console.log(
    `  ${label.padEnd(52)} median ${ms(median(times))}   best ${ms(Math.min(...times))}   CPU ${ms(median(cpu))}   answer ${answer}`,
  );
}

const size = 2000;
const { text, seed } = solvableMaze(size, 0.72, 42);
const grid = parseMaze(text);
const graph = mazeGraph(grid, 4);
const { start, goal, columns } = grid;
const goalRow = Math.floor(goal / columns);
const goalColumn = goal % columns;
const manhattan = (cell) => {
  const row = Math.floor(cell / columns);
  return Math.abs(row - goalRow) + Math.abs(cell - row * columns - goalColumn);
};
console.log(
  `  a ${size}×${size} maze, 72% open, seed ${seed}, 4 moves; ${runs} runs each after one to warm up`,
);
measure('shortestIntPath (breadth-first)', () => shortestIntPath(graph, start, goal).moves);
measure('aStarPath (Manhattan distance)', () => aStarPath(graph, start, goal, manhattan).moves);
measure('bidirectionalPath', () => bidirectionalPath(graph, start, goal).moves);
// The first simple path wanders: on the big maze it is some 300,000 steps long.
const small = parseMaze(solvableMaze(400, 0.72, 42).text);
measure(
  'firstSimplePath (pruned backtracking, a 400×400 maze)',
  () => firstSimplePath(mazeGraph(small, 4), small.start, small.goal).length - 1,
);
const open = parseMaze(randomMazeText(5, 6, 1, 1));
measure('countSimplePaths (an open 5×6 grid, corner to corner)', () =>
  countSimplePaths(mazeGraph(open, 4), open.start, open.goal),
);
console.log(`  (load average while measuring: ${loadavg()[0].toFixed(2)} on this machine's cores)`);
