// Rat in a Maze as the judge asks of it (judge-hooks.ts): its four questions (the fewest steps,
// LeetCode 1091's cells, GfG's every path, how many paths), its mazes made to break solutions and
// shrunk, written as each problem's program reads them, and the right answers from its searches.
import type { JudgeHooks, JudgeMode } from '../../judge-hooks.js';
import { drawSides, rowsOf } from '../../judge-hooks.js';
import { linesLessWords, span } from '../../shrink-steps.js';
import type { MazeGrid } from '../board/board.js';
import { countMazePaths } from '../paths/count-maze.js';
import { allMazePaths } from '../paths/paths.js';
import { renderMaze } from '../solve/render.js';
import { solveMaze } from '../solve/solve.js';
import { mazeGridOf, mazeKey, mazeSize, type MazeCase } from './case.js';
import { fewerPaths, randomMaze } from './families.js';
import { simplerMazes, singleMazes } from './shrink.js';

/** Whether a question lists or counts every path: its mazes are small and have few paths. */
const listed = (mode: JudgeMode) => mode === 'all' || mode === 'count';

/** The judge's hooks for Rat in a Maze. */
export const mazeJudge: JudgeHooks<MazeCase> = {
  modes: ['shortest', 'cells', 'all', 'count'],
  defaultMoves: (mode) => (mode === 'cells' ? 8 : 4),
  format: 'json',
  solutions: {
    shortestPathBinaryMatrix: { mode: 'cells', shape: 'grid', problem: 'LeetCode 1091', prints: 'json' },
    findPath: {
      mode: 'all',
      shape: 'grid-and-side',
      problem: "GfG's rat in a maze",
      prints: 'print',
      sorts: true,
    },
    shortestPath: { mode: 'shortest', shape: 'grid', problem: 'the fewest steps', prints: 'json' },
    countPaths: { mode: 'count', shape: 'grid', problem: 'how many paths', prints: 'json' },
  },
  sizes: (mode) =>
    listed(mode)
      ? { limits: [1, 8], default: [2, 5], why: 'the sides of a maze whose paths are listed or counted' }
      : { limits: [1, 100], default: [1, 12] },
  square: ({ mode }) => mode === 'cells' || mode === 'all',
  board(problem, random) {
    const [rows, columns] = drawSides(problem, random);
    return randomMaze(random, rows, columns, problem.moves, listed(problem.mode));
  },
  orderOptions: (problem, order, rows, columns) => ({ ...order, rows, columns, moves: problem.moves }),
  caseOf(problem, made, rows, columns, random) {
    const maze: MazeCase = { puzzle: 'maze', rows, columns, open: Uint8Array.from((made as MazeGrid).open) };
    // A maze whose paths are listed has few enough of them, as the families' mazes have.
    if (listed(problem.mode)) fewerPaths(random, maze, problem.moves);
    return maze;
  },
  simpler: (problem, board, thorough) => simplerMazes(board, problem, thorough),
  single: (problem, board) => singleMazes(board, problem),
  marks: (_, rows, columns) => ({ places: span(0, rows * columns - 1), values: [0] }),
  marked(_, rows, columns, marked) {
    const open = new Uint8Array(rows * columns).fill(1);
    for (const [cell] of marked) open[cell] = 0;
    return { puzzle: 'maze', rows, columns, open };
  },
  withstands: (problem) => `no wall opened, nor ${linesLessWords(problem.square)}`,
  key: mazeKey,
  size: mazeSize,
  /** The rows with the problem's digit for an open cell. */
  value: (problem, board) =>
    rowsOf(
      Array.from(board.open, (cell) => (cell === 1 ? problem.open : 1 - problem.open)),
      board.rows,
      board.columns,
    ),
  text(problem, board) {
    const rows = mazeJudge.value(problem, board) as number[][];
    if (problem.format === 'json' || problem.call !== undefined) return `${JSON.stringify(rows)}\n`;
    if (problem.format === 'art')
      return (
        rows.map((row) => row.map((cell) => (cell === problem.open ? '.' : '#')).join('')).join('\n') + '\n'
      );
    return rows.map((row) => row.join(' ')).join('\n') + '\n';
  },
  extension: (problem) => (problem.call !== undefined || problem.format === 'json' ? 'json' : 'txt'),
  /**
   * `shortest`: the fewest steps or -1; `cells`: the cells on a shortest path or -1; `all`: every
   * path that visits no cell twice, sorted, separated by spaces, or -1; `count`: how many. Cost:
   * O(cells), O(paths × cells) for `all` and `count` (the judge's mazes hold at most 10^4 paths).
   */
  expected(problem, board) {
    const grid = mazeGridOf(board);
    const moves = problem.moves;
    switch (problem.mode) {
      case 'shortest':
        return String(solveMaze(grid, { moves }).moves ?? -1);
      case 'cells': {
        const steps = solveMaze(grid, { moves }).moves;
        return String(steps === null ? -1 : steps + 1);
      }
      case 'all':
        return [...allMazePaths(grid, { moves })].join(' ') || '-1';
      case 'count':
        return countMazePaths(grid, { moves }).toString();
    }
  },
  solution(problem, board) {
    const grid = mazeGridOf(board);
    return renderMaze(grid, solveMaze(grid, { moves: problem.moves }), { moves: problem.moves });
  },
};
