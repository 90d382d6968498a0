// The practice view's boards read off the page, and the textbook searches that work out their
// answers apart from the page: shared by the practice, practice-fault and course tests.
import type { Locator } from 'playwright-core';

/** A maze as the page draws it: its open cells (start top-left, goal bottom-right). */
export interface Grid {
  rows: number;
  columns: number;
  open: boolean[];
}

/** The maze drawn in `panel`, read off its cells. */
export async function readMaze(panel: Locator): Promise<Grid> {
  const cells = await panel.locator('rect[data-cell]').evaluateAll((rects) =>
    rects.map((rect) => ({
      at: rect.getAttribute('data-cell')!.split(',').map(Number),
      wall: rect.classList.contains('wall'),
    })),
  );
  const rows = Math.max(...cells.map((cell) => cell.at[0])) + 1;
  const columns = Math.max(...cells.map((cell) => cell.at[1])) + 1;
  const open = new Array<boolean>(rows * columns);
  for (const cell of cells) open[cell.at[0] * columns + cell.at[1]] = !cell.wall;
  return { rows, columns, open };
}

/** The textbook search over a maze with 4 moves: each cell's distance from the top-left (-1: none). */
export function distances({ rows, columns, open }: Grid, from = 0): number[] {
  const distance = open.map(() => -1);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head];
    const [r, c] = [Math.floor(cell / columns), cell % columns];
    for (const [dr, dc] of [
      [1, 0],
      [0, -1],
      [0, 1],
      [-1, 0],
    ]) {
      const [nr, nc] = [r + dr, c + dc];
      const next = nr * columns + nc;
      if (nr < 0 || nc < 0 || nr >= rows || nc >= columns || !open[next] || distance[next] >= 0) continue;
      distance[next] = distance[cell] + 1;
      queue.push(next);
    }
  }
  return distance;
}

/** Every shortest path from the top-left to the bottom-right, as cells after the start. */
export function shortestPaths(grid: Grid): number[][] {
  const fromStart = distances(grid);
  const goal = grid.open.length - 1;
  const toGoal = distances(grid, goal);
  const paths: number[][] = [];
  const walk = (path: number[]) => {
    const cell = path.at(-1)!;
    if (cell === goal) return paths.push(path.slice(1));
    for (let next = 0; next < grid.open.length; next++) {
      const near =
        Math.abs(Math.floor(next / grid.columns) - Math.floor(cell / grid.columns)) +
          Math.abs((next % grid.columns) - (cell % grid.columns)) ===
        1;
      if (near && fromStart[next] === fromStart[cell] + 1 && toGoal[next] === toGoal[cell] - 1)
        walk([...path, next]);
    }
  };
  walk([0]);
  return paths;
}

/** A cell as the page's `data-cell` names it: `row,column`. */
export const at = (grid: Grid, cell: number) => `${Math.floor(cell / grid.columns)},${cell % grid.columns}`;

/** A two-token grid as the page draws it: its labels, row by row. */
export interface Tokens {
  rows: number;
  columns: number;
  labels: number[];
}

/** The two-token grid drawn in `panel`, read off its labels. */
export async function readTokens(panel: Locator): Promise<Tokens> {
  const svg = panel.locator('svg.tokens-board');
  const [, , width, height] = (await svg.getAttribute('viewBox'))!.split(' ').map(Number);
  const labels = await svg
    .locator(':scope > g:not(.token-piece) > text.label')
    .evaluateAll((texts) => texts.map((text) => Number(text.textContent)));
  return { rows: Math.round((height - 4) / 56), columns: Math.round((width - 4) / 56), labels };
}

/** A position's key in `positionDistances`: the red token's square, then the blue's. */
export const key = (red: number, blue: number) => `${red}:${blue}`;

/** The textbook search over the two tokens' positions (red top-left, blue bottom-right at first). */
export function positionDistances({ rows, columns, labels }: Tokens): Map<string, number> {
  const start: [number, number] = [0, rows * columns - 1];
  const distance = new Map([[key(...start), 0]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const [red, blue] = queue[head];
    for (const mover of [0, 1]) {
      const [from, other] = mover === 0 ? [red, blue] : [blue, red];
      const step = labels[other];
      const [r, c] = [Math.floor(from / columns), from % columns];
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const [nr, nc] = [r + dr * step, c + dc * step];
        const to = nr * columns + nc;
        if (nr < 0 || nc < 0 || nr >= rows || nc >= columns || to === other) continue;
        const next: [number, number] = mover === 0 ? [to, blue] : [red, to];
        if (distance.has(key(...next))) continue;
        distance.set(key(...next), distance.get(key(red, blue))! + 1);
        queue.push(next);
      }
    }
  }
  return distance;
}
