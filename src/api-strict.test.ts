// Every function of `boardpath` and `boardpath/node` called as a user's program might call it: with
// any value at all for each argument, and with near misses of the right shape (a good board, spec,
// answer or options object with one field replaced, copied, frozen, behind a proxy, or with a
// getter that answers differently each time it is read). Each call must answer, and answer right
// (as the clean call does, when what it was given means the same), or throw a BoardpathError with
// a code: never a TypeError, a RangeError, a hang or a crash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBoundedMemory, hostileRuns } from './hostile-runs.test-util.js';
import * as root from './index.js';
import * as node from './node.js';
import { BoardpathError } from './index.js';

const anything = fc.anything({
  maxDepth: 2,
  maxKeys: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});
// A revoked Proxy throws at any look inside it (fast-check's own looks too): the values stand for
// one, made by `realize` as the argument is made.
const REVOKED_OBJECT = Symbol('a revoked Proxy of an object');
const REVOKED_ARRAY = Symbol('a revoked Proxy of an array');
function realize(value: unknown): unknown {
  if (value !== REVOKED_OBJECT && value !== REVOKED_ARRAY) return value;
  const { proxy, revoke } = Proxy.revocable(value === REVOKED_ARRAY ? [] : {}, {});
  revoke();
  return proxy;
}
const edge = fc.constantFrom<unknown>(
  REVOKED_OBJECT,
  REVOKED_ARRAY,
  NaN,
  Infinity,
  -Infinity,
  -1,
  0,
  1,
  2,
  1.5,
  2 ** 31,
  2 ** 60,
  1e16,
  '1',
  '',
  null,
  undefined,
  true,
  [],
  {},
  [0],
  [9, 9],
  new Uint8Array(3),
  new Float64Array(2),
);
const value = fc.oneof(anything, edge);

/** One argument: what it is, and the good value it stands for when it means the same. */
interface Arg {
  readonly value: unknown;
  /** The clean value this one must answer as, or null when it means something else. */
  readonly same: (() => unknown) | null;
}

// A copy of `good` whose `key` gives its own value at the first read and `later` at every other.
function fickle(good: object, key: string, later: unknown): object {
  const copy: Record<string, unknown> = { ...good };
  const first = copy[key];
  let reads = 0;
  return Object.defineProperty(copy, key, {
    enumerable: true,
    get: () => (reads++ === 0 ? first : later),
  });
}

/**
 * An argument whose good value `good` makes: that value, anything, or (for an object with `keys`)
 * one field replaced, a getter on one field, a spread, frozen or proxied copy.
 */
function arg(good: () => unknown, keys: readonly string[] = []): fc.Arbitrary<Arg> {
  const made = fc.constant(null).map((): Arg => ({ value: good(), same: good }));
  const any = value.map((v): Arg => ({ value: realize(v), same: null }));
  if (keys.length === 0) return fc.oneof(made, any);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    made,
    any,
    fc
      .tuple(key, value)
      .map(([k, v]): Arg => ({ value: { ...(good() as object), [k]: realize(v) }, same: null })),
    fc
      .tuple(key, value)
      .map(([k, v]): Arg => ({ value: fickle(good() as object, k, realize(v)), same: good })),
    fc.constantFrom('spread', 'frozen', 'proxy').map((kind): Arg => ({
      value:
        kind === 'spread'
          ? { ...(good() as object) }
          : kind === 'frozen'
            ? Object.freeze({ ...(good() as object) })
            : new Proxy(good() as object, {}),
      same: good,
    })),
  );
}

// The boards, small, and the answers on them (made once: the renderers' near misses copy them).
const snakes = () =>
  root.makeSnakesBoard({
    format: 'board',
    first: 1,
    last: 12,
    start: 0,
    jumps: [
      { from: 3, to: 9 },
      { from: 11, to: 2 },
    ],
  });
const maze = () => root.parseMaze('1 0 0 0\n1 1 0 1\n0 1 1 0\n1 1 1 1');
const tokens = () => root.parseTokens('1 2 1\n2 1 1');
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const snakesAnswer = once(() => root.solveSnakes(snakes()));
const analysis = once(() => root.analyzeSnakes(snakes()));
const mazeAnswer = once(() => root.solveMaze(maze()));
const tokensAnswer = once(() => root.solveTokens(tokens()));

const SNAKES_BOARD = ['format', 'first', 'last', 'start', 'faces', 'jumpFrom', 'jumpTo', 'rows', 'columns'];
const GRID = ['rows', 'columns', 'open', 'start', 'goal'];
const TOKENS_BOARD = ['format', 'rows', 'columns', 'labels', 'red', 'blue'];
const board = arg(snakes, SNAKES_BOARD);
const grid = arg(maze, GRID);
const tokensBoard = arg(tokens, TOKENS_BOARD);
const options = (good: object) => arg(() => ({ ...good }), Object.keys(good));
const text = (good: string) =>
  fc.oneof(
    arg(() => good),
    fc.string({ maxLength: 30 }).map((s) => ({ value: s, same: null })),
  );

// The fewest throws by a plain breadth-first search over squares (one jump per throw), or null.
function fewestThrows(board: root.SnakesBoard, faces: number): number | null {
  const jumps = new Map(root.jumpsOf(board).map((jump) => [jump.from, jump.to]));
  const { start, last } = board;
  const throws = new Map([[start, 0]]);
  for (const queue = [start]; queue.length > 0;) {
    const square = queue.shift()!;
    if (square === last) return throws.get(square)!;
    for (let face = 1; face <= faces && square + face <= last; face++) {
      const to = jumps.get(square + face) ?? square + face;
      if (throws.has(to)) continue;
      throws.set(to, throws.get(square)! + 1);
      queue.push(to);
    }
  }
  return null;
}

// The fewest steps through a maze by a plain breadth-first search over [row, column] pairs, or null.
function fewestSteps(grid: root.MazeGrid, moves: root.MazeMoves): number | null {
  const { rows, columns, open, start, goal } = grid;
  const sides: Array<[number, number]> = [
    [1, 0],
    [0, 1],
  ];
  if (moves >= 4) sides.push([-1, 0], [0, -1]);
  if (moves === 8) sides.push([1, 1], [1, -1], [-1, 1], [-1, -1]);
  if (open[start] !== 1 || open[goal] !== 1) return null;
  const steps = new Map([[start, 0]]);
  for (const queue = [start]; queue.length > 0;) {
    const cell = queue.shift()!;
    if (cell === goal) return steps.get(cell)!;
    const [row, column] = [Math.floor(cell / columns), cell % columns];
    for (const [dr, dc] of sides) {
      const [r, c] = [row + dr, column + dc];
      const next = r * columns + c;
      if (r < 0 || c < 0 || r >= rows || c >= columns || open[next] !== 1 || steps.has(next)) continue;
      steps.set(next, steps.get(cell)! + 1);
      queue.push(next);
    }
  }
  return null;
}

/** How each function is called: its arguments, and a referee for an answer, if any. */
interface Case {
  readonly args: ReadonlyArray<fc.Arbitrary<Arg>>;
  /** Throws if the answer is wrong for these arguments (beyond agreeing with the clean call). */
  readonly referee?: (answer: unknown, args: readonly unknown[]) => void;
}

const CASES: Record<string, Case> = {
  // Snakes and Ladders.
  parseSnakes: { args: [text('{"squares": 12, "ladders": [[3, 9]]}'), options({ format: 'board' })] },
  makeSnakesBoard: {
    args: [
      arg(
        () => ({ format: 'moves', first: 0, last: 9, start: 0, jumps: [{ from: 2, to: 7 }] }),
        ['format', 'first', 'last', 'start', 'faces', 'jumps', 'rows', 'columns', 'name'],
      ),
    ],
  },
  withFaces: { args: [board, arg(() => 8)] },
  jumpsOf: { args: [board] },
  solveSnakes: {
    args: [board, options({ method: 'levels', faces: 6, pathLimit: 100, maxMemory: 2 ** 26 })],
    referee: (answer, [b, o]) => {
      const options = (o ?? {}) as root.SolveSnakesOptions;
      if (options.chain) return;
      const made = b as root.SnakesBoard;
      // The plain search keeps every square: only on boards it can hold.
      if (made.last > 10_000) return;
      expect((answer as root.SnakesSolution).moves).toBe(fewestThrows(made, options.faces ?? made.faces));
    },
  },
  renderSnakes: {
    args: [
      board,
      arg(snakesAnswer, ['solvable', 'moves', 'path', 'steps', 'runs']),
      options({ chain: false, title: 'x' }),
    ],
  },
  layoutOf: { args: [board] },
  writeSnakes: {
    args: [board, arg(() => 'board')],
    referee: (answer, [b]) => {
      expect(root.jumpsOf(root.parseSnakes(answer as string))).toEqual(root.jumpsOf(b as root.SnakesBoard));
    },
  },
  analyzeSnakes: { args: [board, options({ end: 'bounce', maxWork: 1e6, maxMemory: 2 ** 26 })] },
  playersFigures: {
    args: [
      arg(() => analysis().distribution, ['probabilities', 'stuck', 'remaining']),
      arg(() => 2),
      arg(() => analysis().expected),
      arg(() => undefined),
    ],
  },
  exactExpectedThrows: { args: [board, options({ end: 'exact', faces: 6 })] },
  jumpImportance: { args: [board, options({ end: 'overshoot' }), arg(() => null)] },
  renderAnalysis: {
    args: [
      board,
      arg(analysis, ['end', 'faces', 'distribution', 'percentiles', 'finite']),
      options({ title: 'x' }),
      arg(() => undefined),
    ],
  },
  // Snakes and Ladders boards designed: small boards and short searches, so that every near miss ends
  // soon, and a tolerance so wide that the first board meets it: the clean call and a copy of its
  // options give the same board however loaded the machine (a search cut by time would not).
  designSnakes: {
    args: [options({ squares: 20, mean: 8, snakes: 0, tolerance: { mean: 100 }, time: 0.2, seed: 'x' })],
    referee: (answer, [o]) => {
      const design = answer as root.SnakesDesign;
      const asked = (o ?? {}) as root.DesignSnakesOptions;
      if (design.met && asked.mean !== undefined)
        expect(Math.abs(design.figures.mean - asked.mean)).toBeLessThanOrEqual(asked.tolerance?.mean ?? 0.1);
    },
  },
  designRegion: { args: [options({ squares: 16, aims: 2, boards: 512, cells: 10, upTo: 30 })] },
  // Rat in a Maze.
  parseMaze: { args: [text('1 1\n0 1'), options({ format: 'text' })] },
  makeMaze: {
    args: [
      arg(() => 2),
      arg(() => 2),
      arg(() => Uint8Array.of(1, 1, 0, 1)),
      options({ start: [0, 0], goal: [1, 1] }),
    ],
  },
  withEnds: { args: [grid, options({ goal: [2, 2] })] },
  replayDirections: { args: [grid, arg(() => 'DRDRDR'), arg(() => 4)] },
  mazeToArt: { args: [grid] },
  writeMaze: {
    args: [grid, arg(() => 'text')],
    referee: (answer, [g]) => {
      expect(root.parseMaze(answer as string).open).toEqual((g as root.MazeGrid).open);
    },
  },
  mazeToText: { args: [grid] },
  endsOf: { args: [grid] },
  solveMaze: {
    args: [grid, options({ moves: 8 })],
    referee: (answer, [g, o]) => {
      const solution = answer as root.MazeSolution;
      const moves = (o as { moves?: root.MazeMoves } | undefined)?.moves ?? 4;
      expect(solution.moves).toBe(fewestSteps(g as root.MazeGrid, moves));
      if (solution.solvable)
        expect(root.replayDirections(g as root.MazeGrid, solution.directions, moves).ok).toBe(true);
    },
  },
  firstMazePath: { args: [grid, options({ moves: 2 })] },
  allMazePaths: { args: [grid, options({ moves: 4, maxWork: 1e5 })] },
  countMazePaths: { args: [grid, options({ moves: 4, method: 'enumerate' })] },
  renderMaze: {
    args: [
      grid,
      arg(mazeAnswer, ['solvable', 'moves', 'path', 'directions']),
      options({ moves: 4, first: false }),
    ],
  },
  // The two tokens.
  parseTokens: { args: [text('3\n1,2,1\n2,1,1\n1,1,1'), options({ format: 'course' })] },
  makeTokensBoard: {
    args: [
      arg(
        () => ({
          grid: [
            [1, 2],
            [2, 1],
          ],
          red: [0, 1],
        }),
        ['grid', 'red', 'blue', 'format'],
      ),
    ],
  },
  withStarts: { args: [tokensBoard, options({ red: [0, 1], blue: [1, 2] })] },
  writeTokens: {
    args: [tokensBoard, arg(() => 'rows')],
    referee: (answer, [b]) => {
      expect(root.parseTokens(answer as string).labels).toEqual((b as root.TokensBoard).labels);
    },
  },
  solveTokens: {
    args: [tokensBoard, options({ method: 'bits', alternate: false })],
    referee: (answer, [b]) => {
      const solution = answer as root.TokensSolution;
      if (solution.solvable)
        expect(root.replayTokens(b as root.TokensBoard, solution.steps)).toMatchObject({
          legal: true,
          swapped: true,
        });
    },
  },
  renderTokens: {
    args: [
      tokensBoard,
      arg(tokensAnswer, ['solvable', 'moves', 'path', 'steps']),
      options({ alternate: false }),
    ],
  },
  describeTokensStep: {
    args: [
      arg(
        () => (tokensAnswer() as { steps: root.TokensStep[] }).steps[0],
        ['token', 'direction', 'distance', 'from', 'to'],
      ),
    ],
  },
  replayTokens: {
    args: [
      tokensBoard,
      arg(() => (tokensAnswer() as { steps: root.TokensStep[] }).steps),
      options({ alternate: false }),
    ],
  },
  // Boards made to order: the certificate's fewest moves held to the plain searches above.
  generateSnakes: {
    args: [
      options({ size: 4, fewest: 3, unique: true, seed: 's', index: 2, maxWork: 1e6, maxMemory: 2 ** 26 }),
    ],
    referee: (answer) => {
      const { board, answer: certificate } = answer as root.GeneratedSnakes;
      expect(certificate.moves).toBe(fewestThrows(board, board.faces));
    },
  },
  generateMaze: {
    args: [
      options({
        size: '5x6',
        columns: 6,
        shortest: 11,
        paths: 2,
        seed: 'm',
        maxWork: 1e6,
        maxMemory: 2 ** 26,
      }),
    ],
    referee: (answer, [o]) => {
      const { board, answer: certificate } = answer as root.GeneratedMaze;
      expect(certificate.moves).toBe(
        fewestSteps(board, (o as { moves?: root.MazeMoves } | undefined)?.moves ?? 4),
      );
    },
  },
  generateTokens: {
    args: [options({ size: '3×4', rows: 3, fewest: 6, seed: 't', maxWork: 1e6, maxMemory: 2 ** 26 })],
    referee: (answer) => {
      const { board, answer: certificate } = answer as root.GeneratedTokens;
      if (certificate.solvable)
        expect(root.replayTokens(board, certificate.steps)).toMatchObject({ legal: true, swapped: true });
    },
  },
  // boardpath/node: the same searches, able to use a second thread.
  analyzeSnakesAsync: { args: [board, options({ end: 'exact', threads: 1 })] },
  // Pastes: every example read, the answer pasted for it checked.
  parseSnakesExamples: {
    args: [text('Example 1:\nInput: board = [[-1,-1],[-1,3]]\nOutput: 1'), options({ format: 'leetcode' })],
  },
  parseMazeExamples: { args: [text('[[0,1],[1,0]]\nOutput: 2\n[[1,1],[0,1]]'), options({ open: 0 })] },
  parseTokensExamples: { args: [text('grid = [[1, 2], [2, 1]]  # Output: 4'), options({ format: 'json' })] },
  checkSnakesAnswer: {
    args: [arg(snakesAnswer, ['solvable', 'moves', 'path']), arg(() => '4'), arg(() => 'the paste')],
    referee: (answer, [solution, expected]) => {
      const { matches } = answer as root.AnswerCheck;
      const { solvable, moves } = solution as root.SnakesSolution;
      if (typeof expected === 'string' && /^-?\d+$/.test(expected.trim()))
        expect(matches).toBe(solvable ? Number(expected) === moves : Number(expected) === -1);
    },
  },
  checkMazeAnswer: {
    args: [
      grid,
      arg(() => '["DRDDRR"]'),
      options({ moves: 4, question: 'shortest', cells: false, maxWork: 1e5 }),
    ],
  },
  checkTokensAnswer: {
    args: [arg(tokensAnswer, ['solvable', 'moves', 'steps']), arg(() => '-1'), arg(() => '--expect')],
  },
  countMazePathsAsync: { args: [grid, options({ moves: 4, threads: 1 })] },
  solveTokensAsync: { args: [tokensBoard, options({ threads: 1, method: 'bits' })] },
  // A program that prints nothing: the first case fails at once, and one process a call is started.
  judgeProgram: {
    args: [
      options({
        puzzle: 'snakes',
        command: ['true'],
        seed: 'hostile',
        size: [2, 2],
        cases: 1,
        jobs: 1,
        shrink: false,
        timeLimit: 5,
      }),
    ],
  },
};

// The class is the error every refusal must be: made with anything, it is one.
const NOT_CALLED = new Set(['BoardpathError']);

it('BoardpathError is made whatever it is given', () => {
  fc.assert(
    fc.property(value, value, value, (code, message, where) => {
      const error = new BoardpathError(code as never, message as never, where as never);
      expect(error).toBeInstanceOf(BoardpathError);
      expect(typeof error.message).toBe('string');
      expect(typeof error.describe()).toBe('string');
    }),
  );
});

const entries = { ...root, ...node } as Record<string, unknown>;
const exported = Object.keys(entries).filter(
  (name) => typeof entries[name] === 'function' && !NOT_CALLED.has(name),
);

// An answer as it can be compared: a generator's first paths, a promise's value.
async function settle(run: () => unknown): Promise<{ answer: unknown } | { error: unknown }> {
  try {
    let answer = await run();
    if (
      answer &&
      typeof answer === 'object' &&
      Symbol.iterator in answer &&
      typeof (answer as Generator).next === 'function'
    )
      answer = [...take(answer as Iterable<unknown>, 50)];
    return { answer };
  } catch (error) {
    return { error };
  }
}

function* take<T>(items: Iterable<T>, count: number): Generator<T> {
  if (count <= 0) return;
  for (const item of items) {
    yield item;
    if (--count === 0) return;
  }
}

describe('every public function answers right or refuses with a BoardpathError', () => {
  it('has a generator for every function boardpath and boardpath/node export', () => {
    expect(exported.filter((name) => !(name in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((name) => !exported.includes(name))).toEqual([]);
  });

  for (const name of Object.keys(CASES)) {
    it(name, async () => {
      const run = entries[name] as (...args: unknown[]) => unknown;
      const { args, referee } = CASES[name];
      await fc.assert(
        fc.asyncProperty(fc.tuple(...args), async (given) => {
          const values = given.map((a) => a.value);
          const outcome = await settle(() => run(...values));
          if ('error' in outcome) {
            expect(outcome.error).toBeInstanceOf(BoardpathError);
            expect((outcome.error as BoardpathError).code).toMatch(/^E_[A-Z]+$/);
            return;
          }
          referee?.(
            outcome.answer,
            given.map((a) => (a.same ? a.same() : a.value)),
          );
          if (given.every((a) => a.same !== null)) {
            const clean = await settle(() => run(...given.map((a) => a.same!())));
            expect(clean).toEqual(outcome);
          }
        }),
        hostileRuns(60),
      );
      expectBoundedMemory();
    });
  }
});
