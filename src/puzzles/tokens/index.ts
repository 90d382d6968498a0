// Names that other puzzles could also use (Cell, Direction, …) are exported with a Tokens prefix, so
// that src/index.ts can re-export every puzzle with `export *` without clashes.
export {
  makeTokensBoard,
  withStarts,
  labelAt as tokensLabelAt,
  checkLabel as checkTokensLabel,
  type TokensBoard,
  type TokensBoardSpec,
  type TokensFormat,
  type Cell as TokensCell,
} from './board.js';
export { tokensGraph, alternateTokensGraph } from './moves.js';
export { parseTokens, type ParseTokensOptions } from './formats.js';
export {
  solveTokens,
  tokensStates,
  tokensSearchBytes,
  positionOf as tokensPosition,
  stepsAlong as tokensStepsAlong,
  MAX_TOKENS_STATES,
  BITS_FROM_SQUARES,
  tokensMethod,
  type TokensMethod,
  type SolveTokensOptions,
  type TokensSolution,
  type TokensStep,
  type TokensPosition,
  type Token,
  type Direction as TokensDirection,
} from './solve.js';
export {
  renderTokens,
  drawTokens,
  describeStep as describeTokensStep,
  cellText as tokensCellText,
  MAX_DRAWN_SIDE,
  MAX_LISTED_MOVES,
  type TokensPaint,
  type RenderTokensOptions,
} from './render.js';
export { replayTokens, type Replay, type ReplayMove } from './replay.js';
export { bitwiseMeet, bitwiseTokensBytes } from './bitsearch.js';
