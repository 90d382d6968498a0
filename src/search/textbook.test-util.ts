// The searches as a textbook writes them, on adjacency lists with plain arrays, each step written
// down as a tuple: the references that the engine's searches, watched through their sinks, and the
// page's recordings of them are compared with, step by step. Nothing here uses the engine.
import fc from 'fast-check';
import type { IntGraph } from './int-graph.js';

/** For each state, the states one move away, in the order the moves are tried. */
export type Adjacency = number[][];

/** One step: its name, then its numbers (the state, the state it came from, the move, …). */
export type Step = [string, ...number[]];

/** What a reference search did and found. */
export interface Textbook {
  readonly steps: Step[];
  readonly path: number[] | null;
  /** States expanded (taken from a queue or an open list, moves looked at). */
  readonly expanded: number[];
}

/** Random graphs of 1 to 25 states, up to 4 moves each (repeats and loops included), and two ends. */
export const randomGraphs = fc.integer({ min: 1, max: 25 }).chain((size) =>
  fc.record({
    adjacency: fc.array(fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 4 }), {
      minLength: size,
      maxLength: size,
    }),
    start: fc.integer({ min: 0, max: size - 1 }),
    goal: fc.integer({ min: 0, max: size - 1 }),
  }),
);

/**
 * Random graphs small enough for the textbook backtracking, which walks every simple path: 1 to 7
 * states, up to 3 moves each (`unique`: no move repeated, else repeats and loops included), and
 * two ends.
 */
export function smallGraphs({ unique = false }: { unique?: boolean } = {}) {
  return fc.integer({ min: 1, max: 7 }).chain((size) => {
    const moves = fc.integer({ min: 0, max: size - 1 });
    return fc.record({
      adjacency: fc.array(
        unique ? fc.uniqueArray(moves, { maxLength: 3 }) : fc.array(moves, { maxLength: 3 }),
        {
          minLength: size,
          maxLength: size,
        },
      ),
      start: fc.integer({ min: 0, max: size - 1 }),
      goal: fc.integer({ min: 0, max: size - 1 }),
    });
  });
}

/** Each state's moves turned round: the states one move into it, in increasing order. */
export function reversed(adjacency: Adjacency): Adjacency {
  const into: Adjacency = adjacency.map(() => []);
  adjacency.forEach((list, from) => list.forEach((to) => into[to].includes(from) || into[to].push(from)));
  return into.map((list) => list.sort((a, b) => a - b));
}

/** Fewest moves from each state to `goal` (-1 where it cannot be reached). */
export function distancesTo(adjacency: Adjacency, goal: number): number[] {
  const back = reversed(adjacency);
  const left = adjacency.map(() => -1);
  left[goal] = 0;
  for (const queue = [goal]; queue.length > 0;) {
    const state = queue.shift()!;
    for (const next of back[state])
      if (left[next] < 0) {
        left[next] = left[state] + 1;
        queue.push(next);
      }
  }
  return left;
}

function pathBack(parent: Map<number, number>, start: number, goal: number): number[] {
  const path = [goal];
  while (path[0] !== start) path.unshift(parent.get(path[0])!);
  return path;
}

/**
 * Breadth-first search with a queue: a state is seen, given its parent and tested for the goal
 * when a move first reaches it. Steps: start, dequeue, seen, enqueue, goal.
 */
export function textbookBreadthFirst(adjacency: Adjacency, start: number, goal: number): Textbook {
  const steps: Step[] = [['start', start]];
  const parent = new Map([[start, start]]);
  if (start === goal) return { steps: [...steps, ['goal', start, -1, -1]], path: [start], expanded: [] };
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head];
    steps.push(['dequeue', state]);
    for (const [move, next] of adjacency[state].entries()) {
      if (parent.has(next)) {
        steps.push(['seen', next, state, move]);
        continue;
      }
      parent.set(next, state);
      if (next === goal) {
        steps.push(['goal', next, state, move]);
        return { steps, path: pathBack(parent, start, goal), expanded: queue.slice(0, head + 1) };
      }
      queue.push(next);
      steps.push(['enqueue', next, state, move]);
    }
  }
  return { steps, path: null, expanded: queue };
}

/**
 * A* with the open list a plain array, searched each time for its first entry by cost + estimate,
 * then the larger cost; a shorter path replaces a state's entry. The textbook leaves the rest of a
 * tie open: it goes to the state `taken` (the states in the order a search took them from its open
 * list) says comes next, when that is one of the tied, else to the entry put in first. Steps:
 * start, expand, closed, worse, push, better, goal.
 */
export function textbookAStar(
  adjacency: Adjacency,
  start: number,
  goal: number,
  h: (state: number) => number,
  taken: readonly number[] = [],
): Textbook {
  const open = [{ state: start, g: 0, order: 0 }];
  const steps: Step[] = [['start', start, h(start)]];
  const parent = new Map([[start, start]]);
  const closed = new Set<number>();
  const expanded: number[] = [];
  let order = 1;
  while (open.length > 0) {
    const next = taken[expanded.length];
    let best = 0;
    for (let i = 1; i < open.length; i++) {
      const [a, b] = [open[i], open[best]];
      const [fa, fb] = [a.g + h(a.state), b.g + h(b.state)];
      const tie = a.g === b.g && (a.state === next || (b.state !== next && a.order < b.order));
      if (fa < fb || (fa === fb && (a.g > b.g || tie))) best = i;
    }
    const { state, g } = open.splice(best, 1)[0];
    if (state === goal) {
      steps.push(['goal', state, g]);
      return { steps, path: pathBack(parent, start, goal), expanded };
    }
    closed.add(state);
    expanded.push(state);
    steps.push(['expand', state, g]);
    for (const [move, next] of adjacency[state].entries()) {
      if (closed.has(next)) {
        steps.push(['closed', next, state, move]);
        continue;
      }
      const entry = open.find((each) => each.state === next);
      if (entry && entry.g <= g + 1) {
        steps.push(['worse', next, state, move, g + 1]);
        continue;
      }
      if (entry) open.splice(open.indexOf(entry), 1);
      open.push({ state: next, g: g + 1, order: order++ });
      parent.set(next, state);
      steps.push([entry ? 'better' : 'push', next, state, move, g + 1, h(next)]);
    }
  }
  return { steps, path: null, expanded };
}

/**
 * Breadth-first search from both ends: two queues, the goal's walking `backwards` (the moves into
 * each state); the side with fewer states waiting (on a tie, the less deep) expands a whole level,
 * until a move reaches a state the other side has seen. Steps: start, level, dequeue, seen,
 * enqueue, meet; each ends with its side (0 the start's, 1 the goal's).
 */
export function textbookBidirectional(
  adjacency: Adjacency,
  backwards: Adjacency,
  start: number,
  goal: number,
): Textbook & { readonly sides: number[] } {
  const steps: Step[] = [
    ['start', start, 0],
    ['start', goal, 1],
  ];
  const expanded: number[] = [];
  const sides: number[] = [];
  if (start === goal)
    return { steps: [...steps, ['meet', start, -1, -1, 0]], path: [start], expanded, sides };
  const moves = [adjacency, backwards];
  const parents = [new Map([[start, start]]), new Map([[goal, goal]])];
  const queues = [[start], [goal]];
  const heads = [0, 0];
  const depths = [0, 0];
  for (;;) {
    const waiting = [0, 1].map((s) => queues[s].length - heads[s]);
    if (waiting[0] === 0 || waiting[1] === 0) return { steps, path: null, expanded, sides };
    const s = waiting[0] < waiting[1] || (waiting[0] === waiting[1] && depths[0] <= depths[1]) ? 0 : 1;
    steps.push(['level', ++depths[s], s]);
    for (const end = queues[s].length; heads[s] < end;) {
      const state = queues[s][heads[s]++];
      steps.push(['dequeue', state, s]);
      expanded.push(state);
      sides.push(s);
      for (const [move, next] of moves[s][state].entries()) {
        if (parents[s].has(next)) {
          steps.push(['seen', next, state, move, s]);
          continue;
        }
        parents[s].set(next, state);
        queues[s].push(next);
        if (parents[1 - s].has(next)) {
          steps.push(['meet', next, state, move, s]);
          const path = pathBack(parents[0], start, next);
          for (let at = next; at !== goal;) path.push((at = parents[1].get(at)!));
          return { steps, path, expanded, sides };
        }
        steps.push(['enqueue', next, state, move, s]);
      }
    }
  }
}

/**
 * Backtracking as a recursion: step into a state, try its moves in order but those onto the
 * path, back out when they are used up; stop at the goal, or with `all` back out of it and go on.
 * Steps: `state` for each step in, `~state` for each step back out.
 */
export function textbookBacktracking(
  adjacency: Adjacency,
  start: number,
  goal: number,
  all = false,
): { readonly events: number[]; readonly paths: number[][] } {
  const events: number[] = [];
  const paths: number[][] = [];
  const path: number[] = [];
  const walk = (state: number): boolean => {
    events.push(state);
    path.push(state);
    if (state === goal) {
      paths.push([...path]);
      path.pop();
      if (!all || state === start) return true;
      events.push(~state);
      return false;
    }
    for (const next of adjacency[state]) if (!path.includes(next) && walk(next)) return true;
    path.pop();
    events.push(~state);
    return false;
  };
  walk(start);
  return { events, paths };
}

/** The textbook over an integer graph: each state's distance from `start` (-1: unreachable). */
export function graphDistances(graph: IntGraph, start: number): number[] {
  const out = new Int32Array(Math.max(1, graph.maxDegree));
  const distance = new Array<number>(graph.size).fill(-1);
  distance[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const count = graph.moves(queue[head], out);
    for (let k = 0; k < count; k++)
      if (distance[out[k]] < 0) {
        distance[out[k]] = distance[queue[head]] + 1;
        queue.push(out[k]);
      }
  }
  return distance;
}
