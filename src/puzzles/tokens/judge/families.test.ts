import { describe, expect, it } from 'vitest';
import { problemOf } from '../../../judge/problem.js';
import { seededRandom } from '../../../random.js';
import type { ProblemRequest } from '../../judge-hooks.js';
import { tokensJudge as HOOKS } from './hooks.js';

const made = (request: Omit<ProblemRequest, 'puzzle'>, count: number, seed = 'families') => {
  const problem = problemOf({ puzzle: 'tokens', ...request });
  return Array.from({ length: count }, (_, i) => HOOKS.board(problem, seededRandom(seed, 'case', i + 1)));
};
const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length / items.length;

describe('two-token grids', () => {
  it('are square in the course format and any rectangle in the others; some cannot be swapped', () => {
    const square = made({}, 200);
    for (const grid of square) expect(grid.rows).toBe(grid.columns);
    const rectangles = made({ format: 'rows' }, 200);
    expect(share(rectangles, (grid) => grid.rows !== grid.columns)).toBeGreaterThan(0.5);
    const problem = problemOf({ puzzle: 'tokens' });
    expect(share(square, (grid) => HOOKS.expected(problem, grid) === '-1')).toBeGreaterThan(0.1);
    expect(share(square, (grid) => HOOKS.expected(problem, grid) !== '-1')).toBeGreaterThan(0.1);
  });
});
