// Rat in a Maze as the code around the puzzles asks of it: its kit (kit.ts).
import type { PuzzleKit } from '../kit.js';
import { mazeCore } from './core.js';
import { MAZE_FORMATS, type MazeGrid } from './board/board.js';
import { parseMaze, parseMazeExamples } from './board/formats.js';
import { MAZE_FLAGS, mazeOptionsOf } from './generate/flags.js';
import { generateMaze } from './generate/generate.js';
import { checkGenerateMaze, generateMazeSchema, type GenerateMazeOptions } from './generate/options.js';
import { checkMazeRequest, mazeLengths } from './generate/range.js';
import { mazeQuestion, mazeSolutionWords, mazeSvg, mazeSvgBytes } from './generate/sheet.js';
import { MAZE_NOTATIONS, writeMaze, type MazeNotation } from './generate/write.js';
import type { MazeCase } from './judge/case.js';
import { mazeJudge } from './judge/hooks.js';
import { checkMazeAnswer } from './solve/answer-check.js';
import { renderMaze } from './solve/render.js';
import { solveMaze, type MazeSolution } from './solve/solve.js';

/** Rat in a Maze's kit. */
export const mazeKit: PuzzleKit<MazeGrid, MazeSolution, GenerateMazeOptions, MazeCase> = {
  ...mazeCore,
  formats: MAZE_FORMATS,
  parse: parseMaze,
  parseExamples: parseMazeExamples,
  solve: solveMaze,
  render: renderMaze,
  checkAnswer: checkMazeAnswer,
  generator: {
    made: 'mazes: exactly the shortest path and the number of shortest paths asked for',
    flags: MAZE_FLAGS,
    examples: [
      'boardpath generate maze --size 20x20 --shortest 60 --unique --seed demo',
      'boardpath generate maze --size 6x6 --moves 8 --paths 3 --format json',
      'boardpath generate maze --style perfect --count 30 --sheet maze-sheet.html --seed "class-7/Ada"',
    ],
    notations: MAZE_NOTATIONS,
    defaultNotation: 'art',
    order: ['shortest', 'paths', 'unique', 'walls', 'style'],
    schema: generateMazeSchema,
    optionsOf: mazeOptionsOf,
    notation: (flags) => (flags.format as string | undefined) ?? 'art',
    generate: generateMaze,
    check(options) {
      const { request } = checkGenerateMaze(options);
      checkMazeRequest(request, mazeLengths(request));
    },
    write: (grid, notation) => writeMaze(grid, notation as MazeNotation),
    solutionWords: mazeSolutionWords,
    question: mazeQuestion,
    svg: mazeSvg,
    svgBytes: mazeSvgBytes,
  },
  judge: mazeJudge,
};
