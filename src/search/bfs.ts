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

/**
 * Plain breadth-first search: the textbook algorithm, with a `Map` from key to parent and an array
 * queue read through a head index (never `shift`, which is O(n)). Returns null when no goal is
 * reachable.
 *
 * Cost: O(V + E) time and O(V) memory for the V states and E moves reached, times the cost of `key`.
 * Use the integer engine (`shortestIntPath`) for millions of states.
 *
 * @example
 * bfs({ start: 1, next: (n) => [n + 1, n * 2], isGoal: (n) => n === 10 })?.path // [1, 2, 4, 5, 10]
 */
export function bfs<S>(problem: SearchProblem<S>): Found<S> | null {
  const key = problem.key ?? ((state: S) => state);
  const { start } = problem;
  if (problem.isGoal(start)) return { path: [start], moves: 0, explored: 0 };
  // Each reached state remembers the entry it came from; the start's is null.
  const seen = new Map<unknown, Reached<S>>([[key(start), { state: start, from: null }]]);
  const queue: Reached<S>[] = [seen.get(key(start))!];
  for (let head = 0; head < queue.length;) {
    const entry = queue[head++];
    for (const next of problem.next(entry.state)) {
      const nextKey = key(next);
      if (seen.has(nextKey)) continue;
      const reached = { state: next, from: entry };
      seen.set(nextKey, reached);
      if (problem.isGoal(next)) {
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

interface Reached<S> {
  readonly state: S;
  readonly from: Reached<S> | null;
}
