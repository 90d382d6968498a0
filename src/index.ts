/**
 * boardpath: fewest moves through board puzzles, on one integer-state search engine.
 * The public surface; everything else is internal.
 */
export { BoardpathError, type ErrorCode, type Where } from './errors.js';
export { bfs, type SearchProblem, type Found } from './search/bfs.js';
export { mirrorMeetPath, mirrorMeetBytes, LevelCodes, levelCode, walkDown } from './search/levels3.js';
export { shortestIntPath, intLevels, intSearchBytes, type IntGraph, type IntPath, type IntSearchOptions } from './search/dense.js';
export * from './puzzles/snakes/index.js';
export * from './puzzles/tokens/index.js';
export { VERSION } from './version.js';
