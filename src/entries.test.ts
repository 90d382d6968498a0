import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as engine from './engine.js';
import * as node from './node.js';

// The package's three entries hold what a user calls; internals and tuning constants stay inside.
// A name added here is a promise to keep it: add it on purpose.
describe('the public entries', () => {
  it('boardpath: parse, solve, analyse, count and draw each puzzle, the error class, the limits', () => {
    expect(Object.keys(root).sort()).toEqual(
      [
        'BUILT_IN_BOARDS',
        'BoardpathError',
        'LIMITS',
        'PUZZLES',
        'VERSION',
        'allMazePaths',
        'analyzeSnakes',
        'countMazePaths',
        'describeTokensStep',
        'designRegion',
        'designSnakes',
        'endsOf',
        'exactExpectedThrows',
        'firstMazePath',
        'generateMaze',
        'generateSnakes',
        'generateTokens',
        'jumpImportance',
        'jumpsOf',
        'layoutOf',
        'makeMaze',
        'makeSnakesBoard',
        'makeTokensBoard',
        'mazeToArt',
        'mazeToText',
        'parseMaze',
        'parseSnakes',
        'parseTokens',
        'playersFigures',
        'renderAnalysis',
        'renderMaze',
        'renderSnakes',
        'renderTokens',
        'replayDirections',
        'replayTokens',
        'solveMaze',
        'solveSnakes',
        'solveTokens',
        'withEnds',
        'withFaces',
        'withStarts',
        'writeMaze',
        'writeSnakes',
        'writeTokens',
        // Pastes: every example, and the answer pasted for it checked.
        'parseSnakesExamples',
        'parseMazeExamples',
        'parseTokensExamples',
        'checkSnakesAnswer',
        'checkMazeAnswer',
        'checkTokensAnswer',
        // Every puzzle as one kit, for code that serves them all alike.
        // A count and its noun, in the library's words (the page says counts with it too).
      ].sort(),
    );
    expect(Object.keys(root).length).toBeLessThanOrEqual(53);
  });

  it("boardpath/engine: the searches, each puzzle as an integer graph, and its states' meaning", () => {
    expect(Object.keys(engine).sort()).toEqual(
      [
        'MAZE_MOVE_LETTERS',
        'aStarPath',
        'alternateTokensGraph',
        'bfs',
        'bidirectionalPath',
        'countShortestPaths',
        'countSimplePaths',
        'firstSimplePath',
        'intLevels',
        'intSearchBytes',
        'mazeCellOf',
        'mazeGraph',
        'mazeSolutionOf',
        'mazeStateOf',
        'mirrorMeetPath',
        'shortestIntPath',
        'simplePaths',
        'snakesGraph',
        'tokensGraph',
        'tokensPositionOf',
        'tokensStateOf',
        // Each puzzle's search level by level.
        'snakesLevels',
        'mazeLevels',
        'tokensLevels',
        // Each puzzle's states as its searches go through them: graph, start and goal.
        'snakesStateGraph',
        'mazeStateGraph',
        'tokensStateGraph',
      ].sort(),
    );
  });

  it('boardpath/node: the searches that can use a second thread, and the judge', () => {
    expect(Object.keys(node).sort()).toEqual([
      'analyzeSnakesAsync',
      'countMazePathsAsync',
      'judgeProgram',
      'solveTokensAsync',
    ]);
  });

  it('no name is in two entries', () => {
    const names = [...Object.keys(root), ...Object.keys(engine), ...Object.keys(node)];
    expect(new Set(names).size).toBe(names.length);
  });
});
