/**
 * boardpath: fewest moves through board puzzles, on one integer-state search engine.
 * The public surface; everything else is internal.
 */
export { BoardpathError, type ErrorCode, type Where } from './errors.js';
export { bfs, type SearchProblem, type Found } from './search/bfs.js';
export {
  shortestIntPath,
  intLevels,
  intSearchBytes,
  type IntGraph,
  type IntPath,
  type IntSearchOptions,
  type Progress,
} from './search/dense.js';
export {
  simplePaths,
  firstSimplePath,
  countSimplePaths,
  type SimplePathOptions,
} from './search/backtrack.js';
export { traceBacktracking, type BacktrackTrace, type TraceOptions } from './search/trace.js';
export * from './puzzles/snakes/index.js';
export * from './puzzles/maze/index.js';
export {
  countPathsFrontier,
  frontierWidth,
  frontierBytesPerState,
  type CountGrid,
  type CountPathsOptions,
} from './puzzles/maze/frontier-count.js';
export {
  countPathsFrontierAsync,
  countMazePathsAsync,
  SPLIT_AT_STATES,
  type CountThreads,
  type ParallelCountOptions,
} from './puzzles/maze/frontier-parallel.js';
export * from './puzzles/tokens/index.js';
export { mirrorMeetPath, mirrorMeetBytes, LevelCodes, levelCode, walkDown } from './search/levels3.js';
export { VERSION } from './version.js';
export {
  solveTokensParallel,
  bitwiseMeetParallel,
  tokensThreads,
  THREADS_FROM_SQUARES,
  type SolveTokensParallelOptions,
  type TokensThreads,
} from './puzzles/tokens/parallel.js';
export {
  throwDistributionAsync,
  analyzeSnakesAsync,
  distributionThreads,
  THREADS_FROM_WORK,
  THREADS_FROM_BUDGET,
  SPLIT_FROM_SQUARES,
  type SnakesThreads,
  type ParallelDistributionOptions,
  type AnalyzeSnakesAsyncOptions,
} from './puzzles/snakes/distribution-parallel.js';
