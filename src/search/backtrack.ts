import { BoardpathError, throwIfAborted } from '../errors.js';
import { exponential } from '../words.js';
import { badMove, movesCaller, movesCount } from './check-graph.js';
import type { IntGraph } from './int-graph.js';
import {
  DEFAULT_ENUMERATION_WORK,
  checkPathsCall,
  movesBackwards,
  type PathsCall,
  type SimplePathOptions,
} from './paths-call.js';

export {
  DEFAULT_ENUMERATION_WORK,
  simplePathBytes,
  type BacktrackSink,
  type SimplePathOptions,
} from './paths-call.js';

const ABORT_CHECK_MASK = 0xfff;
const ALL = -1;
const NONE = -2;
const STILL_OPEN = -3;

/**
 * The core of the enumeration: depth-first backtracking from `start`, trying each state's moves in
 * the order `graph.moves` writes them, never stepping onto a state already on the path, and never
 * stepping into a state from which the goal can no longer be reached without crossing the path.
 * Yields a view of a shared buffer (start … goal) that is overwritten after the next step.
 *
 * Why the pruning makes the time grow with the number of paths: every state the search steps into
 * lies on at least one complete path, so there are no dead ends to back out of. Each step costs at
 * most one breadth-first search over the states off the path (none when only one move is left,
 * since a state known to reach the goal then reaches it through that move; in a symmetric graph
 * the search stops once it knows which side of a split the goal is on, so it usually costs a few
 * states, and at worst about the smaller side).
 */
function* walk(call: PathsCall): Generator<Int32Array, void, undefined> {
  const { graph, start, goal, options, sink } = call;
  const { size, maxDegree } = graph;
  if (start === goal) {
    sink?.step(start);
    yield Int32Array.of(start);
    return;
  }
  const prune = options.prune ?? true;
  // The pruning asks which states reach the goal, along the moves backwards: checked (or built)
  // unless the caller's are right by construction. The textbook walk asks nothing.
  const { reverse, symmetric } = !prune
    ? { reverse: graph, symmetric: false }
    : call.trusted
      ? { reverse: call.reverse ?? graph, symmetric: call.reverse === undefined }
      : movesBackwards(graph, [start, goal], call.reverse, call.budget, options.signal);
  const acyclic = options.acyclic ?? false;
  const onPath = new Uint8Array(size);
  const seen = new Int32Array(size); // stamp of the last search that reached each state
  const wanted = new Int32Array(size); // stamp of the last search that was looking for each state
  const queue = new Int32Array(size);
  const out = new Int32Array(Math.max(1, maxDegree, reverse.maxDegree));
  // Which graph a broken count or state of the moves backwards came from, for the message.
  const reverseName = reverse === graph ? 'graph' : 'reverse';
  // The moves functions, called straight in the loops below (the enumeration calls them most).
  const { moves: forwardMoves, self: forwardSelf } = movesCaller(graph);
  const { moves: backMoves, self: backSelf } = movesCaller(reverse);
  let stamp = 0;

  // Marks (with a fresh stamp) the states that reach the goal without touching the path; stops as
  // soon as every one of the `count` candidates is marked.
  const reachFromGoal = (candidates: Int32Array, offset: number, count: number): void => {
    if (stamp === 0x7fffffff) {
      seen.fill(0);
      wanted.fill(0);
      stamp = 0;
    }
    stamp++;
    let remaining = 0;
    for (let i = 0; i < count; i++) {
      const state = candidates[offset + i];
      if (wanted[state] !== stamp && state !== goal) {
        wanted[state] = stamp;
        remaining++;
      }
    }
    seen[goal] = stamp;
    queue[0] = goal;
    let head = 0;
    let tail = 1;
    while (head < tail && remaining > 0) {
      const state = queue[head++];
      const moves = movesCount(state, backMoves.call(backSelf, state, out), reverse.maxDegree, reverseName);
      for (let i = 0; i < moves; i++) {
        const next = out[i];
        if (onPath[next] === 1 || seen[next] === stamp) continue;
        // A state outside the graph is never marked: it would be queued for ever.
        if (next < 0 || next >= size) throw badMove(state, next, size, reverseName);
        seen[next] = stamp;
        if (wanted[next] === stamp) remaining--;
        queue[tail++] = next;
      }
    }
  };

  // In a symmetric graph, "which of these moves can still reach the goal?" is "which of them lie in
  // the goal's connected part of the graph once the path is taken out?". The state we stand on
  // reaches the goal, so one of them does. A breadth-first search grows from all of them at once,
  // each with its own group (merged, union-find style, when two meet); it stops as soon as the
  // answer is known: all groups merged (the usual case, after a step or two around the corner),
  // or every group but the goal's has run out of states. So it costs about the size of the
  // smaller side, not of the whole graph.
  const label = symmetric ? new Int32Array(size) : new Int32Array(0); // group of each state this search reached
  const groupParent = new Int32Array(Math.max(1, maxDegree));
  const pending = new Int32Array(Math.max(1, maxDegree)); // states of each group still queued
  const hasGoal = new Uint8Array(Math.max(1, maxDegree));
  let groups = 0;
  const findGroup = (group: number): number => {
    while (groupParent[group] !== group) group = groupParent[group] = groupParent[groupParent[group]];
    return group;
  };
  // The group that holds the goal's side (ALL: every group, NONE: none), or STILL_OPEN.
  const verdict = (): number => {
    let roots = 0;
    let alive = 0;
    let lastAlive = NONE;
    let goalRoot = NONE;
    for (let group = 0; group < groups; group++) {
      if (groupParent[group] !== group) continue;
      roots++;
      if (hasGoal[group] === 1) goalRoot = group;
      else if (pending[group] > 0) {
        alive++;
        lastAlive = group;
      }
    }
    if (roots === 1) return ALL;
    if (goalRoot !== NONE) return alive === 0 ? goalRoot : STILL_OPEN;
    return alive <= 1 ? lastAlive : STILL_OPEN;
  };
  const goalSide = (candidates: Int32Array, offset: number, count: number): number => {
    if (stamp === 0x7fffffff) {
      seen.fill(0);
      wanted.fill(0);
      stamp = 0;
    }
    stamp++;
    groups = 0;
    let head = 0;
    let tail = 0;
    for (let i = 0; i < count; i++) {
      const state = candidates[offset + i];
      if (seen[state] === stamp) continue; // the same move listed twice
      seen[state] = stamp;
      label[state] = groups;
      groupParent[groups] = groups;
      pending[groups] = 1;
      hasGoal[groups] = state === goal ? 1 : 0;
      groups++;
      queue[tail++] = state;
    }
    let answer = verdict();
    while (answer === STILL_OPEN && head < tail) {
      const state = queue[head++];
      const group = findGroup(label[state]);
      let changed = --pending[group] === 0;
      const moves = movesCount(state, forwardMoves.call(forwardSelf, state, out), maxDegree);
      for (let i = 0; i < moves; i++) {
        const next = out[i];
        if (onPath[next] === 1) continue;
        if (seen[next] === stamp) {
          const other = findGroup(label[next]);
          if (other !== group) {
            groupParent[other] = group;
            pending[group] += pending[other];
            hasGoal[group] |= hasGoal[other];
            changed = true;
          }
          continue;
        }
        if (next < 0 || next >= size) throw badMove(state, next, size);
        seen[next] = stamp;
        label[next] = group;
        if (next === goal) {
          hasGoal[group] = 1;
          changed = true;
        }
        pending[group]++;
        queue[tail++] = next;
      }
      if (changed) answer = verdict();
    }
    return answer === STILL_OPEN ? verdict() : answer;
  };

  // In an acyclic graph, which states reach the goal is fixed: one search, with nothing on the path.
  // (The textbook walk asks none of it: it finds out by walking.)
  let reachesGoal: Uint8Array | null = null;
  if (prune && acyclic) {
    reachesGoal = new Uint8Array(size);
    reachesGoal[goal] = 1;
    queue[0] = goal;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const state = queue[head++];
      const moves = movesCount(state, backMoves.call(backSelf, state, out), reverse.maxDegree, reverseName);
      for (let i = 0; i < moves; i++) {
        const next = out[i];
        if (reachesGoal[next] !== 1) {
          if (next < 0 || next >= size) throw badMove(state, next, size, reverseName);
          reachesGoal[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    if (reachesGoal[start] === 0) return;
  } else if (prune) {
    const only = Int32Array.of(start);
    reachFromGoal(only, 0, 1);
    if (seen[start] !== stamp) return;
  }

  // The stack: for each depth, the state there and the moves still to try from it.
  let capacity = Math.min(64, size); // never more depths than states: a wide graph's stack is big
  let path = new Int32Array(capacity + 1);
  let children = new Int32Array(capacity * maxDegree);
  let childCount = new Int32Array(capacity);
  let childNext = new Int32Array(capacity);
  const grow = () => {
    capacity = Math.min(2 * capacity, size); // a path visits each state once at most
    const grown = (old: Int32Array, length: number) => {
      const bigger = new Int32Array(length);
      bigger.set(old);
      return bigger;
    };
    path = grown(path, capacity + 1);
    children = grown(children, capacity * maxDegree);
    childCount = grown(childCount, capacity);
    childNext = grown(childNext, capacity);
  };

  // Lists, in try order, the moves from the state at `depth` that can still end at the goal.
  const expand = (depth: number): void => {
    const state = path[depth];
    const offset = depth * maxDegree;
    const moves = movesCount(state, forwardMoves.call(forwardSelf, state, out), maxDegree);
    let count = 0;
    for (let i = 0; i < moves; i++) {
      const next = out[i];
      if (onPath[next] === 1) continue;
      if (next < 0 || next >= size) throw badMove(state, next, size);
      if (reachesGoal !== null && reachesGoal[next] === 0) continue;
      children[offset + count++] = next;
    }
    // A state on the path reaches the goal (that is why it was stepped into): with one move left,
    // that move is the way, and no search is needed.
    if (prune && reachesGoal === null && count > 1) {
      let kept = 0;
      if (symmetric) {
        const viable = goalSide(children, offset, count);
        for (let i = 0; i < count; i++) {
          const next = children[offset + i];
          if (viable === ALL || (viable >= 0 && findGroup(label[next]) === viable))
            children[offset + kept++] = next;
        }
      } else {
        reachFromGoal(children, offset, count);
        for (let i = 0; i < count; i++) {
          const next = children[offset + i];
          if (next === goal || seen[next] === stamp) children[offset + kept++] = next;
        }
      }
      count = kept;
    }
    childCount[depth] = count;
    childNext[depth] = 0;
  };

  path[0] = start;
  onPath[start] = 1;
  sink?.step(start);
  expand(0);
  let depth = 0;
  let steps = 0;
  let found = 0;
  const maxWork = options.maxWork ?? DEFAULT_ENUMERATION_WORK;
  while (depth >= 0) {
    if ((++steps & ABORT_CHECK_MASK) === 0) {
      throwIfAborted(options.signal);
      if (steps > maxWork) throw outOfWork(maxWork);
      if ((steps & 0xffff) === 0) options.progress?.(steps, found);
    }
    if (childNext[depth] < childCount[depth]) {
      const next = children[depth * maxDegree + childNext[depth]++];
      if (depth + 1 >= capacity) grow();
      path[depth + 1] = next;
      sink?.step(next);
      if (next === goal) {
        found++;
        yield path.subarray(0, depth + 2);
        sink?.back(goal);
        continue;
      }
      depth++;
      onPath[next] = 1;
      expand(depth);
    } else {
      onPath[path[depth]] = 0;
      sink?.back(path[depth]);
      depth--;
    }
  }
}

/**
 * Every simple path (no state twice) from `start` to `goal`, lazily, in the order depth-first
 * backtracking finds them when it tries each state's moves in the order `graph.moves` writes them:
 * so with moves written in alphabetical order of their names, the paths come in dictionary order.
 * Each path is a fresh `Int32Array` of states, start and goal included; `start === goal` gives the
 * one path `[start]`.
 *
 * Pruned: a move is tried only if the goal can still be reached from where it leads without
 * crossing the path, so the first path is the one plain backtracking finds first, and the time
 * grows with the number of paths, not with the dead ends. With `options.prune` false the walk is
 * plain backtracking, dead ends and all (`maxWork` bounds it); with `options.sink` it tells each
 * step into a state and back out of one (`BacktrackSink`), at the cost of one test per step
 * without one.
 *
 * The pruning needs the moves backwards: without `options.reverse` the enumeration first checks
 * whether every move can be undone (O(E × maxDegree) time, once), and if not builds them
 * (`reversedGraph`); a `reverse` given is checked to be exactly the moves backwards. The arguments
 * are checked when this is called (`E_USAGE` naming the one at fault), the memory before anything
 * is allocated (`E_MEMORY` past `options.maxMemory`, 1 GiB by default); a state `moves` writes
 * outside the graph or a count past `maxDegree` stops it (`E_USAGE`). An error thrown by `moves`
 * or `progress` passes through unchanged.
 *
 * Cost: `simplePathBytes` at most (17 bytes per state and its stack), and 4·(size + E) more when
 * the moves backwards are built; per step into a state, at most O(V + E) time for one breadth-first
 * search over the states off the path (usually a handful of states in a symmetric graph, none when
 * a single move is left, none at all when `acyclic`). So at most O(paths × length × (V + E)) in
 * all, and the first path after at most O(length × (V + E)).
 */
export function simplePaths(
  graph: IntGraph,
  start: number,
  goal: number,
  options: SimplePathOptions = {},
): Generator<Int32Array, void, undefined> {
  return copies(walk(checkPathsCall(graph, start, goal, options)));
}

function* copies(paths: Generator<Int32Array, void, undefined>): Generator<Int32Array, void, undefined> {
  for (const path of paths) yield path.slice();
}

/**
 * The first simple path from `start` to `goal` that depth-first backtracking finds trying moves in
 * the order `graph.moves` writes them (the textbook algorithm's answer), or null if there is none.
 *
 * Checked as `simplePaths` is.
 *
 * Cost: O(length × (V + E)) time with the pruning of `simplePaths`; O(size) memory.
 */
export function firstSimplePath(
  graph: IntGraph,
  start: number,
  goal: number,
  options: SimplePathOptions = {},
): Int32Array | null {
  for (const path of walk(checkPathsCall(graph, start, goal, options))) return path.slice();
  return null;
}

/**
 * How many simple paths lead from `start` to `goal`, counted by the pruned enumeration of
 * `simplePaths` without copying any path. Checked as `simplePaths` is.
 *
 * Cost: O(paths × length × (V + E)) time at most; O(size) memory.
 */
export function countSimplePaths(
  graph: IntGraph,
  start: number,
  goal: number,
  options: SimplePathOptions = {},
): bigint {
  let count = 0;
  let big = 0n;
  for (const _path of walk(checkPathsCall(graph, start, goal, options))) {
    if (++count === 0x40000000) {
      big += BigInt(count);
      count = 0;
    }
  }
  return big + BigInt(count);
}

function outOfWork(maxWork: number): BoardpathError {
  return new BoardpathError(
    'E_WORK',
    `the enumeration of paths took more than ${exponential(maxWork)} steps, its work budget: the paths (or the dead ends between them) grow exponentially with the grid`,
  );
}
