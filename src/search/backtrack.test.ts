import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asIntGraph, emptyGraph, refusal } from './graphs.test-util.js';
import { countSimplePaths, firstSimplePath, simplePaths } from './backtrack.js';
import type { IntGraph } from './int-graph.js';

function reversed(adjacency: number[][]): number[][] {
  const into: number[][] = adjacency.map(() => []);
  adjacency.forEach((list, from) => list.forEach((to) => into[to].push(from)));
  return into;
}

/** The reference: plain backtracking with no pruning at all, in the same move order. */
function referencePaths(adjacency: number[][], start: number, goal: number): number[][] {
  const found: number[][] = [];
  const path = [start];
  const onPath = new Set([start]);
  const visit = (state: number) => {
    if (state === goal) {
      found.push([...path]);
      return;
    }
    for (const next of adjacency[state]) {
      if (onPath.has(next)) continue;
      onPath.add(next);
      path.push(next);
      visit(next);
      path.pop();
      onPath.delete(next);
    }
  };
  visit(start);
  return found;
}

/** A random directed graph (duplicate moves and self-loops included on purpose). */
const directed = fc.integer({ min: 1, max: 9 }).chain((size) =>
  fc.record({
    adjacency: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }), {
      minLength: size,
      maxLength: size,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
  }),
);

/** A random undirected graph: every move can be undone. */
const undirected = fc.integer({ min: 1, max: 10 }).chain((size) =>
  fc.record({
    edges: fc.array(fc.tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 0, max: size - 1 })), {
      maxLength: 18,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
    size: fc.constant(size),
  }),
);

function symmetric(size: number, edges: Array<[number, number]>): number[][] {
  const adjacency: number[][] = Array.from({ length: size }, () => []);
  for (const [a, b] of edges) {
    if (a === b || adjacency[a].includes(b)) continue;
    adjacency[a].push(b);
    adjacency[b].push(a);
  }
  return adjacency;
}

describe('simplePaths', () => {
  it('lists exactly the paths plain backtracking finds, in the same order (undirected graphs)', () => {
    fc.assert(
      fc.property(undirected, ({ size, edges, start, goal }) => {
        const adjacency = symmetric(size, edges);
        const got = [...simplePaths(asIntGraph(adjacency), start, goal)].map((path) => Array.from(path));
        expect(got).toEqual(referencePaths(adjacency, start, goal));
      }),
      { numRuns: 300 },
    );
  });

  it('lists exactly the paths plain backtracking finds, in the same order (directed graphs, with the reverse)', () => {
    fc.assert(
      fc.property(directed, ({ adjacency, start, goal }) => {
        const got = [
          ...simplePaths(asIntGraph(adjacency), start, goal, { reverse: asIntGraph(reversed(adjacency)) }),
        ].map((path) => Array.from(path));
        expect(got).toEqual(referencePaths(adjacency, start, goal));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees on acyclic graphs when told they are acyclic', () => {
    // Moves only to larger states: no cycles.
    const dag = directed.map(({ adjacency, start, goal }) => ({
      adjacency: adjacency.map((list, from) => list.filter((to) => to > from)),
      start,
      goal,
    }));
    fc.assert(
      fc.property(dag, ({ adjacency, start, goal }) => {
        const options = { reverse: asIntGraph(reversed(adjacency)), acyclic: true };
        const got = [...simplePaths(asIntGraph(adjacency), start, goal, options)].map((path) =>
          Array.from(path),
        );
        expect(got).toEqual(referencePaths(adjacency, start, goal));
        expect(countSimplePaths(asIntGraph(adjacency), start, goal, options)).toBe(BigInt(got.length));
      }),
      { numRuns: 200 },
    );
  });

  it('counts and finds the first path consistently with the list', () => {
    fc.assert(
      fc.property(undirected, ({ size, edges, start, goal }) => {
        const graph = asIntGraph(symmetric(size, edges));
        const all = [...simplePaths(graph, start, goal)];
        expect(countSimplePaths(graph, start, goal)).toBe(BigInt(all.length));
        const first = firstSimplePath(graph, start, goal);
        expect(first === null ? null : Array.from(first)).toEqual(all.length ? Array.from(all[0]) : null);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the one empty path when start is the goal', () => {
    const graph = asIntGraph([[1], [0]]);
    expect([...simplePaths(graph, 1, 1)].map((path) => Array.from(path))).toEqual([[1]]);
    expect(countSimplePaths(graph, 0, 0)).toBe(1n);
  });

  it('is lazy: taking one path from a graph with very many does not enumerate them all', () => {
    // A 12×12 open grid has far too many corner-to-corner paths to list; the first comes at once.
    const n = 12;
    const adjacency: number[][] = [];
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const list: number[] = [];
        if (r + 1 < n) list.push((r + 1) * n + c);
        if (c > 0) list.push(r * n + c - 1);
        if (c + 1 < n) list.push(r * n + c + 1);
        if (r > 0) list.push((r - 1) * n + c);
        adjacency.push(list);
      }
    }
    const iterator = simplePaths(asIntGraph(adjacency), 0, n * n - 1);
    const first = iterator.next();
    const second = iterator.next();
    expect(first.done).toBe(false);
    expect(second.done).toBe(false);
    expect(Array.from(second.value as Int32Array)).not.toEqual(Array.from(first.value as Int32Array));
  });

  it('stops when its signal fires', () => {
    const controller = new AbortController();
    controller.abort();
    const n = 7;
    const adjacency = symmetric(
      n * n,
      Array.from({ length: n * n }, (_, cell) => [
        [cell, cell + 1 < n * n && (cell + 1) % n !== 0 ? cell + 1 : cell] as [number, number],
        [cell, cell + n < n * n ? cell + n : cell] as [number, number],
      ]).flat(),
    );
    expect(() =>
      countSimplePaths(asIntGraph(adjacency), 0, n * n - 1, { signal: controller.signal }),
    ).toThrow(/cancelled/);
  });
});

describe('the enumerations’ work budget', () => {
  it('stops with E_WORK past maxWork, and finishes within it', () => {
    // The king's moves on an open 4×4 grid: 96,371 paths corner to corner.
    const king: IntGraph = {
      size: 16,
      maxDegree: 8,
      moves(state, out) {
        let count = 0;
        const [r, c] = [state >> 2, state & 3];
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const [nr, nc] = [r + dr, c + dc];
            if ((dr || dc) && nr >= 0 && nr < 4 && nc >= 0 && nc < 4) out[count++] = nr * 4 + nc;
          }
        return count;
      },
    };
    expect(() => countSimplePaths(king, 0, 15, { maxWork: 10_000 })).toThrow(
      expect.objectContaining({ code: 'E_WORK' }),
    );
    expect(countSimplePaths(king, 0, 15, { maxWork: 1e8 })).toBe(96_371n);
  });

  it('bounds the textbook walk, whose dead ends the pruning skips', () => {
    // A line 0 – 1 – … – 20, the goal, and a clique of 9 states (21 … 29) that the start tries
    // first: every way through the clique is a dead end the unpruned walk walks and backs out of.
    const size = 30;
    const lists: number[][] = Array.from({ length: size }, () => []);
    for (let s = 0; s < 20; s++) lists[s].push(s + 1);
    for (let a = 21; a < 30; a++) {
      lists[0].unshift(a);
      for (let b = 21; b < 30; b++) if (a !== b) lists[a].push(b);
    }
    const graph = asIntGraph(lists);
    const line = Array.from({ length: 21 }, (_, s) => s);
    expect(Array.from(firstSimplePath(graph, 0, 20, { maxWork: 10_000 })!)).toEqual(line);
    expect(() => firstSimplePath(graph, 0, 20, { prune: false, maxWork: 10_000 })).toThrow(
      expect.objectContaining({ code: 'E_WORK' }),
    );
    expect(Array.from(firstSimplePath(graph, 0, 20, { prune: false, maxWork: 1e8 })!)).toEqual(line);
  });
});

describe('simple paths on directed graphs', () => {
  // 0 → 1 → 3, 0 → 2 → 3, 0 → 3, and no move back: three paths from 0 to 3.
  const directed = asIntGraph([[1, 2, 3], [3], [3], []]);

  it('finds every path without the moves backwards, building them itself', () => {
    expect(Array.from(simplePaths(directed, 0, 3), (path) => Array.from(path))).toEqual([
      [0, 1, 3],
      [0, 2, 3],
      [0, 3],
    ]);
    expect(countSimplePaths(directed, 0, 3)).toBe(3n);
    expect(Array.from(firstSimplePath(directed, 0, 3)!)).toEqual([0, 1, 3]);
  });

  it('equals plain backtracking on random small graphs, directed or not, with or without reverse', () => {
    const lists = fc
      .integer({ min: 1, max: 7 })
      .chain((size) =>
        fc.array(fc.uniqueArray(fc.nat(size - 1), { maxLength: 4 }), { minLength: size, maxLength: size }),
      );
    fc.assert(
      fc.property(
        lists,
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (adjacency, undirected, given, a, b) => {
          const both = adjacency.map((list) => [...list]);
          if (undirected)
            adjacency.forEach((list, from) =>
              list.forEach((to) => both[to].includes(from) || both[to].push(from)),
            );
          const start = a % both.length;
          const goal = b % both.length;
          const reverse: number[][] = both.map(() => []);
          both.forEach((list, from) => list.forEach((to) => reverse[to].push(from)));
          const options = given ? { reverse: asIntGraph(reverse) } : {};
          const expected = plainPaths(both, start, goal);
          const found = Array.from(simplePaths(asIntGraph(both), start, goal, options), (path) =>
            Array.from(path),
          );
          expect(found).toEqual(expected);
          expect(countSimplePaths(asIntGraph(both), start, goal, options)).toBe(BigInt(expected.length));
          // Unpruned, the textbook walk: the same paths in the same order, reverse or not.
          const walked = Array.from(
            simplePaths(asIntGraph(both), start, goal, { ...options, prune: false }),
            (path) => Array.from(path),
          );
          expect(walked).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses moves backwards that lack a move of the graph, and a reverse of another size', () => {
    const lacking = asIntGraph([[], [0], [0], [1, 2]]); // no 0 → 3
    expect(
      refusal(() => countSimplePaths(directed, 0, 3, { reverse: lacking }), 'E_USAGE', 'reverse').message,
    ).toMatch(/graph\.moves\(0\) gives 3 and reverse\.moves\(3\) does not give 0/);
    refusal(() => firstSimplePath(directed, 0, 3, { reverse: asIntGraph([[], []]) }), 'E_USAGE', 'reverse');
  });
});

describe('the enumeration refuses what it cannot walk', () => {
  it('refuses a graph that is none, at once, before the first path is asked for', () => {
    refusal(
      () => firstSimplePath({ size: 'queue', maxDegree: 4, moves: () => 0 } as never, 0, 1),
      'E_USAGE',
      'graph',
    );
    refusal(() => simplePaths(emptyGraph(NaN), 0, 1), 'E_USAGE', 'graph');
    refusal(() => countSimplePaths(emptyGraph(4, -1), 0, 1), 'E_USAGE', 'graph');
    refusal(
      () => countSimplePaths({ size: 4, maxDegree: 1, moves: 'no' } as never, 0, 1),
      'E_USAGE',
      'graph',
    );
    refusal(() => simplePaths(emptyGraph(4), 0, 4), 'E_USAGE', 'goal');
  });

  it('refuses moves that count wrong or leave the graph', () => {
    for (const count of [NaN, -1, 1.5, 3, '1'])
      refusal(
        () => countSimplePaths({ size: 3, maxDegree: 2, moves: () => count } as never, 0, 2),
        'E_USAGE',
        'graph',
      );
    const leaving = { size: 3, maxDegree: 1, moves: (_: number, out: Int32Array) => ((out[0] = 7), 1) };
    expect(refusal(() => countSimplePaths(leaving, 0, 2), 'E_USAGE', 'graph').message).toMatch(
      /gave state 7/,
    );
  });

  it('refuses, before allocating, a graph past the memory limit', () => {
    const huge = emptyGraph(2 ** 31 - 1, 4);
    expect(refusal(() => countSimplePaths(huge, 0, 1), 'E_MEMORY', 'maxMemory').message).toMatch(
      /needs about \d+ MB to search but the limit is 1024 MB/,
    );
    refusal(() => countSimplePaths(asIntGraph([[1], [0]]), 0, 1, { maxMemory: 10 }), 'E_MEMORY');
  });
});

// Plain backtracking: every simple path, trying moves in their order.
function plainPaths(adjacency: number[][], start: number, goal: number): number[][] {
  const paths: number[][] = [];
  const path = [start];
  const step = (state: number): void => {
    if (state === goal) return void paths.push([...path]);
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
