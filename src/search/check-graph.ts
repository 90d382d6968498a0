// The engine's arguments checked once at a search's entry: a graph a search can walk, and states
// inside it. A graph from outside the library is any object; these checks are what stand between
// a mistake in one and a search that loops for ever or reads past its arrays.
import { z } from 'zod';
import { BoardpathError } from '../errors.js';
import { allowing, checkValue, progressSchema, signalSchema, optionsSchema } from '../options.js';
import type { IntGraph } from './int-graph.js';

/** The most states an integer graph may have: its parents are an Int32Array. */
export const MAX_GRAPH_STATES = 2 ** 31 - 1;

const graphSchema = allowing(
  `an IntGraph: { size: a whole number from 1 to ${MAX_GRAPH_STATES}, maxDegree: a whole number from 0, moves(state, out) }`,
  z.object({
    size: z.number().int().min(1).max(MAX_GRAPH_STATES),
    maxDegree: z.number().int().min(0).max(MAX_GRAPH_STATES),
    moves: z.custom<IntGraph['moves']>((value) => typeof value === 'function'),
  }),
);

/** The options of the engine's searches (`IntSearchOptions`). */
export const intSearchOptionsSchema = optionsSchema({
  signal: signalSchema.optional(),
  progress: progressSchema.optional(),
});

/** `graph` checked as an `IntGraph` (`BoardpathError` E_USAGE otherwise). Cost: O(1). */
export function checkGraph(graph: unknown): IntGraph {
  checkValue('graph', graphSchema, graph);
  return graph as IntGraph;
}

/** `state` checked as a state of a graph of `size` states, named `name` in the message. Cost: O(1). */
export function checkState(name: string, state: unknown, size: number): number {
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
 * The error for a graph whose `moves` wrote `count` states into room for `room`, or a state outside
 * the graph: found while searching, so that a broken graph stops the search instead of looping.
 */
export function badMove(from: number, to: number, size: number): BoardpathError {
  return new BoardpathError(
    'E_USAGE',
    `graph.moves(${from}) gave state ${to}, outside the graph's states 0…${size - 1}`,
    { option: 'graph' },
  );
}

/** The error for `moves(from)` returning more states than `maxDegree` says it can. */
export function tooManyMoves(from: number, count: unknown, maxDegree: number): BoardpathError {
  return new BoardpathError(
    'E_USAGE',
    `graph.moves(${from}) returned ${String(count)}, but maxDegree is ${maxDegree}: it must return how many states it wrote, at most maxDegree`,
    { option: 'graph' },
  );
}
