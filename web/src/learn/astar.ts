/**
 * A* step by step, the engine's `aStarPath` as recorded (record.ts): the open list ordered by
 * priority (cost so far plus the estimate left), the closed states, the state being expanded and
 * what each of its moves did. The open list is kept as the steps say and sorted as the engine
 * takes it: by priority, then the larger cost, and a tie of both in the order the engine's heap
 * took them (known from the search's expanded states), so its first entry is always the state
 * taken next.
 */
import { counted } from '../plural.js';
import { CURRENT, EXPLORED, FOUND, QUEUED } from '../search/shading.js';
import { listOf, type Lesson, type LearnWords, type LessonMove } from './lesson.js';
import { ASTAR_EVENTS, type AStarEvent, type AStarTrace } from './record.js';

/** A state in the open list: its cost so far, its estimate left, and when it came (or got a shorter path). */
interface OpenEntry {
  readonly state: number;
  readonly cost: number;
  readonly estimate: number;
  readonly order: number;
  /** When the search takes it out: its place among the states expanded (the goal last; never: Infinity). */
  readonly takenAt: number;
}

/** The search after one recorded step. */
export interface AStarFrame {
  readonly kind: AStarEvent;
  readonly state: number;
  readonly from: number;
  readonly cost: number;
  readonly estimate: number;
  /** The open list, first taken next. */
  readonly open: readonly OpenEntry[];
  readonly shades: Uint8Array;
  readonly current: number;
  readonly moves: readonly LessonMove[];
  readonly expanded: number;
  readonly rebuilt: readonly number[];
  /** The entry the last expand (or the goal) took from the open list. */
  readonly taken: OpenEntry | null;
}

const ASTAR_CODE = [
  'open ← [start]; cost[start] ← 0',
  'while open is not empty:',
  '    state ← take the first of open (least cost + estimate)',
  '    if state = goal: stop',
  '    for each next in moves(state):',
  '        if next is closed, or in open by a path no longer: skip it',
  '        cost[next] ← cost[state] + 1; parent[next] ← state',
  '        put next in open by cost + estimate (or move it up)',
  'no path: open is empty',
  'path ← goal, parent[goal], parent[parent[goal]], … back to start',
] as const;

const LINES: Record<AStarEvent, number[]> = {
  start: [0],
  expand: [1, 2],
  goal: [1, 2, 3],
  closed: [4, 5],
  worse: [4, 5],
  push: [4, 6, 7],
  better: [4, 6, 7],
  exhausted: [1, 8],
  path: [9],
};

const before = (a: OpenEntry, b: OpenEntry) =>
  a.cost + a.estimate - (b.cost + b.estimate) ||
  b.cost - a.cost ||
  (a.takenAt === b.takenAt ? a.order - b.order : a.takenAt < b.takenAt ? -1 : 1);

// When the search took each state from the open list (see OpenEntry), worked out once a search.
const turnsOf = new WeakMap<AStarTrace, Map<number, number>>();

function turns(trace: AStarTrace): Map<number, number> {
  let turn = turnsOf.get(trace);
  if (!turn) {
    turn = new Map(Array.from(trace.expanded, (state, i) => [state, i]));
    if (trace.path) turn.set(trace.path[trace.path.length - 1], trace.expanded.length);
    turnsOf.set(trace, turn);
  }
  return turn;
}

/** The search after step `index` of `trace`. Cost: O(index + states + open × log open). */
export function aStarFrame(trace: AStarTrace, size: number, index: number, words: LearnWords): AStarFrame {
  const { kind, state, from, cost, estimate } = trace.events;
  const turn = turns(trace);
  const open = new Map<number, OpenEntry>();
  const shades = new Uint8Array(size);
  let current = -1;
  let order = 0;
  let expanded = 0;
  let moves: LessonMove[] = [];
  let taken: OpenEntry | null = null;
  const rebuilt: number[] = [];
  const last = Math.min(index, kind.length - 1);
  for (let i = 0; i <= last; i++) {
    const what = ASTAR_EVENTS[kind[i]];
    const s = state[i];
    const reach = () => `${words.move(from[i], s, 0)} to ${words.state(s)}`;
    switch (what) {
      case 'start':
      case 'push':
      case 'better':
        open.set(s, {
          state: s,
          cost: cost[i],
          estimate: estimate[i],
          order: order++,
          takenAt: turn.get(s) ?? Infinity,
        });
        shades[s] = QUEUED;
        if (what !== 'start')
          moves.push({
            text: `${reach()}: ${what === 'push' ? 'new' : 'a shorter path'}, cost ${cost[i]} + estimate ${estimate[i]} = ${cost[i] + estimate[i]}`,
            outcome: what === 'push' ? 'new' : 'better',
          });
        break;
      case 'expand':
      case 'goal':
        if (current >= 0) shades[current] = EXPLORED;
        taken = open.get(s) ?? null;
        open.delete(s);
        current = what === 'expand' ? s : -1;
        if (what === 'expand') expanded++;
        shades[s] = what === 'expand' ? CURRENT : FOUND;
        moves = [];
        break;
      case 'closed':
      case 'worse':
        moves.push({
          text: `${reach()}: ${what === 'closed' ? 'expanded already' : 'in the open list by a path no longer'}, skipped`,
          outcome: 'seen',
        });
        break;
      case 'path':
        rebuilt.push(s);
        break;
      case 'exhausted':
        if (current >= 0) shades[current] = EXPLORED;
        current = -1;
        break;
    }
  }
  return {
    kind: ASTAR_EVENTS[kind[last]],
    state: state[last],
    from: from[last],
    cost: cost[last],
    estimate: estimate[last],
    open: [...open.values()].sort(before),
    shades,
    current,
    moves,
    expanded,
    rebuilt,
    taken,
  };
}

function narrate(frame: AStarFrame, words: LearnWords): string {
  const { state, from, cost, estimate } = frame;
  const it = words.state(state);
  const reach = () => `${capital(words.move(from, state, 0))} to ${it}`;
  const priority = frame.taken
    ? `, ${frame.taken.cost} + ${frame.taken.estimate} = ${frame.taken.cost + frame.taken.estimate}`
    : '';
  switch (frame.kind) {
    case 'start':
      return `Start: ${it} goes in the open list with cost 0 and estimate ${estimate}.`;
    case 'expand':
      return `Take ${it} from the open list: the least cost + estimate${priority}. Look at each of its moves.`;
    case 'push':
      return `${reach()}, new: cost ${cost}, estimate ${estimate}, priority ${cost + estimate}; its parent is ${words.state(from)}, and it joins the open list.`;
    case 'better':
      return `${reach()}, already in the open list, now by a shorter path (cost ${cost}): its parent becomes ${words.state(from)} and its priority ${cost + estimate}.`;
    case 'worse':
      return `${reach()}, already in the open list by a path no longer: skip it.`;
    case 'closed':
      return `${reach()}, expanded already: skip it.`;
    case 'goal':
      return `The goal, ${it}, is first in the open list${priority}: stop. Its cost, ${cost}, is the fewest ${words.unit ?? 'moves'}.`;
    case 'path':
      return frame.rebuilt.length === 1
        ? `Rebuild the path backwards from the goal: ${it}.`
        : from < 0
          ? `…and the start, ${it}: the path, read backwards, is complete.`
          : `Its parent: ${it}.`;
    case 'exhausted':
      return 'The open list is empty and the goal was never taken from it: there is no path.';
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the learn panel shows at a frame of A*. */
export function aStarLesson(frame: AStarFrame, words: LearnWords): Lesson {
  const entries = frame.open.map((entry) => entry.state);
  const byState = new Map(frame.open.map((entry) => [entry.state, entry]));
  return {
    title: 'A* search',
    pseudocode: ASTAR_CODE,
    lit: LINES[frame.kind],
    sentence: narrate(frame, words),
    lists: [
      listOf(
        'Open list',
        `(${frame.open.length.toLocaleString('en')} waiting, first taken next)`,
        'open-list',
        entries,
        words.state,
        (state) => {
          const { cost, estimate } = byState.get(state)!;
          return `cost ${cost} + estimate ${estimate} = ${cost + estimate}`;
        },
      ),
    ],
    expanding:
      frame.current >= 0
        ? { state: words.state(frame.current), moves: frame.moves }
        : frame.rebuilt.length > 0
          ? 'Done: rebuilding the path.'
          : '—',
    counts: `${counted(frame.expanded, words.plural)} expanded (closed) · ${frame.open.length.toLocaleString('en')} in the open list`,
  };
}
