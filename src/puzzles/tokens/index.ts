export { makeTokensBoard, withStarts, labelAt, checkLabel, type TokensBoard, type TokensBoardSpec, type TokensFormat, type Cell } from './board.js';
export { tokensGraph, alternateTokensGraph } from './moves.js';
export { parseTokens, type ParseTokensOptions } from './formats.js';
export {
  solveTokens,
  tokensStates,
  tokensSearchBytes,
  positionOf,
  stepsAlong,
  MAX_TOKENS_STATES,
  BITS_FROM_SQUARES,
  tokensMethod,
  type TokensMethod,
  type SolveTokensOptions,
  type TokensSolution,
  type TokensStep,
  type TokensPosition,
  type Token,
  type Direction,
} from './solve.js';
export { renderTokens, drawTokens, describeStep, cellText, MAX_DRAWN_SIDE, MAX_LISTED_MOVES, type TokensPaint, type RenderTokensOptions } from './render.js';
export { replayTokens, type Replay, type ReplayMove } from './replay.js';
export { bitwiseMeet, bitwiseTokensBytes } from './bitsearch.js';
