/**
 * Where a traced breadth-first search stands after each of its recorded steps: which states are
 * explored, which wait in the queue, which one is being expanded and what its moves did so far,
 * and how much of the path has been rebuilt. Replayed from the first step, so any step can be
 * shown, backwards as well as forwards (a small board's search has a few thousand steps). A big
 * board's search is recorded for its first steps only: after them the timeline goes on a level at a
 * time (`breadthFrameCount`).
 */
import { counted } from '../plural.js';
import {
  CURRENT,
  EXPLORED,
  FOUND,
  QUEUED,
  UNSEEN,
  countsAt,
  lastFrame,
  shadesAt,
} from '../search/shading.js';
import { listOf, reachText, type Lesson, type LearnWords, type LessonMove } from './lesson.js';
import { BREADTH_EVENTS, type BreadthEvent, type BreadthTrace } from './record.js';

/** One move of the state being expanded and what became of it. */
interface ConsideredMove {
  readonly to: number;
  /** Its index among the state's moves (a die's face - 1). */
  readonly move: number;
  readonly outcome: 'seen' | 'enqueue' | 'goal';
}

/** The search after one recorded step, or (past the recorded steps of a big board) at one level. */
export interface LearnFrame {
  readonly kind: BreadthEvent | 'level';
  /** The state the step is about (for a level frame: the level). */
  readonly state: number;
  /** For a move: the state expanded; for a step of the path: the state's parent; else -1. */
  readonly from: number;
  /** Each state's shade: UNSEEN, EXPLORED, QUEUED, CURRENT or FOUND. */
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
const PSEUDOCODE = [
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
function linesOf(kind: LearnFrame['kind'], from: number): number[] {
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
    case 'level':
      return [1, 2, 3];
  }
}

/** How many frames a traced run has in the learn view: its recorded steps, then its levels. */
export function breadthFrameCount(run: BreadthTrace): number {
  const steps = run.events.kind.length;
  return run.complete ? steps : steps + levelsAfter(run).length;
}

// The levels shown after the recorded steps of a big board's search: from the one after the level
// the last recorded step was on, to the search's end.
function levelsAfter(run: BreadthTrace): { first: number; length: number } {
  const { kind, state } = run.events;
  let on = 0;
  for (let i = kind.length - 1; i >= 0; i--)
    if (BREADTH_EVENTS[kind[i]] === 'dequeue') {
      on = run.level[state[i]];
      break;
    }
  const end = lastFrame(run);
  const first = Math.min(on + 1, end);
  return { first, length: end - first + 1 };
}

/** The search at frame `index` of the learn view's timeline. Cost: O(index + states). */
export function learnFrame(run: BreadthTrace, index: number): LearnFrame {
  const steps = run.events.kind.length;
  if (index >= steps && !run.complete) return levelFrame(run, levelsAfter(run).first + index - steps);
  const { kind, state, from, move } = run.events;
  const shades = new Uint8Array(run.level.length);
  let explored = 0;
  let seen = 0;
  let current = -1;
  let found = false;
  let considered: ConsideredMove[] = [];
  const rebuilt: number[] = [];
  const last = Math.min(index, steps - 1);
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
        if (shades[state[i]] === UNSEEN) seen++;
        shades[state[i]] = QUEUED;
        considered.push({ to: state[i], move: move[i], outcome: what });
        break;
      case 'goal':
        // Seen, its parent set, and the search stops: the goal never waits in the queue.
        if (from[i] < 0) break;
        seen++;
        found = true;
        shades[state[i]] = FOUND;
        considered.push({ to: state[i], move: move[i], outcome: what });
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
    considered = [];
  }
  return {
    kind: BREADTH_EVENTS[kind[last]],
    state: state[last],
    from: from[last],
    shades,
    current,
    considered,
    // The trace's queue holds the goal last once it is found; the textbook never puts it there.
    queue: run.order.subarray(explored, found ? seen - 1 : seen),
    explored,
    seen,
    rebuilt,
  };
}

// A big board's search at the start of `level` (see search/shading.ts), at its end the path found.
function levelFrame(run: BreadthTrace, level: number): LearnFrame {
  const { explored, shown } = countsAt(run, level);
  const end = level >= lastFrame(run);
  return {
    kind: 'level',
    state: level,
    from: -1,
    shades: shadesAt(run, level),
    current: -1,
    considered: [],
    queue: run.order.subarray(explored, shown),
    explored,
    seen: shown,
    rebuilt: end && run.path ? Array.from(run.path).reverse() : [],
  };
}

/** One sentence for the step a frame shows. */
function narrate(run: BreadthTrace, frame: LearnFrame, words: LearnWords): string {
  const { state, from: parent } = frame;
  const unit = words.unit ?? 'moves';
  const reach = () => capital(reachText(words, parent, state, frame.considered.at(-1)!.move));
  switch (frame.kind) {
    case 'start':
      return `Start: ${words.state(state)} goes in the queue and is marked as seen.`;
    case 'dequeue':
      return `Take ${words.state(state)} from the front of the queue and look at each of its moves.`;
    case 'seen':
      return `${reach()}, already seen: skip it.`;
    case 'enqueue':
      return `${reach()}, new: its parent is ${words.state(parent)}; it joins the back of the queue.`;
    case 'goal':
      return parent < 0
        ? `The start is the goal: no move is needed.`
        : `${reach()}: the goal, ${run.level[state]} ${unit} from the start. Stop: nothing found later can be nearer, so the goal never joins the queue.`;
    case 'path':
      return frame.rebuilt.length === 1
        ? `Rebuild the path backwards from the goal: ${words.state(state)}.`
        : state === run.order[0]
          ? `…and the start, ${words.state(state)}: the path, read backwards, is complete.`
          : `Its parent: ${words.state(state)}.`;
    case 'exhausted':
      return `The queue is empty and the goal was never seen: there is no path.`;
    case 'level':
      if (state >= lastFrame(run))
        return run.reachable
          ? `Level ${state}: the goal is reached, ${counted(state, unit)} from the start. Stop; the path is rebuilt through the parents.`
          : `Every ${words.plural.replace(/s$/, '')} the start can reach is explored (${frame.explored.toLocaleString('en')}): the goal was never seen, there is no path.`;
      return `Level ${state}: every ${words.plural.replace(/s$/, '')} fewer than ${counted(state, unit)} from the start has been taken from the queue and expanded; the ${counted(frame.queue.length, words.plural)} ${counted(state, unit)} away wait in the queue.`;
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the learn panel shows at a frame of a breadth-first search. */
export function breadthLesson(
  run: BreadthTrace,
  frame: LearnFrame,
  words: LearnWords,
  showParents = false,
): Lesson {
  const parentOf = (state: number) =>
    showParents && run.parent[state] !== state ? `← parent ${words.state(run.parent[state])}` : undefined;
  const moves: LessonMove[] = frame.considered.map(({ to, move, outcome }) => ({
    text: `${reachText(words, frame.current, to, move)}: ${outcome === 'seen' ? 'seen already, skipped' : outcome === 'goal' ? 'the goal!' : 'new, queued'}`,
    outcome: outcome === 'enqueue' ? 'new' : outcome,
  }));
  return {
    title: 'Breadth-first search',
    pseudocode: PSEUDOCODE,
    lit: linesOf(frame.kind, frame.from),
    sentence: narrate(run, frame, words),
    lists: [
      listOf(
        'Queue',
        `(${frame.queue.length.toLocaleString('en')} waiting, front first)`,
        'queue',
        frame.queue,
        words.state,
        parentOf,
      ),
    ],
    expanding:
      frame.current >= 0
        ? { state: words.state(frame.current), moves }
        : frame.rebuilt.length > 0
          ? 'Done: rebuilding the path.'
          : frame.kind === 'level'
            ? 'A whole level at a time.'
            : '—',
    counts: `${counted(frame.explored, words.plural)} explored · ${frame.seen.toLocaleString('en')} seen`,
  };
}
