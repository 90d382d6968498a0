// Every paste of `pastes.test-util.ts` read as the command reads it: each example found, its board
// the one the paste holds, its answer the one a plain breadth-first search written here gives (and
// the one the problem gives), and the answer pasted with it checked right.
import { describe, expect, it } from 'vitest';
import {
  checkMazeAnswer,
  checkSnakesAnswer,
  checkTokensAnswer,
  jumpsOf,
  parseMazeExamples,
  parseSnakesExamples,
  parseTokensExamples,
  solveMaze,
  solveSnakes,
  solveTokens,
  type MazeGrid,
  type SnakesBoard,
  type TokensBoard,
} from '../index.js';
import { PASTES, type Paste, type PlainBoard } from './pastes.test-util.js';

// ---- Plain searches, over the boards as this file writes them ----

/** Fewest throws from `start` to `last`, one jump per throw, faces 1…6; -1 when none. */
function plainThrows(last: number, start: number, jumps: ReadonlyMap<number, number>): number {
  const seen = new Map([[start, 0]]);
  for (const queue = [start]; queue.length > 0;) {
    const square = queue.shift()!;
    if (square === last) return seen.get(square)!;
    for (let face = 1; face <= 6 && square + face <= last; face++) {
      const to = jumps.get(square + face) ?? square + face;
      if (!seen.has(to)) {
        seen.set(to, seen.get(square)! + 1);
        queue.push(to);
      }
    }
  }
  return -1;
}

/** The board as squares: its first, last and start squares, and its jumps. */
function snakesOf(board: PlainBoard): {
  first: number;
  last: number;
  start: number;
  jumps: Map<number, number>;
} {
  if ('leetcode' in board) {
    const n = board.leetcode.length;
    const jumps = new Map<number, number>();
    // Squares 1…n² from the bottom-left, turning at each end of a row.
    board.leetcode.forEach((row, r) =>
      row.forEach((to, c) => {
        const fromBottom = n - 1 - r;
        const square = fromBottom * n + (fromBottom % 2 === 0 ? c : n - 1 - c) + 1;
        if (to !== -1 && to !== square) jumps.set(square, to);
      }),
    );
    return { first: 1, last: n * n, start: 1, jumps };
  }
  if ('moves' in board) {
    const jumps = new Map<number, number>();
    board.moves.forEach((to, square) => to !== -1 && to !== square && jumps.set(square, to));
    return { first: 0, last: board.moves.length - 1, start: 0, jumps };
  }
  if ('squares' in board)
    return { first: 1, last: board.squares, start: board.start, jumps: new Map(board.jumps) };
  throw new Error('not a Snakes and Ladders board');
}

/** Fewest steps through a maze (rows of 0/1, 1 open), -1 when none. */
function plainSteps(board: PlainBoard, moves: 2 | 4 | 8): number {
  if (!('maze' in board)) throw new Error('not a maze');
  const rows = board.maze.length;
  const columns = board.maze[0].length;
  const open = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < rows && c < columns && board.maze[r][c] === '1';
  const [sr, sc] = board.start ?? [0, 0];
  const [gr, gc] = board.goal ?? [rows - 1, columns - 1];
  if (!open(sr, sc) || !open(gr, gc)) return -1;
  const sides =
    moves === 2
      ? [
          [1, 0],
          [0, 1],
        ]
      : [
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
  const seen = new Map([[`${sr},${sc}`, 0]]);
  for (const queue = [[sr, sc]]; queue.length > 0;) {
    const [r, c] = queue.shift()!;
    const steps = seen.get(`${r},${c}`)!;
    if (r === gr && c === gc) return steps;
    for (const [dr, dc] of sides)
      if (open(r + dr, c + dc) && !seen.has(`${r + dr},${c + dc}`)) {
        seen.set(`${r + dr},${c + dc}`, steps + 1);
        queue.push([r + dr, c + dc]);
      }
  }
  return -1;
}

/** Fewest moves that swap the two tokens, each moving by the label under the other; -1 when none. */
function plainSwap(board: PlainBoard): number {
  if (!('grid' in board)) throw new Error('not a grid');
  const { grid } = board;
  const rows = grid.length;
  const columns = grid[0].length;
  const key = (red: number[], blue: number[]) => `${red}|${blue}`;
  const red0 = [0, 0];
  const blue0 = [rows - 1, columns - 1];
  const goal = key(blue0, red0);
  const seen = new Map([[key(red0, blue0), 0]]);
  for (const queue = [[red0, blue0]]; queue.length > 0;) {
    const [red, blue] = queue.shift()!;
    const moves = seen.get(key(red, blue))!;
    if (key(red, blue) === goal) return moves;
    for (const [mover, other, isRed] of [
      [red, blue, true],
      [blue, red, false],
    ] as const) {
      const d = grid[other[0]][other[1]];
      for (const [dr, dc] of [
        [d, 0],
        [-d, 0],
        [0, d],
        [0, -d],
      ]) {
        const to = [mover[0] + dr, mover[1] + dc];
        if (to[0] < 0 || to[1] < 0 || to[0] >= rows || to[1] >= columns || key(to, []) === key(other, []))
          continue;
        const next = isRed ? [to, blue] : [red, to];
        if (!seen.has(key(next[0], next[1]))) {
          seen.set(key(next[0], next[1]), moves + 1);
          queue.push(next);
        }
      }
    }
  }
  return -1;
}

// ---- What the library reads and answers ----

function examplesOf(paste: Paste) {
  const file = 'paste.txt';
  if (paste.puzzle === 'snakes') return parseSnakesExamples(paste.text, { file });
  if (paste.puzzle === 'maze') return parseMazeExamples(paste.text, { file, open: paste.open ?? 1 });
  return parseTokensExamples(paste.text, { file });
}

describe('pastes as people copy them', () => {
  it('are forty at least, of every puzzle', () => {
    expect(PASTES.length).toBeGreaterThanOrEqual(40);
    for (const puzzle of ['snakes', 'maze', 'tokens'])
      expect(PASTES.some((p) => p.puzzle === puzzle)).toBe(true);
  });

  it.each(PASTES.map((paste) => [paste.name, paste] as const))('%s', (_name, paste) => {
    const examples = examplesOf(paste);
    expect(examples.map((example) => example.example)).toEqual(paste.examples.map((_, k) => k + 1));
    paste.examples.forEach((want, k) => {
      const { board, expected } = examples[k];
      expect(expected).toBe(want.expected ?? null);
      const moves = paste.moves ?? 4;
      if (paste.puzzle === 'snakes') {
        const plain = snakesOf(want.board);
        const read = board as SnakesBoard;
        expect({ first: read.first, last: read.last, start: read.start }).toEqual({
          first: plain.first,
          last: plain.last,
          start: plain.start,
        });
        expect(new Map(jumpsOf(read).map((jump) => [jump.from, jump.to]))).toEqual(plain.jumps);
        expect(plainThrows(plain.last, plain.start, plain.jumps)).toBe(want.fewest);
        const solution = solveSnakes(read);
        expect(solution.solvable ? solution.moves : -1).toBe(want.fewest);
        if (expected !== null) expect(checkSnakesAnswer(solution, expected).matches).toBe(want.matches);
      } else if (paste.puzzle === 'maze') {
        const grid = board as MazeGrid;
        const maze = want.board as { maze: string[]; start?: [number, number]; goal?: [number, number] };
        expect(
          Array.from({ length: grid.rows }, (_, r) =>
            grid.open.slice(r * grid.columns, (r + 1) * grid.columns).join(''),
          ),
        ).toEqual(maze.maze);
        const [sr, sc] = maze.start ?? [0, 0];
        const [gr, gc] = maze.goal ?? [grid.rows - 1, grid.columns - 1];
        expect([grid.start, grid.goal]).toEqual([sr * grid.columns + sc, gr * grid.columns + gc]);
        expect(plainSteps(want.board, moves)).toBe(want.fewest);
        const solution = solveMaze(grid, { moves });
        expect(solution.solvable ? solution.moves : -1).toBe(want.fewest);
        const cells = paste.open === 0 && moves === 8;
        const question = moves === 2 && expected !== null && expected.includes('\n') ? 'first' : 'shortest';
        if (expected !== null)
          expect(checkMazeAnswer(grid, expected, { moves, cells, question }).matches).toBe(want.matches);
      } else {
        const grid = board as TokensBoard;
        const plain = want.board as { grid: number[][] };
        expect(
          Array.from({ length: grid.rows }, (_, r) =>
            Array.from(grid.labels.slice(r * grid.columns, (r + 1) * grid.columns)),
          ),
        ).toEqual(plain.grid);
        expect(plainSwap(want.board)).toBe(want.fewest);
        const solution = solveTokens(grid);
        expect(solution.solvable ? solution.moves : -1).toBe(want.fewest);
        if (expected !== null) expect(checkTokensAnswer(solution, expected).matches).toBe(want.matches);
      }
    });
  });
});
