/** A maze's start and goal in words, and which of them is a wall (then there is no path). */
import type { MazeGrid } from 'boardpath';

/** The end that is a wall, the start first; null when both are open. */
export function blockedEnd(grid: MazeGrid): 'start' | 'goal' | null {
  return grid.open[grid.start] !== 1 ? 'start' : grid.open[grid.goal] !== 1 ? 'goal' : null;
}

/** "the start (row 0, column 0)". */
export function endWords(grid: MazeGrid, end: 'start' | 'goal'): string {
  const cell = grid[end];
  return `the ${end} (row ${Math.floor(cell / grid.columns)}, column ${cell % grid.columns})`;
}
