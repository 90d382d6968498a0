// The answers' types narrow on `solvable` (and the analysis on `finite`): after the test, the figures
// are numbers and arrays, with no `!` needed; before it, they may be null. The type checker reads this
// file (`tsc -p tsconfig.json`, part of `npm test`): a type that stops narrowing fails there, and each
// `@ts-expect-error` fails once the line under it compiles. At run time the same answers are checked.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BUILT_IN_BOARDS,
  analyzeSnakes,
  firstMazePath,
  makeMaze,
  parseSnakes,
  parseTokens,
  solveMaze,
  solveSnakes,
  solveTokens,
  type FaceRun,
  type SnakesThrow,
  type TokensPosition,
  type TokensStep,
} from './index.js';
import { solveTokensAsync } from './node.js';
import * as root from './index.js';
import * as engine from './engine.js';
import type * as node from './node.js';
import * as nodeEntry from './node.js';

const openMaze = makeMaze(2, 2, Uint8Array.of(1, 1, 1, 1));
const walledMaze = makeMaze(2, 2, Uint8Array.of(1, 0, 0, 1));

describe('answers narrow on solvable', () => {
  it('snakes: moves a number; a listed game has path, rolls and steps; a long one runs', () => {
    const solution = solveSnakes(BUILT_IN_BOARDS.classic());
    // @ts-expect-error moves is null when the last square cannot be reached
    expectTypeOf(solution.moves).toEqualTypeOf<number>();
    if (solution.solvable) {
      expectTypeOf(solution.moves).toEqualTypeOf<number>();
      // @ts-expect-error a game longer than the path limit comes as runs, its path null
      expectTypeOf(solution.path).toEqualTypeOf<number[]>();
      if (solution.runs) {
        expectTypeOf(solution.runs).toEqualTypeOf<FaceRun[]>();
        expectTypeOf(solution.path).toEqualTypeOf<null>();
      } else {
        expectTypeOf(solution.path).toEqualTypeOf<number[]>();
        expectTypeOf(solution.rolls).toEqualTypeOf<number[]>();
        expectTypeOf(solution.steps).toEqualTypeOf<SnakesThrow[]>();
      }
    } else {
      expectTypeOf(solution.moves).toEqualTypeOf<null>();
      expectTypeOf(solution.path).toEqualTypeOf<null>();
      expectTypeOf(solution.rolls).toEqualTypeOf<null>();
      expectTypeOf(solution.steps).toEqualTypeOf<null>();
    }
    expect(solution.solvable && solution.moves).toBe(7);
    expect(solution.solvable && !solution.runs && solution.path.length).toBe(8);
    const unsolvable = solveSnakes(parseSnakes('{"squares": 10, "faces": 1, "snakes": {"5": 1}}'));
    expect(unsolvable).toMatchObject({ solvable: false, moves: null, path: null, rolls: null, steps: null });
    const long = solveSnakes(parseSnakes('{"squares": 1000}'), { pathLimit: 10 });
    expect(long.solvable && long.runs).toEqual([
      [4, 1],
      [6, 166],
    ]);
    expect(long).toMatchObject({ path: null, rolls: null, steps: null });
  });

  it('maze: moves, path and directions together, and the first path with its matrix', () => {
    const solution = solveMaze(openMaze);
    // @ts-expect-error directions is null when there is no path
    expectTypeOf(solution.directions).toEqualTypeOf<string>();
    if (solution.solvable) {
      expectTypeOf(solution.moves).toEqualTypeOf<number>();
      expectTypeOf(solution.path).toEqualTypeOf<Array<[number, number]>>();
      expectTypeOf(solution.directions).toEqualTypeOf<string>();
    } else {
      expectTypeOf(solution.moves).toEqualTypeOf<null>();
      expectTypeOf(solution.path).toEqualTypeOf<null>();
      expectTypeOf(solution.directions).toEqualTypeOf<null>();
    }
    const first = firstMazePath(openMaze);
    if (first.solvable) expectTypeOf(first.matrix).toEqualTypeOf<number[][]>();
    else expectTypeOf(first.matrix).toEqualTypeOf<null>();
    expect(solution.solvable && solution.directions).toBe('DR');
    expect(first.solvable && first.matrix).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(solveMaze(walledMaze)).toMatchObject({
      solvable: false,
      moves: null,
      path: null,
      directions: null,
    });
    expect(firstMazePath(walledMaze)).toMatchObject({ solvable: false, matrix: null });
  });

  it('tokens: moves, path and steps, on one thread or two', async () => {
    const board = parseTokens('1 2 4 3\n3 4 1 2\n3 1 2 3\n2 3 1 2');
    for (const solution of [solveTokens(board), await solveTokensAsync(board, { threads: 1 })]) {
      // @ts-expect-error steps is null when the tokens cannot swap
      expectTypeOf(solution.steps).toEqualTypeOf<TokensStep[]>();
      if (solution.solvable) {
        expectTypeOf(solution.moves).toEqualTypeOf<number>();
        expectTypeOf(solution.path).toEqualTypeOf<TokensPosition[]>();
        expectTypeOf(solution.steps).toEqualTypeOf<TokensStep[]>();
      } else {
        expectTypeOf(solution.moves).toEqualTypeOf<null>();
        expectTypeOf(solution.steps).toEqualTypeOf<null>();
      }
      expect(solution.solvable && solution.steps.length).toBe(5);
    }
    expect(solveTokens(parseTokens('9 9\n9 9'))).toMatchObject({ solvable: false, moves: null, steps: null });
  });

  it('the analysis: expected throws a number when the game always ends, a trap when it may not', () => {
    const analysis = analyzeSnakes(BUILT_IN_BOARDS.classic());
    // @ts-expect-error expected is null when the game can get stuck
    expectTypeOf(analysis.expected).toEqualTypeOf<number>();
    if (analysis.finite) {
      expectTypeOf(analysis.expected).toEqualTypeOf<number>();
      expectTypeOf(analysis.errorBound).toEqualTypeOf<number>();
      expectTypeOf(analysis.sd).toEqualTypeOf<number>();
      expectTypeOf(analysis.minimum).toEqualTypeOf<number>();
      expectTypeOf(analysis.trap).toEqualTypeOf<null>();
    } else {
      expectTypeOf(analysis.expected).toEqualTypeOf<null>();
      expectTypeOf(analysis.sd).toEqualTypeOf<null>();
      expectTypeOf(analysis.trap).toEqualTypeOf<number>();
    }
    expect(analysis.finite && Math.round(analysis.expected)).toBe(39);
    // Squares 8 and 9 send the token back to 1: from 7 a two-faced die never gets past them.
    const stuck = analyzeSnakes(parseSnakes('{"squares": 10, "faces": 2, "snakes": {"8": 1, "9": 1}}'));
    expect(stuck).toMatchObject({ finite: false, expected: null, errorBound: null, minimum: null });
    expect(!stuck.finite && stuck.trap).toBe(0);
  });
});

describe('every public function has the result type it promises', () => {
  it('boardpath', () => {
    expectTypeOf(root.parseSnakes).returns.toEqualTypeOf<root.SnakesBoard>();
    expectTypeOf(root.parseSnakes).parameter(0).toEqualTypeOf<string | Uint8Array>();
    expectTypeOf(root.parseMaze).parameter(0).toEqualTypeOf<string | Uint8Array>();
    expectTypeOf(root.parseTokens).parameter(0).toEqualTypeOf<string | Uint8Array>();
    expectTypeOf(root.makeSnakesBoard).returns.toEqualTypeOf<root.SnakesBoard>();
    expectTypeOf(root.withFaces).returns.toEqualTypeOf<root.SnakesBoard>();
    expectTypeOf(root.jumpsOf).returns.toEqualTypeOf<root.Jump[]>();
    expectTypeOf(root.solveSnakes).returns.toEqualTypeOf<root.SnakesSolution>();
    expectTypeOf(root.renderSnakes).returns.toEqualTypeOf<string>();
    expectTypeOf(root.layoutOf).returns.toEqualTypeOf<{ rows: number; columns: number }>();
    expectTypeOf(root.analyzeSnakes).returns.toEqualTypeOf<root.SnakesAnalysis>();
    expectTypeOf<root.SnakesAnalysis['distribution']>().toEqualTypeOf<root.ThrowDistribution>();
    expectTypeOf<root.SnakesAnalysis['end']>().toEqualTypeOf<root.EndRule>();
    expectTypeOf(root.playersFigures).returns.toEqualTypeOf<root.PlayersFigures>();
    expectTypeOf(root.designSnakes).returns.toEqualTypeOf<root.SnakesDesign>();
    expectTypeOf(root.designSnakes).parameter(0).toEqualTypeOf<root.DesignSnakesOptions>();
    expectTypeOf<root.SnakesDesign['figures']['mean']>().toEqualTypeOf<number>();
    expectTypeOf<root.SnakesDesign['targets']['mean']>().toEqualTypeOf<
      (root.TargetReport & { readonly target: number; readonly tolerance: number }) | undefined
    >();
    expectTypeOf(root.designRegion).returns.toEqualTypeOf<root.DesignRegion>();
    expectTypeOf(root.exactExpectedThrows).returns.toEqualTypeOf<root.Fraction | null>();
    expectTypeOf<root.Fraction['numerator']>().toEqualTypeOf<bigint>();
    expectTypeOf(root.jumpImportance).returns.toEqualTypeOf<root.JumpImportance[]>();
    expectTypeOf(root.renderAnalysis).returns.toEqualTypeOf<string>();
    expectTypeOf(root.makeMaze).returns.toEqualTypeOf<root.MazeGrid>();
    expectTypeOf(root.withEnds).returns.toEqualTypeOf<root.MazeGrid>();
    expectTypeOf(root.withEnds).parameter(1).toEqualTypeOf<{ start?: root.Cell; goal?: root.Cell }>();
    expectTypeOf(root.replayDirections).returns.toEqualTypeOf<
      { ok: true; path: number[] } | { ok: false; problem: string }
    >();
    expectTypeOf(root.parseMaze).returns.toEqualTypeOf<root.MazeGrid>();
    expectTypeOf(root.mazeToArt).returns.toEqualTypeOf<string>();
    expectTypeOf(root.mazeToText).returns.toEqualTypeOf<string>();
    expectTypeOf(root.endsOf).returns.toEqualTypeOf<{ start: [number, number]; goal: [number, number] }>();
    expectTypeOf(root.solveMaze).returns.toEqualTypeOf<root.MazeSolution>();
    expectTypeOf(root.firstMazePath).returns.toEqualTypeOf<root.MazeFirstSolution>();
    expectTypeOf(root.allMazePaths).returns.toEqualTypeOf<Generator<string, void, undefined>>();
    expectTypeOf(root.countMazePaths).returns.toEqualTypeOf<bigint>();
    expectTypeOf(root.renderMaze).returns.toEqualTypeOf<string>();
    expectTypeOf(root.makeTokensBoard).returns.toEqualTypeOf<root.TokensBoard>();
    expectTypeOf(root.withStarts).returns.toEqualTypeOf<root.TokensBoard>();
    expectTypeOf(root.withStarts).parameter(1).toEqualTypeOf<{ red?: root.Cell; blue?: root.Cell }>();
    expectTypeOf(root.parseTokens).returns.toEqualTypeOf<root.TokensBoard>();
    expectTypeOf(root.solveTokens).returns.toEqualTypeOf<root.TokensSolution>();
    expectTypeOf<root.TokensStep['token']>().toEqualTypeOf<root.Token>();
    expectTypeOf<root.TokensStep['direction']>().toEqualTypeOf<root.Direction>();
    expectTypeOf(root.renderTokens).returns.toEqualTypeOf<string>();
    expectTypeOf(root.describeTokensStep).returns.toEqualTypeOf<string>();
    expectTypeOf(root.replayTokens).returns.toEqualTypeOf<root.Replay>();
    expectTypeOf(root.replayTokens).parameter(1).toEqualTypeOf<readonly root.ReplayMove[]>();
    expectTypeOf(root.generateSnakes).returns.toEqualTypeOf<
      root.Generated<root.SnakesBoard, root.Certified<root.SnakesSolution>>
    >();
    expectTypeOf(root.generateMaze).returns.toEqualTypeOf<
      root.Generated<root.MazeGrid, root.Certified<root.MazeSolution>>
    >();
    expectTypeOf(root.generateTokens).returns.toEqualTypeOf<
      root.Generated<root.TokensBoard, root.Certified<root.TokensSolution>>
    >();
    expectTypeOf<root.Certified<root.MazeSolution>['solutions']>().toEqualTypeOf<bigint>();
    expectTypeOf(root.VERSION).toEqualTypeOf<string>();
    expectTypeOf(root.LIMITS.mazeCells).toEqualTypeOf<number>();
    expectTypeOf<root.BoardpathError['code']>().toEqualTypeOf<root.ErrorCode>();
    expectTypeOf<root.BoardpathError['where']>().toEqualTypeOf<root.Where>();
  });

  it('boardpath/node: the same answers, promised', () => {
    expectTypeOf(nodeEntry.analyzeSnakesAsync).returns.toEqualTypeOf<Promise<root.SnakesAnalysis>>();
    expectTypeOf(nodeEntry.countMazePathsAsync).returns.toEqualTypeOf<Promise<bigint>>();
    expectTypeOf(nodeEntry.solveTokensAsync).returns.toEqualTypeOf<Promise<root.TokensSolution>>();
    expectTypeOf(nodeEntry.judgeProgram).returns.toEqualTypeOf<Promise<node.JudgeReport>>();
    expectTypeOf<node.JudgeFailure['kind']>().toEqualTypeOf<'wrong' | 'crash' | 'timeout'>();
    expectTypeOf<node.JudgeOptions['progress']>().toEqualTypeOf<
      ((progress: node.JudgeProgress) => void) | undefined
    >();
    expectTypeOf<node.Threads>().not.toBeNever();
  });

  it('BUILT_IN_BOARDS has literal keys: a misspelt name does not compile', () => {
    expectTypeOf(BUILT_IN_BOARDS.classic).returns.toEqualTypeOf<root.SnakesBoard>();
    expectTypeOf<keyof typeof BUILT_IN_BOARDS>().toEqualTypeOf<'classic' | 'classic-48' | 'example-30'>();
    // @ts-expect-error no board is called classc
    expect(BUILT_IN_BOARDS.classc).toBeUndefined();
    expect(Object.isFrozen(BUILT_IN_BOARDS)).toBe(true);
  });
});

describe('pastes: examples, answers checked, levels', () => {
  it('types each example, each check and each listing of levels', () => {
    const examples = root.parseSnakesExamples('Input: board = [[-1,-1],[-1,3]]\nOutput: 1');
    expectTypeOf(examples).toEqualTypeOf<root.PastedExample<root.SnakesBoard>[]>();
    expectTypeOf(examples[0].expected).toEqualTypeOf<string | null>();
    expectTypeOf(root.parseMazeExamples).returns.toEqualTypeOf<root.PastedExample<root.MazeGrid>[]>();
    expectTypeOf(root.parseTokensExamples).returns.toEqualTypeOf<root.PastedExample<root.TokensBoard>[]>();
    expectTypeOf<NonNullable<root.ParseMazeOptions['open']>>().toEqualTypeOf<root.OpenCell>();
    const check = root.checkSnakesAnswer(solveSnakes(examples[0].board), examples[0].expected!);
    expectTypeOf(check).toEqualTypeOf<root.AnswerCheck>();
    expectTypeOf(check.matches).toEqualTypeOf<boolean | null>();
    expectTypeOf(root.checkMazeAnswer).returns.toEqualTypeOf<root.AnswerCheck>();
    expectTypeOf(root.checkTokensAnswer).returns.toEqualTypeOf<root.AnswerCheck>();
    expectTypeOf<NonNullable<root.CheckMazeOptions['question']>>().toEqualTypeOf<root.MazeQuestion>();
    expect(check).toMatchObject({ expected: 1, matches: true });
    expectTypeOf(engine.snakesLevels).returns.toEqualTypeOf<engine.SearchLevels<number>>();
    expectTypeOf(engine.mazeLevels).returns.toEqualTypeOf<engine.SearchLevels<root.Cell>>();
    expectTypeOf(engine.tokensLevels).returns.toEqualTypeOf<engine.SearchLevels<TokensPosition>>();
    expect(engine.mazeLevels(openMaze).levels).toEqual([
      [[0, 0]],
      [
        [1, 0],
        [0, 1],
      ],
      [[1, 1]],
    ]);
  });
});
