import { expect } from 'vitest';
import { BoardpathError } from '../errors.js';
import type { IntGraph } from './int-graph.js';

/** An adjacency list as the integer engine's graph, for tests. */
export function asIntGraph(adjacency: number[][]): IntGraph {
  return {
    size: adjacency.length,
    maxDegree: Math.max(1, ...adjacency.map((list) => list.length)),
    moves(state, out) {
      const list = adjacency[state];
      for (let i = 0; i < list.length; i++) out[i] = list[i];
      return list.length;
    },
  };
}

/** The BoardpathError `run` throws, checked to carry `code` (and `option`, when given). */
export function refusal(run: () => unknown, code: string, option?: string): BoardpathError {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(BoardpathError);
  const error = thrown as BoardpathError;
  expect(error.code).toBe(code);
  if (option !== undefined) expect(error.where.option).toBe(option);
  return error;
}

/** A graph of `size` states with no moves at all: for refusals that come before any search. */
export function emptyGraph(size: unknown, maxDegree: unknown = 1): IntGraph {
  return { size, maxDegree, moves: () => 0 } as unknown as IntGraph;
}
