import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../fixtures.test-util.js';
import { mulberry32 } from '../../../random.test-util.js';
import { BoardpathError } from '../../../errors.js';
import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { parseSnakes } from '../board/formats.js';
import { solveSnakesRuns } from './runs.js';
import type { FaceRun, SnakesSolution } from './solution.js';
import { solveSnakes } from './solve.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

/** A public fixture of the repository's fixtures/snakes.json. */
type FixtureCase = { name: string; input: unknown; moves: number | null };

// An independent referee: replays a game throw by throw (or run by run, arithmetically, so games of
// billions of throws can be checked) under the game's rules (docs/rules.md) and says where the token ends, or
// throws on the first illegal throw.
function referee(board: SnakesBoard, faces: number, chain: boolean) {
  const jumps = new Map<number, number>();
  board.jumpFrom.forEach((from, i) => jumps.set(from, board.jumpTo[i]));
  const starts = [...jumps.keys()].sort((a, b) => a - b);
  const land = (square: number): number => {
    let to = jumps.get(square) ?? square;
    for (let hops = 0; chain && jumps.has(to); hops++) {
      if (hops > jumps.size) throw new Error('a cycle of jumps');
      to = jumps.get(to)!;
    }
    return to;
  };
  const check = (square: number, face: number, count: number) => {
    if (!Number.isInteger(face) || face < 1 || face > faces)
      throw new Error(`face ${face} is not on a die of ${faces}`);
    if (!Number.isInteger(count) || count < 1) throw new Error(`a run of ${count} throws`);
    if (square + face > board.last)
      throw new Error(`throwing ${face} from ${square} passes the last square ${board.last}`);
  };
  return {
    throws(rolls: number[]): number[] {
      const squares = [board.start];
      for (const face of rolls) {
        const square = squares[squares.length - 1];
        check(square, face, 1);
        squares.push(land(square + face));
      }
      return squares;
    },
    runs(runs: FaceRun[]): { end: number; throws: number } {
      let square = board.start;
      let throws = 0;
      for (const [face, count] of runs) {
        let left = count;
        while (left > 0) {
          check(square, face, left);
          // Land on the squares square + face, square + 2·face, … up to the first jump square, if any.
          const end = square + face * Math.min(left, Math.floor((board.last - square) / face));
          let hit = -1;
          for (const from of starts) {
            if (from > square && from <= end && (from - square) % face === 0) {
              hit = from;
              break;
            }
          }
          if (hit < 0) {
            if (square + face * left > board.last)
              throw new Error(`${left} throws of ${face} from ${square} pass the last square`);
            throws += left;
            square = end;
            left = 0;
          } else {
            const used = (hit - square) / face;
            throws += used;
            left -= used;
            square = land(hit);
          }
        }
      }
      return { end: square, throws };
    },
  };
}

/** Checks that a solution's game is legal, reaches the last square, and has `moves` throws. */
function expectLegalGame(board: SnakesBoard, solution: SnakesSolution, faces = board.faces, chain = false) {
  if (!solution.solvable) {
    expect(solution.moves).toBeNull();
    expect(solution.path).toBeNull();
    return;
  }
  const moves = solution.moves!;
  const judge = referee(board, faces, chain);
  if (solution.runs) {
    expect(solution.path).toBeNull();
    expect(solution.rolls).toBeNull();
    expect(solution.steps).toBeNull();
    expect(judge.runs(solution.runs)).toEqual({ end: board.last, throws: moves });
  } else {
    expect(solution.rolls).toHaveLength(moves);
    expect(solution.path).toEqual(judge.throws(solution.rolls!));
    expect(solution.path![moves]).toBe(board.last);
    expect(solution.steps!.map((step) => step.to)).toEqual(solution.path!.slice(1));
    expect(solution.steps!.map((step) => step.face)).toEqual(solution.rolls);
  }
}

/** A random board: up to `maxSquares` squares, jumps on a random share of them (dense at times). */
function boardArbitrary(maxSquares: number) {
  return fc
    .record({
      squares: fc.integer({ min: 1, max: maxSquares }),
      format: fc.constantFrom('board' as const, 'moves' as const),
      startOnBoard: fc.boolean(),
      density: fc.constantFrom(0, 0.05, 0.2, 0.5, 0.8, 0.95),
      faces: fc.integer({ min: 1, max: 8 }),
      seed: fc.integer(),
    })
    .map(({ squares, format, startOnBoard, density, faces, seed }) => {
      const random = mulberry32(seed);
      const first = format === 'moves' ? 0 : 1;
      const last = first + squares - 1;
      const from: number[] = [];
      const to: number[] = [];
      for (let square = first; square < last; square++) {
        if (random() >= density) continue;
        // Mostly short jumps, as on real boards, sometimes anywhere.
        const end =
          random() < 0.5
            ? first + Math.floor(random() * squares)
            : Math.min(last, Math.max(first, square + Math.floor(random() * 21) - 10));
        from.push(square);
        to.push(end);
      }
      const start = format === 'moves' ? 0 : startOnBoard ? 1 : 0;
      return makeSnakesBoard({ format, first, last, start, faces, jumps: { from, to } });
    });
}

/** Both solvers' answers, or both errors' codes (a cycle with `chain`). */
function bothWays(board: SnakesBoard, chain: boolean, pathLimit?: number) {
  const attempt = <T>(solve: () => T): T | string => {
    try {
      return solve();
    } catch (error) {
      if (error instanceof BoardpathError) return error.code;
      throw error;
    }
  };
  return {
    squares: attempt(() => solveSnakes(board, { chain })),
    runs: attempt(() => solveSnakesRuns(board, { chain, pathLimit })),
  };
}

describe('solveSnakesRuns', () => {
  it.each(loadFixture<FixtureCase>('snakes'))('solves the fixture "$name"', ({ input, moves }) => {
    const board = parseSnakes(JSON.stringify(input));
    const solution = solveSnakesRuns(board);
    expect(solution.moves).toBe(moves);
    expect(solution.solvable).toBe(moves !== null);
    expectLegalGame(board, solution);
  });

  it('plays the classic board in 7 throws, listed as solveSnakes lists them', () => {
    const board = BUILT_IN_BOARDS.classic();
    const solution = solveSnakesRuns(board);
    expect(solution).toMatchObject({ puzzle: 'snakes', solvable: true, moves: 7 });
    expect(solution.runs).toBeUndefined();
    expect(solution.steps![0]).toMatchObject({ from: 0, face: solution.rolls![0] });
    expectLegalGame(board, solution);
    const ladders = solution.steps!.flatMap((step) => step.jumps).filter((jump) => jump.kind === 'ladder');
    expect(ladders.length).toBeGreaterThan(0);
  });

  it('answers 0 throws when the token starts on the last square', () => {
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 1, start: 1, jumps: [] });
    expect(solveSnakesRuns(board)).toMatchObject({
      solvable: true,
      moves: 0,
      path: [1],
      rolls: [],
      steps: [],
    });
  });

  it('takes one jump per throw, and the whole chain with `chain`', () => {
    // 0 → 1 (ladder to 5, whose ladder goes on to 9 = last).
    const board = makeSnakesBoard({
      format: 'moves',
      first: 0,
      last: 9,
      start: 0,
      faces: 1,
      jumps: [
        { from: 1, to: 5 },
        { from: 5, to: 9 },
      ],
    });
    const one = solveSnakesRuns(board);
    expect(one.moves).toBe(5); // 0→1⇒5, then 6, 7, 8, 9
    expectLegalGame(board, one, 1, false);
    const chained = solveSnakesRuns(board, { chain: true });
    expect(chained).toMatchObject({ moves: 1, path: [0, 9] });
    expect(chained.steps![0].jumps).toEqual([
      { kind: 'ladder', from: 1, to: 5 },
      { kind: 'ladder', from: 5, to: 9 },
    ]);
  });

  it('reports a cycle of jumps with `chain` as a bad board', () => {
    const board = makeSnakesBoard({
      format: 'moves',
      first: 0,
      last: 9,
      start: 0,
      jumps: [
        { from: 2, to: 6 },
        { from: 6, to: 2 },
      ],
    });
    expect(() => solveSnakesRuns(board, { chain: true })).toThrow(/2→6→2 form a cycle/);
    expect(solveSnakesRuns(board).moves).toBe(2);
  });

  it('knows a wall of F snakes cannot be crossed', () => {
    const jumps = [10, 11, 12, 13, 14, 15].map((from) => ({ from, to: 1 }));
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 1e12, start: 0, jumps });
    expect(solveSnakesRuns(board)).toMatchObject({ solvable: false, moves: null, path: null });
    expect(solveSnakesRuns(board, { faces: 7 }).solvable).toBe(true);
  });

  it('equals the square-by-square search on thousands of random small boards', () => {
    fc.assert(
      fc.property(boardArbitrary(200), fc.boolean(), (board, chain) => {
        const { squares, runs } = bothWays(board, chain);
        if (typeof squares === 'string' || typeof runs === 'string') {
          expect(runs).toEqual(squares);
          return;
        }
        expect(runs.moves).toBe(squares.moves);
        expect(runs.solvable).toBe(squares.solvable);
        expectLegalGame(board, runs, board.faces, chain);
      }),
      { numRuns: propertyRuns(4000) },
    );
  });

  it('equals the square-by-square search on sparse boards of thousands of squares', () => {
    const sparse = fc
      .record({
        squares: fc.integer({ min: 1000, max: 30_000 }),
        jumps: fc.integer({ min: 0, max: 40 }),
        faces: fc.integer({ min: 1, max: 12 }),
        seed: fc.integer(),
      })
      .map(({ squares, jumps, faces, seed }) => {
        const random = mulberry32(seed);
        const spots = new Map<number, number>();
        for (let i = 0; i < jumps; i++) {
          const from = 2 + Math.floor(random() * (squares - 2));
          // Blocks of neighbouring jump squares now and then, to make walls and narrow passages.
          const block = random() < 0.3 ? 1 + Math.floor(random() * faces) : 1;
          for (let k = 0; k < block && from + k < squares; k++)
            spots.set(from + k, 1 + Math.floor(random() * squares));
        }
        const list = [...spots].map(([from, to]) => ({ from, to }));
        return makeSnakesBoard({ format: 'board', first: 1, last: squares, start: 0, faces, jumps: list });
      });
    fc.assert(
      fc.property(sparse, fc.boolean(), (board, chain) => {
        const { squares, runs } = bothWays(board, chain, 50);
        if (typeof squares === 'string' || typeof runs === 'string') {
          expect(runs).toEqual(squares);
          return;
        }
        expect(runs.moves).toBe(squares.moves);
        expectLegalGame(board, runs, board.faces, chain);
      }),
      { numRuns: 300 },
    );
  });

  it('gives runs that replay the game when it is longer than the path limit', () => {
    fc.assert(
      fc.property(
        boardArbitrary(200),
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        (board, chain, pathLimit) => {
          const { runs } = bothWays(board, chain, pathLimit);
          if (typeof runs === 'string') return;
          if (runs.solvable && runs.moves! > pathLimit) expect(runs.runs).toBeDefined();
          else expect(runs.runs).toBeUndefined();
          expectLegalGame(board, runs, board.faces, chain);
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('gives runs, whichever search answers, for a game longer than the path limit', () => {
    fc.assert(
      fc.property(
        boardArbitrary(200),
        fc.boolean(),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('auto', 'squares', 'levels', 'runs' as const),
        (board, chain, pathLimit, method) => {
          let reference;
          try {
            reference = solveSnakes(board, { chain, method: 'squares', pathLimit: Infinity });
          } catch {
            return; // jumps chained into a cycle: refused by every search (tested elsewhere)
          }
          const solution = solveSnakes(board, { chain, pathLimit, method });
          expect(solution.moves).toBe(reference.moves);
          if (solution.solvable && solution.moves! > pathLimit) {
            expect(solution.runs).toBeDefined();
            expect(solution.path).toBeNull();
          } else expect(solution.runs).toBeUndefined();
          expectLegalGame(board, solution, board.faces, chain);
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });

  it('gives runs for a game of more than 100,000 throws (a one-faced die on a long board)', () => {
    // With one face every square is landed on: ladders only, or the token would loop for ever.
    const ladders = [
      { from: 1000, to: 1005 },
      { from: 2000, to: 150_000 },
      { from: 200_000, to: 200_100 },
    ];
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 250_000,
      start: 0,
      faces: 1,
      jumps: ladders,
    });
    const solution = solveSnakesRuns(board);
    expect(solution.moves).toBe(solveSnakes(board).moves);
    expect(solution.moves).toBe(250_000 - 5 - 148_000 - 100);
    expect(solution.runs).toEqual([[1, solution.moves]]);
    expectLegalGame(board, solution);

    // A two-faced die: the snakes can be stepped over, and the runs show where.
    const snakes = [
      { from: 1001, to: 3 },
      { from: 2001, to: 1999 },
      { from: 180_000, to: 170_000 },
    ];
    const twoFaced = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 250_000,
      start: 0,
      faces: 2,
      jumps: snakes,
    });
    const game = solveSnakesRuns(twoFaced);
    expect(game.moves).toBe(solveSnakes(twoFaced).moves);
    expect(game.moves).toBeGreaterThan(100_000);
    expect(game.runs!.length).toBeGreaterThan(1);
    expectLegalGame(twoFaced, game);
  });

  it('crosses a board of 10^12 squares arithmetically, exactly', () => {
    const last = 1e12;
    const empty = makeSnakesBoard({ format: 'board', first: 1, last, start: 0, jumps: [] });
    const plain = solveSnakesRuns(empty);
    expect(plain.moves).toBe(Math.ceil(last / 6));
    expectLegalGame(empty, plain);

    // A ladder 6→(last - 1) wins in 2 throws; a snake far away changes nothing.
    const ladder = makeSnakesBoard({
      format: 'board',
      first: 1,
      last,
      start: 0,
      jumps: [
        { from: 6, to: last - 1 },
        { from: 1e6, to: 3 },
      ],
    });
    expect(solveSnakesRuns(ladder)).toMatchObject({ moves: 2, path: [0, last - 1, last], rolls: [6, 1] });

    // Only snakes, every 1000th square from 10^6 on: every throw must step around them.
    const snakes = Array.from({ length: 5000 }, (_, i) => ({ from: 1e6 + 1000 * i, to: 1 + i }));
    const board = makeSnakesBoard({
      format: 'board',
      first: 1,
      last: 2 ** 52 + 1,
      start: 0,
      faces: 6,
      jumps: snakes,
    });
    const long = solveSnakesRuns(board);
    expect(long.moves).toBe(Math.ceil((2 ** 52 + 1) / 6));
    expectLegalGame(board, long);
  });

  it('does a few events per jump, not per square, when walls stop runs (work, not time)', () => {
    // Ladders from the lower half into a narrow band, snakes from the upper half back to the first
    // 100 squares, walls of six snakes here and there. A run stopped by a wall must go on covering
    // what lies below it, or every snake's end starts a walk of thousands of throws to that wall.
    for (const seed of [1, 2, 3]) {
      const random = mulberry32(seed);
      const ends = new Map<number, number>();
      while (ends.size < 20_000) {
        const from = 2 + Math.floor(random() * 99_998);
        ends.set(from, from < 50_000 ? 50_000 + Math.floor(random() * 100) : 1 + Math.floor(random() * 100));
      }
      const jumps = [...ends].filter(([from, to]) => from !== to).map(([from, to]) => ({ from, to }));
      const board = makeSnakesBoard({ format: 'board', first: 1, last: 100_000, start: 0, jumps });
      const solution = solveSnakesRuns(board);
      expect(solution.moves).toBe(solveSnakes(board).moves);
      expect(solution.explored).toBeLessThan(2 * jumps.length);
    }
  });

  it('stops with E_ABORTED when its signal fires', () => {
    const controller = new AbortController();
    controller.abort();
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 1e9, start: 0, jumps: [] });
    expect(() => solveSnakesRuns(board, { signal: controller.signal })).toThrow(BoardpathError);
  });
});
