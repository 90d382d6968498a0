import { describe, expect, it } from 'vitest';
import { solveMaze } from '../puzzles/maze/solve/solve.js';
import { seededRandom } from '../random.js';
import { expectedAnswer } from './answers.js';
import { familySource } from './board-source.js';
import { jumpPairs, mazeGridOf, type CaseBoard, type MazeCase, type SnakesCase } from './case-board.js';
import { MOST_LISTED_PATHS } from './families/maze.js';
import { plainMazePaths } from './reference.test-util.js';
import { boardValue } from './notation.js';
import { problemOf, type ProblemRequest } from './problem.js';

const made = (request: ProblemRequest, count: number, seed = 'families') => {
  const problem = problemOf(request);
  const source = familySource(problem);
  return Array.from({ length: count }, (_, i) => source.board(seededRandom(seed, 'case', i + 1), i + 1));
};
const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length / items.length;

describe('the boards of a case', () => {
  it('are made again from the seed and the case number, and differ from case to case', () => {
    const bytes = (boards: CaseBoard[]) =>
      boards.map((board) => JSON.stringify(boardValue(problemOf({ puzzle: board.puzzle }), board)));
    for (const puzzle of ['snakes', 'maze', 'tokens'] as const) {
      const once = bytes(made({ puzzle }, 50));
      expect(bytes(made({ puzzle }, 50))).toEqual(once);
      expect(new Set(once).size).toBeGreaterThan(40);
      expect(bytes(made({ puzzle }, 50, 'another seed'))).not.toEqual(once);
    }
  });
});

describe('Snakes and Ladders boards', () => {
  const boards = made({ puzzle: 'snakes' }, 600) as SnakesCase[];

  it("keep LeetCode's rules: n×n for n from 2 to 20, no jump on the first or last square", () => {
    for (const board of boards) {
      expect(board.squares).toBe(board.side ** 2);
      expect(board.side).toBeGreaterThanOrEqual(2);
      expect(board.side).toBeLessThanOrEqual(20);
      expect(board.target[1]).toBe(-1);
      expect(board.target[board.squares]).toBe(-1);
      for (const [, to] of jumpPairs(board)) expect(to >= 1 && to <= board.squares).toBe(true);
    }
    expect(new Set(boards.map((board) => board.side)).size).toBe(19);
  });

  it('hold what breaks solutions, often', () => {
    const jumps = boards.map(jumpPairs);
    const starts = (board: SnakesCase) => new Set(jumpPairs(board).map(([from]) => from));
    expect(
      share(boards, (board) => jumpPairs(board).some(([from, to]) => to !== from && starts(board).has(to))),
    ).toBeGreaterThan(0.2);
    expect(share(jumps, (pairs) => pairs.some(([, to]) => to === 1))).toBeGreaterThan(0.1);
    expect(share(boards, (board) => jumpPairs(board).some(([, to]) => to === board.squares))).toBeGreaterThan(
      0.1,
    );
    expect(share(jumps, (pairs) => pairs.some(([from, to]) => from === to))).toBeGreaterThan(0.05);
    const problem = problemOf({ puzzle: 'snakes' });
    expect(share(boards, (board) => expectedAnswer(problem, board) === '-1')).toBeGreaterThan(0.05);
    expect(share(jumps, (pairs) => pairs.length === 0)).toBeGreaterThan(0.01);
  });

  it("on GfG's board: 30 squares, one to ten snakes and ladders, none to its own square", () => {
    for (const board of made({ puzzle: 'snakes', call: 'minThrow' }, 300) as SnakesCase[]) {
      const pairs = jumpPairs(board);
      expect(board.squares).toBe(30);
      expect(pairs.length).toBeGreaterThanOrEqual(1);
      expect(pairs.length).toBeLessThanOrEqual(10);
      for (const [from, to] of pairs) expect(from > 1 && from < 30 && to !== from).toBe(true);
    }
  });
});

describe('mazes', () => {
  it('need Up and Left moves, have dead ends, blocked ends and no way through', () => {
    const mazes = made({ puzzle: 'maze', size: [4, 12] }, 400) as MazeCase[];
    const paths = mazes.map((maze) => solveMaze(mazeGridOf(maze)));
    expect(share(paths, (path) => path.solvable && /[UL]/.test(path.directions))).toBeGreaterThan(0.05);
    expect(share(paths, (path) => !path.solvable)).toBeGreaterThan(0.1);
    expect(
      share(mazes, (maze) => maze.open[0] === 0 || maze.open[maze.open.length - 1] === 0),
    ).toBeGreaterThan(0.03);
    // A dead end: an open cell with one open side, neither the start nor the goal.
    const deadEnd = (maze: MazeCase) =>
      Array.from(maze.open.keys()).some((cell) => {
        if (maze.open[cell] === 0 || cell === 0 || cell === maze.open.length - 1) return false;
        const [r, c] = [Math.floor(cell / maze.columns), cell % maze.columns];
        const sides = [
          [r - 1, c],
          [r + 1, c],
          [r, c - 1],
          [r, c + 1],
        ].filter(
          ([y, x]) =>
            y >= 0 && x >= 0 && y < maze.rows && x < maze.columns && maze.open[y * maze.columns + x],
        );
        return sides.length === 1;
      });
    expect(share(mazes, deadEnd)).toBeGreaterThan(0.3);
    expect(share(mazes, (maze) => maze.rows !== maze.columns)).toBeGreaterThan(0.5);
  });

  it("are n×n for LeetCode 1091 and GfG's rat, with few enough paths to list for all and count", () => {
    for (const maze of made({ puzzle: 'maze', mode: 'cells' }, 100) as MazeCase[])
      expect(maze.rows).toBe(maze.columns);
    for (const mode of ['all', 'count'] as const) {
      const mazes = made({ puzzle: 'maze', mode, size: [2, 6] }, 80) as MazeCase[];
      for (const maze of mazes) {
        const rows = boardValue(problemOf({ puzzle: 'maze' }), maze) as number[][];
        expect(BigInt(plainMazePaths(rows, 4).length) <= MOST_LISTED_PATHS).toBe(true);
      }
    }
  });
});

describe('two-token grids', () => {
  it('are square in the course format and any rectangle in the others; some cannot be swapped', () => {
    const square = made({ puzzle: 'tokens' }, 200);
    for (const grid of square) if (grid.puzzle === 'tokens') expect(grid.rows).toBe(grid.columns);
    const rectangles = made({ puzzle: 'tokens', format: 'rows' }, 200);
    expect(
      share(rectangles, (grid) => grid.puzzle === 'tokens' && grid.rows !== grid.columns),
    ).toBeGreaterThan(0.5);
    const problem = problemOf({ puzzle: 'tokens' });
    expect(share(square, (grid) => expectedAnswer(problem, grid) === '-1')).toBeGreaterThan(0.1);
    expect(share(square, (grid) => expectedAnswer(problem, grid) !== '-1')).toBeGreaterThan(0.1);
  });
});
