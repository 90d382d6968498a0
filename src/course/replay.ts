/**
 * The moments of a traced breadth-first search that a practice answer is explained at: the
 * feedback replays the search from its start to the step where the student's answer and the
 * search part (the queue holding a level the answer says is the goal's, the goal seen sooner than
 * the answer says, the expansion of the state a wrong move leaves from). Each is an index into the
 * trace's recorded steps, the learn view's frames (`learnFrame`).
 */
import { BREADTH_EVENTS, type BreadthTrace } from './record-breadth.js';

const DEQUEUE = BREADTH_EVENTS.indexOf('dequeue');
const ENQUEUE = BREADTH_EVENTS.indexOf('enqueue');
const GOAL = BREADTH_EVENTS.indexOf('goal');

/** The search's last recorded step. */
export function endFrame(run: BreadthTrace): number {
  return Math.max(0, run.events.kind.length - 1);
}

/**
 * The step after which the queue holds exactly the states `level` moves from the start: every
 * nearer state has been expanded, none of these yet (the start for level 0; the end when the search
 * never takes one out). Cost: O(steps).
 */
export function boundaryFrame(run: BreadthTrace, level: number): number {
  if (level <= 0) return 0;
  const { kind, state } = run.events;
  for (let i = 0; i < kind.length; i++) if (kind[i] === DEQUEUE && run.level[state[i]] >= level) return i - 1;
  return endFrame(run);
}

/** The step at which `target` is first seen (0 for the start, -1 if the search never sees it). Cost: O(steps). */
export function seenFrame(run: BreadthTrace, target: number): number {
  if (run.order[0] === target) return 0;
  const { kind, state, from } = run.events;
  for (let i = 0; i < kind.length; i++)
    if ((kind[i] === ENQUEUE || (kind[i] === GOAL && from[i] >= 0)) && state[i] === target) return i;
  return -1;
}

/** The last step of `target`'s expansion: its last move looked at (-1 if it is never expanded). Cost: O(steps). */
export function expandedFrame(run: BreadthTrace, target: number): number {
  const { kind, state } = run.events;
  let taken = -1;
  for (let i = 0; i < kind.length; i++) {
    if (kind[i] !== DEQUEUE) continue;
    if (taken >= 0) return i - 1;
    if (state[i] === target) taken = i;
  }
  return taken < 0 ? -1 : endFrame(run);
}
