/**
 * `boardpath/node`: the searches that can share their work with a second thread (Node's
 * worker_threads), with the same answers as their one-thread versions in `boardpath`.
 */
export type { Threads } from './threads/threads.js';
export {
  analyzeSnakesAsync,
  type AnalyzeSnakesAsyncOptions,
} from './puzzles/snakes/analysis/distribution-threads.js';
export { countMazePathsAsync, type CountMazePathsAsyncOptions } from './puzzles/maze/paths/count-threads.js';
export {
  solveTokensAsync,
  type SolveTokensAsyncOptions,
} from './puzzles/tokens/bit-search/bit-search-threads.js';
// Judging a program or a solution file on boards made to break it: it runs processes, so Node only.
export {
  judgeProgram,
  type JudgeOptions,
  type JudgeReport,
  type JudgeFailure,
  type JudgeProgress,
  type BoardOrder,
} from './judge/judge.js';
