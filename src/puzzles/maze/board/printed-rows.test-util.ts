// Test help: a grid of 0/1 as programs print it.

/** The rows of `grid` as a program prints them: one separator after each cell but the last, a newline after it. */
export function printedRows(grid: readonly (readonly (number | string)[])[], separator: string): string {
  return grid.map((row) => `${row.join(separator)}\n`).join('');
}
