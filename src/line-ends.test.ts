import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from './errors.js';
import { withLineFeedBytes, withLineFeeds } from './line-ends.js';
import { bfs } from './search/bfs.js';
import { parseMaze } from './puzzles/maze/board/formats.js';
import { solveMaze } from './puzzles/maze/solve/solve.js';
import { parseSnakes } from './puzzles/snakes/board/formats.js';
import { solveSnakes } from './puzzles/snakes/solve/solve.js';
import { parseTokens } from './puzzles/tokens/board/formats.js';
import { solveTokens } from './puzzles/tokens/solve/solve.js';

describe('withLineFeeds and withLineFeedBytes', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('turn a lone CR into an LF, keep CRLF and LF, and keep every offset', () => {
    for (const [given, expected] of [
      ['a\rb\r', 'a\nb\n'],
      ['a\r\nb\r\n', 'a\r\nb\r\n'],
      ['a\r\r\nb\nc\r', 'a\n\r\nb\nc\n'],
      ['é\r→\r\n', 'é\n→\r\n'],
      ['no line end', 'no line end'],
    ]) {
      expect(withLineFeeds(given)).toBe(expected);
      expect(new TextDecoder().decode(withLineFeedBytes(bytes(given)))).toBe(expected);
    }
  });

  it('copy the bytes they change unless told to change them in place', () => {
    const given = bytes('1 0\r1 1\r');
    const copy = withLineFeedBytes(given);
    expect(copy).not.toBe(given);
    expect(given[3]).toBe(13);
    expect(withLineFeedBytes(given, true)).toBe(given);
    expect(given[3]).toBe(10);
    const plain = bytes('1 0\r\n');
    expect(withLineFeedBytes(plain)).toBe(plain);
  });
});

// ---- Every notation of every puzzle, with its lines ended each way ----

/** How a text's lines end: its LFs rewritten, each in turn by the next of `mixed` for a mixture. */
type LineEnds = 'LF' | 'CRLF' | 'CR' | readonly ('\n' | '\r\n' | '\r')[];

function ended(text: string, ends: LineEnds): string {
  if (ends === 'LF') return text;
  if (ends === 'CRLF') return text.replaceAll('\n', '\r\n');
  if (ends === 'CR') return text.replaceAll('\n', '\r');
  // A CR ending a line, then an LF ending the next, empty one, would read as one CRLF: a mixed file
  // writes two line ends there as CR CRLF, so an LF that follows a CR ending is written CRLF.
  let k = 0;
  let previous = '';
  return text.replace(/\n/g, () => {
    const end = ends[k++ % ends.length];
    const written = end === '\n' && previous === '\r' ? '\r\n' : end;
    previous = written;
    return written;
  });
}

const lineEnds: fc.Arbitrary<LineEnds> = fc.oneof(
  fc.constantFrom<LineEnds>('CRLF', 'CR'),
  fc.array(fc.constantFrom('\n' as const, '\r\n' as const, '\r' as const), { minLength: 2, maxLength: 6 }),
);

/** What a user reads of an answer: solvable or not, and in how many moves. */
type Answer = number | null;

/** Rows of numbers in each notation a reader takes, over several lines. */
function rowsWritten(rows: readonly (readonly number[])[], notation: string): string {
  const inner = (row: readonly number[], sep = ', ') => row.join(sep);
  switch (notation) {
    case 'json':
      return `[\n${rows.map((row) => `  [${inner(row)}]`).join(',\n')}\n]\n`;
    case 'python':
      return `grid = [\n${rows.map((row) => `    [${inner(row)}],`).join('\n')}\n]\n`;
    case 'c':
      return `int grid[${rows.length}][${rows[0].length}] = {\n${rows.map((row) => `  {${inner(row)}}`).join(',\n')}\n};\n`;
    case 'java':
      return `int[][] grid = new int[][] {\n${rows.map((row) => `  {${inner(row)}}`).join(',\n')}\n};\n`;
    case 'rows':
      return rows.map((row) => inner(row, ' ')).join('\n') + '\n';
    default:
      throw new Error(notation);
  }
}

// The maze: 0/1 rows, from the top-left cell to the bottom-right one with 4 moves.
const mazes = fc
  .record({ rows: fc.integer({ min: 1, max: 5 }), columns: fc.integer({ min: 2, max: 5 }) })
  .chain(({ rows, columns }) =>
    fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    }),
  )
  // The start and the goal open (a copy: fast-check shrinks from the values it made).
  .map((made) =>
    made.map((row, r) =>
      row.map((v, c) => ((r === 0 && c === 0) || (r === made.length - 1 && c === row.length - 1) ? 1 : v)),
    ),
  );

function mazeWritten(grid: number[][], notation: string): string {
  const last = grid.length - 1;
  const end = grid[0].length - 1;
  switch (notation) {
    case 'digits':
      return grid.map((row) => row.join(' ')).join('\n') + '\n';
    case 'digits with commas':
      return grid.map((row) => row.join(',')).join('\n') + '\n';
    case 'digits together':
      return '\n' + grid.map((row) => row.join('')).join('\n\n');
    case 'art':
      return grid
        .map((row, r) =>
          row.map((v, c) => (r === 0 && c === 0 ? 'S' : r === last && c === end ? 'G' : '#.'[v])).join(''),
        )
        .join('\n');
    case 'sized rows':
      return `${grid.length} ${grid[0].length}\n` + rowsWritten(grid, 'rows');
    default:
      return rowsWritten(grid, notation);
  }
}

function referenceMaze(grid: number[][]): Answer {
  const [rows, columns] = [grid.length, grid[0].length];
  const found = bfs<[number, number]>({
    start: [0, 0],
    isGoal: ([r, c]) => r === rows - 1 && c === columns - 1,
    key: ([r, c]) => `${r},${c}`,
    *next([r, c]) {
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ])
        if (grid[r + dr]?.[c + dc] === 1) yield [r + dr, c + dc];
    },
  });
  return found ? found.moves : null;
}

// Snakes and Ladders: squares 1…n (0 the start off the board), one jump at most from a square.
interface SnakesSpec {
  readonly last: number;
  readonly jumps: ReadonlyMap<number, number>;
}

const snakesBoards: fc.Arbitrary<SnakesSpec> = fc.integer({ min: 4, max: 40 }).chain((last) =>
  fc
    .array(fc.tuple(fc.integer({ min: 2, max: last - 1 }), fc.integer({ min: 1, max: last })), {
      maxLength: 12,
    })
    .map((pairs) => ({
      last,
      jumps: new Map(pairs.filter(([from, to]) => from !== to)),
    })),
);

function snakesBoardJson({ last, jumps }: SnakesSpec): string {
  const of = (up: boolean) =>
    [...jumps]
      .filter(([from, to]) => to > from === up)
      .map(([from, to]) => `    "${from}": ${to}`)
      .join(',\n');
  return `{\n  "squares": ${last},\n  "ladders": {\n${of(true)}\n  },\n  "snakes": {\n${of(false)}\n  }\n}\n`;
}

/** The same jumps in the moves format (squares 0…n, the start on 0), as a JSON array or as copied. */
function snakesMoves({ last, jumps }: SnakesSpec, notation: string): string {
  const move = Array.from({ length: last + 1 }, (_, square) => jumps.get(square) ?? -1);
  if (notation === 'json') return `[\n${move.join(',\n')}\n]\n`;
  if (notation === 'python') return `moves = [\n${move.map((m) => `  ${m},`).join('\n')}\n]\n`;
  return `int moves[] = {\n${move.join(',\n')}\n};\n`;
}

/** The fewest throws of a six-faced die from `start` to `last`: no overshooting, one jump a throw. */
function referenceSnakes(start: number, last: number, jumps: ReadonlyMap<number, number>): Answer {
  const found = bfs<number>({
    start,
    isGoal: (square) => square === last,
    key: (square) => square,
    *next(square) {
      for (let face = 1; face <= 6 && square + face <= last; face++)
        yield jumps.get(square + face) ?? square + face;
    },
  });
  return found ? found.moves : null;
}

// The leetcode board: an n×n grid of cells laid out from the bottom-left, turning at each end.
const leetcodeBoards = fc.integer({ min: 2, max: 5 }).chain((n) =>
  fc
    .array(fc.tuple(fc.integer({ min: 2, max: n * n - 1 }), fc.integer({ min: 1, max: n * n })), {
      maxLength: 8,
    })
    .map((pairs) => ({ last: n * n, jumps: new Map(pairs.filter(([from, to]) => from !== to)) })),
);

function leetcodeRows({ last, jumps }: SnakesSpec): number[][] {
  const n = Math.sqrt(last);
  const rows = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  for (const [from, to] of jumps) {
    const fromBottom = Math.floor((from - 1) / n);
    const along = (from - 1) % n;
    rows[n - 1 - fromBottom][fromBottom % 2 === 0 ? along : n - 1 - along] = to;
  }
  return rows;
}

// The two tokens: labels 1…4, red on the top-left cell and blue on the bottom-right one.
const tokenGrids = fc
  .record({ rows: fc.integer({ min: 2, max: 4 }), columns: fc.integer({ min: 2, max: 4 }) })
  .chain(({ rows, columns }) =>
    fc.array(fc.array(fc.integer({ min: 1, max: 4 }), { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    }),
  );

function tokensWritten(grid: number[][], notation: string): string {
  if (notation === 'course') return `${grid.length}\n` + grid.map((row) => row.join(', ')).join('\n') + '\n';
  if (notation === 'comments') return `# a grid\n${rowsWritten(grid, 'rows')}# the end\n`;
  return rowsWritten(grid, notation);
}

/** Whether a grid's first row reads as a line of its sizes, `rows columns` of the rows under it. */
function looksSized(grid: number[][]): boolean {
  return grid[0].length === 2 && grid[0][0] === grid.length - 1 && grid[0][1] === grid[1]?.length;
}

function referenceTokens(grid: number[][]): Answer {
  const [rows, columns] = [grid.length, grid[0].length];
  type Position = readonly [number, number, number, number]; // red row, column, blue row, column
  const found = bfs<Position>({
    start: [0, 0, rows - 1, columns - 1],
    isGoal: ([rr, rc, br, bc]) => rr === rows - 1 && rc === columns - 1 && br === 0 && bc === 0,
    key: (p) => p.join(),
    *next([rr, rc, br, bc]) {
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        const byBlue = grid[br][bc];
        const [r, c] = [rr + dr * byBlue, rc + dc * byBlue];
        if (grid[r]?.[c] !== undefined && !(r === br && c === bc)) yield [r, c, br, bc];
        const byRed = grid[rr][rc];
        const [s, d] = [br + dr * byRed, bc + dc * byRed];
        if (grid[s]?.[d] !== undefined && !(s === rr && d === rc)) yield [rr, rc, s, d];
      }
    },
  });
  return found ? found.moves : null;
}

/** The answer to `text`, read as text and (where the reader takes them) as its UTF-8 bytes. */
function answers(text: string, read: (input: string | Uint8Array) => Answer, bytes: boolean): Answer[] {
  return bytes ? [read(text), read(new TextEncoder().encode(text))] : [read(text)];
}

const mazeAnswer = (input: string | Uint8Array) => solveMaze(parseMaze(input)).moves;
const snakesAnswer = (input: string | Uint8Array) => solveSnakes(parseSnakes(input)).moves;
const tokensAnswer = (input: string | Uint8Array) => solveTokens(parseTokens(input as string)).moves;

describe('every line end reads the same board', () => {
  const runs = { numRuns: 60 };

  it.each([
    'digits',
    'digits with commas',
    'digits together',
    'art',
    'json',
    'python',
    'c',
    'java',
    'sized rows',
  ])('maze, %s', (notation) => {
    fc.assert(
      // (A size line over one row is not told from a first row of 0/1 digits: two rows at least.)
      fc.property(
        notation === 'sized rows' ? mazes.filter((grid) => grid.length > 1) : mazes,
        lineEnds,
        (grid, ends) => {
          const text = mazeWritten(grid, notation);
          const expected = referenceMaze(grid);
          expect(answers(text, mazeAnswer, true)).toEqual([expected, expected]);
          expect(answers(ended(text, ends), mazeAnswer, true)).toEqual([expected, expected]);
        },
      ),
      runs,
    );
  });

  it.each(['board', 'json', 'python', 'c'])('snakes, %s', (notation) => {
    fc.assert(
      fc.property(snakesBoards, lineEnds, (spec, ends) => {
        const text = notation === 'board' ? snakesBoardJson(spec) : snakesMoves(spec, notation);
        // The board format starts off the board, before square 1; the moves format on square 0.
        const expected = referenceSnakes(0, spec.last, spec.jumps);
        expect(answers(text, snakesAnswer, true)).toEqual([expected, expected]);
        expect(answers(ended(text, ends), snakesAnswer, true)).toEqual([expected, expected]);
      }),
      runs,
    );
  });

  it.each(['json', 'python', 'c', 'java'])('snakes, a leetcode grid in %s', (notation) => {
    fc.assert(
      fc.property(leetcodeBoards, lineEnds, (spec, ends) => {
        const text = rowsWritten(leetcodeRows(spec), notation);
        const expected = referenceSnakes(1, spec.last, spec.jumps);
        expect(answers(text, snakesAnswer, true)).toEqual([expected, expected]);
        expect(answers(ended(text, ends), snakesAnswer, true)).toEqual([expected, expected]);
      }),
      runs,
    );
  });

  it.each(['rows', 'course', 'comments', 'json', 'python', 'c', 'java'])('tokens, %s', (notation) => {
    fc.assert(
      fc.property(
        tokenGrids.filter((grid) =>
          notation === 'course' ? grid.length === grid[0].length : !looksSized(grid),
        ),
        lineEnds,
        (grid, ends) => {
          const text = tokensWritten(grid, notation);
          const expected = referenceTokens(grid);
          expect(answers(text, tokensAnswer, false)).toEqual([expected]);
          expect(answers(ended(text, ends), tokensAnswer, false)).toEqual([expected]);
        },
      ),
      runs,
    );
  });
});

describe('every line end puts a mistake on the same line and column', () => {
  /** The one-line message of the error `read` throws, file, line and column first. */
  function problem(read: () => unknown): string {
    try {
      read();
    } catch (error) {
      if (error instanceof BoardpathError) return error.describe();
      throw error;
    }
    throw new Error('read without a problem');
  }

  it.each([
    ['maze', (input: string | Uint8Array) => parseMaze(input, { file: 'm.txt' }), true],
    ['snakes', (input: string | Uint8Array) => parseSnakes(input, { file: 'b.json' }), true],
    ['tokens', (input: string | Uint8Array) => parseTokens(input as string, { file: 'g.txt' }), false],
  ] as const)('%s', (puzzle, read, bytes) => {
    const texts =
      puzzle === 'maze'
        ? mazes
            .filter((grid) => grid.length > 1)
            .chain((grid) =>
              fc.constantFrom(...['digits', 'art', 'json', 'c'].map((n) => mazeWritten(grid, n))),
            )
        : puzzle === 'snakes'
          ? snakesBoards.chain((spec) => fc.constantFrom(snakesBoardJson(spec), snakesMoves(spec, 'json')))
          : tokenGrids
              .filter((grid) => !looksSized(grid))
              .chain((grid) => fc.constantFrom(...['rows', 'json', 'c'].map((n) => tokensWritten(grid, n))));
    fc.assert(
      fc.property(texts, fc.nat(), lineEnds, (text, at, ends) => {
        // A digit spoilt somewhere after the first line: a mistake on a line that is not the first.
        const digits = [...text.matchAll(/\d/g)]
          .map((match) => match.index)
          .filter((index) => index > text.indexOf('\n'));
        const spoilt = digits[at % digits.length];
        const wrong = `${text.slice(0, spoilt)}x${text.slice(spoilt + 1)}`;
        const expected = problem(() => read(wrong));
        expect(problem(() => read(ended(wrong, ends)))).toBe(expected);
        if (bytes) expect(problem(() => read(new TextEncoder().encode(ended(wrong, ends))))).toBe(expected);
      }),
      { numRuns: 80 },
    );
  });
});
