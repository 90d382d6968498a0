/** "New board" on the maze tab: the grid, its moves and style, the shortest path and how many. */
import type { GenerateMazeOptions, MazeMoves, MazeStyle } from 'boardpath';
import { gridSize, whole, type NewBoardForm } from '../generate/request.js';

/** The maze tab's form. */
export const MAZE_NEW_BOARD: NewBoardForm = {
  fields: [
    { kind: 'text', key: 'size', label: 'Size (rows × columns)', width: 8 },
    {
      kind: 'select',
      key: 'moves',
      label: 'Moves',
      choices: [
        ['2', '2'],
        ['4', '4'],
        ['8', '8'],
      ],
    },
    {
      kind: 'select',
      key: 'style',
      label: 'Style',
      choices: [
        ['random', 'random walls'],
        ['perfect', 'perfect (a tree)'],
      ],
    },
    { kind: 'text', key: 'fewest', label: 'Shortest steps (blank: any; -1: none)' },
    { kind: 'text', key: 'paths', label: 'Shortest paths (blank: any; 1: unique)' },
  ],
  first: { size: '10×10' },
  request(fields, seed) {
    const shortest = whole('Shortest steps', fields.fewest, true);
    return {
      puzzle: 'maze',
      options: {
        ...gridSize(fields.size),
        moves: Number(fields.moves) as MazeMoves,
        shortest,
        paths: whole('Shortest paths', fields.paths),
        style: fields.style as MazeStyle,
        seed,
      },
    };
  },
  flags({ options }) {
    const { rows, columns, moves, shortest, paths, style } = options as GenerateMazeOptions;
    const sized = rows !== undefined || columns !== undefined;
    return [
      ['--size', sized ? `${rows ?? 10}x${columns ?? 10}` : undefined],
      ['--moves', moves],
      ['--shortest', shortest],
      ['--paths', paths],
      ['--style', style === 'random' ? undefined : style],
    ];
  },
  one: (made) => (made.puzzle === 'maze' && made.answer.directions) || '(none: the start is the goal)',
};
