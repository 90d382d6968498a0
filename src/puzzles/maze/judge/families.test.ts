import { describe, expect, it } from 'vitest';
import { problemOf } from '../../../judge/problem.js';
import { plainMazePaths } from '../../../judge/reference.test-util.js';
import { seededRandom } from '../../../random.js';
import type { ProblemRequest } from '../../judge-hooks.js';
import { solveMaze } from '../solve/solve.js';
import { mazeGridOf, type MazeCase } from './case.js';
import { MOST_LISTED_PATHS } from './families.js';
import { mazeJudge as HOOKS } from './hooks.js';

const made = (request: Omit<ProblemRequest, 'puzzle'>, count: number, seed = 'families') => {
  const problem = problemOf({ puzzle: 'maze', ...request });
  return Array.from({ length: count }, (_, i) => HOOKS.board(problem, seededRandom(seed, 'case', i + 1)));
};
const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length / items.length;

describe('mazes', () => {
  it('need Up and Left moves, have dead ends, blocked ends and no way through', () => {
    const mazes = made({ size: [4, 12] }, 400);
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
    for (const maze of made({ mode: 'cells' }, 100)) expect(maze.rows).toBe(maze.columns);
    for (const mode of ['all', 'count'] as const) {
      const mazes = made({ mode, size: [2, 6] }, 80);
      for (const maze of mazes) {
        const rows = HOOKS.value(problemOf({ puzzle: 'maze' }), maze) as number[][];
        expect(BigInt(plainMazePaths(rows, 4).length) <= MOST_LISTED_PATHS).toBe(true);
      }
    }
  });
});
