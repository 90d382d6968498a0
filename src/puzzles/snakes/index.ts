// Snakes and Ladders as the code around the puzzles asks of it: its kit (kit.ts).
import type { PuzzleKit } from '../kit.js';
import { snakesCore } from './core.js';
import { SNAKES_FORMATS, type SnakesBoard } from './board/board.js';
import { parseSnakes, parseSnakesExamples } from './board/formats.js';
import { SNAKES_FLAGS, snakesNotation, snakesOptionsOf } from './generate/flags.js';
import { generateSnakes } from './generate/generate.js';
import {
  checkGenerateSnakes,
  gameOf,
  generateSnakesSchema,
  type GenerateSnakesOptions,
} from './generate/options.js';
import { checkSnakesRequest } from './generate/range.js';
import { snakesQuestion, snakesSolutionWords, snakesSvg, snakesSvgBytes } from './generate/sheet.js';
import { SNAKES_NOTATIONS, writeSnakes, type SnakesNotation } from './generate/write.js';
import type { SnakesCase } from './judge/case.js';
import { snakesJudge } from './judge/hooks.js';
import { checkSnakesAnswer } from './solve/answer-check.js';
import { renderSnakes } from './solve/render.js';
import type { SnakesSolution } from './solve/solution.js';
import { solveSnakes, type SolveSnakesOptions } from './solve/solve.js';
import { snakesLongerPair } from './practice/longer.js';

/** Snakes and Ladders' kit. */
export const snakesKit: PuzzleKit<SnakesBoard, SnakesSolution, GenerateSnakesOptions, SnakesCase> = {
  ...snakesCore,
  formats: SNAKES_FORMATS,
  parse: parseSnakes,
  parseExamples: parseSnakesExamples,
  solve: solveSnakes,
  render: renderSnakes,
  checkAnswer(board, answer, { by, ...options }: SolveSnakesOptions & { by?: string } = {}) {
    return checkSnakesAnswer(solveSnakes(board, options), answer, by);
  },
  generator: {
    made: 'Snakes and Ladders boards: exactly the fewest throws asked for',
    flags: SNAKES_FLAGS,
    examples: [
      'boardpath generate snakes --fewest 6 --unique --seed demo',
      'boardpath generate snakes --size 8 --fewest -1 --format python',
      'boardpath generate snakes --squares 30 --ladders 2..4 --snakes 3 --json',
    ],
    notations: SNAKES_NOTATIONS,
    defaultNotation: 'leetcode, or moves with --squares',
    order: ['fewest', 'unique', 'ladders', 'snakes'],
    schema: generateSnakesSchema,
    optionsOf: snakesOptionsOf,
    notation: snakesNotation,
    generate: generateSnakes,
    check(options) {
      const checked = checkGenerateSnakes(options);
      checkSnakesRequest(gameOf(checked), checked.fewest);
    },
    write: (board, notation) => writeSnakes(board, notation as SnakesNotation),
    solutionWords: snakesSolutionWords,
    question: snakesQuestion,
    svg: snakesSvg,
    svgBytes: snakesSvgBytes,
  },
  judge: snakesJudge,
  practice: { ...snakesCore.practice, longerPair: snakesLongerPair },
};
