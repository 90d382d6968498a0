import { z } from 'zod';
import { BoardpathError, throwIfAborted } from '../errors.js';
import { allowing, checkValue, optionsSchema, showValue } from '../options.js';
import {
  MAX_GRAPH_STATES,
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  movesCount,
  searchOptionShape,
} from './check-graph.js';
import { doubled, type IntGraph, type SearchLimits } from './int-graph.js';
import { readSink, sinkSchema } from './sink.js';

/** What a search that records its expansions found, for a page to compare searches side by side. */
export interface ExpansionResult {
  readonly reachable: boolean;
  readonly moves: number | null;
  /** The states from the start to the goal, or null when the goal cannot be reached. */
  readonly path: Int32Array | null;
  /** States expanded (their moves generated): `expanded.length`. */
  readonly explored: number;
  /** The states in the order they were expanded. */
  readonly expanded: Int32Array;
}

/**
 * What `aStarPath` tells its `sink` of each step, in the order it takes them (every method is
 * optional). A move is `from`'s `move`-th, counted from 0 in the order `graph.moves` wrote them;
 * `cost` is the moves from the start by the path the step is about, `estimate` the heuristic's.
 */
export interface AStarSink {
  /** The start goes into the open list, with cost 0. */
  start?(state: number, estimate: number): void;
  /** The first state of the open list is taken out to be expanded: it is closed from then on. */
  expand?(state: number, cost: number): void;
  /** A move leads to `next`, closed already: it is skipped. */
  closed?(next: number, from: number, move: number): void;
  /** A move leads to `next`, in the open list by a path no longer than this one: it is skipped. */
  worse?(next: number, from: number, move: number, cost: number): void;
  /** A move leads to `next`, new: its cost and parent are set, and it joins the open list. */
  push?(next: number, from: number, move: number, cost: number, estimate: number): void;
  /** A move leads to `next`, in the open list by a longer path: its cost, parent and place change. */
  better?(next: number, from: number, move: number, cost: number, estimate: number): void;
  /** The goal is first in the open list: the search stops. */
  goal?(state: number, cost: number): void;
}

const ASTAR_SINK = ['start', 'expand', 'closed', 'worse', 'push', 'better', 'goal'] as const;

/** The options of `aStarPath`. */
export interface AStarOptions extends SearchLimits {
  /** Told each step of the search (see `AStarSink`); an error it throws passes through. */
  readonly sink?: AStarSink;
}

const aStarOptionsSchema = optionsSchema({ ...searchOptionShape, sink: sinkSchema.optional() });
const heuristicSchema = allowing(
  'a function (state) => moves at least left to the goal',
  z.custom<(state: number) => number>((value) => typeof value === 'function'),
);

/**
 * `heuristic` checked as a function (`E_USAGE` otherwise), and wrapped so that every estimate it
 * gives is checked: a number from 0 to 2^31 - 1 (its fraction dropped), so that an open list's keys
 * stay whole and in order. Cost: O(1), and O(1) per estimate.
 */
function checkedHeuristic(heuristic: unknown): (state: number) => number {
  const estimate = checkValue('heuristic', heuristicSchema, heuristic);
  return (state) => {
    const value: unknown = estimate(state);
    if (typeof value === 'number' && value >= 0 && value <= MAX_GRAPH_STATES) return Math.floor(value);
    throw new BoardpathError(
      'E_USAGE',
      `heuristic(${state}) gave ${showValue(value)}: it must give a number from 0 to ${MAX_GRAPH_STATES}, at most the moves left to the goal`,
      { option: 'heuristic' },
    );
  };
}

/**
 * A* search from `start` to `goal` over a graph whose every move costs 1: always expand the state
 * with the smallest `moves so far + heuristic(state)`, ties going to the state furthest from the
 * start (so on open ground it runs straight at the goal). `heuristic` must be consistent — 0 at the
 * goal, never dropping by more than 1 along a move (on a grid: Manhattan distance for 4 or 2 moves,
 * Chebyshev distance for 8) — and the path it returns is then a shortest one. A state is expanded
 * at most once; the goal is reached when it comes to the front, not counted as expanded. A
 * heuristic's fraction is dropped (the whole part of a consistent heuristic is consistent too).
 *
 * The arguments are checked first (`E_USAGE` naming the one at fault, an estimate of `heuristic`
 * that is not a number from 0 to 2^31 - 1 included), the memory before anything is allocated
 * (`E_MEMORY` past `options.maxMemory`, 1 GiB by default, the heap counted as it grows); a state
 * `moves` writes outside the graph or a count past `maxDegree` stops it (`E_USAGE`). An error thrown
 * by `moves` or `heuristic` passes through unchanged.
 *
 * With `options.sink` the search tells it each step (`AStarSink`); an error it throws passes
 * through too. Without one, a move costs one test of it. States tied on both keys (cost + estimate,
 * then cost) are taken in the order the heap gives them, the same on every run: a page showing the
 * open list sorted breaks such ties by the order the states were expanded.
 *
 * Cost: O((V + E) log E) time for the V states and E moves reached; 21 bytes per state of the graph
 * (its marks, and the expanded states as they grow by doubling) plus 12 per heap entry (at most
 * one per move reached, the heap growing by doubling too).
 */
export function aStarPath(
  graph: IntGraph,
  start: number,
  goal: number,
  heuristic: (state: number) => number,
  options: AStarOptions = {},
): ExpansionResult {
  const { size, maxDegree, moves: movesOf } = checkGraph(graph);
  checkState('start', start, size);
  checkState('goal', goal, size);
  const estimate = checkedHeuristic(heuristic);
  const checked = checkEngineOptions(aStarOptionsSchema, options);
  const sink = checked.sink === undefined ? undefined : readSink<AStarSink>(checked.sink, ASTAR_SINK);
  const budget = new MemoryBudget(checked.maxMemory);
  budget.reserve(21 * size + 4 * maxDegree);
  const moves = new Int32Array(size).fill(-1); // best moves so far from the start
  const parent = new Int32Array(size).fill(-1);
  const closed = new Uint8Array(size);
  const out = new Int32Array(maxDegree);
  const heap = new MinHeap(budget);
  let expanded: Int32Array = new Int32Array(256);
  let explored = 0;
  moves[start] = 0;
  parent[start] = start;
  const first = estimate(start);
  heap.push(start, first, 0);
  sink?.start(start, first);
  while (heap.length > 0) {
    const state = heap.pop();
    // An entry left behind when its state got a shorter path: the state has left the open list.
    if (closed[state]) continue;
    if (state === goal) {
      sink?.goal(goal, moves[goal]);
      return found(parent, start, goal, expanded, explored);
    }
    closed[state] = 1;
    if ((explored & 0xffff) === 0) throwIfAborted(checked.signal);
    if (explored === expanded.length) expanded = doubled(expanded);
    expanded[explored++] = state;
    sink?.expand(state, moves[state]);
    const count = movesCount(state, movesOf(state, out), maxDegree);
    const g = moves[state] + 1;
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (next < 0 || next >= size) throw badMove(state, next, size);
      const before = moves[next];
      if (closed[next] || (before >= 0 && before <= g)) {
        if (sink !== undefined)
          if (closed[next]) sink.closed(next, state, i);
          else sink.worse(next, state, i, g);
        continue;
      }
      moves[next] = g;
      parent[next] = state;
      const h = estimate(next);
      // Kept within an Int32 key: a state estimated that far is never taken before a nearer one.
      heap.push(next, Math.min(g + h, MAX_GRAPH_STATES), g);
      if (sink !== undefined)
        if (before >= 0) sink.better(next, state, i, g, h);
        else sink.push(next, state, i, g, h);
    }
  }
  return { reachable: false, moves: null, path: null, explored, expanded: expanded.slice(0, explored) };
}

/** The path from `start` to `goal` through `parent`, with the expansions so far. */
function found(
  parent: Int32Array,
  start: number,
  goal: number,
  expanded: Int32Array,
  explored: number,
): ExpansionResult {
  let length = 0;
  for (let state = goal; state !== start; state = parent[state]) length++;
  const path = new Int32Array(length + 1);
  for (let state = goal, i = length; i >= 0; state = parent[state], i--) path[i] = state;
  return { reachable: true, moves: length, path, explored, expanded: expanded.slice(0, explored) };
}

// A binary heap of states keyed by (f, -g): smallest f first, then largest g. Its growth is counted
// against the search's memory budget.
class MinHeap {
  private states: Int32Array = new Int32Array(256);
  private f: Int32Array = new Int32Array(256);
  private g: Int32Array = new Int32Array(256);
  length = 0;

  constructor(private readonly budget: MemoryBudget) {}

  push(state: number, f: number, g: number): void {
    if (this.length === this.states.length) {
      this.budget.reserve(12 * 2 * this.length);
      this.budget.release(12 * this.length);
      this.states = doubled(this.states);
      this.f = doubled(this.f);
      this.g = doubled(this.g);
    }
    let i = this.length++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.before(f, g, this.f[up], this.g[up])) break;
      this.move(up, i);
      i = up;
    }
    this.states[i] = state;
    this.f[i] = f;
    this.g[i] = g;
  }

  pop(): number {
    const top = this.states[0];
    const last = --this.length;
    const [state, f, g] = [this.states[last], this.f[last], this.g[last]];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && this.before(this.f[child + 1], this.g[child + 1], this.f[child], this.g[child]))
        child++;
      if (!this.before(this.f[child], this.g[child], f, g)) break;
      this.move(child, i);
      i = child;
    }
    this.states[i] = state;
    this.f[i] = f;
    this.g[i] = g;
    return top;
  }

  private before(f1: number, g1: number, f2: number, g2: number): boolean {
    return f1 < f2 || (f1 === f2 && g1 > g2);
  }

  private move(from: number, to: number): void {
    this.states[to] = this.states[from];
    this.f[to] = this.f[from];
    this.g[to] = this.g[from];
  }
}
