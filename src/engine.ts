/**
 * `boardpath/engine`: the search engine every puzzle runs on, for teaching and for puzzles of your
 * own. States are whole numbers 0…size-1 and moves come from a function, so the engine never sees a
 * board; each puzzle's graph below is the bridge from its board to the engine. Every search checks
 * its arguments when called (a `BoardpathError` naming the one at fault, never a `TypeError`) and
 * its memory before allocating (`maxMemory`, 1 GiB by default).
 */
export { bfs, type SearchProblem, type Found, type BfsOptions } from './search/bfs.js';
export {
  shortestIntPath,
  intLevels,
  intSearchBytes,
  type BreadthSink,
  type ShortestPathOptions,
} from './search/int-bfs.js';
export { countShortestPaths, type ShortestCount } from './search/count-shortest.js';
export type { IntGraph, IntPath, IntSearchOptions, Progress, SearchLimits } from './search/int-graph.js';
export { mirrorMeetPath, type MirrorMeetOptions } from './search/mirror-meet.js';
export {
  simplePaths,
  firstSimplePath,
  countSimplePaths,
  type BacktrackSink,
  type SimplePathOptions,
} from './search/backtrack.js';
// For teaching and comparing: A* and search from both ends. Each search tells an optional sink
// its steps (`BreadthSink`, `AStarSink`, …): the page's learn view records them.
export { aStarPath, type ExpansionResult, type AStarOptions, type AStarSink } from './search/astar.js';
export {
  bidirectionalPath,
  type BidirectionalResult,
  type BidirectionalOptions,
  type BidirectionalSink,
} from './search/bidirectional.js';

// Each puzzle as an integer graph, with its states' meaning: a maze's cell and a state, the letters
// of its steps, and a path found on its graph as the maze's answer; the tokens' position and a state.
export { snakesGraph, snakesStateGraph, type SnakesGraphOptions } from './puzzles/snakes/solve/moves.js';
export { mazeGraph, mazeStateGraph, mazeCellOf, mazeStateOf } from './puzzles/maze/solve/moves.js';
export { MOVE_LETTERS as MAZE_MOVE_LETTERS } from './puzzles/maze/board/board.js';
export { mazeSolutionOf } from './puzzles/maze/solve/solve.js';
export { tokensGraph, alternateTokensGraph } from './puzzles/tokens/solve/moves.js';
export { tokensPositionOf, tokensStateOf, tokensStateGraph } from './puzzles/tokens/solve/solve.js';
// A board's states as its searches go through them: the graph, the start and the goal.
export type { StateGraph } from './puzzles/puzzles.js';

// Each puzzle's search level by level, in its own states (squares, cells, positions).
export type { SearchLevels, LevelsOptions } from './search/level-lists.js';
export { snakesLevels, type SnakesLevelsOptions } from './puzzles/snakes/solve/level-lists.js';
export { mazeLevels, type MazeLevelsOptions } from './puzzles/maze/solve/level-lists.js';
export { tokensLevels, type TokensLevelsOptions } from './puzzles/tokens/solve/level-lists.js';
