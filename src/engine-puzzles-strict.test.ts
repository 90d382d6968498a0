// The puzzles' graphs and state conversions of `boardpath/engine`, called as a user's program might
// call them: with right arguments, whose answers are held to plain references written here (the
// rules read straight off the board), and with random values and near-misses of right ones, which
// must end in a right answer or a BoardpathError with a code: never a TypeError or a hang.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBoundedMemory, hostileRuns } from './hostile-runs.test-util.js';
import * as engine from './engine.js';
import { BoardpathError } from './errors.js';
import {
  jumpsOf,
  makeMaze,
  makeTokensBoard,
  parseSnakes,
  solveMaze,
  type MazeGrid,
  type MazeMoves,
  type SnakesBoard,
  type TokensBoard,
} from './index.js';

const {
  snakesGraph,
  mazeGraph,
  mazeCellOf,
  mazeStateOf,
  mazeSolutionOf,
  tokensGraph,
  alternateTokensGraph,
  tokensPositionOf,
  tokensStateOf,
  shortestIntPath,
} = engine;

// The engine's functions that stand for a puzzle: the graphs and the conversions of states.
const PUZZLE_NAME = /^(snakes|maze|tokens|alternateTokens)[A-Z]/;

/** The moves of `state` as a sorted list, read through the graph's own `moves`. */
function movesOf(graph: engine.IntGraph, state: number): number[] {
  const out = new Int32Array(graph.maxDegree);
  return Array.from(out.subarray(0, graph.moves(state, out))).sort((a, b) => a - b);
}

// ---- Boards, and the moves the rules give on them. ----

const mazes = fc
  .record({ rows: fc.integer({ min: 1, max: 5 }), columns: fc.integer({ min: 1, max: 5 }) })
  .chain(({ rows, columns }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      open: fc.uint8Array({ min: 0, max: 1, minLength: rows * columns, maxLength: rows * columns }),
      moves: fc.constantFrom<MazeMoves>(2, 4, 8),
    }),
  )
  .map(({ rows, columns, open, moves }) => {
    open[0] = 1;
    open[rows * columns - 1] = 1;
    return { grid: makeMaze(rows, columns, open), moves };
  });

// The open cells next to `cell`: below and right with 2 moves, the four sides with 4, all eight with 8.
function mazeNeighbours(grid: MazeGrid, moves: MazeMoves, cell: number): number[] {
  const row = Math.floor(cell / grid.columns);
  const column = cell % grid.columns;
  const steps =
    moves === 2
      ? [
          [1, 0],
          [0, 1],
        ]
      : [-1, 0, 1].flatMap((dr) =>
          [-1, 0, 1].map((dc) => [dr, dc]).filter(([r, c]) => (r || c) && (moves === 8 || !(r && c))),
        );
  return steps
    .map(([dr, dc]) => [row + dr, column + dc])
    .filter(
      ([r, c]) => r >= 0 && c >= 0 && r < grid.rows && c < grid.columns && grid.open[r * grid.columns + c],
    )
    .map(([r, c]) => r * grid.columns + c)
    .sort((a, b) => a - b);
}

const snakesBoards = fc
  .record({
    squares: fc.integer({ min: 2, max: 40 }),
    jumps: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }),
  })
  .map(({ squares, jumps }) => {
    const ladders: Record<string, number> = {};
    const snakes: Record<string, number> = {};
    const used = new Set<number>();
    for (const [a, b] of jumps) {
      const from = 2 + (a % (squares - 1));
      const to = 1 + (b % squares);
      if (from === to || from === squares || used.has(from)) continue;
      used.add(from);
      (to > from ? ladders : snakes)[from] = to;
    }
    return parseSnakes(JSON.stringify({ squares, ladders, snakes }));
  });

// The squares one throw of a six-faced die ends on from `square`, a jump taken once, none past the end.
function throwsFrom(board: SnakesBoard, square: number): number[] {
  const jump = new Map(jumpsOf(board).map(({ from, to }) => [from, to]));
  const ends: number[] = [];
  for (let face = 1; face <= board.faces && square + face <= board.last; face++)
    ends.push(jump.get(square + face) ?? square + face);
  return ends.sort((a, b) => a - b);
}

const tokensBoards = fc
  .record({ rows: fc.integer({ min: 1, max: 4 }), columns: fc.integer({ min: 2, max: 4 }) })
  .chain(({ rows, columns }) =>
    fc.array(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    }),
  )
  .map((grid) => makeTokensBoard({ grid }));

// The states one move away by the rules: a token moves by the label under the other, stays on the
// grid and never ends on the other token.
function tokenMoves(board: TokensBoard, state: number): number[] {
  const squares = board.rows * board.columns;
  const red = Math.floor(state / squares);
  const blue = state % squares;
  const label = (square: number) => board.labels[square];
  const moved = (square: number, by: number) =>
    [
      [-by, 0],
      [by, 0],
      [0, -by],
      [0, by],
    ]
      .map(([dr, dc]) => [Math.floor(square / board.columns) + dr, (square % board.columns) + dc])
      .filter(([r, c]) => r >= 0 && c >= 0 && r < board.rows && c < board.columns)
      .map(([r, c]) => r * board.columns + c);
  return [
    ...moved(red, label(blue))
      .filter((to) => to !== blue)
      .map((to) => to * squares + blue),
    ...moved(blue, label(red))
      .filter((to) => to !== red)
      .map((to) => red * squares + to),
  ].sort((a, b) => a - b);
}

// ---- The calls, right and near. ----

type Outcome = { readonly answer: unknown } | { readonly error: unknown };

function outcome(call: () => unknown): Outcome {
  try {
    return { answer: call() };
  } catch (error) {
    return { error };
  }
}

/** A refusal, as the library makes them: a BoardpathError with a code and a one-line message. */
function expectRefusal(result: Outcome): void {
  if (!('error' in result)) return;
  if (!(result.error instanceof BoardpathError)) throw result.error;
  expect(result.error.code).toMatch(/^E_[A-Z]+$/);
  expect(result.error.message).not.toMatch(/\n/);
}

// Values a careless program might pass where a state, a cell or a board goes.
const badStates = fc.oneof(
  fc.constantFrom(-1, 0.5, Number.NaN, Infinity, 2 ** 31, 1e300, -0.0001),
  fc.anything(),
);

/** A board or grid with one field replaced by something else: refused, or read as the same board. */
function nearMiss<T extends object>(board: T) {
  return fc
    .tuple(fc.constantFrom(...Object.keys(board)), fc.anything())
    .map(([key, value]) => ({ ...board, [key]: value }) as T);
}

describe('boardpath/engine: the puzzles as graphs, held to their rules', () => {
  it('has a reference check below for every puzzle function it exports', () => {
    const exported = Object.entries(engine)
      .filter(([name, value]) => typeof value === 'function' && PUZZLE_NAME.test(name))
      .map(([name]) => name)
      .sort();
    expect(exported).toEqual(
      [
        'alternateTokensGraph',
        'mazeCellOf',
        'mazeGraph',
        'mazeSolutionOf',
        'mazeStateOf',
        'snakesGraph',
        'tokensGraph',
        'tokensPositionOf',
        'tokensStateOf',
        'snakesLevels',
        'mazeLevels',
        'tokensLevels',
        'snakesStateGraph',
        'mazeStateGraph',
        'tokensStateGraph',
      ].sort(),
    );
  });

  it('mazeGraph gives the open neighbours, and its states are the cells row by row', () => {
    fc.assert(
      fc.property(mazes, ({ grid, moves }) => {
        const graph = mazeGraph(grid, moves);
        expect(graph.size).toBe(grid.rows * grid.columns);
        for (let cell = 0; cell < graph.size; cell++) {
          if (grid.open[cell]) expect(movesOf(graph, cell)).toEqual(mazeNeighbours(grid, moves, cell));
          const [row, column] = mazeCellOf(grid, cell);
          expect([row, column]).toEqual([Math.floor(cell / grid.columns), cell % grid.columns]);
          expect(mazeStateOf(grid, [row, column])).toBe(cell);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("mazeSolutionOf makes a found path the maze's answer, as solveMaze gives it", () => {
    fc.assert(
      fc.property(mazes, ({ grid, moves }) => {
        const found = shortestIntPath(mazeGraph(grid, moves), grid.start, grid.goal);
        const answer = mazeSolutionOf(grid, found.path, found.explored);
        const solved = solveMaze(grid, { moves });
        expect(answer.solvable).toBe(solved.solvable);
        expect(answer.moves).toBe(solved.moves);
        if (answer.solvable) expect(answer.directions.length).toBe(answer.moves);
      }),
      { numRuns: 100 },
    );
  });

  it('snakesGraph gives the squares one throw ends on, a jump taken once', () => {
    fc.assert(
      fc.property(snakesBoards, (board) => {
        const graph = snakesGraph(board);
        expect(graph.size).toBe(board.last + 1);
        for (let square = board.first; square < board.last; square++)
          expect(movesOf(graph, square)).toEqual(throwsFrom(board, square));
      }),
      { numRuns: 100 },
    );
  });

  it('tokensGraph gives the moves of the rules, and its states are the positions', () => {
    fc.assert(
      fc.property(tokensBoards, (board) => {
        const graph = tokensGraph(board);
        const squares = board.rows * board.columns;
        expect(graph.size).toBe(squares * squares);
        expect(alternateTokensGraph(board).size).toBe(2 * squares * squares);
        for (let state = 0; state < graph.size; state++) {
          const position = tokensPositionOf(board, state);
          if (Math.floor(state / squares) === state % squares) continue;
          expect(movesOf(graph, state)).toEqual(tokenMoves(board, state));
          expect(tokensStateOf(board, position)).toBe(state);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('boardpath/engine: each puzzle as its searches go, from its start to its goal', () => {
  it('snakesStateGraph: the throws, from the start square to the last', () => {
    fc.assert(
      fc.property(snakesBoards, (board) => {
        const { graph, start, goal } = engine.snakesStateGraph(board);
        expect([start, goal]).toEqual([board.start, board.last]);
        for (let square = board.first; square < board.last; square++)
          expect(movesOf(graph, square)).toEqual(throwsFrom(board, square));
      }),
      { numRuns: 100 },
    );
  });

  it('mazeStateGraph: the steps, from the start cell to the goal', () => {
    fc.assert(
      fc.property(mazes, ({ grid, moves }) => {
        const { graph, start, goal } = engine.mazeStateGraph(grid, { moves });
        expect([start, goal]).toEqual([0, grid.rows * grid.columns - 1]);
        for (let cell = 0; cell < graph.size; cell++)
          if (grid.open[cell]) expect(movesOf(graph, cell)).toEqual(mazeNeighbours(grid, moves, cell));
      }),
      { numRuns: 100 },
    );
  });

  it('tokensStateGraph: the moves, from the start to the two tokens swapped', () => {
    fc.assert(
      fc.property(tokensBoards, (board) => {
        const { graph, start, goal } = engine.tokensStateGraph(board);
        const squares = board.rows * board.columns;
        const square = ([row, column]: readonly [number, number]) => row * board.columns + column;
        expect(start).toBe(square(board.red) * squares + square(board.blue));
        expect(goal).toBe(square(board.blue) * squares + square(board.red));
        for (let state = 0; state < graph.size; state++)
          if (Math.floor(state / squares) !== state % squares)
            expect(movesOf(graph, state)).toEqual(tokenMoves(board, state));
      }),
      { numRuns: 60 },
    );
  });
});

describe('boardpath/engine: the puzzles as graphs, called with anything', () => {
  const calls: Record<string, fc.Arbitrary<() => unknown>> = {
    mazeGraph: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([grid, moves]) =>
          () =>
            mazeGraph(grid as MazeGrid, moves as 4),
      ),
      mazes.chain(({ grid, moves }) =>
        fc.oneof(
          nearMiss(grid).map((bad) => () => mazeGraph(bad, moves)),
          badStates.map((bad) => () => mazeGraph(grid, bad as 4)),
        ),
      ),
    ),
    mazeCellOf: mazes.chain(({ grid }) =>
      fc.oneof(
        badStates.map((bad) => () => mazeCellOf(grid, bad as number)),
        fc.constant(() => mazeCellOf(grid, grid.rows * grid.columns)),
        nearMiss(grid).map((bad) => () => mazeCellOf(bad, 0)),
      ),
    ),
    mazeStateOf: mazes.chain(({ grid }) =>
      fc.oneof(
        fc.anything().map((bad) => () => mazeStateOf(grid, bad as [number, number])),
        fc.tuple(badStates, badStates).map((cell) => () => mazeStateOf(grid, cell as [number, number])),
        fc.constant(() => mazeStateOf(grid, [grid.rows, 0])),
        nearMiss(grid).map((bad) => () => mazeStateOf(bad, [0, 0])),
      ),
    ),
    mazeSolutionOf: mazes.chain(({ grid }) =>
      fc.oneof(
        fc.tuple(fc.anything(), fc.anything()).map(
          ([path, explored]) =>
            () =>
              mazeSolutionOf(grid, path as number[], explored as number),
        ),
        fc.array(badStates, { maxLength: 4 }).map((path) => () => mazeSolutionOf(grid, path as number[], 1)),
        fc.constant(() => mazeSolutionOf(grid, { length: 2 ** 40 } as ArrayLike<number>, 1)),
        nearMiss(grid).map((bad) => () => mazeSolutionOf(bad, null, 0)),
      ),
    ),
    snakesGraph: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([board, options]) =>
          () =>
            snakesGraph(board as SnakesBoard, options as object),
      ),
      snakesBoards.chain((board) =>
        fc.oneof(
          nearMiss(board).map((bad) => () => snakesGraph(bad)),
          fc.anything().map((bad) => () => snakesGraph(board, { chain: bad as boolean })),
          fc.constant(() => snakesGraph(parseSnakes('{"squares": 1e12}'), { maxMemory: 1e8 })),
        ),
      ),
    ),
    tokensGraph: fc.oneof(
      fc.anything().map((board) => () => tokensGraph(board as TokensBoard)),
      tokensBoards.chain((board) => nearMiss(board).map((bad) => () => tokensGraph(bad))),
    ),
    alternateTokensGraph: fc.oneof(
      fc.anything().map((board) => () => alternateTokensGraph(board as TokensBoard)),
      tokensBoards.chain((board) => nearMiss(board).map((bad) => () => alternateTokensGraph(bad))),
    ),
    tokensPositionOf: tokensBoards.chain((board) =>
      fc.oneof(
        badStates.map((bad) => () => tokensPositionOf(board, bad as number)),
        nearMiss(board).map((bad) => () => tokensPositionOf(bad, 1)),
      ),
    ),
    // The searches level by level.
    snakesLevels: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([board, options]) =>
          () =>
            engine.snakesLevels(board as SnakesBoard, options as object),
      ),
      snakesBoards.chain((board) =>
        fc.oneof(
          badStates.map((bad) => () => engine.snakesLevels(board, { maxStates: bad as number })),
          fc.constant(() => engine.snakesLevels(parseSnakes('{"squares": 1e12}'), { maxStates: 100 })),
          nearMiss(board).map((bad) => () => engine.snakesLevels(bad)),
        ),
      ),
    ),
    mazeLevels: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([grid, options]) =>
          () =>
            engine.mazeLevels(grid as MazeGrid, options as object),
      ),
      mazes.chain(({ grid }) =>
        fc.oneof(
          badStates.map((bad) => () => engine.mazeLevels(grid, { moves: bad as 4 })),
          nearMiss(grid).map((bad) => () => engine.mazeLevels(bad)),
        ),
      ),
    ),
    tokensLevels: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([board, options]) =>
          () =>
            engine.tokensLevels(board as TokensBoard, options as object),
      ),
      tokensBoards.chain((board) =>
        nearMiss(board).map((bad) => () => engine.tokensLevels(bad, { alternate: true })),
      ),
    ),
    snakesStateGraph: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([board, options]) =>
          () =>
            engine.snakesStateGraph(board as SnakesBoard, options as object),
      ),
      snakesBoards.chain((board) =>
        fc.oneof(
          nearMiss(board).map((bad) => () => engine.snakesStateGraph(bad)),
          fc.anything().map((bad) => () => engine.snakesStateGraph(board, { chain: bad as boolean })),
          fc.anything().map((bad) => () => engine.snakesStateGraph(board, bad as object)),
        ),
      ),
    ),
    mazeStateGraph: fc.oneof(
      fc.tuple(fc.anything(), fc.anything()).map(
        ([grid, options]) =>
          () =>
            engine.mazeStateGraph(grid as MazeGrid, options as object),
      ),
      mazes.chain(({ grid }) =>
        fc.oneof(
          badStates.map((bad) => () => engine.mazeStateGraph(grid, { moves: bad as 4 })),
          fc.anything().map((bad) => () => engine.mazeStateGraph(grid, bad as object)),
          nearMiss(grid).map((bad) => () => engine.mazeStateGraph(bad)),
        ),
      ),
    ),
    tokensStateGraph: fc.oneof(
      fc.anything().map((board) => () => engine.tokensStateGraph(board as TokensBoard)),
      tokensBoards.chain((board) => nearMiss(board).map((bad) => () => engine.tokensStateGraph(bad))),
    ),
    tokensStateOf: tokensBoards.chain((board) =>
      fc.oneof(
        fc.anything().map((bad) => () => tokensStateOf(board, bad as { red: [0, 0]; blue: [0, 1] })),
        fc
          .record({ red: fc.tuple(badStates, badStates), blue: fc.tuple(badStates, badStates) })
          .map((bad) => () => tokensStateOf(board, bad as { red: [0, 0]; blue: [0, 1] })),
        nearMiss(board).map((bad) => () => tokensStateOf(bad, { red: [0, 0], blue: [0, 1] })),
      ),
    ),
  };

  for (const [name, call] of Object.entries(calls))
    it(`${name} answers or refuses with a BoardpathError`, () => {
      fc.assert(
        fc.property(call, (run) => expectRefusal(outcome(run))),
        hostileRuns(200),
      );
      expectBoundedMemory();
    });

  it('has calls for every puzzle function of the engine', () => {
    const exported = Object.keys(engine).filter(
      (name) => typeof (engine as Record<string, unknown>)[name] === 'function' && PUZZLE_NAME.test(name),
    );
    expect(exported.filter((name) => !(name in calls))).toEqual([]);
  });
});

// ---- The searches level by level, against a plain search of each puzzle's states ----

/** The states a plain breadth-first search reaches, level by level, up to the goal's level. */
function plainLevels(start: number, moves: (state: number) => number[], isGoal: (state: number) => boolean) {
  const levels = [[start]];
  const seen = new Set([start]);
  let reached = isGoal(start);
  while (!reached) {
    const next = levels[levels.length - 1]
      .flatMap(moves)
      .filter((state) => !seen.has(state) && seen.add(state));
    if (next.length === 0) break;
    reached = next.some(isGoal);
    levels.push(next);
  }
  return levels.map((level) => [...level].sort((a, b) => a - b));
}

const sorted = (levels: readonly (readonly number[])[]) =>
  levels.map((level) => [...level].sort((a, b) => a - b));

describe('boardpath/engine: each puzzle level by level, as a plain search finds them', () => {
  it('snakesLevels: the squares after each throw', () => {
    fc.assert(
      fc.property(snakesBoards, (board) => {
        const listed = engine.snakesLevels(board);
        const plain = plainLevels(
          board.start,
          (square) => throwsFrom(board, square),
          (square) => square === board.last,
        );
        expect(sorted(listed.levels)).toEqual(plain);
        expect(listed.reached).toBe(plain.flat().includes(board.last));
      }),
      { numRuns: 100 },
    );
  });

  it('mazeLevels: the cells after each step', () => {
    fc.assert(
      fc.property(mazes, ({ grid, moves }) => {
        const listed = engine.mazeLevels(grid, { moves });
        const plain = plainLevels(
          grid.start,
          (cell) => mazeNeighbours(grid, moves, cell),
          (cell) => cell === grid.goal,
        );
        expect(sorted(listed.levels.map((level) => level.map(([r, c]) => r * grid.columns + c)))).toEqual(
          plain,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('tokensLevels: the positions after each move', () => {
    fc.assert(
      fc.property(
        tokensBoards.filter((board) => board.rows * board.columns >= 2),
        (board) => {
          const squares = board.rows * board.columns;
          const start = tokensStateOf(board, { red: board.red, blue: board.blue });
          const swapped = tokensStateOf(board, { red: board.blue, blue: board.red });
          const listed = engine.tokensLevels(board);
          const plain = plainLevels(
            start,
            (state) => tokenMoves(board, state),
            (state) => state === swapped,
          );
          const states = listed.levels.map((level) =>
            level.map((position) => tokensStateOf(board, position)),
          );
          expect(sorted(states)).toEqual(plain);
          expect(squares).toBeGreaterThan(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});
