/**
 * boardpath: the fewest moves through board puzzles. For each puzzle: read a board, solve it, draw
 * the answer, make one to order with its certificate, and (for Snakes and Ladders) analyse how long
 * the real game plays.
 *
 * The search engine underneath is `boardpath/engine`; the searches that use a second thread in
 * Node are `boardpath/node`.
 */
export { BoardpathError, type ErrorCode, type Where } from './errors.js';
export { VERSION } from './version.js';
export { LIMITS } from './limits.js';
// The puzzles by name, and what every puzzle's answer says.
export { PUZZLES, type Puzzle, type PuzzleAnswer } from './puzzles/puzzles.js';

// Snakes and Ladders: the board.
export { parseSnakes, type ParseSnakesOptions } from './puzzles/snakes/board/formats.js';
export {
  makeSnakesBoard,
  withFaces,
  jumpsOf,
  type SnakesBoard,
  type SnakesBoardSpec,
  type SnakesFormat,
  type Jump,
} from './puzzles/snakes/board/board.js';
export { BUILT_IN_BOARDS } from './puzzles/snakes/board/built-in-boards.js';
// Snakes and Ladders: the fewest throws.
export { solveSnakes, type SolveSnakesOptions } from './puzzles/snakes/solve/solve.js';
export type { SnakesSolution, SnakesThrow, TakenJump, FaceRun } from './puzzles/snakes/solve/solution.js';
export { renderSnakes, type RenderSnakesOptions } from './puzzles/snakes/solve/render.js';
export { layoutOf, type Paint } from './puzzles/snakes/board/draw-board.js';
// Snakes and Ladders: how long the real game plays.
export {
  analyzeSnakes,
  type AnalyzeSnakesOptions,
  type SnakesAnalysis,
} from './puzzles/snakes/analysis/analyze.js';
export type { EndRule } from './puzzles/snakes/analysis/end-rules.js';
export type { ThrowDistribution } from './puzzles/snakes/analysis/distribution.js';
export { playersFigures, type PlayersFigures } from './puzzles/snakes/analysis/players.js';
export { exactExpectedThrows, type Fraction } from './puzzles/snakes/analysis/exact.js';
export { jumpImportance, type JumpImportance } from './puzzles/snakes/analysis/importance.js';
export { renderAnalysis, type AnalysisExtras } from './puzzles/snakes/analysis/render-analysis.js';
// Snakes and Ladders: boards designed for target figures.
export {
  designSnakes,
  type SnakesDesign,
  type DesignTargetReports,
  type TargetReport,
} from './puzzles/snakes/design/design.js';
export type { DesignSnakesOptions, JumpRange } from './puzzles/snakes/design/options.js';
export { designRegion, type DesignRegion, type DesignRegionOptions } from './puzzles/snakes/design/region.js';

// Rat in a Maze.
export type { Cell } from './cell.js';
export { makeMaze, type MazeFormat, type MazeGrid, type MazeMoves } from './puzzles/maze/board/board.js';
export { withEnds } from './puzzles/maze/board/grid-from.js';
export { replayDirections } from './puzzles/maze/board/replay.js';
export {
  parseMaze,
  mazeToArt,
  mazeToText,
  endsOf,
  type ParseMazeOptions,
} from './puzzles/maze/board/formats.js';
export {
  solveMaze,
  type SolveMazeOptions,
  type MazeSolution,
  type MazeFirstSolution,
} from './puzzles/maze/solve/solve.js';
export { firstMazePath, allMazePaths } from './puzzles/maze/paths/paths.js';
export { countMazePaths } from './puzzles/maze/paths/count-maze.js';
export { renderMaze, type RenderMazeOptions } from './puzzles/maze/solve/render.js';

// The two tokens.
export {
  makeTokensBoard,
  withStarts,
  type TokensBoard,
  type TokensBoardSpec,
  type TokensFormat,
} from './puzzles/tokens/board/board.js';
export { parseTokens, type ParseTokensOptions } from './puzzles/tokens/board/formats.js';
export {
  solveTokens,
  type SolveTokensOptions,
  type TokensSolution,
  type TokensStep,
  type TokensPosition,
  type TokensMethod,
  type Token,
  type Direction,
} from './puzzles/tokens/solve/solve.js';
export { renderTokens, describeTokensStep, type RenderTokensOptions } from './puzzles/tokens/solve/render.js';
export { replayTokens, type Replay, type ReplayMove } from './puzzles/tokens/solve/replay.js';

// Boards made to order, each with its certificate: the solver's answer and how many shortest solutions.
export type { Generated, Certified, GenerateCommonOptions } from './puzzles/generate.js';
export { generateSnakes, type GeneratedSnakes } from './puzzles/snakes/generate/generate.js';
export type { GenerateSnakesOptions } from './puzzles/snakes/generate/options.js';
export { generateMaze, type GeneratedMaze } from './puzzles/maze/generate/generate.js';
export type { GenerateMazeOptions, MazeStyle } from './puzzles/maze/generate/options.js';
export { generateTokens, type GeneratedTokens } from './puzzles/tokens/generate/generate.js';
export type { GenerateTokensOptions } from './puzzles/tokens/generate/options.js';
// Any board written in each notation its command reads: its formats, and as Python, C or Java.
export { writeSnakes, type SnakesNotation } from './puzzles/snakes/generate/write.js';
export { writeMaze, type MazeNotation } from './puzzles/maze/generate/write.js';
export { writeTokens, type TokensNotation } from './puzzles/tokens/generate/write.js';

// Pastes: every example of a pasted problem or program, each with the answer pasted for it.
export type { PastedExample } from './paste/read-examples.js';
export { parseSnakesExamples } from './puzzles/snakes/board/formats.js';
export { parseMazeExamples } from './puzzles/maze/board/formats.js';
export { parseTokensExamples } from './puzzles/tokens/board/formats.js';
export type { OpenCell } from './puzzles/maze/board/board.js';
// The answer a paste gives, checked in each problem's convention.
export type { AnswerCheck } from './paste/answer.js';
export { checkSnakesAnswer } from './puzzles/snakes/solve/answer-check.js';
export {
  checkMazeAnswer,
  type CheckMazeOptions,
  type MazeQuestion,
} from './puzzles/maze/solve/answer-check.js';
export { checkTokensAnswer } from './puzzles/tokens/solve/answer-check.js';
