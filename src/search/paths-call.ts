// The arguments of the simple-path enumeration, checked once at its entry, and the moves backwards
// its pruning needs: given and checked, or found to be the moves themselves, or built.
import { BoardpathError, throwIfAborted } from '../errors.js';
import { maxWorkSchema, optionsSchema, progressSchema, switchSchema } from '../options.js';
import {
  MemoryBudget,
  badMove,
  checkEngineOptions,
  movesCaller,
  checkGraph,
  checkState,
  movesCount,
  reverseSchema,
  searchOptionShape,
} from './check-graph.js';
import type { IntGraph, Progress } from './int-graph.js';
import { readSink, sinkSchema } from './sink.js';

/**
 * What the backtracking enumeration tells its `sink` of each step, in the order it takes them
 * (both methods are optional): the path so far is a stack, pushed by each step into a state and
 * popped by each step back out of one. A path is found when a step reaches the goal, which is
 * then stepped back out of at once (when the enumeration is asked for the next path).
 */
export interface BacktrackSink {
  /** The walk steps into `state`: it goes on the stack (the start first). */
  step?(state: number): void;
  /** The walk steps back out of `state`, the top of the stack: its moves are used up. */
  back?(state: number): void;
}

const BACKTRACK_SINK = ['step', 'back'] as const;

/** Options for the backtracking enumeration. */
export interface SimplePathOptions {
  /**
   * The moves *into* each state (the graph reversed), used to ask "can the goal still be reached
   * from here?". Absent: the enumeration finds out whether every move can be undone (then `graph`
   * serves, with a faster test) and else builds the moves backwards itself, in O(size + moves)
   * memory. Given: it is checked to hold exactly the moves of `graph` backwards (`E_USAGE`).
   */
  readonly reverse?: IntGraph;
  /**
   * The graph has no cycles (a maze with down and right moves only). Then no path can come back to
   * a state it left, so which states reach the goal never changes: it is computed once. (On a graph
   * with cycles the paths are still all found, with dead ends tried.)
   */
  readonly acyclic?: boolean;
  /** Stop (with a `BoardpathError` of code `E_ABORTED`) when this signal fires. */
  readonly signal?: AbortSignal;
  /**
   * The work budget: stop (`E_WORK`) after this many steps, a step being a move tried or taken back
   * (default `DEFAULT_ENUMERATION_WORK`). The number of simple paths grows exponentially with the
   * graph, and so can the dead ends between two of them.
   */
  readonly maxWork?: number;
  /** Told every 65,536 steps: the steps taken so far and the paths found. */
  readonly progress?: Progress;
  /** Refuse (`E_MEMORY`), before allocating, past this many bytes (default 1 GiB). */
  readonly maxMemory?: number;
  /**
   * false: the textbook walk, which tries every move off the path, walks into dead ends and backs
   * out of them: the same paths in the same order, after more steps (exponentially more on an
   * open grid), and `acyclic` and `reverse` are not used. Default true: only moves from which the
   * goal can still be reached are tried.
   */
  readonly prune?: boolean;
  /** Told each step into a state and out of one (see `BacktrackSink`); an error it throws passes through. */
  readonly sink?: BacktrackSink;
}

/** The enumerations' default work budget: 10^9 steps, a minute or so. */
export const DEFAULT_ENUMERATION_WORK = 1e9;

/**
 * Bytes the enumeration may allocate for a graph of `size` states: 17 a state for its marks,
 * stamps, queue and group labels, and its stack (the state and the moves left at each depth, a
 * depth per state at worst) counted half again, as it grows by copying. Cost: O(1).
 */
export function simplePathBytes(size: number, maxDegree: number): number {
  return size * (17 + 1.5 * (12 + 4 * maxDegree));
}

/**
 * An option no user can give (the symbol is not exported): set by a puzzle whose moves backwards
 * are right by construction (a maze: its `reverse` with 2 moves, the graph itself with 4 or 8), so
 * that the enumeration does not check them, a pass over every move that costs more than finding a
 * first path on a big open maze.
 */
export const BACKWARDS_BY_CONSTRUCTION = Symbol('the moves backwards are right by construction');

const pathOptionsSchema = optionsSchema({
  ...searchOptionShape,
  reverse: reverseSchema.optional(),
  acyclic: switchSchema.optional(),
  maxWork: maxWorkSchema.optional(),
  progress: progressSchema.optional(),
  prune: switchSchema.optional(),
  sink: sinkSchema.optional(),
});

/** An enumeration's arguments, checked and read once. */
export interface PathsCall {
  readonly graph: IntGraph;
  readonly start: number;
  readonly goal: number;
  /** The `reverse` given (checked as a graph of the same size, not yet as the moves backwards). */
  readonly reverse: IntGraph | undefined;
  readonly options: Readonly<Omit<SimplePathOptions, 'reverse' | 'sink'>>;
  /** The sink's methods, read once (`readSink`), or undefined when there is none. */
  readonly sink: Required<BacktrackSink> | undefined;
  readonly budget: MemoryBudget;
  /** The caller's moves backwards are right by construction (`BACKWARDS_BY_CONSTRUCTION`). */
  readonly trusted: boolean;
}

/**
 * The arguments of `simplePaths` and its kin checked (`E_USAGE` naming the one at fault) and the
 * enumeration's memory reserved (`E_MEMORY`). Cost: O(1).
 */
export function checkPathsCall(graph: unknown, start: unknown, goal: unknown, options: unknown): PathsCall {
  const checkedGraph = checkGraph(graph);
  const { size, maxDegree } = checkedGraph;
  checkState('start', start, size);
  checkState('goal', goal, size);
  const { reverse: given, sink, ...rest } = checkEngineOptions(pathOptionsSchema, options);
  const reverse = given === undefined ? undefined : checkReverse(given, size);
  const budget = new MemoryBudget(rest.maxMemory);
  budget.reserve(simplePathBytes(size, Math.max(maxDegree, reverse?.maxDegree ?? 0)));
  // Read from the options as given: checkOptions looks at their string keys only.
  const trusted = (options as Partial<Record<symbol, unknown>>)[BACKWARDS_BY_CONSTRUCTION] === true;
  return Object.freeze({
    graph: checkedGraph,
    start: start as number,
    goal: goal as number,
    reverse,
    options: Object.freeze(rest),
    sink: sink === undefined ? undefined : readSink<BacktrackSink>(sink, BACKTRACK_SINK),
    budget,
    trusted,
  });
}

/** `reverse` checked as a graph of `size` states. Cost: O(1). */
export function checkReverse(reverse: unknown, size: number): IntGraph {
  const checked = checkGraph(reverse, 'reverse');
  if (checked.size !== size)
    throw new BoardpathError('E_USAGE', `reverse has ${checked.size} states, but the graph has ${size}`, {
      option: 'reverse',
    });
  return checked;
}

/**
 * The moves backwards for a search from `start` to `goal`: `given` once checked to hold, turned
 * round, every move out of a state the start reaches (`E_USAGE` otherwise; moves it holds beyond
 * those only cost time); else `graph` itself when every move out of a state the start or the goal
 * reaches can be undone (`symmetric`); else built from the start (`reversedGraph`). Cost: O(V + E·maxDegree) time
 * for the V states and E moves reached; 5 bytes per state while it runs, and the built graph's.
 */
export function movesBackwards(
  graph: IntGraph,
  ends: readonly [start: number, goal: number],
  given: IntGraph | undefined,
  budget: MemoryBudget,
  signal: AbortSignal | undefined,
): { readonly reverse: IntGraph; readonly symmetric: boolean } {
  const back = given ?? graph;
  const missing = firstMissing(graph, back, given === undefined ? ends : [ends[0]], budget, signal);
  if (missing === null) return { reverse: back, symmetric: given === undefined };
  if (given !== undefined)
    throw new BoardpathError(
      'E_USAGE',
      `reverse must hold every move of the graph backwards, but graph.moves(${missing[0]}) gives ${missing[1]} and reverse.moves(${missing[1]}) does not give ${missing[0]}`,
      { option: 'reverse' },
    );
  return { reverse: reversedGraph(graph, ends[0], budget, signal), symmetric: false };
}

// The first move [from, to] out of a state reached from `starts` whose return to → from `back`
// lacks; null if none. Breadth-first, so the states reached are walked once each.
function firstMissing(
  graph: IntGraph,
  back: IntGraph,
  starts: readonly number[],
  budget: MemoryBudget,
  signal: AbortSignal | undefined,
): [number, number] | null {
  const { size, maxDegree } = graph;
  const name = back === graph ? 'graph' : 'reverse';
  const bytes = 5 * size + 4 * (maxDegree + back.maxDegree);
  budget.reserve(bytes);
  try {
    const reached = new Uint8Array(size);
    const queue = new Int32Array(size);
    let tail = 0;
    for (const start of starts)
      if (reached[start] === 0) {
        reached[start] = 1;
        queue[tail++] = start;
      }
    const out = new Int32Array(maxDegree);
    const backOut = new Int32Array(back.maxDegree);
    // Called straight: this pass calls the moves once per move of every state reached.
    const { moves, self } = movesCaller(graph);
    const { moves: backMoves, self: backSelf } = movesCaller(back);
    for (let head = 0; head < tail; head++) {
      if ((head & 0xfff) === 0) throwIfAborted(signal);
      const from = queue[head];
      const count = movesCount(from, moves.call(self, from, out), maxDegree);
      for (let i = 0; i < count; i++) {
        const to = out[i];
        if (to < 0 || to >= size) throw badMove(from, to, size);
        const backCount = movesCount(to, backMoves.call(backSelf, to, backOut), back.maxDegree, name);
        let j = 0;
        while (j < backCount && backOut[j] !== from) j++;
        if (j === backCount) return [from, to];
        if (reached[to] === 0) {
          reached[to] = 1;
          queue[tail++] = to;
        }
      }
    }
    return null;
  } finally {
    budget.release(bytes);
  }
}

/**
 * `graph` with every move out of a state `start` reaches turned round, as lists of the states one
 * move into each state (counted during a breadth-first search from `start`, then filled): all a
 * search from `start` needs of the moves backwards. Cost: O(V + E) time for the V states and E
 * moves reached; 4·(size + 1) + 4·E bytes, and 5 per state while it is built, reserved from
 * `budget` before each is allocated.
 */
function reversedGraph(
  graph: IntGraph,
  start: number,
  budget: MemoryBudget,
  signal: AbortSignal | undefined,
): IntGraph {
  const { size, maxDegree } = graph;
  budget.reserve(4 * (size + 1) + 5 * size + 4 * maxDegree);
  const out = new Int32Array(maxDegree);
  const first = new Int32Array(size + 1); // the moves into state s are into[first[s] … first[s+1]-1]
  const reached = new Uint8Array(size);
  const queue = new Int32Array(size);
  reached[start] = 1;
  queue[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    if ((head & 0xfff) === 0) throwIfAborted(signal);
    const from = queue[head];
    const count = movesCount(from, graph.moves(from, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const to = out[i];
      if (to < 0 || to >= size) throw badMove(from, to, size);
      first[to + 1]++;
      if (reached[to] === 0) {
        reached[to] = 1;
        queue[tail++] = to;
      }
    }
  }
  let inDegree = 0;
  for (let s = 0; s < size; s++) {
    inDegree = Math.max(inDegree, first[s + 1]);
    first[s + 1] += first[s];
  }
  budget.reserve(4 * first[size] + 4 * inDegree + 4 * size);
  const into = new Int32Array(first[size]);
  const filled = first.slice(0, size);
  for (let head = 0; head < tail; head++) {
    if ((head & 0xfff) === 0) throwIfAborted(signal);
    const from = queue[head];
    const count = movesCount(from, graph.moves(from, out), maxDegree);
    for (let i = 0; i < count; i++) {
      const to = out[i];
      // A graph whose moves change between two calls: its moves backwards cannot be known.
      if (to < 0 || to >= size || filled[to] === first[to + 1])
        throw new BoardpathError('E_USAGE', `graph.moves(${from}) gave other states when asked again`, {
          option: 'graph',
        });
      into[filled[to]++] = from;
    }
  }
  budget.release(9 * size);
  return {
    size,
    maxDegree: inDegree,
    moves(state, target) {
      const from = first[state];
      const count = first[state + 1] - from;
      target.set(into.subarray(from, from + count));
      return count;
    },
  };
}
