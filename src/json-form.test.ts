import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_BOARDS,
  generateMaze,
  generateSnakes,
  generateTokens,
  jumpsOf,
  parseMaze,
  solveMaze,
  solveSnakes,
  solveTokens,
  withEnds,
} from './index.js';
import { runCli } from './cli/run-cli.test-util.js';

// What the library returns is written by `JSON.stringify` as the command's `--json` writes it,
// and read back by the functions that take boards. Typed as a user's `JSON.parse` lets them pass it.
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the JSON form of boards and results', () => {
  it('a Snakes board: its fields and jumps as arrays, read back as the same board', () => {
    const board = BUILT_IN_BOARDS.classic();
    const json = roundTrip(board);
    expect(json.jumpFrom).toEqual(Array.from(board.jumpFrom));
    expect(json.jumpTo).toEqual(Array.from(board.jumpTo));
    expect(Object.keys(json)).not.toContain('jumpIndex');
    expect(Object.keys(json)).not.toContain('toJSON');
    expect(jumpsOf(json)).toEqual(jumpsOf(board));
    expect(solveSnakes(json)).toEqual(solveSnakes(board));
  });

  it('a maze: its cells as an array of 0 and 1, read back as the same maze', () => {
    const grid = parseMaze('[[1,0,1],[1,1,1],[0,1,1]]');
    const json = roundTrip(grid);
    expect(json.open).toEqual([1, 0, 1, 1, 1, 1, 0, 1, 1]);
    expect(solveMaze(json)).toEqual(solveMaze(grid));
    expect(withEnds(json, { goal: [1, 0] }).goal).toBe(3);
  });

  it('a maze read back from JSON with a cell neither 0 nor 1 is refused, naming the cell', () => {
    const json = roundTrip(parseMaze('[[1,1],[1,1]]'));
    json.open[2] = 7;
    expect(() => solveMaze(json)).toThrow(
      expect.objectContaining({ code: 'E_USAGE', message: expect.stringContaining('grid.open[2]') }),
    );
  });

  it('a generated board and its certificate: the count of solutions as a decimal string', () => {
    for (const made of [
      generateSnakes({ seed: 'json' }),
      generateMaze({ rows: 6, columns: 6, seed: 'json' }),
      generateTokens({ seed: 'json' }),
    ]) {
      const json = roundTrip(made) as unknown as { answer: Record<string, unknown> };
      expect(json.answer.solutions).toBe(String(made.answer.solutions));
      expect(json.answer.moves).toBe(made.answer.moves);
      expect(Object.keys(json.answer)).not.toContain('puzzle');
      // Spreads and comparisons see the answer's own fields only.
      expect(Object.keys({ ...made.answer })).not.toContain('toJSON');
    }
    const maze = generateMaze({ rows: 5, columns: 7, seed: 'again' });
    const board = roundTrip(maze).board;
    expect(solveMaze(board)).toEqual(solveMaze(maze.board));
    const tokens = generateTokens({ seed: 'again' });
    expect(solveTokens(roundTrip(tokens).board)).toEqual(solveTokens(tokens.board));
  });

  it('the certificate as JSON is the answer `boardpath generate --json` writes', async () => {
    const cases = [
      { puzzle: 'snakes', made: generateSnakes({ seed: 'same' }) },
      { puzzle: 'maze', made: generateMaze({ seed: 'same' }) },
      { puzzle: 'tokens', made: generateTokens({ seed: 'same' }) },
    ];
    for (const { puzzle, made } of cases) {
      const run = await runCli(['generate', puzzle, '--seed', 'same', '--json']);
      expect(run.code).toBe(0);
      const record = JSON.parse(run.stdout) as { answer: unknown };
      expect(record.answer).toEqual(roundTrip(made.answer));
    }
  });

  it('a solution as JSON is what the puzzle command writes with --json, less the board it adds', async () => {
    const snakes = await runCli(['snakes', 'classic', '--json']);
    const { board: _board, ...snakesAnswer } = JSON.parse(snakes.stdout) as Record<string, unknown>;
    expect(snakesAnswer).toEqual(roundTrip(solveSnakes(BUILT_IN_BOARDS.classic())));
    const text = '[[1,0,0],[1,1,0],[0,1,1]]';
    const maze = await runCli(['maze', '-', '--json'], { stdin: text });
    const { maze: _maze, ...mazeAnswer } = JSON.parse(maze.stdout) as Record<string, unknown>;
    expect(mazeAnswer).toEqual(roundTrip(solveMaze(parseMaze(text))));
  });
});
