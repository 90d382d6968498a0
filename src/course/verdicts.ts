/**
 * How the practice view grades an answer, from one traced breadth-first search of the board
 * (`recordBreadthFirst`, recorded whole) and the board's moves. Every correct answer is accepted:
 *
 * - **which state comes out of the queue next** is asked at a moment when the queue holds exactly
 *   the states one level away (every nearer state expanded, none of that level yet): breadth-first
 *   search takes a level's states in the order it found them, and that order depends on how ties
 *   among each state's moves were broken, so under some order of ties any state of that level can
 *   be first. Every one of them is accepted, not only the one this run took;
 * - **a shortest path** is checked by replaying it move by move, not by comparing it with the one
 *   path the search rebuilt: each move must be one of the board's, each state must lie exactly as
 *   many moves from the start as the path has taken to reach it, and the goal must still be that
 *   many moves farther on. Any of the board's shortest paths passes, and a path is judged wrong at
 *   the first move that leaves every shortest path.
 */
import type { IntGraph } from '../engine.js';
import type { BreadthTrace } from './record-breadth.js';

/** The states of one level, in the order the search saw them. Cost: O(states seen). */
export function statesAt(run: BreadthTrace, level: number): number[] {
  const states: number[] = [];
  for (const state of run.order) if (run.level[state] === level) states.push(state);
  return states;
}

/**
 * The levels L at which "which state comes out of the queue next?" can be asked: the queue then
 * holds exactly the states L moves from the start. From 1 to one before the goal's level (the
 * search stops when it sees the goal, so the goal's level is never in the queue whole), or to the
 * deepest level when the goal cannot be reached. Cost: O(states seen).
 */
export function askableLevels(run: BreadthTrace): number[] {
  let deepest = 0;
  for (const state of run.order) deepest = Math.max(deepest, run.level[state]);
  const top = run.moves === null ? deepest : run.moves - 1;
  return Array.from({ length: Math.max(0, top) }, (_, i) => i + 1);
}

/** The verdict on "which state comes out of the queue next", asked when the queue holds level `level`. */
export interface NextVerdict {
  readonly correct: boolean;
  /** Every state the search could take next under some order of ties: the whole level. */
  readonly accepted: readonly number[];
  /** The chosen state's distance from the start (-1: the search never saw it). */
  readonly chosenLevel: number;
}

/** Grades the state chosen as the next one out of the queue. Cost: O(states seen). */
export function gradeNext(run: BreadthTrace, level: number, chosen: number): NextVerdict {
  const chosenLevel = chosen >= 0 && chosen < run.level.length ? run.level[chosen] : -1;
  return { correct: chosenLevel === level, accepted: statesAt(run, level), chosenLevel };
}

/**
 * The states on some shortest path from the start to the goal: the goal, and every state with a
 * move to such a state one level further from the start. Read backwards over the search's levels,
 * which are exact for every state nearer than the goal. Cost: O(states seen × moves), a byte a state.
 */
export function shortestPathStates(graph: IntGraph, run: BreadthTrace): Uint8Array {
  const on = new Uint8Array(graph.size);
  if (run.moves === null) return on;
  const goal = run.path![run.path!.length - 1];
  on[goal] = 1;
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  for (let i = run.order.length - 1; i >= 0; i--) {
    const state = run.order[i];
    const level = run.level[state];
    if (level >= run.moves) continue;
    const count = graph.moves(state, out);
    for (let k = 0; k < count; k++)
      if (on[out[k]] && run.level[out[k]] === level + 1) {
        on[state] = 1;
        break;
      }
  }
  return on;
}

/** Where a path chosen move by move stands. */
export type PathVerdict =
  /** It reached the goal in the fewest moves. */
  | { readonly kind: 'right' }
  /** Every move so far is on a shortest path; the goal is still ahead. */
  | { readonly kind: 'going' }
  /** Move `step` (from 1) is not a move of the board. */
  | { readonly kind: 'illegal'; readonly step: number }
  /** Move `step` reaches a state that is only `level` moves from the start: a shorter way exists. */
  | { readonly kind: 'detour'; readonly step: number; readonly level: number }
  /** Move `step` reaches a state as far as its distance, but the goal is farther than the moves left. */
  | { readonly kind: 'astray'; readonly step: number };

/**
 * Grades a path, the start first, by replaying it: each move must be one of the board's (`graph`),
 * each state exactly as far from the start as the moves taken to reach it, and on a shortest path
 * (`on`, from `shortestPathStates`). Cost: O(moves of the path × moves of a state).
 */
export function gradePath(
  graph: IntGraph,
  run: BreadthTrace,
  on: Uint8Array,
  path: readonly number[],
): PathVerdict {
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  const goal = run.path ? run.path[run.path.length - 1] : -1;
  for (let step = 1; step < path.length; step++) {
    const count = graph.moves(path[step - 1], out);
    const state = path[step];
    let legal = false;
    for (let k = 0; k < count && !legal; k++) legal = out[k] === state;
    if (!legal) return { kind: 'illegal', step };
    const level = run.level[state];
    if (level >= 0 && level < step) return { kind: 'detour', step, level };
    if (!on[state] || level !== step) return { kind: 'astray', step };
    if (state === goal) return { kind: 'right' };
  }
  return { kind: 'going' };
}
