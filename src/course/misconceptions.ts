/**
 * The known wrong ideas behind wrong answers, recognised by working the answer out again under
 * the wrong idea: a number of moves that the board would take if the rat could go through walls,
 * or step diagonally, or if a throw followed a second jump; a move that is one of those wrong
 * boards'; the start counted as a move (one more than the fewest); a state out of the queue that
 * is deeper than the queue holds (the queue taken as a stack, depth first).
 */
import { coreOf } from '../puzzles/cores.js';
import type { Misconception } from '../puzzles/practice.js';
import type { IntGraph } from '../search/int-graph.js';
import type { CourseAnswer } from './code.js';
import { exerciseStates, type ExerciseBoard, type ExerciseBoards } from './exercise.js';
import type { Question } from './question.js';
import { gradePath } from './verdicts.js';

export type { Misconception } from '../puzzles/practice.js';

/** Each misconception in a few words, for the feedback and the grades' summary. */
export const MISCONCEPTION_WORDS: Readonly<Record<Misconception, string>> = {
  stack: 'the queue taken as a stack (depth-first order)',
  'second-jump': 'a second jump followed in one throw',
  'start-counted': 'the start counted as a move (one too many)',
  wall: 'a path through a wall',
  diagonal: 'diagonal steps where only 4 moves exist',
  'own-label': "a token moved by its own square's label",
};

/** A board's moves under each wrong idea its puzzle invites (its kit's `wrongRules`). */
function wrongRules(made: ExerciseBoard): Array<readonly [Misconception, IntGraph]> {
  return coreOf(made.puzzle).practice.wrongRules(made.board, made.options);
}

/** Moves from `start` to `target` in `graph`, or null when it cannot be reached. Cost: O(states × moves). */
function distance(graph: IntGraph, start: number, target: number): number | null {
  const level = new Int32Array(graph.size).fill(-1);
  const queue = new Int32Array(graph.size);
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  level[start] = 0;
  let tail = 1;
  queue[0] = start;
  for (let head = 0; head < tail; head++) {
    const state = queue[head];
    if (state === target) return level[state];
    const count = graph.moves(state, out);
    for (let k = 0; k < count; k++)
      if (level[out[k]] < 0) {
        level[out[k]] = level[state] + 1;
        queue[tail++] = out[k];
      }
  }
  return null;
}

/** Whether `graph` has a move from `from` to `to`. */
function hasMove(graph: IntGraph, from: number, to: number): boolean {
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  const count = graph.moves(from, out);
  for (let k = 0; k < count; k++) if (out[k] === to) return true;
  return false;
}

/**
 * The misconception a wrong `answer` to `question` shows, or null when none is recognised.
 * Cost: a breadth-first search of the board under each wrong idea its puzzle invites.
 */
export function misconceptionOf(
  question: Question,
  answer: Exclude<CourseAnswer, null>,
  exercise: ExerciseBoards,
): Misconception | null {
  const { run } = exercise;
  if (!run) return null;
  const made = exercise.boards[0];
  if ((question.kind === 'fewest' || question.kind === 'distance') && answer.kind === question.kind) {
    const moves = answer.moves;
    const truth = question.truth;
    if (moves === null) return null;
    if (truth !== null && moves === truth + 1) return 'start-counted';
    const target = question.kind === 'fewest' ? question.goal : question.target;
    const { start } = exerciseStates(made);
    for (const [name, graph] of wrongRules(made)) if (distance(graph, start, target) === moves) return name;
    return null;
  }
  if (question.kind === 'next' && answer.kind === 'next') {
    const level = answer.state >= 0 && answer.state < run.level.length ? run.level[answer.state] : -1;
    return level > question.level ? 'stack' : null;
  }
  if (question.kind === 'path' && answer.kind === 'path' && exercise.onShortest) {
    const { graph, start } = exerciseStates(made);
    const path = [start, ...answer.path];
    const verdict = gradePath(graph, run, exercise.onShortest, path);
    if (verdict.kind !== 'illegal') return null;
    const [from, to] = [path[verdict.step - 1], path[verdict.step]];
    for (const [name, graph] of wrongRules(made))
      if (to < graph.size && hasMove(graph, from, to)) return name;
  }
  return null;
}
