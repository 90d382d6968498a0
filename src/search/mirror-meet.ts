import { z } from 'zod';
import { BoardpathError, throwIfAborted } from '../errors.js';
import { allowing, checkValue, optionsSchema, showValue } from '../options.js';
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  checkGraph,
  checkState,
  movesCount,
  searchOptionShape,
} from './check-graph.js';
import type { IntGraph, IntPath, SearchLimits } from './int-graph.js';

/**
 * Breadth-first levels kept modulo 3, two bits per state: 0 = not seen, 1 + (level mod 3) once
 * seen. In an undirected graph a neighbour of a state at level l is at level l-1, l or l+1, and those
 * three codes differ, so the levels modulo 3 are enough to walk back from any state to the start
 * without a parent per state (a quarter of a byte instead of four bytes).
 *
 * Cost: size/4 bytes, zeroed; `get` and `set` O(1).
 */
export class LevelCodes {
  /** Four states per byte, state s in bits 2·(s mod 4) and the next. */
  readonly bits: Uint8Array;

  constructor(readonly size: number) {
    this.bits = new Uint8Array(Math.ceil(size / 4));
  }

  /** 0 when `state` is not seen yet, else 1 + (its level mod 3). */
  get(state: number): number {
    return (this.bits[state >>> 2] >>> ((state & 3) << 1)) & 3;
  }

  /** Marks an unseen `state` with `code` (1…3); a seen state must not be marked again. */
  set(state: number, code: number): void {
    this.bits[state >>> 2] |= code << ((state & 3) << 1);
  }
}

/** Anything that tells a state's level code (0 unseen, else 1 + level mod 3), e.g. `LevelCodes`. */
export interface LevelLookup {
  get(state: number): number;
}

/** The code `LevelCodes` stores for a state at `level`. Cost: O(1). */
export function levelCode(level: number): number {
  return (level % 3) + 1;
}

/**
 * Bytes `mirrorMeetPath` allocates for a graph of `size` states: two bits of level per state and a
 * queue of four bytes per state (only the part the search reaches is ever touched). Cost: O(1).
 */
export function mirrorMeetBytes(size: number): number {
  return Math.ceil(size / 4) + 4 * size;
}

const ABORT_CHECK_MASK = 0xffff;

/** The options of `mirrorMeetPath`. */
export type MirrorMeetOptions = SearchLimits;

const mirrorOptionsSchema = optionsSchema(searchOptionShape);
const mirrorSchema = allowing(
  'a function (state) => state, the graph mapped onto itself',
  z.custom<(state: number) => number>((value) => typeof value === 'function'),
);

// `mirror` checked as a function, and wrapped so that every state it gives is checked too: a state
// outside the graph would be read from past the levels' end.
function checkedMirror(mirror: unknown, size: number): (state: number) => number {
  const map = checkValue('mirror', mirrorSchema, mirror);
  return (state) => {
    const image: unknown = map(state);
    if (typeof image === 'number' && image >= 0 && image < size && image % 1 === 0) return image;
    throw new BoardpathError(
      'E_USAGE',
      `mirror(${state}) gave ${showValue(image)}, not a state of the graph (0…${size - 1})`,
      { option: 'mirror' },
    );
  };
}

/**
 * The shortest path from `start` to `mirror(start)` in an undirected graph that `mirror` maps onto
 * itself (an involution that turns every move into a move). Such a graph needs no second search:
 * the distance from a state s to the goal is the distance from the start to mirror(s), so one
 * breadth-first search from the start meets its own mirror image halfway. After level k is found,
 * a state s of level k whose mirror is at level k-1 closes a path of 2k-1 moves, one whose mirror
 * is at level k a path of 2k; the shorter wins. Levels are kept modulo 3 (`LevelCodes`) and the
 * path is rebuilt by walking down the levels, so there is no parent array.
 *
 * The graph must be undirected (every move can be undone) and `mirror` must be an automorphism with
 * mirror(mirror(s)) = s; the answer is then exact. The arguments are checked first (`E_USAGE`
 * naming the one at fault: a state of `mirror` or `moves` outside the graph, a count past
 * `maxDegree`), the memory before anything is allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB
 * by default), and the path found is replayed move by move, so a graph that is not undirected or a
 * `mirror` that is no symmetry of it ends in `E_USAGE`, not a path that is none. An error thrown by
 * `moves` or `mirror` passes through unchanged.
 *
 * Cost: O(V + E) time for the V states within half the distance of the start (all of the start's
 * component when the goal is unreachable) and their E moves; `mirrorMeetBytes(size)` bytes: size/4
 * for the levels plus 4 bytes per reached state for the queue.
 */
export function mirrorMeetPath(
  graph: IntGraph,
  start: number,
  mirror: (state: number) => number,
  options: MirrorMeetOptions = {},
): IntPath {
  const checkedGraph = checkGraph(graph);
  const { size, maxDegree } = checkedGraph;
  checkState('start', start, size);
  const image = checkedMirror(mirror, size);
  const checked = checkEngineOptions(mirrorOptionsSchema, options);
  // The search's buffer of moves, and those of the two walks down and the replay of the path.
  new MemoryBudget(checked.maxMemory).reserve(mirrorMeetBytes(size) + 16 * maxDegree);
  if (image(start) === start) return { reachable: true, moves: 0, path: Int32Array.of(start), explored: 0 };
  const found = meetHalfway(checkedGraph, start, image, checked.signal);
  if (found.reachable) checkPath(checkedGraph, found.path, start, image(start));
  return found;
}

// The search itself, on checked arguments.
function meetHalfway(
  graph: IntGraph,
  start: number,
  mirror: (state: number) => number,
  signal: AbortSignal | undefined,
): IntPath {
  const { size, maxDegree } = graph;
  const levels = new LevelCodes(size);
  const queue = new Int32Array(size);
  const out = new Int32Array(maxDegree);
  levels.set(start, levelCode(0));
  queue[0] = start;
  let head = 0;
  let tail = 1;
  for (let level = 1; head < tail; level++) {
    const levelEnd = tail;
    const code = levelCode(level);
    const previous = levelCode(level - 1);
    let even = -1; // a state of this level whose mirror is also at this level: a path of 2·level
    while (head < levelEnd) {
      if ((head & ABORT_CHECK_MASK) === 0) throwIfAborted(signal);
      const state = queue[head++];
      const count = movesCount(state, graph.moves(state, out), maxDegree);
      for (let i = 0; i < count; i++) {
        const next = out[i];
        if (levels.get(next) !== 0) continue;
        if (next < 0 || next >= size) throw badMove(state, next, size);
        levels.set(next, code);
        queue[tail++] = next;
        const other = levels.get(mirror(next));
        if (other === previous) return meet(graph, levels, mirror, next, level, level - 1, head);
        if (other === code && even < 0) even = next;
      }
    }
    if (even >= 0) return meet(graph, levels, mirror, even, level, level, head);
  }
  return { reachable: false, moves: null, path: null, explored: head };
}

// Refuses a path that is not one: a step that is no move of the graph, or an end that is not the
// goal. Only a graph that is not undirected or a mirror that is no symmetry of it gives one.
function checkPath(graph: IntGraph, path: Int32Array, start: number, goal: number): void {
  const out = new Int32Array(graph.maxDegree);
  const broken = (why: string) =>
    new BoardpathError(
      'E_USAGE',
      `mirror must map the graph onto itself and every move must be undoable: ${why}`,
      { option: 'mirror' },
    );
  if (path[0] !== start || path[path.length - 1] !== goal)
    throw broken(`the path met ends at ${path[path.length - 1]}, not at mirror(${start}) = ${goal}`);
  for (let i = 1; i < path.length; i++) {
    const count = movesCount(path[i - 1], graph.moves(path[i - 1], out), graph.maxDegree);
    if (!out.subarray(0, count).includes(path[i]))
      throw broken(`the path met steps from ${path[i - 1]} to ${path[i]}, which is no move`);
  }
}

// The path start → state (at `level`) followed by the mirror image of start → mirror(state), reversed.
function meet(
  graph: IntGraph,
  levels: LevelCodes,
  mirror: (state: number) => number,
  state: number,
  level: number,
  mirrorLevel: number,
  explored: number,
): IntPath {
  const there = walkDown(graph, levels, state, level);
  const back = walkDown(graph, levels, mirror(state), mirrorLevel);
  const moves = level + mirrorLevel;
  const path = new Int32Array(moves + 1);
  path.set(there);
  for (let i = 0; i < mirrorLevel; i++) path[level + 1 + i] = mirror(back[mirrorLevel - 1 - i]);
  return { reachable: true, moves, path, explored };
}

/**
 * The states from the start to `state` (which is at `level`), found by stepping each time to a
 * neighbour one level lower: in an undirected graph such a neighbour is always a predecessor.
 *
 * Cost: O(level × maxDegree) time.
 */
export function walkDown(graph: IntGraph, levels: LevelLookup, state: number, level: number): Int32Array {
  const path = new Int32Array(level + 1);
  const out = new Int32Array(graph.maxDegree);
  path[level] = state;
  for (let l = level; l > 0; l--) {
    const want = levelCode(l - 1);
    const count = movesCount(path[l], graph.moves(path[l], out), graph.maxDegree);
    let i = 0;
    while (i < count && levels.get(out[i]) !== want) i++;
    if (i === count)
      throw new BoardpathError(
        'E_USAGE',
        `state ${path[l]} has no move back to level ${l - 1}: every move of the graph must be undoable`,
        { option: 'graph' },
      );
    path[l - 1] = out[i];
  }
  return path;
}
