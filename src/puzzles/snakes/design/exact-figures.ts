// The figures a design reports, every one from the library's exact analysis of the board made
// (the sparse solves, the distribution, the players' formula, the puzzle's search), never from the
// search's own updates: what a designer is told is what `boardpath snakes --analyze` says.
import { analyzeSnakes } from '../analysis/analyze.js';
import { playersFigures } from '../analysis/players.js';
import { makeSnakesBoard, type SnakesBoard } from '../board/board.js';
import { solveSnakes } from '../solve/solve.js';
import type { DesignRules } from './feeders.js';
import type { DesignFigures } from './targets.js';

/** A board's figures as the exact analysis gives them, with what is only a bound. */
export interface ExactFigures extends DesignFigures {
  readonly fewest: number;
  /** True when the distribution was cut short before `within`'s throws: `within` is then its least. */
  readonly withinIsBound: boolean;
  /** True when the distribution was cut short: `seats` are then each seat's chance to have won by then. */
  readonly seatsAreBounds: boolean;
  /** The chance of the games not yet ended when the distribution was cut (0 when it was not). */
  readonly seatsInPlay: number;
}

/** The board of a landing table (squares 1 … last, the token off the board), drawn `columns` wide. */
export function boardOfLanding(rules: DesignRules, landing: Int32Array, columns?: number): SnakesBoard {
  const jumps = [];
  for (let square = 1; square < rules.last; square++)
    if (landing[square] !== square) jumps.push({ from: square, to: landing[square] });
  return makeSnakesBoard({
    format: 'board',
    first: 1,
    last: rules.last,
    start: 0,
    faces: rules.faces,
    jumps,
    ...(columns !== undefined && { rows: Math.ceil(rules.last / columns), columns }),
  });
}

/**
 * The figures of `board` that a design reports: the mean and sd (`analyzeSnakes`), the puzzle's
 * fewest throws (`solveSnakes`; -1 if none), the chance to end within `within` throws
 * (summed from the distribution), and each of `players` seats' chance (`playersFigures`).
 * Cost: that of the analysis of the board.
 */
export function exactFigures(
  board: SnakesBoard,
  rules: DesignRules,
  asked: { within?: number; players?: number },
): ExactFigures {
  // The distribution only as far as a figure asked needs it: the mean and sd come from the solves.
  const maxWork =
    asked.players !== undefined
      ? undefined
      : (Math.min(asked.within ?? 0, board.last) + 1) * (board.last + 1) * rules.faces + 1;
  const analysis = analyzeSnakes(board, {
    end: rules.end,
    faces: rules.faces,
    percentiles: [50],
    ...(maxWork !== undefined && { maxWork }),
  });
  const d = analysis.distribution;
  let within: number | null = null;
  if (asked.within !== undefined) {
    within = 0;
    const until = Math.min(asked.within, d.probabilities.length - 1);
    for (let n = 0; n <= until; n++) within += d.probabilities[n];
  }
  const seats =
    asked.players === undefined ? null : playersFigures(d, asked.players, analysis.expected).seats;
  return {
    mean: analysis.expected ?? Infinity,
    sd: analysis.sd ?? Infinity,
    fewest: solveSnakes(board).moves ?? -1,
    within,
    seats,
    withinIsBound: asked.within !== undefined && !d.complete && asked.within >= d.probabilities.length,
    seatsAreBounds: asked.players !== undefined && !d.complete,
    seatsInPlay: asked.players !== undefined && !d.complete ? inPlay(d.probabilities) : 0,
  };
}

/** The chance not listed by a distribution's probabilities (the games still going where it stops). */
function inPlay(probabilities: ArrayLike<number>): number {
  let listed = 0;
  for (let n = 0; n < probabilities.length; n++) listed += probabilities[n];
  return Math.max(0, 1 - listed);
}
