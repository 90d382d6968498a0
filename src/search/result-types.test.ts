// The engine's public result types, as a user's program sees them through `boardpath/engine`: the
// type checker reads this file (`tsc -p tsconfig.json`), so a type that widens, narrows or stops
// narrowing on `reachable` fails there; each `@ts-expect-error` fails once the line under it compiles.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  aStarPath,
  bfs,
  bidirectionalPath,
  countShortestPaths,
  countSimplePaths,
  firstSimplePath,
  intLevels,
  intSearchBytes,
  mirrorMeetPath,
  shortestIntPath,
  simplePaths,
  type AStarSink,
  type BacktrackSink,
  type BidirectionalResult,
  type BidirectionalSink,
  type BreadthSink,
  type ExpansionResult,
  type Found,
  type IntGraph,
  type IntPath,
  type ShortestCount,
} from '../engine.js';

const line: IntGraph = {
  size: 3,
  maxDegree: 1,
  moves: (state, out) => (state < 2 ? ((out[0] = state + 1), 1) : 0),
};

describe('the engine’s result types', () => {
  it('IntPath narrows on reachable: a path and a count of moves, or neither', () => {
    const found = shortestIntPath(line, 0, 2);
    expectTypeOf(found).toEqualTypeOf<IntPath>();
    expectTypeOf(mirrorMeetPath).returns.toEqualTypeOf<IntPath>();
    // @ts-expect-error the path is null when the goal cannot be reached
    expectTypeOf(found.path).toEqualTypeOf<Int32Array>();
    if (found.reachable) {
      expectTypeOf(found.path).toEqualTypeOf<Int32Array>();
      expectTypeOf(found.moves).toEqualTypeOf<number>();
    } else {
      expectTypeOf(found.path).toEqualTypeOf<null>();
      expectTypeOf(found.moves).toEqualTypeOf<null>();
    }
    expectTypeOf(found.explored).toEqualTypeOf<number>();
    expect(found.reachable && Array.from(found.path)).toEqual([0, 1, 2]);
  });

  it('the levels, the bytes, the paths and their count', () => {
    expectTypeOf(intLevels(line, 0)).toEqualTypeOf<Int32Array>();
    expectTypeOf(intSearchBytes(10)).toEqualTypeOf<number>();
    expectTypeOf(simplePaths(line, 0, 2)).toEqualTypeOf<Generator<Int32Array, void, undefined>>();
    expectTypeOf(firstSimplePath(line, 0, 2)).toEqualTypeOf<Int32Array | null>();
    const count = countSimplePaths(line, 0, 2);
    expectTypeOf(count).toEqualTypeOf<bigint>();
    expect(count).toBe(1n);
    const shortest = countShortestPaths(line, 0, 2);
    expectTypeOf(shortest).toEqualTypeOf<ShortestCount>();
    expectTypeOf(shortest.count).toEqualTypeOf<bigint>();
    expectTypeOf(shortest.moves).toEqualTypeOf<number | null>();
    expect(shortest).toEqual({ moves: 2, count: 1n, explored: 2 });
  });

  it('Found: the states of any kind along the way', () => {
    const found = bfs({ start: 'a', next: (word: string) => [word + 'a'], isGoal: (word) => word === 'aaa' });
    expectTypeOf(found).toEqualTypeOf<Found<string> | null>();
    expectTypeOf(found!.path).toEqualTypeOf<string[]>();
    expect(found?.moves).toBe(2);
  });

  it('ExpansionResult and BidirectionalResult: the expanded states, and from which side', () => {
    const star = aStarPath(line, 0, 2, (state) => 2 - state);
    expectTypeOf(star).toEqualTypeOf<ExpansionResult>();
    expectTypeOf(star.expanded).toEqualTypeOf<Int32Array>();
    expectTypeOf(star.path).toEqualTypeOf<Int32Array | null>();
    expectTypeOf(star.moves).toEqualTypeOf<number | null>();
    const both = bidirectionalPath(line, 0, 2);
    expectTypeOf(both).toEqualTypeOf<BidirectionalResult>();
    expectTypeOf(both).toMatchTypeOf<ExpansionResult>();
    expectTypeOf(both.side).toEqualTypeOf<Uint8Array>();
    expect(both.moves).toBe(2);
  });

  it('the sinks: optional functions of numbers, each search its own', () => {
    const taken: number[] = [];
    shortestIntPath(line, 0, 2, { sink: { dequeue: (state) => taken.push(state) } });
    expect(taken).toEqual([0, 1]);
    expectTypeOf<BreadthSink['enqueue']>().toEqualTypeOf<
      ((next: number, from: number, move: number) => void) | undefined
    >();
    expectTypeOf<AStarSink['push']>().toEqualTypeOf<
      ((next: number, from: number, move: number, cost: number, estimate: number) => void) | undefined
    >();
    expectTypeOf<BidirectionalSink['level']>().toEqualTypeOf<
      ((depth: number, side: number) => void) | undefined
    >();
    expectTypeOf<BacktrackSink['back']>().toEqualTypeOf<((state: number) => void) | undefined>();
    // @ts-expect-error A*'s steps are not breadth-first search's: refused by the type and at run time
    expect(() => shortestIntPath(line, 0, 2, { sink: { expand: () => {} } })).toThrow(/^sink must have/);
    expect(Array.from(firstSimplePath(line, 0, 2, { prune: false, sink: { step: () => {} } })!)).toEqual([
      0, 1, 2,
    ]);
  });
});
