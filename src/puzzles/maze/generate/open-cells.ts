// Cells opened (or blocked) one at a time around a laid path, each change kept only if the fresh
// look at the maze (`TwoWaySearch`) still finds the shortest path asked for: docs/generate.md.
import type { SeededRandom } from '../../../random.js';
import type { GenerateBudget } from '../../generate.js';
import type { MazeRequest } from './options.js';
import type { TwoWaySearch } from './two-way.js';

/**
 * Opens blocked cells at random, each only if the shortest path keeps its steps (and, when `paths`
 * is asked for, first until there are exactly that many shortest paths, then keeping that count),
 * until the blocked cells are down to the share `walls` or none can open. False when the count
 * asked cannot be reached. Cost: O(cells × moves) a cell opened.
 */
export function openAround(
  request: MazeRequest,
  open: Uint8Array,
  search: TwoWaySearch,
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  const cells = open.length;
  budget.spend(search.measure(open));
  const steps = search.fewest;
  if (request.paths !== undefined && !countUp(request.paths, open, search, random, budget)) return false;
  const keepCount = request.paths !== undefined;
  let blocked = 0;
  for (let cell = 0; cell < cells; cell++) blocked += 1 - open[cell];
  const wanted = Math.floor(request.walls * cells);
  const order = random.shuffle(Array.from({ length: cells }, (_, cell) => cell));
  for (const cell of order) {
    if (blocked <= wanted) break;
    if (open[cell] === 1) continue;
    const { through } = search.opening(cell);
    // Cells whose paths are longer (or that join none) never change the shortest ones.
    if (through < steps || (through === steps && keepCount)) continue;
    open[cell] = 1;
    blocked--;
    budget.spend(search.measure(open));
  }
  return search.fewest === steps && (!keepCount || search.count === request.paths);
}

// Opens cells until there are exactly `paths` shortest paths: a cell that adds no more than are
// missing (one that adds exactly as many at once), else now and then one that only makes room.
function countUp(
  paths: number,
  open: Uint8Array,
  search: TwoWaySearch,
  random: SeededRandom,
  budget: GenerateBudget,
): boolean {
  const steps = search.fewest;
  for (let round = 0; round < open.length && search.count < paths; round++) {
    const missing = paths - search.count;
    const adding: number[] = [];
    const exact: number[] = [];
    const room: number[] = [];
    for (let cell = 0; cell < open.length; cell++) {
      if (open[cell] === 1) continue;
      const { through, ways } = search.opening(cell);
      if (through < steps) continue;
      if (through > steps) room.push(cell);
      else if (ways === missing) exact.push(cell);
      else if (ways < missing) adding.push(cell);
    }
    budget.spend(open.length);
    const cell =
      exact.length > 0
        ? random.pick(exact)
        : adding.length > 0 && (room.length === 0 || random.chance(0.75))
          ? random.pick(adding)
          : room.length > 0
            ? random.pick(room)
            : -1;
    if (cell < 0) return false;
    open[cell] = 1;
    budget.spend(search.measure(open));
  }
  return search.count === paths;
}

/**
 * Grows the open cells as a tree (a perfect maze) from the laid path: a blocked cell opens when it
 * touches exactly one open cell (in the four sides, or the eight with 8 moves), so no two open cells
 * are ever joined twice and the path stays the only one; `never` stays blocked. Until the blocked
 * cells are down to the share `walls`, or none can open. Cost: O(cells × moves).
 */
export function growTree(
  request: MazeRequest,
  open: Uint8Array,
  random: SeededRandom,
  budget: GenerateBudget,
  never = -1,
): void {
  const { rows, columns } = request;
  const around = request.moves === 8 ? 8 : 4;
  const neighbours = (cell: number, visit: (next: number) => void) => {
    const row = Math.floor(cell / columns);
    const column = cell - row * columns;
    for (let i = 0; i < around; i++) {
      const [dr, dc] = AROUND[i];
      const r = row + dr;
      const c = column + dc;
      if (r >= 0 && r < rows && c >= 0 && c < columns) visit(r * columns + c);
    }
  };
  const frontier: number[] = [];
  let blocked = 0;
  for (let cell = 0; cell < open.length; cell++) {
    if (open[cell] === 1) neighbours(cell, (next) => open[next] === 0 && frontier.push(next));
    else blocked++;
  }
  const wanted = Math.floor(request.walls * open.length);
  while (frontier.length > 0 && blocked > wanted) {
    const at = random.int(0, frontier.length - 1);
    const cell = frontier[at];
    frontier[at] = frontier[frontier.length - 1];
    frontier.pop();
    if (open[cell] === 1 || cell === never) continue;
    let touching = 0;
    neighbours(cell, (next) => (touching += open[next]));
    if (touching !== 1) continue;
    open[cell] = 1;
    blocked--;
    neighbours(cell, (next) => open[next] === 0 && frontier.push(next));
  }
  budget.spend(open.length * around);
}

// The four sides first, then the diagonals.
const AROUND: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/**
 * A maze with no path: cells blocked at random (the share `walls`), then, while a path is left, a
 * cell of a shortest path blocked at random; the goal itself when it is next to the start. Cost:
 * O(cells × moves) a cell blocked.
 */
export function cutAll(
  request: MazeRequest,
  open: Uint8Array,
  search: TwoWaySearch,
  random: SeededRandom,
  budget: GenerateBudget,
): void {
  const { start, goal } = search;
  for (let cell = 0; cell < open.length; cell++) open[cell] = random.chance(request.walls) ? 0 : 1;
  open[start] = 1;
  open[goal] = 1;
  for (;;) {
    budget.spend(search.measure(open));
    if (search.fewest < 0) return;
    const on: number[] = [];
    for (let cell = 0; cell < open.length; cell++)
      if (cell !== start && cell !== goal && open[cell] === 1 && search.fromStart(cell) >= 0)
        if (search.fromStart(cell) + search.toGoal(cell) === search.fewest && search.toGoal(cell) >= 0)
          on.push(cell);
    open[on.length > 0 ? random.pick(on) : goal] = 0;
  }
}
