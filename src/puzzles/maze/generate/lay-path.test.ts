import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../random.js';
import { PathLengths } from './lay-path.js';

// The reference: a textbook breadth-first search over the open cells, counting shortest paths.
function shortestPaths(rows: number, columns: number, open: Set<number>, moves: 4 | 8): [number, number] {
  const sides = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
    ...(moves === 8
      ? [
          [1, 1],
          [1, -1],
          [-1, 1],
          [-1, -1],
        ]
      : []),
  ];
  const goal = rows * columns - 1;
  const distance = new Map([[0, 0]]);
  const ways = new Map([[0, 1]]);
  for (const queue = [0]; queue.length > 0;) {
    const cell = queue.shift()!;
    for (const [dr, dc] of sides) {
      const [r, c] = [Math.floor(cell / columns) + dr, (cell % columns) + dc];
      const next = r * columns + c;
      if (r < 0 || c < 0 || r >= rows || c >= columns || !open.has(next)) continue;
      if (!distance.has(next)) {
        distance.set(next, distance.get(cell)! + 1);
        queue.push(next);
      }
      if (distance.get(next) === distance.get(cell)! + 1)
        ways.set(next, (ways.get(next) ?? 0) + ways.get(cell)!);
    }
  }
  return [distance.get(goal) ?? -1, ways.get(goal) ?? 0];
}

/**
 * Every length of a path that goes down a row at a time, each row's cells a run, whose cells touch
 * the row above's only where the path steps down (with 8 moves, corners count as touching), as a
 * set of bits: enumerated plainly, row by row, with the row above's cells remembered.
 */
function familyLengths(rows: number, columns: number, moves: 4 | 8): bigint {
  const memo = new Map<string, bigint>();
  const touches = (a: number, b: number) => Math.abs(a - b) <= (moves === 8 ? 1 : 0);
  const from = (row: number, low: number, high: number, exit: number): bigint => {
    const key = `${row},${low},${high},${exit}`;
    if (memo.has(key)) return memo.get(key)!;
    let lengths = 0n;
    for (let entry = 0; entry < columns; entry++) {
      if (row > 0) {
        // The step down joins the exit to the entry, and the entry touches no other cell above.
        if (!touches(exit, entry)) continue;
        let alone = true;
        for (let c = low; c <= high; c++) if (c !== exit && touches(c, entry)) alone = false;
        if (!alone) continue;
      } else if (entry !== 0) continue;
      for (let end = 0; end < columns; end++) {
        const [a, b] = [Math.min(entry, end), Math.max(entry, end)];
        let free = true;
        for (let y = a; y <= b; y++)
          for (let c = low; c <= high && row > 0; c++) if (y !== entry && touches(y, c)) free = false;
        if (!free) continue;
        if (row + 1 === rows) {
          if (end === columns - 1) lengths |= 1n << BigInt(b - a);
        } else lengths |= from(row + 1, a, b, end) << BigInt(b - a + 1);
      }
    }
    memo.set(key, lengths);
    return lengths;
  };
  return from(0, 0, 0, 0);
}

describe('PathLengths', () => {
  it('knows every length of the family exactly, on every grid up to 7×7', () => {
    for (const moves of [4, 8] as const)
      for (let rows = 1; rows <= 7; rows++)
        for (let columns = 1; columns <= 7; columns++) {
          const lengths = new PathLengths(rows, columns, moves);
          const exact = familyLengths(rows, columns, moves);
          for (let steps = 0; steps <= rows * columns; steps++)
            expect([rows, columns, moves, steps, lengths.lays(steps)]).toEqual([
              rows,
              columns,
              moves,
              steps,
              ((exact >> BigInt(steps)) & 1n) === 1n,
            ]);
        }
  });

  it('lays each length it knows, the only shortest path of its cells', () => {
    const random = seededRandom('lay-path');
    for (const moves of [4, 8] as const)
      for (let rows = 1; rows <= 6; rows++)
        for (let columns = 1; columns <= 6; columns++) {
          const lengths = new PathLengths(rows, columns, moves);
          const fewest = moves === 4 ? rows + columns - 2 : Math.max(rows, columns) - 1;
          expect(lengths.least).toBe(fewest);
          for (let steps = 0; steps <= rows * columns; steps++) {
            // With 4 moves, every length of the corners' parity from the fewest to the most.
            if (moves === 4)
              expect(lengths.lays(steps)).toBe(
                steps >= lengths.least && steps <= lengths.most && (steps - fewest) % 2 === 0,
              );
            if (!lengths.lays(steps)) {
              expect(lengths.lay(steps, random)).toBeNull();
              continue;
            }
            const path = Array.from(lengths.lay(steps, random)!);
            expect(path).toHaveLength(steps + 1);
            expect(new Set(path).size).toBe(steps + 1);
            expect([path[0], path.at(-1)]).toEqual([0, rows * columns - 1]);
            expect(shortestPaths(rows, columns, new Set(path), moves)).toEqual([steps, 1]);
          }
        }
  });

  it('lays a serpentine at the most: 20 steps on a 6×6 grid with 4 moves, 190 on 20×20', () => {
    expect(new PathLengths(6, 6, 4).most).toBe(20);
    expect(new PathLengths(20, 20, 4).most).toBe(190);
    expect(new PathLengths(6, 6, 8).most).toBe(16);
  });
});
