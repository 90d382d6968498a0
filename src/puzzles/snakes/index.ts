export { makeSnakesBoard, jumpsOf, withFaces, MAX_FACES, type SnakesBoard, type SnakesBoardSpec, type SnakesFormat, type Jump } from './board.js';
export { parseSnakes, detectFormat, leetcodeSquare, type ParseSnakesOptions } from './formats.js';
export { BUILT_IN_BOARDS } from './boards.js';
export {
  solveSnakes,
  landingTable,
  throwGraph,
  snakesSearchBytes,
  MAX_DENSE_SQUARES,
  type SolveSnakesOptions,
  type SnakesSolution,
  type SnakesThrow,
  type TakenJump,
} from './solve.js';
export { renderSnakes, drawBoard, describeThrow, layoutOf, NO_PAINT, type Paint, type RenderSnakesOptions } from './render.js';
export { solveSnakesRuns, PATH_LIMIT, type SolveSnakesRunsOptions, type SnakesRunsSolution, type FaceRun } from './runs.js';
