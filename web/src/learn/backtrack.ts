/**
 * The textbook backtracking (a depth-first walk that never steps onto its own path) step by step,
 * as the engine walks it (`recordBacktracking`, record.ts): the stack — the path so far — instead
 * of a queue, each step into a state and each step back out of a dead end, and each path found.
 */
import { CURRENT, DEAD_END, FOUND, QUEUED } from '../search/shading.js';
import { listOf, type Lesson, type LearnWords } from './lesson.js';
import { counted } from '../plural.js';
import type { BacktrackTrace } from './record.js';

/** The walk after one recorded step. */
export interface BacktrackFrame {
  /** `leave`: the step back out of the goal, on to the next path. */
  readonly kind: 'start' | 'step' | 'goal' | 'back' | 'leave' | 'end';
  /** The state stepped into or backed out of. */
  readonly state: number;
  /** The stack, bottom (the start) first: the path so far. */
  readonly stack: readonly number[];
  /** Each state's shade: on the stack (QUEUED), its top (CURRENT), backed out of (DEAD_END), the goal (FOUND). */
  readonly shades: Uint8Array;
  /** Paths found so far, and states stepped into and backed out of so far. */
  readonly found: number;
  readonly stepped: number;
  readonly deadEnds: number;
}

/** The pseudocode of the backtracking; `all` walks on after each path. */
function backtrackCode(all: boolean): readonly string[] {
  return [
    'walk(state):',
    '    put state on the stack: the path so far',
    all
      ? '    if state = goal: count the path, back out, go on'
      : '    if state = goal: the stack is the path, stop',
    '    for each next in moves(state):',
    '        if next is on the stack: skip it',
    '        walk(next)',
    '    take state off the stack: a dead end, back out',
    'walk(start)',
  ];
}

/** The walk after step `index` of `trace` (past the last: the walk's end). Cost: O(index + states). */
export function backtrackFrame(
  trace: BacktrackTrace,
  goal: number,
  size: number,
  index: number,
): BacktrackFrame {
  const { events } = trace;
  const shades = new Uint8Array(size);
  const stack: number[] = [];
  let found = 0;
  let stepped = 0;
  let deadEnds = 0;
  const last = Math.min(index, events.length - 1);
  for (let i = 0; i <= last; i++) {
    const event = events[i];
    if (event >= 0) {
      if (stack.length > 0) shades[stack[stack.length - 1]] = QUEUED;
      stack.push(event);
      stepped++;
      if (event === goal) found++;
      shades[event] = event === goal ? FOUND : CURRENT;
    } else {
      const state = stack.pop()!;
      if (state !== goal) {
        shades[state] = DEAD_END;
        deadEnds++;
      } else shades[state] = FOUND;
      if (stack.length > 0) shades[stack[stack.length - 1]] = CURRENT;
    }
  }
  const event = events[last] ?? 0;
  const state = event >= 0 ? event : ~event;
  const kind: BacktrackFrame['kind'] =
    index >= events.length
      ? 'end'
      : last === 0
        ? 'start'
        : event >= 0
          ? event === goal
            ? 'goal'
            : 'step'
          : state === goal
            ? 'leave'
            : 'back';
  return { kind, state, stack, shades, found, stepped, deadEnds };
}

/** The pseudocode lines a step carries out. */
function linesOf(kind: BacktrackFrame['kind']): number[] {
  switch (kind) {
    case 'start':
      return [7, 0, 1];
    case 'step':
      return [3, 4, 5, 0, 1];
    case 'goal':
      return [2];
    case 'back':
      return [6];
    case 'leave':
      return [2];
    case 'end':
      return [];
  }
}

function narrate(frame: BacktrackFrame, words: LearnWords, all: boolean, complete: boolean): string {
  const { stack, state } = frame;
  const top = stack.at(-1);
  const below = stack.at(-2);
  switch (frame.kind) {
    case 'start':
      return `Start: ${words.state(state)} goes on the stack, the path so far.`;
    case 'step':
      return `From ${words.state(below!)}, ${words.move(below!, state, 0)} to ${words.state(state)}: it is not on the stack, so step into it.`;
    case 'goal':
      return all
        ? `${capital(words.move(below!, state, 0))} to ${words.state(state)}: the goal! Path ${frame.found} found, ${stack.length - 1} ${words.unit ?? 'moves'}. Back out and look for the next.`
        : `${capital(words.move(below!, state, 0))} to ${words.state(state)}: the goal! The stack, bottom to top, is the path: ${stack.length - 1} ${words.unit ?? 'moves'}. Stop.`;
    case 'back':
      if (top === undefined)
        return all
          ? `The start has no move left: every path has been walked (${frame.found} found).`
          : 'The start has no move left: there is no path.';
      return `${words.state(state)} has no move left to a ${words.plural.replace(/s$/, '')} off the stack: take it off and back out to ${words.state(top)}.`;
    case 'leave':
      return `Back out of the goal to ${words.state(top!)} and try its other moves, for the next path.`;
    case 'end':
      return complete
        ? 'The walk is over.'
        : 'The walk goes on past the steps recorded here: the answer is drawn.';
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the learn panel shows at a frame of the backtracking. */
export function backtrackLesson(
  trace: BacktrackTrace,
  frame: BacktrackFrame,
  words: LearnWords,
  all: boolean,
): Lesson {
  const top = frame.stack.at(-1);
  return {
    title: 'Backtracking',
    pseudocode: backtrackCode(all),
    lit: linesOf(frame.kind),
    sentence: narrate(frame, words, all, trace.complete),
    lists: [
      listOf(
        'Stack',
        `(${frame.stack.length.toLocaleString('en')} deep, top first: the path so far)`,
        'stack',
        [...frame.stack].reverse(),
        words.state,
      ),
    ],
    expanding: top === undefined ? '—' : { state: words.state(top), moves: [] },
    counts: `${counted(frame.stepped, 'steps')} in · ${counted(frame.deadEnds, 'dead ends')} backed out of · ${counted(frame.found, 'paths')} found`,
  };
}
