// The maze's JSON answer written in pieces: a path of millions of cells never becomes one string,
// nor millions of small arrays.
import type { MazeGrid } from '../board/board.js';
import type { MazeFirstSolution, MazeSolution } from './solve.js';

/** Cells (or matrix entries) turned into text at a time. */
const PIECE = 4096;

/** Characters gathered before a piece is handed out: few writes, and no string of the whole. */
const PIECE_CHARACTERS = 1 << 16;

/**
 * The JSON answer of a maze solution, piece by piece, left open after its last key so that the
 * caller adds its own (`,"maze":{…}}`): `{"puzzle":"maze","solvable":…,"moves":…,"path":[[r,c],…],
 * "directions":"…","explored":…` and, for the textbook first path, `"matrix":[[0,1,…],…]`. The same
 * text as `JSON.stringify(solution)` without its closing brace.
 *
 * Cost: O(cells of the path, and of the maze with the matrix) time; pieces of about 64 K characters
 * (the directions are one string already, handed out whole).
 */
export function* mazeAnswerJson(
  grid: MazeGrid,
  solution: MazeSolution | MazeFirstSolution,
): Generator<string, void, undefined> {
  let gathered = '';
  for (const text of answerTexts(grid, solution)) {
    gathered += text;
    if (gathered.length >= PIECE_CHARACTERS) {
      yield gathered;
      gathered = '';
    }
  }
  if (gathered !== '') yield gathered;
}

function* answerTexts(
  grid: MazeGrid,
  solution: MazeSolution | MazeFirstSolution,
): Generator<string, void, undefined> {
  const first = 'matrix' in solution;
  if (!solution.solvable) {
    yield `{"puzzle":"maze","solvable":false,"moves":null,"path":null,"directions":null,"explored":${solution.explored}`;
    if (first) yield ',"matrix":null';
    return;
  }
  const { cells } = solution;
  yield `{"puzzle":"maze","solvable":true,"moves":${solution.moves},"path":[`;
  for (let i = 0; i < cells.length; i += PIECE) {
    const pairs: string[] = [];
    for (const cell of cells.subarray(i, i + PIECE)) {
      const row = Math.floor(cell / grid.columns);
      pairs.push(`[${row},${cell - row * grid.columns}]`);
    }
    yield (i > 0 ? ',' : '') + pairs.join(',');
  }
  // The letters need no escaping.
  yield `],"directions":"${solution.directions}","explored":${solution.explored}`;
  if (first) yield* matrixJson(grid, cells);
}

// `,"matrix":[[…],…]`: 1 on the path's cells, 0 elsewhere, a row cut into pieces when it is long.
function* matrixJson(grid: MazeGrid, cells: Int32Array): Generator<string, void, undefined> {
  const { rows, columns } = grid;
  const onPath = new Uint8Array(rows * columns);
  for (const cell of cells) onPath[cell] = 1;
  yield ',"matrix":[';
  for (let r = 0; r < rows; r++) {
    let piece = r > 0 ? ',[' : '[';
    for (let c = 0; c < columns; c += PIECE) {
      piece +=
        (c > 0 ? ',' : '') +
        onPath.subarray(r * columns + c, r * columns + Math.min(c + PIECE, columns)).join(',');
      yield piece;
      piece = '';
    }
    yield ']';
  }
  yield ']';
}
