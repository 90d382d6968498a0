import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoardpathError } from '../../../errors.js';
import { makeMaze, type MazeGrid, type MazeMoves } from '../board/board.js';
import { parseMaze } from '../board/formats.js';
import { generateMaze } from './generate.js';
import { EXACT_LENGTHS } from './exact-mazes.generated.js';
import { mazeLengths } from './range.js';
import { MAZE_NOTATIONS, writeMaze } from './write.js';

/** The reference: a textbook breadth-first search over [row, column] cells that counts shortest paths. */
function shortestPaths(grid: MazeGrid, moves: MazeMoves): { steps: number | null; paths: bigint } {
  const { rows, columns, open, start, goal } = grid;
  const sides: Array<[number, number]> = [
    [1, 0],
    [0, 1],
  ];
  if (moves >= 4) sides.push([-1, 0], [0, -1]);
  if (moves === 8) sides.push([1, 1], [1, -1], [-1, 1], [-1, -1]);
  if (open[start] !== 1 || open[goal] !== 1) return { steps: null, paths: 0n };
  const steps = new Map([[start, 0]]);
  const paths = new Map([[start, 1n]]);
  for (const queue = [start]; queue.length > 0;) {
    const cell = queue.shift()!;
    const [row, column] = [Math.floor(cell / columns), cell % columns];
    for (const [dr, dc] of sides) {
      const [r, c] = [row + dr, column + dc];
      const next = r * columns + c;
      if (r < 0 || c < 0 || r >= rows || c >= columns || open[next] !== 1) continue;
      if (!steps.has(next)) {
        steps.set(next, steps.get(cell)! + 1);
        queue.push(next);
      }
      if (steps.get(next) === steps.get(cell)! + 1)
        paths.set(next, (paths.get(next) ?? 0n) + paths.get(cell)!);
    }
  }
  return { steps: steps.get(goal) ?? null, paths: paths.get(goal) ?? 0n };
}

// Whether some maze of the size (the corners open) has exactly `paths` shortest paths of `steps` steps.
function someMazeHas(rows: number, columns: number, moves: MazeMoves, steps: number, paths: number): boolean {
  const cells = rows * columns;
  for (let mask = 0; mask < 2 ** cells; mask++) {
    if ((mask & 1) === 0 || ((mask >> (cells - 1)) & 1) === 0) continue;
    const open = Uint8Array.from({ length: cells }, (_, cell) => (mask >> cell) & 1);
    const found = shortestPaths(makeMaze(rows, columns, open), moves);
    if (found.steps === steps && found.paths === BigInt(paths)) return true;
  }
  return false;
}

// Whether the open cells form a tree: connected, and one fewer step between neighbours than cells.
function isTree(grid: MazeGrid, moves: MazeMoves): boolean {
  const { rows, columns, open } = grid;
  const around = moves === 8 ? 8 : 4;
  const sides = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ].slice(0, around / 2);
  let cells = 0;
  let joins = 0;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      if (open[r * columns + c] !== 1) continue;
      cells++;
      for (const [dr, dc] of sides) {
        const [r2, c2] = [r + dr, c + dc];
        if (r2 < rows && c2 >= 0 && c2 < columns && open[r2 * columns + c2] === 1) joins++;
      }
    }
  return joins === cells - 1;
}

const requests = fc.record({
  rows: fc.integer({ min: 1, max: 9 }),
  columns: fc.integer({ min: 1, max: 9 }),
  moves: fc.constantFrom(2 as const, 4 as const, 8 as const),
  style: fc.constantFrom('random' as const, 'perfect' as const),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  paths: fc.constantFrom(undefined, 1, 2, 3),
  walls: fc.double({ min: 0, max: 0.6, noNaN: true }),
  notation: fc.constantFrom(...MAZE_NOTATIONS),
  seed: fc.string({ maxLength: 8 }),
});

describe('generateMaze', () => {
  it('makes mazes whose certificate the reference search finds again, with the steps and paths asked for', () => {
    let missed = 0;
    fc.assert(
      fc.property(requests, ({ rows, columns, moves, style, share, paths, walls, notation, seed }) => {
        const lengths = mazeLengths({ rows, columns, moves, shortest: undefined, paths, walls, style });
        // A length the grid lays (-1 now and then); one path only in a perfect maze, or at the fewest with 2 moves.
        let shortest = share < 0.1 ? -1 : lengths.least + Math.floor(share * (lengths.most - lengths.least));
        while (shortest >= 0 && !lengths.lays(shortest)) shortest--;
        const open = makeMaze(rows, columns, new Uint8Array(rows * columns).fill(1));
        const most = shortest === lengths.least ? shortestPaths(open, moves).paths : 2n ** 60n;
        const wanted =
          shortest === -1 || style === 'perfect' || BigInt(paths ?? 1) > most ? undefined : paths;
        let made: ReturnType<typeof generateMaze>;
        try {
          made = generateMaze({
            rows,
            columns,
            moves,
            shortest,
            paths: wanted,
            style,
            walls,
            seed,
            maxWork: 2e6,
          });
        } catch (error) {
          // More than one shortest path of a length longer than the fewest need not exist on a small
          // grid (one row has one path): only those may be refused (the number of paths) or run out
          // of budget. A refusal on a small grid is held to every maze of it.
          const { code, where } = error as BoardpathError;
          expect(wanted ?? 1).toBeGreaterThan(1);
          if (code === 'E_USAGE') {
            expect(where.option).toBe('paths');
            if (rows * columns <= 12)
              expect(someMazeHas(rows, columns, moves, shortest, wanted!)).toBe(false);
          } else expect(code).toBe('E_WORK');
          missed++;
          return;
        }
        const { board, answer } = made;
        const reference = shortestPaths(board, moves);
        expect(answer.moves).toBe(reference.steps);
        expect(answer.solutions).toBe(reference.paths);
        expect(answer.moves).toBe(shortest === -1 ? null : shortest);
        expect(answer.cells === null ? null : Array.from(answer.cells)).toEqual(
          answer.path === null ? null : answer.path.map(([r, c]) => r * columns + c),
        );
        if (wanted !== undefined) expect(answer.solutions).toBe(BigInt(wanted));
        if (style === 'perfect' && shortest !== -1) {
          expect(answer.solutions).toBe(1n);
          expect(isTree(board, moves)).toBe(true);
        }
        // Read back from its own text, it is the same maze with the same answer.
        const again = parseMaze(writeMaze(board, notation), {
          format: notation === 'art' || notation === 'text' ? notation : 'json',
        });
        expect(Array.from(again.open)).toEqual(Array.from(board.open));
        expect(shortestPaths(again, moves)).toEqual(reference);
      }),
      { numRuns: 200 },
    );
    expect(missed).toBeLessThan(20);
  });

  it('makes every length the table has a path for, beyond the row-by-row paths, the only shortest path', () => {
    let made = 0;
    for (const [key, { examples }] of Object.entries(EXACT_LENGTHS)) {
      const [size, moves] = key.split(' ');
      const [short, long] = size.split('x').map(Number);
      for (const steps of Object.keys(examples))
        for (const [rows, columns] of [
          [short, long],
          [long, short],
        ]) {
          const request = { rows, columns, moves: Number(moves) as MazeMoves, shortest: Number(steps) };
          for (const style of ['random', 'perfect'] as const) {
            const { board, answer } = generateMaze({ ...request, unique: true, style, seed: key });
            expect(shortestPaths(board, request.moves)).toEqual({ steps: request.shortest, paths: 1n });
            expect([answer.moves, answer.solutions]).toEqual([request.shortest, 1n]);
            made++;
          }
        }
    }
    expect(made).toBeGreaterThan(40);
  });

  it('counts the lengths a path can take against its budget, a row at a time', () => {
    // 1500 rows of 1500 cells: its budget runs out in the first rows, before any length is chosen.
    const stopped = (() => {
      try {
        generateMaze({ rows: 1500, columns: 1500, maxWork: 20_000, seed: 'b' });
      } catch (error) {
        return error;
      }
    })();
    expect(stopped).toBeInstanceOf(BoardpathError);
    expect(stopped).toMatchObject({
      code: 'E_WORK',
      message: 'no 1500×1500 maze with 4 moves was found within the budget of 20,000 steps',
    });
  });

  it('makes the same maze from the same seed, byte for byte', () => {
    const art = (index: number) =>
      writeMaze(
        generateMaze({ rows: 6, columns: 8, shortest: 16, unique: true, seed: 'class-7/Ada', index }).board,
        'art',
      );
    expect(art(0)).toBe('S#....##\n........\n####.##.\n....#...\n#.....##\n....#..G\n');
    expect(art(0)).toBe(art(0));
    expect(art(1)).not.toBe(art(0));
  });

  it('refuses at once what no maze can meet, with the range that can be met', () => {
    const refusal = (options: Parameters<typeof generateMaze>[0]) => {
      try {
        generateMaze(options);
      } catch (error) {
        expect(error).toBeInstanceOf(BoardpathError);
        return `${(error as BoardpathError).code}: ${(error as BoardpathError).message}`;
      }
      return 'made';
    };
    expect(refusal({ rows: 6, columns: 6, shortest: 35 })).toBe(
      'E_USAGE: a 6×6 maze with 4 moves is made with shortest paths of 10 to 22 steps (an even number), not 35',
    );
    expect(refusal({ rows: 6, columns: 6, shortest: 11 })).toBe(
      'E_USAGE: a 6×6 maze with 4 moves is made with shortest paths of 10 to 22 steps (an even number), not 11',
    );
    // Past the sizes searched whole, the lengths the row-by-row paths lay.
    expect(refusal({ rows: 9, columns: 9, shortest: 50 })).toBe(
      'E_USAGE: a 9×9 maze with 4 moves is made with shortest paths of 16 to 48 steps (an even number), not 50',
    );
    expect(refusal({ rows: 5, columns: 5, moves: 8, shortest: 9 })).toBe(
      'E_USAGE: a 5×5 maze with 8 moves is made with shortest paths of 4 to 12 steps (odd ones from 5 to 7 only), not 9',
    );
    expect(refusal({ rows: 4, columns: 7, moves: 2, shortest: 12 })).toBe(
      'E_USAGE: a 4×7 maze with 2 moves is made with shortest paths of 9 steps, not 12',
    );
    expect(refusal({ rows: 3, columns: 3, shortest: 4, paths: 7 })).toBe(
      'E_USAGE: a 3×3 maze with 4 moves has 1 to 6 shortest paths of 4 steps (every maze searched), not 7',
    );
    expect(refusal({ rows: 2, columns: 4, moves: 8, shortest: 3, paths: 3 })).toBe(
      'E_USAGE: a 2×4 maze with 8 moves has 1, 2 or 4 shortest paths of 3 steps (every maze searched), not 3',
    );
    expect(refusal({ rows: 5, columns: 5, shortest: 14, paths: 2 })).toBe(
      'E_USAGE: a 5×5 maze with 4 moves has 1 shortest path of 14 steps (every maze searched), not 2',
    );
    expect(refusal({ rows: 10, columns: 10, shortest: 20, paths: 1e9 })).toBe(
      'E_USAGE: a 10×10 maze with 4 moves has at most 774,840,978 shortest paths of 20 steps, not 1,000,000,000',
    );
    expect(refusal({ rows: 10, columns: 10, shortest: 18, paths: 48621 })).toBe(
      'E_USAGE: a 10×10 maze with 4 moves has at most 48,620 shortest paths of 18 steps (every cell open), not 48,621',
    );
    expect(refusal({ rows: 3, columns: 3, paths: 7 })).toBe(
      'E_USAGE: no 3×3 maze with 4 moves has 7 shortest paths, whatever their length',
    );
    expect(refusal({ style: 'perfect', paths: 2 })).toBe(
      'E_USAGE: a perfect maze joins two cells by exactly one path: it has one shortest path, not 2',
    );
    expect(refusal({ rows: 2000, columns: 2000, maxMemory: 2 ** 27 })).toBe(
      'E_MEMORY: a 2000×2000 maze with 4 moves needs about 1347 MB to generate but the limit is 128 MB',
    );
    expect(refusal({ rows: 20, columns: 20, shortest: 60, paths: 1000, maxWork: 1000 })).toBe(
      'E_WORK: no 20×20 maze with 4 moves with a shortest path of 60 steps and 1,000 shortest paths was found within the budget of 1,000 steps',
    );
  });
});
