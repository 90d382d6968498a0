// Boards made to order as the judge's boards: each meets the order (held to the referee's plain
// searches and plain counts), is made again from its seed and case, and keeps the problem's sizes
// and shapes; orders no size can meet are refused before any board.
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../errors.js';
import { seededRandom } from '../random.js';
import { checkBoardOrder, type BoardOrder } from './board-order.js';
import type { ProblemRequest } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { MazeCase } from '../puzzles/maze/judge/case.js';
import { jumpPairs, type SnakesCase } from '../puzzles/snakes/judge/case.js';
import type { TokensCase } from '../puzzles/tokens/judge/case.js';
import { generatedSource } from './generated-source.js';
import { judgeProgram } from './judge.js';
import { fixturePath } from './planted-files.test-util.js';
import { problemOf } from './problem.js';
import { refereeAnswer } from './reference.test-util.js';

const boardsOf = (request: ProblemRequest, order: BoardOrder, count = 40, seed = 'order') => {
  const problem = problemOf(request);
  const source = generatedSource(problem, checkBoardOrder(problem.puzzle, order));
  const boards = Array.from({ length: count }, (_, i) =>
    source.board(seededRandom(seed, 'case', i + 1), i + 1),
  ) as Array<SnakesCase | MazeCase | TokensCase>;
  return {
    problem,
    boards,
    values: boards.map((board) => kitOf(problem.puzzle).judge.value(problem, board)),
  };
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof BoardpathError) return error.message;
    throw error;
  }
  return 'made';
};

describe('boards made to order', () => {
  it('snakes: the fewest throws asked for, LeetCode’s rules kept, sides from the problem’s', () => {
    const { problem, boards, values } = boardsOf({ puzzle: 'snakes', size: [3, 12] }, { fewest: 3 });
    for (const [i, board] of boards.entries()) {
      expect(refereeAnswer(problem, values[i])).toBe('3');
      if (board.puzzle !== 'snakes') throw new Error('a snakes board');
      expect(board.side).toBeGreaterThanOrEqual(3);
      expect(board.side).toBeLessThanOrEqual(12);
      expect([board.target[1], board.target[board.squares]]).toEqual([-1, -1]);
    }
    expect(new Set(boards.map((board) => (board as SnakesCase).side)).size).toBeGreaterThan(4);
  });

  it('snakes: no way to the end, on every side that can hold one (none of 2×2)', () => {
    const { problem, boards, values } = boardsOf({ puzzle: 'snakes', size: [2, 6] }, { fewest: -1 });
    for (const value of values) expect(refereeAnswer(problem, value)).toBe('-1');
    expect(boards.every((board) => board.puzzle === 'snakes' && board.side >= 3)).toBe(true);
  });

  it("GfG's line of 30 squares, with as many ladders and snakes as asked", () => {
    const { boards } = boardsOf({ puzzle: 'snakes', call: 'minThrow' }, { ladders: [2, 3], snakes: [1, 1] });
    for (const board of boards) {
      if (board.puzzle !== 'snakes') throw new Error('a snakes board');
      expect(board.squares).toBe(30);
      const jumps = jumpPairs(board);
      expect(jumps.filter(([from, to]) => to > from).length).toBeGreaterThanOrEqual(2);
      expect(jumps.filter(([from, to]) => to > from).length).toBeLessThanOrEqual(3);
      expect(jumps.filter(([from, to]) => to < from)).toHaveLength(1);
    }
  });

  it('mazes: the shortest path asked for, as LeetCode 1091 counts its cells, on n×n grids', () => {
    const { problem, boards, values } = boardsOf(
      { puzzle: 'maze', mode: 'cells' },
      { shortest: 6, unique: true },
    );
    for (const [i, board] of boards.entries()) {
      expect(refereeAnswer(problem, values[i])).toBe('7');
      expect(board.puzzle === 'maze' && board.rows === board.columns).toBe(true);
    }
  });

  it('mazes whose paths are listed: perfect ones, with one path', () => {
    const { problem, values } = boardsOf({ puzzle: 'maze', mode: 'all' }, { style: 'perfect' });
    for (const value of values) expect(refereeAnswer(problem, value).split(' ')).toHaveLength(1);
  });

  it('two-token grids: the fewest moves and the labels asked for', () => {
    const { problem, boards, values } = boardsOf({ puzzle: 'tokens' }, { fewest: 6, labels: [1, 2] }, 20);
    for (const [i, board] of boards.entries()) {
      expect(refereeAnswer(problem, values[i])).toBe('6');
      if (board.puzzle !== 'tokens') throw new Error('a tokens grid');
      expect(board.labels.every((label) => label >= 1 && label <= 2)).toBe(true);
    }
  });

  it('are made again from the seed and the case number', () => {
    const bytes = (boards: unknown[]) => boards.map((board) => JSON.stringify(board));
    const once = boardsOf({ puzzle: 'maze' }, { walls: 0.2 }, 20);
    expect(bytes(boardsOf({ puzzle: 'maze' }, { walls: 0.2 }, 20).boards)).toEqual(bytes(once.boards));
    expect(bytes(boardsOf({ puzzle: 'maze' }, { walls: 0.2 }, 20, 'another').boards)).not.toEqual(
      bytes(once.boards),
    );
  });
});

describe('orders refused before any board', () => {
  it('an option of another puzzle, or a value the generator refuses', () => {
    expect(refusal(() => checkBoardOrder('snakes', { walls: 0.3 }))).toBe(
      'walls makes maze boards to order, not snakes: snakes boards take fewest, unique, ladders or snakes',
    );
    expect(refusal(() => checkBoardOrder('maze', { walls: 2 }))).toMatch(
      /^generate\.walls must be a share from 0 to 1/,
    );
  });

  it('an order no side of the problem can meet, in the generator’s words for the largest', () => {
    expect(refusal(() => boardsOf({ puzzle: 'snakes', size: [2, 4] }, { fewest: 20 }))).toBe(
      'no board of sides 2..4 can be made to order: a 4×4 board with a 6-faced die takes 1 to 10 throws at the fewest (or -1: no way to the last square), not 20',
    );
    expect(refusal(() => boardsOf({ puzzle: 'snakes' }, { fewest: -1, unique: true }))).toMatch(
      /unique asks for one shortest game, but fewest -1 asks for none$/,
    );
  });
});

describe('the judge on boards made to order', () => {
  it('replaces the families: every board of --fewest -1 has no way to the end', async () => {
    const report = await judgeProgram({
      puzzle: 'snakes',
      solution: fixturePath('snakes_forever.py'),
      generate: { fewest: -1 },
      seed: 'order',
      timeLimit: 0.5,
      jobs: 2,
    });
    // The very first board has no way to the end: the bug shows at once.
    expect(report.failure).toMatchObject({ kind: 'timeout', case: 1, expected: '-1' });
    expect(report.failure!.board).toHaveLength(3);
  });

  it('passes a correct solution on them', async () => {
    const report = await judgeProgram({
      puzzle: 'tokens',
      solution: fixturePath('tokens_correct.py'),
      generate: { fewest: 5 },
      seed: 'order',
      cases: 40,
      jobs: 2,
    });
    expect(report).toMatchObject({ cases: 40, passed: 40, failure: null });
  });
});
