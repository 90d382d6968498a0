// Every small board of a side, as a judged program reads it, for the tests' brute-force searches:
// the smallest side on which a planted bug shows, found by trying them all, to hold the judge's
// shrinking to.

type Rows = number[][];

/**
 * Every LeetCode 909 board of `n` × `n` with at most `most` snakes and ladders (none on the first or
 * the last square, each to any square), as its rows. Cost: O(C(n² − 2, most) × n^(2·most)) boards.
 */
export function* snakesBoards(n: number, most: number): Generator<Rows> {
  const last = n * n;
  const starts = Array.from({ length: Math.max(0, last - 2) }, (_, i) => i + 2);
  const rowsOf = (jumps: ReadonlyMap<number, number>): Rows =>
    Array.from({ length: n }, (_, r) =>
      Array.from({ length: n }, (_, c) => {
        const fromBottom = n - 1 - r;
        const square = fromBottom * n + (fromBottom % 2 === 0 ? c : n - 1 - c) + 1;
        return jumps.get(square) ?? -1;
      }),
    );
  function* pick(from: number, jumps: Map<number, number>): Generator<Rows> {
    yield rowsOf(jumps);
    if (jumps.size === most) return;
    for (let i = from; i < starts.length; i++)
      for (let to = 1; to <= last; to++) {
        jumps.set(starts[i], to);
        yield* pick(i + 1, jumps);
        jumps.delete(starts[i]);
      }
  }
  yield* pick(0, new Map());
}

/** Every `n` × `n` grid of 0s and 1s. Cost: 2^(n²) grids. */
export function* binaryGrids(n: number): Generator<Rows> {
  for (let bits = 0; bits < 2 ** (n * n); bits++)
    yield Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => (bits >> (r * n + c)) & 1));
}

/** Every `n` × `n` grid of labels 1…`top`. Cost: top^(n²) grids. */
export function* labelGrids(n: number, top: number): Generator<Rows> {
  const cells = n * n;
  for (let code = 0; code < top ** cells; code++) {
    let rest = code;
    const labels = Array.from({ length: cells }, () => {
      const label = (rest % top) + 1;
      rest = Math.floor(rest / top);
      return label;
    });
    yield Array.from({ length: n }, (_, r) => labels.slice(r * n, (r + 1) * n));
  }
}

/**
 * The smallest side, from `sides` in order, with a board from `boards(side)` on which `fails`
 * holds; undefined when none has one. Cost: every board tried up to the first found.
 */
export function smallestFailingSide(
  sides: readonly number[],
  boards: (side: number) => Iterable<Rows>,
  fails: (rows: Rows) => boolean,
): number | undefined {
  for (const side of sides) for (const rows of boards(side)) if (fails(rows)) return side;
  return undefined;
}
