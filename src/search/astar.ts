import { throwIfAborted } from '../errors.js';
import { doubled, type IntGraph } from './int-graph.js';

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
 * A* search from `start` to `goal` over a graph whose every move costs 1: always expand the state
 * with the smallest `moves so far + heuristic(state)`, ties going to the state furthest from the
 * start (so on open ground it runs straight at the goal). `heuristic` must be consistent — 0 at the
 * goal, never dropping by more than 1 along a move (on a grid: Manhattan distance for 4 or 2 moves,
 * Chebyshev distance for 8) — and the path it returns is then a shortest one. A state is expanded
 * at most once; the goal is reached when it comes to the front, not counted as expanded.
 *
 * Cost: O((V + E) log E) time for the V states and E moves reached; 12 bytes per state of the graph
 * plus 8 per heap entry (at most one per move reached) and 4 per expanded state.
 */
export function aStarPath(
  graph: IntGraph,
  start: number,
  goal: number,
  heuristic: (state: number) => number,
  options: { readonly signal?: AbortSignal } = {},
): ExpansionResult {
  const { size } = graph;
  const moves = new Int32Array(size).fill(-1); // best moves so far from the start
  const parent = new Int32Array(size).fill(-1);
  const closed = new Uint8Array(size);
  const out = new Int32Array(graph.maxDegree);
  const heap = new MinHeap();
  let expanded: Int32Array = new Int32Array(256);
  let explored = 0;
  moves[start] = 0;
  parent[start] = start;
  heap.push(start, heuristic(start), 0);
  while (heap.length > 0) {
    const state = heap.pop();
    if (closed[state]) continue;
    if (state === goal) return found(parent, start, goal, expanded, explored);
    closed[state] = 1;
    if ((explored & 0xffff) === 0) throwIfAborted(options.signal);
    if (explored === expanded.length) expanded = doubled(expanded);
    expanded[explored++] = state;
    const count = graph.moves(state, out);
    const g = moves[state] + 1;
    for (let i = 0; i < count; i++) {
      const next = out[i];
      if (closed[next] || (moves[next] >= 0 && moves[next] <= g)) continue;
      moves[next] = g;
      parent[next] = state;
      heap.push(next, g + heuristic(next), g);
    }
  }
  return { reachable: false, moves: null, path: null, explored, expanded: expanded.slice(0, explored) };
}

/** The path from `start` to `goal` through `parent`, with the expansions so far. */
export function found(
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

// A binary heap of states keyed by (f, -g): smallest f first, then largest g.
class MinHeap {
  private states: Int32Array = new Int32Array(256);
  private f: Int32Array = new Int32Array(256);
  private g: Int32Array = new Int32Array(256);
  length = 0;

  push(state: number, f: number, g: number): void {
    if (this.length === this.states.length) {
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
