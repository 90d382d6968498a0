import { describe, expect, it } from 'vitest';
import {
  generateMaze,
  generateSnakes,
  generateTokens,
  jumpsOf,
  parseMaze,
  parseMazeExamples,
  parseSnakes,
  parseSnakesExamples,
  parseTokens,
  parseTokensExamples,
  solveMaze,
  solveSnakes,
  solveTokens,
  writeMaze,
  writeSnakes,
  writeTokens,
} from '../index.js';

// Every board the library holds is written in each notation its reader takes, and read back as
// the same board: the formats by `parseX`, the code declarations by the paste readers.
const CODE = ['python', 'c', 'java'] as const;

describe('writing boards in each notation', () => {
  it('Snakes and Ladders: in its own format and as code, read back as the same jumps', () => {
    for (const format of ['board', 'leetcode', 'moves'] as const) {
      for (let index = 0; index < 4; index++) {
        const { board } = generateSnakes({ seed: 'write', index, format });
        const again = parseSnakes(writeSnakes(board));
        expect(again.format).toBe(format);
        expect(jumpsOf(again)).toEqual(jumpsOf(board));
        expect(solveSnakes(again).moves).toBe(solveSnakes(board).moves);
        for (const notation of format === 'board' ? [] : CODE) {
          const [pasted] = parseSnakesExamples(writeSnakes(board, notation));
          expect(jumpsOf(pasted.board)).toEqual(jumpsOf(board));
        }
      }
    }
  });

  it('a maze: JSON by default, every notation read back as the same cells', () => {
    for (let index = 0; index < 4; index++) {
      const { board } = generateMaze({ rows: 5, columns: 9, seed: 'write', index });
      expect(writeMaze(board)).toBe(writeMaze(board, 'json'));
      for (const notation of ['json', 'text', 'art'] as const) {
        const again = parseMaze(writeMaze(board, notation));
        expect(Array.from(again.open)).toEqual(Array.from(board.open));
        expect(solveMaze(again)).toEqual(solveMaze(board));
      }
      for (const notation of CODE) {
        const [pasted] = parseMazeExamples(writeMaze(board, notation));
        expect(Array.from(pasted.board.open)).toEqual(Array.from(board.open));
      }
    }
  });

  it('the two tokens: in its own format and every other, read back as the same labels', () => {
    for (let index = 0; index < 4; index++) {
      const { board } = generateTokens({ seed: 'write', index });
      expect(writeTokens(board)).toBe(writeTokens(board, board.format));
      for (const notation of ['course', 'rows', 'json'] as const) {
        const again = parseTokens(writeTokens(board, notation));
        expect(again.labels).toEqual(board.labels);
        expect(solveTokens(again).moves).toBe(solveTokens(board).moves);
      }
      for (const notation of CODE) {
        const [pasted] = parseTokensExamples(writeTokens(board, notation));
        expect(pasted.board.labels).toEqual(board.labels);
      }
    }
  });

  it('takes a board read back from JSON, and refuses what is not a board or a notation', () => {
    const { board } = generateMaze({ seed: 'write' });
    expect(writeMaze(JSON.parse(JSON.stringify(board)) as typeof board, 'art')).toBe(writeMaze(board, 'art'));
    const refused = (write: () => unknown) => {
      try {
        write();
      } catch (error) {
        return `${(error as { code: string }).code}: ${(error as Error).message}`;
      }
      return 'written';
    };
    expect(refused(() => writeMaze(board, 'svg' as never))).toMatch(/^E_USAGE: notation must be .*'art'/);
    expect(refused(() => writeMaze({} as never))).toMatch(/^E_USAGE: grid/);
    expect(refused(() => writeSnakes(null as never))).toMatch(/^E_USAGE: board/);
    expect(refused(() => writeTokens([] as never))).toMatch(/^E_USAGE: board/);
    const snakes = generateSnakes({ seed: 'write', format: 'board' }).board;
    expect(refused(() => writeSnakes(snakes, 'moves'))).toMatch(/^E_USAGE: a board of the board format/);
  });
});
