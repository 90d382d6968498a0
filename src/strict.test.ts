// The library called from outside with bad values: every public function answers, or refuses with
// a BoardpathError that names what is wrong; never a TypeError, a RangeError, a loop or a silent
// other meaning.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OptionsSchema } from './options.js';
import { shortestIntPath, intLevels } from './engine.js';
import {
  BoardpathError,
  BUILT_IN_BOARDS,
  allMazePaths,
  analyzeSnakes,
  countMazePaths,
  firstMazePath,
  makeSnakesBoard,
  parseMaze,
  parseSnakes,
  parseTokens,
  solveMaze,
  solveSnakes,
  solveTokens,
  withFaces,
  playersFigures,
  makeTokensBoard,
  withStarts,
  describeTokensStep,
  replayTokens,
  renderTokens,
  makeMaze,
  withEnds,
  renderMaze,
  mazeToArt,
} from './index.js';
import { countMazePathsAsync, solveTokensAsync } from './node.js';
import { countMazeSchema, solveMazeSchema } from './puzzles/maze/options.js';
import { analyzeSnakesSchema, solveSnakesSchema } from './puzzles/snakes/options.js';
import { solveTokensSchema } from './puzzles/tokens/options.js';

const maze = () => parseMaze('1 0 0 0\n1 1 0 1\n0 1 0 0\n1 1 1 1');
const tokens = () => parseTokens('1 1\n1 1');
const snakes = () =>
  makeSnakesBoard({ format: 'board', first: 1, last: 12, start: 0, jumps: [{ from: 3, to: 9 }] });

// The error `run` throws (or undefined if it answers).
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function refused(run: () => unknown, code: string, option?: string, words?: RegExp): BoardpathError {
  const error = thrown(run);
  expect(error).toBeInstanceOf(BoardpathError);
  const boardpath = error as BoardpathError;
  expect(boardpath.code).toBe(code);
  if (option !== undefined) expect(boardpath.where.option).toBe(option);
  if (words) expect(boardpath.message).toMatch(words);
  return boardpath;
}

describe('the library refuses bad arguments with a BoardpathError', () => {
  it('parsers take text (or bytes), not objects or arrays', () => {
    refused(
      () => parseSnakes({ squares: 100 } as never),
      'E_USAGE',
      'input',
      /string.*Uint8Array.*not \{"squares":100\}/,
    );
    refused(() => parseMaze([[1, 0]] as never), 'E_USAGE', 'input', /not \[\[1,0\]\]/);
    refused(() => parseTokens(['1 1'] as never), 'E_USAGE', 'input');
    // Every parser takes the text's UTF-8 bytes as well.
    expect(parseTokens(new TextEncoder().encode('1 1\n1 1'))).toEqual(parseTokens('1 1\n1 1'));
    refused(
      () => parseMaze('1 1', { format: 'csv' } as never),
      'E_USAGE',
      'format',
      /'json', 'text' or 'art'/,
    );
    refused(
      () => parseSnakes('[1]', { fromat: 'moves' } as never),
      'E_USAGE',
      'fromat',
      /did you mean format\?/,
    );
  });

  it('solvers take a board, not an array or a number', () => {
    refused(() => solveMaze([[1, 1]] as never), 'E_USAGE', 'grid', /made by parseMaze/);
    refused(() => solveSnakes(100 as never), 'E_USAGE', 'board');
    refused(
      () => solveTokens({ rows: 2, columns: 2, labels: [1, 1, 1], red: [0, 0], blue: [1, 1] } as never),
      'E_USAGE',
      'board',
    );
    refused(() => analyzeSnakes(null as never), 'E_USAGE', 'board');
  });

  it('moves must be 2, 4 or 8: 3 and "4" are refused, not read as 8', () => {
    refused(
      () => solveMaze(maze(), { moves: 3 as never }),
      'E_USAGE',
      'moves',
      /moves must be 2, 4 or 8, not 3/,
    );
    refused(() => solveMaze(maze(), { moves: '4' as never }), 'E_USAGE', 'moves', /not "4"/);
    refused(() => countMazePaths(maze(), { move: 4 } as never), 'E_USAGE', 'move', /did you mean moves\?/);
    // Options in a Map (or a Date, a boxed number) are refused, not ignored as {}.
    refused(
      () => solveMaze(maze(), new Map([['moves', 8]]) as never),
      'E_USAGE',
      undefined,
      /options must be an object/,
    );
    refused(() => solveSnakes(snakes(), new Date() as never), 'E_USAGE');
  });

  it('a die has 1 to 1,000,000 faces', () => {
    refused(
      () => solveSnakes(snakes(), { faces: 0 }),
      'E_USAGE',
      'faces',
      /faces must be a whole number from 1 to 1,000,000, not 0/,
    );
    refused(() => solveSnakes(snakes(), { faces: -1 }), 'E_USAGE', 'faces');
    refused(() => analyzeSnakes(snakes(), { faces: 1.5 }), 'E_USAGE', 'faces');
    expect(solveSnakes(snakes(), { faces: 12 }).moves).toBe(1);
  });

  it('a signal that has already fired stops every search at once', () => {
    const signal = AbortSignal.abort();
    for (const run of [
      () => solveMaze(maze(), { signal }),
      () => firstMazePath(maze(), { signal }),
      () => allMazePaths(maze(), { signal }),
      () => countMazePaths(maze(), { signal }),
      () => solveSnakes(snakes(), { signal }),
      () => analyzeSnakes(snakes(), { signal }),
      () => solveTokens(tokens(), { signal }),
    ])
      refused(run, 'E_ABORTED');
  });

  it('reads each option once: a getter that changes its answer cannot slip past the check', () => {
    // The first read gives a good value, every later one a bad one.
    const fickle = (name: string, good: unknown, bad: unknown) => {
      let reads = 0;
      return Object.defineProperty({}, name, { enumerable: true, get: () => (reads++ === 0 ? good : bad) });
    };
    expect(solveMaze(maze(), fickle('moves', 8, 'eight'))).toEqual(solveMaze(maze(), { moves: 8 }));
    expect(countMazePaths(maze(), fickle('moves', 2, null))).toBe(countMazePaths(maze(), { moves: 2 }));
    expect(firstMazePath(maze(), fickle('maxWork', 1e6, -1)).directions).toBe(
      firstMazePath(maze()).directions,
    );
    expect(solveSnakes(snakes(), fickle('faces', 12, {}))).toEqual(solveSnakes(snakes(), { faces: 12 }));
    expect(analyzeSnakes(snakes(), fickle('end', 'bounce', 7)).expected).toBe(
      analyzeSnakes(snakes(), { end: 'bounce' }).expected,
    );
    expect(solveTokens(tokens(), fickle('method', 'queue', 'x')).moves).toBe(solveTokens(tokens()).moves);
  });

  it('makeSnakesBoard refuses a spec that is not one at once, naming the field', () => {
    const spec = { format: 'board', first: 1, last: 12, start: 0, jumps: [] } as const;
    refused(() => makeSnakesBoard(null as never), 'E_USAGE', 'spec', /spec must be \{ format/);
    refused(() => makeSnakesBoard({} as never), 'E_USAGE', 'spec.format', /'board', 'leetcode' or 'moves'/);
    refused(() => makeSnakesBoard({ ...spec, last: NaN }), 'E_USAGE', 'spec.last', /not NaN/);
    refused(() => makeSnakesBoard({ ...spec, last: 2 ** 60 }), 'E_USAGE', 'spec.last');
    refused(() => makeSnakesBoard({ ...spec, format: 'x' as never }), 'E_USAGE', 'spec.format');
    refused(() => makeSnakesBoard({ ...spec, jumps: [null] as never }), 'E_USAGE', 'spec.jumps[0]');
    refused(() => makeSnakesBoard({ ...spec, jumps: 3 as never }), 'E_USAGE', 'spec.jumps');
    const odd = { from: [3], to: [Object.create(null)] };
    refused(
      () => makeSnakesBoard({ ...spec, jumps: odd }),
      'E_BOARD',
      undefined,
      /jump 3→\{\}: square \{\} is not/,
    );
    expect(Object.isFrozen(makeSnakesBoard(spec))).toBe(true);
  });

  it('a board copied or edited by hand is built again through every check, or refused', () => {
    const board = BUILT_IN_BOARDS.classic();
    // A copy is the same board: the same answer, JSON's copy too (its jumps are arrays there).
    const json: unknown = JSON.parse(JSON.stringify(board));
    expect(solveSnakes(json as never)).toEqual(solveSnakes(board));
    refused(() => solveSnakes({ ...(json as object), jumpTo: { 0: 1 } } as never), 'E_USAGE', 'board.jumps');
    const copy = { ...(json as object), jumpFrom: [...board.jumpFrom], jumpTo: [...board.jumpTo] };
    expect(solveSnakes(copy as never)).toEqual(solveSnakes(board));
    const typed = { ...board, jumpIndex: undefined };
    expect(solveSnakes(typed, { method: 'levels' })).toEqual(solveSnakes(board, { method: 'levels' }));
    // A last square moved under the jumps: refused, not searched out of bounds.
    refused(
      () => solveSnakes({ ...board, last: 5, rows: undefined, columns: undefined }, { method: 'levels' }),
      'E_BOARD',
      undefined,
      /not on the board/,
    );
    const longer = { ...board, last: 110, rows: undefined, columns: undefined };
    expect(solveSnakes(longer, { method: 'levels' }).moves).toBe(
      solveSnakes(withFaces(longer, 6), { method: 'squares' }).moves,
    );
  });

  it('a maze is made of a Uint8Array of 0 and 1; a grid made elsewhere is checked in full', () => {
    refused(() => makeMaze(2, 2, [1, 1, 1, 1] as never), 'E_USAGE', 'open', /Uint8Array/);
    refused(() => makeMaze(2, 2, Uint8Array.of(1, 2, 1, 1)), 'E_USAGE', 'open[1]', /not 2/);
    refused(() => makeMaze(2, 2, new Uint8Array(4), { start: 5 as never }), 'E_USAGE', 'ends.start');
    refused(() => withEnds(maze(), null as never), 'E_USAGE', 'ends');
    refused(() => withEnds(maze(), { goal: [0] as never }), 'E_USAGE', 'ends.goal');
    refused(
      () =>
        renderMaze({ rows: new Date(), columns: false, open: new Uint8Array(1) } as never, solveMaze(maze())),
      'E_USAGE',
      'grid',
    );
    refused(() => renderMaze(maze(), undefined as never), 'E_USAGE', 'solution');
    refused(
      () => solveMaze({ ...maze(), open: Uint8Array.of(1, 0, 0, 0, 1, 1, 0, 1, 0, 7, 0, 0, 1, 1, 1, 1) }),
      'E_USAGE',
      'grid.open[9]',
    );
    const huge = { rows: 2, columns: 1e9, start: 0, goal: 1, open: new Uint8Array(2) };
    refused(() => mazeToArt(huge), 'E_USAGE', 'grid');
    // A copy of a grid is the same maze: the same answer and drawing.
    const copy = { ...withEnds(maze(), { goal: [2, 1] }) };
    expect(solveMaze(copy)).toEqual(solveMaze(withEnds(maze(), { goal: [2, 1] })));
    expect(mazeToArt(copy)).toBe(mazeToArt(withEnds(maze(), { goal: [2, 1] })));
    expect(Object.isFrozen(maze())).toBe(true);
  });

  it('the two tokens: specs, starts as { red, blue }, copies and answers checked', () => {
    refused(() => makeTokensBoard({ grid: '1 1' } as never), 'E_USAGE', 'spec.grid');
    refused(() => makeTokensBoard({ grid: [[1, 1], 3] } as never), 'E_USAGE', 'spec.grid[1]');
    refused(() => withStarts(tokens(), { red: [9, 9] }), 'E_USAGE', 'red', /outside the 2×2 grid/);
    refused(() => withStarts(tokens(), [1, 0] as never), 'E_USAGE', 'starts');
    refused(() => describeTokensStep(undefined as never), 'E_USAGE', 'step');
    refused(
      () => replayTokens(tokens(), [{ token: 'green', direction: 'up', distance: 1 }] as never),
      'E_USAGE',
      'moves',
    );
    expect(
      replayTokens(tokens(), [{ token: 'red', direction: 'constructor' as never, distance: 1 }]).legal,
    ).toBe(false);
    refused(() => renderTokens(tokens(), { solvable: true } as never), 'E_USAGE', 'solution');
    const moved = withStarts(tokens(), { red: [0, 1], blue: [1, 0] });
    expect(Object.isFrozen(moved) && Object.isFrozen(moved.labels)).toBe(true);
    const copy = JSON.parse(JSON.stringify(moved)) as typeof moved;
    expect(solveTokens(copy)).toEqual(solveTokens(moved));
    expect(renderTokens(copy, solveTokens(copy))).toBe(renderTokens(moved, solveTokens(moved)));
    refused(() => solveTokens({ ...moved, labels: [1, 1, 1, 0] }), 'E_BOARD', undefined, /not positive/);
  });

  it('a game listed throw by throw fits maxMemory too', () => {
    const board = makeSnakesBoard({ format: 'board', first: 1, last: 6e6, start: 0, jumps: [] });
    refused(
      () => solveSnakes(board, { pathLimit: 1e9, maxMemory: 100e6 }),
      'E_MEMORY',
      undefined,
      /a game of 1,000,000 throws needs about 191 MB to list throw by throw .* the limit is 95 MB/,
    );
    expect(solveSnakes(board, { maxMemory: 100e6 })).toMatchObject({ moves: 1e6, path: null });
    // With no limit, no more throws than one array holds.
    const long = makeSnakesBoard({ format: 'board', first: 1, last: 2 ** 31, start: 0, jumps: [] });
    refused(() => solveSnakes(long, { pathLimit: 2 ** 31 }), 'E_MEMORY', 'pathLimit', /too long to list/);
  });

  it('playersFigures refuses more slots than an array holds, before allocating', () => {
    const { distribution } = analyzeSnakes(snakes());
    const long = { ...distribution, probabilities: new Float64Array(5e6) };
    refused(
      () => playersFigures(long, 1000),
      'E_MEMORY',
      undefined,
      /more than the 2147483647 one array holds/,
    );
    refused(() => playersFigures(distribution, 2, 'x' as never), 'E_USAGE', 'expected');
  });

  it('the async searches check as the others do', async () => {
    await expect(countMazePathsAsync(maze(), { moves: 3 as never })).rejects.toMatchObject({
      code: 'E_USAGE',
      where: { option: 'moves' },
    });
    await expect(solveTokensAsync(tokens(), { threads: 3 as never })).rejects.toMatchObject({
      code: 'E_USAGE',
      where: { option: 'threads' },
    });
    await expect(countMazePathsAsync(maze(), { moves: 8, threads: 1 })).resolves.toBe(
      countMazePaths(maze(), { moves: 8 }),
    );
  });

  it('the engine refuses states outside the graph instead of looping', () => {
    const line = {
      size: 4,
      maxDegree: 1,
      moves: (state: number, out: Int32Array) => ((out[0] = state + 1), 1),
    };
    refused(
      () => shortestIntPath(line, 9, 0),
      'E_USAGE',
      'start',
      /start must be a state from 0 to 3, not 9/,
    );
    refused(() => shortestIntPath(line, 0, -1), 'E_USAGE', 'goal');
    // State 3 moves to 4, which is no state of the graph: an error, not a search for ever.
    refused(
      () => shortestIntPath(line, 0, (state) => state === 99),
      'E_USAGE',
      'graph',
      /gave state 4, outside/,
    );
    refused(() => intLevels(line, 0), 'E_USAGE', 'graph', /gave state 4/);
    const liar = { size: 4, maxDegree: 1, moves: () => 5 };
    refused(() => shortestIntPath(liar, 0, 3), 'E_USAGE', 'graph', /maxDegree is 1/);
    refused(() => shortestIntPath({ size: -1 } as never, 0, 0), 'E_USAGE', 'graph');
  });
});

// Any value an option could be given, AbortSignals included.
const anyValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(2, 4, 8, 3, 0, -1, 1.5, 6, 1e9, NaN, Infinity, '4', true, 'auto', 'enumerate', 'bits'),
  fc.constant(AbortSignal.abort()),
  fc.constant(new AbortController().signal),
);

function optionsFor(keys: readonly string[]) {
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), anyValue, {
    maxKeys: 4,
  });
}

/**
 * Random options for `run`: it answers only when `schema` accepts them, and otherwise throws a
 * BoardpathError; nothing else ever escapes.
 */
function holdsForRandomOptions(
  schema: OptionsSchema<z.ZodRawShape>,
  run: (options: object) => unknown,
): void {
  // The options' zod object, built here to hold an answered call's options to it.
  const object = z.strictObject(schema.shape);
  fc.assert(
    fc.property(optionsFor(Object.keys(schema.shape)), (options) => {
      const error = thrown(() => run(options));
      if (error === undefined) {
        expect(object.safeParse(options).success).toBe(true);
        expect((options as { signal?: AbortSignal }).signal?.aborted ?? false).toBe(false);
      } else expect(error).toBeInstanceOf(BoardpathError);
    }),
    { numRuns: 300 },
  );
}

describe('random option objects give an answer or a BoardpathError', () => {
  it('solveSnakes', () =>
    holdsForRandomOptions(solveSnakesSchema, (o) => solveSnakes(BUILT_IN_BOARDS.classic(), o)));
  it('analyzeSnakes', () => holdsForRandomOptions(analyzeSnakesSchema, (o) => analyzeSnakes(snakes(), o)));
  it('solveMaze', () => holdsForRandomOptions(solveMazeSchema, (o) => solveMaze(maze(), o)));
  it('firstMazePath', () => holdsForRandomOptions(solveMazeSchema, (o) => firstMazePath(maze(), o)));
  it('allMazePaths', () => holdsForRandomOptions(solveMazeSchema, (o) => [...allMazePaths(maze(), o)]));
  it('countMazePaths', () => holdsForRandomOptions(countMazeSchema, (o) => countMazePaths(maze(), o)));
  it('solveTokens', () => holdsForRandomOptions(solveTokensSchema, (o) => solveTokens(tokens(), o)));
});
