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
