import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures.test-util.js';
import { intLevels, shortestIntPath } from '../../../search/int-bfs.js';
import {
  cellOf,
  makeMaze,
  mazeFromRows,
  stepsFor,
  MOVE_LETTERS,
  type MazeGrid,
  type MazeMoves,
} from '../board/board.js';
import { directionsOf, mazeGraph } from './moves.js';
import { replayDirections } from '../board/replay.js';
import { countMazePaths } from '../paths/count-maze.js';
import { allMazePaths, firstMazePath } from '../paths/paths.js';
import { mazeSearchBytes, mazeSolutionOf, solveMaze } from './solve.js';
import { BoardpathError } from '../../../errors.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

interface FixtureCase {
  name: string;
  grid: number[][];
  moves: MazeMoves;
  all?: string[];
  shortest?: number | null;
  first?: number[][];
  count?: string;
}

/** The examples of fixtures/maze.json. */
const CASES = loadFixture<FixtureCase>('maze');

describe('the maze fixtures', () => {
  for (const fixture of CASES) {
    describe(fixture.name, () => {
      const grid = mazeFromRows(fixture.grid);
      const options = { moves: fixture.moves };
      if (fixture.shortest !== undefined) {
        it(`shortest: ${fixture.shortest}`, () => {
          const solution = solveMaze(grid, options);
          expect(solution.moves).toBe(fixture.shortest);
          expect(solution.solvable).toBe(fixture.shortest !== null);
          if (solution.solvable)
            expect(replayDirections(grid, solution.directions!, fixture.moves).ok).toBe(true);
        });
      }
      if (fixture.all) {
        it(`all: ${JSON.stringify(fixture.all)}`, () => {
          expect([...allMazePaths(grid, options)]).toEqual(fixture.all);
          expect(countMazePaths(grid, options)).toBe(BigInt(fixture.all!.length));
        });
      }
      if (fixture.first) {
        it('first: the textbook solution matrix', () => {
          expect(firstMazePath(grid, options).matrix).toEqual(fixture.first);
        });
      }
      if (fixture.count) {
        it(`count: ${fixture.count}`, () => {
          expect(countMazePaths(grid, options).toString()).toBe(fixture.count);
          expect([...allMazePaths(grid, options)]).toHaveLength(Number(fixture.count));
        });
      }
    });
  }
});

/** Plain textbook backtracking with no pruning, trying moves in order: the reference for first and all. */
function textbookPaths(grid: MazeGrid, moves: MazeMoves): string[] {
  const found: string[] = [];
  const visited = new Uint8Array(grid.rows * grid.columns);
  if (grid.open[grid.start] !== 1 || grid.open[grid.goal] !== 1) return found;
  const visit = (cell: number, letters: string) => {
    if (cell === grid.goal) {
      found.push(letters);
      return;
    }
    visited[cell] = 1;
    const [row, column] = cellOf(grid, cell);
    for (const step of stepsFor(moves)) {
      const r = row + MOVE_LETTERS[step][0];
      const c = column + MOVE_LETTERS[step][1];
      if (r < 0 || r >= grid.rows || c < 0 || c >= grid.columns) continue;
      const next = r * grid.columns + c;
      if (grid.open[next] === 1 && visited[next] === 0) visit(next, letters + step);
    }
    visited[cell] = 0;
  };
  visit(grid.start, '');
  return found;
}

/** Random small mazes (up to 16 cells, so that every path can be listed), with random ends and moves. */
const smallMaze = fc
  .record({
    rows: fc.integer({ min: 1, max: 4 }),
    columns: fc.integer({ min: 1, max: 4 }),
    moves: fc.constantFrom<MazeMoves>(2, 4, 8),
  })
  .chain(({ rows, columns, moves }) =>
    fc.record({
      grid: fc
        .tuple(
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: rows * columns, maxLength: rows * columns }),
          fc.integer({ min: 0, max: rows * columns - 1 }),
          fc.integer({ min: 0, max: rows * columns - 1 }),
          fc.boolean(),
        )
        .map(([weights, start, goal, corners]) => {
          const open = Uint8Array.from(weights, (weight) => (weight < 7 ? 1 : 0)); // about 70% open
          return corners
            ? makeMaze(rows, columns, open)
            : makeMaze(rows, columns, open, {
                start: cellOf({ columns }, start),
                goal: cellOf({ columns }, goal),
              });
        }),
      moves: fc.constant(moves),
    }),
  );

describe('maze solvers on random small mazes', () => {
  it('shortest: the same path whether A* or the breadth-first search runs (a tight limit picks the latter)', () => {
    fc.assert(
      fc.property(smallMaze, ({ grid }) => {
        const roomy = solveMaze(grid, { moves: 4 });
        const tight = solveMaze(grid, { moves: 4, maxMemory: mazeSearchBytes(grid) });
        expect(tight.directions).toBe(roomy.directions);
        expect(tight.moves).toBe(roomy.moves);
      }),
      { numRuns: propertyRuns(2000) },
    );
    // An open grid: A* keeps most of it waiting; the breadth-first search fits where A* would not.
    const open = makeMaze(300, 300, new Uint8Array(90_000).fill(1));
    const limit = mazeSearchBytes(open) + 90_000;
    expect(solveMaze(open, { maxMemory: limit }).directions).toBe(solveMaze(open).directions);
  });

  it('A* stops at the start, and the walk still finds the first shortest path in dictionary order', () => {
    // On an open grid every cell lies on a shortest path: A* closes the cells of one of them only,
    // and the walk learns that the cells below the start, which A* never reached, lead on in time.
    const open = makeMaze(30, 30, new Uint8Array(900).fill(1));
    const found = solveMaze(open);
    expect(found.explored).toBe(59);
    expect(found.directions).toBe('D'.repeat(29) + 'R'.repeat(29));
    // A wall that the first path must go round, and a dead end beside it.
    const rows = ['1111111', '1111111', '1110111', '1110111', '1100011', '1111111'];
    const walled = mazeFromRows(rows.map((row) => [...row].map(Number)));
    expect(solveMaze(walled).directions).toBe(
      solveMaze(walled, { maxMemory: mazeSearchBytes(walled) }).directions,
    );
  });

  it("stops the walk's questions when its signal fires, on a maze where A* itself closes few cells", () => {
    // The goal at the end of the top row: A* walks the row. Below it a block of 2100 rows that
    // leads nowhere in time, which the walk's first question (is the cell below the start on a
    // shortest path?) looks through whole: 2.3 million cells, where A* closes 1100.
    const columns = 1100;
    const grid = makeMaze(2101, columns, new Uint8Array(2101 * columns).fill(1), { goal: [0, columns - 1] });
    const seen: number[] = [];
    expect(solveMaze(grid, { progress: (explored) => seen.push(explored) }).directions).toBe(
      'R'.repeat(columns - 1),
    );
    expect(seen.length).toBeGreaterThan(0); // the questions tell how far they have got
    // Fired from the first report: the next look at the signal stops the search.
    const controller = new AbortController();
    const stopped = () => solveMaze(grid, { signal: controller.signal, progress: () => controller.abort() });
    expect(stopped).toThrow('search cancelled');
  });

  it('all = every simple path, in dictionary order, each legal; first = the first of them = the textbook answer', () => {
    fc.assert(
      fc.property(smallMaze, ({ grid, moves }) => {
        const all = [...allMazePaths(grid, { moves })];
        expect(all).toEqual(textbookPaths(grid, moves));
        expect(all).toEqual([...all].sort());
        expect(new Set(all).size).toBe(all.length);
        for (const letters of all) expect(replayDirections(grid, letters, moves)).toMatchObject({ ok: true });
        const first = firstMazePath(grid, { moves });
        expect(first.directions).toBe(all.length > 0 ? all[0] : null);
        if (first.matrix) {
          const replay = replayDirections(grid, first.directions!, moves);
          const flat = first.matrix.flat();
          expect(flat.reduce((sum, bit) => sum + bit, 0)).toBe(first.directions!.length + 1);
          if (replay.ok) for (const cell of replay.path) expect(flat[cell]).toBe(1);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('count = the number of paths listed (2 moves: BigInt dynamic programming; 4: the frontier count; 8: enumeration)', () => {
    fc.assert(
      fc.property(smallMaze, ({ grid, moves }) => {
        expect(countMazePaths(grid, { moves })).toBe(BigInt(textbookPaths(grid, moves).length));
      }),
      { numRuns: 400 },
    );
  });

  it('shortest = the fewest steps of any path, the first such in dictionary order, and the engine agrees', () => {
    fc.assert(
      fc.property(smallMaze, ({ grid, moves }) => {
        const solution = solveMaze(grid, { moves });
        const all = textbookPaths(grid, moves);
        if (all.length === 0) {
          expect(solution).toMatchObject({ solvable: false, moves: null, path: null, directions: null });
          return;
        }
        const fewest = Math.min(...all.map((letters) => letters.length));
        expect(solution.moves).toBe(fewest);
        expect(solution.directions).toBe(all.find((letters) => letters.length === fewest));
        const replay = replayDirections(grid, solution.directions!, moves);
        expect(replay.ok).toBe(true);
        if (replay.ok) expect(solution.path).toEqual(replay.path.map((cell) => cellOf(grid, cell)));
        if (grid.open[grid.start] === 1)
          expect(shortestIntPath(mazeGraph(grid, moves), grid.start, grid.goal).moves).toBe(fewest);
      }),
      { numRuns: 400 },
    );
  });
});

describe('shortest path on random larger mazes', () => {
  it("has the engine's length and replays legally (up to 40×40, any openness, random ends)", () => {
    const mazes = fc
      .record({
        rows: fc.integer({ min: 1, max: 40 }),
        columns: fc.integer({ min: 1, max: 40 }),
        openness: fc.double({ min: 0.4, max: 1, noNaN: true }),
        seed: fc.integer(),
      })
      .chain(({ rows, columns, openness, seed }) =>
        fc.record({
          grid: fc.constant(null).map(() => {
            let state = seed >>> 0;
            const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
            const open = Uint8Array.from({ length: rows * columns }, () => (random() < openness ? 1 : 0));
            const start = Math.floor(random() * rows * columns);
            const goal = Math.floor(random() * rows * columns);
            return makeMaze(rows, columns, open, {
              start: cellOf({ columns }, start),
              goal: cellOf({ columns }, goal),
            });
          }),
          moves: fc.constantFrom<MazeMoves>(2, 4, 8),
        }),
      );
    fc.assert(
      fc.property(mazes, ({ grid, moves }) => {
        const solution = solveMaze(grid, { moves });
        const blocked = grid.open[grid.start] !== 1 || grid.open[grid.goal] !== 1;
        const engine = blocked ? null : shortestIntPath(mazeGraph(grid, moves), grid.start, grid.goal).moves;
        expect(solution.moves).toBe(engine);
        if (solution.solvable) expect(replayDirections(grid, solution.directions!, moves).ok).toBe(true);
        if (solution.solvable && moves !== 2) {
          // The first shortest path in dictionary order, from the engine's distances to the goal.
          const distance = intLevels(mazeGraph(grid, moves), grid.goal);
          const graph = mazeGraph(grid, moves);
          const out = new Int32Array(8);
          const cells = [grid.start];
          while (cells[cells.length - 1] !== grid.goal) {
            const here = cells[cells.length - 1];
            const count = graph.moves(here, out);
            for (let i = 0; i < count; i++) {
              if (distance[out[i]] === distance[here] - 1) {
                cells.push(out[i]);
                break;
              }
            }
          }
          expect(solution.directions).toBe(directionsOf(grid, cells));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('maze solvers, edge cases', () => {
  const open3 = mazeFromRows([
    [1, 1, 1],
    [1, 1, 1],
    [1, 1, 1],
  ]);

  it('start = goal: zero steps, one (empty) path', () => {
    const grid = mazeFromRows(
      [
        [1, 1],
        [1, 1],
      ],
      { start: [1, 0], goal: [1, 0] },
    );
    expect(solveMaze(grid)).toMatchObject({ solvable: true, moves: 0, path: [[1, 0]], directions: '' });
    expect([...allMazePaths(grid)]).toEqual(['']);
    expect(countMazePaths(grid)).toBe(1n);
    expect(countMazePaths(grid, { moves: 2 })).toBe(1n);
    expect(firstMazePath(grid).matrix).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it('a blocked start or goal is no path, not an error', () => {
    for (const ends of [{ start: [0, 1] as const }, { goal: [0, 1] as const }]) {
      const grid = mazeFromRows(
        [
          [1, 0],
          [1, 1],
        ],
        ends,
      );
      for (const moves of [2, 4, 8] as const) {
        expect(solveMaze(grid, { moves }).solvable).toBe(false);
        expect(firstMazePath(grid, { moves })).toMatchObject({ solvable: false, matrix: null });
        expect([...allMazePaths(grid, { moves })]).toEqual([]);
        expect(countMazePaths(grid, { moves })).toBe(0n);
      }
    }
  });

  it('counts the down-right paths of an open 1000×1000 grid: the binomial coefficient C(1998, 999)', () => {
    const grid = makeMaze(1000, 1000, new Uint8Array(1_000_000).fill(1));
    let binomial = 1n;
    for (let k = 1n; k <= 999n; k++) binomial = (binomial * (999n + k)) / k;
    expect(countMazePaths(grid, { moves: 2 })).toBe(binomial);
  });

  it('counts 8-direction paths of an open 3×3 grid and walks diagonally when shorter', () => {
    expect(countMazePaths(open3, { moves: 4 })).toBe(12n);
    expect(solveMaze(open3, { moves: 8 })).toMatchObject({ moves: 2, directions: 'nn' });
    expect(solveMaze(open3, { moves: 2 })).toMatchObject({ moves: 4, directions: 'DDRR' });
  });

  it('with 2 moves a goal above or left of the start has no path', () => {
    const grid = mazeFromRows(
      [
        [1, 1],
        [1, 1],
      ],
      { start: [1, 1], goal: [0, 0] },
    );
    expect(solveMaze(grid, { moves: 2 }).solvable).toBe(false);
    expect(countMazePaths(grid, { moves: 2 })).toBe(0n);
    expect(solveMaze(grid, { moves: 4 }).directions).toBe('LU');
  });

  it('refuses a search over the memory limit', () => {
    expect(() => solveMaze(open3, { maxMemory: 10 })).toThrow(/MB to search/);
  });
});

describe('mazeSolutionOf', () => {
  const maze = mazeFromRows([
    [1, 0, 0, 0],
    [1, 1, 0, 1],
    [1, 1, 0, 0],
    [0, 1, 1, 1],
  ]);

  it('makes the answer of a path of cells: its moves, cells and letters', () => {
    const solution = mazeSolutionOf(maze, [0, 4, 8, 9, 13, 14, 15], 11);
    expect(JSON.parse(JSON.stringify(solution))).toEqual({
      puzzle: 'maze',
      solvable: true,
      moves: 6,
      path: [
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 1],
        [3, 1],
        [3, 2],
        [3, 3],
      ],
      directions: 'DDRDRR',
      explored: 11,
    });
    expect(Array.from(solution.cells!)).toEqual([0, 4, 8, 9, 13, 14, 15]);
    expect(mazeSolutionOf(maze, null, 3)).toEqual({
      puzzle: 'maze',
      solvable: false,
      moves: null,
      path: null,
      directions: null,
      explored: 3,
    });
  });

  it("is solveMaze's own answer when given its path", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom<MazeMoves>(2, 4, 8),
        fc.infiniteStream(fc.boolean()),
        (rows, columns, moves, walls) => {
          const open = Uint8Array.from({ length: rows * columns }, () => (walls.next().value ? 1 : 0));
          const grid = makeMaze(rows, columns, open);
          const solved = solveMaze(grid, { moves });
          const made = mazeSolutionOf(grid, solved.cells, solved.explored);
          expect(JSON.stringify(made)).toBe(JSON.stringify(solved));
          // The letters replay to the same cells.
          if (made.solvable) {
            const replayed = replayDirections(grid, made.directions, 8);
            expect(replayed).toEqual({ ok: true, path: Array.from(solved.cells!) });
          }
        },
      ),
    );
  });

  it('refuses what is not a path from the start to the goal, with the library error', () => {
    const refused = (path: number[], message: string) => {
      expect(() => mazeSolutionOf(maze, path, 0)).toThrow(BoardpathError);
      expect(() => mazeSolutionOf(maze, path, 0)).toThrow(message);
    };
    refused([], 'the path is empty');
    refused([4, 8, 9, 13, 14, 15], 'starts at cell 4, not at the start 0');
    refused([0, 4, 8, 9, 13, 14], 'ends at cell 14, not at the goal 15');
    refused([0, 4, 8, 9, 13, 15], 'entry 5, cell 15, is not one step from cell 13');
    refused([0, 1, 5, 9, 13, 14, 15], 'entry 1, 1, is not an open cell of the 4×4 maze');
    refused([0, 4, 8, 9, 13, 14, 15.5, 15], 'entry 6, 15.5, is not an open cell');
    expect(() => mazeSolutionOf(maze, [0], -1)).toThrow('explored is a count of cells, not -1');
    expect(() => mazeSolutionOf({} as MazeGrid, [0], 0)).toThrow(BoardpathError);
  });
});
