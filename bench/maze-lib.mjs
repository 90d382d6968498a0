// Shared by the maze benchmarks (maze.bench.mjs, versus.bench.mjs).
import { parseMaze, solveMaze } from '../dist/index.js';
import { seeded } from './lib.mjs';

/**
 * A rows×columns maze as text rows of 0/1 digits separated by spaces, each cell open with
 * probability `openness`, from a fixed seed; the start (top-left) and goal (bottom-right) are open.
 */
export function randomMazeText(rows, columns, openness, seed) {
  const random = seeded(seed);
  const line = new Uint8Array(2 * columns); // "d d d … d\n"
  const chunks = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const open = (r === 0 && c === 0) || (r === rows - 1 && c === columns - 1) || random() < openness;
      line[2 * c] = open ? 49 : 48;
      line[2 * c + 1] = c === columns - 1 ? 10 : 32;
    }
    chunks.push(Buffer.from(line));
  }
  return Buffer.concat(chunks).toString('latin1');
}

/** The first maze from `seed` on (seed, seed + 1, …) whose start and goal are connected, and its seed. */
export function solvableMaze(size, openness, seed) {
  let text = randomMazeText(size, size, openness, seed);
  while (!solveMaze(parseMaze(text)).solvable) text = randomMazeText(size, size, openness, ++seed);
  return { text, seed };
}
