import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSnakesBoard } from '../board/board.js';
import { BUILT_IN_BOARDS } from '../board/built-in-boards.js';
import { levelSearchBytes, solveSnakesByLevels } from './levels.js';
import { wasmLevelsRun } from './levels-wasm.js';
import { solveSnakes } from './solve.js';
import { snakesSearchBytes } from './squares.js';
import { solveSnakesBySquares } from './squares.js';
import { replay } from './replay.test-util.js';
import { propertyRuns } from '../../../property-runs.test-util.js';

describe('solveSnakesByLevels', () => {
  it('solves the built-in boards', () => {
    expect(solveSnakesByLevels(BUILT_IN_BOARDS.classic())?.moves).toBe(7);
    expect(solveSnakesByLevels(BUILT_IN_BOARDS['example-30']())?.moves).toBe(3);
  });

  it('hands back a search deeper than its limit', () => {
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 1000, start: 0, jumps: [] });
    expect(solveSnakesByLevels(board, { maxLevels: 10 })).toBeNull();
    expect(solveSnakesByLevels(board, { maxLevels: 200 })?.moves).toBe(167);
  });

  it('goes as deep as the game needs while its levels pay', () => {
    // 100,000 squares and a one-faced die: 100,000 levels of one square each.
    const board = oneFacedLine();
    expect(solveSnakesByLevels(board)?.moves).toBe(100_000);
  });

  it('hands the board back rather than grow its stored levels past maxMemory', () => {
    const board = oneFacedLine();
    expect(solveSnakesByLevels(board, { maxMemory: levelSearchBytes(board) })).toBeNull();
    const maxMemory = Math.max(levelSearchBytes(board), snakesSearchBytes(board));
    expect(solveSnakes(board, { method: 'levels', maxMemory })).toMatchObject({
      method: 'squares',
      moves: 100_000,
    });
  });

  it('gives up on levels spread thin over the whole board, and the square search answers', () => {
    // Every level holds a few squares near the start and a few near the end (a ladder from the
    // second square climbs to the far end, and both walks go on): each level spans the board.
    const last = 2 ** 18;
    const jumps = [{ from: 2, to: last - 40_000 }];
    const board = makeSnakesBoard({ format: 'board', first: 1, last, start: 0, faces: 2, jumps });
    expect(solveSnakesByLevels(board)).toBeNull();
    const answer = solveSnakes(board, { method: 'levels' });
    expect(answer).toMatchObject({ method: 'squares', moves: 1 + 20_000 });
  });

  it('answers a deep crowded board a whole level at a time', () => {
    // 200,000 squares, a short snake on every 10th: about 40,000 throws.
    const jumps = Array.from({ length: 19_999 }, (_, k) => ({ from: 10 * (k + 1), to: 10 * (k + 1) - 3 }));
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 200_000, start: 0, jumps });
    const levels = solveSnakes(board, { pathLimit: 0 });
    expect(levels.method).toBe('levels');
    expect(levels.moves).toBe(solveSnakes(board, { method: 'squares', pathLimit: 0 }).moves);
  });

  it('agrees with the square-by-square search, and its games replay, on random crowded boards', () => {
    const arbitraryBoard = fc
      .record({
        last: fc.integer({ min: 1, max: 300 }),
        start: fc.constantFrom(0, 1),
        faces: fc.integer({ min: 1, max: 40 }),
        density: fc.constantFrom(0.05, 0.2, 0.5, 0.9),
        seed: fc.integer({ min: 0, max: 2 ** 31 }),
      })
      .map(crowdedBoard);
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const levels = solveSnakesByLevels(board, { maxLevels: 1000 });
        if (board.faces > 32) {
          expect(levels).toBeNull();
          return;
        }
        expect(levels!.moves).toBe(solveSnakesBySquares(board).moves);
        if (levels!.solvable) replay(board, levels!);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });
});

describe('the level step in WebAssembly', () => {
  it('runs here', () => {
    expect(wasmLevelsRun()).toBe(true);
  });

  it('builds the levels the TypeScript steps build: the same game, the same squares explored', () => {
    const arbitraryBoard = fc
      .record({
        last: fc.integer({ min: 1, max: 6000 }),
        start: fc.integer({ min: 0, max: 40 }),
        faces: fc.integer({ min: 1, max: 32 }),
        density: fc.constantFrom(0, 0.01, 0.1, 0.4, 0.9),
        reach: fc.constantFrom(10, 200, 6000),
        seed: fc.integer({ min: 0, max: 2 ** 31 }),
      })
      .map(crowdedBoard);
    fc.assert(
      fc.property(arbitraryBoard, (board) => {
        const wasm = solveSnakesByLevels(board, { maxLevels: 5000 });
        expect(wasm).toEqual(solveSnakesByLevels(board, { maxLevels: 5000, kernels: 'typescript' }));
        if (wasm?.solvable) replay(board, wasm);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('hands levels that outgrow its room to the TypeScript steps, which grow theirs', () => {
    // 100,000 levels of one square: more pairs than the room of a quarter pair per square.
    const board = oneFacedLine();
    expect(solveSnakesByLevels(board)).toEqual(solveSnakesByLevels(board, { kernels: 'typescript' }));
  });
});

// 100,000 squares, no jumps, a one-faced die.
function oneFacedLine() {
  return makeSnakesBoard({ format: 'board', first: 1, last: 100_000, start: 0, faces: 1, jumps: [] });
}

// A board of `last` squares with a jump from about every 1/`density`-th square, to any square or
// to one at most `reach` away, random from `seed` (the same board for the same numbers).
function crowdedBoard(shape: {
  last: number;
  start: number;
  faces: number;
  density: number;
  reach?: number;
  seed: number;
}) {
  const { last, start, faces, density, reach } = shape;
  let state = shape.seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const jumps = [];
  for (let from = 2; from < last; from++) {
    if (random() >= density) continue;
    if (reach === undefined) jumps.push({ from, to: 1 + Math.floor(random() * last) });
    else {
      const to = Math.min(last, Math.max(1, from + Math.floor((random() * 2 - 1) * reach)));
      if (to !== from) jumps.push({ from, to });
    }
  }
  return makeSnakesBoard({ format: 'board', first: 1, last, start: Math.min(start, last), faces, jumps });
}
