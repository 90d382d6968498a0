// A failing case as the judge reports it: the board as the program read it, what it was given,
// the right and the received answers, boardpath's shortest solution drawn, and how to find it again.
import type { CaseBoard, Problem } from '../puzzles/judge-hooks.js';
import { kitOf } from '../puzzles/kits.js';

/** The ways a run can fail. */
export const FAILURE_KINDS = ['wrong', 'crash', 'timeout'] as const;

/** One of `FAILURE_KINDS`: a wrong answer, a crash (a status other than 0, a signal, an exception), a time-out. */
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** How one run on one board went. */
export interface Verdict {
  readonly kind: 'pass' | FailureKind;
  /** Exactly what the program was given. */
  readonly input: string;
  readonly expected: string;
  /** What the program printed (or its function returned, as it would print it). */
  readonly got: string;
  /** For a crash, how it ended, in a line; for a cut output, that it was cut; else null. */
  readonly detail: string | null;
}

/** The first failing case, shrunk. */
export interface JudgeFailure {
  readonly kind: FailureKind;
  /** The smallest failing board, as the program read it: JSON rows where the puzzle has rows. */
  readonly board: unknown;
  /** The exact text the program was given: its standard input, or its driver's line of arguments. */
  readonly input: string;
  /** The right answer, in the problem's convention. */
  readonly expected: string;
  /** What the program answered (as printed, or as its function returned it); `""` for none. */
  readonly got: string;
  /** How a crash ended (`exited with status 1: IndexError: …`), or that the output was cut; else null. */
  readonly detail: string | null;
  /** The seed and the case number (from 1) that make the unshrunk board again. */
  readonly seed: string;
  readonly case: number;
  /** How many times a simpler failing board was found. */
  readonly shrinks: number;
  /**
   * True when no simpler board fails the same way; false when shrinking was not asked for, or
   * stopped at its time limit (or an interrupt) before the smallest board.
   */
  readonly shrunk: boolean;
  /**
   * When `shrunk`, what the board withstands, in words (`no wall opened, nor a row or a column
   * less`): no single simplification of it fails the same way (it is 1-minimal); else null.
   */
  readonly minimal: string | null;
  /**
   * When the case was one of `--exhaustive`'s boards (`case` its number among them): the cells
   * asked for and how many boards there are; else absent.
   */
  readonly exhaustive?: { readonly cells: number; readonly boards: number };
  /** How big the board is: `a 3×3 board`. */
  readonly size: string;
  /** The board in the program's notation, as a file holds it, and that file's extension. */
  readonly text: string;
  readonly extension: string;
  /** boardpath's shortest solution on the board, drawn. */
  readonly solution: string;
}

/** Where the failing case came from and how far it was shrunk. */
interface Origin {
  readonly seed: string;
  readonly index: number;
  readonly shrinks: number;
  readonly complete: boolean;
  readonly exhaustive?: { readonly cells: number; readonly boards: number };
}

/** The report of a failing board. Cost: one search of the board, and its drawing. */
export function failureOf(
  problem: Problem,
  board: CaseBoard,
  verdict: Verdict,
  origin: Origin,
): JudgeFailure {
  const hooks = kitOf(problem.puzzle).judge;
  return {
    kind: verdict.kind as FailureKind,
    board: hooks.value(problem, board),
    input: verdict.input,
    expected: verdict.expected,
    got: verdict.got,
    detail: verdict.detail,
    seed: origin.seed,
    case: origin.index,
    shrinks: origin.shrinks,
    shrunk: origin.complete,
    minimal: origin.complete ? hooks.withstands(problem) : null,
    ...(origin.exhaustive && { exhaustive: origin.exhaustive }),
    size: hooks.size(board),
    text: hooks.text(problem, board),
    extension: hooks.extension(problem),
    solution: hooks.solution(problem, board),
  };
}
