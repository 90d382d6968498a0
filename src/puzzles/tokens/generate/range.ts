// Which fewest moves a grid can be made with (docs/generate.md says why): a request outside the
// range is refused at once, naming it.
import { aOrAn, counted, grouped } from '../../../words.js';
import { describeRuns, impossible, inRuns, type Runs } from '../../generate.js';
import { exactTokens, type ExactMoves } from './exact-tokens.js';
import { TokenPositions } from './positions.js';
import type { TokensRequest } from './options.js';

/** The fewest moves a grid can be made with: `least…most`, and whether -1 can be. */
export interface MovesRange {
  /** The fewest any grid of the size takes, or null when no grid lets the tokens swap. */
  readonly least: number | null;
  /** A bound no grid passes: one less than the positions of the two tokens (or the most found, `exact`). */
  readonly most: number;
  readonly unsolvable: boolean;
  /** What every grid takes, for sizes small enough to have searched every grid. */
  readonly exact?: ExactMoves;
}

/**
 * The fewest moves a grid of `request`'s size and labels may take. Each token must change its row
 * and its column (two moves each), and 4 moves swap them only on a square grid: with 4 moves, the
 * label under the start of blue is read by red's first move and blue's last (or both of blue's
 * moves read one label), so one label would be both rows − 1 and columns − 1. In a single row (or
 * column) the token that moves first cannot land on the other's square, so it moves twice: 3 at
 * least, and none in two squares. No grid takes more moves than there are positions, less one. A
 * label of the longer side or more never moves a token: labels all that long leave only -1. On the
 * sizes where every grid was searched (`exactTokens`) the range is what they take, and with one
 * label allowed, what the one grid takes. Cost: O(1); with one label, O(cells² × 8).
 */
function tokensMovesRange(request: TokensRequest): MovesRange {
  const { rows, columns, labels } = request;
  const cells = rows * columns;
  const stuck = labels[0] > Math.max(rows, columns) - 1 || cells === 2;
  if (stuck) return { least: null, most: cells * (cells - 1) - 1, unsolvable: true };
  const exact = labels[0] === labels[1] ? onlyGrid(request) : exactTokens(rows, columns, labels);
  if (exact) {
    const runs = exact.fewest;
    return runs.length === 0
      ? { least: null, most: 0, unsolvable: exact.none, exact }
      : { least: runs[0][0], most: runs.at(-1)![1], unsolvable: exact.none, exact };
  }
  const least = rows === 1 || columns === 1 ? 3 : rows === columns ? 4 : 5;
  return { least, most: cells * (cells - 1) - 1, unsolvable: true };
}

// With one label there is one grid: what it takes, from a look at it. Cost: O(cells² × 8).
function onlyGrid(request: TokensRequest): ExactMoves {
  const look = new TokenPositions(request.rows, request.columns);
  look.measure(new Int32Array(request.rows * request.columns).fill(request.labels[0]));
  const moves: Runs = look.fewest === -1 ? [] : [[look.fewest, look.fewest]];
  // No example: the one grid is what any search of it makes.
  return { fewest: moves, unique: look.count === 2 ? moves : [], none: look.fewest === -1, examples: {} };
}

/** The grid in words: "a 6×6 grid with labels 1 to 5". */
export function describeTokens(request: TokensRequest): string {
  const [least, most] = request.labels;
  const labels = least === most ? `every label ${least}` : `labels ${grouped(least)} to ${grouped(most)}`;
  return `${aOrAn(request.rows)} ${request.rows}×${request.columns} grid with ${labels}`;
}

/**
 * Refuses at once (`E_USAGE`, naming `fewest`) a number of moves outside `tokensMovesRange`: on the
 * sizes searched whole, any number no grid takes (with `unique`, with one pair of shortest
 * solutions), and -1 when every grid lets the tokens swap. Cost: O(1).
 */
export function checkTokensRequest(request: TokensRequest): MovesRange {
  const range = tokensMovesRange(request);
  const { fewest } = request;
  const { exact } = range;
  if (fewest === undefined && request.unique && exact && exact.unique.length === 0 && range.least !== null)
    throw impossible(
      'unique',
      `${describeTokens(request)} never has one pair of shortest solutions (it takes ${describeRuns(exact.fewest)} moves at the fewest)`,
    );
  if (fewest === undefined) return range;
  if (fewest === -1) {
    if (range.unsolvable) return range;
    throw impossible(
      'fewest',
      `every ${describeTokens(request).replace(/^an? /, '')} lets the tokens swap: it takes ${describeRuns(exact!.fewest)} moves at the fewest, not -1`,
    );
  }
  if (range.least === null)
    throw impossible(
      'fewest',
      `${describeTokens(request)} never lets a token move far enough to swap: only -1 can be made, not ${fewest}`,
    );
  if (exact) {
    const runs = request.unique ? exact.unique : exact.fewest;
    if (inRuns(runs, fewest)) return range;
    const none = exact.none ? ' (or -1: no swap)' : '';
    const takes = `takes ${describeRuns(exact.fewest)} moves at the fewest${none}`;
    throw impossible(
      'fewest',
      !request.unique
        ? `${describeTokens(request)} ${takes}, not ${counted(fewest, 'move')}`
        : runs.length === 0
          ? `${describeTokens(request)} never has one pair of shortest solutions (it ${takes}), not ${counted(fewest, 'move')}`
          : `${describeTokens(request)} takes ${describeRuns(runs)} moves at the fewest with one pair of shortest solutions, not ${counted(fewest, 'move')}`,
    );
  }
  if (fewest < range.least || fewest > range.most)
    throw impossible(
      'fewest',
      `${describeTokens(request)} takes ${grouped(range.least)} to at most ${grouped(range.most)} moves at the fewest (or -1: no swap), not ${counted(fewest, 'move')}`,
    );
  return range;
}
