import { describe, expect, it } from 'vitest';
import { problemOf } from '../../../judge/problem.js';
import { seededRandom } from '../../../random.js';
import type { ProblemRequest } from '../../judge-hooks.js';
import { jumpPairs, type SnakesCase } from './case.js';
import { snakesJudge as HOOKS } from './hooks.js';

const made = (request: Omit<ProblemRequest, 'puzzle'>, count: number, seed = 'families') => {
  const problem = problemOf({ puzzle: 'snakes', ...request });
  return Array.from({ length: count }, (_, i) => HOOKS.board(problem, seededRandom(seed, 'case', i + 1)));
};
const share = <T>(items: readonly T[], test: (item: T) => boolean) =>
  items.filter(test).length / items.length;

describe('Snakes and Ladders boards', () => {
  const boards = made({}, 600);

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
    expect(share(boards, (board) => HOOKS.expected(problem, board) === '-1')).toBeGreaterThan(0.05);
    expect(share(jumps, (pairs) => pairs.length === 0)).toBeGreaterThan(0.01);
  });

  it("on GfG's board: 30 squares, one to ten snakes and ladders, none to its own square", () => {
    for (const board of made({ call: 'minThrow' }, 300)) {
      const pairs = jumpPairs(board);
      expect(board.squares).toBe(30);
      expect(pairs.length).toBeGreaterThanOrEqual(1);
      expect(pairs.length).toBeLessThanOrEqual(10);
      for (const [from, to] of pairs) expect(from > 1 && from < 30 && to !== from).toBe(true);
    }
  });
});
