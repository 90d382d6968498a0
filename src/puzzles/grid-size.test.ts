// `size`, the command's spelling of a grid, taken by the grid generators as `rows` and `columns`.
import { describe, expect, it } from 'vitest';
import { BoardpathError, generateMaze, generateSnakes, generateTokens } from '../index.js';
import { readGridSize } from './grid-size.js';

describe('readGridSize', () => {
  it('reads R×C, RxC and N as the command does', () => {
    expect(readGridSize('6x8')).toEqual([6, 8]);
    expect(readGridSize('6×8')).toEqual([6, 8]);
    expect(readGridSize(' 6 X 8 ')).toEqual([6, 8]);
    expect(readGridSize('7')).toEqual([7, 7]);
    for (const text of ['', 'x', '6x', '6x8x2', '-6x8', '6.5x8', '6,8', '9'.repeat(20)])
      expect(readGridSize(text), text).toBeUndefined();
  });
});

const refusal = (make: () => unknown) => {
  try {
    make();
  } catch (error) {
    expect(error).toBeInstanceOf(BoardpathError);
    return {
      code: (error as BoardpathError).code,
      message: (error as Error).message,
      where: (error as BoardpathError).where,
    };
  }
  throw new Error('not refused');
};

describe.each([
  ['generateMaze', generateMaze as (options: object) => { board: unknown }, { shortest: 12 }],
  ['generateTokens', generateTokens as (options: object) => { board: unknown }, { fewest: 5 }],
])('%s', (_name, generate, request) => {
  const base = { ...request, seed: 'size', index: 3, maxMemory: 2 ** 26 };

  it('makes the same board of size "RxC", "R×C" or N as of rows and columns', () => {
    const grid = generate({ ...base, rows: 4, columns: 6 });
    expect(generate({ ...base, size: '4x6' })).toEqual(grid);
    expect(generate({ ...base, size: '4×6' })).toEqual(grid);
    expect(generate({ ...base, size: '4x6', rows: 4, columns: 6 })).toEqual(grid);
    expect(generate({ ...base, size: '4x6', columns: 6 })).toEqual(grid);
    const square = generate({ ...base, rows: 5, columns: 5 });
    expect(generate({ ...base, size: 5 })).toEqual(square);
    expect(generate({ ...base, size: '5' })).toEqual(square);
  });

  it('refuses a size that rows or columns contradict, naming both', () => {
    expect(refusal(() => generate({ ...base, size: '4x6', rows: 5 }))).toEqual({
      code: 'E_USAGE',
      message: 'size 4×6 has 4 rows, but rows is 5: give size, or rows and columns',
      where: { option: 'size' },
    });
    expect(refusal(() => generate({ ...base, size: 4, columns: 6 })).message).toBe(
      'size 4×4 has 4 columns, but columns is 6: give size, or rows and columns',
    );
  });

  it('refuses a size that is no grid, saying what it may be', () => {
    for (const size of ['4y6', '0x6', 'x', 4.5, -4, '', [4, 6], 1e9, '4x99999'])
      expect(refusal(() => generate({ ...base, size }))).toMatchObject({
        code: 'E_USAGE',
        message: expect.stringMatching(
          /^size must be N for an N×N grid, or "ROWSxCOLUMNS" \(or "ROWS×COLUMNS"\) such as "6x8", sides from 1 to [\d,]+, not /,
        ),
        where: { option: 'size' },
      });
  });
});

describe('generateSnakes', () => {
  it('takes size as the command does: an N×N board', () => {
    const { board } = generateSnakes({ size: 5, seed: 'size' });
    expect(board.last - board.first + 1).toBe(25);
  });
});
