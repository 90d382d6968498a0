// A puzzle's kit: everything the code around the puzzles asks of one (the command's generate and
// worksheets, the judge, the page's worker), so that none of it names a puzzle. Each puzzle exports
// its kit from its index.ts; `KITS` (kits.ts) lists them. Its core, the light part (core.ts beside
// it; `CORES`, cores.ts), is what the page's own thread asks.
import type { z } from 'zod';
import type { AnswerCheck } from '../paste/answer.js';
import type { PastedExample } from '../paste/read-examples.js';
import type { Certified, Generated } from './generate.js';
import type { CaseBoard, JudgeHooks } from './judge-hooks.js';
import type { KitPractice, PuzzlePractice } from './practice.js';
import type { Puzzle, PuzzleAnswer, StateGraph } from './puzzles.js';

/** How a puzzle is told: its title, a move, a solution, and that there is none. */
export interface PuzzleWords {
  /** As a title: `Snakes and Ladders`. */
  readonly title: string;
  /** One move: `throw`, `step`, `move`. */
  readonly move: string;
  /** One shortest solution: `game`, `path`, `solution`. */
  readonly solution: string;
  /** That there is none, in a line: `the last square cannot be reached`. */
  readonly none: string;
}

/**
 * A flag of `boardpath generate <puzzle>`, standing for the generator's option of the same name:
 * `value` says how it is read (a schema's number, a closed list, `target`: -1 or a whole number,
 * `range`: A..B, `grid`: R×C); a flag with none is a switch.
 */
export interface GenerateFlag {
  /** As the help shows it: `--fewest <k>`. */
  readonly flag: string;
  readonly help: string;
  readonly value?: 'target' | 'range' | 'grid' | readonly string[] | z.ZodType<number>;
}

/** The flags of `boardpath generate` as given: each puzzle reads its own. */
export type GenerateFlags = Readonly<Record<string, unknown>>;

/** How a puzzle's boards are made to order, written and shown (`boardpath generate`). */
interface PuzzleGenerator<Board, Solution, Options> {
  /** What `boardpath generate <puzzle>` makes, in a line. */
  readonly made: string;
  /** Its flags, in the order the help lists them, and example commands. */
  readonly flags: readonly GenerateFlag[];
  readonly examples: readonly string[];
  /** The notations a board is written in (its formats, then as code), and the default's in words. */
  readonly notations: readonly string[];
  readonly defaultNotation: string;
  /** The options that say what a board must be, not its size (what the judge's orders take). */
  readonly order: readonly string[];
  /** The options, each as a schema. */
  readonly schema: { readonly shape: Readonly<Record<string, z.ZodType>> };
  /** The library options `flags` stand for (no seed, index or limits). */
  optionsOf(flags: GenerateFlags): Options;
  /** The notation `flags` ask boards written in, or the default; refused (`E_USAGE`) when it cannot be. */
  notation(flags: GenerateFlags): string;
  /** A board made to order with its certificate (the solver's answer and the count of shortest ones). */
  generate(options: Options): Generated<Board, Certified<Solution>>;
  /** Refuses (`E_USAGE`) a request no board can meet, from its range alone: no board is made. */
  check(options: Options): void;
  /** The board as text in `notation`. */
  write(board: Board, notation: string): string;
  /** One shortest solution in words (after "6 throws"), for the answer line and the worksheet. */
  solutionWords(board: Board, answer: Solution): string;
  /** The worksheet's question under a board, in the puzzle's rules. */
  question(board: Board, flags: GenerateFlags): string;
  /** The board drawn as SVG for the printed worksheet. */
  svg(board: Board): string;
  /** The bytes `svg` draws of `board` at the most, counted without drawing it (a worksheet's limit). */
  svgBytes(board: Board): number;
}

/**
 * The light part of a puzzle's kit: its words, its boards as the engine searches them, and its
 * practice. The page's own thread asks a puzzle only this (its searches and the boards it makes
 * run in its worker), so that it loads none of the solvers', generators' or judge's code. Each
 * puzzle exports its core from its core.ts; `CORES` (cores.ts) lists them.
 */
export interface PuzzleCore<Board = unknown> {
  readonly name: Puzzle;
  readonly words: PuzzleWords;
  /** The board as the engine searches it, for the learn view and practice (`options`: its moves, chains). */
  graph(board: Board, options?: object): StateGraph;
  /** Its practice exercises and coursework (src/course): questions, boards, states in words. */
  readonly practice: PuzzlePractice<Board>;
}

/**
 * A puzzle, as the code around it asks of it: its core (words, the state graph, practice) and its
 * notations, reading, solving, drawing, the answer check, boards made to order and the judge's
 * hooks. The methods take the puzzle's own boards and options (each kit's own types; a kit reached
 * through `KITS` is asked with what it made itself).
 */
export interface PuzzleKit<
  Board = unknown,
  Solution extends PuzzleAnswer = PuzzleAnswer,
  Options = object,
  Case extends CaseBoard = CaseBoard,
> extends PuzzleCore<Board> {
  /** The formats its reader takes. */
  readonly formats: readonly string[];
  /** A board from text (`format` detected when absent), one located `BoardpathError` when it is not one. */
  parse(given: string | Uint8Array, options?: { readonly file?: string; readonly format?: string }): Board;
  /** Every example of a pasted problem or program, each with the answer pasted for it. */
  parseExamples(given: string, options?: { readonly file?: string }): Array<PastedExample<Board>>;
  /** The fewest moves and one shortest solution. */
  solve(board: Board, options?: object): Solution;
  /** The answer drawn as text, as the puzzle's command draws it. */
  render(board: Board, solution: Solution, options?: object): string;
  /** An answer as pasted held against the board's own. */
  checkAnswer(board: Board, answer: string, options?: object): AnswerCheck;
  readonly generator: PuzzleGenerator<Board, Solution, Options>;
  readonly judge: JudgeHooks<Case>;
  /** Its practice, with the boards it designs for "which plays longer". */
  readonly practice: KitPractice<Board>;
}
