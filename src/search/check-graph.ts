// The engine's arguments checked once at a search's entry: a graph a search can walk, states
// inside it, options read once, and the memory a search may take. A graph from outside the library
// is any object; these checks are what stand between a mistake in one and a search that loops for
// ever, reads past its arrays or allocates more than the machine has.
import { z } from 'zod';
import { BoardpathError, checkMemory } from '../errors.js';
import {
  allowing,
  checkOptions,
  checkValue,
  readArgument,
  MAX_MEMORY_LIMIT,
  maxMemorySchema,
  optionsSchema,
  progressSchema,
  showValue,
  signalSchema,
  type OptionsSchema,
} from '../options.js';
import type { IntGraph } from './int-graph.js';

/** The most states an integer graph may have: its parents are an Int32Array. */
export const MAX_GRAPH_STATES = 2 ** 31 - 1;

/**
 * The memory an engine search may take when its options give no `maxMemory`: 1 GiB, the library's
 * default wherever a search sets one (the frontier count of maze paths, the mate count).
 */
export const DEFAULT_ENGINE_MEMORY = 2 ** 30;

/**
 * The `maxMemory` a puzzle's solver gives the engine once it has checked its own estimate of the
 * whole solve against its own limit (absent there: none): the engine's default must not refuse it.
 */
export const CHECKED_BY_CALLER = MAX_MEMORY_LIMIT;

const graphSchema = allowing(
  `an IntGraph: { size: a whole number from 1 to ${MAX_GRAPH_STATES}, maxDegree: a whole number from 0, moves(state, out) }`,
  z.object({
    size: z.number().int().min(1).max(MAX_GRAPH_STATES),
    maxDegree: z.number().int().min(0).max(MAX_GRAPH_STATES),
    moves: z.custom<IntGraph['moves']>((value) => typeof value === 'function'),
  }),
);

/** The options every search of the engine takes: `signal` and `maxMemory`. @internal */
export const searchOptionShape = {
  signal: signalSchema.optional(),
  maxMemory: maxMemorySchema.optional(),
};

/** The options of the engine's breadth-first searches (`IntSearchOptions`). @internal */
export const intSearchOptionsSchema = optionsSchema({
  ...searchOptionShape,
  progress: progressSchema.optional(),
});

/** `reverse`: any object, then checked as a graph by `checkReverse`. @internal */
export const reverseSchema = allowing(
  'an IntGraph of the moves backwards',
  z.custom<IntGraph>((value) => typeof value === 'object' && value !== null),
);

/**
 * `graph` checked as an `IntGraph` (`BoardpathError` E_USAGE naming `name` otherwise), and read
 * once: the copy returned keeps the size and degree as they were read, and its `moves` calls the
 * function read then, on the graph given (so a getter or a later change cannot make a search run
 * past its arrays). Cost: O(1).
 */
export function checkGraph(graph: unknown, name = 'graph'): IntGraph {
  if (typeof graph !== 'object' || graph === null) checkValue(name, graphSchema, graph);
  const read = graph as Record<keyof IntGraph, unknown>;
  const fields = readArgument(name, () => ({
    size: read.size,
    maxDegree: read.maxDegree,
    moves: read.moves,
  }));
  // The fields as read, checked by the schema only when one is wrong (for its message).
  const { size, maxDegree, moves } = isGraph(fields) ? fields : checkValue(name, graphSchema, fields);
  const view: IntGraph = Object.freeze({
    size,
    maxDegree,
    moves: (state: number, out: Int32Array): number => moves.call(graph, state, out),
  });
  callers.set(view, { moves, graph });
  return view;
}

// The function each checked graph read and the graph it is called on, for loops that call it
// straight (`movesCaller`).
const callers = new WeakMap<IntGraph, { readonly moves: IntGraph['moves']; readonly graph: unknown }>();

/**
 * The moves function of a graph and the object to call it on: those `checkGraph` read, for a graph
 * it checked, else the graph's own. A search's innermost loop calls `moves.call(self, …)`, one call
 * fewer than through the checked graph. Cost: O(1).
 */
export function movesCaller(graph: IntGraph): { readonly moves: IntGraph['moves']; readonly self: unknown } {
  const read = callers.get(graph);
  return read === undefined ? { moves: graph.moves, self: graph } : { moves: read.moves, self: read.graph };
}

// A whole number from `min` to MAX_GRAPH_STATES.
function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_GRAPH_STATES;
}

// What the schema accepts, told without it (it costs microseconds, and some searches are tiny).
function isGraph(fields: Record<keyof IntGraph, unknown>): fields is IntGraph {
  return isCount(fields.size, 1) && isCount(fields.maxDegree, 0) && typeof fields.moves === 'function';
}

/** `state` checked as a state of a graph of `size` states, named `name` in the message. Cost: O(1). */
export function checkState(name: string, state: unknown, size: number): number {
  if (typeof state === 'number' && Number.isInteger(state) && state >= 0 && state < size) return state;
  return checkValue(
    name,
    allowing(
      `a state from 0 to ${size - 1}`,
      z
        .number()
        .int()
        .min(0)
        .max(size - 1),
    ),
    state,
  );
}

/**
 * A function's options checked against its schema (`checkOptions`: unknown keys, wrong values and a
 * signal already fired are refused) and read once, into a frozen copy the search uses from then
 * on. Cost: O(options).
 * @internal
 */
export function checkEngineOptions<S extends z.ZodRawShape>(
  schema: OptionsSchema<S>,
  options: unknown,
): Readonly<z.output<z.ZodObject<S, z.core.$strict>>> {
  return Object.freeze(checkOptions(schema, options));
}

/**
 * The memory a search may still take, counted as it allocates: `reserve` refuses (E_MEMORY, before
 * the allocation) past `maxMemory`, or `DEFAULT_ENGINE_MEMORY` when none is given.
 */
export class MemoryBudget {
  private used = 0;
  private readonly limit: number;

  constructor(maxMemory: number | undefined) {
    this.limit = maxMemory ?? DEFAULT_ENGINE_MEMORY;
  }

  /** Counts `bytes` more, or refuses them. Cost: O(1). */
  reserve(bytes: number): void {
    try {
      checkMemory('this graph', this.used + bytes, this.limit);
    } catch (error) {
      throw (error as BoardpathError).at({ option: 'maxMemory' });
    }
    this.used += bytes;
  }

  /** Counts `bytes` as given back (an array replaced by a bigger one). Cost: O(1). */
  release(bytes: number): void {
    this.used -= bytes;
  }
}

/**
 * The count a graph's `moves(from)` returned, checked: a whole number from 0 to `maxDegree` (the
 * room it was given), else a `BoardpathError`. Cost: O(1); called once per state expanded.
 */
export function movesCount(from: number, count: unknown, maxDegree: number, name = 'graph'): number {
  if (typeof count === 'number' && count >= 0 && count <= maxDegree && (count | 0) === count) return count;
  throw tooManyMoves(from, count, maxDegree, name);
}

/**
 * The error for a graph whose `moves` wrote `count` states into room for `room`, or a state outside
 * the graph: found while searching, so that a broken graph stops the search instead of looping.
 */
export function badMove(from: number, to: number, size: number, name = 'graph'): BoardpathError {
  return new BoardpathError(
    'E_USAGE',
    `${name}.moves(${from}) gave state ${to}, outside the graph's states 0…${size - 1}`,
    { option: name },
  );
}

/** The error for `moves(from)` returning a count that is not a whole number from 0 to `maxDegree`. */
function tooManyMoves(from: number, count: unknown, maxDegree: number, name = 'graph'): BoardpathError {
  return new BoardpathError(
    'E_USAGE',
    `${name}.moves(${from}) returned ${showValue(count)}, but maxDegree is ${maxDegree}: it must return how many states it wrote, a whole number from 0 to maxDegree`,
    { option: name },
  );
}
