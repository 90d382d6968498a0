import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { cellOf, mazeFromRows } from './board.js';
import { detectMazeFormat, mazeToArt, mazeToText, parseMaze } from './formats.js';
import { evenRowsInto, evenRowsShape } from './formats-text.js';
import { printedRows } from './printed-rows.test-util.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

const ROWS = [
  [1, 0, 0, 0],
  [1, 1, 0, 1],
  [1, 1, 0, 0],
  [0, 1, 1, 1],
];

function problem(text: string | Uint8Array, file = 'maze.txt'): string {
  try {
    parseMaze(text, { file });
  } catch (error) {
    expect(error).toBeInstanceOf(BoardpathError);
    return (error as BoardpathError).describe();
  }
  throw new Error('expected a BoardpathError');
}

describe('parseMaze', () => {
  const expected = mazeFromRows(ROWS);

  it.each([
    ['JSON rows', JSON.stringify(ROWS)],
    ['JSON rows over several lines', '[\n  [1,0,0,0],\n  [1,1,0,1],\n  [1,1,0,0],\n  [0,1,1,1]\n]\n'],
    ['digits separated by spaces', '1 0 0 0\n1 1 0 1\n1 1 0 0\n0 1 1 1\n'],
    ['digits separated by commas', '1,0,0,0\n1,1,0,1\n1,1,0,0\n0,1,1,1'],
    ['digits with nothing between', '1000\n1101\n1100\n0111\n'],
    [
      'digits, Windows line ends, tabs and blank lines',
      '\r\n1\t0 0 0\r\n1 1 0 1\r\n\r\n1 1 0 0\r\n0 1 1 1\r\n\r\n',
    ],
    ['ASCII art', '.###\n..#.\n..##\n#...\n'],
    ['ASCII art with S and G where the corners are', 'S###\n..#.\n..##\n#..G\n'],
  ])('reads %s', (_, text) => {
    const grid = parseMaze(text);
    expect(grid).toMatchObject({ rows: 4, columns: 4, start: 0, goal: 15 });
    expect(Array.from(grid.open)).toEqual(Array.from(expected.open));
  });

  it('reads rectangular mazes and S and G anywhere in ASCII art', () => {
    const grid = parseMaze('#.G..\n.S.#.\n');
    expect(grid).toMatchObject({ rows: 2, columns: 5 });
    expect(cellOf(grid, grid.start)).toEqual([1, 1]);
    expect(cellOf(grid, grid.goal)).toEqual([0, 2]);
    expect(parseMaze('1 1 1\n0 1 0')).toMatchObject({ rows: 2, columns: 3, goal: 5 });
  });

  it("reads a JSON object with a grid and optional start and goal (the fixtures' shape)", () => {
    const grid = parseMaze(
      '{"name": "x", "grid": [[1, 1], [1, 0]], "start": [1, 0], "goal": [0, 1], "moves": 4}',
    );
    expect(grid).toMatchObject({ rows: 2, columns: 2, start: 2, goal: 1 });
    expect(parseMaze('{"grid": [[1, 1], [1, 0]]}')).toMatchObject({ start: 0, goal: 3 });
  });

  it('reads rows copied as a C array or a Python list when told the format is JSON', () => {
    for (const copied of ['int maze[][] = {{1, 0}, {1, 1}};', 'maze = [[1, 0], [1, 1],]'])
      expect(parseMaze(copied, { format: 'json' })).toEqual(
        mazeFromRows([
          [1, 0],
          [1, 1],
        ]),
      );
    // Told the digit rows format, the text is read as digit rows.
    expect(() => parseMaze('int maze[][] = {{1, 0}, {1, 1}};', { format: 'text' })).toThrow(/unexpected "i"/);
  });

  it('detects the format from the first character', () => {
    expect(detectMazeFormat('  [[1]]')).toBe('json');
    expect(detectMazeFormat('\n0 1')).toBe('text');
    expect(detectMazeFormat('S.')).toBe('art');
    expect(detectMazeFormat('#.')).toBe('art');
  });

  it('writes a grid back as art and text that read the same', () => {
    const grid = parseMaze('#.G..\n.S.#.\n');
    expect(mazeToArt(grid)).toBe('#.G..\n.S.#.\n');
    expect(parseMaze(mazeToArt(grid))).toEqual(grid);
    expect(Array.from(parseMaze(mazeToText(grid)).open)).toEqual(Array.from(grid.open));
  });

  it.each([
    [
      'ragged rows (short)',
      '1 1 1\n1 1\n',
      'maze.txt:2:4: row 1 has 2 cells but row 0 has 3: a maze is rectangular',
    ],
    [
      'ragged rows (long)',
      '1 1\n1 1 1\n',
      'maze.txt:2:5: row 1 has more than the 2 cells of row 0: a maze is rectangular',
    ],
    ['ragged ASCII art', '..\n...\n', 'maze.txt:2:3: row 1 has more than the 2 cells of row 0'],
    [
      'a character not allowed in digits',
      '1 0\n1 2\n',
      'maze.txt:2:3: unexpected "2": a maze of digits has only 0 (blocked), 1 (open), spaces and commas',
    ],
    [
      'a character not allowed in art',
      '..\n.x\n',
      'maze.txt:2:2: unexpected "x": an ASCII-art maze has only # (blocked), . (open), S (start), G (goal) and spaces',
    ],
    ['digits mixed into art', 'S.\n.1\n', 'maze.txt:2:2: unexpected "1"'],
    ['an unknown first character', '\n  @@\n', 'maze.txt:2:3: not a maze: unexpected "@"'],
    ['an empty file', '', 'maze.txt: the input is empty: expected a maze'],
    ['white space only', ' \n\n\t\n', 'maze.txt: the input is empty: expected a maze'],
    [
      'two S',
      'S.\n.S\n',
      'maze.txt:2:2: a second S (the first is at line 1, column 1): a maze has one start',
    ],
    ['two G', 'G.G\n', 'maze.txt:1:3: a second G (the first is at line 1, column 1): a maze has one goal'],
    ['a JSON object without a grid', '{"rows": 1}', 'maze.txt:1:1: a JSON maze object needs a "grid"'],
    [
      'a JSON object with a bad grid',
      '{"grid": [[1, 1],\n  [1, 7]]}',
      'maze.txt:2:7: row 1, column 1: expected 0 (blocked) or 1 (open), not 7',
    ],
    [
      'a JSON object with a bad start',
      '{"grid": [[1]], "start": [0]}',
      'maze.txt:1:1: "start" must be [row, column]',
    ],
    [
      'a JSON object with a goal outside',
      '{"grid": [[1]], "goal": [0, 3]}',
      'maze.txt:1:1: the goal 0,3 is outside the 1×1 maze',
    ],
    ['JSON that is not an array of rows', '[1, 1]', 'maze.txt:1:2: row 0 is not an array of 0 and 1'],
    ['an empty JSON array', '[]', 'maze.txt:1:1: the maze is empty'],
    ['an empty JSON row', '[[]]', 'maze.txt:1:2: the maze is empty: row 0 has no cells'],
    ['ragged JSON rows', '[[1,1],\n [1]]', 'maze.txt:2:2: row 1 has 1 cell but row 0 has 2'],
    [
      'a JSON value other than 0 or 1',
      '[[1,1],\n [1, "x"]]',
      'maze.txt:2:6: row 1, column 1: expected 0 (blocked) or 1 (open), not "x"',
    ],
    ['broken JSON', '[[1,1],\n [1,', 'maze.txt:2:5: not valid JSON'],
  ])('reports %s with its line and column', (_, text, message) => {
    expect(problem(text)).toContain(message);
  });

  it('reads the same mazes, and finds the same problems, from bytes as from text', () => {
    const texts = [
      '1 0 0 0\n1 1 0 1\n1 1 0 0\n0 1 1 1\n',
      '\ufeff1,1\r\n0,1',
      '\n\n  1\t1\n',
      'S.#\n..G',
      JSON.stringify(ROWS),
      '{"grid": [[1]]}',
    ];
    for (const text of texts) {
      const fromBytes = parseMaze(new TextEncoder().encode(text));
      expect(fromBytes).toEqual(parseMaze(text));
      expect(fromBytes.open.length).toBe(fromBytes.rows * fromBytes.columns);
    }
    for (const text of ['1 1 1\n1 1\n', '1 1\n1 1 1\n', '1 0\né 1\n', '1 1\n1 x', '\ufeff', '1 1\n\n0 S']) {
      expect(problem(new TextEncoder().encode(text))).toBe(problem(text));
    }
  });

  it('reads rows as programs print them (a word at a time) as it reads them character by character', () => {
    // Every width (even widths take two cells per read, odd ones one), both separators, and one byte
    // changed or not: bytes and text must give the same maze or the same problem.
    const printed = fc
      .record({
        rows: fc.integer({ min: 1, max: 6 }),
        columns: fc.integer({ min: 1, max: 9 }),
        separator: fc.constantFrom(' ', ',', ''),
        seed: fc.integer(),
      })
      .map(({ rows, columns, separator, seed }) =>
        printedRows(
          Array.from({ length: rows }, (_, r) =>
            Array.from({ length: columns }, (_, c) => (seed >>> ((r * columns + c) % 31)) & 1),
          ),
          separator,
        ),
      );
    fc.assert(
      fc.property(
        printed,
        fc.option(fc.tuple(fc.nat(), fc.constantFrom('2', ' ', ',', '\r', '\t', '0', '1', '\n', 'x'))),
        (text, change) => {
          if (change) {
            const at = change[0] % text.length;
            text = text.slice(0, at) + change[1] + text.slice(at + 1);
          }
          const outcome = (input: string | Uint8Array) => {
            try {
              return parseMaze(input, { file: 'maze.txt' });
            } catch {
              return problem(input);
            }
          };
          expect(outcome(new TextEncoder().encode(text))).toEqual(outcome(text));
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('reads printed rows into rows further apart (a stride), leaving the cells between alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer(),
        fc.constantFrom(' ', ''),
        (rows, columns, extra, first, seed, separator) => {
          const cells = Array.from({ length: rows * columns }, (_, k) => (seed >>> (k % 31)) & 1);
          const text = Array.from(
            { length: rows },
            (_, r) => `${cells.slice(r * columns, (r + 1) * columns).join(separator)}\n`,
          ).join('');
          const bytes = new TextEncoder().encode(text);
          const shape = evenRowsShape(bytes)!;
          // Rows of an even number of cells are written two at a time: their starts must be even.
          const stride = columns + 2 * extra;
          const start = columns % 2 === 0 ? 2 * first : first;
          const into = new Uint8Array(start + rows * stride + 4).fill(7);
          expect(evenRowsInto(bytes, shape, into, start, stride)).toBe(true);
          const expected = new Uint8Array(into.length).fill(7);
          cells.forEach(
            (cell, k) => (expected[start + Math.floor(k / columns) * stride + (k % columns)] = cell),
          );
          expect(into).toEqual(expected);
          // A last row past the end is refused, not written.
          expect(
            evenRowsInto(
              bytes,
              shape,
              into.subarray(0, start + (rows - 1) * stride + columns - 1),
              start,
              stride,
            ),
          ).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws anything but a BoardpathError, whatever the bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 40 }),
        fc
          .uint8Array({ maxLength: 40 })
          .map((bytes) => bytes.map((b) => [48, 49, 32, 10, 44, 13, 35, 46][b % 8])),
        (noise, digits) => {
          for (const bytes of [noise, digits]) {
            try {
              const grid = parseMaze(bytes);
              expect(grid.open.length).toBe(grid.rows * grid.columns);
            } catch (error) {
              expect(error).toBeInstanceOf(BoardpathError);
            }
          }
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('never throws anything but a BoardpathError, whatever the input', () => {
    const alphabet = fc.constantFrom('0', '1', ' ', ',', '\n', '#', '.', 'S', 'G', '[', ']', 'x', '\r', '"');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet })), (text) => {
        try {
          const grid = parseMaze(text);
          expect(grid.open.length).toBe(grid.rows * grid.columns);
        } catch (error) {
          expect(error).toBeInstanceOf(BoardpathError);
        }
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});

describe('parseMaze memory', () => {
  it('takes a byte per cell read, not one per line times columns (a long row over many blank lines)', () => {
    const text = '1'.repeat(70_000) + '\n'.repeat(70_000);
    for (const input of [text, new TextEncoder().encode(text)]) {
      const grid = parseMaze(input);
      expect(grid).toMatchObject({ rows: 1, columns: 70_000 });
      expect(grid.open.buffer.byteLength).toBeLessThanOrEqual(text.length);
    }
  });
});
