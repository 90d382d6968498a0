export {
  makeMaze,
  mazeFromRows,
  withEnds,
  mazeGraph,
  mazeReverseGraph,
  cellOf,
  stepLetter,
  stepsFor,
  directionsOf,
  replayDirections,
  MOVE_LETTERS,
  MAX_MAZE_CELLS,
  type MazeGrid,
  type MazeMoves,
  type MazeStep,
  type Cell,
} from './board.js';
export { parseMaze, detectMazeFormat, mazeToArt, mazeToText, endsOf, type MazeFormat, type ParseMazeOptions } from './formats.js';
export {
  solveMaze,
  firstMazePath,
  allMazePaths,
  countMazePaths,
  solutionMatrix,
  mazeSearchBytes,
  ENUMERATION_BYTES_PER_CELL,
  type SolveMazeOptions,
  type MazeSolution,
  type MazeFirstSolution,
} from './solve.js';
export { renderMaze, drawMaze, describeMaze, matrixText, isDrawable, MAX_DRAWN_CELLS, type MazePaint, type RenderMazeOptions } from './render.js';
