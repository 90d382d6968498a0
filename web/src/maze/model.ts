/**
 * The maze editor's operations on a library `MazeGrid`: each edit copies the cells and builds a new
 * grid through the library's `makeMaze`, so the page checks exactly what the CLI checks.
 */
import { BoardpathError, makeMaze, type Cell, type MazeGrid, endsOf, parseMaze, withEnds } from 'boardpath';

/**
 * A grid that crossed from the worker (a copy, no longer one the library made) made again by the
 * library once, through all its checks: the library checks every cell of a grid it did not make on
 * each call, and the page calls it on every frame of a timeline. Cost: O(cells) for a copy, O(1)
 * for a grid the library made.
 */
export function adoptGrid(grid: MazeGrid): MazeGrid {
  return withEnds(grid, {});
}

/** The same grid with `cells` (or every cell) set open (1) or blocked (0). */
export function paint(grid: MazeGrid, cells: readonly number[] | 'all', value: 0 | 1): MazeGrid {
  const open = grid.open.slice();
  if (cells === 'all') open.fill(value);
  else for (const cell of cells) open[cell] = value;
  return makeMaze(grid.rows, grid.columns, open, endsOf(grid));
}

/**
 * The same grid with the start or the goal on another cell; not onto a wall (a `BoardpathError`
 * says so), since the rat could never stand there.
 */
export function moveEnd(grid: MazeGrid, end: 'start' | 'goal', cell: Cell): MazeGrid {
  const [row, column] = cell;
  if (
    row >= 0 &&
    column >= 0 &&
    row < grid.rows &&
    column < grid.columns &&
    grid.open[row * grid.columns + column] !== 1
  )
    throw new BoardpathError(
      'E_BOARD',
      `row ${row}, column ${column} is a wall: the ${end} must be on an open cell (erase the wall first)`,
    );
  return makeMaze(grid.rows, grid.columns, grid.open, { ...endsOf(grid), [end]: cell });
}

/**
 * The grid cut or grown to `rows × columns` from its top-left corner; new cells are open. An end on
 * the grid's last row or last column stays on the new last row or column (a goal in the corner
 * stays in the corner, so a grown maze is searched across its whole size), any other end stays
 * where it was while it fits; an end that moves lands on an open cell.
 */
export function resizeMaze(grid: MazeGrid, rows: number, columns: number): MazeGrid {
  const open = new Uint8Array(rows * columns).fill(1);
  for (let r = 0; r < Math.min(rows, grid.rows); r++) {
    for (let c = 0; c < Math.min(columns, grid.columns); c++)
      open[r * columns + c] = grid.open[r * grid.columns + c];
  }
  const { start, goal } = endsOf(grid);
  const follow = ([r, c]: Cell): Cell => [
    r === grid.rows - 1 || r >= rows ? rows - 1 : r,
    c === grid.columns - 1 || c >= columns ? columns - 1 : c,
  ];
  let ends = { start: follow(start), goal: follow(goal) };
  if (ends.start[0] === ends.goal[0] && ends.start[1] === ends.goal[1] && rows * columns > 1)
    ends = { start: [0, 0], goal: [rows - 1, columns - 1] };
  for (const [end, was] of [
    [ends.start, start],
    [ends.goal, goal],
  ] as const)
    if (end[0] !== was[0] || end[1] !== was[1]) open[end[0] * columns + end[1]] = 1;
  return makeMaze(rows, columns, open, ends);
}

/**
 * A random maze: each cell blocked with probability `density`, the start and goal left open, from
 * a seed (mulberry32) so a maze can be made again. Only a generator — solving is the library's.
 */
export function randomMaze(grid: MazeGrid, density: number, seed: number): MazeGrid {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const open = new Uint8Array(grid.rows * grid.columns);
  for (let i = 0; i < open.length; i++) open[i] = random() < density ? 0 : 1;
  open[grid.start] = 1;
  open[grid.goal] = 1;
  return makeMaze(grid.rows, grid.columns, open, endsOf(grid));
}

/** The maze the tab opens with: a small one with dead ends, so every mode has something to show. */
export const DEFAULT_MAZE = `S..#......#...
##.#.####.#.#.
...#....#...#.
.#####.##.###.
.....#..#.#...
####.##.#.#.##
...#....#.#...
.#.####.#.###.
.#......#.....
.########.###G
`;

/** The default maze as a grid. */
export function defaultMaze(): MazeGrid {
  return parseMaze(DEFAULT_MAZE, { file: 'default maze' });
}
