import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allMazePaths, checkMazeAnswer, firstMazePath, makeMaze } from '../../../index.js';

// One path as the answer: held against every path of the maze, listed by the backtracking (not by
// the breadth-first search the check uses), the shortest of them being the ones that match.
describe('one path as the answer to a maze', () => {
  it('matches when it is a path of the fewest steps, differs when it is longer, on random mazes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
        (rows, columns, cells) => {
          const open = Uint8Array.from({ length: rows * columns }, (_, i) => (i === 0 || cells[i] ? 1 : 0));
          open[rows * columns - 1] = 1;
          const grid = makeMaze(rows, columns, open);
          const paths = [...allMazePaths(grid)].filter((path) => path !== '');
          const fewest = Math.min(...paths.map((path) => path.length));
          for (const path of paths) {
            const check = checkMazeAnswer(grid, path, { by: '--expect' });
            expect(check.matches).toBe(path.length === fewest);
          }
          if (paths.length > 0) {
            const first = firstMazePath(grid).directions!;
            expect(checkMazeAnswer(grid, first, { question: 'first' }).matches).toBe(true);
            // With `all`, one path is the whole list: it matches only when it is the only path.
            expect(checkMazeAnswer(grid, paths[0], { question: 'all' }).matches).toBe(paths.length === 1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
