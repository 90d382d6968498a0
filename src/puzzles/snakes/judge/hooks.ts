// Snakes and Ladders as the judge asks of it (judge-hooks.ts): LeetCode 909's n×n board and GfG's
// line of 30 squares, their boards made to break solutions and shrunk, written as each problem's
// program reads them, and the fewest throws as the right answer.
import { BoardpathError } from '../../../errors.js';
import { drawSides, type JudgeHooks } from '../../judge-hooks.js';
import { linesLessWords, span } from '../../shrink-steps.js';
import type { SnakesBoard } from '../board/board.js';
import { renderSnakes } from '../solve/render.js';
import { solveSnakes } from '../solve/solve.js';
import {
  GFG_SQUARES,
  jumpPairs,
  leetcodeRows,
  snakesBoardOf,
  snakesCase,
  snakesKey,
  snakesSize,
  type SnakesCase,
} from './case.js';
import { randomSnakesBoard } from './families.js';
import { simplerSnakes, singleSnakes } from './shrink.js';

/** The judge's hooks for Snakes and Ladders. */
export const snakesJudge: JudgeHooks<SnakesCase> = {
  modes: ['shortest'],
  format: 'leetcode',
  solutions: {
    snakesAndLadders: { mode: 'shortest', shape: 'grid', problem: 'LeetCode 909', prints: 'json' },
    minThrow: { mode: 'shortest', shape: 'pairs', problem: "GfG's snake and ladder", prints: 'print' },
  },
  sizes: () => ({ limits: [2, 100], default: [2, 20] }),
  // n×n boards (GfG's line has no sides to draw).
  square: () => true,
  check(request, { line }) {
    if (line && request.size !== undefined)
      throw new BoardpathError('E_USAGE', "minThrow's board is GfG's, always 30 squares: leave --size out", {
        option: 'size',
      });
  },
  board(problem, random) {
    if (problem.line) return randomSnakesBoard(random, GFG_SQUARES, 0);
    const [n] = drawSides(problem, random);
    return randomSnakesBoard(random, n * n, n);
  },
  // GfG's 30 squares in a line are the moves format's squares 0…29, from square 0.
  orderOptions: (problem, order, side) =>
    problem.line ? { ...order, squares: GFG_SQUARES, format: 'moves' } : { ...order, size: side },
  caseOf(problem, made, side) {
    const board = made as SnakesBoard;
    const shift = problem.line ? 1 : 0;
    const jumps = Array.from(board.jumpFrom, (from, i): [number, number] => [
      from + shift,
      board.jumpTo[i] + shift,
    ]);
    return snakesCase(board.last + shift, problem.line ? 0 : side, jumps);
  },
  simpler: (problem, board, thorough) => simplerSnakes(board, problem.sizes[0], thorough),
  single: (problem, board) => singleSnakes(board, problem.sizes[0]),
  // LeetCode's board: no jump on the first or the last square; a jump may lead to any square.
  marks: (_, rows, columns) => ({ places: span(2, rows * columns - 1), values: span(1, rows * columns) }),
  marked: (_, rows, columns, marked) => snakesCase(rows * columns, rows, marked),
  // GfG's line of squares has no rows to cut.
  withstands: (problem) =>
    problem.line
      ? 'no jump removed or shortened'
      : `no jump removed or shortened, nor ${linesLessWords(problem.square)}`,
  key: snakesKey,
  size: snakesSize,
  /** LeetCode's rows (also for a solution's function), GfG's pairs, the moves list or the board object. */
  value(problem, board) {
    if (problem.line) return jumpPairs(board).flat();
    if (problem.call !== undefined || problem.format === 'leetcode') return leetcodeRows(board);
    if (problem.format === 'moves')
      return Array.from(board.target.subarray(1), (to) => (to === -1 ? -1 : to - 1));
    const ladders: Record<string, number> = {};
    const snakes: Record<string, number> = {};
    for (const [from, to] of jumpPairs(board)) if (to !== from) (to > from ? ladders : snakes)[from] = to;
    return { squares: board.squares, start: 1, ladders, snakes };
  },
  text(problem, board) {
    const value = snakesJudge.value(problem, board);
    if (!problem.line) return `${JSON.stringify(value)}\n`;
    const pairs = value as number[];
    return `N = ${pairs.length / 2}, arr[] = {${pairs.join(', ')}}\n`;
  },
  extension: (problem) => (problem.line ? 'txt' : 'json'),
  expected: (_, board) => String(solveSnakes(snakesBoardOf(board)).moves ?? -1),
  solution(_, board) {
    const snakes = snakesBoardOf(board);
    const drawn = renderSnakes(snakes, solveSnakes(snakes));
    // The library leaves out a jump to its own square (it does nothing), but the program read it.
    const itself = jumpPairs(board).filter(([from, to]) => from === to);
    if (itself.length === 0) return drawn;
    const note = `itself  ↺ ${itself.map(([from]) => from).join(' ')} (a jump to its own square does nothing)`;
    return drawn.replace(/^(snakes {2}↓.*)$/m, `$1\n${note}`);
  },
};
