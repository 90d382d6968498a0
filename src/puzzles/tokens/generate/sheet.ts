// A two-token grid on the printed worksheet of `boardpath generate --sheet`: its question, its
// picture (the tokens as rings around their labels, lettered R and B for a printer's greys), and
// one shortest solution in words.
import type { GenerateFlags } from '../../kit.js';
import { sheetCell, sheetSvg } from '../../generate.js';
import type { TokensBoard } from '../board/board.js';
import { describeTokensStep } from '../solve/render.js';
import type { TokensSolution } from '../solve/solve.js';

/** One shortest solution after its moves: each move in words. */
export function tokensSolutionWords(_board: TokensBoard, answer: TokensSolution): string {
  return `: ${(answer.steps ?? []).map((step) => describeTokensStep(step)).join('; ')}`;
}

/** The question under a grid, in the puzzle's rules. */
export function tokensQuestion(board: TokensBoard, _flags?: GenerateFlags): string {
  return `What is the fewest number of moves that swaps red (top-left) and blue (bottom-right)? A move takes one token up, down, left or right by exactly the number under the other token, never off the ${board.rows}×${board.columns} grid nor onto the other token. How many shortest solutions are there?`;
}

/**
 * A two-token grid: each label in its square, the red token (R) on the top-left and the blue (B)
 * on the bottom-right, as rings around the label so that it stays readable. Cost: O(squares).
 */
export function tokensSvg(board: TokensBoard): string {
  const { rows, columns, labels } = board;
  const cell = Math.min(56, sheetCell(columns, rows));
  const font = Math.floor(cell * 0.42);
  const parts: string[] = [];
  const tokenAt = new Map([
    [board.red[0] * columns + board.red[1], ['#c62828', 'R']],
    [board.blue[0] * columns + board.blue[1], ['#1565c0', 'B']],
  ]);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const [x, y] = [c * cell, r * cell];
      parts.push(
        `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="#fff" stroke="#000"/>`,
        `<text x="${x + cell / 2}" y="${y + cell / 2 + font / 3}" font-size="${font}" text-anchor="middle">${labels[r * columns + c]}</text>`,
      );
      const token = tokenAt.get(r * columns + c);
      if (token)
        parts.push(
          `<circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${cell * 0.4}" fill="none" stroke="${token[0]}" stroke-width="3"/>`,
          `<text x="${x + 3}" y="${y + cell - 3}" font-size="${Math.floor(font * 0.6)}" fill="${token[0]}" font-weight="bold">${token[1]}</text>`,
        );
    }
  return sheetSvg(columns * cell, rows * cell, parts.join(''), `a ${rows} by ${columns} grid of labels`);
}

/**
 * The bytes of the picture `tokensSvg` draws of `board` at the most, counted without drawing it: a
 * label's square. Cost: O(1).
 */
export function tokensSvgBytes({ rows, columns }: { rows: number; columns: number }): number {
  return 800 + rows * columns * 150;
}
