// The simpler two-token grids of a failing one, simplest first: every smaller grid made by cutting a
// band of rows and a band of columns out (the labels left keep their places, so those around the
// tokens stay around them), its labels as they were and carried to the smaller grid; every tiny grid
// smaller than it with few labels above 1; smaller labels. Each candidate is strictly simpler, by
// (squares, the labels' sum), so shrinking ends.
import type { Problem } from '../../judge-hooks.js';
import { distinct, keptCells, linesLess, smallerShapes, tinyShapes, towards } from '../../shrink-steps.js';
import { tokensKey, type TokensCase } from './case.js';

/** The simpler two-token grids of `board`, each distinct one once. Cost: O(squares) a grid. */
export function simplerGrids(board: TokensCase, problem: Problem, thorough: boolean): Generator<TokensCase> {
  return distinct(grids(board, problem, thorough), tokensKey);
}

function* grids(board: TokensCase, problem: Problem, thorough: boolean): Generator<TokensCase> {
  const longest = Math.max(board.rows, board.columns);
  for (const shape of smallerShapes(board.rows, board.columns, problem.sizes[0], problem.square)) {
    const [rows, columns] = [shape.rows.length, shape.columns.length];
    if (rows * columns < 2) continue;
    const labels = keptCells(board.labels, board.columns, shape);
    yield { puzzle: board.puzzle, rows, columns, labels };
    // The labels carried to the smaller grid too: a label that crossed the grid still does, one
    // too long to move by still is, the others scaled between.
    const side = Math.max(rows, columns);
    const scaled = labels.map((label) =>
      label >= longest
        ? side
        : Math.max(1, Math.round(((label - 1) * (side - 2)) / Math.max(1, longest - 2)) + 1),
    );
    yield { puzzle: board.puzzle, rows, columns, labels: scaled };
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
 * Every two-token grid of a tiny shape smaller than `board` (two squares at least), its labels from
 * 1 to the longer side (any longer label moves no token, as that one), at most two of them other
 * than 1 (four when `thorough`), smallest labels first. Cost: O(squares) a grid; at most 2,851
 * grids a shape.
 */
function* tinyGrids(board: TokensCase, problem: Problem, thorough: boolean): Generator<TokensCase> {
  for (const [rows, columns] of tinyShapes(
    board.rows,
    board.columns,
    problem.sizes[0],
    problem.square,
    thorough,
  )) {
    const cells = rows * columns;
    if (cells < 2) continue;
    const top = Math.max(rows, columns);
    const grids: Int32Array[] = [];
    const fill = (labels: Int32Array, from: number, left: number) => {
      grids.push(Int32Array.from(labels));
      if (left === 0) return;
      for (let cell = from; cell < cells; cell++)
        for (let label = 2; label <= top; label++) {
          labels[cell] = label;
          fill(labels, cell + 1, left - 1);
          labels[cell] = 1;
        }
    };
    fill(new Int32Array(cells).fill(1), 0, thorough ? 4 : 2);
    const sum = (labels: Int32Array) => labels.reduce((total, label) => total + label, 0);
    grids.sort((a, b) => sum(a) - sum(b));
    for (const labels of grids) yield { puzzle: board.puzzle, rows, columns, labels };
  }
}

/**
 * Every grid one simplification from `board`: a label one smaller, or a row and a column less (a
 * row or a column less where the problem's boards are not square). Cost: O(cells) a grid; O(cells)
 * grids.
 */
export function* singleGrids(board: TokensCase, problem: Problem): Generator<TokensCase> {
  for (let cell = 0; cell < board.labels.length; cell++)
    if (board.labels[cell] > 1) {
      const labels = Int32Array.from(board.labels);
      labels[cell]--;
      yield { ...board, labels };
    }
  for (const shape of linesLess(board.rows, board.columns, problem.sizes[0], problem.square))
    yield {
      ...board,
      rows: shape.rows.length,
      columns: shape.columns.length,
      labels: keptCells(board.labels, board.columns, shape),
    };
}
