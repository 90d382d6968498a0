/**
 * Where a traced breadth-first search stands after each of its recorded steps: which states are
 * explored, which wait in the queue, which one is being expanded and what its moves did so far,
 * and how much of the path has been rebuilt. Replayed from the first step, so any step can be
 * shown, backwards as well as forwards (a small board's search has a few thousand steps).
 */
import { BREADTH_EVENTS, type BreadthEvent, type BreadthTrace } from 'boardpath/engine';
import { EXPLORED, QUEUED, UNSEEN } from '../search/shading.js';

/** The state being expanded: drawn apart from the explored ones. */
export const CURRENT = 3;

/** One move of the state being expanded and what became of it. */
export interface ConsideredMove {
  readonly to: number;
  /** Its index among the state's moves (a die's face - 1). */
  readonly move: number;
  readonly outcome: 'seen' | 'enqueue' | 'goal';
}

/** The search after one recorded step. */
export interface LearnFrame {
  readonly kind: BreadthEvent;
  /** The state the step is about. */
  readonly state: number;
  /** For a move: the state expanded; for a step of the path: the state's parent; else -1. */
  readonly from: number;
  /** Each state's shade: UNSEEN, EXPLORED, QUEUED or CURRENT. */
  readonly shades: Uint8Array;
  /** The state being expanded (-1 before the first and after the search). */
  readonly current: number;
  readonly considered: readonly ConsideredMove[];
  /** The queue, front first. */
  readonly queue: Int32Array;
  /** States taken from the queue so far, and states seen so far. */
  readonly explored: number;
  readonly seen: number;
  /** The path rebuilt so far, from the goal backwards (empty until the goal is found). */
  readonly rebuilt: readonly number[];
}

/** The pseudocode the learn view shows; each step lights the lines it carries out. */
export const PSEUDOCODE = [
  'queue ← [start]; mark start as seen',
  'while queue is not empty:',
  '    state ← take the front of queue',
  '    for each next in moves(state):',
  '        if next is seen: skip it',
  '        mark next as seen; parent[next] ← state',
  '        if next = goal: stop searching',
  '        put next at the back of queue',
  'no path: the queue is empty, the goal was never seen',
  'path ← goal, parent[goal], parent[parent[goal]], … back to start',
] as const;

/** The pseudocode lines (indexes into PSEUDOCODE) a step carries out. */
export function linesOf(kind: BreadthEvent, from: number): number[] {
  switch (kind) {
    case 'start':
      return [0];
    case 'dequeue':
      return [1, 2];
    case 'seen':
      return [3, 4];
    case 'enqueue':
      return [3, 5, 7];
    case 'goal':
      return from < 0 ? [0] : [3, 5, 6];
    case 'exhausted':
      return [1, 8];
    case 'path':
      return [9];
  }
}

/** The search after step `index` of `run`'s recorded steps. Cost: O(index + states). */
export function learnFrame(run: BreadthTrace, index: number): LearnFrame {
  const { kind, state, from, move } = run.events;
  const shades = new Uint8Array(run.level.length);
  let explored = 0;
  let seen = 0;
  let current = -1;
  let considered: ConsideredMove[] = [];
  const rebuilt: number[] = [];
  const last = Math.min(index, kind.length - 1);
  for (let i = 0; i <= last; i++) {
    const what = BREADTH_EVENTS[kind[i]];
    switch (what) {
      case 'start':
        shades[state[i]] = QUEUED;
        seen++;
        break;
      case 'dequeue':
        if (current >= 0) shades[current] = EXPLORED;
        current = state[i];
        shades[current] = CURRENT;
        explored++;
        considered = [];
        break;
      case 'seen':
        considered.push({ to: state[i], move: move[i], outcome: 'seen' });
        break;
      case 'enqueue':
      case 'goal':
        if (from[i] >= 0) {
          if (shades[state[i]] === UNSEEN) seen++;
          shades[state[i]] = QUEUED;
          considered.push({ to: state[i], move: move[i], outcome: what });
        }
        break;
      case 'path':
        rebuilt.push(state[i]);
        break;
      case 'exhausted':
        if (current >= 0) shades[current] = EXPLORED;
        current = -1;
        considered = [];
        break;
    }
  }
  const ended = BREADTH_EVENTS[kind[last]] === 'path' || BREADTH_EVENTS[kind[last]] === 'exhausted';
  if (ended && current >= 0) {
    shades[current] = EXPLORED;
    current = -1;
  }
  return {
    kind: BREADTH_EVENTS[kind[last]],
    state: state[last],
    from: from[last],
    shades,
    current,
    considered,
    queue: run.order.subarray(explored, seen),
    explored,
    seen,
    rebuilt,
  };
}
