// What `boardpath generate` does with each puzzle: make a board, write it, and say its question and
// its answer in words.
import type { Certified, Generated } from '../puzzles/generate.js';
import type { MazeGrid } from '../puzzles/maze/board/board.js';
import { generateMaze } from '../puzzles/maze/generate/generate.js';
import { writeMaze, type MazeNotation } from '../puzzles/maze/generate/write.js';
import type { MazeSolution } from '../puzzles/maze/solve/solve.js';
import type { Puzzle } from '../puzzles/puzzles.js';
import type { SnakesBoard } from '../puzzles/snakes/board/board.js';
import { generateSnakes } from '../puzzles/snakes/generate/generate.js';
import { writeSnakes, type SnakesNotation } from '../puzzles/snakes/generate/write.js';
import type { SnakesSolution } from '../puzzles/snakes/solve/solution.js';
import type { TokensBoard } from '../puzzles/tokens/board/board.js';
import { generateTokens } from '../puzzles/tokens/generate/generate.js';
import { writeTokens, type TokensNotation } from '../puzzles/tokens/generate/write.js';
import { describeTokensStep } from '../puzzles/tokens/solve/render.js';
import type { TokensSolution } from '../puzzles/tokens/solve/solve.js';
import { counted, grouped } from '../words.js';
import { generateOptionsOf, type GenerateFlags } from './generate-options.js';

/** A board made, whatever its puzzle, with its certificate. */
export type MadeBoard = Generated<
  SnakesBoard | MazeGrid | TokensBoard,
  Certified<SnakesSolution | MazeSolution | TokensSolution>
>;

/** The limits and the board's place in its seed, added to the flags' options for each board. */
export interface BoardCall {
  readonly seed: string;
  readonly index: number;
  readonly timeLimit?: number;
  readonly maxMemory: number;
  readonly signal?: AbortSignal;
}

/** Board `call.index` of `call.seed` for `puzzle`, as `flags` ask. */
export function makeBoard(puzzle: Puzzle, flags: GenerateFlags, call: BoardCall): MadeBoard {
  if (puzzle === 'snakes') return generateSnakes({ ...generateOptionsOf('snakes', flags), ...call });
  if (puzzle === 'maze') return generateMaze({ ...generateOptionsOf('maze', flags), ...call });
  return generateTokens({ ...generateOptionsOf('tokens', flags), ...call });
}

/** The board as text in `notation`. */
export function boardText(puzzle: Puzzle, made: MadeBoard, notation: string): string {
  if (puzzle === 'snakes') return writeSnakes(made.board as SnakesBoard, notation as SnakesNotation);
  if (puzzle === 'maze') return writeMaze(made.board as MazeGrid, notation as MazeNotation);
  return writeTokens(made.board as TokensBoard, notation as TokensNotation);
}

/** The file name's ending for a board written in `notation`. */
export function extensionOf(notation: string): string {
  return (
    { python: 'py', c: 'c', java: 'java', text: 'txt', art: 'txt', course: 'txt', rows: 'txt' }[notation] ??
    'json'
  );
}

/**
 * The certificate as `--json` writes it: the fewest moves, how many shortest solutions (a decimal
 * string: exact however large), one shortest solution's positions, then the puzzle's own keys as
 * its command's `--json` gives them.
 */
export function answerJson(made: MadeBoard): Record<string, unknown> {
  const { puzzle, moves, path, solutions, ...rest } = made.answer;
  void puzzle;
  return { moves, solutions: String(solutions), path, ...rest };
}

/** The moves in the puzzle's words: "6 throws", "60 steps", "10 moves". */
export function movesInWords(puzzle: Puzzle, moves: number): string {
  return counted(moves, puzzle === 'snakes' ? 'throw' : puzzle === 'maze' ? 'step' : 'move');
}

/** What the certificate says, in a line: "6 throws at the fewest, 1 shortest game". */
export function certificateLine(puzzle: Puzzle, made: MadeBoard): string {
  const { moves, solutions } = made.answer;
  const noun =
    puzzle === 'snakes' ? 'shortest game' : puzzle === 'maze' ? 'shortest path' : 'shortest solution';
  if (moves === null)
    return puzzle === 'snakes'
      ? 'the last square cannot be reached'
      : puzzle === 'maze'
        ? 'no path from the start to the goal'
        : 'the tokens cannot swap';
  return `${movesInWords(puzzle, moves)} at the fewest, ${grouped(solutions)} ${solutions === 1n ? noun : `${noun}s`}`;
}

/** One shortest solution in words, for the answer line and the worksheet's answers. */
export function solutionWords(puzzle: Puzzle, made: MadeBoard): string {
  const answer = made.answer;
  if (answer.moves === null) return certificateLine(puzzle, made);
  if (puzzle === 'maze') {
    const { directions } = answer as Extract<MazeSolution, { solvable: true }>;
    return `${movesInWords(puzzle, answer.moves)}: ${directions === '' ? '(none: the start is the goal)' : directions}`;
  }
  if (puzzle === 'snakes') {
    const { steps, rolls } = answer as Extract<SnakesSolution, { solvable: true }>;
    const squares = (steps ?? []).map((step) =>
      step.jumps.length === 0 ? `${step.to}` : `${step.landing} (${step.jumps[0].kind} to ${step.to})`,
    );
    const start = made.board as SnakesBoard;
    return `${movesInWords(puzzle, answer.moves)}, faces ${(rolls ?? []).join(', ')}: ${[start.start, ...squares].join(' → ')}`;
  }
  const { steps } = answer as Extract<TokensSolution, { solvable: true }>;
  return `${movesInWords(puzzle, answer.moves)}: ${steps.map((step) => describeTokensStep(step)).join('; ')}`;
}
