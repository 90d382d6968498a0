// The two tokens as the code around the puzzles asks of them: their kit (kit.ts).
import type { PuzzleKit } from '../kit.js';
import { tokensCore } from './core.js';
import { TOKENS_FORMATS, type TokensBoard } from './board/board.js';
import { parseTokens, parseTokensExamples } from './board/formats.js';
import { TOKENS_FLAGS, tokensNotation, tokensOptionsOf } from './generate/flags.js';
import { generateTokens } from './generate/generate.js';
import { checkGenerateTokens, generateTokensSchema, type GenerateTokensOptions } from './generate/options.js';
import { checkTokensRequest } from './generate/range.js';
import { tokensQuestion, tokensSolutionWords, tokensSvg, tokensSvgBytes } from './generate/sheet.js';
import { TOKENS_NOTATIONS, writeTokens, type TokensNotation } from './generate/write.js';
import type { TokensCase } from './judge/case.js';
import { tokensJudge } from './judge/hooks.js';
import { checkTokensAnswer } from './solve/answer-check.js';
import { renderTokens } from './solve/render.js';
import { solveTokens, type SolveTokensOptions, type TokensSolution } from './solve/solve.js';

/** The two tokens' kit. */
export const tokensKit: PuzzleKit<TokensBoard, TokensSolution, GenerateTokensOptions, TokensCase> = {
  ...tokensCore,
  formats: TOKENS_FORMATS,
  parse: parseTokens,
  parseExamples: parseTokensExamples,
  solve: solveTokens,
  render: renderTokens,
  checkAnswer(board, answer, { by, ...options }: SolveTokensOptions & { by?: string } = {}) {
    return checkTokensAnswer(solveTokens(board, options), answer, by);
  },
  generator: {
    made: 'two-token grids: exactly the fewest moves asked for',
    flags: TOKENS_FLAGS,
    examples: [
      'boardpath generate tokens --size 6x6 --fewest 10 --unique --seed demo',
      'boardpath generate tokens --fewest -1 --format json --count 5 --out grids/',
    ],
    notations: TOKENS_NOTATIONS,
    defaultNotation: 'course, or rows for a grid that is not square',
    order: ['fewest', 'unique', 'labels'],
    schema: generateTokensSchema,
    optionsOf: tokensOptionsOf,
    notation: tokensNotation,
    generate: generateTokens,
    check: (options) => void checkTokensRequest(checkGenerateTokens(options).request),
    write: (board, notation) => writeTokens(board, notation as TokensNotation),
    solutionWords: tokensSolutionWords,
    question: tokensQuestion,
    svg: tokensSvg,
    svgBytes: tokensSvgBytes,
  },
  judge: tokensJudge,
};
