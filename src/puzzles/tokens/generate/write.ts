// A generated grid as text in each notation the tokens command reads back.
import { BoardpathError } from '../../../errors.js';
import { CODE_NOTATIONS, isCodeNotation, rowsAsCode, rowsAsJson } from '../../code-notation.js';
import { checkValue, oneOf } from '../../../options.js';
import { TOKENS_FORMATS, tokensBoardFrom, type TokensBoard } from '../board/board.js';

/** The notations a generated grid is written in: the puzzle's formats, and as code. */
export const TOKENS_NOTATIONS = [...TOKENS_FORMATS, ...CODE_NOTATIONS] as const;

/** One of `TOKENS_NOTATIONS`. */
export type TokensNotation = (typeof TOKENS_NOTATIONS)[number];

const NOTATION = oneOf(TOKENS_NOTATIONS);

/**
 * `board` written in `notation`: the course format (a square grid only: n, then rows of labels
 * separated by commas), rows separated by spaces, JSON rows, or the rows as a Python, C or Java
 * declaration. `notation` is the board's own format unless given; any board is taken, as
 * `solveTokens` takes it. What `parseTokens` reads back as the same labels. Cost: O(squares).
 */
export function writeTokens(given: TokensBoard, asked?: TokensNotation): string {
  const board = tokensBoardFrom(given);
  const notation = checkValue('notation', NOTATION, asked ?? board.format);
  const { rows, columns, labels } = board;
  const grid = Array.from({ length: rows }, (_, row) => labels.slice(row * columns, (row + 1) * columns));
  if (notation === 'json') return rowsAsJson(grid);
  if (isCodeNotation(notation)) return rowsAsCode(grid, 'grid', notation);
  if (notation === 'rows') return grid.map((row) => row.join(' ')).join('\n') + '\n';
  if (rows !== columns)
    throw new BoardpathError(
      'E_USAGE',
      `the course format writes square grids: a ${rows}×${columns} grid is written as rows`,
      {
        option: 'format',
      },
    );
  return `${rows}\n${grid.map((row) => row.join(', ')).join('\n')}\n`;
}
