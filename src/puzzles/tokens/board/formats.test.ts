import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { withStarts } from './board.js';
import { fieldsGrid, parseTokens, plainGrid } from './formats.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

const TEXTBOOK = [1, 2, 4, 3, 3, 4, 1, 2, 3, 1, 2, 3, 2, 3, 1, 2];

// The problem parseTokens reports, without the list of notations a message ends with when the
// text fits none (its own test is below).
function problem(text: string, options = {}): BoardpathError {
  try {
    parseTokens(text, { file: 'grid.txt', ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(BoardpathError);
    const { code, message, where } = error as BoardpathError;
    return new BoardpathError(code, message.replace(/; a grid is rows of positive labels .*$/, ''), where);
  }
  throw new Error('expected a BoardpathError');
}

describe('parseTokens', () => {
  it('reads the course format: n, then n rows with commas and optional spaces', () => {
    const board = parseTokens('4\n1, 2, 4, 3\n3,4 ,1,  2\r\n3,1,2,3\n2,3,1,2\n');
    expect(board).toMatchObject({ format: 'course', rows: 4, columns: 4, red: [0, 0], blue: [3, 3] });
    expect(board.labels).toEqual(TEXTBOOK);
  });

  it('reads plain whitespace rows, and the course format written with spaces', () => {
    expect(parseTokens('1 2 4 3\n3 4 1 2\n3\t1 2 3\n\n2 3 1 2').labels).toEqual(TEXTBOOK);
    expect(parseTokens('1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2').format).toBe('rows');
    expect(parseTokens('4\n1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2')).toMatchObject({
      format: 'course',
      labels: TEXTBOOK,
    });
  });

  it('reads a JSON array of rows', () => {
    expect(parseTokens(' [[1,2,4,3],[3,4,1,2],[3,1,2,3],[2,3,1,2]]\n')).toMatchObject({
      format: 'json',
      labels: TEXTBOOK,
    });
  });

  it('reads rows copied as a Python list or a C array when told the format is JSON', () => {
    for (const copied of [
      'grid = [[1,2,4,3],[3,4,1,2],[3,1,2,3],[2,3,1,2],]',
      'int grid[4][4] = {{1,2,4,3},{3,4,1,2},{3,1,2,3},{2,3,1,2}};',
    ])
      expect(parseTokens(copied, { format: 'json' })).toMatchObject({ labels: TEXTBOOK });
    // Told the rows format, the text is read as rows, and its problem said as of rows.
    expect(() => parseTokens('grid = [[1, 2], [3, 4],]', { format: 'rows' })).toThrow(BoardpathError);
  });

  it('reads rectangular grids, with the blue token bottom-right', () => {
    expect(parseTokens('1 2 3\n4 5 6')).toMatchObject({ rows: 2, columns: 3, blue: [1, 2] });
    expect(parseTokens('[[1],[2],[3]]')).toMatchObject({ rows: 3, columns: 1, blue: [2, 0] });
    expect(parseTokens('7 8')).toMatchObject({ rows: 1, columns: 2, labels: [7, 8] });
  });

  it('takes labels larger than the grid, however large', () => {
    expect(parseTokens('1 123456789012345678901234567890\n1 1').labels[1]).toBeGreaterThan(1e29);
  });

  it('skips comment lines', () => {
    expect(parseTokens('# the textbook figure\n1 1\n1 1\n').labels).toEqual([1, 1, 1, 1]);
  });

  it('rejects a label that is 0, negative or not a whole number, saying where', () => {
    expect(problem('1 2\n0 1').describe()).toBe(
      'grid.txt:2:1: row 1, column 0: the label 0 is not positive: labels are 1 or more (a token must move)',
    );
    expect(problem('3\n1,2,3\n1,-2,3\n1,2,3').describe()).toBe(
      'grid.txt:3:3: row 1, column 1: the label -2 is not positive: labels are 1 or more (a token must move)',
    );
    expect(problem('1 2.5\n1 1').describe()).toBe(
      'grid.txt:1:3: row 0, column 1: 2.5 is not a whole number: labels are positive whole numbers',
    );
    expect(problem('1 x\n1 1').describe()).toBe(
      'grid.txt:1:3: row 0, column 1: "x" is not a number: labels are positive whole numbers',
    );
    expect(problem('[[1,2],[1,"3"]]').describe()).toBe(
      'grid.txt: row 1, column 1: "3" is not a number: labels are positive whole numbers',
    );
    expect(problem('[[1,2],[1,0]]').code).toBe('E_BOARD');
  });

  it('rejects ragged rows', () => {
    expect(problem('1 2 3\n1 2\n1 2 3').describe()).toBe(
      'grid.txt:2:3: row 1 has 2 labels but row 0 has 3: every row must be as long',
    );
    expect(problem('[[1,2],[1]]').describe()).toBe(
      'grid.txt: row 1 has 1 label but row 0 has 2: every row must be as long',
    );
  });

  it('rejects a first line n that does not match the rows', () => {
    expect(problem('3\n1,2\n2,1').describe()).toBe(
      'grid.txt:1:1: the first line says the grid is 3×3 but 2 rows follow',
    );
    expect(problem('2\n1,2,3\n2,1,3').describe()).toMatch(
      /^grid\.txt:2:5: row 0 has 3 labels but the first line says the grid is 2×2/,
    );
    expect(problem('1,2\n,3', { format: 'rows' }).describe()).toBe(
      'grid.txt:2:1: a label is missing between two commas (or at an end of the line)',
    );
  });

  it('rejects a 1×1 grid and an empty input', () => {
    expect(problem('5').describe()).toBe(
      'grid.txt: a 1×1 grid has room for one token only: the two tokens cannot start apart',
    );
    expect(problem('[[5]]').code).toBe('E_BOARD');
    expect(problem('  \n').describe()).toBe(
      'grid.txt: the input is empty: expected a grid of positive labels',
    );
    expect(problem('[]').code).toBe('E_FORMAT');
    expect(problem('[[1,2],').code).toBe('E_JSON');
  });

  it('rejects starting squares outside the grid or equal', () => {
    const board = parseTokens('1 1 1\n1 1 1');
    expect(withStarts(board, { red: [1, 0], blue: [0, 2] })).toMatchObject({ red: [1, 0], blue: [0, 2] });
    expect(() => withStarts(board, { red: [2, 0] })).toThrow(
      "the red token's square (2,0) is outside the 2×3 grid (rows 0…1, columns 0…2)",
    );
    expect(() => withStarts(board, { red: [0, 0], blue: [0, 3] })).toThrow(
      /blue token's square \(0,3\) is outside/,
    );
    expect(() => withStarts(board, { red: [1, 1], blue: [1, 1] })).toThrow(
      'the red and blue tokens cannot both start on (1,1)',
    );
  });

  it('throws nothing but BoardpathError on random text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[\d ,\n\-.[\]x#]{0,40}$/)),
        fc.constantFrom(undefined, 'course', 'rows', 'json'),
        (text, format) => {
          try {
            parseTokens(text, { format: format as 'course' | undefined });
          } catch (error) {
            expect(error).toBeInstanceOf(BoardpathError);
          }
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
  });
});

describe('plainGrid, the one-pass reader of the common grids', () => {
  // A grid written as a user might: blanks or commas (spaces around them or not), tabs, CRLF,
  // blank lines, with or without the course format's first line n.
  const written = fc
    .record({
      rows: fc.integer({ min: 1, max: 6 }),
      columns: fc.integer({ min: 1, max: 6 }),
      labels: fc.array(fc.integer({ min: 1, max: 999_999_999 }), { minLength: 36, maxLength: 36 }),
      separators: fc.array(fc.constantFrom(' ', '  ', '\t', ',', ', ', ' , '), {
        minLength: 6,
        maxLength: 6,
      }),
      end: fc.constantFrom('\n', '\r\n', '\n\n', ' \n'),
      course: fc.boolean(),
    })
    .map(({ rows, columns, labels, separators, end, course }) => {
      const size = course ? columns : rows;
      const grid = Array.from({ length: size }, (_, r) => labels.slice(r * columns, (r + 1) * columns));
      const lines = grid.map((row, r) => row.join(separators[r]));
      return { text: (course ? [String(columns), ...lines] : lines).join(end), grid, course };
    });

  it('reads what it takes as the field reader does, and takes rows of three or more labels', () => {
    fc.assert(
      fc.property(written, ({ text, grid, course }) => {
        const plain = plainGrid(text);
        if (plain === null) {
          // Only what the field reader must judge: one or two columns, a one-row course grid.
          expect(grid[0].length < 3 || (course && grid.length < 2)).toBe(true);
          return;
        }
        expect(plain).toEqual({ format: course ? 'course' : 'rows', grid });
        expect(fieldsGrid(text, undefined)).toEqual(plain);
      }),
      { numRuns: 500 },
    );
  });

  // Lines of three labels, now and then a wrong label, separator or end: texts close to the
  // common grids, about a tenth of them taken.
  const mostly = (right: string[], wrong: string[]) =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...right) },
      { weight: 1, arbitrary: fc.constantFrom(...wrong) },
    );
  const label = mostly(['1', '23', '456'], ['0', '07', '+2', '#', '']);
  const separator = mostly([' ', '\t', ',', ', ', ' , '], ['', ',,', ' ,, ', '\r']);
  const end = mostly(['', ' ', '\r'], [',', ' ,', '#']);
  const nearlyPlain = fc
    .array(fc.tuple(end, label, separator, label, separator, label, end), { minLength: 1, maxLength: 4 })
    .map((lines) => lines.map((pieces) => pieces.join('')).join('\n'));

  it('leaves every text it does not take to the field reader, and agrees on those it takes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[\d ,\t\r\n#+-]{0,40}$/), nearlyPlain), (text) => {
        const plain = plainGrid(text);
        if (plain !== null) expect(fieldsGrid(text, undefined)).toEqual(plain);
      }),
      { numRuns: propertyRuns(5000) },
    );
  });

  it('leaves comments, signs, zeros, size lines, long labels and stray commas to the field reader', () => {
    for (const text of [
      '# a comment\n1 2 3\n1 2 3',
      '1 2 3\n1 +2 3',
      '1 2 3\n1 0 3',
      '1 2 3\n1 02 3',
      '2 3\n1 2 3\n1 2 3',
      '1 2 3\n1 2 1234567890',
      '1,2,3\n1,2,,3',
      '1,2,3,\n1,2,3',
      ',1,2,3\n1,2,3',
      '1, 2 3\n1 2 3',
      '1 2\n3 4',
      '3\n1 2 3\n1 2 3',
    ])
      expect(plainGrid(text), text).toBeNull();
    expect(parseTokens('1 2 3\n1 02 3').labels).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('gives way to a format said outright', () => {
    expect(problem('3\n1 2 3\n1 2 3\n1 2 3', { format: 'rows' }).describe()).toMatch(
      /^grid\.txt:2:3: row 1 has 3 labels but row 0 has 1/,
    );
    expect(problem('1 2 3\n1 2 3\n1 2 3', { format: 'course' }).describe()).toMatch(
      /^grid\.txt:1:1: the course format starts with a line holding only n/,
    );
  });
});
