// The practice view's grading held to an independent reference: a plain breadth-first search
// written here, run under every order of ties among each state's moves, and walks enumerated
// move by move on small random graphs and on the puzzles' own graphs.
import { makeMaze, makeSnakesBoard, type Jump } from '../index.js';
import { mazeGraph, snakesGraph, type IntGraph } from '../engine.js';
import { recordBreadthFirst } from './record-breadth.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askableLevels, gradeNext, gradePath, shortestPathStates } from './verdicts.js';

/** A graph as plain lists of next states. */
type Lists = number[][];

function listsOf(graph: IntGraph): Lists {
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  return Array.from({ length: graph.size }, (_, state) =>
    Array.from(out.subarray(0, graph.moves(state, out))),
  );
}

function graphOf(lists: Lists): IntGraph {
  return {
    size: lists.length,
    maxDegree: Math.max(1, ...lists.map((next) => next.length)),
    moves(state, out) {
      lists[state].forEach((next, i) => (out[i] = next));
      return lists[state].length;
    },
  };
}

/** The textbook: distances from `from` along the lists (-1: unreachable). */
function distances(lists: Lists, from: number): number[] {
  const distance = lists.map(() => -1);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++)
    for (const next of lists[queue[head]])
      if (distance[next] < 0) {
        distance[next] = distance[queue[head]] + 1;
        queue.push(next);
      }
  return distance;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Every breadth-first search of the lists, under every order of ties (each expanded state's new
 * moves tried in every order), up to its `upTo`-th state out of the queue: the states each run
 * takes out at each position, as sets. The search stops when it sees the goal, as the textbook's does.
 */
function takenUnderEveryOrder(lists: Lists, start: number, goal: number, upTo: number): Set<number>[] {
  const taken = Array.from({ length: upTo + 1 }, () => new Set<number>());
  const walk = (queue: number[], head: number, seen: Set<number>) => {
    if (head >= queue.length || head > upTo) return;
    const state = queue[head];
    taken[head].add(state);
    const fresh = [...new Set(lists[state])].filter((next) => !seen.has(next));
    for (const order of permutations(fresh)) {
      const nextSeen = new Set(seen);
      const nextQueue = [...queue];
      let stopped = false;
      for (const next of order) {
        nextSeen.add(next);
        if (next === goal) {
          stopped = true;
          break;
        }
        nextQueue.push(next);
      }
      if (!stopped) walk(nextQueue, head + 1, nextSeen);
    }
  };
  if (start !== goal) walk([start], 0, new Set([start]));
  return taken;
}

/** Random small graphs: a few states, a few moves each (repeats and loops allowed). */
const smallGraph = fc
  .integer({ min: 2, max: 8 })
  .chain((size) =>
    fc.record({
      lists: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }), {
        minLength: size,
        maxLength: size,
      }),
      goal: fc.integer({ min: 1, max: size - 1 }),
    }),
  )
  .map(({ lists, goal }) => ({ lists, start: 0, goal }));

/** Small mazes with 4 moves: 3×3, walls at random, the corners open. */
const smallMaze = fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }).map((cells) => {
  const open = Uint8Array.from(cells, (wall, i) => (i === 0 || i === 8 || !wall ? 1 : 0));
  const grid = makeMaze(3, 3, open);
  return { lists: listsOf(mazeGraph(grid, 4)), start: grid.start, goal: grid.goal };
});

/** Small Snakes and Ladders boards: 12 squares in the moves format, a 3-faced die, a few jumps. */
const smallSnakes = fc
  .uniqueArray(fc.record({ from: fc.integer({ min: 1, max: 10 }), to: fc.integer({ min: 0, max: 11 }) }), {
    selector: (jump) => jump.from,
    maxLength: 3,
  })
  .map((jumps: Jump[]) => {
    const board = makeSnakesBoard({
      format: 'moves',
      first: 0,
      last: 11,
      start: 0,
      faces: 3,
      jumps: jumps.filter((jump) => jump.from !== jump.to),
    });
    return { lists: listsOf(snakesGraph(board)), start: 0, goal: 11 };
  });

const anyBoard = fc.oneof(smallGraph, smallMaze, smallSnakes);

describe('which state comes out of the queue next', () => {
  it('accepts exactly the states some order of ties takes next, at every level it is asked', () => {
    fc.assert(
      fc.property(anyBoard, ({ lists, start, goal }) => {
        const run = recordBreadthFirst(graphOf(lists), start, goal, 100_000);
        const distance = distances(lists, start);
        const levels = askableLevels(run);
        if (levels.length === 0) return;
        // The position in the queue at which level L starts: every state nearer comes out first.
        const positionOf = (level: number) => distance.filter((d) => d >= 0 && d < level).length;
        const taken = takenUnderEveryOrder(lists, start, goal, positionOf(levels.at(-1)!));
        for (const level of levels) {
          const possible = [...taken[positionOf(level)]].sort((a, b) => a - b);
          const accepted = [...gradeNext(run, level, possible[0]).accepted].sort((a, b) => a - b);
          expect(accepted).toEqual(possible);
          for (let state = 0; state < lists.length; state++)
            expect(gradeNext(run, level, state).correct).toBe(possible.includes(state));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is asked only while the queue holds a whole level, before the search sees the goal', () => {
    fc.assert(
      fc.property(anyBoard, ({ lists, start, goal }) => {
        const run = recordBreadthFirst(graphOf(lists), start, goal, 100_000);
        const distance = distances(lists, start);
        const deepest = Math.max(...distance);
        const expected = distance[goal] >= 0 ? distance[goal] - 1 : deepest;
        expect(askableLevels(run)).toEqual(Array.from({ length: Math.max(0, expected) }, (_, i) => i + 1));
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * Every walk from `start` of up to `length` moves along the lists, and each of them with one more
 * step to any state at all (a move the board may not have): the answers a student can click.
 */
function walks(lists: Lists, start: number, length: number): number[][] {
  const all: number[][] = [];
  const extend = (walk: number[]) => {
    all.push(walk);
    if (walk.length > length) return;
    for (let state = 0; state < lists.length; state++)
      if (lists[walk.at(-1)!].includes(state)) extend([...walk, state]);
      else all.push([...walk, state]);
  };
  extend([start]);
  return all;
}

describe('one shortest path, chosen move by move', () => {
  it('accepts every shortest path and nothing else, and names the first move that leaves them all', () => {
    fc.assert(
      fc.property(fc.oneof(smallGraph, smallMaze), ({ lists, start, goal }) => {
        const graph = graphOf(lists);
        const run = recordBreadthFirst(graph, start, goal, 100_000);
        const fewest = distances(lists, start)[goal];
        if (fewest < 1 || lists.length > 9) return;
        const on = shortestPathStates(graph, run);
        // A prefix of some shortest path: legal moves, each state as far as its moves, the goal as far as the moves left.
        const fromStart = distances(lists, start);
        const reversed: Lists = lists.map(() => []);
        lists.forEach((next, state) => next.forEach((to) => reversed[to].push(state)));
        const toGoal = distances(reversed, goal);
        const onShortest = (walk: number[]) =>
          walk.every(
            (state, i) =>
              (i === 0 || lists[walk[i - 1]].includes(state)) &&
              fromStart[state] === i &&
              toGoal[state] === fewest - i,
          );
        for (const walk of walks(lists, start, Math.min(fewest + 1, 5))) {
          // The grading stops at the goal: a walk that goes on beyond it is not an answer.
          if (walk.indexOf(goal) >= 0 && walk.indexOf(goal) < walk.length - 1) continue;
          const verdict = gradePath(graph, run, on, walk);
          const shortest = onShortest(walk);
          if (shortest && walk.at(-1) === goal) expect(verdict).toEqual({ kind: 'right' });
          else if (shortest) expect(verdict).toEqual({ kind: 'going' });
          else {
            expect(['illegal', 'detour', 'astray']).toContain(verdict.kind);
            const step = (verdict as { step: number }).step;
            expect(onShortest(walk.slice(0, step))).toBe(true);
            expect(onShortest(walk.slice(0, step + 1))).toBe(false);
            if (verdict.kind === 'illegal') expect(lists[walk[step - 1]]).not.toContain(walk[step]);
            if (verdict.kind === 'detour') expect(fromStart[walk[step]]).toBeLessThan(step);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
