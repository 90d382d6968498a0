// Mazes that break solutions: winding corridors that need Up and Left moves, dead ends, blocked
// ends, walls no path crosses, diagonal-only ways through, open fields; and, when every path is
// listed or counted, walls added until there are few enough of them to list.
import { pickWeighted, type SeededRandom } from '../../../random.js';
import type { MazeMoves } from '../board/board.js';
import { countMazePaths } from '../paths/count-maze.js';
import { allMazePaths } from '../paths/paths.js';
import { mazeGridOf, type MazeCase } from './case.js';

const FAMILIES = {
  scattered: 3,
  open: 1,
  winding: 3,
  blockedEnd: 1,
  wall: 1,
  diagonal: 1,
} as const;

type Family = keyof typeof FAMILIES;

/** The most paths a maze may have when a program lists or counts them all. */
export const MOST_LISTED_PATHS = 10_000n;

/**
 * A `rows` × `columns` maze from one family drawn at random; with `listed`, walls are added until it
 * has at most `MOST_LISTED_PATHS` paths with `moves`. Cost: O(cells), and for `listed` one count of
 * the paths a wall added.
 */
export function randomMaze(
  random: SeededRandom,
  rows: number,
  columns: number,
  moves: MazeMoves,
  listed: boolean,
): MazeCase {
  const family = pickWeighted<Family>(random, FAMILIES);
  const cells = rows * columns;
  const open = new Uint8Array(cells).fill(1);
  const scatter = (share: number) => {
    for (let cell = 1; cell < cells - 1; cell++) if (random.chance(share)) open[cell] = 0;
  };
  switch (family) {
    case 'scattered':
      scatter(random.pick([0.1, 0.25, 0.4, 0.55]));
      break;
    case 'open':
      break;
    case 'winding':
      carve(random, rows, columns, open);
      break;
    case 'blockedEnd':
      scatter(random.pick([0, 0.2]));
      open[random.chance(0.5) ? 0 : cells - 1] = 0;
      break;
    case 'wall': {
      // A whole row or column blocked, or all but one cell of it.
      scatter(0.1);
      const across = random.chance(0.5);
      const line = random.int(0, (across ? rows : columns) - 1);
      const gap = random.chance(0.5) ? random.int(0, (across ? columns : rows) - 1) : -1;
      for (let i = 0; i < (across ? columns : rows); i++)
        if (i !== gap) open[across ? line * columns + i : i * columns + line] = 0;
      break;
    }
    case 'diagonal':
      // A checkerboard: with eight moves the way is diagonal; with four there is none.
      for (let cell = 0; cell < cells; cell++) {
        const [r, c] = [Math.floor(cell / columns), cell % columns];
        if ((r + c) % 2 === 1 && random.chance(0.85)) open[cell] = 0;
      }
      break;
  }
  const maze: MazeCase = { puzzle: 'maze', rows, columns, open };
  if (listed) fewerPaths(random, maze, moves);
  return maze;
}

/**
 * A corridor carved by a random depth-first walk from the start, never opening a cell beside two
 * open ones, so the maze is a tree of winding corridors and dead ends that turns up and left as
 * often as down and right; the goal is opened and joined to the nearest corridor when it is missed.
 */
function carve(random: SeededRandom, rows: number, columns: number, open: Uint8Array): void {
  open.fill(0);
  const cells = rows * columns;
  const sides = (cell: number) => {
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    const near: number[] = [];
    if (r > 0) near.push(cell - columns);
    if (r < rows - 1) near.push(cell + columns);
    if (c > 0) near.push(cell - 1);
    if (c < columns - 1) near.push(cell + 1);
    return near;
  };
  const stack = [0];
  open[0] = 1;
  while (stack.length > 0) {
    const cell = stack[stack.length - 1];
    const next = random
      .shuffle(sides(cell))
      .find((side) => open[side] === 0 && sides(side).filter((s) => open[s] === 1).length === 1);
    if (next === undefined) stack.pop();
    else {
      open[next] = 1;
      stack.push(next);
    }
  }
  // The goal may sit in a corner the corridors did not reach: a straight way in from the nearest.
  let cell = cells - 1;
  while (open[cell] === 0) {
    open[cell] = 1;
    cell = cell % columns > 0 && random.chance(0.5) ? cell - 1 : cell >= columns ? cell - columns : cell - 1;
  }
}

/**
 * Walls added at random (never on the ends) until the maze has at most `MOST_LISTED_PATHS` paths:
 * a tenth of its open cells at a time while it has too many. With 8 moves the paths are listed and
 * the listing stopped one past the most: on an open 8×8 maze an exact count takes seconds.
 */
export function fewerPaths(random: SeededRandom, maze: MazeCase, moves: MazeMoves): void {
  const inner = random.shuffle(Array.from({ length: Math.max(0, maze.open.length - 2) }, (_, i) => i + 1));
  let next = 0;
  while (tooManyPaths(maze, moves) && next < inner.length) {
    const open = inner.slice(next).filter((cell) => maze.open[cell] === 1).length;
    for (let blocked = 0; blocked < Math.max(1, Math.ceil(open / 10)) && next < inner.length; next++) {
      if (maze.open[inner[next]] === 0) continue;
      maze.open[inner[next]] = 0;
      blocked++;
    }
  }
}

function tooManyPaths(maze: MazeCase, moves: MazeMoves): boolean {
  // The frontier count is exact and quick with 2 or 4 moves; with 8, the listing stops sooner.
  if (moves !== 8) return countMazePaths(mazeGridOf(maze), { moves }) > MOST_LISTED_PATHS;
  let paths = 0n;
  for (const _ of allMazePaths(mazeGridOf(maze), { moves })) if (++paths > MOST_LISTED_PATHS) return true;
  return false;
}
