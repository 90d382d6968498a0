import type { MazeGrid, MazeMoves } from '../board/board.js';
import { cellOf, stepsFor } from '../board/board.js';
import type { MazeFirstSolution, MazeSolution } from './solve.js';
import { counted } from '../../../words.js';
import { z } from 'zod';
import {
  allowing,
  checkOptions,
  checkShape,
  checkValue,
  optionsSchema,
  switchSchema,
} from '../../../options.js';
import { ownFields, paintSchema } from '../../checks.js';
import { gridFrom } from '../board/grid-from.js';
import { movesSchema } from '../options.js';

/** Colour functions (picocolors' shape); pass identity functions for plain text. */
interface MazePaint {
  bold(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
}

const NO_PAINT: MazePaint = { bold: (t) => t, yellow: (t) => t, dim: (t) => t };

/** Mazes with more cells (or wider) than this are described, not drawn. */
const MAX_DRAWN_CELLS = 250_000;
const MAX_DRAWN_COLUMNS = 1000;

/** Whether `renderMaze` draws this grid (and prints a solution matrix) or only describes it. */
function isDrawable(grid: Pick<MazeGrid, 'rows' | 'columns'>): boolean {
  return grid.rows * grid.columns <= MAX_DRAWN_CELLS && grid.columns <= MAX_DRAWN_COLUMNS;
}

/**
 * The maze drawn one character per cell: `#` blocked, `.` open, `S` start, `G` goal, and `*` on
 * the path's cells in between.
 */
function drawMaze(
  grid: MazeGrid,
  path: ReadonlyArray<readonly [number, number]> | null,
  paint: MazePaint = NO_PAINT,
): string {
  const onPath = new Uint8Array(grid.rows * grid.columns);
  for (const [r, c] of path ?? []) onPath[r * grid.columns + c] = 1;
  const lines: string[] = [];
  for (let r = 0; r < grid.rows; r++) {
    let line = '';
    for (let c = 0; c < grid.columns; c++) {
      const cell = r * grid.columns + c;
      if (cell === grid.start) line += paint.bold('S');
      else if (cell === grid.goal) line += paint.bold('G');
      else if (onPath[cell] === 1) line += paint.bold(paint.yellow('*'));
      else line += grid.open[cell] === 1 ? '.' : paint.dim('#');
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** The solution matrix as text rows of 0/1 separated by spaces. */
function matrixText(matrix: readonly (readonly number[])[]): string {
  return matrix.map((row) => row.join(' ')).join('\n');
}

/** A one-line description of the maze: size, moves, start and goal. */
function describeMaze(grid: MazeGrid, moves: MazeMoves): string {
  const [sr, sc] = cellOf(grid, grid.start);
  const [gr, gc] = cellOf(grid, grid.goal);
  const blocked = (cell: number) => (grid.open[cell] === 1 ? '' : ' (blocked)');
  return `maze ${grid.rows}×${grid.columns}, ${moves} moves (${stepsFor(moves).join(' ')}), start ${sr},${sc}${blocked(grid.start)}, goal ${gr},${gc}${blocked(grid.goal)}`;
}

/** Options for `renderMaze`. */
export interface RenderMazeOptions {
  readonly moves?: MazeMoves;
  readonly paint?: MazePaint;
  /** The solution comes from `firstMazePath`: say so, and print its solution matrix. */
  readonly first?: boolean;
}

const renderMazeSchema = optionsSchema({
  moves: movesSchema.optional(),
  paint: paintSchema<MazePaint>(['bold', 'yellow', 'dim']).optional(),
  first: switchSchema.optional(),
});

const SOLUTION = 'an answer of solveMaze or firstMazePath';
const solutionSchema = allowing(
  SOLUTION,
  z.union([
    z.looseObject({ solvable: z.literal(false) }),
    z.looseObject({ solvable: z.literal(true), moves: z.number().int().min(0), directions: z.string() }),
  ]),
);
const pathSchema = allowing(SOLUTION, z.array(z.tuple([z.number(), z.number()])));
const matrixSchema = allowing(SOLUTION, z.array(z.array(z.number())));

/**
 * The whole text answer: a heading, the maze drawn with the path, the number of steps and the
 * directions (and for the textbook backtracking, the solution matrix), or that there is no path.
 * Takes any grid, as `gridFrom` does, and an answer of `solveMaze` or `firstMazePath` (checked in
 * O(1), and its path and matrix when they are drawn); a maze of more than 250,000 cells or 1,000
 * columns is described, not drawn. Cost: O(cells drawn + path length).
 */
export function renderMaze(
  grid: MazeGrid,
  solution: MazeSolution | MazeFirstSolution,
  options: RenderMazeOptions = {},
): string {
  grid = gridFrom(grid);
  options = checkOptions(renderMazeSchema, options);
  // Read once, as checked: the drawing reads the copy, whose path and matrix are checked if drawn.
  solution = checkShape<MazeSolution | MazeFirstSolution>('solution', solutionSchema, ownFields(solution));
  if (isDrawable(grid)) {
    const path = checkValue('solution', pathSchema, solution.path ?? []);
    const matrix =
      options.first && solution.solvable && 'matrix' in solution
        ? checkValue('solution', matrixSchema, solution.matrix)
        : undefined;
    solution = { ...solution, path, ...(matrix && { matrix }) } as MazeSolution | MazeFirstSolution;
  }
  const moves = options.moves ?? 4;
  const paint = options.paint ?? NO_PAINT;
  const lines = [paint.bold(describeMaze(grid, moves)), ''];
  if (isDrawable(grid)) lines.push(drawMaze(grid, solution.path, paint), '');
  else
    lines.push(
      paint.dim(`(${grid.rows}×${grid.columns}: too large to draw; --json lists the path's cells)`),
      '',
    );
  if (!solution.solvable) {
    const why =
      grid.open[grid.start] !== 1
        ? ': the start is blocked'
        : grid.open[grid.goal] !== 1
          ? ': the goal is blocked'
          : '';
    lines.push(`${paint.bold('No path')} from the start to the goal${why}.`);
    return lines.join('\n') + '\n';
  }
  const steps = counted(solution.moves, 'step');
  if (options.first) {
    lines.push(
      `${paint.bold(`First path: ${steps}`)} (textbook backtracking, trying ${stepsFor(moves).join(' ')})`,
    );
  } else {
    lines.push(`${paint.bold(`Shortest path: ${steps}`)} (${counted(solution.explored, 'cell')} explored)`);
  }
  lines.push(
    `Directions: ${solution.directions === '' ? '(none: the start is the goal)' : solution.directions}`,
  );
  if (options.first && 'matrix' in solution && solution.solvable) {
    if (isDrawable(grid)) lines.push('Solution matrix:', matrixText(solution.matrix));
    else lines.push(paint.dim('(solution matrix too large to print; --json has it)'));
  }
  return lines.join('\n') + '\n';
}
