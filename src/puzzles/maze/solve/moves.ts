// The maze as the integer engine sees it: the open cells one step away, and the steps of a path
// of cells read back as letters.
import type { Cell } from '../../../cell.js';
import { checkValue, optionsSchema } from '../../../options.js';
import { checkState } from '../../../search/check-graph.js';
import type { IntGraph } from '../../../search/int-graph.js';
import type { StateGraph } from '../../puzzles.js';
import {
  cellOf,
  MOVE_LETTERS,
  stateOfCell,
  stepsFor,
  type MazeGrid,
  type MazeMoves,
  type MazeStep,
} from '../board/board.js';
import { checkMazeCall, checkMazeGrid, movesSchema } from '../options.js';

/**
 * The maze as the integer engine sees it: the open cells one step away, in try order (D, L, R, U,
 * then the diagonals b, n, u, y; with 2 moves D, R). With 4 and 8 moves every step can be undone,
 * so this graph is its own reverse.
 */
export function mazeGraph(grid: MazeGrid, moves: MazeMoves): IntGraph {
  grid = checkMazeGrid(grid);
  return cellGraph(grid, checkValue('moves', movesSchema, moves));
}

/**
 * `mazeGraph` on a grid and moves already checked, for the library's own searches (a grid's shape
 * is all it reads). Cost: O(1) to make; O(moves) per cell expanded.
 */
export function cellGraph(grid: Pick<MazeGrid, 'rows' | 'columns' | 'open'>, moves: MazeMoves): IntGraph {
  return stepGraph(grid, stepsFor(moves));
}

/**
 * The cell `[row, column]` of a state of `mazeGraph`, `row × columns + column`. A state outside the
 * grid is a `BoardpathError` (E_USAGE). Cost: O(1) for a grid the library made.
 */
export function mazeCellOf(grid: MazeGrid, state: number): [number, number] {
  grid = checkMazeGrid(grid);
  return cellOf(grid, checkState('state', state, grid.rows * grid.columns));
}

/**
 * The state of `mazeGraph` at the cell `[row, column]` (from 0), `row × columns + column`
 * (`mazeCellOf` undone). A cell outside the grid is a `BoardpathError` (E_BOARD). Cost: O(1) for a
 * grid the library made.
 */
export function mazeStateOf(grid: MazeGrid, cell: Cell): number {
  return stateOfCell(checkMazeGrid(grid), cell);
}

/** The steps *into* each cell with 2 moves (from above and from the left): `mazeGraph` reversed. */
export function mazeReverseGraph(
  grid: Pick<MazeGrid, 'rows' | 'columns' | 'open'>,
  moves: MazeMoves,
): IntGraph {
  return moves === 2 ? stepGraph(grid, ['U', 'L']) : cellGraph(grid, moves);
}

function stepGraph(grid: Pick<MazeGrid, 'rows' | 'columns' | 'open'>, steps: readonly MazeStep[]): IntGraph {
  const { rows, columns, open } = grid;
  const dRow = Int32Array.from(steps, (step) => MOVE_LETTERS[step][0]);
  const dColumn = Int32Array.from(steps, (step) => MOVE_LETTERS[step][1]);
  return {
    size: rows * columns,
    maxDegree: steps.length,
    moves(cell, out) {
      const row = Math.floor(cell / columns);
      const column = cell - row * columns;
      let count = 0;
      for (let i = 0; i < dRow.length; i++) {
        const r = row + dRow[i];
        const c = column + dColumn[i];
        if (r < 0 || r >= rows || c < 0 || c >= columns) continue;
        const next = r * columns + c;
        if (open[next] === 1) out[count++] = next;
      }
      return count;
    },
  };
}

/** The letter of the step between two neighbouring cells; throws a RangeError if they are not neighbours. */
function stepLetter(grid: Pick<MazeGrid, 'columns'>, from: number, to: number): MazeStep {
  const [r1, c1] = cellOf(grid, from);
  const [r2, c2] = cellOf(grid, to);
  for (const step of Object.keys(MOVE_LETTERS) as MazeStep[]) {
    if (MOVE_LETTERS[step][0] === r2 - r1 && MOVE_LETTERS[step][1] === c2 - c1) return step;
  }
  throw new RangeError(`cells ${r1},${c1} and ${r2},${c2} are not neighbours`);
}

// The letter of a step by its change of row and column, at (row change + 1) × 3 + column change + 1;
// 0 where no step goes.
const LETTER_CODES = new Uint8Array(9);
for (const [step, [dr, dc]] of Object.entries(MOVE_LETTERS))
  LETTER_CODES[(dr + 1) * 3 + dc + 1] = step.charCodeAt(0);

/**
 * The direction string of a path of cell numbers: `DDRDRR`.
 *
 * Cost: O(length); the letters are gathered as bytes and made a string 8192 at a time, as a string
 * grown a letter at a time would be a rope of millions of pieces.
 */
export function directionsOf(grid: Pick<MazeGrid, 'columns'>, path: ArrayLike<number>): string {
  const { columns } = grid;
  const letters = new Uint8Array(Math.max(0, path.length - 1));
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1];
    const to = path[i];
    const dr = Math.floor(to / columns) - Math.floor(from / columns);
    const dc = (to % columns) - (from % columns);
    const code = dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 ? LETTER_CODES[(dr + 1) * 3 + dc + 1] : 0;
    if (code === 0) stepLetter(grid, from, to); // throws, naming the two cells
    letters[i - 1] = code;
  }
  const pieces: string[] = [];
  for (let i = 0; i < letters.length; i += 8192)
    pieces.push(String.fromCharCode(...letters.subarray(i, i + 8192)));
  return pieces.join('');
}

/**
 * The maze's state graph as the learn view and practice search it: `mazeGraph` with `moves` (4 by
 * default), from the start cell to the goal. Cost: O(1).
 */
export function mazeStateGraph(grid: MazeGrid, options: { readonly moves?: MazeMoves } = {}): StateGraph {
  const [checked, { moves = 4 }] = checkMazeCall(grid, stateGraphSchema, options);
  return { graph: mazeGraph(checked, moves), start: checked.start, goal: checked.goal };
}

const stateGraphSchema = optionsSchema({ moves: movesSchema.optional() });
