// The simpler boards of a failing maze or two-token grid, simplest first: fewer walls; every
// smaller grid made by cutting a band of rows and a band of columns out (the cells left keep their
// places, so the walls or labels around the ends stay around them); every tiny grid; smaller
// labels. Each candidate
// is strictly simpler, by (cells, walls) or (cells, the labels' sum), so shrinking ends.
import { boardKey, type MazeCase, type TokensCase } from './case-board.js';
import type { Problem } from './problem.js';
import { bandsCut, distinct, fewer, towards } from './shrink-steps.js';
import { tinyGrids, tinyMazes } from './shrink-tiny.js';

/** A smaller shape: its rows and columns, and the bigger grid's rows and columns it keeps. */
interface Shape {
  readonly rows: number[];
  readonly columns: number[];
}

/** The simpler mazes of `board`, each distinct one once. Cost: O(cells) a maze. */
export function simplerMazes(board: MazeCase, problem: Problem, thorough: boolean): Generator<MazeCase> {
  return distinct(mazes(board, problem, thorough), boardKey);
}

function* mazes(board: MazeCase, problem: Problem, thorough: boolean): Generator<MazeCase> {
  const walls: number[] = [];
  for (let cell = 0; cell < board.open.length; cell++) if (board.open[cell] === 0) walls.push(cell);
  for (const kept of fewer(walls)) {
    const open = new Uint8Array(board.open.length).fill(1);
    for (const cell of kept) open[cell] = 0;
    yield { ...board, open };
  }
  for (const shape of smallerShapes(board.rows, board.columns, problem)) {
    const open = new Uint8Array(shape.rows.length * shape.columns.length);
    let at = 0;
    for (const r of shape.rows) for (const c of shape.columns) open[at++] = board.open[r * board.columns + c];
    yield { puzzle: 'maze', rows: shape.rows.length, columns: shape.columns.length, open };
  }
  yield* tinyMazes(board, problem, thorough);
}

/** The simpler two-token grids of `board`, each distinct one once. Cost: O(squares) a grid. */
export function simplerGrids(board: TokensCase, problem: Problem, thorough: boolean): Generator<TokensCase> {
  return distinct(grids(board, problem, thorough), boardKey);
}

function* grids(board: TokensCase, problem: Problem, thorough: boolean): Generator<TokensCase> {
  const longest = Math.max(board.rows, board.columns);
  for (const shape of smallerShapes(board.rows, board.columns, problem)) {
    const [rows, columns] = [shape.rows.length, shape.columns.length];
    if (rows * columns < 2) continue;
    const labels = new Int32Array(rows * columns);
    let at = 0;
    for (const r of shape.rows)
      for (const c of shape.columns) labels[at++] = board.labels[r * board.columns + c];
    yield { puzzle: 'tokens', rows, columns, labels };
    // The labels carried to the smaller grid too: a label that crossed the grid still does, one
    // too long to move by still is, the others scaled between.
    const side = Math.max(rows, columns);
    const scaled = labels.map((label) =>
      label >= longest
        ? side
        : Math.max(1, Math.round(((label - 1) * (side - 2)) / Math.max(1, longest - 2)) + 1),
    );
    yield { puzzle: 'tokens', rows, columns, labels: scaled };
  }
  yield* tinyGrids(board, problem, thorough);
  if (board.labels.some((label) => label !== 1)) yield { ...board, labels: board.labels.map(() => 1) };
  // One label at a time moved towards 1: straight to 1, then half the way, … one less.
  for (let square = 0; square < board.labels.length; square++)
    for (const label of towards(board.labels[square], 1)) {
      const labels = Int32Array.from(board.labels);
      labels[square] = label;
      yield { ...board, labels };
    }
}

/**
 * Every smaller shape, smallest first, each made by cutting one band of neighbouring rows and
 * one of columns out, at every place (both by as many, where the problem's grids are square; else
 * rows alone, then columns alone): `(k + 1)²` shapes of k × k, `k + 1` of k rows. Sides stay within the problem's
 * least size.
 */
function* smallerShapes(rows: number, columns: number, problem: Problem): Generator<Shape> {
  const least = Math.max(1, problem.sizes[0]);
  if (problem.square) {
    for (let side = least; side < Math.min(rows, columns); side++)
      for (const keptRows of bandsCut(rows, side))
        for (const keptColumns of bandsCut(columns, side)) yield { rows: keptRows, columns: keptColumns };
    return;
  }
  const all = (count: number) => Array.from({ length: count }, (_, i) => i);
  for (let side = least; side < rows; side++)
    for (const keptRows of bandsCut(rows, side)) yield { rows: keptRows, columns: all(columns) };
  for (let side = least; side < columns; side++)
    for (const keptColumns of bandsCut(columns, side)) yield { rows: all(rows), columns: keptColumns };
}
