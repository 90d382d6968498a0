// The requests of the generate benchmark, shared by generate.bench.mjs and the process that times
// one batch alone (generate-batch.mjs): the command's arguments, the library's call for board
// `index`, and the same request to the redraw-until-it-fits generator (puzzle, count, target).
import { generateMaze, generateSnakes, generateTokens } from '../dist/index.js';

export const batches = [
  {
    name: 'snakes',
    label: '100 unique 10×10 Snakes boards, fewest 6',
    args: ['snakes', '--size', '10', '--fewest', '6', '--unique', '--count', '100'],
    redraw: ['snakes', 100, 6],
    library: (index) => generateSnakes({ size: 10, fewest: 6, unique: true, seed: 'bench', index }),
  },
  {
    name: 'maze',
    label: '20 unique 20×20 mazes, shortest 60',
    args: ['maze', '--size', '20x20', '--shortest', '60', '--unique', '--count', '20'],
    redraw: ['maze', 20, 60],
    library: (index) =>
      generateMaze({ rows: 20, columns: 20, shortest: 60, unique: true, seed: 'bench', index }),
  },
  {
    // One shortest solution is one mirrored pair: a solution and the same played backwards with
    // the colours swapped (`--unique`, solutions 2); one alone never exists.
    name: 'tokens',
    label: '20 unique 6×6 token grids, fewest 10',
    args: ['tokens', '--size', '6x6', '--fewest', '10', '--unique', '--count', '20'],
    redraw: ['tokens', 20, 10],
    library: (index) =>
      generateTokens({ rows: 6, columns: 6, fewest: 10, unique: true, seed: 'bench', index }),
  },
];
