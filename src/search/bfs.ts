// Plain breadth-first search over any kind of state, for teaching: the textbook algorithm, checked
// at its entry and bounded in the states it keeps.
import { z } from 'zod';
import { BoardpathError, throwIfAborted } from '../errors.js';
import { allowing, checkValue, optionsSchema, showValue, signalSchema, wholeNumber } from '../options.js';
import { checkEngineOptions } from './check-graph.js';

/**
 * A search problem over any kind of state, for teaching and for small puzzles: the states can be
 * objects, and `key` says when two of them are the same (by default the state itself, compared as
 * a `Map` key compares).
 */
export interface SearchProblem<S> {
  readonly start: S;
  /** The states one move away. */
  next(state: S): Iterable<S>;
  isGoal(state: S): boolean;
  /** A value that is equal for equal states (a string or number for object states). */
  key?(state: S): unknown;
}

/** One shortest way from the start to a goal: the states along it (start included). */
export interface Found<S> {
  readonly path: S[];
  readonly moves: number;
  /** States taken off the queue before the goal was seen. */
  readonly explored: number;
}

/** The options of `bfs`. */
export interface BfsOptions {
  /** Stop the search (with a `BoardpathError` of code `E_ABORTED`) when this signal fires. */
  readonly signal?: AbortSignal;
  /**
   * Refuse (`E_MEMORY`) a search that reaches more states than this (default `DEFAULT_BFS_STATES`,
   * a million; at most `MAX_BFS_STATES`): the states live in a `Map`, which stops near 2^24 entries.
   */
  readonly maxStates?: number;
}

/** The states `bfs` keeps when its options say no other number: a million. */
export const DEFAULT_BFS_STATES = 1_000_000;

/** The most states `bfs` may be allowed: 2^23, half of what a `Map` holds. */
const MAX_BFS_STATES = 2 ** 23;

const bfsOptionsSchema = optionsSchema({
  signal: signalSchema.optional(),
  maxStates: wholeNumber(1, MAX_BFS_STATES).optional(),
});

const problemSchema = allowing(
  'a search problem: { start, next(state) => states, isGoal(state) => boolean, key?(state) }',
  z.object({
    start: z.unknown(),
    next: z.custom<(state: unknown) => Iterable<unknown>>((value) => typeof value === 'function'),
    isGoal: z.custom<(state: unknown) => boolean>((value) => typeof value === 'function'),
    key: z.custom<(state: unknown) => unknown>((value) => typeof value === 'function').optional(),
  }),
);

// How often (in moves looked at) the search looks at its signal.
const ABORT_CHECK_MASK = 0xfff;

/**
 * Plain breadth-first search: the textbook algorithm, with a `Map` from key to parent and an array
 * queue read through a head index (never `shift`, which is O(n)). Returns null when no goal is
 * reachable.
 *
 * The problem and options are checked first and read once (`E_USAGE` naming what is wrong); `next`
 * must give an iterable (`E_USAGE` otherwise); past `options.maxStates` states the search stops
 * with `E_MEMORY`, and once `options.signal` fires with `E_ABORTED`. An error thrown by `next`,
 * `isGoal` or `key` passes through unchanged.
 *
 * Cost: O(V + E) time and O(V) memory for the V states and E moves reached, times the cost of `key`.
 * Use the integer engine (`shortestIntPath`) for millions of states.
 *
 * @example
 * bfs({ start: 1, next: (n) => [n + 1, n * 2], isGoal: (n) => n === 10 })?.path // [1, 2, 4, 5, 10]
 */
export function bfs<S>(problem: SearchProblem<S>, options: BfsOptions = {}): Found<S> | null {
  const read = checkValue('problem', problemSchema, problem);
  const checked = checkEngineOptions(bfsOptionsSchema, options);
  const maxStates = checked.maxStates ?? DEFAULT_BFS_STATES;
  // The problem's functions, read once and called on it (they may be its methods).
  const start = read.start as S;
  const isGoal = (state: S): boolean => Boolean(read.isGoal.call(problem, state));
  const key = read.key === undefined ? (state: S) => state : (state: S) => read.key!.call(problem, state);
  const next = (state: S): Iterable<S> => {
    const states: unknown = read.next.call(problem, state);
    if (typeof (states as Iterable<S> | null | undefined)?.[Symbol.iterator] === 'function')
      return states as Iterable<S>;
    throw new BoardpathError('E_USAGE', `problem.next gave ${showValue(states)}, not an iterable of states`, {
      option: 'problem',
    });
  };
  if (isGoal(start)) return { path: [start], moves: 0, explored: 0 };
  // Each reached state remembers the entry it came from; the start's is null.
  const first: Reached<S> = { state: start, from: null };
  const seen = new Map<unknown, Reached<S>>([[key(start), first]]);
  const queue: Reached<S>[] = [first];
  let tried = 0; // moves looked at: the signal is looked at between them too, as one state may have many
  for (let head = 0; head < queue.length;) {
    const entry = queue[head++];
    for (const state of next(entry.state)) {
      if ((tried++ & ABORT_CHECK_MASK) === 0) throwIfAborted(checked.signal);
      const nextKey = key(state);
      if (seen.has(nextKey)) continue;
      if (seen.size >= maxStates) throw tooManyStates(maxStates);
      const reached = { state, from: entry };
      seen.set(nextKey, reached);
      if (isGoal(state)) {
        const path: S[] = [];
        for (let at: Reached<S> | null = reached; at; at = at.from) path.push(at.state);
        path.reverse();
        return { path, moves: path.length - 1, explored: head };
      }
      queue.push(reached);
    }
  }
  return null;
}

function tooManyStates(maxStates: number): BoardpathError {
  return new BoardpathError(
    'E_MEMORY',
    `the search reached more than ${maxStates} states, its limit (maxStates); use shortestIntPath for bigger searches`,
    { option: 'maxStates' },
  );
}

interface Reached<S> {
  readonly state: S;
  readonly from: Reached<S> | null;
}
