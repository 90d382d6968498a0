/**
 * Breadth-first search from both ends step by step, the engine's `bidirectionalPath` as recorded
 * (record.ts): two queues, the two frontiers — one growing from the start along the moves, one
 * from the goal along the moves backwards — a level at a time on the side with fewer states
 * waiting, until a move reaches a state the other side has seen.
 */
import { CURRENT, EXPLORED, FOUND, GOAL_EXPLORED, GOAL_QUEUED, QUEUED, UNSEEN } from '../search/shading.js';
import { listOf, type Lesson, type LearnWords, type LessonMove } from './lesson.js';
import { BIDIRECTIONAL_EVENTS, type BidirectionalEvent, type BidirectionalTrace } from './record.js';

/** The search after one recorded step. */
export interface BidirectionalFrame {
  readonly kind: BidirectionalEvent;
  /** 0: a step of the start's side; 1: of the goal's. */
  readonly side: number;
  readonly state: number;
  readonly from: number;
  /** Each side's queue, front first. */
  readonly queues: readonly [readonly number[], readonly number[]];
  readonly shades: Uint8Array;
  /**
   * The state being expanded (-1: none) and its own side, which is not the step's `side` when the
   * other side has just started on its level.
   */
  readonly current: number;
  readonly currentSide: number;
  readonly moves: readonly LessonMove[];
  /** States expanded from each side. */
  readonly expanded: readonly [number, number];
  readonly path: readonly number[];
}

const BIDIRECTIONAL_CODE = [
  'queue[start side] ← [start]; queue[goal side] ← [goal]',
  'while neither queue is empty:',
  '    side ← the side with fewer states waiting; its next level:',
  '    for each state taken from the front of its queue:',
  '        for each next one move from state (into it, on the goal side):',
  '            if this side has seen next: skip it',
  '            mark next seen by this side; parent[next] ← state',
  '            if the other side has seen next: they meet, stop',
  '            put next at the back of this side’s queue',
  'no path: a queue is empty',
  'path ← start … next … goal, through both sides’ parents',
] as const;

const LINES: Record<BidirectionalEvent, number[]> = {
  start: [0],
  level: [1, 2],
  dequeue: [3],
  seen: [4, 5],
  enqueue: [4, 6, 8],
  meet: [4, 6, 7],
  exhausted: [1, 9],
  path: [10],
};

const SIDES = ["the start's side", "the goal's side"] as const;

/** The search after step `index` of `trace`. Cost: O(index + states). */
export function bidirectionalFrame(
  trace: BidirectionalTrace,
  size: number,
  index: number,
  words: LearnWords,
): BidirectionalFrame {
  const { kind, side, state, from } = trace.events;
  const queues: [number[], number[]] = [[], []];
  const heads = [0, 0];
  const shades = new Uint8Array(size);
  const expanded: [number, number] = [0, 0];
  let current = -1;
  let currentSide = 0;
  let moves: LessonMove[] = [];
  const path: number[] = [];
  const last = Math.min(index, kind.length - 1);
  const explored = (s: number) => (s === 0 ? EXPLORED : GOAL_EXPLORED);
  for (let i = 0; i <= last; i++) {
    const what = BIDIRECTIONAL_EVENTS[kind[i]];
    const s = side[i];
    const at = state[i];
    // On the goal's side a move is taken backwards: `at` is one move into `from[i]`.
    const reach = () =>
      s === 0
        ? `${words.move(from[i], at, 0)} to ${words.state(at)}`
        : `${words.state(at)}, one move (${words.move(at, from[i], 0)}) into it`;
    switch (what) {
      case 'start':
        queues[s].push(at);
        shades[at] = s === 0 ? QUEUED : GOAL_QUEUED;
        break;
      case 'dequeue':
        if (current >= 0) shades[current] = explored(currentSide);
        heads[s]++;
        current = at;
        currentSide = s;
        expanded[s]++;
        shades[at] = CURRENT;
        moves = [];
        break;
      case 'seen':
        moves.push({ text: `${reach()}: seen by this side already, skipped`, outcome: 'seen' });
        break;
      case 'enqueue':
        queues[s].push(at);
        if (shades[at] === UNSEEN) shades[at] = s === 0 ? QUEUED : GOAL_QUEUED;
        moves.push({ text: `${reach()}: new to this side, queued`, outcome: 'new' });
        break;
      case 'meet':
        shades[at] = FOUND;
        moves.push({ text: `${reach()}: seen by the other side — they meet!`, outcome: 'goal' });
        break;
      case 'path':
        path.push(at);
        break;
      case 'level':
      case 'exhausted':
        break;
    }
  }
  const ended = ['path', 'exhausted'].includes(BIDIRECTIONAL_EVENTS[kind[last]]);
  if (ended && current >= 0) {
    shades[current] = explored(currentSide);
    current = -1;
  }
  return {
    kind: BIDIRECTIONAL_EVENTS[kind[last]],
    side: side[last],
    state: state[last],
    from: from[last],
    queues: [queues[0].slice(heads[0]), queues[1].slice(heads[1])],
    shades,
    current,
    currentSide,
    moves,
    expanded,
    path,
  };
}

function narrate(frame: BidirectionalFrame, words: LearnWords, trace: BidirectionalTrace): string {
  const { state, from, side } = frame;
  const it = words.state(state);
  const reach = () =>
    side === 0
      ? `${capital(words.move(from, state, 0))} to ${it}`
      : `${capital(it)}, one move (${words.move(state, from, 0)}) into ${words.state(from)}`;
  switch (frame.kind) {
    case 'start':
      return side === 0
        ? `Start: ${it} goes in the start's queue.`
        : `…and the goal, ${it}, goes in the goal's queue: two frontiers.`;
    case 'level': {
      const [a, b] = frame.queues.map((queue) => queue.length);
      return `${capital(SIDES[side])} has ${a === b ? 'as few' : 'fewer'} states waiting (${side === 0 ? a : b} against ${side === 0 ? b : a}): it expands its level ${state}.`;
    }
    case 'dequeue':
      return `On ${SIDES[side]}: take ${it} from the front of its queue.`;
    case 'seen':
      return `${reach()}: this side has seen it already, skip it.`;
    case 'enqueue':
      return `${reach()}: new to ${SIDES[side]}; its parent is ${words.state(from)} and it joins that side's queue.`;
    case 'meet':
      return `${reach()}: ${SIDES[1 - side]} has seen it already. The two searches meet: stop. The path runs from the start through ${it} to the goal, ${trace.moves} ${words.unit ?? 'moves'}.`;
    case 'path':
      return frame.path.length === 1
        ? `The path, from the start: ${it}.`
        : `…${it}${frame.path.length === trace.path?.length ? ': the goal.' : ''}`;
    case 'exhausted':
      return 'A queue is empty and the two sides never met: there is no path.';
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the learn panel shows at a frame of the search from both ends. */
export function bidirectionalLesson(
  trace: BidirectionalTrace,
  frame: BidirectionalFrame,
  words: LearnWords,
): Lesson {
  const [fromStart, fromGoal] = frame.queues;
  return {
    title: 'Bidirectional breadth-first search',
    pseudocode: BIDIRECTIONAL_CODE,
    lit: LINES[frame.kind],
    sentence: narrate(frame, words, trace),
    lists: [
      listOf(
        'Queue from the start',
        `(${fromStart.length} waiting)`,
        'frontier-start',
        fromStart,
        words.state,
      ),
      listOf('Queue from the goal', `(${fromGoal.length} waiting)`, 'frontier-goal', fromGoal, words.state),
    ],
    expanding:
      frame.current >= 0
        ? { state: `${words.state(frame.current)}, on ${SIDES[frame.currentSide]}`, moves: frame.moves }
        : frame.path.length > 0
          ? 'Done: the path joins the two halves.'
          : '—',
    counts: `${frame.expanded[0].toLocaleString('en')} expanded from the start · ${frame.expanded[1].toLocaleString('en')} from the goal`,
  };
}
