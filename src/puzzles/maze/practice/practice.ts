// The maze's practice: four questions, on mazes of 5×5, 7×7 and 9×9 (eight moves when hard).
import type { Misconception, PuzzlePractice } from '../../practice.js';
import type { IntGraph } from '../../../search/int-graph.js';
import { makeMaze, type MazeGrid, type MazeMoves } from '../board/board.js';
import { mazeCellOf, mazeGraph } from '../solve/moves.js';

/**
 * The maze's moves if the rat could go through walls, and (when it moves 4 ways) step diagonally.
 * Cost: O(cells).
 */
function wrongRules(
  grid: MazeGrid,
  options: { readonly moves?: MazeMoves },
): Array<readonly [Misconception, IntGraph]> {
  const moves = options.moves ?? 4;
  const cell = (at: number) => mazeCellOf(grid, at);
  const open = makeMaze(grid.rows, grid.columns, new Uint8Array(grid.open.length).fill(1), {
    start: cell(grid.start),
    goal: cell(grid.goal),
  });
  const rules: Array<readonly [Misconception, IntGraph]> = [['wall', mazeGraph(open, moves)]];
  if (moves === 4) rules.push(['diagonal', mazeGraph(grid, 8)]);
  return rules;
}

/** How the rat moves, by the maze's moves. */
const MOVES_WORDS: Readonly<Record<MazeMoves, string>> = {
  2: 'down or right',
  4: 'up, down, left or right',
  8: 'to any of the eight cells around it, diagonals included',
};

/** The maze's practice. */
export const mazePractice: PuzzlePractice<MazeGrid> = {
  kinds: ['fewest', 'next', 'distance', 'path'],
  offersChoices: false,
  boards: {
    easy: { rows: 5, columns: 5, moves: 4 },
    medium: { rows: 7, columns: 7, moves: 4 },
    hard: { rows: 9, columns: 9, moves: 8 },
  },
  state: 'cell',
  stateName: (grid, state) => `(${mazeCellOf(grid, state).join(', ')})`,
  rules: (grid, options: { readonly moves?: MazeMoves }) =>
    `A ${grid.rows} × ${grid.columns} maze: the rat starts on S and moves ${MOVES_WORDS[options.moves ?? 4]}, one open (white) cell a step; G is the goal. A cell is named (row, column), both counted from 0 at the top-left.`,
  wrongRules,
};
