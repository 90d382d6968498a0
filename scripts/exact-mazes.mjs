// Every maze, and every induced path between the corners, of a small size, searched by plain
// searches of their own: the numbers of shortest paths and the lengths a shortest path can have
// (scripts/exact-ranges.mjs writes them into a table).
import { runs } from './exact-runs.mjs';

/** The mazes tried, rows ≤ columns (a maze turned has the same paths): 2^(cells − 2) mazes each, at most 2^23. */
export const MAZE_GRIDS = [
  [1, 2],
  [1, 3],
  [1, 4],
  [1, 5],
  [1, 6],
  [1, 7],
  [1, 8],
  [2, 2],
  [2, 3],
  [2, 4],
  [2, 5],
  [2, 6],
  [2, 7],
  [2, 8],
  [2, 9],
  [2, 10],
  [2, 11],
  [2, 12],
  [3, 3],
  [3, 4],
  [3, 5],
  [3, 6],
  [3, 7],
  [3, 8],
  [4, 4],
  [4, 5],
  [4, 6],
  [5, 5],
];

/** The steps of each move set, as [row, column] changes. */
const MOVE_STEPS = {
  2: [
    [1, 0],
    [0, 1],
  ],
  4: [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ],
  8: [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ],
};

/**
 * Every maze of `rows × columns` (the corners open, every other cell open or blocked) with `moves`
 * moves: for each length of a shortest path from the top-left to the bottom-right, the numbers of
 * shortest paths the mazes with it have (sorted runs).
 */
export function mazeTable(rows, columns, moves) {
  const cells = rows * columns;
  const next = Array.from({ length: cells }, (_, cell) => {
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    return MOVE_STEPS[moves]
      .map(([dr, dc]) => [r + dr, c + dc])
      .filter(([r2, c2]) => r2 >= 0 && r2 < rows && c2 >= 0 && c2 < columns)
      .map(([r2, c2]) => r2 * columns + c2);
  });
  const level = new Int32Array(cells);
  const ways = new Float64Array(cells);
  const queue = new Int32Array(cells);
  const open = new Uint8Array(cells);
  const counts = new Map();
  const middle = Math.max(0, cells - 2);
  for (let mask = 0; mask < 2 ** middle; mask++) {
    open[0] = 1;
    open[cells - 1] = 1;
    for (let bit = 0; bit < middle; bit++) open[bit + 1] = (mask >> bit) & 1;
    level.fill(-1);
    level[0] = 0;
    ways[0] = 1;
    queue[0] = 0;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const cell = queue[head++];
      for (const to of next[cell]) {
        if (open[to] === 0) continue;
        if (level[to] === -1) {
          level[to] = level[cell] + 1;
          ways[to] = 0;
          queue[tail++] = to;
        }
        if (level[to] === level[cell] + 1) ways[to] += ways[cell];
      }
    }
    const steps = level[cells - 1];
    if (steps === -1) continue;
    if (!counts.has(steps)) counts.set(steps, new Set());
    counts.get(steps).add(ways[cells - 1]);
  }
  return [...counts.keys()]
    .sort((a, b) => a - b)
    .map((steps) => ({ rows, columns, moves, steps, paths: runs(counts.get(steps)) }));
}

/**
 * The grids whose shortest paths' lengths are all found, rows ≤ columns: every grid of 64 cells or
 * fewer with 4 moves, of 49 or fewer with 8 (whose induced paths are many more); with 2 moves every
 * path takes the fewest steps.
 */
export const LENGTH_GRIDS = {
  4: sizesUpTo(64),
  8: sizesUpTo(49),
};

function sizesUpTo(cells) {
  const sizes = [];
  for (let rows = 1; rows * rows <= cells; rows++)
    for (let columns = Math.max(rows, 2); rows * columns <= cells; columns++) sizes.push([rows, columns]);
  return sizes;
}

// The letters of the steps, as the maze command writes a path.
const LETTERS = {
  '1,0': 'D',
  '0,-1': 'L',
  '0,1': 'R',
  '-1,0': 'U',
  '1,-1': 'b',
  '1,1': 'n',
  '-1,1': 'u',
  '-1,-1': 'y',
};

/**
 * Every length of a shortest path a maze of `rows × columns` with `moves` moves has: those of the
 * induced paths from the top-left to the bottom-right (a shortest path has no shortcut between two
 * of its cells, and such a path with every other cell blocked is the maze's only shortest path),
 * found by depth-first search over them. With an example path (its steps' letters) of each length
 * that `laid(steps)` (the generator's own family of paths) does not hold.
 */
export function mazeLengthsTable(rows, columns, moves, laid) {
  const cells = rows * columns;
  const around = Array.from({ length: cells }, (_, cell) => {
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    return MOVE_STEPS[moves]
      .map(([dr, dc]) => [r + dr, c + dc])
      .filter(([r2, c2]) => r2 >= 0 && r2 < rows && c2 >= 0 && c2 < columns)
      .map(([r2, c2]) => r2 * columns + c2);
  });
  // touch[cell]: how many cells of the path so far are its neighbours.
  const touch = new Int32Array(cells);
  const path = [];
  const found = new Map();
  const goal = cells - 1;
  const visit = (cell) => {
    path.push(cell);
    if (cell === goal) {
      if (!found.has(path.length - 1)) found.set(path.length - 1, [...path]);
    } else {
      for (const next of around[cell]) touch[next]++;
      for (const next of around[cell])
        // A cell on the path has a neighbour on it before it (its own predecessor) or is the start.
        if (touch[next] === 1 && next !== 0 && !path.includes(next)) visit(next);
      for (const next of around[cell]) touch[next]--;
    }
    path.pop();
  };
  visit(0);
  const examples = {};
  for (const [steps, cellsOn] of [...found].sort((a, b) => a[0] - b[0]))
    if (!laid(steps))
      examples[steps] = cellsOn
        .slice(1)
        .map((cell, i) => {
          const before = cellsOn[i];
          const dr = Math.floor(cell / columns) - Math.floor(before / columns);
          return LETTERS[`${dr},${(cell % columns) - (before % columns)}`];
        })
        .join('');
  return { rows, columns, moves, lengths: runs(found.keys()), examples };
}
