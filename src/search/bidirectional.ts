import { BoardpathError, throwIfAborted } from '../errors.js';
import { optionsSchema } from '../options.js';
import type { ExpansionResult } from './astar.js';
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  movesCount,
  reverseSchema,
  searchOptionShape,
} from './check-graph.js';
import { doubled, type IntGraph, type SearchLimits } from './int-graph.js';
import { checkReverse, movesBackwards } from './paths-call.js';
import { readSink, sinkSchema } from './sink.js';

/** `ExpansionResult` for a search from both ends. */
export interface BidirectionalResult extends ExpansionResult {
  /** For each entry of `expanded`: 0 when it was expanded from the start's side, 1 from the goal's. */
  readonly side: Uint8Array;
}

/**
 * What `bidirectionalPath` tells its `sink` of each step, in the order it takes them (every method
 * is optional). `side` is 0 for the start's side, 1 for the goal's; on the goal's side a move is
 * one of `reverse` (a move of the graph into `from`). A move is `from`'s `move`-th, counted from 0
 * in the order the moves were written.
 */
export interface BidirectionalSink {
  /** An end goes into its side's queue: the start (side 0), then the goal (side 1). */
  start?(state: number, side: number): void;
  /** The side with fewer states waiting starts on its next level, `depth` moves from its end. */
  level?(depth: number, side: number): void;
  /** `state` is taken from the front of its side's queue to be expanded. */
  dequeue?(state: number, side: number): void;
  /** A move leads to `next`, which this side has seen: it is skipped. */
  seen?(next: number, from: number, move: number, side: number): void;
  /** A move leads to `next`, new to this side: its parent is `from`, and it joins the side's queue. */
  enqueue?(next: number, from: number, move: number, side: number): void;
  /**
   * A move leads to `next`, which the other side has seen: the searches meet there and stop
   * (`from` and `move` are -1 when the start is the goal).
   */
  meet?(next: number, from: number, move: number, side: number): void;
}

const BIDIRECTIONAL_SINK = ['start', 'level', 'dequeue', 'seen', 'enqueue', 'meet'] as const;

/** The options of `bidirectionalPath`. */
export interface BidirectionalOptions extends SearchLimits {
  /**
   * The moves backwards: for each state, the states one move *into* it. Absent: the search finds
   * out whether every move can be undone (then the moves serve) and else builds them. Given: it is
   * checked to hold every move backwards (`E_USAGE` otherwise), and the path found to be made of
   * moves of the graph (so a move of `reverse` the graph lacks is refused once the path uses it).
   */
  readonly reverse?: IntGraph;
  /** Told each step of the search (see `BidirectionalSink`); an error it throws passes through. */
  readonly sink?: BidirectionalSink;
}

const bidirectionalOptionsSchema = optionsSchema({
  ...searchOptionShape,
  reverse: reverseSchema.optional(),
  sink: sinkSchema.optional(),
});

/**
 * Breadth-first search from both ends at once: a whole level is expanded on the side whose next
 * level is smaller, from the start along the moves and from the goal along `reverse` (the moves
 * backwards: for each state, the states one move *into* it; omit it when every move can be undone,
 * as in a 4- or 8-move maze), until a move from one side reaches a state the other side has seen.
 * The two searches then meet on a shortest path: before that level the two sets of seen states
 * were apart, so no path is shorter than the levels of the two sides put together plus one move.
 *
 * The arguments are checked first (`E_USAGE` naming the one at fault), the memory before anything
 * is allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default); a state `moves` writes
 * outside the graph or a count past `maxDegree` stops it (`E_USAGE`). An error thrown by `moves`
 * passes through unchanged.
 *
 * With `options.sink` the search tells it each step (`BidirectionalSink`); an error it throws
 * passes through too. Without one, a move costs one test of it.
 *
 * Cost: O(V + E) time for the V states and E moves reached from both sides, often far fewer than
 * one search from the start reaches, after O(E × maxDegree) once to check the moves backwards;
 * 24 bytes per state of the graph plus 15 per expanded state (at most two per state, the lists
 * growing by doubling), and 4·(size + E) when the moves backwards are built.
 */
export function bidirectionalPath(
  graph: IntGraph,
  start: number,
  goal: number,
  options: BidirectionalOptions = {},
): BidirectionalResult {
  const forward = checkGraph(graph);
  const { size, maxDegree } = forward;
  checkState('start', start, size);
  checkState('goal', goal, size);
  const checked = checkEngineOptions(bidirectionalOptionsSchema, options);
  const sink =
    checked.sink === undefined ? undefined : readSink<BidirectionalSink>(checked.sink, BIDIRECTIONAL_SINK);
  const given = checked.reverse === undefined ? undefined : checkReverse(checked.reverse, size);
  const budget = new MemoryBudget(checked.maxMemory);
  budget.reserve(54 * size + 4 * Math.max(maxDegree, given?.maxDegree ?? 0));
  const { reverse } = movesBackwards(forward, [start, goal], given, budget, checked.signal);
  const sides = [
    {
      graph: forward,
      level: new Int32Array(size).fill(-1),
      toward: new Int32Array(size),
      queue: new Int32Array(size),
    },
    {
      graph: reverse,
      level: new Int32Array(size).fill(-1),
      toward: new Int32Array(size),
      queue: new Int32Array(size),
    },
  ];
  const heads = [0, 0];
  const tails = [1, 1];
  const depth = [0, 0];
  sides[0].queue[0] = start;
  sides[0].level[start] = 0;
  sides[1].queue[0] = goal;
  sides[1].level[goal] = 0;
  sink?.start(start, 0);
  sink?.start(goal, 1);
  let expanded: Int32Array = new Int32Array(256);
  let side = new Uint8Array(256);
  let explored = 0;
  const out = new Int32Array(Math.max(maxDegree, reverse.maxDegree));
  const result = (path: Int32Array | null): BidirectionalResult => ({
    reachable: path !== null,
    moves: path === null ? null : path.length - 1,
    path,
    explored,
    expanded: expanded.slice(0, explored),
    side: side.slice(0, explored),
  });
  if (start === goal) {
    sink?.meet(start, -1, -1, 0);
    return result(Int32Array.of(start));
  }

  for (;;) {
    // The side with fewer states waiting expands its whole next level (on a tie, the side that is
    // less deep, so the two take turns).
    const waiting = [tails[0] - heads[0], tails[1] - heads[1]];
    if (waiting[0] === 0 || waiting[1] === 0) return result(null);
    const s = waiting[0] < waiting[1] || (waiting[0] === waiting[1] && depth[0] <= depth[1]) ? 0 : 1;
    depth[s]++;
    sink?.level(depth[s], s);
    const { graph: moves, level, toward, queue } = sides[s];
    const other = sides[1 - s];
    const end = tails[s];
    while (heads[s] < end) {
      const state = queue[heads[s]++];
      if ((explored & 0xffff) === 0) throwIfAborted(checked.signal);
      if (explored === expanded.length) {
        expanded = doubled(expanded);
        const bigger = new Uint8Array(side.length * 2);
        bigger.set(side);
        side = bigger;
      }
      side[explored] = s;
      expanded[explored++] = state;
      sink?.dequeue(state, s);
      const count = movesCount(
        state,
        moves.moves(state, out),
        moves.maxDegree,
        s === 0 ? 'graph' : 'reverse',
      );
      for (let i = 0; i < count; i++) {
        const next = out[i];
        if (next < 0 || next >= size) throw badMove(state, next, size, s === 0 ? 'graph' : 'reverse');
        if (level[next] >= 0) {
          sink?.seen(next, state, i, s);
          continue;
        }
        level[next] = level[state] + 1;
        toward[next] = state;
        queue[tails[s]++] = next;
        if (other.level[next] >= 0) {
          sink?.meet(next, state, i, s);
          return result(checkedPath(forward, joined(sides, start, goal, next)));
        }
        sink?.enqueue(next, state, i, s);
      }
    }
  }
}

/**
 * `path` once each of its steps is checked to be a move of `graph` (`E_USAGE` naming `reverse`
 * otherwise): the goal's side walked `reverse`, which may hold a move the graph lacks. Cost:
 * O(path × maxDegree).
 */
function checkedPath(graph: IntGraph, path: Int32Array): Int32Array {
  const out = new Int32Array(graph.maxDegree);
  for (let i = 1; i < path.length; i++) {
    const count = movesCount(path[i - 1], graph.moves(path[i - 1], out), graph.maxDegree);
    if (!out.subarray(0, count).includes(path[i]))
      throw new BoardpathError(
        'E_USAGE',
        `reverse must hold the moves of the graph backwards, but reverse.moves(${path[i]}) gives ${path[i - 1]} and graph.moves(${path[i - 1]}) does not give ${path[i]}`,
        { option: 'reverse' },
      );
  }
  return path;
}

/**
 * The path start … meet … goal of a search from both ends: back through the start side's parents
 * (`toward`), on through the goal side's, each side's `level` its moves from its end. Cost: O(path).
 */
function joined(
  sides: ReadonlyArray<{ level: Int32Array; toward: Int32Array }>,
  start: number,
  goal: number,
  meet: number,
): Int32Array {
  const [forward, backward] = sides;
  const path = new Int32Array(forward.level[meet] + backward.level[meet] + 1);
  let i = forward.level[meet];
  for (let state = meet; ; state = forward.toward[state]) {
    path[i--] = state;
    if (state === start) break;
  }
  i = forward.level[meet];
  for (let state = meet; state !== goal;) {
    state = backward.toward[state];
    path[++i] = state;
  }
  return path;
}
