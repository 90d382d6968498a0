// Boards as students copy them: every notation gives the answer the JSON gives, and text that fits
// none is one line naming the notations.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BoardpathError,
  parseMaze,
  parseSnakes,
  parseTokens,
  solveMaze,
  solveSnakes,
  solveTokens,
} from './index.js';
import { copiedNumbers, copiedProblem } from './notation.js';

const LEETCODE_ROWS = [
  [-1, -1, -1, -1, -1, -1],
  [-1, -1, -1, -1, -1, -1],
  [-1, -1, -1, -1, -1, -1],
  [-1, 35, -1, -1, 13, -1],
  [-1, -1, -1, -1, -1, -1],
  [-1, 15, -1, -1, -1, -1],
];
const MAZE_ROWS = [
  [1, 0, 0, 0],
  [1, 1, 0, 1],
  [0, 1, 0, 0],
  [1, 1, 1, 1],
];
const TOKENS_ROWS = [
  [1, 2, 4, 3],
  [3, 4, 1, 2],
  [3, 1, 2, 3],
  [2, 3, 1, 2],
];

/** The same rows in every notation a student copies them in. */
function notations(rows: number[][], name: string): Record<string, string> {
  const json = JSON.stringify(rows);
  const braces = json.replace(/\[/g, '{').replace(/\]/g, '}');
  const spaced = rows.map((row) => `[${row.join(', ')}],`).join('\n    ');
  return {
    json,
    'LeetCode input': `Input: ${name} = ${json}\nOutput: 4\nExplanation: the fewest moves.`,
    'Python list, trailing commas': `${name} = [\n    ${spaced}\n]`,
    'C array': `int ${name}[${rows.length}][${rows[0].length}] = ${braces};`,
    'C++ vector': `vector<vector<int>> ${name} = ${braces};`,
    'Java array': `int[][] ${name} = new int[][] ${braces};`,
    'C rows': rows.map((row) => `{${row.join(', ')}},`).join('\n'),
    'blank rows, CRLF': rows.map((row) => row.join(' ')).join('\r\n'),
    'comma rows, tabs': rows.map((row) => row.join(',\t')).join('\n'),
    'rows under their size': `${rows.length} ${rows[0].length}\n${rows.map((row) => row.join(' ')).join('\n')}`,
    commented: `// the board\n${json} // copied from the page`,
  };
}

describe('every notation a student copies', () => {
  for (const [notation, text] of Object.entries(notations(LEETCODE_ROWS, 'board')))
    it(`snakes, the LeetCode 6×6 board as ${notation}: 4 throws`, () => {
      expect(solveSnakes(parseSnakes(text)).moves).toBe(4);
    });

  for (const [notation, text] of Object.entries(notations(MAZE_ROWS, 'maze')))
    it(`maze, the textbook maze as ${notation}: DRDDRR`, () => {
      expect(solveMaze(parseMaze(text), { moves: 2 }).directions).toBe('DRDDRR');
    });

  for (const [notation, text] of Object.entries(notations(TOKENS_ROWS, 'grid')))
    it(`tokens, the 4×4 grid as ${notation}: 5 moves`, () => {
      expect(solveTokens(parseTokens(text)).moves).toBe(5);
    });

  it("snakes: GfG's N = 8 pairs on its 30 squares, and its move array", () => {
    const gfg = 'N = 8, arr[] = {3, 22, 5, 8, 11, 26, 20, 29, 17, 4, 19, 7, 27, 1, 21, 9}';
    expect(solveSnakes(parseSnakes(gfg)).moves).toBe(3);
    const moves =
      'int move[] = {-1, -1, 21, -1, 7, -1, -1, -1, -1, -1, 25, -1, -1, -1, -1, -1, 3, -1, 6, 28, 8, -1, -1, -1, -1, -1, 0, -1, -1, -1};';
    expect(solveSnakes(parseSnakes(moves)).moves).toBe(3);
    expect(
      solveSnakes(
        parseSnakes('-1 -1 21 -1 7 -1 -1 -1 -1 -1 25 -1 -1 -1 -1 -1 3 -1 6 28 8 -1 -1 -1 -1 -1 0 -1 -1 -1'),
      ).moves,
    ).toBe(3);
  });

  it('tokens: the course format, and 1 then 5 as the grid of one square', () => {
    expect(solveTokens(parseTokens('4\n1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2')).moves).toBe(5);
    expect(() => parseTokens('1\n5')).toThrow(/a 1×1 grid has room for one token only/);
    // A first row `1 2` over one row of two is a 2×2 grid, not a size line.
    expect(parseTokens('1 2\n2 1')).toMatchObject({ rows: 2, columns: 2 });
  });
});

describe('text that fits no notation', () => {
  it('is refused where its brackets nest more than 64 deep, in every notation and puzzle', () => {
    const deep = (open: string, close: string) => open.repeat(1_000_000) + close.repeat(1_000_000);
    const cases = [
      [deep('{', '}'), '1:65'],
      [`int maze[][] = \n${deep('{', '}')};`, '2:65'],
      [`board = ${deep('[', ']')}`, '1:73'],
      [`# rows\n${'['.repeat(1_000_000)}`, '2:65'],
    ] as const;
    for (const [text, place] of cases) {
      expect(copiedNumbers(text)).toBeNull();
      expect(copiedProblem(text)?.message).toBe(
        'brackets nested more than 64 deep: a board or grid needs a few levels at most',
      );
      for (const parse of [parseSnakes, parseMaze, parseTokens]) {
        let said = 'no error';
        try {
          parse(text, { file: 'deep.txt' });
        } catch (error) {
          said = (error as BoardpathError).describe();
        }
        expect(said).toMatch(`deep.txt:${place}: brackets nested more than 64 deep: a board or grid needs`);
      }
    }
  });

  it('is one line with the nearest problem and the notations', () => {
    for (const [parse, text] of [
      [parseSnakes, '-1 -1 x'],
      [parseMaze, '{1, 0, x}'],
      [parseTokens, '1 2\n3 x'],
    ] as const) {
      const error = (() => {
        try {
          parse(text);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(BoardpathError);
      const { message } = error as BoardpathError;
      expect(message).not.toContain('\n');
      expect(message).toMatch(/a Python list, a C, C\+\+ or Java array/);
    }
  });

  it('says where a copied notation goes wrong, by line and column of the text as pasted', () => {
    const said = (parse: () => unknown): string => {
      try {
        parse();
      } catch (error) {
        return (error as BoardpathError).describe().split('; ')[0];
      }
      return 'no error';
    };
    const file = 'pasted.txt';
    expect(said(() => parseMaze('int maze[][] = {\n  {1, 0, 0},\n  {1, x, 0},\n};', { file }))).toBe(
      'pasted.txt:3:7: read as a C, C++ or Java array: unexpected "x"',
    );
    expect(said(() => parseMaze('{1, 0, 0},\r\n{1, 1,, 0},\r\n{0, 1, 1},', { file }))).toBe(
      'pasted.txt:2:7: read as a C, C++ or Java array: unexpected ","',
    );
    expect(said(() => parseMaze('m = [[1, 0],  # the maze\n [1, 1]]]', { file }))).toBe(
      'pasted.txt:2:9: read as a Python list: unexpected "]"',
    );
    expect(said(() => parseSnakes('board = [[-1, -1], [-1, -1,]\n', { file }))).toBe(
      'pasted.txt:1:9: read as a Python list: this "[" is never closed',
    );
    expect(said(() => parseSnakes('int moves[] = {-1, -1, 2 3, -1};', { file }))).toBe(
      'pasted.txt:1:26: read as a C, C++ or Java array: unexpected "3"',
    );
    expect(said(() => parseTokens('grid = {{1, 2}, {3 4}}', { file }))).toBe(
      'pasted.txt:1:20: read as a C, C++ or Java array: unexpected "4"',
    );
    // A rule of the puzzle broken in converted numbers: the grid's row and column, not the
    // rewritten JSON's line and column.
    expect(said(() => parseMaze('maze = [[1, 0, 0],\n [1, 1, 0],\n [0, 1, 2]]\n', { file }))).toBe(
      'pasted.txt: read as a Python list: row 2, column 2: expected 0 (blocked) or 1 (open), not 2',
    );
  });

  it('names the notation it was read as when the numbers do not make a board', () => {
    expect(() => parseSnakes('{{-1, -1}, {-1}}')).toThrow(
      /read as a C, C\+\+ or Java array: row 1 has 1 cell/,
    );
    expect(() => parseMaze('maze = [[1, 0], [1],]')).toThrow(/read as a Python list/);
  });

  it('never throws anything but a BoardpathError on random text or mutated copies', () => {
    const copies = [
      ...Object.values(notations(LEETCODE_ROWS, 'board')),
      ...Object.values(notations(MAZE_ROWS, 'maze')),
    ];
    const text = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .tuple(fc.constantFrom(...copies), fc.nat(), fc.string({ maxLength: 3 }))
        .map(
          ([copy, at, inserted]) => copy.slice(0, at % copy.length) + inserted + copy.slice(at % copy.length),
        ),
    );
    fc.assert(
      fc.property(text, (input) => {
        for (const parse of [parseSnakes, parseMaze, parseTokens]) {
          try {
            parse(input);
          } catch (error) {
            expect(error).toBeInstanceOf(BoardpathError);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('reads long runs of blanks and brackets in one pass (no regular expression that backtracks)', () => {
    // Quadratic reading would take minutes on these; each is read in a blink.
    const blanks = ' '.repeat(200_000);
    expect(copiedNumbers(`[1,${blanks}2]${blanks};${blanks}x`)).toBeNull();
    expect(copiedNumbers(`1 2${blanks}\n3 4${blanks}`)?.json).toBe('[[1,2],[3,4]]');
    expect(copiedNumbers(`${'{'.repeat(100_000)}1${'}'.repeat(100_000)}`)).toBeNull();
  });

  it('reads a row of a million numbers, and a line of anything else is no row', () => {
    const moves = Array.from({ length: 1_000_000 }, (_, i) => (i % 10 === 3 ? i + 5 : -1));
    expect(copiedNumbers(moves.join(' '))?.json).toBe(JSON.stringify(moves));
    expect(copiedNumbers(`${moves.join(', ')},`)?.json).toBe(JSON.stringify(moves));
    expect(copiedNumbers(`1 2\n3 x`)).toBeNull();
    expect(copiedNumbers(`1 -\n3 4`)).toBeNull();
    expect(copiedNumbers(`1 2\u00a0\n3 4`)).toBeNull();
    expect(copiedNumbers(`1, −2,\n3,\t4 }],`)?.json).toBe('[[1,-2],[3,4]]');
  });
});
