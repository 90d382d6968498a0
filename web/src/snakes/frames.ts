/** What the Snakes and Ladders board shows at one frame of its timeline. */
import type { SnakesBoard } from 'boardpath';
import type { BreadthTrace } from '../learn/record.js';
import type { LearnFrame } from '../learn/breadth.js';

/** One throw as drawn: the arrow from `from` to `landing`, and the jump on to `to` if there is one. */
export interface DrawnThrow {
  readonly face: number;
  readonly from: number;
  readonly landing: number;
  readonly to: number;
}

/** The board at one frame. */
export interface SnakesFrame {
  /** The breadth-first search the board shades (null on a board too big to search square by square here). */
  readonly run: BreadthTrace | null;
  /** The level frame shown (see search/shading.ts) when not in the learn view. */
  readonly level: number;
  /** The learn view's step, when it is on. */
  readonly learn: LearnFrame | null;
  /**
   * The shortest game's squares, start first, drawn from the moment they are known: one per throw,
   * or for a game too long to replay throw by throw, one per run of faces.
   */
  readonly game: ArrayLike<number> | null;
  /** Throws (or runs) of the game played so far: the token stands on `game[played]`. */
  readonly played: number;
  readonly step: DrawnThrow | null;
}

/** Faces of a game from its listed rolls or its runs: the face of throw `k` (1-based). */
function faceOfThrow(
  solution: { rolls: number[] | null; runs?: Array<[number, number]> },
  k: number,
): number {
  if (solution.rolls) return solution.rolls[k - 1];
  let thrown = 0;
  for (const [face, count] of solution.runs ?? []) {
    thrown += count;
    if (k <= thrown) return face;
  }
  return 0;
}

/** The throw that takes the game from `game[k-1]` to `game[k]`. */
export function throwOf(
  board: SnakesBoard,
  game: ArrayLike<number>,
  solution: { rolls: number[] | null; runs?: Array<[number, number]> },
  k: number,
): DrawnThrow | null {
  if (k < 1 || k >= game.length) return null;
  const face = faceOfThrow(solution, k);
  const from = game[k - 1];
  return { face, from, landing: Math.min(from + face, board.last), to: game[k] };
}

/** The board's props: its squares, the jump being added, the frame shown, and what a click does. */
export interface SnakesViewProps {
  readonly board: SnakesBoard;
  /** The start of a jump being added: the next square chosen is its end. */
  readonly pending: number | null;
  readonly frame: SnakesFrame | null;
  readonly onSquare: (square: number) => void;
  /** Escape on the board: cancel the jump being added. */
  readonly onCancel: () => void;
  /** A square to ring and say so (a practice question's square, or the one chosen as its answer). */
  readonly marked?: { readonly square: number; readonly words: string } | null;
  /** False when choosing a square answers a question instead of editing the board. */
  readonly editing?: boolean;
}
