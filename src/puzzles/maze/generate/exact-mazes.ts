// What mazes of small sizes can have, found by searching every maze or every induced path of the
// size (scripts/exact-ranges.mjs wrote the tables): the exact lengths of a shortest path, a path of
// each length the row-by-row paths do not lay, and the exact numbers of shortest paths.
import type { SeededRandom } from '../../../random.js';
import type { Runs } from '../../generate.js';
import type { MazeMoves } from '../board/board.js';
import { EXACT_LENGTHS, EXACT_PATHS } from './exact-mazes.generated.js';

/** Whole numbers as sorted runs `[from, to]`. */
export type PathRuns = Runs;

/** The lengths a shortest path of one size and move set can have, and paths the row-by-row family lacks. */
export interface ExactLengths {
  readonly lengths: PathRuns;
  /** For a length the family does not lay, one path of it: its steps' letters from the top-left. */
  readonly examples: Readonly<Record<string, string>>;
}

// The table's key of a grid: rows ≤ columns (a maze turned has the same paths).
function sizeKey(rows: number, columns: number): string {
  return rows <= columns ? `${rows}x${columns}` : `${columns}x${rows}`;
}

/** The lengths every induced path of the size has, when they were all searched; else undefined. Cost: O(1). */
export function exactLengths(rows: number, columns: number, moves: MazeMoves): ExactLengths | undefined {
  const key = `${sizeKey(rows, columns)} ${moves}`;
  return Object.hasOwn(EXACT_LENGTHS, key) ? EXACT_LENGTHS[key] : undefined;
}

/**
 * The numbers of shortest paths of `steps` steps the mazes of the size have, when every maze of it
 * was searched (an empty list: no maze has a shortest path that long); else undefined. Cost: O(1).
 */
export function exactPaths(
  rows: number,
  columns: number,
  moves: MazeMoves,
  steps: number,
): PathRuns | undefined {
  const size = sizeKey(rows, columns);
  // A size searched has an entry for the fewest steps: the open grid's.
  const least = moves === 8 ? Math.max(rows, columns) - 1 : rows + columns - 2;
  if (!Object.hasOwn(EXACT_PATHS, `${size} ${moves} ${least}`)) return undefined;
  const key = `${size} ${moves} ${steps}`;
  return Object.hasOwn(EXACT_PATHS, key) ? EXACT_PATHS[key] : [];
}

// The step letters' changes of row and column (as the maze command writes a path).
const STEP: Readonly<Record<string, readonly [number, number]>> = {
  D: [1, 0],
  L: [0, -1],
  R: [0, 1],
  U: [-1, 0],
  b: [1, -1],
  n: [1, 1],
  u: [-1, 1],
  y: [-1, -1],
};

/**
 * The example path of `steps` steps for a `rows × columns` grid, as cell numbers from the top-left
 * to the bottom-right, turned at random by a symmetry of the grid that keeps its corners: half a
 * turn (the path then read backwards) and, on a square grid, the flip about its diagonal. Null when
 * the table has none. Cost: O(steps).
 */
export function layExample(
  rows: number,
  columns: number,
  moves: MazeMoves,
  steps: number,
  random: SeededRandom,
): Int32Array | null {
  const letters = exactLengths(rows, columns, moves)?.examples[String(steps)];
  if (letters === undefined) return null;
  // The table's grid has rows ≤ columns: on the grid turned, a step down is one to the right.
  const turned = rows > columns;
  const flip = rows === columns && random.chance(0.5);
  const half = random.chance(0.5);
  const cells = new Int32Array(steps + 1);
  let [r, c] = [0, 0];
  for (let i = 0; i <= steps; i++) {
    if (i > 0) {
      const [dr, dc] = STEP[letters[i - 1]];
      [r, c] = [r + dr, c + dc];
    }
    let [row, column] = turned || flip ? [c, r] : [r, c];
    if (half) [row, column] = [rows - 1 - row, columns - 1 - column];
    cells[half ? steps - i : i] = row * columns + column;
  }
  return cells;
}
