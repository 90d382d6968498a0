import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '../../../search/bfs.js';
import { makeTokensBoard, withStarts, type TokensBoard } from '../board/board.js';
import type { Cell } from '../../../cell.js';
import { loadFixture } from '../../../fixtures.test-util.js';
import { replayTokens } from './replay.js';
import { positionOf, solveTokens, tokensSearchBytes, tokensStateOf, type TokensSolution } from './solve.js';
import { tokensGraph } from './moves.js';
import { randomTokensBoards } from './random-boards.test-util.js';
import { BoardpathError } from '../../../errors.js';

/** The examples of fixtures/tokens.json: a grid and its fewest moves (null: no solution). */
const fixtures = loadFixture<{ name: string; grid: number[][]; moves: number | null }>('tokens');
const textbook = fixtures.find((fixture) => fixture.name === 'the textbook figure')!;

/** The rules written out again, over object states, for the plain reference search. */
interface Position {
  red: Cell;
  blue: Cell;
  /** With turns: whose move is next. */
  turn?: 'red' | 'blue';
}

function referenceMoves(board: TokensBoard, alternate: boolean): number | null {
  const same = (a: Cell, b: Cell) => a[0] === b[0] && a[1] === b[1];
  const found = bfs<Position>({
    start: { red: board.red, blue: board.blue, ...(alternate && { turn: 'red' as const }) },
    isGoal: (p) => same(p.red, board.blue) && same(p.blue, board.red),
    key: (p) => `${p.red}|${p.blue}|${p.turn ?? ''}`,
    *next(p) {
      for (const token of ['red', 'blue'] as const) {
        if (alternate && p.turn !== token) continue;
        const other = token === 'red' ? p.blue : p.red;
        const distance = board.labels[other[0] * board.columns + other[1]];
        for (const [dr, dc] of [
          [-1, 0],
          [1, 0],
          [0, -1],
          [0, 1],
        ]) {
          const to: Cell = [p[token][0] + dr * distance, p[token][1] + dc * distance];
          if (to[0] < 0 || to[1] < 0 || to[0] >= board.rows || to[1] >= board.columns || same(to, other))
            continue;
          yield {
            ...p,
            [token]: to,
            ...(alternate && { turn: token === 'red' ? ('blue' as const) : ('red' as const) }),
          };
        }
      }
    },
  });
  return found ? found.moves : null;
}

/** Every solution must replay, move by move under the rules, to the swap in exactly `moves` moves. */
function expectReplays(board: TokensBoard, solution: TokensSolution, alternate = false): void {
  if (!solution.solvable) {
    expect(solution).toMatchObject({ moves: null, path: null, steps: null });
    return;
  }
  expect(solution.steps).toHaveLength(solution.moves!);
  expect(solution.path).toHaveLength(solution.moves! + 1);
  expect(solution.path![0]).toEqual({ red: board.red, blue: board.blue });
  const replay = replayTokens(board, solution.steps!, { alternate });
  expect(replay).toMatchObject({ legal: true, swapped: true });
  solution.steps!.forEach((step, i) => {
    expect(step.from).toEqual(solution.path![i][step.token]);
    expect(step.to).toEqual(solution.path![i + 1][step.token]);
    expect(replayTokens(board, solution.steps!.slice(0, i + 1), { alternate })).toMatchObject({
      red: solution.path![i + 1].red,
      blue: solution.path![i + 1].blue,
    });
  });
}

const gridArbitrary = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([rows, columns, top]) =>
    fc.array(fc.array(fc.integer({ min: 1, max: top }), { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    }),
  );

describe('solveTokens', () => {
  for (const fixture of fixtures) {
    it(`fixture: ${fixture.name} → ${fixture.moves ?? 'no solution'}`, () => {
      const board = makeTokensBoard({ grid: fixture.grid });
      const solution = solveTokens(board);
      expect(solution.moves).toBe(fixture.moves);
      expect(solution.solvable).toBe(fixture.moves !== null);
      expectReplays(board, solution);
    });
  }

  // Grids on which the usual slips give other answers: using the label under the moving token, or
  // forbidding a token to jump over the other one.
  const slips = [
    {
      grid: [
        [1, 2, 1],
        [3, 1, 3],
      ],
      moves: 5,
      ownLabel: null,
      noJumping: 6,
    },
    {
      grid: [
        [2, 2, 3, 3],
        [2, 3, 3, 1],
      ],
      moves: 5,
      ownLabel: null,
      noJumping: null,
    },
    {
      grid: [
        [3, 3, 1, 2],
        [1, 1, 3, 1],
        [1, 2, 2, 1],
      ],
      moves: 8,
      ownLabel: 6,
      noJumping: 8,
    },
  ];
  for (const slip of slips) {
    it(`moves by the label under the OTHER token and may jump over it: ${JSON.stringify(slip.grid)} → ${slip.moves}`, () => {
      const board = makeTokensBoard({ grid: slip.grid });
      const solution = solveTokens(board);
      expect(solution.moves).toBe(slip.moves);
      expect(referenceMoves(board, false)).toBe(slip.moves);
      expectReplays(board, solution);
    });
  }

  it('equals a plain breadth-first search over object states on random grids, and every answer replays', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const board = makeTokensBoard({ grid });
        const solution = solveTokens(board);
        expect(solution.moves).toBe(referenceMoves(board, false));
        expectReplays(board, solution);
      }),
      { numRuns: 400 },
    );
  });

  it('takes other starting squares; the goal is still the swap', () => {
    fc.assert(
      fc.property(gridArbitrary, fc.nat(), fc.nat(), (grid, a, b) => {
        const board = makeTokensBoard({ grid });
        const cells = board.rows * board.columns;
        const red = a % cells;
        const blue = (red + 1 + (b % (cells - 1))) % cells;
        const moved = withStarts(board, {
          red: [Math.floor(red / board.columns), red % board.columns],
          blue: [Math.floor(blue / board.columns), blue % board.columns],
        });
        const solution = solveTokens(moved);
        expect(solution.moves).toBe(referenceMoves(moved, false));
        expectReplays(moved, solution);
      }),
      { numRuns: 300 },
    );
  });

  it('with turns (red first) equals the plain search with the turn in the state', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const board = makeTokensBoard({ grid });
        const solution = solveTokens(board, { alternate: true });
        expect(solution.moves).toBe(referenceMoves(board, true));
        expectReplays(board, solution, true);
        solution.steps?.forEach((step, i) => expect(step.token).toBe(i % 2 === 0 ? 'red' : 'blue'));
      }),
      { numRuns: 300 },
    );
  });

  it('solves the textbook grid with turns', () => {
    const board = makeTokensBoard({ grid: textbook.grid });
    const solution = solveTokens(board, { alternate: true });
    expect(solution.moves).toBe(referenceMoves(board, true));
    expectReplays(board, solution, true);
  });

  it('refuses, before searching, a grid over the memory limit, saying how much it needs', () => {
    const board = makeTokensBoard({ grid: Array.from({ length: 100 }, () => Array(100).fill(1)) });
    expect(tokensSearchBytes(board, false, 'queue')).toBeGreaterThan(400 * 2 ** 20);
    expect(tokensSearchBytes(board, false, 'bits')).toBeLessThan(100 * 2 ** 20);
    expect(() => solveTokens(board, { maxMemory: 100 * 2 ** 20, method: 'queue' })).toThrow(
      /needs about 4\d\d MB to search but the limit is 100 MB$/,
    );
    try {
      solveTokens(board, { maxMemory: 1 });
    } catch (error) {
      expect(error).toMatchObject({ code: 'E_MEMORY' });
    }
    expect.assertions(4);
  });

  it('refuses a grid with more states than Int32 numbers, and says how large a grid can be', () => {
    const board = makeTokensBoard({ grid: Array.from({ length: 300 }, () => Array(300).fill(1)) });
    expect(() => solveTokens(board)).toThrow(
      /a 300×300 grid has 8\.10e\+9 states: more than the 2147483647 the search can number \(at most 215×215/,
    );
    expect(() => solveTokens(board, { alternate: true })).toThrow(
      expect.objectContaining({ code: 'E_BOARD' }),
    );
  });

  it('accepts a 200×200 grid up to the memory check (about 0.8 GB with bit sets)', () => {
    const board = makeTokensBoard({ grid: Array.from({ length: 200 }, () => Array(200).fill(1)) });
    expect(() => solveTokens(board, { maxMemory: 2 ** 29 })).toThrow(
      /a 200×200 grid needs about 7\d\d MB to search but the limit is 512 MB/,
    );
  });

  it('checks every label of a board it did not make, as makeTokensBoard does, and trusts its own', () => {
    const board = makeTokensBoard({ grid: textbook.grid });
    expect(solveTokens(withStarts(board, { red: [0, 1] })).moves).toBeGreaterThan(0);
    const copy = { ...board, labels: [...board.labels] };
    expect(solveTokens(copy).moves).toBe(textbook.moves);
    copy.labels[5] = '2' as unknown as number;
    expect(() => solveTokens(copy)).toThrow(/row 1, column 1: "2" is not a number: labels are positive/);
  });

  it('stops when its signal fires', () => {
    const controller = new AbortController();
    controller.abort();
    const board = makeTokensBoard({ grid: textbook.grid });
    expect(() => solveTokens(board, { signal: controller.signal })).toThrow(
      expect.objectContaining({ code: 'E_ABORTED' }),
    );
  });
});

describe('solveTokens on labels larger than the grid', () => {
  it('treats them as moves that leave the grid', () => {
    const board = makeTokensBoard({
      grid: [
        [1, 1e30],
        [1, 1],
      ],
    });
    const solution = solveTokens(board);
    expect(solution.moves).toBe(referenceMoves(board, false));
    expectReplays(board, solution);
  });
});

describe('a position and its state', () => {
  it('numbers a position red square × squares + blue square, and positionOf undoes it', () => {
    const board = makeTokensBoard({ grid: textbook.grid });
    const squares = board.rows * board.columns;
    expect(tokensStateOf(board, { red: [0, 0], blue: [0, 1] })).toBe(1);
    expect(tokensStateOf(board, { red: [0, 1], blue: [0, 0] })).toBe(squares);
    expect(positionOf(board, squares + 2)).toEqual({ red: [0, 1], blue: [0, 2] });
    fc.assert(
      fc.property(randomTokensBoards(6), (random) => {
        const { rows, columns } = random;
        const start = tokensStateOf(random, { red: random.red, blue: random.blue });
        expect(start).toBe(
          (random.red[0] * columns + random.red[1]) * rows * columns +
            random.blue[0] * columns +
            random.blue[1],
        );
        expect(positionOf(random, start)).toEqual({ red: random.red, blue: random.blue });
        // Each move of the graph is a move of one token, read back through positionOf.
        const out = new Int32Array(8);
        const count = tokensGraph(random).moves(start, out);
        for (const next of out.subarray(0, count)) {
          const { red, blue } = positionOf(random, next);
          const moved = [
            red[0] !== random.red[0] || red[1] !== random.red[1],
            blue[0] !== random.blue[0] || blue[1] !== random.blue[1],
          ];
          expect(moved.filter(Boolean)).toHaveLength(1);
          expect(tokensStateOf(random, { red, blue })).toBe(next);
        }
      }),
    );
  });

  it('refuses a square outside the grid, or both tokens on one, with the library error', () => {
    const board = makeTokensBoard({ grid: textbook.grid });
    const refused = (position: unknown, message: string) => {
      expect(() => tokensStateOf(board, position as { red: Cell; blue: Cell })).toThrow(BoardpathError);
      expect(() => tokensStateOf(board, position as { red: Cell; blue: Cell })).toThrow(message);
    };
    refused({ red: [0, 0], blue: [0, 9] }, "the blue token's square [0,9] is not a [row, column] of the");
    refused({ red: [-1, 0], blue: [0, 1] }, "the red token's square [-1,0]");
    refused({ red: [1, 1], blue: [1, 1] }, 'the red and blue tokens cannot both stand on (1,1)');
    refused({ blue: [1, 1] }, "the red token's square nothing");
    refused(null, "the red token's square nothing");
    expect(() => tokensStateOf({} as TokensBoard, { red: [0, 0], blue: [0, 1] })).toThrow(BoardpathError);
  });
});
