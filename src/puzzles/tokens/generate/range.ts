// Which fewest moves a grid can be made with (docs/generate.md says why): a request outside the
// range is refused at once, naming it.
import { counted, grouped } from '../../../words.js';
import { impossible } from '../../generate.js';
import type { TokensRequest } from './options.js';

/** The fewest moves a grid can be made with: `least…most`, and whether -1 can be. */
export interface MovesRange {
  /** The fewest any grid of the size takes, or null when no grid lets the tokens swap. */
  readonly least: number | null;
  /** A bound no grid passes: one less than the positions of the two tokens. */
  readonly most: number;
  readonly unsolvable: boolean;
}

/**
 * The fewest moves a grid of `request`'s size and labels may take. Each token must change its row
 * and its column (two moves each), and 4 moves swap them only on a square grid: with 4 moves, the
 * label under the start of blue is read by red's first move and blue's last (or both of blue's
 * moves read one label), so one label would be both rows − 1 and columns − 1. In a single row (or
 * column) the token that moves first cannot land on the other's square, so it moves twice: 3 at
 * least, and none in two squares. No grid takes more moves than there are positions, less one. A
 * label of the longer side or more never moves a token: labels all that long leave only -1.
 * Cost: O(1).
 */
export function tokensMovesRange(request: TokensRequest): MovesRange {
  const { rows, columns, labels } = request;
  const cells = rows * columns;
  const most = cells * (cells - 1) - 1;
  const stuck = labels[0] > Math.max(rows, columns) - 1 || cells === 2;
  if (stuck) return { least: null, most, unsolvable: true };
  const least = rows === 1 || columns === 1 ? 3 : rows === columns ? 4 : 5;
  return { least, most, unsolvable: true };
}

/** The grid in words: "a 6×6 grid with labels 1 to 5". */
export function describeTokens(request: TokensRequest): string {
  const [least, most] = request.labels;
  const labels = least === most ? `every label ${least}` : `labels ${grouped(least)} to ${grouped(most)}`;
  return `a ${request.rows}×${request.columns} grid with ${labels}`;
}

/** Refuses at once (`E_USAGE`, naming `fewest`) a number of moves outside `tokensMovesRange`. Cost: O(1). */
export function checkTokensRequest(request: TokensRequest): MovesRange {
  const range = tokensMovesRange(request);
  const { fewest } = request;
  if (fewest === undefined || fewest === -1) return range;
  if (range.least === null)
    throw impossible(
      'fewest',
      `${describeTokens(request)} never lets a token move far enough to swap: only -1 can be made, not ${fewest}`,
    );
  if (fewest < range.least || fewest > range.most)
    throw impossible(
      'fewest',
      `${describeTokens(request)} takes ${grouped(range.least)} to at most ${grouped(range.most)} moves at the fewest (or -1: no swap), not ${counted(fewest, 'move')}`,
    );
  return range;
}
