// A maze on the printed worksheet of `boardpath generate --sheet`: its question (the moves it was
// made for), its picture, and one shortest path in words.
import type { GenerateFlags } from '../../kit.js';
import { sheetCell, sheetSvg } from '../../generate.js';
import type { MazeGrid } from '../board/board.js';
import type { MazeSolution } from '../solve/solve.js';

/** One shortest path after its steps: its letters. */
export function mazeSolutionWords(_grid: MazeGrid, answer: MazeSolution): string {
  if (!answer.solvable) return '';
  return `: ${answer.directions === '' ? '(none: the start is the goal)' : answer.directions}`;
}

/** The question under a maze, with the moves the rat may make (`--moves`, 4 by default). */
export function mazeQuestion(_grid: MazeGrid, flags: GenerateFlags): string {
  const moves = Number(flags.moves ?? 4);
  const way =
    moves === 2
      ? ' The rat moves down or right only.'
      : moves === 4
        ? ' The rat moves up, down, left or right.'
        : ' The rat moves to any of the eight cells around it, diagonals included.';
  return `What is the fewest number of steps from S to G over the white cells? How many shortest paths are there?${way}`;
}

/** A maze: blocked cells dark, open cells white, S and G on the start and the goal. Cost: O(cells). */
export function mazeSvg(grid: MazeGrid): string {
  const { rows, columns, open, start, goal } = grid;
  const cell = sheetCell(columns, rows);
  const font = Math.floor(cell * 0.6);
  const parts: string[] = [
    `<rect width="${columns * cell}" height="${rows * cell}" fill="#fff" stroke="#000"/>`,
  ];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const at = r * columns + c;
      if (open[at] !== 1)
        parts.push(`<rect x="${c * cell}" y="${r * cell}" width="${cell}" height="${cell}" fill="#333"/>`);
      else if (at === start || at === goal)
        parts.push(
          `<text x="${(c + 0.5) * cell}" y="${(r + 0.5) * cell + font / 3}" font-size="${font}" text-anchor="middle" font-weight="bold">${at === start ? 'S' : 'G'}</text>`,
        );
    }
  for (let r = 1; r < rows; r++)
    parts.push(
      `<line x1="0" y1="${r * cell}" x2="${columns * cell}" y2="${r * cell}" stroke="#bbb" stroke-width="0.5"/>`,
    );
  for (let c = 1; c < columns; c++)
    parts.push(
      `<line x1="${c * cell}" y1="0" x2="${c * cell}" y2="${rows * cell}" stroke="#bbb" stroke-width="0.5"/>`,
    );
  return sheetSvg(columns * cell, rows * cell, parts.join(''), `a ${rows} by ${columns} maze`);
}

/**
 * The bytes of the picture `mazeSvg` draws of `grid` at the most, counted without drawing it: a
 * cell's square as if every one were a wall, and the rulers. Cost: O(1).
 */
export function mazeSvgBytes({ rows, columns }: { rows: number; columns: number }): number {
  return 400 + rows * columns * 75 + (rows + columns) * 90;
}
