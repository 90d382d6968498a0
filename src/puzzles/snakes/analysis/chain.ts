// The real game as a Markov chain: where each throw of a fair die takes the token, end rules
// included.
import { BoardpathError } from '../../../errors.js';
import { wordList } from '../../../words.js';
import type { SnakesBoard } from '../board/board.js';
import { landingTable } from '../board/landing.js';
import { DEFAULT_END_RULE, END_RULE_TABLE, END_RULES, type EndRule } from './end-rules.js';

/**
 * The real game as a Markov chain: the token's square after each throw of a fair die, one jump per
 * throw (or chained, as the solver's `chain` option), and the end rule. States are squares 0 … last
 * (0 is "off the board" when the board starts there); the last square absorbs.
 */
export interface SnakesChain {
  readonly first: number;
  readonly last: number;
  readonly start: number;
  readonly faces: number;
  readonly end: EndRule;
  /** Where a throw that reaches each square ends (the jump applied). */
  readonly landing: Int32Array;
}

/** Options for `snakesChain`. */
export interface ChainOptions {
  readonly end?: EndRule;
  /** Die faces 1 … faces (default: the board's). */
  readonly faces?: number;
  /** Follow chains of jumps (default: one jump per throw, as the rules have it). */
  readonly chain?: boolean;
}

/** The most squares × faces the analysis takes: one sweep over the board costs that many steps. */
const MAX_CHAIN_WORK = 5e8;

/**
 * The chain of the real game on `board`. A die with one face is refused (`E_USAGE`): the game is then
 * a fixed walk, not a chance game. So is a board whose squares × faces exceeds `MAX_CHAIN_WORK`.
 *
 * Cost: O(squares + jumps) time, 4 bytes per square.
 */
export function snakesChain(board: SnakesBoard, options: ChainOptions = {}): SnakesChain {
  const faces = options.faces ?? board.faces;
  const end = options.end ?? DEFAULT_END_RULE;
  if (!END_RULES.includes(end))
    throw new BoardpathError('E_USAGE', `unknown end rule ${JSON.stringify(end)} (${wordList(END_RULES)})`);
  if (!Number.isSafeInteger(faces) || faces < 2) {
    throw new BoardpathError(
      'E_USAGE',
      `analysing the game needs a die with at least 2 faces, not ${faces}: with one face nothing is left to chance`,
    );
  }
  if ((board.last + 1) * faces > MAX_CHAIN_WORK) {
    throw new BoardpathError(
      'E_USAGE',
      `analysing ${board.last + 1} squares with a die of ${faces} faces takes ` +
        `${((board.last + 1) * faces).toExponential(1)} steps per sweep over the board; ` +
        `the analysis takes at most ${MAX_CHAIN_WORK.toExponential(0)}`,
    );
  }
  return {
    first: board.first,
    last: board.last,
    start: board.start,
    faces,
    end,
    landing: landingTable(board, options.chain ?? false),
  };
}

/**
 * The square whose jump decides a throw of `face` from `square` (not the last square): the square
 * the count reaches, or for a throw past the last square what the end rule makes of it
 * (`END_RULE_TABLE`): a square, or -1 (`STAYS`) for staying where it is. Cost: O(1).
 */
export function throwPosition(chain: SnakesChain, square: number, face: number): number {
  const reach = square + face;
  const { last } = chain;
  return reach <= last ? reach : END_RULE_TABLE[chain.end].pastEnd(reach, chain.first, last);
}

/**
 * Where the token ends a throw of `face` from `square` (not the last square): the square
 * `throwPosition` gives with its jump applied, or `square` itself when the throw leaves the token
 * where it is. Cost: O(1).
 */
export function throwEnd(chain: SnakesChain, square: number, face: number): number {
  const position = throwPosition(chain, square, face);
  return position < 0 ? square : chain.landing[position];
}
