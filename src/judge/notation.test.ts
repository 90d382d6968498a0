import { describe, expect, it } from 'vitest';
import { parseMaze } from '../puzzles/maze/board/formats.js';
import { jumpsOf } from '../puzzles/snakes/board/board.js';
import { parseSnakes } from '../puzzles/snakes/board/formats.js';
import { parseTokens } from '../puzzles/tokens/board/formats.js';
import { seededRandom } from '../random.js';
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';
import type { MazeCase } from '../puzzles/maze/judge/case.js';
import { jumpPairs, snakesBoardOf, snakesCase, type SnakesCase } from '../puzzles/snakes/judge/case.js';
import type { TokensCase } from '../puzzles/tokens/judge/case.js';
import { familySource } from './board-source.js';
import { callArguments, programInput } from './notation.js';
import { problemOf } from './problem.js';

const boards = (request: Parameters<typeof problemOf>[0], count = 60) => {
  const problem = problemOf(request);
  const source = familySource(problem);
  const made = Array.from({ length: count }, (_, i) => source.board(seededRandom('notation', i + 1), i + 1));
  return { problem, boards: made as Array<SnakesCase | MazeCase | TokensCase> };
};
const boardText = (problem: Problem, board: CaseBoard) => kitOf(problem.puzzle).judge.text(problem, board);

describe("a board written in each notation is the same board when boardpath's readers read it back", () => {
  for (const format of ['leetcode', 'moves', 'board'] as const) {
    it(`snakes, ${format}`, () => {
      const { problem, boards: made } = boards({ puzzle: 'snakes', format });
      for (const board of made) {
        if (board.puzzle !== 'snakes') throw new Error('a snakes board');
        const read = parseSnakes(boardText(problem, board), { format });
        // The moves notation numbers squares from 0.
        const shift = format === 'moves' ? 1 : 0;
        expect(jumpsOf(read).map(({ from, to }) => [from + shift, to + shift])).toEqual(
          jumpsOf(snakesBoardOf(board)).map(({ from, to }) => [from, to]),
        );
        expect(read.last + shift).toBe(board.squares);
        expect(read.start + shift).toBe(1);
      }
    });
  }

  it("snakes, GfG's N and arr[] on its 30 squares", () => {
    const { problem, boards: made } = boards({ puzzle: 'snakes', call: 'minThrow' });
    for (const board of made) {
      if (board.puzzle !== 'snakes') throw new Error('a snakes board');
      const read = parseSnakes(boardText(problem, board));
      expect(read.last).toBe(30);
      expect(jumpsOf(read)).toEqual(jumpsOf(snakesBoardOf(board)));
      const [n, arr] = callArguments(problem, board) as [number, number[]];
      expect(arr).toHaveLength(2 * n);
    }
  });

  for (const format of ['json', 'text', 'art'] as const) {
    it(`maze, ${format}`, () => {
      const { problem, boards: made } = boards({ puzzle: 'maze', format });
      for (const board of made) {
        if (board.puzzle !== 'maze') throw new Error('a maze');
        const read = parseMaze(boardText(problem, board), { format });
        expect([read.rows, read.columns]).toEqual([board.rows, board.columns]);
        expect([...read.open]).toEqual([...board.open]);
      }
    });
  }

  for (const format of ['course', 'rows', 'json'] as const) {
    it(`tokens, ${format}`, () => {
      const { problem, boards: made } = boards({ puzzle: 'tokens', format });
      for (const board of made) {
        if (board.puzzle !== 'tokens') throw new Error('a grid');
        const read = parseTokens(boardText(problem, board), { format });
        expect([read.rows, read.columns]).toEqual([board.rows, board.columns]);
        expect(read.labels).toEqual([...board.labels]);
      }
    });
  }
});

describe('what a program is given', () => {
  it('a command: the board on standard input, ending with a newline', () => {
    const board = snakesCase(4, 2, [[3, 1]]);
    expect(programInput(problemOf({ puzzle: 'snakes' }), board)).toBe('[[-1,1],[-1,-1]]\n');
    expect(programInput(problemOf({ puzzle: 'snakes', format: 'moves' }), board)).toBe('[-1,-1,0,-1]\n');
    expect(programInput(problemOf({ puzzle: 'snakes', format: 'board' }), board)).toBe(
      '{"squares":4,"start":1,"ladders":{},"snakes":{"3":1}}\n',
    );
    const maze = { puzzle: 'maze', rows: 2, columns: 3, open: Uint8Array.of(1, 0, 1, 1, 1, 1) } as const;
    expect(programInput(problemOf({ puzzle: 'maze' }), maze)).toBe('[[1,0,1],[1,1,1]]\n');
    expect(programInput(problemOf({ puzzle: 'maze', format: 'text' }), maze)).toBe('1 0 1\n1 1 1\n');
    expect(programInput(problemOf({ puzzle: 'maze', format: 'art' }), maze)).toBe('.#.\n...\n');
    const tokens = { puzzle: 'tokens', rows: 2, columns: 2, labels: Int32Array.of(1, 2, 3, 1) } as const;
    expect(programInput(problemOf({ puzzle: 'tokens' }), tokens)).toBe('2\n1, 2\n3, 1\n');
    expect(programInput(problemOf({ puzzle: 'tokens', format: 'rows' }), tokens)).toBe('1 2\n3 1\n');
  });

  it("a solution's function: its arguments as one line of JSON, the grid as the problem has it", () => {
    const maze = { puzzle: 'maze', rows: 2, columns: 2, open: Uint8Array.of(1, 0, 1, 1) } as const;
    expect(programInput(problemOf({ puzzle: 'maze', call: 'shortestPathBinaryMatrix' }), maze)).toBe(
      '[[[0,1],[0,0]]]\n',
    );
    expect(programInput(problemOf({ puzzle: 'maze', call: 'findPath' }), maze)).toBe('[[[1,0],[1,1]],2]\n');
    const line = snakesCase(30, 0, [
      [3, 22],
      [27, 1],
    ]);
    expect(programInput(problemOf({ puzzle: 'snakes', call: 'minThrow' }), line)).toBe('[2,[3,22,27,1]]\n');
    expect(jumpPairs(line)).toEqual([
      [3, 22],
      [27, 1],
    ]);
  });
});
