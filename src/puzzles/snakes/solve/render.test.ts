import { describe, expect, it } from 'vitest';
import { analyzeSnakes } from '../analysis/analyze.js';
import { renderAnalysis } from '../analysis/render-analysis.js';
import { parseSnakes } from '../board/formats.js';
import { renderSnakes } from './render.js';
import { solveSnakes } from './solve.js';

const heading = (text: string) => text.split('\n')[0];

describe("the drawing's heading", () => {
  const board = parseSnakes('{"squares": 30, "ladders": {"3": 22}, "snakes": {"27": 1}}');
  const named = parseSnakes('{"squares": 30, "ladders": {"3": 22}, "name": "Hill"}');

  it("names the game when neither the board nor the caller names the board, never 'board board'", () => {
    expect(heading(renderSnakes(board, solveSnakes(board)))).toBe(
      'Snakes and Ladders (board format): squares 1–30, die 1–6, start off the board (square 0)',
    );
    expect(heading(renderAnalysis(board, analyzeSnakes(board)))).toBe(
      'Snakes and Ladders (board format): squares 1–30, die 1–6, start off the board (square 0)',
    );
  });

  it("is the board's own name, else the title given", () => {
    expect(heading(renderSnakes(named, solveSnakes(named)))).toMatch(/^Hill \(board format\)/);
    expect(heading(renderSnakes(named, solveSnakes(named), { title: 'class 7' }))).toMatch(
      /^class 7 \(board format\)/,
    );
    expect(heading(renderAnalysis(board, analyzeSnakes(board), { title: 'trap.json' }))).toMatch(
      /^trap\.json \(board format\)/,
    );
  });
});
