// Every search of `boardpath/engine` called as a user's program might call it: with random values
// for every argument, and with near-misses of a right call (one argument, one field of the graph
// or the options, one count or state its moves give, replaced by a random value). Each call must
// end in a right answer, checked against a plain reference written here, or in a BoardpathError
// with a code: never a TypeError, a RangeError, a loop or a wrong answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectBoundedMemory, hostileRuns } from './hostile-runs.test-util.js';
import * as engine from './engine.js';
import { BoardpathError } from './errors.js';

type Adjacency = number[][];

// ---- The references: plain breadth-first search and plain backtracking on adjacency lists. ----

function levelsOf(adjacency: Adjacency, start: number): number[] {
  const level = adjacency.map(() => -1);
  level[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++)
    for (const next of adjacency[queue[head]])
      if (level[next] === -1) {
        level[next] = level[queue[head]] + 1;
        queue.push(next);
      }
  return level;
}

function pathsOf(adjacency: Adjacency, start: number, goal: number): number[][] {
  const paths: number[][] = [];
  const path = [start];
  const step = (state: number) => {
    if (state === goal) {
      paths.push([...path]);
      return;
    }
    for (const next of adjacency[state])
      if (!path.includes(next)) {
        path.push(next);
        step(next);
        path.pop();
      }
  };
  step(start);
  return paths;
}

function reverseOf(adjacency: Adjacency): Adjacency {
  const reverse: Adjacency = adjacency.map(() => []);
  adjacency.forEach((list, from) => list.forEach((to) => reverse[to].push(from)));
  return reverse;
}

// `path` goes from start to goal along moves of `adjacency`, in `moves` moves.
function expectPath(
  adjacency: Adjacency,
  path: ArrayLike<number>,
  start: number,
  goal: number,
  moves: number,
) {
  expect(path.length).toBe(moves + 1);
  // Compared as states are (SameValueZero): bfs hands back the start it was given, -0 included.
  expect(path[0] === start).toBe(true);
  expect(path[path.length - 1] === goal).toBe(true);
  for (let i = 1; i < path.length; i++) expect(adjacency[path[i - 1]]).toContain(path[i]);
}

// ---- The graphs a user would pass, with room for a broken move. ----

/** One state's moves broken: a state outside the graph written, or a count that is no count. */
interface BrokenMove {
  readonly state: number;
  readonly extra?: number;
  readonly count?: unknown;
}

interface Call {
  readonly adjacency: Adjacency;
  /** The first argument as given: a graph, a search problem (`bfs`) or a size. */
  first: unknown;
  start: unknown;
  goal: unknown;
  /** The goal function, mirror or heuristic, for the searches that take one. */
  extra: unknown;
  options: unknown;
  /** Set when a broken count was handed to the engine: it must not then answer. */
  readonly told: { badCount: boolean };
}

function graphOf(adjacency: Adjacency, broken: BrokenMove | undefined, told: Call['told']) {
  return {
    size: adjacency.length,
    maxDegree: Math.max(1, ...adjacency.map((list) => list.length)) + (broken?.extra === undefined ? 0 : 1),
    moves(state: number, out: Int32Array): number {
      const list = adjacency[state] ?? [];
      list.forEach((next, i) => (out[i] = next));
      if (broken?.state !== state) return list.length;
      if (broken.extra !== undefined) {
        out[list.length] = broken.extra;
        return list.length + 1;
      }
      told.badCount = true;
      return broken.count as number;
    },
  };
}

const arbitraryAdjacency = (undirected: boolean) =>
  fc.integer({ min: 1, max: 7 }).chain((size) =>
    fc
      .array(fc.uniqueArray(fc.nat(size - 1), { maxLength: 3 }), { minLength: size, maxLength: size })
      .map((lists) => {
        if (!undirected) return lists;
        const both = lists.map((list) => [...list]);
        lists.forEach((list, from) => list.forEach((to) => both[to].includes(from) || both[to].push(from)));
        return both;
      }),
  );

const anyAdjacency = fc.boolean().chain(arbitraryAdjacency);

const baseOptions = fc.record(
  {
    signal: fc.constant(new AbortController().signal),
    maxMemory: fc.constantFrom(2 ** 26, 2 ** 30),
  },
  { requiredKeys: [] },
);

// A right call on a small random graph, start and goal in it.
function graphCall(
  adjacency: fc.Arbitrary<Adjacency>,
  options: (adjacency: Adjacency) => fc.Arbitrary<object>,
  extra: (adjacency: Adjacency, goal: number) => fc.Arbitrary<unknown> = () => fc.constant(undefined),
): fc.Arbitrary<Call> {
  return adjacency.chain((lists) =>
    fc
      .tuple(fc.nat(lists.length - 1), fc.nat(lists.length - 1), options(lists))
      .chain(([start, goal, given]) =>
        extra(lists, goal).map((other): Call => {
          const told = { badCount: false };
          return {
            adjacency: lists,
            first: graphOf(lists, undefined, told),
            start,
            goal,
            extra: other,
            options: given,
            told,
          };
        }),
      ),
  );
}

// What a right call and its answer look like, for one exported function.
interface Spec {
  readonly call: fc.Arbitrary<Call>;
  run(call: Call): unknown;
  /** Checks the answer of a call whose start and goal are `start` and `goal`, on `size` states. */
  verify(result: unknown, call: Call, start: number, goal: number, size: number): void;
  /** Which of start, goal and extra the function takes. */
  readonly takes: readonly ('start' | 'goal' | 'extra')[];
  /** A right value of each option, for a getter that changes it. */
  readonly optionValues: Readonly<Record<string, unknown>>;
}

const run4 = (fn: (...args: never[]) => unknown) => (c: Call) =>
  (fn as (...args: unknown[]) => unknown)(c.first, c.start, c.goal, c.options);

function verifyShortest(result: unknown, call: Call, start: number, goal: number): void {
  const found = result as { moves: number | null; path: Int32Array | null };
  const distance = levelsOf(call.adjacency, start)[goal];
  if (distance < 0) expect(found.path).toBeNull();
  else expectPath(call.adjacency, found.path!, start, goal, distance);
}

// The heuristics of right calls to aStarPath: consistent ones, under which its path is a shortest one.
const consistent = new WeakSet<object>();

/** A path of real moves from start to goal when the goal is reachable, of the fewest moves or more. */
function verifyReached(result: unknown, call: Call, start: number, goal: number): void {
  const found = result as { moves: number | null; path: Int32Array | null };
  const distance = levelsOf(call.adjacency, start)[goal];
  if (distance < 0) return expect(found.path).toBeNull();
  expect(found.moves).toBeGreaterThanOrEqual(distance);
  expectPath(call.adjacency, found.path!, start, goal, found.moves!);
}

function verifyPaths(call: Call, start: number, goal: number): number[][] {
  return pathsOf(call.adjacency, start, goal);
}

const commonValues = { signal: new AbortController().signal, maxMemory: 2 ** 26 };

// A sink that hears every step of a search (its methods named `names`), as the page's recording
// does: watched or not, a search gives the same answer.
function hearing(names: readonly string[]): Record<string, () => void> {
  return Object.fromEntries(names.map((name) => [name, () => {}]));
}

const BREADTH_SINK = hearing(['start', 'dequeue', 'seen', 'enqueue', 'goal']);
const ASTAR_SINK = hearing(['start', 'expand', 'closed', 'worse', 'push', 'better', 'goal']);
const BOTH_SINK = hearing(['start', 'level', 'dequeue', 'seen', 'enqueue', 'meet']);
const BACKTRACK_SINK = hearing(['step', 'back']);

// A right value of each option of the enumerations.
const pathValues = {
  ...commonValues,
  acyclic: false,
  maxWork: 1e6,
  progress: () => {},
  prune: true,
  sink: BACKTRACK_SINK,
};

// `options`, with a sink half the time.
function sometimesWatched(options: fc.Arbitrary<object>, sink: object): fc.Arbitrary<object> {
  return fc.tuple(options, fc.boolean()).map(([given, watched]) => (watched ? { ...given, sink } : given));
}

const SPECS: Record<string, Spec> = {
  shortestIntPath: {
    call: graphCall(
      anyAdjacency,
      () => sometimesWatched(baseOptions, BREADTH_SINK),
      (_, goal) =>
        fc.option(
          fc.constant((state: number) => state === goal),
          { nil: undefined },
        ),
    ),
    run: (c) =>
      engine.shortestIntPath(
        c.first as never,
        c.start as never,
        (c.extra ?? c.goal) as never,
        c.options as never,
      ),
    verify: (result, c, start, goal) => verifyShortest(result, c, start, goal),
    takes: ['start', 'goal'],
    optionValues: { ...commonValues, progress: () => {}, sink: BREADTH_SINK },
  },
  intLevels: {
    call: graphCall(anyAdjacency, () => baseOptions),
    run: (c) => engine.intLevels(c.first as never, c.start as never, c.options as never),
    verify: (result, c, start, _goal, size) => {
      const expected = levelsOf(c.adjacency, start);
      const levels = Array.from(result as Int32Array);
      expect(levels.length).toBe(size);
      for (let state = 0; state < Math.max(size, expected.length); state++)
        expect(levels[state] ?? -1).toBe(expected[state] ?? -1);
    },
    takes: ['start'],
    optionValues: { ...commonValues, progress: () => {} },
  },
  countShortestPaths: {
    call: graphCall(anyAdjacency, () => baseOptions),
    run: run4(engine.countShortestPaths),
    verify: (result, c, start, goal) => {
      // The reference: the ways into each state added up, level by level, from the plain levels.
      const level = levelsOf(c.adjacency, start);
      const ways = c.adjacency.map(() => 0n);
      ways[start] = 1n;
      const order = level.map((_, state) => state).filter((state) => level[state] >= 0);
      order.sort((a, b) => level[a] - level[b]);
      for (const state of order)
        for (const next of new Set(c.adjacency[state]))
          if (level[next] === level[state] + 1) ways[next] += ways[state];
      expect(result).toMatchObject({ moves: level[goal] < 0 ? null : level[goal], count: ways[goal] });
    },
    takes: ['start', 'goal'],
    optionValues: { ...commonValues, progress: () => {} },
  },
  intSearchBytes: {
    call: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map((size) => ({
      adjacency: [[]],
      first: size,
      start: 0,
      goal: 0,
      extra: undefined,
      options: undefined,
      told: { badCount: false },
    })),
    run: (c) => engine.intSearchBytes(c.first as never),
    verify: (result, c) => {
      expect(typeof c.first).toBe('number');
      expect(result).toBeGreaterThanOrEqual(4 * (c.first as number));
      expect(Number.isFinite(result)).toBe(true);
    },
    takes: [],
    optionValues: {},
  },
  mirrorMeetPath: {
    call: mirrorCall(),
    run: (c) =>
      engine.mirrorMeetPath(c.first as never, c.start as never, c.extra as never, c.options as never),
    verify: (result, c, start) => {
      const half = c.adjacency.length / 2;
      verifyShortest(result, c, start, start < half ? start + half : start - half);
    },
    takes: ['start', 'extra'],
    optionValues: commonValues,
  },
  simplePaths: {
    call: graphCall(anyAdjacency, pathOptions),
    run: (c) =>
      Array.from(
        engine.simplePaths(c.first as never, c.start as never, c.goal as never, c.options as never),
        (p) => Array.from(p),
      ),
    verify: (result, c, start, goal) => expect(result).toEqual(verifyPaths(c, start, goal)),
    takes: ['start', 'goal'],
    optionValues: pathValues,
  },
  firstSimplePath: {
    call: graphCall(anyAdjacency, pathOptions),
    run: run4(engine.firstSimplePath),
    verify: (result, c, start, goal) =>
      expect(result === null ? null : Array.from(result as Int32Array)).toEqual(
        verifyPaths(c, start, goal)[0] ?? null,
      ),
    takes: ['start', 'goal'],
    optionValues: pathValues,
  },
  countSimplePaths: {
    call: graphCall(anyAdjacency, pathOptions),
    run: run4(engine.countSimplePaths),
    verify: (result, c, start, goal) => expect(result).toBe(BigInt(verifyPaths(c, start, goal).length)),
    takes: ['start', 'goal'],
    optionValues: pathValues,
  },
  aStarPath: {
    call: graphCall(
      anyAdjacency,
      () => sometimesWatched(baseOptions, ASTAR_SINK),
      (lists, goal) => {
        // Consistent heuristics: none, or the true distance left (the size where the goal is out of reach).
        const left = levelsOf(reverseOf(lists), goal).map((d) => (d < 0 ? lists.length : d));
        const none = () => 0;
        const exact = (state: number) => left[state] ?? 0;
        consistent.add(none).add(exact);
        return fc.constantFrom(none, exact);
      },
    ),
    run: (c) =>
      engine.aStarPath(
        c.first as never,
        c.start as never,
        c.goal as never,
        c.extra as never,
        c.options as never,
      ),
    // A consistent heuristic gives a shortest path; any other estimate (a near-miss put in its
    // place) still gives a path of real moves when the goal is reachable, as documented.
    verify: (result, c, start, goal) =>
      consistent.has(c.extra as object)
        ? verifyShortest(result, c, start, goal)
        : verifyReached(result, c, start, goal),
    takes: ['start', 'goal', 'extra'],
    optionValues: { ...commonValues, sink: ASTAR_SINK },
  },
  bidirectionalPath: {
    call: graphCall(anyAdjacency, (lists) =>
      fc
        .tuple(sometimesWatched(baseOptions, BOTH_SINK), fc.boolean())
        .map(([options, reverse]) =>
          reverse
            ? { ...options, reverse: graphOf(reverseOf(lists), undefined, { badCount: false }) }
            : options,
        ),
    ),
    run: run4(engine.bidirectionalPath),
    verify: (result, c, start, goal) => verifyShortest(result, c, start, goal),
    takes: ['start', 'goal'],
    optionValues: { ...commonValues, sink: BOTH_SINK },
  },
  bfs: {
    call: graphCall(anyAdjacency, () =>
      fc.record({ maxStates: fc.constantFrom(100, 1e6) }, { requiredKeys: [] }),
    ).map((c) => ({
      ...c,
      first: {
        start: c.start,
        next: (state: unknown) => (isState(state, c.adjacency.length) ? c.adjacency[state] : []),
        isGoal: (state: number) => state === c.goal,
      },
    })),
    run: (c) => engine.bfs(c.first as never, c.options as never),
    verify: (result, c, start, goal) => {
      const found = result as engine.Found<number> | null;
      // Any value is a state of a search problem: one the moves do not know has none.
      const distance = isState(start, c.adjacency.length)
        ? levelsOf(c.adjacency, start)[goal]
        : start === goal
          ? 0
          : -1;
      if (distance < 0) expect(found).toBeNull();
      else expectPath(c.adjacency, found!.path, start, goal, distance);
    },
    takes: [],
    optionValues: { signal: new AbortController().signal, maxStates: 100 },
  },
};

// The options of the enumerations: sometimes the moves backwards, sometimes `acyclic`, sometimes
// the textbook walk (unpruned), sometimes a sink.
function pathOptions(lists: Adjacency): fc.Arbitrary<object> {
  return fc
    .tuple(sometimesWatched(baseOptions, BACKTRACK_SINK), fc.boolean(), fc.boolean(), fc.boolean())
    .map(([options, reverse, acyclic, unpruned]) => ({
      ...options,
      ...(reverse ? { reverse: graphOf(reverseOf(lists), undefined, { badCount: false }) } : {}),
      ...(acyclic ? { acyclic: true } : {}),
      ...(unpruned ? { prune: false } : {}),
    }));
}

// An undirected graph made of two copies of a small one, joined by pairs of moves mirrored into
// each other: state s of one copy mirrors s of the other.
function mirrorCall(): fc.Arbitrary<Call> {
  return fc
    .tuple(arbitraryAdjacency(true), fc.array(fc.tuple(fc.nat(3), fc.nat(3)), { maxLength: 3 }))
    .chain(([base, crossings]) => {
      const half = base.length;
      const lists: Adjacency = [...base.map((l) => [...l]), ...base.map((l) => l.map((s) => s + half))];
      const link = (a: number, b: number) => {
        if (!lists[a].includes(b)) lists[a].push(b);
        if (!lists[b].includes(a)) lists[b].push(a);
      };
      for (const [a, b] of crossings)
        if (a < half && b < half) {
          link(a, b + half);
          link(a + half, b);
        }
      const mirror = (state: number) => (state < half ? state + half : state - half);
      return graphCall(
        fc.constant(lists),
        () => baseOptions,
        () => fc.constant(mirror),
      );
    });
}

// ---- Random values, and near-misses of a right call. ----

const anything = fc.anything({
  maxDepth: 2,
  withBoxedValues: true,
  withNullPrototype: true,
  withTypedArray: true,
  withSparseArray: true,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withObjectString: true,
});

const nearValues = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 31 - 1,
  2 ** 40,
  1e300,
  -1,
  0.5,
  NaN,
  Infinity,
  -Infinity,
  -0,
  0,
  1,
  7,
  'queue',
  '1',
  null,
  undefined,
  true,
  1n,
  [1],
  {},
  Object.create(null),
  new Date(),
  AbortSignal.abort(),
);

const hostile = fc.oneof(anything, nearValues, fc.integer({ min: -2, max: 9 }));

// The value each flipping getter gave the first time it was read: the one a search reads once.
const firstRead = new WeakMap<object, Record<string, unknown>>();

// An object like `base` whose `key` is read through a getter that gives `right`, then `wrong`, …
function flipping(base: object, key: string, right: unknown, wrong: unknown): object {
  let reads = 0;
  const copy = { ...base };
  Object.defineProperty(copy, key, {
    enumerable: true,
    get: () => {
      const value = reads++ % 2 === 0 ? right : wrong;
      if (reads === 1) firstRead.set(copy, { ...firstRead.get(copy), [key]: value });
      return value;
    },
  });
  return copy;
}

type Mutation = (call: Call) => void;

function mutations(spec: Spec, call: Call): fc.Arbitrary<Mutation> {
  const size = call.adjacency.length;
  const choices: fc.Arbitrary<Mutation>[] = [
    hostile.map((v) => (c) => void (c.first = v)),
    hostile.map((v) => (c) => void (c.options = v)),
    fc
      .tuple(
        fc.constantFrom('size', 'maxDegree', 'moves', 'next', 'isGoal', 'key', 'start'),
        hostile,
        fc.boolean(),
      )
      .map(([key, v, flip]) => (c) => {
        if (typeof c.first !== 'object' || c.first === null) return;
        const right = (c.first as Record<string, unknown>)[key];
        c.first = flip ? flipping(c.first, key, right, v) : { ...c.first, [key]: v };
      }),
    fc
      .tuple(
        fc.constantFrom(...Object.keys(spec.optionValues), 'reverse', 'acyclic', 'maxWork', 'typo'),
        hostile,
        fc.boolean(),
      )
      .map(([key, v, flip]) => (c) => {
        const base = (c.options ?? {}) as object;
        c.options = flip ? flipping(base, key, spec.optionValues[key], v) : { ...base, [key]: v };
      }),
    fc
      .tuple(
        fc.nat(size - 1),
        fc.oneof(
          fc.record({ extra: fc.constantFrom(-1, size, size + 1, 2 ** 31 - 1, -(2 ** 31)) }),
          fc.record({ count: fc.constantFrom<unknown>(NaN, -1, 1.5, 99, 2 ** 40, '1', null, undefined, 1n) }),
        ),
      )
      .map(([state, broken]) => (c) => {
        if (spec.takes.length === 0) return;
        const graph = graphOf(c.adjacency, { state, ...broken }, c.told);
        c.first = graph;
      }),
  ];
  for (const name of spec.takes)
    choices.push(
      hostile.map((v) => (c) => {
        c[name] = v;
        // shortestIntPath's goal is a state or a function: a goal given as a state replaces the function.
        if (name === 'goal' && spec === SPECS.shortestIntPath) c.extra = undefined;
      }),
    );
  // A function that gives a wrong value: a mirror giving no state, a heuristic giving no number.
  if (spec.takes.includes('extra'))
    choices.push(hostile.map((v) => (c) => void (c.extra = () => (isState(v, size) ? NaN : v))));
  return fc.oneof(...choices);
}

const isState = (value: unknown, size: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;

// What a call gave: its answer, or what it threw.
function outcome(run: () => unknown): { answer: unknown } | { error: unknown } {
  try {
    return { answer: run() };
  } catch (error) {
    return { error };
  }
}

function expectRefusalOrRight(spec: Spec, call: Call): void {
  const result = outcome(() => spec.run(call));
  if ('error' in result) {
    if (!(result.error instanceof BoardpathError)) throw result.error;
    expect(result.error.code).toMatch(/^E_[A-Z]+$/);
    expect(result.error.message).not.toMatch(/\n/);
    return;
  }
  // It answered: then every argument it read was right, and the answer must be the reference's.
  expect(call.told.badCount).toBe(false);
  const problem = call.first as Record<string, unknown>;
  // A field read through a flipping getter: the value the search read.
  const read = firstRead.get(problem ?? {});
  const field = (key: string) => (read && key in read ? read[key] : problem?.[key]);
  const given = field('size');
  const size = isState(given, 2 ** 31) ? given : call.adjacency.length;
  const start = spec !== SPECS.bfs ? call.start : field('start');
  if (spec.takes.includes('start')) expect(isState(start, size)).toBe(true);
  if (spec.takes.includes('goal') && call.extra === undefined) expect(isState(call.goal, size)).toBe(true);
  // -0 is the state 0 (`+ 0` makes it so for the reference's arrays).
  const plain = (state: unknown) => (typeof state === 'number' ? state + 0 : state) as number;
  spec.verify(result.answer, call, plain(start), plain(call.goal), size);
}

// The puzzles' graphs and the conversions of their states: src/engine-puzzles-strict.test.ts.
const PUZZLE_NAME = /^(snakes|maze|tokens|alternateTokens)[A-Z]/;

describe('boardpath/engine called with anything', () => {
  it('has a generator for every function it exports', () => {
    const functions = Object.entries(engine)
      .filter(([name, value]) => typeof value === 'function' && !PUZZLE_NAME.test(name))
      .map(([name]) => name);
    expect(functions.filter((name) => !(name in SPECS))).toEqual([]);
  });

  for (const [name, spec] of Object.entries(SPECS)) {
    describe(name, () => {
      it('gives the reference answer on right calls', () => {
        fc.assert(
          fc.property(spec.call, (call) => {
            const start =
              spec === SPECS.bfs ? (call.first as { start: number }).start : (call.start as number);
            spec.verify(spec.run(call), call, start, call.goal as number, call.adjacency.length);
          }),
          { numRuns: 150 },
        );
      });

      it('answers rightly or refuses with a BoardpathError on near-misses', () => {
        fc.assert(
          fc.property(
            spec.call.chain((call) => mutations(spec, call).map((mutate) => [call, mutate] as const)),
            ([call, mutate]) => {
              const changed = { ...call, told: { badCount: false } };
              if (changed.first === call.first && typeof call.first === 'object')
                changed.first = { ...(call.first as object) };
              mutate(changed);
              expectRefusalOrRight(spec, changed);
            },
          ),
          hostileRuns(300),
        );
        expectBoundedMemory();
      });

      it('refuses anything in every argument', () => {
        fc.assert(
          fc.property(fc.array(hostile, { minLength: 0, maxLength: 5 }), (args) => {
            const result = outcome(() =>
              (engine[name as keyof typeof engine] as (...a: unknown[]) => unknown)(...args),
            );
            if ('error' in result) {
              if (!(result.error instanceof BoardpathError)) throw result.error;
              return;
            }
            // Only `intSearchBytes` of a whole number answers.
            expect(name).toBe('intSearchBytes');
            expect(isState(args[0], Number.MAX_SAFE_INTEGER + 1)).toBe(true);
          }),
          hostileRuns(200),
        );
        expectBoundedMemory();
      });
    });
  }
});
