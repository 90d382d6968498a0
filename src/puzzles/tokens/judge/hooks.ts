// The two tokens as the judge asks of them (judge-hooks.ts): the fewest moves that swap them, on
// grids made to break solutions and shrunk, written in the course format, as rows or as JSON.
import { drawSides, rowsOf, type JudgeHooks } from '../../judge-hooks.js';
import { linesLessWords, span } from '../../shrink-steps.js';
import type { TokensBoard } from '../board/board.js';
import { renderTokens } from '../solve/render.js';
import { solveTokens } from '../solve/solve.js';
import { tokensBoardOf, tokensKey, tokensSize, type TokensCase } from './case.js';
import { randomTokensGrid } from './families.js';
import { simplerGrids, singleGrids } from './shrink.js';

/** The judge's hooks for the two tokens. */
export const tokensJudge: JudgeHooks<TokensCase> = {
  modes: ['shortest'],
  format: 'course',
  solutions: { fewestMoves: { mode: 'shortest', shape: 'grid', problem: 'the two tokens', prints: 'json' } },
  sizes: () => ({ limits: [2, 30], default: [2, 8] }),
  square: ({ format }) => format === 'course',
  board(problem, random) {
    const [rows, columns] = drawSides(problem, random);
    return randomTokensGrid(random, rows, columns);
  },
  orderOptions: (_, order, rows, columns) => ({ ...order, rows, columns }),
  caseOf: (_, made, rows, columns) => ({
    puzzle: 'tokens',
    rows,
    columns,
    labels: Int32Array.from((made as TokensBoard).labels),
  }),
  simpler: (problem, board, thorough) => simplerGrids(board, problem, thorough),
  single: (problem, board) => singleGrids(board, problem),
  marks: (_, rows, columns) => ({
    places: span(0, rows * columns - 1),
    values: span(2, Math.max(rows, columns)),
  }),
  marked(_, rows, columns, marked) {
    const labels = new Int32Array(rows * columns).fill(1);
    for (const [cell, label] of marked) labels[cell] = label;
    return { puzzle: 'tokens', rows, columns, labels };
  },
  withstands: (problem) => `no label made smaller, nor ${linesLessWords(problem.square)}`,
  key: tokensKey,
  size: tokensSize,
  value: (_, board) => rowsOf(board.labels, board.rows, board.columns),
  text(problem, board) {
    const rows = tokensJudge.value(problem, board) as number[][];
    if (problem.format === 'json' || problem.call !== undefined) return `${JSON.stringify(rows)}\n`;
    if (problem.format === 'course')
      return `${board.rows}\n${rows.map((row) => row.join(', ')).join('\n')}\n`;
    return rows.map((row) => row.join(' ')).join('\n') + '\n';
  },
  extension: (problem) => (problem.call !== undefined || problem.format === 'json' ? 'json' : 'txt'),
  expected: (_, board) => String(solveTokens(tokensBoardOf(board)).moves ?? -1),
  solution(_, board) {
    const tokens = tokensBoardOf(board);
    return renderTokens(tokens, solveTokens(tokens));
  },
};
