// Boards of millions of numbers written in every notation people use, for the hostile battery and
// the reading-cost measure: a grid of cells (a Snakes and Ladders board as LeetCode gives it, a
// maze, a tokens grid) or a flat list (a moves list), in JSON, Python, C, Java, rows, LeetCode's
// `Input:`, code around it, several examples, the course format, with comments or wide characters.
import { closeSync, openSync, writeSync } from 'node:fs';

// A cell of each puzzle's grid: some ladders among plain squares, some walls, labels 1 to 3.
const CELLS = {
  snakes: (row, column) => ((row * 7 + column) % 97 === 5 ? 2 : -1),
  maze: (row, column) => ((row * 3 + column) % 5 === 4 && row > 0 ? 0 : 1),
  tokens: (row, column) => ((row + column) % 3) + 1,
};

// A row of the grid as text, each cell written by `CELLS`.
const rowOf = (puzzle, side, row, separator) =>
  Array.from({ length: side }, (_, column) => CELLS[puzzle](row, column)).join(separator);

// A flat list of `count` squares: -1 but a ladder ten squares on every 97th.
const listOf = (count, separator) =>
  Array.from({ length: count }, (_, i) => (i % 97 === 5 ? Math.min(count - 1, i + 10) : -1)).join(separator);

/**
 * Each notation: how the text of a grid (or list) of about `count` numbers begins, its rows, and how
 * it ends. `rows(puzzle, side, write)` calls `write` a row at a time, so that files of hundreds of
 * megabytes are never one string.
 */
const GRIDS = {
  json: ['[', (p, n, r) => `[${rowOf(p, n, r, ',')}]`, ',', ']'],
  python: ['board = [', (p, n, r) => `[${rowOf(p, n, r, ', ')}]`, ', ', ']\n'],
  c: ['int board[][N] = {', (p, n, r) => `{${rowOf(p, n, r, ', ')}}`, ',\n', '};\n'],
  java: ['int[][] board = new int[][] {', (p, n, r) => `{${rowOf(p, n, r, ', ')}}`, ',\n', '};\n'],
  rows: ['', (p, n, r) => rowOf(p, n, r, ' '), '\n', '\n'],
  'comma rows': ['', (p, n, r) => rowOf(p, n, r, ','), '\n', '\n'],
  'ragged rows': ['', (p, n, r) => rowOf(p, n, r, ' ') + (r % 2 ? ' ' : ''), '\n', '\n'],
  leetcode: ['Example 1:\nInput: board = [', (p, n, r) => `[${rowOf(p, n, r, ',')}]`, ',', ']\nOutput: 4\n'],
  'code around': [
    'class Solution:\n    def solve(self, board):\n        return 0\n\nprint(Solution().solve([',
    (p, n, r) => `[${rowOf(p, n, r, ', ')}]`,
    ',  # a row\n',
    ']))\n',
  ],
  'commented rows': ['', (p, n, r) => `${rowOf(p, n, r, ' ')} // row ${r}, é中`, '\n', '\n'],
};

/** The notations of a grid, by name. */
export const GRID_NOTATIONS = Object.keys(GRIDS);

/** The notations of a flat list, by name. */
export const LIST_NOTATIONS = ['list json', 'list python', 'list c', 'list row', 'list lines'];

/**
 * Writes to `path` a board of `puzzle` of about `count` numbers in `notation` (of GRID_NOTATIONS,
 * LIST_NOTATIONS, or `examples`: 30×30 boards one after another as a paste of examples, or `course`,
 * the size on the first line). Cost: O(count) time, a row of text at a time.
 */
export function writeNotation(path, puzzle, notation, count) {
  const fd = openSync(path, 'w');
  const write = (text) => writeSync(fd, text);
  try {
    if (notation.startsWith('list ')) {
      const separator = { json: ',', python: ', ', c: ', ', row: ' ', lines: '\n' }[notation.slice(5)];
      const [open, close] = {
        json: ['[', ']'],
        python: ['moves = [', ']\n'],
        c: ['int moves[] = {', '};\n'],
        row: ['', '\n'],
        lines: ['', '\n'],
      }[notation.slice(5)];
      write(open);
      for (let done = 0; done < count; done += 100_000)
        write((done > 0 ? separator : '') + listOf(Math.min(100_000, count - done), separator));
      write(close);
      return;
    }
    if (notation === 'examples') {
      const board = Array.from({ length: 30 }, (_, r) => `[${rowOf(puzzle, 30, r, ',')}]`).join(',');
      const example = (k) => `Example ${k}:\nInput: board = [${board}]\nOutput: 1\n\n`;
      for (let k = 1; k <= Math.max(1, Math.round(count / 900)); k++) write(example(k));
      return;
    }
    const side = Math.max(2, Math.round(Math.sqrt(count)));
    if (notation === 'course') {
      write(`${side}\n`);
      for (let r = 0; r < side; r++) write(`${rowOf(puzzle, side, r, ', ')}\n`);
      return;
    }
    const [open, row, between, close] = GRIDS[notation];
    write(open);
    for (let r = 0; r < side; r++) write((r > 0 ? between : '') + row(puzzle, side, r));
    write(close);
  } finally {
    closeSync(fd);
  }
}

/** Every notation `writeNotation` writes. */
export const ALL_NOTATIONS = [...GRID_NOTATIONS, ...LIST_NOTATIONS, 'examples', 'course'];
