// The fewest moves every grid of a small size takes, found by searching every grid
// (scripts/exact-ranges.mjs wrote the table): the exact range of a request on such a grid.
import type { SeededRandom } from '../../../random.js';
import type { Runs } from '../../generate.js';
import { EXACT_TOKENS } from './exact-tokens.generated.js';

/** What every grid of one size and range of labels was found to take. */
export interface ExactMoves {
  /** The fewest moves some grid takes. */
  readonly fewest: Runs;
  /** The fewest moves some grid takes with one pair of shortest solutions. */
  readonly unique: Runs;
  /** Whether some grid keeps the tokens from swapping. */
  readonly none: boolean;
  /**
   * A grid (labels row after row, one digit each) of each number of moves few grids take, by the
   * number ("u" before it: with one pair of shortest solutions).
   */
  readonly examples: Readonly<Record<string, string>>;
}

/**
 * What every grid of `rows × columns` with labels `labels` takes, when that size and range was
 * searched whole; else undefined. A grid turned takes the same moves (the table holds rows ≤
 * columns), and every label of the longer side or more moves nothing, as the longer side does.
 * Cost: O(1).
 */
export function exactTokens(
  rows: number,
  columns: number,
  labels: readonly [number, number],
): ExactMoves | undefined {
  const [short, long] = rows <= columns ? [rows, columns] : [columns, rows];
  const key = `${short}x${long} ${Math.min(labels[0], long)}..${Math.min(labels[1], long)}`;
  return Object.hasOwn(EXACT_TOKENS, key) ? EXACT_TOKENS[key] : undefined;
}

/**
 * The table's grid of `fewest` moves (with one pair of shortest solutions if `unique`) for a
 * `rows × columns` grid of `labels`, turned at random by a symmetry that keeps the puzzle: half a
 * turn (the start becomes the swap: every solution played backwards) and, on a square grid, the flip
 * about its diagonal; labels row after row. Null when the table keeps none. Cost: O(cells).
 */
export function tokensExample(
  rows: number,
  columns: number,
  labels: readonly [number, number],
  fewest: number,
  unique: boolean,
  random: SeededRandom,
): Int32Array | null {
  const text = exactTokens(rows, columns, labels)?.examples[`${unique ? 'u' : ''}${fewest}`];
  if (text === undefined) return null;
  // The table's grid has rows ≤ columns: laid on a grid of more rows, it is turned.
  const long = Math.max(rows, columns);
  const turned = rows > columns;
  const flip = rows === columns && random.chance(0.5);
  const half = random.chance(0.5);
  const grid = new Int32Array(rows * columns);
  for (let k = 0; k < text.length; k++) {
    const [r, c] = [Math.floor(k / long), k % long];
    let [row, column] = turned || flip ? [c, r] : [r, c];
    if (half) [row, column] = [rows - 1 - row, columns - 1 - column];
    grid[row * columns + column] = Number(text[k]);
  }
  return grid;
}
