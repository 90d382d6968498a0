import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random.js';
import { TokenPositions } from './positions.js';
import { ShortestSolutions } from './solutions-graph.js';

/**
 * The reference: a textbook breadth-first search from the start to the swap over "red|blue"
 * positions, counting shortest solutions, and the squares read by the moves of shortest solutions
 * (a move lies on one when it joins a position at k moves from the start to one at k + 1 moves
 * that is fewest − k − 1 moves from the swap).
 */
function reference(rows: number, columns: number, labels: readonly number[]) {
  const cells = rows * columns;
  const moves = (red: number, blue: number): Array<[number, number, number]> => {
    const next: Array<[number, number, number]> = [];
    for (const [mover, other] of [
      [red, blue],
      [blue, red],
    ]) {
      const d = labels[other];
      const [r, c] = [Math.floor(mover / columns), mover % columns];
      for (const [r2, c2] of [
        [r - d, c],
        [r + d, c],
        [r, c - d],
        [r, c + d],
      ]) {
        const to = r2 * columns + c2;
        if (r2 < 0 || c2 < 0 || r2 >= rows || c2 >= columns || to === other) continue;
        next.push(mover === red ? [to, blue, other] : [red, to, other]);
      }
    }
    return next;
  };
  const search = (red: number, blue: number) => {
    const steps = new Map([[`${red}|${blue}`, 0]]);
    const ways = new Map([[`${red}|${blue}`, 1]]);
    for (const queue = [[red, blue]]; queue.length > 0;) {
      const [r, b] = queue.shift()!;
      const here = `${r}|${b}`;
      for (const [r2, b2] of moves(r, b)) {
        const key = `${r2}|${b2}`;
        if (!steps.has(key)) {
          steps.set(key, steps.get(here)! + 1);
          queue.push([r2, b2]);
        }
        if (steps.get(key) === steps.get(here)! + 1) ways.set(key, (ways.get(key) ?? 0) + ways.get(here)!);
      }
    }
    return { steps, ways };
  };
  const fromStart = search(0, cells - 1);
  const toSwap = search(cells - 1, 0);
  const swap = `${cells - 1}|0`;
  const fewest = fromStart.steps.get(swap) ?? -1;
  const read = new Set<number>();
  for (const [key, k] of fromStart.steps) {
    const [r, b] = key.split('|').map(Number);
    for (const [r2, b2, square] of moves(r, b))
      if (toSwap.steps.get(`${r2}|${b2}`) === fewest - k - 1 && fewest >= 0) read.add(square);
  }
  return { fewest, count: fromStart.ways.get(swap) ?? 0, read };
}

const grids = fc
  .record({ rows: fc.integer({ min: 1, max: 6 }), columns: fc.integer({ min: 1, max: 6 }) })
  .filter(({ rows, columns }) => rows * columns >= 2)
  .chain(({ rows, columns }) =>
    fc.record({
      rows: fc.constant(rows),
      columns: fc.constant(columns),
      labels: fc.array(fc.integer({ min: 1, max: 6 }), {
        minLength: rows * columns,
        maxLength: rows * columns,
      }),
      seed: fc.string({ maxLength: 4 }),
    }),
  );

describe('TokenPositions', () => {
  it('finds the fewest moves and the shortest solutions by searching half way, as the whole search does', () => {
    fc.assert(
      fc.property(grids, ({ rows, columns, labels, seed }) => {
        const look = new TokenPositions(rows, columns);
        const solutions = new ShortestSolutions(rows * columns);
        const expected = reference(rows, columns, labels);
        // Twice over the same arrays, a different grid between: nothing of one look is left over.
        for (const grid of [labels, labels.map((label) => (label % 3) + 1), labels]) {
          look.measure(Int32Array.from(grid));
          if (grid === labels) expect([look.fewest, look.count]).toEqual([expected.fewest, expected.count]);
        }
        // The square read on a shortest solution walked at random is one a shortest solution reads.
        const random = seededRandom(seed);
        for (let i = 0; i < 5; i++) {
          const square = solutions.readOnOne(look, random);
          if (expected.fewest <= 0) expect(square).toBe(-1);
          else expect(expected.read.has(square)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
