import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeMaze, mazeFromRows, type MazeGrid, type MazeMoves } from '../board/board.js';
import { mazeAnswerJson } from './answer-json.js';
import { firstMazePath } from '../paths/paths.js';
import { solveMaze } from './solve.js';

const written = (grid: MazeGrid, solution: Parameters<typeof mazeAnswerJson>[1]) =>
  [...mazeAnswerJson(grid, solution)].join('') + '}';

describe('the maze answer as JSON, in pieces', () => {
  it('is JSON.stringify of the solution, found or not, shortest or first', () => {
    const rows = [
      [1, 0, 0, 0],
      [1, 1, 0, 1],
      [1, 1, 0, 0],
      [0, 1, 1, 1],
    ];
    const grid = mazeFromRows(rows);
    const blocked = mazeFromRows([
      [1, 0],
      [0, 1],
    ]);
    for (const solution of [solveMaze(grid), firstMazePath(grid), solveMaze(blocked), firstMazePath(blocked)])
      expect(written(solution.solvable ? grid : blocked, solution)).toBe(JSON.stringify(solution));
    expect(JSON.parse(written(grid, solveMaze(grid)))).toMatchObject({
      moves: 6,
      path: [
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 1],
        [3, 1],
        [3, 2],
        [3, 3],
      ],
      directions: 'DDRDRR',
    });
  });

  it('cuts a long path and a long row of the matrix into pieces, and says the same', () => {
    const row = makeMaze(1, 20_000, new Uint8Array(20_000).fill(1));
    const column = makeMaze(20_000, 1, new Uint8Array(20_000).fill(1));
    for (const grid of [row, column]) {
      const first = firstMazePath(grid);
      const pieces = [...mazeAnswerJson(grid, first)];
      expect(pieces.length).toBeGreaterThan(2);
      expect(pieces.join('') + '}').toBe(JSON.stringify(first));
    }
  });

  it('matches JSON.stringify on random mazes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.uint8Array({ minLength: 49, maxLength: 49, max: 1 }),
        fc.constantFrom<MazeMoves>(2, 4, 8),
        (rows, columns, cells, moves) => {
          const grid = makeMaze(rows, columns, cells.slice(0, rows * columns));
          for (const solution of [solveMaze(grid, { moves }), firstMazePath(grid, { moves })])
            expect(written(grid, solution)).toBe(JSON.stringify(solution));
        },
      ),
    );
  });
});

describe('a found path', () => {
  it('holds its cells in an Int32Array and makes the [row, column] pairs only when read', () => {
    const grid = makeMaze(3, 3, new Uint8Array(9).fill(1));
    const solution = solveMaze(grid);
    if (!solution.solvable) throw new Error('an open maze has a path');
    expect(solution.cells).toEqual(Int32Array.of(0, 3, 6, 7, 8));
    expect(solution.path).toBe(solution.path); // built once
    expect(solution.path).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(Object.keys(JSON.parse(JSON.stringify(solution)))).toEqual([
      'puzzle',
      'solvable',
      'moves',
      'path',
      'directions',
      'explored',
    ]);
  });
});
