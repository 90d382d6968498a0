// The solution files of fixtures/judge/, as the tests judge them: the problems' public examples
// (each planted bug must pass them, as a solution that fails a hidden test does), every planted bug
// with what it is and how small its board must shrink, and a brute-force look at every smaller board.
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { words } from './answers.js';
import { binaryGrids, labelGrids, snakesBoards } from './brute.test-util.js';
import { preparedDriver } from './drivers/prepared.js';
import type { FailureKind } from './failure.js';
import { judgeProgram } from './judge.js';
import type { JudgeMode } from '../puzzles/judge-hooks.js';
import { refereeAnswer, type RefereeProblem } from './reference.test-util.js';
import { driverRunner } from './runner.js';
import { readSolutionFile } from './solution-file.js';

type Rows = number[][];

/** The problems of the solution files, as the referee and the judge know them. */
const PROBLEMS = {
  909: { puzzle: 'snakes', mode: 'shortest', moves: 4, open: 1, line: false },
  1091: { puzzle: 'maze', mode: 'cells', moves: 8, open: 0, line: false },
  rat: { puzzle: 'maze', mode: 'all', moves: 4, open: 1, line: false },
  tokens: { puzzle: 'tokens', mode: 'shortest', moves: 4, open: 1, line: false },
} as const satisfies Record<string, RefereeProblem & { mode: JudgeMode }>;

/** One of `PROBLEMS`. */
type ProblemName = keyof typeof PROBLEMS;

/**
 * The problems' own examples, with their answers as the judge compares them: LeetCode 909's two,
 * LeetCode 1091's three, GfG's rat in a maze's three, the course's grid for the two tokens.
 */
const EXAMPLES: Record<ProblemName, ReadonlyArray<[Rows, string]>> = {
  909: [
    [
      [
        [-1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1],
        [-1, 35, -1, -1, 13, -1],
        [-1, -1, -1, -1, -1, -1],
        [-1, 15, -1, -1, -1, -1],
      ],
      '4',
    ],
    [
      [
        [-1, -1],
        [-1, 3],
      ],
      '1',
    ],
  ],
  1091: [
    [
      [
        [0, 1],
        [1, 0],
      ],
      '2',
    ],
    [
      [
        [0, 0, 0],
        [1, 1, 0],
        [1, 1, 0],
      ],
      '4',
    ],
    [
      [
        [1, 0, 0],
        [1, 1, 0],
        [1, 1, 0],
      ],
      '-1',
    ],
  ],
  rat: [
    [
      [
        [1, 0, 0, 0],
        [1, 1, 0, 1],
        [1, 1, 0, 0],
        [0, 1, 1, 1],
      ],
      'DDRDRR DRDDRR',
    ],
    [
      [
        [1, 0],
        [1, 0],
      ],
      '-1',
    ],
    [
      [
        [1, 1, 1],
        [1, 0, 1],
        [1, 1, 1],
      ],
      'DDRR RRDD',
    ],
  ],
  tokens: [
    [
      [
        [1, 2, 4, 3],
        [3, 4, 1, 2],
        [3, 1, 2, 3],
        [2, 3, 1, 2],
      ],
      '5',
    ],
  ],
};

/** A solution file with a planted bug: the problem, the bug, how it fails, and its smallest side. */
export interface PlantedFile {
  readonly file: string;
  readonly problem: ProblemName;
  readonly bug: string;
  readonly kind: FailureKind;
  /**
   * The side its shrunk board must not pass: the smallest on which the bug shows (a brute-force
   * search of the tests in shrink-planted.test.ts finds it), or for a time-out a small bound.
   */
  readonly side: number;
  /** The time limit it is judged with, in seconds (a time-out's). */
  readonly timeLimit?: number;
}

/** Every solution file with a planted bug, by language (each passes its problem's examples). */
export const PLANTED_FILES: Readonly<
  Record<'python' | 'javascript' | 'cpp' | 'java', readonly PlantedFile[]>
> = {
  python: [
    { file: 'snakes_no_flip.py', problem: 909, bug: 'reads every row left to right', kind: 'wrong', side: 4 },
    {
      file: 'snakes_chained.py',
      problem: 909,
      bug: 'follows a jump onto another jump',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'snakes_ladder_to_last.py',
      problem: 909,
      bug: 'never ends at a ladder to the last square',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'snakes_last_square.py',
      problem: 909,
      bug: 'counts one throw from seven squares before the last',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'snakes_crash.py',
      problem: 909,
      bug: 'crashes on a ladder to the last square',
      kind: 'crash',
      side: 3,
    },
    {
      file: 'snakes_forever.py',
      problem: 909,
      bug: 'never ends when the last square is out of reach',
      kind: 'timeout',
      side: 3,
      timeLimit: 0.5,
    },
    {
      file: 'maze_cells_no_up_right.py',
      problem: 1091,
      bug: 'never moves up and right',
      kind: 'wrong',
      side: 4,
    },
    {
      file: 'maze_cells_depth_first.py',
      problem: 1091,
      bug: 'answers with the first path a depth-first search finds',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'rat_long_paths_cut.py',
      problem: 'rat',
      bug: 'gives up on paths longer than 2(n − 1) moves',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'tokens_overlap.py',
      problem: 'tokens',
      bug: 'lands a token on the other',
      kind: 'wrong',
      side: 2,
    },
  ],
  javascript: [
    { file: 'snakes_no_flip.js', problem: 909, bug: 'reads every row left to right', kind: 'wrong', side: 4 },
    {
      file: 'snakes_landing_seen.js',
      problem: 909,
      bug: 'looks up the landing square among those seen',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'maze_cells_blocked_goal.js',
      problem: 1091,
      bug: 'reaches a blocked goal',
      kind: 'wrong',
      side: 2,
    },
    { file: 'rat_no_left.js', problem: 'rat', bug: 'never moves left', kind: 'wrong', side: 3 },
    {
      file: 'tokens_no_jump_over.js',
      problem: 'tokens',
      bug: 'never jumps over the other token',
      kind: 'wrong',
      side: 3,
    },
  ],
  cpp: [
    {
      file: 'snakes_five_faces.cpp',
      problem: 909,
      bug: 'throws a die of five faces',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'snakes_at_crash.cpp',
      problem: 909,
      bug: 'asks at() for the last square',
      kind: 'crash',
      side: 3,
    },
    {
      file: 'maze_cells_no_down_left.cpp',
      problem: 1091,
      bug: 'never moves down and left',
      kind: 'wrong',
      side: 4,
    },
    {
      file: 'maze_cells_every_path.cpp',
      problem: 1091,
      bug: 'tries every path',
      kind: 'timeout',
      side: 8,
      timeLimit: 1,
    },
    {
      file: 'rat_blocked_start.cpp',
      problem: 'rat',
      bug: 'walks from a blocked start',
      kind: 'wrong',
      side: 2,
    },
    {
      file: 'tokens_taking_turns.cpp',
      problem: 'tokens',
      bug: 'moves the tokens in turn',
      kind: 'wrong',
      side: 2,
    },
  ],
  java: [
    {
      file: 'snakes_turn_from_top.java',
      problem: 909,
      bug: 'counts the turn of the rows from the top',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'snakes_no_minus_one.java',
      problem: 909,
      bug: 'answers 0 when the last square is out of reach',
      kind: 'wrong',
      side: 3,
    },
    {
      file: 'snakes_levels_forever.java',
      problem: 909,
      bug: 'loops for ever when the last square is out of reach',
      kind: 'timeout',
      side: 3,
      timeLimit: 1,
    },
    {
      file: 'maze_cells_one_cell.java',
      problem: 1091,
      bug: 'never reaches the goal of a 1×1 grid',
      kind: 'wrong',
      side: 1,
    },
    { file: 'rat_no_up.java', problem: 'rat', bug: 'never moves up', kind: 'wrong', side: 3 },
  ],
};

/** The correct solution files of each language: every one must pass every board. */
const CORRECT_FILES: Readonly<Record<keyof typeof PLANTED_FILES, ReadonlyArray<[string, ProblemName]>>> = {
  python: [
    ['snakes_correct.py', 909],
    ['maze_cells_correct.py', 1091],
    ['rat_correct.py', 'rat'],
    ['tokens_correct.py', 'tokens'],
  ],
  javascript: [
    ['snakes_correct.js', 909],
    ['maze_cells_correct.js', 1091],
    ['rat_correct.js', 'rat'],
    ['tokens_correct.js', 'tokens'],
  ],
  cpp: [
    ['snakes_correct.cpp', 909],
    ['maze_cells_correct.cpp', 1091],
    ['rat_correct.cpp', 'rat'],
    ['tokens_correct.cpp', 'tokens'],
  ],
  java: [
    ['snakes_correct.java', 909],
    ['maze_cells_correct.java', 1091],
    ['rat_correct.java', 'rat'],
    ['tokens_correct.java', 'tokens'],
  ],
};

/** The path of a file of fixtures/judge/. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../../fixtures/judge/${name}`, import.meta.url));
}

/** What one run of a solution on a board gave: its answer's words, or how it failed. */
type Outcome = { readonly answer: string } | { readonly failed: 'crash' | 'timeout' };

/**
 * The solution file `name` run through its driver on each of `boards` (rows, as its function
 * takes them), within `timeLimitMs` a run. Cost: one driver, one run a board.
 */
async function runOn(
  name: string,
  problem: ProblemName,
  boards: Iterable<Rows>,
  timeLimitMs = 5000,
): Promise<Outcome[]> {
  const { puzzle, mode } = PROBLEMS[problem];
  const runner = await driverRunner(readSolutionFile(fixturePath(name), puzzle), timeLimitMs);
  try {
    const outcomes: Outcome[] = [];
    for (const rows of boards) {
      const args = mode === 'all' ? [rows, rows.length] : [rows];
      const outcome = await runner.run(`${JSON.stringify(args)}\n`);
      outcomes.push(outcome.kind === 'answer' ? { answer: words(outcome.text) } : { failed: outcome.kind });
    }
    return outcomes;
  } finally {
    runner.close();
  }
}

/** How an outcome compares with the referee's answer: right, or its kind of failure. */
function verdictOf(problem: ProblemName, rows: Rows, outcome: Outcome): 'right' | FailureKind {
  if ('failed' in outcome) return outcome.failed;
  const right = refereeAnswer(PROBLEMS[problem], rows);
  const same = outcome.answer === right || (right === '-1' && outcome.answer === '' && problem === 'rat');
  return same ? 'right' : 'wrong';
}

/**
 * Every board smaller than `side` that can be tried one by one: LeetCode 909's 2×2 boards (25),
 * and below 4×4 its 3×3 boards with one or two jumps; every grid of 0s and 1s of up to 3×3; the two
 * tokens' 2×2 grids of labels 1 and 2 (a larger label moves nothing there), and below 4×4 the 3×3
 * grids of labels 1 to 3.
 */
function smallerBoards(problem: ProblemName, side: number): Rows[] {
  const boards: Rows[] = [];
  if (problem === 909) {
    if (side > 2) boards.push(...snakesBoards(2, 2));
    if (side > 3) boards.push(...snakesBoards(3, 2));
  } else if (problem === 'tokens') {
    if (side > 2) boards.push(...labelGrids(2, 2));
    if (side > 3) boards.push(...labelGrids(3, 3));
  } else {
    const least = problem === 'rat' ? 2 : 1;
    for (let n = least; n < Math.min(side, 4); n++) boards.push(...binaryGrids(n));
  }
  return boards;
}

/**
 * The tests of one language's solution files, judged from outside as a user judges them: every
 * file passes its problem's examples; every planted bug is found, told apart (a wrong answer, a
 * crash, a time-out), shrunk to a board of at most its side, and that board really separates the
 * referee's answer from the program's (run again on it alone), while no smaller board tried one by
 * one fails the same way; every correct file passes every board.
 */
export function describeSolutions(language: keyof typeof PLANTED_FILES): void {
  const planted = PLANTED_FILES[language];
  const correct = CORRECT_FILES[language];
  const files = [...planted.map((p) => [p.file, p.problem] as const), ...correct];

  // Every file compiled (or made ready) once for all the tests, two at a time.
  beforeAll(async () => {
    for (let at = 0; at < files.length; at += 2)
      await Promise.all(
        files.slice(at, at + 2).map(([file, problem]) => {
          const solution = readSolutionFile(fixturePath(file), PROBLEMS[problem].puzzle);
          return preparedDriver(solution.driver, solution);
        }),
      );
  }, 300_000);

  it("pass their problems' examples, the planted bugs too", async () => {
    for (const [file, problem] of files) {
      const outcomes = await runOn(
        file,
        problem,
        EXAMPLES[problem].map(([rows]) => rows),
      );
      expect({ file, answers: outcomes }).toEqual({
        file,
        answers: EXAMPLES[problem].map(([, answer]) => ({ answer })),
      });
    }
  });

  for (const { file, problem, bug, kind, side, timeLimit } of planted) {
    it(`${file} ${bug}: found as a ${kind}, shrunk to ${side}×${side} at most`, async () => {
      const { puzzle } = PROBLEMS[problem];
      const report = await judgeProgram({
        puzzle,
        solution: fixturePath(file),
        seed: 'planted',
        jobs: 2,
        ...(timeLimit !== undefined && { timeLimit }),
      });
      const failure = report.failure!;
      expect(failure.kind).toBe(kind);
      expect(failure.shrunk).toBe(true);
      expect(report.passed).toBe(report.cases - 1);
      const rows = failure.board as Rows;
      expect(Math.max(rows.length, rows[0].length)).toBeLessThanOrEqual(side);
      expect(failure.expected).toBe(refereeAnswer(PROBLEMS[problem], rows));
      // The driver's line: the function's arguments (GfG's findPath(m, n) takes the side too).
      const args = PROBLEMS[problem].mode === 'all' ? [rows, rows.length] : [rows];
      expect(failure.input).toBe(`${JSON.stringify(args)}\n`);
      // The board alone, run again: the program fails on it the same way.
      const limitMs = (timeLimit ?? 2) * 1000;
      const [again] = await runOn(file, problem, [rows], limitMs);
      expect(verdictOf(problem, rows, again)).toBe(kind);
      if (kind === 'wrong') expect(words(failure.got)).not.toBe(failure.expected);
      // No smaller board fails the same way.
      const smaller = smallerBoards(problem, Math.max(rows.length, rows[0].length));
      const outcomes = await runOn(file, problem, smaller, limitMs);
      const same = smaller.filter((board, i) => verdictOf(problem, board, outcomes[i]) === kind);
      expect(same).toEqual([]);
    });
  }

  it('passes every board with the correct solutions', async () => {
    for (const [file, problem] of correct) {
      const report = await judgeProgram({
        puzzle: PROBLEMS[problem].puzzle,
        solution: fixturePath(file),
        seed: 'correct',
        cases: 300,
        jobs: 2,
      });
      expect({ file, report }).toEqual({
        file,
        report: { cases: 300, passed: 300, failure: null, seed: 'correct', interrupted: false },
      });
    }
  });
}
