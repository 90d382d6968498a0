export {
  makeSnakesBoard,
  jumpsOf,
  withFaces,
  MAX_FACES,
  type SnakesBoard,
  type SnakesBoardSpec,
  type SnakesFormat,
  type Jump,
} from './board.js';
export { parseSnakes, detectFormat, leetcodeSquare, type ParseSnakesOptions } from './formats.js';
export { BUILT_IN_BOARDS } from './boards.js';
export {
  solveSnakes,
  solveSnakesBySquares,
  landingTable,
  throwGraph,
  snakesSearchBytes,
  MAX_DENSE_SQUARES,
  type SolveSnakesOptions,
  type SnakesSolution,
  type SnakesThrow,
  type TakenJump,
} from './solve.js';
export {
  renderSnakes,
  drawBoard,
  describeThrow,
  layoutOf,
  NO_PAINT,
  type Paint,
  type RenderSnakesOptions,
} from './render.js';
export {
  analyzeSnakes,
  analysisBytes,
  ANALYSIS_BYTES_PER_SQUARE,
  snakesChain,
  throwEnd,
  chainReach,
  expectedThrows,
  throwDistribution,
  lengthFigures,
  END_RULES,
  MAX_CHAIN_WORK,
  DEFAULT_MAX_WORK,
  DEFAULT_PERCENTILES,
  WITHIN_THROWS,
  type EndRule,
  type SnakesChain,
  type ChainOptions,
  type ChainReach,
  type ExpectedThrows,
  type ThrowDistribution,
  type DistributionOptions,
  type LengthFigures,
  type AnalyzeSnakesOptions,
  type SnakesAnalysis,
} from './analyze.js';
export { playersFigures, MAX_PLAYERS, type PlayersFigures } from './players.js';
export {
  exactExpectedThrows,
  fractionToDecimal,
  MAX_EXACT_SQUARES,
  MAX_EXACT_WORK,
  type Fraction,
} from './exact.js';
export { jumpImportance, MAX_IMPORTANCE_WORK, type JumpImportance } from './importance.js';
export {
  renderAnalysis,
  analysisJson,
  distributionChart,
  gameLengthLine,
  type AnalysisExtras,
} from './render-analysis.js';
export { solveSnakesByLevels, DEFAULT_MAX_LEVELS, type SolveSnakesByLevelsOptions } from './levels.js';
export {
  solveSnakesRuns,
  PATH_LIMIT,
  type SolveSnakesRunsOptions,
  type SnakesRunsSolution,
  type FaceRun,
} from './runs.js';
